// Promotions managed from the back office: created, read, listed and changed with every rule a 422
// naming its field; kept to the outlets the caller reaches (another outlet's promotion is not
// found); voucher codes made random, unique and downloadable; and the preview the form shows,
// priced by the engine the one pricing function uses.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OrderStatus as ORDER } from '../../../generated/model/orderStatus';
import { auditLog, orderDiscounts, promotionCodes, promotions, skus } from '../../src/db/schema';
import { CODE_ALPHABET, insertCodes } from '../../src/services/promotions/writes';
import { orderFixtures } from '../helpers/orders';
import { makeIngredient, makeSku } from '../helpers/purchasing';
import { build } from '../helpers/test-app';

const t = await build();
const admin = (await t.asAdmin()).token;
const fx = orderFixtures(t);
const BANDUNG = t.outletId['Bandung Dago']!;
const SURABAYA = t.outletId['Surabaya Tunjungan']!;
const category = Object.values(t.seed.categoryIds)[0]!;

const milkTea = await makeSku(t, 'Milk Tea');
await t.app.db.update(skus).set({ price: 22000 }).where(eq(skus.id, milkTea.id));
const ingredient = await makeIngredient(t, 'Fresh Milk', 'l', 1);
const fruitTea = await makeSku(t, 'Fruit Tea');
await t.app.db.update(skus).set({ price: 30000, discountedPrice: 26000 }).where(eq(skus.id, fruitTea.id));

/** The happy hour: 20 % off the category, weekdays 14:00–17:00, at every outlet. */
const happyHour = () => ({
  name: 'Happy hour 20 %',
  type: 'percent_off',
  applies_to: { sku_ids: [], category_ids: [category] },
  params: { percent: 20 },
  schedule: { days_of_week: [1, 2, 3, 4, 5], start_time: '14:00', end_time: '17:00' },
  valid_from: '2026-12-01',
  valid_to: null,
  outlet_ids: [] as number[],
  channels: ['app', 'counter'],
  order_types: [] as string[],
  funded_by: 'brand',
  priority: 100,
  stackable: false,
  status: 'active',
  requires_code: false,
});

const create = (body: unknown, token = admin) => t.raw('POST', '/adm/v1/promotions', { token, body });

async function created(body: unknown, token = admin) {
  const res = await create(body, token);
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: number } & Record<string, unknown>;
}

