// Bundles and bulk actions: the bundle rules, a bundle's stock from its components, the component
// list and its replacement, the active-bundle rule, bulk actions all or nothing, and the races
// between them (meaningful on PostgreSQL, where requests run in parallel).
import { describe, expect, it } from 'vitest';
import { uploadImage } from '../helpers/images';
import { createSku, setStock, skuBody, type Sku, type SkuInput } from '../helpers/skus';
import { build } from '../helpers/test-app';

const t = await build();
const api = await t.asAdmin();
const image = await uploadImage(api);

const sku = (patch: Partial<SkuInput> = {}) => createSku(api, skuBody(t, image, patch));
const bundleOf = (parts: Sku[], patch: Partial<SkuInput> = {}) =>
  sku({ is_bundled: true, bundle_items: parts.map((p) => ({ component_sku_id: p.id, quantity: 1 })), ...patch });
const get = async (id: number) =>
  (await api.GET('/adm/v1/skus/{sku_id}', { params: { path: { sku_id: id } } })).data!.data;
const bulk = (action: 'watch' | 'unwatch' | 'active' | 'deactive', sku_ids: number[]) =>
  api.POST('/adm/v1/skus/bulk', { body: { action, sku_ids } });
const replaceItems = (id: number, bundle_items: { component_sku_id: number; quantity: number }[]) =>
  api.PUT('/adm/v1/skus/{sku_id}/bundle-items', { params: { path: { sku_id: id } }, body: { bundle_items } });

describe('bundle rules', () => {
  it('needs at least one component when bundled, and none when single', async () => {
    const empty = await api.POST('/adm/v1/skus', { body: skuBody(t, image, { is_bundled: true, bundle_items: [] }) });
    expect(empty.response.status).toBe(422);
    expect(empty.error!.errors[0]).toEqual({
      detail: 'Bundle items are required when product is bundled',
      field: 'bundle_items',
    });
    const part = await sku();
    const single = await api.POST('/adm/v1/skus', {
      body: skuBody(t, image, { bundle_items: [{ component_sku_id: part.id, quantity: 1 }] }),
    });
    expect(single.response.status).toBe(422);
    expect(single.error!.errors[0]!.field).toBe('bundle_items');
  });

  it('refuses a bundle inside a bundle, a component twice, an unknown one, and itself', async () => {
    const [a, b] = [await sku(), await sku()];
    const duo = await bundleOf([a, b]);
    const cases: [{ component_sku_id: number; quantity: number }[], string, string][] = [
      [[{ component_sku_id: duo.id, quantity: 1 }], 'A bundle cannot contain another bundle', 'bundle_items.0'],
      [
        [
          { component_sku_id: a.id, quantity: 1 },
          { component_sku_id: a.id, quantity: 2 },
        ],
        'A bundle cannot list the same component twice',
        'bundle_items.1',
      ],
      [[{ component_sku_id: 987654, quantity: 1 }], 'Component SKU not found', 'bundle_items.0'],
    ];
    for (const [items, detail, field] of cases) {
      const created = await api.POST('/adm/v1/skus', {
        body: skuBody(t, image, { is_bundled: true, bundle_items: items }),
      });
      expect(created.response.status, detail).toBe(422);
      expect(created.error!.errors[0]).toEqual({ detail, field: `${field}.component_sku_id` });
      const replaced = await replaceItems(duo.id, items);
      expect(replaced.response.status, detail).toBe(422);
    }
    const itself = await replaceItems(duo.id, [{ component_sku_id: duo.id, quantity: 1 }]);
    expect(itself.error!.errors[0]).toEqual({
      detail: 'A bundle cannot contain itself',
      field: 'bundle_items.0.component_sku_id',
    });
    const updated = await api.PUT('/adm/v1/skus/{sku_id}', {
      params: { path: { sku_id: duo.id } },
      body: skuBody(t, image, {
        name: duo.name,
        is_bundled: true,
        bundle_items: [{ component_sku_id: duo.id, quantity: 1 }],
      }),
    });
    expect(updated.response.status).toBe(422);
    expect((await get(duo.id)).bundle_items.map((i) => i.component_sku_id)).toEqual([a.id, b.id]);
  });

  it('does not let a component become a bundle (422)', async () => {
    const [a, b] = [await sku(), await sku()];
    await bundleOf([a]);
    const res = await api.PUT('/adm/v1/skus/{sku_id}', {
      params: { path: { sku_id: a.id } },
      body: skuBody(t, image, {
        name: a.name,
        is_bundled: true,
        bundle_items: [{ component_sku_id: b.id, quantity: 1 }],
      }),
    });
    expect(res.response.status).toBe(422);
    expect(res.error!.errors[0]).toEqual({
      detail: 'A SKU that is part of a bundle cannot become a bundle',
      field: 'is_bundled',
    });
    expect((await get(a.id)).is_bundled).toBe(false);
  });

  it('lists the components with names and units, replaces them, and a single product has none', async () => {
    const [a, b, c] = [await sku({ unit: 'cup', unit_amount: 1 }), await sku(), await sku()];
    const duo = await bundleOf([a, b]);
    const listed = await api.GET('/adm/v1/skus/{sku_id}/bundle-items', { params: { path: { sku_id: duo.id } } });
    expect(listed.data!.data).toEqual([
      { component_sku_id: a.id, component_sku_name: a.name, quantity: 1, unit_amount: 1, unit: 'cup' },
      { component_sku_id: b.id, component_sku_name: b.name, quantity: 1, unit_amount: 500, unit: 'ml' },
    ]);
    const replaced = await replaceItems(duo.id, [
      { component_sku_id: c.id, quantity: 3 },
      { component_sku_id: a.id, quantity: 2 },
    ]);
    expect(replaced.data!.data.map((i) => [i.component_sku_id, i.quantity])).toEqual([
      [c.id, 3],
      [a.id, 2],
    ]);
    expect((await get(duo.id)).bundle_items).toEqual([
      { component_sku_id: c.id, quantity: 3 },
      { component_sku_id: a.id, quantity: 2 },
    ]);
    const single = await api.GET('/adm/v1/skus/{sku_id}/bundle-items', { params: { path: { sku_id: a.id } } });
    expect(single.data!.data).toEqual([]);
    const notBundle = await replaceItems(a.id, [{ component_sku_id: b.id, quantity: 1 }]);
    expect(notBundle.response.status).toBe(422);
    expect(notBundle.error!.errors[0]!.detail).toBe('This SKU is not a bundle');
    const missing = await api.GET('/adm/v1/skus/{sku_id}/bundle-items', { params: { path: { sku_id: 987654 } } });
    expect(missing.response.status).toBe(404);
    expect((await replaceItems(987654, [{ component_sku_id: a.id, quantity: 1 }])).response.status).toBe(404);
  });

  it('drops the components of a bundle made a single product', async () => {
    const a = await sku();
    const duo = await bundleOf([a]);
    const res = await api.PUT('/adm/v1/skus/{sku_id}', {
      params: { path: { sku_id: duo.id } },
      body: skuBody(t, image, { name: duo.name }),
    });
    expect(res.data!.data).toMatchObject({ is_bundled: false, bundle_items: [] });
    const listed = await api.GET('/adm/v1/skus/{sku_id}/bundle-items', { params: { path: { sku_id: duo.id } } });
    expect(listed.data!.data).toEqual([]);
  });
});

