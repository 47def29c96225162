// Ingredients and recipes: the kind rules on create and update, a recipe's rules and its
// replacement in one piece, the costs (exact in milli-rupiah, rounded once), the list's filter by
// kind, and who may read and write a recipe.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { skus } from '../../src/db/schema';
import { uploadImage } from '../helpers/images';
import { makeVendor, purchaseOrderBody } from '../helpers/purchasing';
import { createSku, skuBody, type Sku, type SkuInput } from '../helpers/skus';
import { build } from '../helpers/test-app';
import { uniqueName } from '../helpers/unique';

const t = await build();
const api = await t.asAdmin();
const image = await uploadImage(api);

const sku = (patch: Partial<SkuInput> = {}) => createSku(api, skuBody(t, image, patch));
const ingredient = (patch: Partial<SkuInput> = {}) =>
  sku({ name: uniqueName('Fresh Milk'), kind: 'ingredient', unit: 'l', unit_amount: 1, ...patch });
const path = (id: number) => ({ params: { path: { sku_id: id } } });
const getRecipe = (id: number) => api.GET('/adm/v1/skus/{sku_id}/recipe', path(id));
const putRecipe = (id: number, items: { ingredient_sku_id: number; quantity: number }[]) =>
  api.PUT('/adm/v1/skus/{sku_id}/recipe', { ...path(id), body: { items } });
const update = (current: Sku, patch: Partial<SkuInput>) =>
  api.PUT('/adm/v1/skus/{sku_id}', { ...path(current.id), body: skuBody(t, image, { name: current.name, ...patch }) });
/** Sets an ingredient's moving-average cost directly, in milli-rupiah per stock unit. */
const setCost = (id: number, milli: number | null) =>
  t.app.db.update(skus).set({ avgCostMilli: milli }).where(eq(skus.id, id));

describe('ingredients', () => {
  it('stores the kind, products by default', async () => {
    const milk = await ingredient();
    expect(milk).toMatchObject({ kind: 'ingredient', unit: 'l', unit_cost: null });
    const { kind, ...withoutKind } = skuBody(t, image);
    expect(kind).toBe('product');
    const created = await t.raw('POST', '/adm/v1/skus', { token: api.token, body: withoutKind });
    expect(created.status).toBe(201);
    expect(created.body.data.kind).toBe('product');
    const changed = await update(await sku(), { kind: 'ingredient', unit: 'gr', unit_amount: 250 });
    expect(changed.response.status, JSON.stringify(changed.error)).toBe(200);
    expect(changed.data!.data.kind).toBe('ingredient');
  });

  it('is never a bundle', async () => {
    const part = await sku();
    const res = await api.POST('/adm/v1/skus', {
      body: skuBody(t, image, {
        kind: 'ingredient',
        is_bundled: true,
        bundle_items: [{ component_sku_id: part.id, quantity: 1 }],
      }),
    });
    expect(res.response.status).toBe(422);
    expect(res.error!.errors[0]).toEqual({ detail: 'An ingredient cannot be a bundle', field: 'is_bundled' });
  });

  it('counts a whole number of its base unit: 0.5 ml, 2.5 gr or half a cup is refused, 0.5 l (500 ml) is not', async () => {
    const half = await api.POST('/adm/v1/skus', { body: skuBody(t, image, { kind: 'ingredient', unit_amount: 0.5 }) });
    expect(half.response.status).toBe(422);
    expect(half.error!.errors[0]).toEqual({
      detail: "An ingredient's amount must be a whole number of ml",
      field: 'unit_amount',
    });
    const grams = await api.POST('/adm/v1/skus', {
      body: skuBody(t, image, { kind: 'ingredient', unit: 'gr', unit_amount: 2.5 }),
    });
    expect(grams.error!.errors[0]).toEqual({
      detail: "An ingredient's amount must be a whole number of gr",
      field: 'unit_amount',
    });
    const cups = await update(await sku({ unit: 'cup', unit_amount: 0.5 }), {
      kind: 'ingredient',
      unit: 'cup',
      unit_amount: 0.5,
    });
    expect(cups.error!.errors[0]!.detail).toBe("An ingredient's amount must be a whole number of pcs");
    expect((await ingredient({ unit: 'l', unit_amount: 0.5 })).unit_amount).toBe(0.5);
    // A product counts servings: any amount is fine.
    expect((await sku({ unit_amount: 0.5 })).unit_amount).toBe(0.5);
  });

  it('is not a bundle component, and a component does not become an ingredient', async () => {
    const milk = await ingredient();
    const res = await api.POST('/adm/v1/skus', {
      body: skuBody(t, image, { is_bundled: true, bundle_items: [{ component_sku_id: milk.id, quantity: 1 }] }),
    });
    expect(res.response.status).toBe(422);
    expect(res.error!.errors[0]).toEqual({
      detail: 'A bundle cannot contain an ingredient',
      field: 'bundle_items.0.component_sku_id',
    });
    const part = await sku();
    await sku({ is_bundled: true, bundle_items: [{ component_sku_id: part.id, quantity: 1 }] });
    const changed = await update(part, { kind: 'ingredient' });
    expect(changed.response.status).toBe(422);
    expect(changed.error!.errors[0]!.field).toBe('kind');
  });
});

