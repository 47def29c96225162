import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AppCustomerUpdate, AppOtpRequest, AppTokenRequest } from '@generated/app/model';
import { codeSchema, nameSchema, phoneSchema, type CodeValues, type NameValues, type PhoneValues } from './schemas';

const messages = (
  schema: { safeParse: (input: unknown) => { error?: { issues: { message: string }[] } } },
  input: unknown,
) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('customer form schemas', () => {
  it("produce the bodies the customer contract's sign-in and account calls accept", () => {
    expectTypeOf<PhoneValues>().toExtend<AppOtpRequest>();
    expectTypeOf<CodeValues>().toExtend<AppTokenRequest>();
    expectTypeOf<NameValues>().toExtend<AppCustomerUpdate>();
    // @ts-expect-error without the code it is not a token request, so the check above can fail
    expectTypeOf<Omit<CodeValues, 'otp'>>().toExtend<AppTokenRequest>();
  });

  it('takes an Indonesian mobile number as people type it, and refuses anything else', () => {
    expect(phoneSchema.parse({ phone_number: ' 0812-3456 7890 ' })).toEqual({ phone_number: '081234567890' });
    expect(phoneSchema.parse({ phone_number: '+6281234567890' })).toEqual({ phone_number: '+6281234567890' });
    expect(messages(phoneSchema, { phone_number: '' })).toEqual(['Phone number is required']);
    for (const bad of ['021555123', '0812', '08123456789012', '+1 202 555 0100'])
      expect(messages(phoneSchema, { phone_number: bad }), bad).toEqual(['Invalid Indonesian phone number format']);
  });

  it('wants a 6-digit code, and leaves an empty name out of the request', () => {
    expect(messages(codeSchema, { phone_number: '081234567890', otp: '12345', name: '' })).toEqual([
      'The code is 6 digits',
    ]);
    expect(codeSchema.parse({ phone_number: '081234567890', otp: '123456', name: '  ' })).toEqual({
      phone_number: '081234567890',
      otp: '123456',
      name: undefined,
    });
  });

  it('needs a name on the account', () => {
    expect(messages(nameSchema, { name: '   ' })).toEqual(['Name is required']);
    expect(nameSchema.parse({ name: ' Putri ' })).toEqual({ name: 'Putri' });
  });
});
