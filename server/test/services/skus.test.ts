// SKUs: create, get, update, the list's search, filters, sorting and paging, names unique ignoring
// case, discounted price bounds, uploaded images only, and who may do what. Each test makes its own
// SKUs under unique names.
import { describe, expect, it } from 'vitest';
import type { operations } from '../../../generated/schema';
import { uploadImage } from '../helpers/images';
import { createSku, setStock, skuBody, type Sku } from '../helpers/skus';
import { build } from '../helpers/test-app';
import { uniqueName } from '../helpers/unique';

const t = await build();
const api = await t.asAdmin();
const image = await uploadImage(api);

const names = (list: { name: string }[] | undefined) => (list ?? []).map((s) => s.name);
type ListQuery = NonNullable<operations['listSkus']['parameters']['query']>;
async function list(query: ListQuery) {
  const res = await api.GET('/adm/v1/skus', { params: { query } });
  expect(res.response.status).toBe(200);
  return res.data!;
}
const sku = (patch: Parameters<typeof skuBody>[2] = {}) => createSku(api, skuBody(t, image, patch));

describe('creating, reading and updating a SKU', () => {
  it('creates a SKU with its category name, no stock yet, and gets it back', async () => {
    const name = uniqueName('Brown Sugar Boba');
    const created = await sku({ name: `  ${name} `, price: 28000, discounted_price: 26000, unit_amount: 0.5 });
    const categoryName = Object.keys(t.seed.categoryIds)[0]!;
    expect(created).toMatchObject({
      name,
      status: true,
      category_name: categoryName,
      price: 28000,
      discounted_price: 26000,
      unit_amount: 0.5,
      unit: 'ml',
      image_url: image,
      is_bundled: false,
      bundle_items: [],
      is_watched: false,
      stock_quantity: 0,
    });
    const got = await api.GET('/adm/v1/skus/{sku_id}', { params: { path: { sku_id: created.id } } });
    expect(got.data!.data).toEqual(created);
  });

  it('shows the stock on hand of a single product', async () => {
    const created = await sku();
    await setStock(t, created.id, 57);
    const got = await api.GET('/adm/v1/skus/{sku_id}', { params: { path: { sku_id: created.id } } });
    expect(got.data!.data.stock_quantity).toBe(57);
  });

  it('updates every field and moves updated_at', async () => {
    const created = await sku();
    const other = await uploadImage(api);
    const category = Object.values(t.seed.categoryIds)[1]!;
    const body = skuBody(t, other, { status: false, category_id: category, price: 30000, unit: 'cup', unit_amount: 1 });
    const updated = await api.PUT('/adm/v1/skus/{sku_id}', { params: { path: { sku_id: created.id } }, body });
    expect(updated.response.status).toBe(200);
    expect(updated.data!.data).toMatchObject({ ...body, id: created.id, image_url: other });
    expect(updated.data!.data.updated_at >= created.updated_at).toBe(true);
  });

  it('answers 404 for an unknown SKU', async () => {
    const path = { sku_id: 987654 };
    expect((await api.GET('/adm/v1/skus/{sku_id}', { params: { path } })).response.status).toBe(404);
    const put = await api.PUT('/adm/v1/skus/{sku_id}', { params: { path }, body: skuBody(t, image) });
    expect(put.response.status).toBe(404);
    expect(put.error!.errors[0]!.detail).toBe('SKU not found');
  });

  it('gives the spec messages for missing or invalid fields', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'Name is required', 'name'],
      [{ name: undefined }, 'Name is required', 'name'],
      [{ category_id: undefined }, 'Category is required', 'category_id'],
      [{ price: undefined }, 'Price is required', 'price'],
      [{ price: 0 }, 'Price must be at least 1', 'price'],
      [{ unit_amount: undefined }, 'Unit Amount is required', 'unit_amount'],
      [{ unit: undefined }, 'Unit is required', 'unit'],
      [{ image_url: undefined }, 'Image is required', 'image_url'],
      [{ discounted_price: -1 }, 'Discounted price must be at least 0', 'discounted_price'],
    ];
    for (const [patch, detail, field] of cases) {
      const res = await api.POST('/adm/v1/skus', { body: { ...skuBody(t, image), ...patch } as never });
      expect(res.response.status, detail).toBe(400);
      expect(res.error!.errors[0]).toEqual({ detail, field });
    }
  });

  it('refuses an unknown category with 422', async () => {
    const res = await api.POST('/adm/v1/skus', { body: skuBody(t, image, { category_id: 99999 }) });
    expect(res.response.status).toBe(422);
    expect(res.error!.errors[0]).toEqual({ detail: 'Category not found', field: 'category_id' });
  });

  it('accepts only images uploaded to this server', async () => {
    for (const url of ['https://evil.example/cup.png', '/uploads/never-uploaded.png']) {
      const res = await api.POST('/adm/v1/skus', { body: skuBody(t, image, { image_url: url }) });
      expect(res.response.status).toBe(422);
      expect(res.error!.errors[0]).toEqual({
        detail: 'Image must be an image uploaded to this server',
        field: 'image_url',
      });
    }
  });
});

