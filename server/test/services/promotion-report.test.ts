// The promotions report: on orders placed at random (outlets, statuses, carts) that take discounts at
// random (promotions funded by the brand or the outlet, points redeemed, one to two per order, shared
// over some of their lines, released on some cancelled orders), each row's discount, orders, cups and
// net sales and the totals equal what the orders' discount lines come to, counting only paid orders
// placed on the range's Jakarta days at the outlets in scope; the downloads carry the same figures in
// either language. The random orders come from a seed printed in every failure, so a failing run can
// be replayed with PROMOTION_REPORT_SEED.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../generated/schema';
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
import { exportHeaders } from '../../src/services/reports/export-headers';
import { PROMOTION_COLUMNS } from '../../src/services/reports/promotions';
import { createRandom } from '../../src/seed/domain/random';
import { orderFixtures } from '../helpers/orders';
import { build } from '../helpers/test-app';

type Report = {
  period_start: string;
  period_end: string;
  data: components['schemas']['PromotionReportRow'][];
  summary: components['schemas']['PromotionReportTotals'];
};

const t = await build();
const admin = await t.asAdmin();
const fx = orderFixtures(t);
await fx.ensureMenu();
const kemang = t.outletId['Jakarta Kemang']!;
const bandung = t.outletId['Bandung Dago']!;
const outletIds = [kemang, bandung];
const today = jakartaDate(Date.now());
const yesterday = addDays(today, -1);

const seed = Number(process.env.PROMOTION_REPORT_SEED ?? Date.now() % 2 ** 31);
const because = (what: string) => `${what} (PROMOTION_REPORT_SEED=${seed})`;
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
      fundedBy: 'brand',
      stackable: true,
      status: 'inactive',
    },
  ])
  .returning({ id: promotions.id, name: promotions.name, fundedBy: promotions.fundedBy });

/** What the report must say, worked out from the discounts as they were written. */
interface Taken {
  orderId: number;
  outletId: number;
  day: string;
  paid: boolean;
  released: boolean;
  promotionId: number | null;
  fundedBy: PromotionFunder;
  amount: number;
  lines: { itemId: number; quantity: number }[];
  netSales: number;
}
const taken: Taken[] = [];

for (let n = 0; n < 40; n++) {
  const outletId = random.pick(outletIds);
  const status = random.pick(STATUSES);
  const { id } = await fx.makeOrder({
    outletId,
    status,
    lines: (thaiTea, boba) =>
      Array.from({ length: random.int(1, 3) }, () => ({
        skuId: random.pick([thaiTea, boba]),
        quantity: random.int(1, 4),
      })),
  });
  // A third placed yesterday, by the Jakarta clock.
  const day = random.chance(0.3) ? yesterday : today;
  if (day === yesterday)
    await t.app.db
      .update(orders)
      .set({ createdAt: new Date(Date.parse(`${yesterday}T15:00:00+07:00`)) })
      .where(eq(orders.id, id));
  const items = await t.app.db
    .select({ id: orderItems.id, quantity: orderItems.quantity, subtotal: orderItems.subtotal })
    .from(orderItems)
    .where(eq(orderItems.orderId, id));
  const left = new Map(items.map((i) => [i.id, i.subtotal]));
  const discounts = random.weighted([0, 1, 2], (k) => [0.3, 0.5, 0.2][k]!);
  const written: Omit<Taken, 'netSales'>[] = [];
  for (let k = 0; k < discounts; k++) {
    const promotion = random.chance(0.2) ? null : random.pick(made);
    const shares = items
      .filter(() => random.chance(0.7))
      .map((i) => ({ item: i, amount: Math.min(left.get(i.id)!, random.int(1, 12_000)) }))
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
    // The order's discount and total move with it: total = subtotal − discount + charges.
    await t.app.db
      .update(orders)
      .set({
        discountTotal: sql`${orders.discountTotal} + ${amount}`,
        totalAmount: sql`${orders.totalAmount} - ${amount}`,
      })
      .where(eq(orders.id, id));
    written.push({
      orderId: id,
      outletId,
      day,
      paid: status >= 100 && status <= 400,
      released,
      promotionId: promotion?.id ?? null,
      fundedBy: promotion?.fundedBy ?? 'brand',
      amount,
      lines: shares.map((s) => ({ itemId: s.item.id, quantity: s.item.quantity })),
    });
  }
  const [order] = await t.app.db
    .select({ subtotal: orders.subtotal, discount: orders.discountTotal })
    .from(orders)
    .where(eq(orders.id, id));
  for (const w of written) taken.push({ ...w, netSales: order!.subtotal - order!.discount });
}

async function report(query: Record<string, string>, token = admin.token): Promise<Report> {
  const res = await t.raw('GET', '/adm/v1/reports/promotions', { token, query });
  expect(res.status, res.text).toBe(200);
  return res.body as Report;
}

