// The sales report's discounts by promotion and funder: on orders placed at random (outlets, statuses,
// carts, days) that take discounts at random (promotions funded by the brand or the outlet, points
// redeemed, one or two per order, shared over some of their lines, released on some cancelled orders),
// the summary's list and its brand and outlet totals equal the discount lines of the orders the report
// counts: paid, placed on the range's Jakarta days, at the outlets asked for within the caller's reach;
// with SKUs, only those SKUs' lines' shares. The random orders come from a seed printed in every
// failure, so a failing run can be replayed with SALES_DISCOUNTS_SEED.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { components, operations } from '../../../generated/schema';
import {
  orderDiscounts,
  orderItemDiscounts,
  orderItems,
  orders,
  promotions,
  type OrderStatus,
  type PromotionFunder,
} from '../../src/db/schema';
import { addDays, jakartaDate } from '../../src/lib/jakarta-time';
import { createRandom } from '../../src/seed/domain/random';
import { orderFixtures } from '../helpers/orders';
import { build } from '../helpers/test-app';

type Summary = components['schemas']['SalesReportTotals'];
type Query = operations['getSalesReport']['parameters']['query'];

const t = await build();
const admin = await t.asAdmin();
const fx = orderFixtures(t);
const [thaiTea, boba] = await fx.ensureMenu();
const kemang = t.outletId['Jakarta Kemang']!;
const bandung = t.outletId['Bandung Dago']!;
const outletIds = [kemang, bandung];
const today = jakartaDate(Date.now());
const yesterday = addDays(today, -1);

const seed = Number(process.env.SALES_DISCOUNTS_SEED ?? Date.now() % 2 ** 31);
const because = (what: string) => `${what} (SALES_DISCOUNTS_SEED=${seed})`;
const random = createRandom(seed);
const STATUSES: OrderStatus[] = [0, 100, 200, 400, 500];

// Inactive, so placement takes nothing off: the discounts below are written by hand, at random.
const made = await t.app.db
  .insert(promotions)
  .values([
    {
      name: 'Happy hour 20%',
      type: 'percent_off',
      params: { percent_bp: 2000 },
      fundedBy: 'brand',
      status: 'inactive',
    },
    {
      name: 'Second cup half price',
      type: 'nth_item_percent',
      params: { n: 2, percent_bp: 5000 },
      fundedBy: 'outlet',
      status: 'inactive',
    },
    {
      name: 'Rp 5.000 off',
      type: 'amount_off',
      params: { amount: 5000 },
      fundedBy: 'outlet',
      stackable: true,
      status: 'inactive',
    },
  ])
  .returning({ id: promotions.id, name: promotions.name, fundedBy: promotions.fundedBy });

/** One discount as written: its order, and its share of each line with the line's SKU. */
interface Taken {
  orderId: number;
  outletId: number;
  day: string;
  paid: boolean;
  released: boolean;
  promotionId: number | null;
  name: string;
  fundedBy: PromotionFunder;
  amount: number;
  shares: { skuId: number; amount: number }[];
}
const taken: Taken[] = [];

for (let n = 0; n < 36; n++) {
  const outletId = random.pick(outletIds);
  const status = random.pick(STATUSES);
  const { id } = await fx.makeOrder({
    outletId,
    status,
    lines: (tea, milk) =>
      Array.from({ length: random.int(1, 3) }, () => ({ skuId: random.pick([tea, milk]), quantity: random.int(1, 3) })),
  });
  const day = random.chance(0.3) ? yesterday : today;
  if (day === yesterday)
    await t.app.db
      .update(orders)
      .set({ createdAt: new Date(Date.parse(`${yesterday}T15:00:00+07:00`)) })
      .where(eq(orders.id, id));
  const items = await t.app.db
    .select({ id: orderItems.id, skuId: orderItems.skuId, subtotal: orderItems.subtotal })
    .from(orderItems)
    .where(eq(orderItems.orderId, id));
  const left = new Map(items.map((i) => [i.id, i.subtotal]));
  const count = random.weighted([0, 1, 2], (k) => [0.3, 0.5, 0.2][k]!);
  for (let k = 0; k < count; k++) {
    const promotion = random.chance(0.2) ? null : random.pick(made);
    const shares = items
      .filter(() => random.chance(0.7))
      .map((i) => ({ item: i, amount: Math.min(left.get(i.id)!, random.int(1, 9_000)) }))
      .filter((s) => s.amount > 0);
    if (!shares.length) continue;
    const amount = shares.reduce((sum, s) => sum + s.amount, 0);
    const released = status === 500 && random.chance(0.5);
    const [row] = await t.app.db
      .insert(orderDiscounts)
      .values({
        orderId: id,
        promotionId: promotion?.id ?? null,
        name: promotion?.name ?? 'Points',
        amount,
        fundedBy: promotion?.fundedBy ?? 'brand',
        points: promotion ? 0 : amount,
        releasedAt: released ? new Date() : null,
      })
      .returning({ id: orderDiscounts.id });
    await t.app.db
      .insert(orderItemDiscounts)
      .values(shares.map((s) => ({ orderDiscountId: row!.id, orderItemId: s.item.id, amount: s.amount })));
    for (const s of shares) {
      left.set(s.item.id, left.get(s.item.id)! - s.amount);
      await t.app.db
        .update(orderItems)
        .set({ discount: sql`${orderItems.discount} + ${s.amount}` })
        .where(eq(orderItems.id, s.item.id));
    }
    await t.app.db
      .update(orders)
      .set({
        discountTotal: sql`${orders.discountTotal} + ${amount}`,
        totalAmount: sql`${orders.totalAmount} - ${amount}`,
      })
      .where(eq(orders.id, id));
    taken.push({
      orderId: id,
      outletId,
      day,
      paid: status >= 100 && status <= 400,
      released,
      promotionId: promotion?.id ?? null,
      name: promotion?.name ?? 'Points',
      fundedBy: promotion?.fundedBy ?? 'brand',
      amount,
      shares: shares.map((s) => ({ skuId: s.item.skuId, amount: s.amount })),
    });
  }
}