describe('promotions', () => {
  it('creates, reads, lists and changes a promotion, each write in the audit trail', async () => {
    const promotion = await created(happyHour());
    expect(promotion).toMatchObject({
      ...happyHour(),
      params: { percent: 20 },
      usage: { orders: 0, discount_given: 0 },
      code_count: 0,
    });
    const [stored] = await t.app.db.select().from(promotions).where(eq(promotions.id, promotion.id));
    expect(stored!.params).toEqual({ percent_bp: 2000 });

    const read = await t.raw('GET', `/adm/v1/promotions/${promotion.id}`, { token: admin });
    expect(read.body.data).toEqual(promotion);

    const listed = await t.raw('GET', '/adm/v1/promotions', {
      token: admin,
      query: { q: 'HAPPY hour', status: 'active', size: '100' },
    });
    expect(listed.body.data.map((p: { id: number }) => p.id)).toContain(promotion.id);
    const inactive = await t.raw('GET', '/adm/v1/promotions', { token: admin, query: { status: 'inactive' } });
    expect(inactive.body.data.map((p: { id: number }) => p.id)).not.toContain(promotion.id);

    const changed = await t.raw('PUT', `/adm/v1/promotions/${promotion.id}`, {
      token: admin,
      body: {
        ...happyHour(),
        name: '  Happy hour 25 %  ',
        params: { percent: 25.5 },
        priority: 10,
        status: 'inactive',
      },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.data).toMatchObject({ name: 'Happy hour 25 %', params: { percent: 25.5 }, priority: 10 });

    // Left out: every day all day, open-ended, everywhere, priority 100, not stacking, active, no code.
    const bare = await created({
      name: 'Second Fruit Tea half price',
      type: 'nth_item_percent',
      applies_to: { sku_ids: [fruitTea.id], category_ids: [] },
      params: { n: 2, percent: 50 },
      funded_by: 'outlet',
    });
    expect(bare).toMatchObject({
      schedule: { days_of_week: [], start_time: null, end_time: null },
      valid_from: null,
      valid_to: null,
      outlet_ids: [],
      channels: [],
      order_types: [],
      priority: 100,
      stackable: false,
      status: 'active',
      requires_code: false,
    });

    const entries = await t.app.db
      .select({ operation: auditLog.operation, changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'promotion'), eq(auditLog.recordId, String(promotion.id))))
      .orderBy(auditLog.id);
    expect(entries.map((e) => e.operation)).toEqual(['createPromotion', 'updatePromotion']);
    expect(entries[1]!.changes).toContainEqual({ field: 'name', before: 'Happy hour 20 %', after: 'Happy hour 25 %' });
  });

  it('counts the orders not cancelled that took it and the discount they were given', async () => {
    const promotion = await created({ ...happyHour(), name: 'Counted' });
    const kept = await fx.makeOrder();
    const cancelled = await fx.makeOrder({ status: ORDER.CANCELLED });
    await t.app.db.insert(orderDiscounts).values([
      { orderId: kept.id, promotionId: promotion.id, name: 'Counted', amount: 4400, fundedBy: 'brand' },
      { orderId: cancelled.id, promotionId: promotion.id, name: 'Counted', amount: 9999, fundedBy: 'brand' },
    ]);
    const read = await t.raw('GET', `/adm/v1/promotions/${promotion.id}`, { token: admin });
    expect(read.body.data.usage).toEqual({ orders: 1, discount_given: 4400 });
    const listed = await t.raw('GET', '/adm/v1/promotions', { token: admin, query: { q: 'Counted' } });
    expect(listed.body.data[0].usage).toEqual({ orders: 1, discount_given: 4400 });
  });

  const refusals: [string, (body: ReturnType<typeof happyHour>) => unknown, string][] = [
    ['a blank name', (b) => ({ ...b, name: '   ' }), 'name'],
    ['a name past 100', (b) => ({ ...b, name: 'x'.repeat(101) }), 'name'],
    ['an unknown type', (b) => ({ ...b, type: 'free_cake' }), 'type'],
    ['no percent', (b) => ({ ...b, params: {} }), 'params.percent'],
    ['a percent of 0', (b) => ({ ...b, params: { percent: 0 } }), 'params.percent'],
    ['a percent above 100', (b) => ({ ...b, params: { percent: 100.01 } }), 'params.percent'],
    ['a percent with three decimals', (b) => ({ ...b, params: { percent: 12.345 } }), 'params.percent'],
    ['a param the type does not take', (b) => ({ ...b, params: { percent: 20, buy: 1 } }), 'params.buy'],
    ['buy 0', (b) => ({ ...b, type: 'buy_x_get_y', params: { buy: 0, get: 1, get_percent: 100 } }), 'params.buy'],
    ['get 0', (b) => ({ ...b, type: 'buy_x_get_y', params: { buy: 1, get: 0, get_percent: 100 } }), 'params.get'],
    ['n of 1', (b) => ({ ...b, type: 'nth_item_percent', params: { n: 1, percent: 50 } }), 'params.n'],
    ['a bundle of 1', (b) => ({ ...b, type: 'bundle_price', params: { quantity: 1, price: 0 } }), 'params.quantity'],
    [
      'a negative bundle price',
      (b) => ({ ...b, type: 'bundle_price', params: { quantity: 2, price: -1 } }),
      'params.price',
    ],
    [
      'a minimum spend of 0',
      (b) => ({ ...b, type: 'min_spend_amount_off', params: { min_spend: 0, amount: 5000 } }),
      'params.min_spend',
    ],
    ['an amount of 0', (b) => ({ ...b, type: 'amount_off', params: { amount: 0 } }), 'params.amount'],
    [
      'an ingredient',
      (b) => ({ ...b, applies_to: { sku_ids: [ingredient.id], category_ids: [] } }),
      'applies_to.sku_ids',
    ],
    [
      'an unknown product',
      (b) => ({ ...b, applies_to: { sku_ids: [2_000_000_000], category_ids: [] } }),
      'applies_to.sku_ids',
    ],
    [
      'an unknown category',
      (b) => ({ ...b, applies_to: { sku_ids: [], category_ids: [2_000_000_000] } }),
      'applies_to.category_ids',
    ],
    ['day 8', (b) => ({ ...b, schedule: { ...b.schedule, days_of_week: [1, 8] } }), 'schedule.days_of_week'],
    ['a day twice', (b) => ({ ...b, schedule: { ...b.schedule, days_of_week: [2, 2] } }), 'schedule.days_of_week'],
    ['a start without an end', (b) => ({ ...b, schedule: { ...b.schedule, end_time: null } }), 'schedule.end_time'],
    ['an end without a start', (b) => ({ ...b, schedule: { ...b.schedule, start_time: null } }), 'schedule.start_time'],
    [
      'a time that is not HH:mm',
      (b) => ({ ...b, schedule: { ...b.schedule, start_time: '2pm' } }),
      'schedule.start_time',
    ],
    [
      'an end before the start',
      (b) => ({ ...b, schedule: { ...b.schedule, start_time: '17:00', end_time: '14:00' } }),
      'schedule.end_time',
    ],
    ['a last day before the first', (b) => ({ ...b, valid_from: '2026-12-10', valid_to: '2026-12-09' }), 'valid_to'],
    ['an unknown outlet', (b) => ({ ...b, outlet_ids: [2_000_000_000] }), 'outlet_ids'],
    ['an unknown channel', (b) => ({ ...b, channels: ['foodpanda'] }), 'channels'],
    ['an unknown order type', (b) => ({ ...b, order_types: ['drive_thru'] }), 'order_types'],
    ['an unknown funder', (b) => ({ ...b, funded_by: 'vendor' }), 'funded_by'],
    ['a priority past 1000', (b) => ({ ...b, priority: 1001 }), 'priority'],
    ['a negative priority', (b) => ({ ...b, priority: -1 }), 'priority'],
    ['an unknown status', (b) => ({ ...b, status: 'paused' }), 'status'],
  ];

  it.each(refusals)('refuses %s with a 422 naming its field, on create and on change', async (_, change, field) => {
    const res = await create(change(happyHour()));
    expect(res.status, res.text).toBe(422);
    expect(res.body.errors[0].field).toBe(field);
    expect(res.body.errors[0].detail).toBeTruthy();
    const promotion = await created({ ...happyHour(), name: `Kept ${field}` });
    const put = await t.raw('PUT', `/adm/v1/promotions/${promotion.id}`, { token: admin, body: change(happyHour()) });
    expect(put.status, put.text).toBe(422);
    expect(put.body.errors[0].field).toBe(field);
    const [row] = await t.app.db.select().from(promotions).where(eq(promotions.id, promotion.id));
    expect(row!.name).toBe(`Kept ${field}`);
  });

  it('keeps every promotion within the outlets the caller reaches; another is not found', async () => {
    const bandung = (await t.asUser(['view_admin_sku'], BANDUNG)).token;
    const ours = await created({ ...happyHour(), name: 'Bandung only', outlet_ids: [BANDUNG] }, bandung);
    const theirs = await created({ ...happyHour(), name: 'Surabaya only', outlet_ids: [SURABAYA] });
    const both = await created({ ...happyHour(), name: 'Both', outlet_ids: [BANDUNG, SURABAYA] });
    const chainWide = await created({ ...happyHour(), name: 'Everywhere' });

    const chain = await create({ ...happyHour(), outlet_ids: [] }, bandung);
    expect(chain.status).toBe(422);
    expect(chain.body.errors[0].field).toBe('outlet_ids');
    const elsewhere = await create({ ...happyHour(), outlet_ids: [BANDUNG, SURABAYA] }, bandung);
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors[0].field).toBe('outlet_ids');

    const listed = await t.raw('GET', '/adm/v1/promotions', { token: bandung, query: { size: '100' } });
    expect(listed.body.data.map((p: { id: number }) => p.id)).toEqual([ours.id]);

    for (const other of [theirs, both, chainWide]) {
      const read = await t.raw('GET', `/adm/v1/promotions/${other.id}`, { token: bandung });
      expect(read.status).toBe(404);
      expect(read.body.errors[0].detail).toBe('Promotion not found');
      const put = await t.raw('PUT', `/adm/v1/promotions/${other.id}`, {
        token: bandung,
        body: { ...happyHour(), outlet_ids: [BANDUNG] },
      });
      expect(put.status).toBe(404);
      expect((await t.raw('GET', `/adm/v1/promotions/${other.id}/codes`, { token: bandung })).status).toBe(404);
    }
    const [left] = await t.app.db.select().from(promotions).where(eq(promotions.id, theirs.id));
    expect(left!.name).toBe('Surabaya only');
    // Moving one's own promotion out of reach is refused on the field.
    const away = await t.raw('PUT', `/adm/v1/promotions/${ours.id}`, {
      token: bandung,
      body: { ...happyHour(), outlet_ids: [SURABAYA] },
    });
    expect(away.status).toBe(422);
    expect(away.body.errors[0].field).toBe('outlet_ids');
  });
});