describe('SKU names', () => {
  it('are unique ignoring case, on create and on rename (409)', async () => {
    const name = uniqueName('Taro Milk Tea');
    const first = await sku({ name });
    const dup = await api.POST('/adm/v1/skus', { body: skuBody(t, image, { name: name.toUpperCase() }) });
    expect(dup.response.status).toBe(409);
    expect(dup.error!.errors[0]).toEqual({ detail: 'A SKU with this name already exists', field: 'name' });
    const second = await sku();
    const rename = await api.PUT('/adm/v1/skus/{sku_id}', {
      params: { path: { sku_id: second.id } },
      body: skuBody(t, image, { name: name.toLowerCase() }),
    });
    expect(rename.response.status).toBe(409);
    const keep = await api.PUT('/adm/v1/skus/{sku_id}', {
      params: { path: { sku_id: first.id } },
      body: skuBody(t, image, { name }),
    });
    expect(keep.response.status).toBe(200);
  });

  it('let only one of two parallel creates of the same name through', async () => {
    const name = uniqueName('Lychee Yakult');
    const answers = await Promise.all(
      [name, name.toLowerCase(), name.toUpperCase()].map((n) =>
        api.POST('/adm/v1/skus', { body: skuBody(t, image, { name: n }) }),
      ),
    );
    expect(answers.map((a) => a.response.status).sort()).toEqual([201, 409, 409]);
    expect((await list({ name })).meta.total).toBe(1);
  });
});

