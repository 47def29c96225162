// The groups a product is sold with: attaching in order (and every refusal, naming the group), the
// options whose recipe does not cover the product, and what a cup with chosen options uses and
// costs, exactly: Large (tea × 150 %, a 22 oz cup instead of a 16 oz one), 50 % sugar and pearls.
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { uploadImage } from '../helpers/images';
import { groupBody, modifierFixtures, option } from '../helpers/modifiers';
import { build } from '../helpers/test-app';

const t = await build();
const api = await t.asAdmin();
const fx = modifierFixtures(t, api, await uploadImage(api));

const refusal = (res: { response: Response; error?: { errors: { detail: string; field?: string }[] } }) => {
  expect(res.response.status, JSON.stringify(res.error)).toBe(422);
  return res.error!.errors[0];
};

describe('attaching groups to a product', () => {
  it('keeps the order given, counts the products of each group, and records the change', async () => {
    const cup = await fx.cup();
    const { size, sugar, toppings } = cup.groups;
    const read = (await fx.groupsOf(cup.drink.id)).data!.data;
    expect(read.groups.map((g) => g.id)).toEqual([size.id, sugar.id, toppings.id]);
    const reordered = await fx.attach(cup.drink.id, [toppings.id, size.id]);
    expect(reordered.response.status, JSON.stringify(reordered.error)).toBe(200);
    expect(reordered.data!.data.groups.map((g) => g.id)).toEqual([toppings.id, size.id]);
    expect((await fx.groupsOf(cup.drink.id)).data!.data).toEqual(reordered.data!.data);
    // Another product with Size: two products for Size, one for Toppings, none for Sugar.
    const other = await fx.sku();
    await fx.putRecipe(other.id, [
      { ingredient_sku_id: cup.ingredients.tea.id, quantity: 10 },
      { ingredient_sku_id: cup.ingredients.cup16.id, quantity: 1 },
    ]);
    expect((await fx.attach(other.id, [size.id])).response.status).toBe(200);
    const counts = (await api.GET('/adm/v1/modifier-groups', { params: { query: {} } })).data!.data;
    const count = (id: number) => counts.find((g) => g.id === id)!.product_count;
    expect([count(size.id), count(toppings.id), count(sugar.id)]).toEqual([2, 1, 0]);
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'sku'), eq(auditLog.recordId, String(cup.drink.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      operation: 'updateSkuModifierGroups',
      changes: [
        { field: 'modifier_group_ids', before: [size.id, sugar.id, toppings.id], after: [toppings.id, size.id] },
      ],
    });
    const plain = await fx.attach(cup.drink.id, []);
    expect(plain.data!.data).toEqual({ sku_id: cup.drink.id, groups: [], recipe_gaps: [] });
  });

  it('refuses an ingredient, a bundle, an unknown group, a group twice and a group that does not fit the recipe', async () => {
    const cup = await fx.cup();
    const { size, sugar } = cup.groups;
    const bundle = await fx.sku({ is_bundled: true, bundle_items: [{ component_sku_id: cup.drink.id, quantity: 1 }] });
    expect(refusal(await fx.attach(cup.ingredients.milk.id, [size.id]))).toEqual({
      detail: 'An ingredient is not sold with options',
      field: 'group_ids',
    });
    expect(refusal(await fx.attach(bundle.id, [size.id]))).toEqual({
      detail: "A bundle is not sold with options; its products' options are set on them",
      field: 'group_ids',
    });
    expect(refusal(await fx.attach(cup.drink.id, [size.id, 987654]))).toEqual({
      detail: 'Modifier group not found',
      field: 'group_ids.1',
    });
    expect(refusal(await fx.attach(cup.drink.id, [size.id, sugar.id, size.id]))).toEqual({
      detail: 'A group cannot be listed twice',
      field: 'group_ids.2',
    });
    // Jasmine Tea has tea and a 16 oz cup but no syrup: Sugar's 50 % scales what it does not use.
    const jasmine = await fx.sku({ name: `Jasmine Tea ${cup.drink.id}` });
    await fx.putRecipe(jasmine.id, [
      { ingredient_sku_id: cup.ingredients.tea.id, quantity: 10 },
      { ingredient_sku_id: cup.ingredients.cup16.id, quantity: 1 },
    ]);
    expect(refusal(await fx.attach(jasmine.id, [size.id, sugar.id]))).toEqual({
      detail: `${sugar.name}: 50% sugar scales ${cup.ingredients.syrup.name}, which ${jasmine.name} does not use`,
      field: 'group_ids.1',
    });
    const milkSwap = await fx.createGroup(
      groupBody({
        options: [
          option('Fresh milk', { is_default: true }),
          option('Oat milk', { recipe: [{ ingredient_sku_id: cup.ingredients.milk.id, action: 'remove' }] }),
        ],
      }),
    );
    expect(refusal(await fx.attach(jasmine.id, [size.id, milkSwap.id]))).toEqual({
      detail: `${milkSwap.name}: Oat milk removes ${cup.ingredients.milk.name}, which ${jasmine.name} does not use`,
      field: 'group_ids.1',
    });
    expect((await fx.groupsOf(jasmine.id)).data!.data.groups).toEqual([]);
    // An ingredient's or a bundle's empty list is no offer at all: accepted.
    expect((await fx.attach(bundle.id, [])).response.status).toBe(200);
  });

  it('answers 404 for an unknown SKU', async () => {
    expect((await fx.groupsOf(987654)).response.status).toBe(404);
    expect((await fx.attach(987654, [])).response.status).toBe(404);
    const res = await fx.combination(987654);
    expect(res.response.status).toBe(404);
    expect(res.error!.errors[0]!.detail).toBe('SKU not found');
  });
});