describe('a bundle’s stock', () => {
  it('is what its components allow: the least of floor(stock ÷ quantity)', async () => {
    const [tea, boba, cup] = [await sku(), await sku(), await sku()];
    await setStock(t, tea.id, 10);
    await setStock(t, boba.id, 7);
    const duo = await sku({
      is_bundled: true,
      bundle_items: [
        { component_sku_id: tea.id, quantity: 3 },
        { component_sku_id: boba.id, quantity: 2 },
      ],
    });
    expect(duo.stock_quantity).toBe(3);
    await setStock(t, boba.id, 5);
    expect((await get(duo.id)).stock_quantity).toBe(2);
    // A component without a stock line has none: the bundle cannot be made.
    await replaceItems(duo.id, [
      { component_sku_id: tea.id, quantity: 1 },
      { component_sku_id: cup.id, quantity: 1 },
    ]);
    expect((await get(duo.id)).stock_quantity).toBe(0);
    const listed = await api.GET('/adm/v1/skus', { params: { query: { sku_ids: [duo.id, tea.id] } } });
    expect(Object.fromEntries(listed.data!.data.map((s) => [s.id, s.stock_quantity]))).toEqual({
      [duo.id]: 0,
      [tea.id]: 10,
    });
  });
});

describe('active bundles hold only active SKUs', () => {
  it('refuses an inactive component in an active bundle, allows it in an inactive one', async () => {
    const off = await sku({ status: false });
    const active = await api.POST('/adm/v1/skus', {
      body: skuBody(t, image, { is_bundled: true, bundle_items: [{ component_sku_id: off.id, quantity: 1 }] }),
    });
    expect(active.response.status).toBe(422);
    expect(active.error!.errors[0]).toEqual({
      detail: 'An active bundle cannot contain an inactive SKU',
      field: 'bundle_items.0.component_sku_id',
    });
    const inactive = await bundleOf([off], { status: false });
    expect(inactive.status).toBe(false);
    const activate = await bulk('active', [inactive.id]);
    expect(activate.response.status).toBe(409);
    expect((await get(inactive.id)).status).toBe(false);
    expect((await bulk('active', [inactive.id, off.id])).response.status).toBe(200);
  });

  it('refuses to deactivate a component of an active bundle, by update or in bulk (409), but not with its bundle', async () => {
    const [a, b] = [await sku(), await sku()];
    const duo = await bundleOf([a, b]);
    const update = await api.PUT('/adm/v1/skus/{sku_id}', {
      params: { path: { sku_id: a.id } },
      body: skuBody(t, image, { name: a.name, status: false }),
    });
    expect(update.response.status).toBe(409);
    expect(update.error!.errors[0]).toEqual({
      detail: `${a.name} is part of the active bundle ${duo.name}; deactivate the bundle first`,
      field: 'status',
    });
    const alone = await bulk('deactive', [b.id, a.id]);
    expect(alone.response.status).toBe(409);
    expect(alone.error!.errors[0]!.field).toBe('sku_ids');
    expect([(await get(a.id)).status, (await get(b.id)).status]).toEqual([true, true]);
    const together = await bulk('deactive', [a.id, duo.id]);
    expect(together.data).toEqual({ data: '2 SKUs deactivated' });
    expect([(await get(a.id)).status, (await get(duo.id)).status, (await get(b.id)).status]).toEqual([
      false,
      false,
      true,
    ]);
  });
});

