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
    ]);
    expect(messages({ ...VALID, address: '   ' })).toEqual(['Address is required']);
  });

  it('trims what it hands over', () => {
    expect(outletFormSchema.parse({ ...VALID, name: ' Bandung Braga ' })).toEqual(VALID);
  });
});
