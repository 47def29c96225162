import { describe, expect, expectTypeOf, it } from 'vitest';
import type { OutletInput } from '@generated/model';
import { EMPTY_OUTLET, outletFormSchema, type OutletFormValues } from './schemas';

const VALID = {
  name: 'Bandung Braga',
  address: 'Jl. Braga No. 1, Kota Bandung',
  is_hq: false,
  area_id: 3273,
  owner_id: 1,
  staff_ids: [2, 7],
  registers: ['Counter 1', 'Counter 2'],
};

const messages = (input: unknown) =>
  outletFormSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('outlet form schema', () => {
  it("produces a body the contract's create and update calls accept", () => {
    expectTypeOf<OutletFormValues>().toExtend<OutletInput>();
    // @ts-expect-error a body without the area is not an OutletInput, so the check above can fail
    expectTypeOf<Omit<OutletFormValues, 'area_id'>>().toExtend<OutletInput>();
  });

  it('gives each missing field the spec message', () => {
    expect(messages(EMPTY_OUTLET)).toEqual([
      'Name is required',
      'Address is required',
      'Area is required',
      'Owner is required',
      'An outlet needs at least one register',
    ]);
    expect(messages({ ...VALID, address: '   ' })).toEqual(['Address is required']);
  });

  it('takes 1 to 20 registers, none named twice in any case', () => {
    expect(messages({ ...VALID, registers: ['Counter 1', 'COUNTER 1 '] })).toEqual([
      'Two registers cannot have the same name',
    ]);
    const many = Array.from({ length: 21 }, (_, index) => `Counter ${index + 1}`);
    expect(messages({ ...VALID, registers: many })).toEqual(['An outlet has at most 20 registers']);
    expect(messages({ ...VALID, registers: many.slice(0, 20) })).toEqual([]);
    expect(messages({ ...VALID, registers: ['x'.repeat(41)] })).toEqual([
      'A register name must be at most 40 characters',
    ]);
  });

  it('trims what it hands over', () => {
    expect(outletFormSchema.parse({ ...VALID, name: ' Bandung Braga ' })).toEqual(VALID);
  });
});