describe('the SKU list', () => {
  async function family(tag: string) {
    const made: Sku[] = [];
    for (const [name, price] of [
      ['b Oolong', 30000],
      ['A Jasmine', 18000],
      ['c Matcha', 25000],
    ] as const) {
      made.push(await sku({ name: `${tag} ${name}`, price }));
    }
    return made;
  }

  it('pages newest first with the total', async () => {
    const tag = uniqueName('Paging');
    await family(tag);
    const first = await list({ name: tag, size: 2 });
    expect(first.meta).toEqual({ page: 1, size: 2, total: 3 });
    expect(names(first.data)).toEqual([`${tag} c Matcha`, `${tag} A Jasmine`]);
    const second = await list({ name: tag, size: 2, page: 2 });
    expect(names(second.data)).toEqual([`${tag} b Oolong`]);
    expect((await list({ name: tag, page: 5 })).meta.total).toBe(3);
  });

  it('sorts by every sortable column both ways, names ignoring case', async () => {
    const tag = uniqueName('Sorting');
    const [oolong, jasmine, matcha] = await family(tag);
    // Touch the first-made last, so updated_at differs from created_at order.
    await api.PUT('/adm/v1/skus/{sku_id}', {
      params: { path: { sku_id: oolong!.id } },
      body: skuBody(t, image, { name: oolong!.name, price: oolong!.price }),
    });
    const order = async (sort_by: 'name' | 'price' | 'created_at' | 'updated_at', sort_key: 'asc' | 'desc') =>
      names((await list({ name: tag, sort_by, sort_key })).data).map((n) => n.slice(tag.length + 1));
    expect(await order('name', 'asc')).toEqual(['A Jasmine', 'b Oolong', 'c Matcha']);
    expect(await order('name', 'desc')).toEqual(['c Matcha', 'b Oolong', 'A Jasmine']);
    expect(await order('price', 'asc')).toEqual(['A Jasmine', 'c Matcha', 'b Oolong']);
    expect(await order('price', 'desc')).toEqual(['b Oolong', 'c Matcha', 'A Jasmine']);
    expect(await order('created_at', 'asc')).toEqual(['b Oolong', 'A Jasmine', 'c Matcha']);
    expect(await order('created_at', 'desc')).toEqual(['c Matcha', 'A Jasmine', 'b Oolong']);
    expect(await order('updated_at', 'desc')).toEqual(['b Oolong', 'c Matcha', 'A Jasmine']);
    expect(await order('updated_at', 'asc')).toEqual(['A Jasmine', 'c Matcha', 'b Oolong']);
    expect([jasmine, matcha].every(Boolean)).toBe(true);
  });

  it('pages the whole catalogue in every sort without a search, with its total and each SKU whole', async () => {
    await family(uniqueName('Unsearched'));
    const all = (await list({ size: 100 })).data;
    const total = all.length;
    expect((await list({ size: 5 })).meta.total).toBe(total);
    expect((await list({ size: 5, page: 1000 })).meta.total).toBe(total);
    const byName = (a: Sku, b: Sku) => a.name.toLowerCase().localeCompare(b.name.toLowerCase(), 'en');
    const sorts = [
      ['price', (a: Sku, b: Sku) => a.price - b.price || a.id - b.id],
      ['created_at', (a: Sku, b: Sku) => a.created_at.localeCompare(b.created_at) || a.id - b.id],
      ['updated_at', (a: Sku, b: Sku) => a.updated_at.localeCompare(b.updated_at) || a.id - b.id],
    ] as const;
    for (const [sort_by, compare] of sorts) {
      for (const sort_key of ['asc', 'desc'] as const) {
        const expected = [...all].sort((a, b) => (sort_key === 'asc' ? compare(a, b) : compare(b, a)));
        const pages = [...(await list({ sort_by, sort_key, size: 4 })).data];
        pages.push(...(await list({ sort_by, sort_key, size: 4, page: 2 })).data);
        // Each SKU as the detail shows it, stock and bundle items included.
        expect(pages).toEqual(expected.slice(0, 8));
      }
    }
    const byNameAsc = (await list({ sort_by: 'name', sort_key: 'asc', size: 100 })).data.map((s) => s.name);
    expect(byNameAsc).toEqual([...all].sort(byName).map((s) => s.name));
  });

  it('searches any case, treats % literally, and filters by category, status, bundled and ids', async () => {
    const tag = uniqueName('Filters');
    const categories = Object.values(t.seed.categoryIds);
    const a = await sku({ name: `${tag} Milk 50%`, category_id: categories[0]! });
    const b = await sku({ name: `${tag} Fruit`, category_id: categories[1]!, status: false });
    const bundle = await sku({
      name: `${tag} Duo`,
      category_id: categories[1]!,
      is_bundled: true,
      status: false,
      bundle_items: [{ component_sku_id: a.id, quantity: 1 }],
    });
    expect(names((await list({ name: `${tag} MILK` })).data)).toEqual([a.name]);
    expect(names((await list({ name: `${tag} Milk 5%` })).data)).toEqual([]);
    expect(names((await list({ name: tag, category_id: categories[1] })).data).sort()).toEqual(
      [b.name, bundle.name].sort(),
    );
    expect(names((await list({ name: tag, status: true })).data)).toEqual([a.name]);
    expect(names((await list({ name: tag, is_bundled: true })).data)).toEqual([bundle.name]);
    expect(names((await list({ name: tag, is_bundled: false, status: false })).data)).toEqual([b.name]);
    // The look-up of other screens: label the SKUs already chosen.
    const chosen = await list({ sku_ids: [a.id, bundle.id] });
    expect(chosen.data.map((s) => s.id).sort()).toEqual([a.id, bundle.id].sort());
    expect(chosen.data.find((s) => s.id === bundle.id)!.bundle_items).toEqual([
      { component_sku_id: a.id, quantity: 1 },
    ]);
  });
});

