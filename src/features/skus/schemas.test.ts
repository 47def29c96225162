import { describe, expect, expectTypeOf, it } from 'vitest';
import type { SkuInput } from '@generated/model';
import type { SkuRecipeInput } from '@generated/model';
import { i18n } from '@/lib/i18n';
import {
  discountFormSchema,
  recipeFormSchema,
  skuFormSchema,
  skuFormSchemaFor,
  type RecipeFormValues,
  type SkuFormValues,
} from './schemas';

const VALID = {
  name: 'Thai Tea',
  status: true,
  category_id: 1,
  price: 25000,
  unit_amount: 500,
  unit: 'ml',
  image_url: 'http://x/a.png',
  kind: 'product',
  is_bundled: false,
  bundle_items: [],
  discounted_price: 0,
};

const messages = (input: unknown) => skuFormSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('SKU form schema', () => {
  it("produces a body the contract's create and update calls accept", () => {
    expectTypeOf<SkuFormValues>().toExtend<SkuInput>();
    // @ts-expect-error a body without the price is not a SkuInput, so the check above can fail
    expectTypeOf<Omit<SkuFormValues, 'price'>>().toExtend<SkuInput>();
  });

  it('gives every spec message for an empty form at once', () => {
    expect(messages({ name: '', status: true, image_url: '', is_bundled: true, bundle_items: [] })).toEqual([
      'Name is required',
      'Category is required',
      'Price is required',
      'Unit Amount is required',
      'Unit is required',
      'Image is required',
      'Bundle items are required when product is bundled',
    ]);
  });

  it('says a price below 1 is too low, not missing', () => {
    expect(messages({ ...VALID, price: 0 })).toEqual(['Price must be at least Rp 1']);
  });

  it('needs a component and a quantity of at least 1 on every bundle line', () => {
    const lines = [{ quantity: 1 }, { component_sku_id: 3, quantity: 0 }];
    expect(messages({ ...VALID, is_bundled: true, bundle_items: lines })).toEqual([
      'Component SKU is required',
      'Quantity must be at least 1',
    ]);
  });

  it('refuses a discounted price above the price, and accepts one equal to it', () => {
    expect(messages({ ...VALID, discounted_price: 25001 })).toEqual([
      'Discounted price cannot be greater than regular price',
    ]);
    expect(messages({ ...VALID, discounted_price: 25000 })).toEqual([]);
  });

  it('sends no components for a single product, trims the name, and counts an empty discount as none', () => {
    const lines = [{ component_sku_id: 3, quantity: 2 }];
    expect(
      skuFormSchema.parse({ ...VALID, name: ' Thai Tea ', bundle_items: lines, discounted_price: undefined }),
    ).toEqual({
      ...VALID,
      bundle_items: [],
      discounted_price: 0,
      batch_yield: null,
      holding_minutes: null,
      tracks_expiry: false,
    });
    expect(skuFormSchema.parse({ ...VALID, is_bundled: true, bundle_items: lines }).bundle_items).toEqual(lines);
  });

  it('gives no name a spreadsheet would run as a formula, and lets a SKU keep one it had', () => {
    for (const name of ['=1+1', '+ Pearl topping', '-2+3', '@SUM(1)', '\u200B=1', '\uFF1D1'])
      expect(messages({ ...VALID, name })).toEqual(['Name cannot start with =, +, - or @']);
    expect(messages({ ...VALID, name: 'Thai\u0000Tea' })).toEqual(['Name cannot contain control characters']);
    expect(messages({ ...VALID, name: 'Pearl topping (+)' })).toEqual([]);
    expect(skuFormSchemaFor('+ Pearl topping').safeParse({ ...VALID, name: '+ Pearl topping' }).success).toBe(true);
    expect(skuFormSchemaFor('+ Pearl topping').safeParse({ ...VALID, name: '+ Pearl' }).success).toBe(false);
  });

  it('bounds the discounted price set from the list by the price', () => {
    const schema = discountFormSchema(20000);
    expect(schema.safeParse({ discounted_price: 20001 }).error?.issues[0]?.message).toBe(
      'Discounted price cannot be greater than regular price',
    );
    expect(schema.safeParse({ discounted_price: 0 }).success).toBe(true);
  });
});

describe('kind', () => {
  it('never sends an ingredient as a bundle', () => {
    const parsed = skuFormSchema.parse({
      ...VALID,
      kind: 'ingredient',
      is_bundled: true,
      bundle_items: [{ component_sku_id: 3, quantity: 1 }],
    });
    expect(parsed).toMatchObject({ kind: 'ingredient', is_bundled: false, bundle_items: [] });
  });
});