describe('bulk actions', () => {
  it('watches, unwatches, activates and deactivates every listed SKU', async () => {
    const [a, b] = [await sku(), await sku()];
    expect((await bulk('watch', [a.id, b.id])).data).toEqual({ data: '2 SKUs watched' });
    expect([(await get(a.id)).is_watched, (await get(b.id)).is_watched]).toEqual([true, true]);
    expect((await bulk('unwatch', [b.id])).data).toEqual({ data: '1 SKU unwatched' });
    expect((await get(b.id)).is_watched).toBe(false);
    expect((await bulk('deactive', [a.id, b.id])).data).toEqual({ data: '2 SKUs deactivated' });
    expect((await get(a.id)).status).toBe(false);
    expect((await bulk('active', [a.id])).data).toEqual({ data: '1 SKU activated' });
    expect((await get(a.id)).status).toBe(true);
  });

  it('changes nothing when one id is unknown (404 naming it)', async () => {
    const [a, b] = [await sku(), await sku()];
    for (const action of ['watch', 'deactive'] as const) {
      const res = await bulk(action, [a.id, 987654, b.id]);
      expect(res.response.status).toBe(404);
      expect(res.error!.errors[0]).toEqual({ detail: 'SKU not found: 987654', field: 'sku_ids' });
    }
    expect([await get(a.id), await get(b.id)].map((s) => [s.status, s.is_watched])).toEqual([
      [true, false],
      [true, false],
    ]);
  });

  it('needs at least one SKU, each once', async () => {
    expect((await bulk('watch', [])).response.status).toBe(400);
    const a = await sku();
    expect((await bulk('watch', [a.id, a.id])).response.status).toBe(400);
  });
});

describe('races', () => {
  it('never leaves an active bundle with an inactive component, whatever runs first', async () => {
    for (let round = 0; round < 6; round++) {
      const [a, b] = [await sku(), await sku()];
      const duo = await bundleOf([a], { status: false });
      // Activating the bundle, deactivating its component, and adding another to it, at once.
      const answers = await Promise.all([
        bulk('active', [duo.id]),
        bulk('deactive', [a.id]),
        replaceItems(duo.id, [
          { component_sku_id: a.id, quantity: 1 },
          { component_sku_id: b.id, quantity: 1 },
        ]),
      ]);
      for (const answer of answers) expect([200, 409, 422]).toContain(answer.response.status);
      const [bundle, component] = [await get(duo.id), await get(a.id)];
      expect(bundle.status && !component.status, `round ${round}`).toBe(false);
    }
  });

  it('does not let a SKU become a bundle while it is being added to one', async () => {
    for (let round = 0; round < 6; round++) {
      const [a, b] = [await sku(), await sku()];
      const duo = await bundleOf([b]);
      await Promise.all([
        replaceItems(duo.id, [{ component_sku_id: a.id, quantity: 1 }]),
        api.PUT('/adm/v1/skus/{sku_id}', {
          params: { path: { sku_id: a.id } },
          body: skuBody(t, image, {
            name: a.name,
            is_bundled: true,
            bundle_items: [{ component_sku_id: b.id, quantity: 1 }],
          }),
        }),
      ]);
      const [bundle, part] = [await get(duo.id), await get(a.id)];
      const nested = part.is_bundled && bundle.bundle_items.some((i) => i.component_sku_id === a.id);
      expect(nested, `round ${round}`).toBe(false);
    }
  });

  it('applies parallel bulk actions on overlapping SKUs whole', async () => {
    const made = [await sku(), await sku(), await sku()];
    const ids = made.map((s) => s.id);
    const answers = await Promise.all([
      bulk('watch', ids),
      bulk('unwatch', [ids[0]!, ids[1]!, ids[2]!]),
      bulk('deactive', [ids[2]!, ids[0]!]),
    ]);
    expect(answers.map((a) => a.response.status)).toEqual([200, 200, 200]);
    const watched = (await Promise.all(ids.map(get))).map((s) => s.is_watched);
    // One of the two watch actions ran last, for all three at once.
    expect([
      [true, true, true],
      [false, false, false],
    ]).toContainEqual(watched);
  });
});
