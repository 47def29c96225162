// Delivery channel settings through the API: an outlet's link to each platform, read and replaced by
// whoever manages the outlet (another outlet's is 404, without the outlet scope 403), refused field
// by field, recorded in the audit trail; and the chain's own prices of products on a platform, read
// and replaced with the products' scope, refused line by line, recorded per product.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../generated/schema';
import { outlets, skus } from '../../src/db/schema';
import { channelPricingAt, channelProductPrice } from '../../src/services/channels/channel-prices';
import { build } from '../helpers/test-app';

type LinkInput = components['schemas']['OutletChannelInput'];

const t = await build();
const admin = await t.asAdmin();
const linksPath = '/adm/v1/outlets/{outlet_id}/channels';
const pricesPath = '/adm/v1/channels/{channel}/prices';
let outletCount = 0;
let skuCount = 0;

async function newOutlet(): Promise<number> {
  const [template] = await t.app.db.select().from(outlets).limit(1);
  const [row] = await t.app.db
    .insert(outlets)
    .values({
      name: `Channel Test ${process.pid} ${++outletCount}`,
      address: 'Jl. Percobaan No. 3',
      areaId: template!.areaId,
      areaName: template!.areaName,
    })
    .returning({ id: outlets.id });
  return row!.id;
}

async function newSku(price: number, kind: 'product' | 'ingredient' = 'product'): Promise<number> {
  const categoryId = Object.values(t.seed.categoryIds)[0]!;
  const [row] = await t.app.db
    .insert(skus)
    .values({
      name: `Channel Tea ${process.pid} ${++skuCount}`,
      categoryId,
      price,
      unitAmount: 1,
      unit: kind === 'product' ? 'cup' : 'ml',
      imageUrl: '/uploads/t.png',
      kind,
    })
    .returning({ id: skus.id });
  return row!.id;
}

const at = (outletId: number) => ({ params: { path: { outlet_id: outletId } } });
const on = (channel: 'gofood' | 'grabfood' | 'shopeefood') => ({ params: { path: { channel } } });

const GOFOOD: LinkInput = {
  channel: 'gofood',
  enabled: true,
  store_id: 'G-7781',
  commission_percent: 20,
  price_markup_percent: 25,
  auto_accept: false,
};

const UNLINKED = (channel: string) => ({
  channel,
  enabled: false,
  store_id: null,
  commission_percent: 0,
  price_markup_percent: 0,
  auto_accept: true,
});