describe('a prep item', () => {
  const PREP = { ...VALID, kind: 'prep', image_url: '', batch_yield: 1800, holding_minutes: 240, tracks_expiry: true };

  it('needs a batch yield and a holding time, and says so for each', () => {
    expect(messages({ ...PREP, batch_yield: undefined, holding_minutes: undefined })).toEqual([
      'Batch yield is required',
      'Holding time is required',
    ]);
    expect(messages({ ...PREP, batch_yield: 0, holding_minutes: 0 })).toEqual([
      'Batch yield is required',
      'Holding time is required',
    ]);
  });

  it('holds a batch at most 7 days, in whole minutes, and yields whole stock units', () => {
    expect(messages({ ...PREP, holding_minutes: 10_081 })).toEqual([
      'Holding time must be at most 7 days (10,080 minutes)',
    ]);
    expect(messages({ ...PREP, batch_yield: 1.5, holding_minutes: 90.5 })).toEqual([
      'Batch yield must be a whole number',
      'Holding time must be a whole number of minutes',
    ]);
  });

  it('goes without an image and a discount, and expires by its holding time rather than by lots', () => {
    const parsed = skuFormSchema.parse({ ...PREP, discounted_price: 5000 });
    expect(parsed).toMatchObject({
      batch_yield: 1800,
      holding_minutes: 240,
      tracks_expiry: false,
      discounted_price: 0,
    });
  });

  it('is the only kind that sends a yield and a holding time; an ingredient may track expiry', () => {
    const parsed = skuFormSchema.parse({ ...PREP, kind: 'ingredient' });
    expect(parsed).toMatchObject({ batch_yield: null, holding_minutes: null, tracks_expiry: true });
  });
});

describe('recipe form schema', () => {
  const recipeMessages = (input: unknown) =>
    recipeFormSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it("produces the body of the contract's recipe call", () => {
    expectTypeOf<RecipeFormValues>().toExtend<SkuRecipeInput>();
    expect(recipeFormSchema.parse({ items: [] })).toEqual({ items: [] });
  });

  it('needs an ingredient and a whole quantity of 1 … 1,000,000 on each line, each ingredient once', () => {
    expect(recipeMessages({ items: [{ quantity: 0 }, { ingredient_sku_id: 4, quantity: 1.5 }] })).toEqual([
      ['items.0.ingredient_sku_id', 'Ingredient is required'],
      ['items.0.quantity', 'Quantity must be at least 1'],
      ['items.1.quantity', 'Quantity must be a whole number'],
    ]);
    expect(recipeMessages({ items: [{ ingredient_sku_id: 4, quantity: 1_000_001 }] })).toEqual([
      ['items.0.quantity', 'Quantity must be at most 1000000'],
    ]);
    expect(
      recipeMessages({
        items: [
          { ingredient_sku_id: 4, quantity: 200 },
          { ingredient_sku_id: 4, quantity: 10 },
        ],
      }),
    ).toEqual([['items.1.ingredient_sku_id', 'This ingredient is already in the recipe']]);
  });
});

describe('an ingredient and its price', () => {
  it('may go without an image, while a product may not', () => {
    expect(messages({ ...VALID, kind: 'ingredient', image_url: '' })).toEqual([]);
    expect(messages({ ...VALID, kind: 'product', image_url: '' })).toEqual(['Image is required']);
  });

  it('says a price of 0 is too low, not that it is missing', () => {
    expect(messages({ ...VALID, kind: 'ingredient', price: 0 })).toEqual(['Price must be at least Rp 1']);
  });
});

describe("the import's counts", () => {
  const counts = { created: '1', updated: '0', unchanged: '0' };
  it.each([
    ['en', 1, '1 row checked, no errors'],
    ['en', 2, '2 rows checked, no errors'],
    ['id', 1, '1 baris diperiksa, tanpa kesalahan'],
  ] as const)('in %s, %i checked reads "%s…"', async (language, rows, text) => {
    await i18n.changeLanguage(language);
    expect(i18n.t('imports.ready', { ...counts, count: rows, rows: String(rows) })).toMatch(new RegExp(`^${text}:`));
    expect(i18n.t('imports.done', { count: rows, rows: String(rows) })).toBe(
      { en: rows === 1 ? '1 row imported' : `${rows} rows imported`, id: `${rows} baris diimpor` }[language],
    );
  });
});