describe('recipe gaps', () => {
  it('names a paid option without a recipe, and a scale or remove the recipe no longer covers', async () => {
    const cup = await fx.cup();
    const gaps = (await fx.groupsOf(cup.drink.id)).data!.data.recipe_gaps;
    expect(gaps).toEqual([
      {
        modifier_option_id: cup.options.pudding,
        group_name: cup.groups.toppings.name,
        option_name: 'Pudding',
        reason: 'no_recipe',
        ingredient_sku_id: null,
        ingredient_name: null,
      },
    ]);
    // The recipe loses its syrup after Sugar was attached: both sugar options no longer fit.
    const { tea, milk, cup16, syrup } = cup.ingredients;
    await fx.putRecipe(cup.drink.id, [
      { ingredient_sku_id: tea.id, quantity: 15 },
      { ingredient_sku_id: milk.id, quantity: 150 },
      { ingredient_sku_id: cup16.id, quantity: 1 },
    ]);
    const after = (await fx.groupsOf(cup.drink.id)).data!.data.recipe_gaps;
    const notInRecipe = (optionId: number, optionName: string) => ({
      modifier_option_id: optionId,
      group_name: cup.groups.sugar.name,
      option_name: optionName,
      reason: 'not_in_recipe',
      ingredient_sku_id: syrup.id,
      ingredient_name: syrup.name,
    });
    expect(after).toEqual([
      notInRecipe(cup.options.half, '50% sugar'),
      notInRecipe(cup.options.none, '0% sugar'),
      gaps[0],
    ]);
    const combination = (await fx.combination(cup.drink.id, [cup.options.half])).data!.data;
    expect(combination.recipe_gaps).toEqual([notInRecipe(cup.options.half, '50% sugar')]);
  });
});