describe('voucher codes', () => {
  it('makes random, upper-case, unique codes that list and download', async () => {
    const voucher = await created({ ...happyHour(), name: 'App voucher', requires_code: true });
    const path = `/adm/v1/promotions/${voucher.id}/codes`;
    const made = await t.raw('POST', path, { token: admin, body: { count: 300, uses_per_code: 1, prefix: 'teh' } });
    expect(made.status, made.text).toBe(201);
    const codes = made.body.data.map((c: { code: string }) => c.code) as string[];
    expect(codes).toHaveLength(300);
    expect(new Set(codes).size).toBe(300);
    const pattern = new RegExp(`^TEH-[${CODE_ALPHABET}]{8}$`);
    for (const code of codes) expect(code).toMatch(pattern);
    expect(made.body.data[0]).toMatchObject({ uses_per_code: 1, used_count: 0 });

    const more = await t.raw('POST', path, { token: admin, body: { count: 5, uses_per_code: 3 } });
    expect(more.status, more.text).toBe(201);
    for (const { code } of more.body.data) expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{8}$`));

    const page = await t.raw('GET', path, { token: admin, query: { page: '1', size: '10' } });
    expect(page.body.meta).toEqual({ page: 1, size: 10, total: 305 });
    expect(page.body.data[0].code).toBe(more.body.data[4].code);

    const file = await t.app.inject({
      method: 'GET',
      url: `${path}/export`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="promotion-${voucher.id}-codes.csv"`);
    const lines = file.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe('code,uses_per_code,used_count,created_at');
    expect(lines).toHaveLength(306);
    expect(lines[1]!.split(',')[0]).toBe(codes[0]);

    const read = await t.raw('GET', `/adm/v1/promotions/${voucher.id}`, { token: admin });
    expect(read.body.data.code_count).toBe(305);
    const [entry] = await t.app.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.operation, 'createPromotionCodes'), eq(auditLog.recordId, String(voucher.id))))
      .orderBy(auditLog.id);
    expect(entry!.changes).toContainEqual({ field: 'code_count', before: 0, after: 300 });
  });

  it('draws again for a code already taken', async () => {
    const voucher = await created({ ...happyHour(), name: 'Crowded voucher', requires_code: true });
    await t.app.db.insert(promotionCodes).values({ promotionId: voucher.id, code: 'TAKEN-2345', usesPerCode: 1 });
    const draws = ['TAKEN-2345', 'TAKEN-2345', 'FRESH-6789'];
    const made = await t.app.db.transaction((tx) => insertCodes(tx, voucher.id, null, 1, 1, 'X', () => draws.shift()!));
    expect(made.map((row) => row.code)).toEqual(['FRESH-6789']);
    expect(draws).toEqual([]);
  });

  it('refuses codes for a promotion that needs none, and counts, uses and prefixes out of range', async () => {
    const plain = await created({ ...happyHour(), name: 'No code' });
    const none = await t.raw('POST', `/adm/v1/promotions/${plain.id}/codes`, {
      token: admin,
      body: { count: 1, uses_per_code: 1 },
    });
    expect(none.status).toBe(422);
    expect(none.body.errors[0].detail).toContain('does not require a code');

    const voucher = await created({ ...happyHour(), name: 'Bounds voucher', requires_code: true });
    const cases: [Record<string, unknown>, string][] = [
      [{ count: 0, uses_per_code: 1 }, 'count'],
      [{ count: 10_001, uses_per_code: 1 }, 'count'],
      [{ count: 1, uses_per_code: 0 }, 'uses_per_code'],
      [{ count: 1, uses_per_code: 1001 }, 'uses_per_code'],
      [{ count: 1, uses_per_code: 1, prefix: 'TE-H' }, 'prefix'],
      [{ count: 1, uses_per_code: 1, prefix: 'ABCDEFGHIJK' }, 'prefix'],
    ];
    for (const [body, field] of cases) {
      const res = await t.raw('POST', `/adm/v1/promotions/${voucher.id}/codes`, { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[0].field).toBe(field);
    }
    const count = await t.app.db.$count(promotionCodes, eq(promotionCodes.promotionId, voucher.id));
    expect(count).toBe(0);
  });
});

