import { describe, expect, expectTypeOf, it } from 'vitest';
import type { VendorInput } from '@generated/model';
import { EMPTY_VENDOR, vendorFormSchema, type VendorFormValues } from './schemas';

const VALID = {
  name: 'CV Boba Jaya',
  address: 'Jl. Rungkut Industri III No. 21, Surabaya',
  contact_person: 'Hendra Wijaya',
  phone: '+62318431234',
  email: 'sales@bobajaya.co.id',
};

const messages = (input: unknown) =>
  vendorFormSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('vendor form schema', () => {
  it("produces a body the contract's create and update calls accept", () => {
    expectTypeOf<VendorFormValues>().toExtend<VendorInput>();
    // @ts-expect-error a body without the phone is not a VendorInput, so the check above can fail
    expectTypeOf<Omit<VendorFormValues, 'phone'>>().toExtend<VendorInput>();
  });

  it('gives each empty field the spec message', () => {
    expect(messages(EMPTY_VENDOR)).toEqual([
      'Name is required',
      'Address is required',
      'Contact person is required',
      'Phone is required',
      'Email is required',
    ]);
    expect(messages({ ...VALID, name: '   ' })).toEqual(['Name is required']);
  });

  it("says 'Invalid email format' for an email that is not one", () => {
    expect(messages({ ...VALID, email: 'sales@' })).toEqual(['Invalid email format']);
  });

  it('accepts mobiles and landlines as typed, and refuses other numbers', () => {
    expect(vendorFormSchema.parse({ ...VALID, phone: '0812 3456-7890' }).phone).toBe('+6281234567890');
    expect(vendorFormSchema.parse({ ...VALID, phone: '021-7199-1234' }).phone).toBe('+622171991234');
    expect(vendorFormSchema.parse({ ...VALID, phone: '+62 21 8765 432' }).phone).toBe('+62218765432');
    expect(messages({ ...VALID, phone: '12345' })).toEqual(['Invalid Indonesian phone number format']);
  });

  it('trims what it hands over', () => {
    expect(vendorFormSchema.parse({ ...VALID, name: ' CV Boba Jaya ', email: ' sales@bobajaya.co.id ' })).toEqual(
      VALID,
    );
  });
});