describe('the discounted price', () => {
  it('is 0 … price on create and update (422 above the price)', async () => {
    const above = await api.POST('/adm/v1/skus', {
      body: skuBody(t, image, { price: 20000, discounted_price: 20001 }),
    });
    expect(above.response.status).toBe(422);
    expect(above.error!.errors[0]).toEqual({
      detail: 'Discounted price cannot be greater than regular price',
      field: 'discounted_price',
    });
    const equal = await sku({ price: 20000, discounted_price: 20000 });
    const lowered = await api.PUT('/adm/v1/skus/{sku_id}', {
      params: { path: { sku_id: equal.id } },
      body: skuBody(t, image, { name: equal.name, price: 15000, discounted_price: 20000 }),
    });
    expect(lowered.response.status).toBe(422);
  });

  it('is set on its own, 0 removes it, above the price is refused and nothing changes', async () => {
    const created = await sku({ price: 25000 });
    const path = { sku_id: created.id };
    const set = await api.PUT('/adm/v1/skus/{sku_id}/discounted-price', {
      params: { path },
      body: { discounted_price: 22000 },
    });
    expect(set.data!.data).toMatchObject({ id: created.id, price: 25000, discounted_price: 22000 });
    const above = await api.PUT('/adm/v1/skus/{sku_id}/discounted-price', {
      params: { path },
      body: { discounted_price: 25001 },
    });
    expect(above.response.status).toBe(422);
    expect(above.error!.errors[0]!.detail).toBe('Discounted price cannot be greater than regular price');
    const cleared = await api.PUT('/adm/v1/skus/{sku_id}/discounted-price', {
      params: { path },
      body: { discounted_price: 0 },
    });
    expect(cleared.data!.data.discounted_price).toBe(0);
    const missing = await api.PUT('/adm/v1/skus/{sku_id}/discounted-price', {
      params: { path: { sku_id: 987654 } },
      body: { discounted_price: 0 },
    });
    expect(missing.response.status).toBe(404);
  });

  it('never ends above the price when a price cut and a discount race', async () => {
    for (let round = 0; round < 5; round++) {
      const created = await sku({ price: 30000 });
      const [cut, discount] = await Promise.all([
        api.PUT('/adm/v1/skus/{sku_id}', {
          params: { path: { sku_id: created.id } },
          body: skuBody(t, image, { name: created.name, price: 10000 }),
        }),
        api.PUT('/adm/v1/skus/{sku_id}/discounted-price', {
          params: { path: { sku_id: created.id } },
          body: { discounted_price: 20000 },
        }),
      ]);
      expect(cut.response.status).toBe(200);
      expect([200, 422]).toContain(discount.response.status);
      const got = await api.GET('/adm/v1/skus/{sku_id}', { params: { path: { sku_id: created.id } } });
      expect(got.data!.data.price).toBe(10000);
      expect(got.data!.data.discounted_price).toBeLessThanOrEqual(10000);
    }
  });
});

describe('who may use the SKU operations', () => {
  it('lets the look-up scopes list SKUs, and only view_admin_sku change them', async () => {
    const created = await sku();
    const lookup = await t.newUser({ roles: [{ role: 'Warehouse Staff' }] });
    const found = await lookup.GET('/adm/v1/skus', { params: { query: { sku_ids: [created.id] } } });
    expect(names(found.data!.data)).toEqual([created.name]);
    const path = { sku_id: created.id };
    const refused = [
      await lookup.GET('/adm/v1/skus/{sku_id}', { params: { path } }),
      await lookup.POST('/adm/v1/skus', { body: skuBody(t, image) }),
      await lookup.PUT('/adm/v1/skus/{sku_id}', { params: { path }, body: skuBody(t, image) }),
      await lookup.PUT('/adm/v1/skus/{sku_id}/discounted-price', { params: { path }, body: { discounted_price: 1 } }),
      await lookup.POST('/adm/v1/skus/bulk', { body: { action: 'watch', sku_ids: [created.id] } }),
      await lookup.GET('/adm/v1/skus/{sku_id}/bundle-items', { params: { path } }),
      await lookup.PUT('/adm/v1/skus/{sku_id}/bundle-items', {
        params: { path },
        body: { bundle_items: [{ component_sku_id: 1, quantity: 1 }] },
      }),
    ];
    expect(refused.map((r) => r.response.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    // The counter's product grid reads the list; the order desk alone does not.
    const cashier = await t.newUser({ roles: [{ role: 'Outlet Cashier', outlet: t.seed.outletIds[0] }] });
    const grid = await cashier.GET('/adm/v1/skus', { params: { query: { sku_ids: [created.id] } } });
    expect(names(grid.data!.data)).toEqual([created.name]);
    const desk = await t.asUser(['view_admin_order', 'view_admin_invoices'], t.seed.outletIds[0]);
    const none = await desk.GET('/adm/v1/skus');
    expect(none.response.status).toBe(403);
    const editor = await t.newUser({ roles: [{ role: 'Menu Editor' }] });
    const watched = await editor.POST('/adm/v1/skus/bulk', {
      body: { action: 'watch', sku_ids: [created.id] },
    });
    expect(watched.data).toEqual({ data: '1 SKU watched' });
  });
});