describe('what a combination uses and costs', () => {
  /**
   * Per stock unit: tea Rp 240/gr, syrup Rp 45.3/ml, milk Rp 18.5/ml, 16 oz cup Rp 700, 22 oz cup
   * Rp 900, pearls Rp 35.01/gr.
   */
  async function costedCup() {
    const cup = await fx.cup();
    const { tea, syrup, milk, cup16, cup22, pearls } = cup.ingredients;
    for (const [id, milli] of [
      [tea.id, 240_000],
      [syrup.id, 45_300],
      [milk.id, 18_500],
      [cup16.id, 700_000],
      [cup22.id, 900_000],
      [pearls.id, 35_010],
    ] as const)
      await fx.setCost(id, milli);
    return cup;
  }

  it('costs the base recipe without options', async () => {
    const cup = await costedCup();
    const res = await fx.combination(cup.drink.id);
    expect(res.response.status, JSON.stringify(res.error)).toBe(200);
    // 15 × 240 + 15 × 45.3 + 150 × 18.5 + 700 = 3,600 + 679.5 + 2,775 + 700 = 7,754.5 → Rp 7,755.
    expect(res.data!.data).toMatchObject({ option_ids: [], cost_per_serving: 7755, missing_cost: false, price: 28000 });
    expect(res.data!.data.items.map((i) => [i.quantity, i.cost])).toEqual([
      ['15', 3600],
      ['15', 680],
      ['150', 2775],
      ['1', 700],
    ]);
  });

  it('Large, 50 % sugar and pearls: exact quantities, each line at its cost, the serving rounded once', async () => {
    const cup = await costedCup();
    const { tea, syrup, milk, cup22, pearls } = cup.ingredients;
    // Asked in any order, the options apply in the order they are offered.
    const asked = [cup.options.pearls, cup.options.half, cup.options.large];
    const res = await fx.combination(cup.drink.id, asked);
    expect(res.response.status, JSON.stringify(res.error)).toBe(200);
    const line = (sku: { id: number; name: string }, stock_unit: string, quantity: string, cost: number) => ({
      ingredient_sku_id: sku.id,
      ingredient_name: sku.name,
      stock_unit,
      quantity,
      cost,
    });
    // 22.5 × 240 = 5,400; 7.5 × 45.3 = 339.75; 150 × 18.5 = 2,775; 900; 50 × 35.01 = 1,750.5.
    // The serving: 11,165.25 → Rp 11,165 (the rounded lines would say 11,166). The 16 oz cup is out.
    expect(res.data!.data).toEqual({
      sku_id: cup.drink.id,
      option_ids: asked,
      items: [
        line(tea, 'gr', '22.5', 5400),
        line(syrup, 'ml', '7.5', 340),
        line(milk, 'ml', '150', 2775),
        line(cup22, 'pcs', '1', 900),
        line(pearls, 'gr', '50', 1751),
      ],
      cost_per_serving: 11165,
      missing_cost: false,
      price: 38000,
      recipe_gaps: [],
    });
  });

  it('prices from the discounted price plus each option, and flags an ingredient without a cost', async () => {
    const cup = await costedCup();
    await api.PUT('/adm/v1/skus/{sku_id}/discounted-price', {
      params: { path: { sku_id: cup.drink.id } },
      body: { discounted_price: 25000 },
    });
    await fx.setCost(cup.ingredients.pearls.id, null);
    const res = (await fx.combination(cup.drink.id, [cup.options.large, cup.options.pearls, cup.options.pudding])).data!
      .data;
    // Rp 25,000 + 5,000 + 5,000 + 4,000.
    expect(res).toMatchObject({ price: 39000, cost_per_serving: null, missing_cost: true });
    expect(res.items.at(-1)).toMatchObject({
      ingredient_sku_id: cup.ingredients.pearls.id,
      quantity: '50',
      cost: null,
    });
    expect(res.recipe_gaps.map((gap) => [gap.modifier_option_id, gap.reason])).toEqual([
      [cup.options.pudding, 'no_recipe'],
    ]);
  });

  it('leaves out what 0 % sugar removes', async () => {
    const cup = await costedCup();
    const res = (await fx.combination(cup.drink.id, [cup.options.none])).data!.data;
    expect(res.items.map((i) => i.ingredient_sku_id)).not.toContain(cup.ingredients.syrup.id);
    expect(res.cost_per_serving).toBe(3600 + 2775 + 700);
  });

  it('refuses an option not offered with the product (another product, archived) or chosen twice', async () => {
    const cup = await costedCup();
    const other = await fx.createGroup(groupBody());
    expect(refusal(await fx.combination(cup.drink.id, [cup.options.large, other.options[0]!.id]))).toEqual({
      detail: 'An option is not offered with this product',
      field: 'option_ids',
    });
    expect(refusal(await fx.combination(cup.drink.id, [cup.options.large, cup.options.large]))).toEqual({
      detail: 'An option cannot be chosen twice',
      field: 'option_ids',
    });
    // Pudding taken out of Toppings: no longer offered.
    const toppings = cup.groups.toppings;
    const pearls = toppings.options[0]!;
    const replaced = await fx.putGroup(toppings.id, {
      ...groupBody({ name: toppings.name, selection: 'multiple', min_select: 0, max_select: 3 }),
      options: [
        option('Pearls', {
          id: pearls.id,
          price_delta: 5000,
          recipe: [{ ingredient_sku_id: cup.ingredients.pearls.id, action: 'add', quantity: 50 }],
        }),
      ],
    });
    expect(replaced.response.status, JSON.stringify(replaced.error)).toBe(200);
    expect(refusal(await fx.combination(cup.drink.id, [cup.options.pudding]))!.field).toBe('option_ids');
    const raw = await t.raw(
      'GET',
      `/adm/v1/skus/${cup.drink.id}/recipe/combination?option_ids=${cup.options.large},${cup.options.half}`,
      {
        token: api.token,
      },
    );
    expect(raw.status, raw.text).toBe(200);
    expect(raw.body.data.option_ids).toEqual([cup.options.large, cup.options.half]);
  });
});