describe('the preview', () => {
  const preview = (body: unknown, token = admin) => t.raw('POST', '/adm/v1/promotions/preview', { token, body });
  const bogo = () => ({
    ...happyHour(),
    name: 'Member day BOGO',
    type: 'buy_x_get_y',
    applies_to: { sku_ids: [milkTea.id], category_ids: [] },
    params: { buy: 1, get: 1, get_percent: 100 },
    schedule: { days_of_week: [2], start_time: null, end_time: null },
    valid_from: null,
  });
  // 2026-12-01 is a Tuesday; 08:00Z is 15:00 in Jakarta.
  const tuesdayAt3 = '2026-12-01T08:00:00Z';

  it('shows Milk Tea ×2 at 15:00 on Tuesday with the cheaper one free, and saves nothing', async () => {
    const before = await t.app.db.$count(promotions);
    const res = await preview({
      promotion: bogo(),
      items: [{ sku_id: milkTea.id, quantity: 2 }],
      at: tuesdayAt3,
      outlet_id: BANDUNG,
      channel: 'counter',
      order_type: 'takeaway',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({
      applies: true,
      reason: null,
      discounts: [
        {
          promotion_id: null,
          name: 'Member day BOGO',
          amount: 22000,
          funded_by: 'brand',
          code: null,
          points: 0,
          lines: [{ line: 0, amount: 22000 }],
        },
      ],
      subtotal: 44000,
      discount_total: 22000,
    });
    expect(await t.app.db.$count(promotions)).toBe(before);
    // A promotion that needs a code is previewed as if its code were given.
    const voucher = await preview({
      promotion: { ...bogo(), requires_code: true },
      items: [{ sku_id: milkTea.id, quantity: 2 }],
      at: tuesdayAt3,
    });
    expect(voucher.body.data).toMatchObject({ applies: true, discount_total: 22000 });
  });

  it('says why not: another day, past the happy hour, another door, or nothing to take off', async () => {
    const wednesday = await preview({
      promotion: bogo(),
      items: [{ sku_id: milkTea.id, quantity: 2 }],
      at: '2026-12-02T08:00:00Z',
    });
    expect(wednesday.body.data).toMatchObject({
      applies: false,
      reason: 'day_of_week',
      discounts: [],
      discount_total: 0,
    });

    const happy = { ...happyHour(), applies_to: { sku_ids: [fruitTea.id], category_ids: [] } };
    // 17:01 in Jakarta on a Tuesday.
    const late = await preview({
      promotion: happy,
      items: [{ sku_id: fruitTea.id, quantity: 1 }],
      at: '2026-12-01T10:01:00Z',
    });
    expect(late.body.data).toMatchObject({ applies: false, reason: 'time_of_day', subtotal: 26000 });
    const inTime = await preview({ promotion: happy, items: [{ sku_id: fruitTea.id, quantity: 1 }], at: tuesdayAt3 });
    // 20 % of the discounted price, 26,000.
    expect(inTime.body.data).toMatchObject({ applies: true, discount_total: 5200 });

    const app = await preview({
      promotion: { ...happy, channels: ['counter'] },
      items: [{ sku_id: fruitTea.id, quantity: 1 }],
      at: tuesdayAt3,
      channel: 'app',
    });
    expect(app.body.data.reason).toBe('channel');

    const one = await preview({ promotion: bogo(), items: [{ sku_id: milkTea.id, quantity: 1 }], at: tuesdayAt3 });
    expect(one.body.data).toMatchObject({ applies: false, reason: 'no_discount', subtotal: 22000 });
    const inactive = await preview({
      promotion: { ...bogo(), status: 'inactive' },
      items: [{ sku_id: milkTea.id, quantity: 2 }],
      at: tuesdayAt3,
    });
    expect(inactive.body.data.reason).toBe('inactive');
  });

  it('checks the promotion by the rules of saving it, and the items and outlet', async () => {
    const bad = await preview({
      promotion: { ...bogo(), params: { buy: 0, get: 1, get_percent: 100 } },
      items: [{ sku_id: milkTea.id, quantity: 2 }],
      at: tuesdayAt3,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].field).toBe('promotion.params.buy');
    const notProduct = await preview({
      promotion: bogo(),
      items: [
        { sku_id: milkTea.id, quantity: 2 },
        { sku_id: ingredient.id, quantity: 1 },
      ],
      at: tuesdayAt3,
    });
    expect(notProduct.status).toBe(422);
    expect(notProduct.body.errors[0].field).toBe('items.1.sku_id');
    const bandung = (await t.asUser(['view_admin_sku'], BANDUNG)).token;
    const outOfReach = await preview(
      {
        promotion: { ...bogo(), outlet_ids: [BANDUNG] },
        items: [{ sku_id: milkTea.id, quantity: 2 }],
        at: tuesdayAt3,
        outlet_id: SURABAYA,
      },
      bandung,
    );
    expect(outOfReach.status).toBe(404);
  });
});