describe('recipe rules', () => {
  it('answers 404 for an unknown SKU, reading or writing', async () => {
    for (const res of [await getRecipe(987654), await putRecipe(987654, [])]) {
      expect(res.response.status).toBe(404);
      expect(res.error!.errors[0]!.detail).toBe('SKU not found');
    }
  });

  it('belongs to a single product: an ingredient or a bundle has none', async () => {
    const milk = await ingredient();
    const onIngredient = await putRecipe(milk.id, [{ ingredient_sku_id: (await ingredient()).id, quantity: 1 }]);
    expect(onIngredient.response.status).toBe(422);
    expect(onIngredient.error!.errors[0]).toEqual({ detail: 'An ingredient cannot have a recipe', field: 'items' });
    const bundle = await sku({ is_bundled: true, bundle_items: [{ component_sku_id: (await sku()).id, quantity: 1 }] });
    const onBundle = await putRecipe(bundle.id, [{ ingredient_sku_id: milk.id, quantity: 200 }]);
    expect(onBundle.response.status).toBe(422);
    expect(onBundle.error!.errors[0]).toEqual({
      detail: "A bundle has no recipe of its own; it uses its components' recipes",
      field: 'items',
    });
    expect((await getRecipe(bundle.id)).data!.data.items).toEqual([]);
  });

  it('takes existing ingredients only, each once, never the product itself', async () => {
    const tea = await sku();
    const milk = await ingredient();
    const cases: [{ ingredient_sku_id: number; quantity: number }[], string, string][] = [
      [[{ ingredient_sku_id: tea.id, quantity: 1 }], 'A recipe cannot contain its own product', 'items.0'],
      [
        [
          { ingredient_sku_id: milk.id, quantity: 200 },
          { ingredient_sku_id: milk.id, quantity: 100 },
        ],
        'A recipe cannot list the same ingredient twice',
        'items.1',
      ],
      [[{ ingredient_sku_id: 987654, quantity: 1 }], 'Ingredient SKU not found', 'items.0'],
      [
        [
          { ingredient_sku_id: milk.id, quantity: 200 },
          { ingredient_sku_id: (await sku()).id, quantity: 1 },
        ],
        'A recipe item must be an ingredient or a prep item',
        'items.1',
      ],
    ];
    for (const [items, detail, field] of cases) {
      const res = await putRecipe(tea.id, items);
      expect(res.response.status, detail).toBe(422);
      expect(res.error!.errors[0]).toEqual({ detail, field: `${field}.ingredient_sku_id` });
    }
    expect((await getRecipe(tea.id)).data!.data.items).toEqual([]);
  });

  it('refuses a quantity out of 1 … 1,000,000 and more than 30 items (400)', async () => {
    const tea = await sku();
    const milk = await ingredient();
    for (const quantity of [0, 1_000_001, 1.5]) {
      const res = await t.raw('PUT', `/adm/v1/skus/${tea.id}/recipe`, {
        token: api.token,
        body: { items: [{ ingredient_sku_id: milk.id, quantity }] },
      });
      expect(res.status, String(quantity)).toBe(400);
    }
    const many = Array.from({ length: 31 }, (_, i) => ({ ingredient_sku_id: i + 1, quantity: 1 }));
    const res = await t.raw('PUT', `/adm/v1/skus/${tea.id}/recipe`, { token: api.token, body: { items: many } });
    expect(res.status).toBe(400);
  });

  it('replaces the whole recipe; an empty one removes it', async () => {
    const tea = await sku();
    const [milk, leaves, sugar] = [await ingredient(), await ingredient({ unit: 'kg' }), await ingredient()];
    await putRecipe(tea.id, [
      { ingredient_sku_id: milk.id, quantity: 200 },
      { ingredient_sku_id: leaves.id, quantity: 15 },
    ]);
    const replaced = await putRecipe(tea.id, [
      { ingredient_sku_id: sugar.id, quantity: 20 },
      { ingredient_sku_id: milk.id, quantity: 150 },
    ]);
    expect(replaced.response.status).toBe(200);
    const read = (await getRecipe(tea.id)).data!.data;
    expect(read).toEqual(replaced.data!.data);
    expect(read.items.map((i) => [i.ingredient_sku_id, i.quantity, i.stock_unit])).toEqual([
      [sugar.id, 20, 'ml'],
      [milk.id, 150, 'ml'],
    ]);
    const emptied = await putRecipe(tea.id, []);
    expect(emptied.data!.data).toEqual({ sku_id: tea.id, items: [], cost_per_serving: null, missing_cost: false });
  });

  it('keeps what recipes rely on: an ingredient in a recipe stays one, a product with a recipe stays a single product', async () => {
    const tea = await sku();
    const milk = await ingredient();
    await putRecipe(tea.id, [{ ingredient_sku_id: milk.id, quantity: 200 }]);
    const toProduct = await update(milk, { kind: 'product', unit: 'l', unit_amount: 1 });
    expect(toProduct.response.status).toBe(422);
    expect(toProduct.error!.errors[0]).toEqual({
      detail: 'A SKU used in a recipe cannot become a product',
      field: 'kind',
    });
    const toIngredient = await update(tea, { kind: 'ingredient' });
    expect(toIngredient.response.status).toBe(422);
    expect(toIngredient.error!.errors[0]!.field).toBe('kind');
    const toBundle = await update(tea, {
      is_bundled: true,
      bundle_items: [{ component_sku_id: (await sku()).id, quantity: 1 }],
    });
    expect(toBundle.response.status).toBe(422);
    expect(toBundle.error!.errors[0]!.field).toBe('is_bundled');
    // Once the recipe is gone, both may change.
    await putRecipe(tea.id, []);
    expect((await update(milk, { kind: 'product', unit: 'l', unit_amount: 1 })).response.status).toBe(200);
    expect((await update(tea, { kind: 'ingredient' })).response.status).toBe(200);
  });
});