describe("an outlet's delivery platforms", () => {
  it('list all three platforms, unlinked ones disabled, and read back as saved', async () => {
    const outlet = await newOutlet();
    const fresh = await admin.GET(linksPath, at(outlet));
    expect(fresh.data!.data.channels).toEqual([UNLINKED('gofood'), UNLINKED('grabfood'), UNLINKED('shopeefood')]);

    const saved = await admin.PUT(linksPath, {
      ...at(outlet),
      body: {
        channels: [
          { ...GOFOOD, store_id: ' G-7781 ', commission_percent: 20.5 },
          { ...UNLINKED('shopeefood'), channel: 'shopeefood', enabled: true, store_id: '  ' },
        ],
      },
    });
    expect(saved.response.status, JSON.stringify(saved.error)).toBe(200);
    const expected = [
      { ...GOFOOD, commission_percent: 20.5 },
      UNLINKED('grabfood'),
      { ...UNLINKED('shopeefood'), enabled: true },
    ];
    expect(saved.data!.data.channels).toEqual(expected);
    expect((await admin.GET(linksPath, at(outlet))).data!.data.channels).toEqual(expected);

    // A platform left out keeps its link; the one listed is replaced.
    const again = await admin.PUT(linksPath, {
      ...at(outlet),
      body: { channels: [{ ...GOFOOD, channel: 'grabfood', store_id: '6-CZ2XLKJ3', auto_accept: true }] },
    });
    expect(again.data!.data.channels[0]).toEqual(expected[0]);
    expect(again.data!.data.channels[1]).toMatchObject({ channel: 'grabfood', enabled: true, store_id: '6-CZ2XLKJ3' });

    // What orders and menus are priced with follows the saved link.
    const pricing = await t.app.db.transaction((tx) => channelPricingAt(tx, outlet, 'gofood'));
    expect(pricing).toMatchObject({
      storeId: 'G-7781',
      enabled: true,
      commissionBp: 2050,
      markupBp: 2500,
      autoAccept: false,
    });
  });

  it("are the outlet's own: another outlet's are 404, and without the outlet scope 403", async () => {
    const bandung = t.outletId['Bandung Dago']!;
    const kemang = t.outletId['Jakarta Kemang']!;
    const keeper = await t.asUser(['view_admin_outlet'], bandung);
    const before = (await admin.GET(linksPath, at(kemang))).data!.data;
    expect((await keeper.GET(linksPath, at(kemang))).response.status).toBe(404);
    const refused = await keeper.PUT(linksPath, {
      ...at(kemang),
      body: { channels: [{ ...GOFOOD, store_id: 'K-1' }] },
    });
    expect(refused.response.status).toBe(404);
    expect(refused.error!.errors[0]!.detail).toBe('Outlet not found');
    expect((await admin.GET(linksPath, at(kemang))).data!.data).toEqual(before);

    expect((await keeper.GET(linksPath, at(bandung))).response.status).toBe(200);
    const own = await keeper.PUT(linksPath, { ...at(bandung), body: { channels: [{ ...GOFOOD, store_id: 'B-1' }] } });
    expect(own.response.status).toBe(200);

    const cashier = await t.asUser(['view_admin_counter'], bandung);
    expect((await cashier.GET(linksPath, at(bandung))).response.status).toBe(403);
    expect((await cashier.PUT(linksPath, { ...at(bandung), body: { channels: [] } })).response.status).toBe(403);
    expect((await admin.GET(linksPath, at(999_999))).response.status).toBe(404);
    expect((await admin.PUT(linksPath, { ...at(999_999), body: { channels: [] } })).response.status).toBe(404);
  });

  it('refuse a bad link naming the field, and save nothing', async () => {
    const outlet = await newOutlet();
    const other = await newOutlet();
    await admin.PUT(linksPath, { ...at(other), body: { channels: [{ ...GOFOOD, store_id: 'TAKEN-1' }] } });
    const before = (await admin.GET(linksPath, at(outlet))).data!.data;
    const cases: [LinkInput[], { detail: string; field: string }][] = [
      [
        [{ ...GOFOOD, commission_percent: 100.5 }],
        { detail: 'Commission must be between 0 and 100 %', field: 'channels.0.commission_percent' },
      ],
      [
        [{ ...GOFOOD, commission_percent: -1 }],
        { detail: 'Commission must be between 0 and 100 %', field: 'channels.0.commission_percent' },
      ],
      [
        [{ ...GOFOOD, price_markup_percent: 12.345 }],
        { detail: 'Price markup can have at most two decimals', field: 'channels.0.price_markup_percent' },
      ],
      [
        [
          { ...GOFOOD, store_id: 'G-1' },
          { ...GOFOOD, store_id: 'G-2' },
        ],
        { detail: 'This platform is already listed', field: 'channels.1.channel' },
      ],
      [
        [UNLINKED('shopeefood') as LinkInput, { ...GOFOOD, channel: 'grabfood', store_id: null }],
        { detail: 'Enter the outlet’s store id on the platform', field: 'channels.1.store_id' },
      ],
      [
        [{ ...GOFOOD, store_id: 'TAKEN-1' }],
        { detail: 'Another outlet already uses this store id on the platform', field: 'channels.0.store_id' },
      ],
    ];
    for (const [channels, error] of cases) {
      const res = await admin.PUT(linksPath, { ...at(outlet), body: { channels } });
      expect(res.response.status, JSON.stringify(channels)).toBe(422);
      expect(res.error!.errors).toEqual([error]);
    }
    expect((await admin.GET(linksPath, at(outlet))).data!.data).toEqual(before);
    // The same store id on another platform is another store.
    const grab = await admin.PUT(linksPath, {
      ...at(outlet),
      body: { channels: [{ ...GOFOOD, channel: 'grabfood', store_id: 'TAKEN-1' }] },
    });
    expect(grab.response.status).toBe(200);
  });

  it('are recorded in the audit trail per platform and setting', async () => {
    const outlet = await newOutlet();
    expect(
      (await admin.PUT(linksPath, { ...at(outlet), body: { channels: [{ ...GOFOOD, store_id: 'AUDIT-1' }] } })).response
        .status,
    ).toBe(200);
    const [latest] = (
      await admin.GET('/adm/v1/audit-log', { params: { query: { record_type: 'outlet', record_id: String(outlet) } } })
    ).data!.data;
    expect(latest).toMatchObject({
      operation: 'replaceOutletChannels',
      record_type: 'outlet',
      record_id: String(outlet),
    });
    expect(latest!.changes).toEqual(
      expect.arrayContaining([
        { field: 'gofood_enabled', before: false, after: true },
        { field: 'gofood_store_id', before: null, after: 'AUDIT-1' },
        { field: 'gofood_commission_percent', before: 0, after: 20 },
        { field: 'gofood_price_markup_percent', before: 0, after: 25 },
        { field: 'gofood_auto_accept', before: true, after: false },
      ]),
    );
    expect(latest!.changes.some((change) => change.field.startsWith('grabfood'))).toBe(false);
    expect(latest!.user!.id).toBe(admin.id);
  });
});

