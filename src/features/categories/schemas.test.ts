import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CategoryInput } from '@generated/model';
import { categoryFormSchema, type CategoryFormValues } from './schemas';

const messages = (input: unknown) =>
  categoryFormSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('category form schema', () => {
  it("produces a body the contract's create and update calls accept", () => {
    // Checked by the type checker: a contract change to CategoryInput breaks the build here.
    expectTypeOf<CategoryFormValues>().toExtend<CategoryInput>();
    // @ts-expect-error a body without the image is not a CategoryInput, so the check above can fail
    expectTypeOf<Omit<CategoryFormValues, 'image_url'>>().toExtend<CategoryInput>();
  });

  it("says 'Name is required' for an empty or blank name", () => {
    expect(messages({ name: '', status: true, image_url: 'http://x/a.png' })).toEqual(['Name is required']);
    expect(messages({ name: '   ', status: true, image_url: 'http://x/a.png' })).toEqual(['Name is required']);
  });

  it("says 'Status is required' when the status is missing", () => {
    expect(messages({ name: 'Milk Tea', image_url: 'http://x/a.png' })).toEqual(['Status is required']);
  });

  it("says 'Image is required' when no image was uploaded", () => {
    expect(messages({ name: 'Milk Tea', status: false, image_url: '' })).toEqual(['Image is required']);
    expect(messages({ name: 'Milk Tea', status: false })).toEqual(['Image is required']);
  });

  it('keeps the contract limit on the name length', () => {
    expect(messages({ name: 'x'.repeat(101), status: true, image_url: 'http://x/a.png' })).toEqual([
      'Name must be at most 100 characters',
    ]);
  });

  it('trims the name it hands over', () => {
    expect(categoryFormSchema.parse({ name: ' Milk Tea ', status: true, image_url: 'http://x/a.png' })).toEqual({
      name: 'Milk Tea',
      status: true,
      image_url: 'http://x/a.png',
    });
  });
});