describe('recipe costs', () => {
  it('costs a 1 L carton bought at Rp 18,500 a litre at Rp 3,700 for 200 ml', async () => {
    const milk = await ingredient({ name: uniqueName('Fresh Milk 1 L') });
    const vendor = await makeVendor(t);
    const created = await api.POST('/adm/v1/purchase-orders', {
      body: purchaseOrderBody(vendor.id, [{ sku: milk.id, quantity: 4, unitPrice: 18500 }]),
    });
    expect(created.response.status, JSON.stringify(created.error)).toBe(201);
    const po = created.data!.data;
    const received = await api.POST('/adm/v1/purchase-orders/{purchase_order_id}/inbounds', {
      params: { path: { purchase_order_id: po.id } },
      body: {
        purchase_order_id: po.id,
        items: [{ item_id: po.items[0]!.id, quantity_received: 4, received_at: '2026-11-22' }],
      },
    });
    expect(received.response.status, JSON.stringify(received.error)).toBe(201);
    const tea = await sku();
    const recipe = (await putRecipe(tea.id, [{ ingredient_sku_id: milk.id, quantity: 200 }])).data!.data;
    expect(recipe).toEqual({
      sku_id: tea.id,
      items: [
        {
          ingredient_sku_id: milk.id,
          ingredient_name: milk.name,
          stock_unit: 'ml',
          quantity: 200,
          unit_cost: '18.5',
          cost: 3700,
        },
      ],
      cost_per_serving: 3700,
      missing_cost: false,
    });
  });

  it('sums exactly in milli-rupiah and rounds once per serving', async () => {
    const tea = await sku();
    const [syrup, pearls] = [await ingredient(), await ingredient({ unit: 'gr', unit_amount: 1000 })];
    // 3 ml at Rp 0.5 = Rp 1.5 (half up: Rp 2) and 1 gr at Rp 1.2 (Rp 1); a serving Rp 2.7 → Rp 3.
    await setCost(syrup.id, 500);
    await setCost(pearls.id, 1200);
    const first = (
      await putRecipe(tea.id, [
        { ingredient_sku_id: syrup.id, quantity: 3 },
        { ingredient_sku_id: pearls.id, quantity: 1 },
      ])
    ).data!.data;
    expect(first.items.map((i) => i.cost)).toEqual([2, 1]);
    expect(first.cost_per_serving).toBe(3);
    // 1 unit at Rp 0.4 of each: each line Rp 0, but a serving Rp 0.8 → Rp 1 (not the lines' sum).
    await setCost(syrup.id, 400);
    await setCost(pearls.id, 400);
    const second = (
      await putRecipe(tea.id, [
        { ingredient_sku_id: syrup.id, quantity: 1 },
        { ingredient_sku_id: pearls.id, quantity: 1 },
      ])
    ).data!.data;
    expect(second.items.map((i) => [i.unit_cost, i.cost])).toEqual([
      ['0.4', 0],
      ['0.4', 0],
    ]);
    expect(second.cost_per_serving).toBe(1);
  });

  it('flags an ingredient without a cost yet and gives no cost per serving', async () => {
    const tea = await sku();
    const [milk, leaves] = [await ingredient(), await ingredient({ unit: 'kg' })];
    await setCost(milk.id, 18500);
    const recipe = (
      await putRecipe(tea.id, [
        { ingredient_sku_id: milk.id, quantity: 200 },
        { ingredient_sku_id: leaves.id, quantity: 15 },
      ])
    ).data!.data;
    expect(recipe.items.map((i) => [i.stock_unit, i.unit_cost, i.cost])).toEqual([
      ['ml', '18.5', 3700],
      ['gr', null, null],
    ]);
    expect(recipe).toMatchObject({ cost_per_serving: null, missing_cost: true });
    await setCost(leaves.id, 240000);
    expect((await getRecipe(tea.id)).data!.data).toMatchObject({ cost_per_serving: 7300, missing_cost: false });
  });
});

describe('the list by kind', () => {
  it('lists only ingredients or only products', async () => {
    const label = uniqueName('Kind Filter');
    const milk = await ingredient({ name: `${label} Milk` });
    const tea = await sku({ name: `${label} Tea` });
    const list = async (kind?: 'product' | 'ingredient') =>
      (await api.GET('/adm/v1/skus', { params: { query: { name: label, kind } } })).data!.data.map((s) => s.id);
    expect(await list('ingredient')).toEqual([milk.id]);
    expect(await list('product')).toEqual([tea.id]);
    expect((await list()).sort()).toEqual([milk.id, tea.id].sort());
  });
});

describe('who may use recipes', () => {
  it('needs view_admin_sku', async () => {
    const tea = await sku();
    const other = await t.asUser(['view_admin_inventory']);
    expect((await other.GET('/adm/v1/skus/{sku_id}/recipe', path(tea.id))).response.status).toBe(403);
    const put = await other.PUT('/adm/v1/skus/{sku_id}/recipe', { ...path(tea.id), body: { items: [] } });
    expect(put.response.status).toBe(403);
  });
});