async function summary(query: Query, token = admin.token): Promise<Summary> {
  const res = await t.api(token).GET('/adm/v1/reports/sales', { params: { query } });
  expect(res.response.status, JSON.stringify(res.error)).toBe(200);
  return res.data!.summary;
}

/** The list worked out from the discounts written, keyed by promotion and funder. */
function expected(days: string[], outlets: number[], skuIds?: number[]) {
  const list = new Map<string, { name: string; orders: Set<number>; discount: number }>();
  for (const x of taken) {
    if (!x.paid || x.released || !days.includes(x.day) || !outlets.includes(x.outletId)) continue;
    const amount = skuIds
      ? x.shares.filter((s) => skuIds.includes(s.skuId)).reduce((sum, s) => sum + s.amount, 0)
      : x.amount;
    if (amount === 0) continue;
    const key = `${x.promotionId}/${x.fundedBy}`;
    const row = list.get(key) ?? { name: x.name, orders: new Set<number>(), discount: 0 };
    row.orders.add(x.orderId);
    row.discount += amount;
    list.set(key, row);
  }
  return Object.fromEntries(
    [...list].map(([key, r]) => [key, { name: r.name, orders: r.orders.size, discount: r.discount }]),
  );
}

const asList = (s: Summary) =>
  Object.fromEntries(
    s.discounts_by_promotion.map((r) => [
      `${r.promotion_id}/${r.funded_by}`,
      { name: r.name, orders: r.orders, discount: r.discount },
    ]),
  );

/** The list adds up to the two totals and runs from the largest discount down. */
function holdsTogether(s: Summary) {
  const sum = (funder?: PromotionFunder) =>
    s.discounts_by_promotion.filter((r) => !funder || r.funded_by === funder).reduce((n, r) => n + r.discount, 0);
  expect(s.discount_brand, because('brand')).toBe(sum('brand'));
  expect(s.discount_outlet, because('outlet')).toBe(sum('outlet'));
  expect(s.discount_brand + s.discount_outlet, because('brand + outlet')).toBe(sum());
  const discounts = s.discounts_by_promotion.map((r) => r.discount);
  expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
}

describe('the sales report’s discounts by promotion', () => {
  it('wrote some discounts the report counts and some it does not', () => {
    expect(taken.filter((x) => x.paid).length, because('counted')).toBeGreaterThan(0);
    expect(taken.filter((x) => !x.paid).length, because('not counted')).toBeGreaterThan(0);
  });

  it.each([
    ['today', [today], { start_date: today, end_date: today }],
    ['yesterday and today', [yesterday, today], { start_date: yesterday, end_date: today }],
    ['yesterday at Kemang', [yesterday], { start_date: yesterday, end_date: yesterday, outlet_ids: [kemang] }],
  ] as [string, string[], Query][])('equals the counted orders’ discount lines: %s', async (_, days, query) => {
    const outlets = query.outlet_ids ? [kemang] : outletIds;
    const got = await summary(query);
    const want = expected(days, outlets);
    expect(asList(got), because('list')).toEqual(want);
    holdsTogether(got);
    const all = Object.values(want).reduce((n, r) => n + r.discount, 0);
    expect(got.discount_brand + got.discount_outlet, because('totals')).toBe(all);
    // Every discount here is a promotion's or points: the list is the report's own discount total.
    expect(all, because('discount_total')).toBe(got.discount_total);
  });

  it('with SKUs, counts only their lines’ shares and the orders where one was discounted', async () => {
    for (const skuIds of [[thaiTea!], [boba!], [thaiTea!, boba!]]) {
      const got = await summary({ start_date: yesterday, end_date: today, sku_ids: skuIds });
      expect(asList(got), because(`SKUs ${skuIds.join(',')}`)).toEqual(expected([yesterday, today], outletIds, skuIds));
      holdsTogether(got);
    }
  });

  it('names points as such and every promotion by its name', async () => {
    const got = await summary({ start_date: yesterday, end_date: today });
    for (const row of got.discounts_by_promotion)
      expect(row.name).toBe(row.promotion_id === null ? 'Points' : made.find((p) => p.id === row.promotion_id)!.name);
  });

  it('shows only the outlets in the caller’s reach', async () => {
    const role = await t.newRole(['view_admin_user'], { label: 'Sales discounts reader' });
    const clerk = await t.newUser({ roles: [{ role: role.name, outlet: bandung }] });
    const query = { start_date: yesterday, end_date: today };
    const mine = await summary(query, clerk.token);
    expect(asList(mine), because('reach')).toEqual(expected([yesterday, today], [bandung]));
    holdsTogether(mine);
    const elsewhere = await summary({ ...query, outlet_ids: [kemang] }, clerk.token);
    expect(elsewhere.discounts_by_promotion).toEqual([]);
    expect([elsewhere.discount_brand, elsewhere.discount_outlet]).toEqual([0, 0]);
  });
});