/** The report worked out from the discounts written, for the days and outlets given. */
function expected(days: string[], outlets: number[]) {
  const counted = taken.filter((x) => x.paid && !x.released && days.includes(x.day) && outlets.includes(x.outletId));
  const keyOf = (x: Taken) => `${x.promotionId}/${x.fundedBy}`;
  const rows = new Map<string, { orders: Map<number, number>; cups: number; discount: number }>();
  for (const x of counted) {
    const row = rows.get(keyOf(x)) ?? { orders: new Map(), cups: 0, discount: 0 };
    row.orders.set(x.orderId, x.netSales);
    row.cups += x.lines.reduce((sum, l) => sum + l.quantity, 0);
    row.discount += x.amount;
    rows.set(keyOf(x), row);
  }
  const orderNet = new Map(counted.map((x) => [x.orderId, x.netSales]));
  const lines = new Map(counted.flatMap((x) => x.lines.map((l) => [l.itemId, l.quantity])));
  const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);
  return {
    rows: Object.fromEntries(
      [...rows].map(([key, r]) => [
        key,
        { order_count: r.orders.size, cups: r.cups, discount: r.discount, net_sales: sum(r.orders.values()) },
      ]),
    ),
    summary: {
      order_count: orderNet.size,
      cups: sum(lines.values()),
      discount: sum(counted.map((x) => x.amount)),
      discount_brand: sum(counted.filter((x) => x.fundedBy === 'brand').map((x) => x.amount)),
      discount_outlet: sum(counted.filter((x) => x.fundedBy === 'outlet').map((x) => x.amount)),
      net_sales: sum(orderNet.values()),
    },
  };
}

const asRows = (r: Report) =>
  Object.fromEntries(
    r.data.map((row) => [
      `${row.promotion_id}/${row.funded_by}`,
      { order_count: row.order_count, cups: row.cups, discount: row.discount, net_sales: row.net_sales },
    ]),
  );

describe('the promotions report', () => {
  it.each([
    ['today', [today], {}],
    ['yesterday and today', [yesterday, today], { start_date: yesterday }],
    ['yesterday at Kemang', [yesterday], { end_date: yesterday, start_date: yesterday, outlet_ids: String(kemang) }],
  ] as const)('equals the orders’ discount lines: %s', async (_, days, query) => {
    const outlets = 'outlet_ids' in query ? [kemang] : outletIds;
    const got = await report({ start_date: today, end_date: today, ...query });
    const want = expected([...days], outlets);
    expect(asRows(got), because('rows')).toEqual(want.rows);
    expect(got.summary, because('summary')).toEqual(want.summary);
    expect(got.summary.discount_brand + got.summary.discount_outlet).toBe(got.summary.discount);
    // Largest discount first; points named as such.
    expect(got.data.map((r) => r.discount)).toEqual([...got.data.map((r) => r.discount)].sort((a, b) => b - a));
    for (const row of got.data) if (row.promotion_id === null) expect(row.name).toBe('Points');
  });

  it('totals the discount lines the paid orders carry, read straight from them', async () => {
    const got = await report({ start_date: yesterday, end_date: today });
    const [lines] = (
      (await t.app.db.execute(sql`
        select coalesce(sum(oi.discount), 0)::bigint as lines, coalesce(sum(distinct_orders.discount_total), 0)::bigint as orders
        from (select id, discount_total from orders where placed_on between ${yesterday}::date and ${today}::date
                and order_counts_as_sale(status)) distinct_orders
          left join lateral (select sum(discount) as discount from order_items where order_id = distinct_orders.id) oi on true`)) as unknown as {
        rows: { lines: string; orders: string }[];
      }
    ).rows;
    expect(got.summary.discount, because('line shares')).toBe(Number(lines!.lines));
    expect(got.summary.discount, because('orders')).toBe(Number(lines!.orders));
  });

  it('shows only the outlets in reach', async () => {
    const role = await t.newRole(['view_admin_user'], { label: 'Promotions report reader' });
    const clerk = await t.newUser({ roles: [{ role: role.name, outlet: bandung }] });
    const query = { start_date: yesterday, end_date: today };
    const mine = await report(query, clerk.token);
    expect(mine.summary).toEqual(expected([yesterday, today], [bandung]).summary);
    expect(await report({ ...query, outlet_ids: String(bandung) })).toEqual(mine);
    expect((await report({ ...query, outlet_ids: String(kemang) }, clerk.token)).data).toEqual([]);
  });

  it('refuses a range that ends before it starts', async () => {
    const res = await t.raw('GET', '/adm/v1/reports/promotions', {
      token: admin.token,
      query: { start_date: today, end_date: yesterday },
    });
    expect(res.status).toBe(400);
  });

  it('downloads the same rows and a TOTAL in either language', async () => {
    const query = { start_date: yesterday, end_date: today };
    const got = await report(query);
    const csv = await t.raw('GET', '/adm/v1/reports/promotions/export', { token: admin.token, query });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`promotion-report_${yesterday}_${today}.csv`);
    const lines = csv.text.trim().split('\n');
    expect(lines[0]).toBe(exportHeaders('en', PROMOTION_COLUMNS).join(','));
    expect(lines).toHaveLength(got.data.length + 2);
    const s = got.summary;
    expect(lines.at(-1)).toBe(`,TOTAL,,${s.order_count},${s.cups},${s.discount},${s.net_sales}`);
    const id = await t.raw('GET', '/adm/v1/reports/promotions/export', {
      token: admin.token,
      query: { ...query, lang: 'id' },
    });
    expect(id.text.split('\n')[0]).toBe('ID promosi,Promosi,Ditanggung oleh,Pesanan,Gelas,Diskon,Penjualan bersih');
    if (got.data.some((r) => r.promotion_id === null)) expect(id.text).toContain(',Poin,Merek,');
    const xlsx = await t.raw('GET', '/adm/v1/reports/promotions/export/xlsx', { token: admin.token, query });
    expect(xlsx.status).toBe(200);
  });
});