describe("the chain's own prices on a platform", () => {
  it('read back as saved by product name, and replace the whole list', async () => {
    const thai = await newSku(22000);
    const boba = await newSku(25000);
    const saved = await admin.PUT(pricesPath, {
      ...on('grabfood'),
      body: {
        prices: [
          { sku_id: boba, price: 33000 },
          { sku_id: thai, price: 29000 },
        ],
      },
    });
    expect(saved.response.status, JSON.stringify(saved.error)).toBe(200);
    const names = await t.app.db.select({ id: skus.id, name: skus.name }).from(skus);
    const name = (id: number) => names.find((row) => row.id === id)!.name;
    expect(saved.data!.data).toEqual({
      channel: 'grabfood',
      prices: [
        { sku_id: thai, sku_name: name(thai), own_price: 22000, price: 29000 },
        { sku_id: boba, sku_name: name(boba), own_price: 25000, price: 33000 },
      ],
    });
    expect((await admin.GET(pricesPath, on('grabfood'))).data!.data).toEqual(saved.data!.data);
    // Another platform's list is its own.
    const shopee = (await admin.GET(pricesPath, on('shopeefood'))).data!.data;
    expect(shopee.prices.filter((line) => line.sku_id === thai || line.sku_id === boba)).toEqual([]);

    const replaced = await admin.PUT(pricesPath, {
      ...on('grabfood'),
      body: { prices: [{ sku_id: thai, price: 30000 }] },
    });
    expect(replaced.data!.data.prices).toEqual([
      { sku_id: thai, sku_name: name(thai), own_price: 22000, price: 30000 },
    ]);

    // The platform's price of a product: the chain's own where set, else its own price raised.
    const outlet = await newOutlet();
    await admin.PUT(linksPath, {
      ...at(outlet),
      body: { channels: [{ ...GOFOOD, channel: 'grabfood', store_id: 'GR-1', price_markup_percent: 20 }] },
    });
    const pricing = (await t.app.db.transaction((tx) => channelPricingAt(tx, outlet, 'grabfood')))!;
    expect(channelProductPrice(pricing, thai, 22000)).toBe(30000);
    expect(channelProductPrice(pricing, boba, 25000)).toBe(30000);
  });

  it('refuse a bad line naming the field, and save nothing', async () => {
    const thai = await newSku(22000);
    const milk = await newSku(18000, 'ingredient');
    await admin.PUT(pricesPath, { ...on('gofood'), body: { prices: [{ sku_id: thai, price: 29000 }] } });
    const before = (await admin.GET(pricesPath, on('gofood'))).data!.data;
    const cases: [{ sku_id: number; price: number }[], { detail: string; field: string }][] = [
      [[{ sku_id: 999_999, price: 1000 }], { detail: 'This product does not exist', field: 'prices.0.sku_id' }],
      [[{ sku_id: milk, price: 1000 }], { detail: 'This product does not exist', field: 'prices.0.sku_id' }],
      [
        [
          { sku_id: thai, price: 1000 },
          { sku_id: thai, price: 2000 },
        ],
        { detail: 'This product is already listed', field: 'prices.1.sku_id' },
      ],
      [
        [{ sku_id: thai, price: 0 }],
        { detail: 'Enter a price from Rp 1 to Rp 100,000,000 in whole rupiah', field: 'prices.0.price' },
      ],
      [
        [{ sku_id: thai, price: 100_000_001 }],
        { detail: 'Enter a price from Rp 1 to Rp 100,000,000 in whole rupiah', field: 'prices.0.price' },
      ],
    ];
    for (const [prices, error] of cases) {
      const res = await admin.PUT(pricesPath, { ...on('gofood'), body: { prices } });
      expect(res.response.status, JSON.stringify(prices)).toBe(422);
      expect(res.error!.errors).toEqual([error]);
    }
    expect((await admin.GET(pricesPath, on('gofood'))).data!.data).toEqual(before);
  });

  it("take the products' scope", async () => {
    const bandung = t.outletId['Bandung Dago']!;
    const keeper = await t.asUser(['view_admin_outlet'], bandung);
    expect((await keeper.GET(pricesPath, on('gofood'))).response.status).toBe(403);
    expect((await keeper.PUT(pricesPath, { ...on('gofood'), body: { prices: [] } })).response.status).toBe(403);
    const catalogue = await t.asUser(['view_admin_sku'], bandung);
    expect((await catalogue.GET(pricesPath, on('gofood'))).response.status).toBe(200);
  });

  it('are recorded in the audit trail per product', async () => {
    const thai = await newSku(22000);
    const boba = await newSku(25000);
    await admin.PUT(pricesPath, { ...on('shopeefood'), body: { prices: [{ sku_id: thai, price: 29000 }] } });
    await admin.PUT(pricesPath, { ...on('shopeefood'), body: { prices: [{ sku_id: boba, price: 31000 }] } });
    const latest = async (skuId: number) =>
      (await admin.GET('/adm/v1/audit-log', { params: { query: { record_type: 'sku', record_id: String(skuId) } } }))
        .data!.data[0]!;
    expect(await latest(thai)).toMatchObject({
      operation: 'replaceChannelPrices',
      changes: [{ field: 'shopeefood_price', before: 29000, after: null }],
    });
    expect(await latest(boba)).toMatchObject({
      operation: 'replaceChannelPrices',
      changes: [{ field: 'shopeefood_price', before: null, after: 31000 }],
    });
    const [row] = await t.app.db.select({ price: skus.price }).from(skus).where(eq(skus.id, thai));
    expect(row!.price).toBe(22000);
  });
});
