// Dashboard analytics over the seeded business: the window and the one before it, totals that
// agree with the orders and invoices in the database, a series with every hour or day, every
// status, the best sellers and the watched SKUs running low. Any signed-in user may read it; the
// sales figures cover the outlets where they may see orders, invoices or reports.
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, invoices, ORDER_CHANNELS, orderItems, orders, outlets, skus, timeslots } from '../../src/db/schema';
import { addDays, DAY, HOUR, jakartaDate, MINUTE, startOfJakartaDay } from '../../src/lib/jakarta-time';
import type { OutletReach } from '../../src/lib/outlet-access';
import { countByStatus, salesByBucket, topSkus, totals, type Window } from '../../src/services/dashboard/queries';
import type { ApiClient } from '../helpers/api-client';
import { placeCostedOrder, type CostedLine } from '../helpers/sales';
import { build } from '../helpers/test-app';

const t = await build({ seed: { orders: 3000 } });
/** The Super Admin: every outlet. */
const staff = await t.asAdmin();
/** The Outlet Cashier at Bandung Dago. */
const cashier = await t.asStaff();

const read = (user: ApiClient, days?: 1 | 7 | 30) =>
  user.GET('/adm/v1/dashboard/analytics', { params: { query: { days } } });
/** The dashboard as `user` sees it over `days` (today by default). */
const analytics = async (user: ApiClient, days?: 1 | 7 | 30) => (await read(user, days)).data!.data;

async function paidOrdersBetween(from: Date, to: Date, where: SQL = sql`true`) {
  const [row] = await t.app.db
    .select({ n: sql<number>`count(*)::int`, gross: sql<string>`coalesce(sum(${orders.subtotal}), 0)` })
    .from(orders)
    .where(
      and(gte(orders.createdAt, from), lt(orders.createdAt, to), sql`${orders.status} between 100 and 400`, where),
    );
  return { n: row!.n, gross: Number(row!.gross) };
}

/**
 * The dashboard's figures over [from, to) straight from the orders, their lines and invoices, as
 * the dashboard defines them: what it reads from the sales rollups must come to the same.
 */
async function fromOrders(from: Date, to: Date, outlet: SQL, hourly: boolean) {
  const db = t.app.db;
  const placed = and(gte(orders.createdAt, from), lt(orders.createdAt, to), outlet);
  const paid = sql`${orders.status} between 100 and 400`;
  const [sales] = await db
    .select({
      n: sql<number>`count(*)::int`,
      gross: sql<string>`coalesce(sum(${orders.subtotal}), 0)`,
      // Net sales are before PBJT and charges: the subtotal less the discount and the PBJT inside prices.
      average: sql<string>`coalesce(round(avg(${orders.subtotal} - ${orders.discountTotal} - ${orders.taxIncluded})), 0)`,
      net: sql<string>`coalesce(sum(${orders.subtotal} - ${orders.discountTotal} - ${orders.taxIncluded}), 0)`,
      discount: sql<string>`coalesce(sum(${orders.discountTotal}), 0)`,
    })
    .from(orders)
    .where(and(placed, paid));
  const [costs] = await db
    .select({
      cogs: sql<string>`coalesce(sum(${orderItems.cost}), 0)`,
      uncosted: sql<string>`coalesce(sum(${orderItems.quantity}) filter (where ${orderItems.cost} is null), 0)`,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(placed, paid));
  const net = Number(sales!.net);
  const cogs = Number(costs!.cogs);
  const doors = await db
    .select({ channel: orders.channel, n: sql<number>`count(*)::int`, gross: sql<string>`sum(${orders.subtotal})` })
    .from(orders)
    .where(and(placed, paid))
    .groupBy(orders.channel);
  const door = (channel: string) => doors.find((d) => d.channel === channel);
  const [invoiced] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(gte(invoices.paidAt, from), lt(invoices.paidAt, to), outlet));
  // Customers with an order in the window (at an outlet counted) and none anywhere before it.
  const [fresh] = await db
    .select({ n: sql<number>`count(distinct ${orders.customerId})::int` })
    .from(orders)
    .where(
      and(
        placed,
        sql`not exists (select 1 from ${orders} earlier where earlier.customer_id = ${orders.customerId} and earlier.created_at < ${from})`,
      ),
    );
  const label = hourly
    ? sql<string>`to_char(date_trunc('hour', ${orders.createdAt} at time zone 'Asia/Jakarta'), 'HH24:MI')`
    : sql<string>`to_char(${orders.placedOn}, 'YYYY-MM-DD')`;
  const series = await db
    .select({ label, n: sql<number>`count(*)::int`, gross: sql<string>`sum(${orders.subtotal})` })
    .from(orders)
    .where(and(placed, paid))
    .groupBy(sql`1`);
  const statuses = await db
    .select({ status: orders.status, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(placed)
    .groupBy(orders.status);
  const quantity = sql<string>`sum(${orderItems.quantity})`;
  const top = await db
    .select({
      sku_id: orderItems.skuId,
      sku_name: skus.name,
      quantity,
      gross: sql<string>`sum(${orderItems.subtotal})`,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(skus, eq(skus.id, orderItems.skuId))
    .where(and(placed, paid))
    .groupBy(orderItems.skuId, skus.name)
    .orderBy(desc(quantity), asc(skus.name))
    .limit(5);
  return {
    totals: {
      order_count: sales!.n,
      gross_sales: Number(sales!.gross),
      average_order_value: Number(sales!.average),
      paid_invoice_count: invoiced!.n,
      new_customer_count: fresh!.n,
      net_sales: net,
      discount_total: Number(sales!.discount),
      // The discounts' share of gross sales, rounded half up from the exact fraction as the margin is.
      discount_share: Number(sales!.gross)
        ? Math.round((Number(sales!.discount) * 10_000) / Number(sales!.gross)) / 10_000
        : 0,
      cogs,
      gross_profit: net - cogs,
      // Rounded half up from the exact fraction: dividing first would turn 0.73835 into 0.738349….
      gross_margin: net ? Math.round(((net - cogs) * 10_000) / net) / 10_000 : 0,
      uncosted_quantity: Number(costs!.uncosted),
      by_channel: ORDER_CHANNELS.map((channel) => ({
        channel,
        order_count: door(channel)?.n ?? 0,
        gross_sales: Number(door(channel)?.gross ?? 0),
      })),
    },
    series: new Map(series.map((r) => [r.label, { order_count: r.n, gross_sales: Number(r.gross) }])),
    statuses: new Map(statuses.map((r) => [Number(r.status), r.n])),
    top: top.map((r) => ({
      sku_id: r.sku_id,
      sku_name: r.sku_name,
      quantity: Number(r.quantity),
      gross_sales: Number(r.gross),
    })),
  };
}

/**
 * Paid orders at an outlet, with one line each, placed at the given instants (some after now),
 * each by a new customer unless one is given; every third line's cost is unknown. Returns a
 * function that deletes them again.
 */
let customerCount = 0;
async function placeOrdersAt(
  outletId: number,
  placements: { at: number; customerId?: number }[],
  /** Runs in each order's transaction before it commits. */
  beforeCommit?: () => Promise<void>,
) {
  const db = t.app.db;
  const [sku] = await db.select({ id: skus.id, price: skus.price }).from(skus).orderBy(skus.id).limit(1);
  const [slot] = await db.select({ id: timeslots.id }).from(timeslots).limit(1);
  const ids: number[] = [];
  for (const [i, p] of placements.entries()) {
    const customerId =
      p.customerId ??
      (
        await db
          .insert(customers)
          .values({ name: `Dashboard Check ${i}`, phoneNumber: `+6200000${++customerCount}` })
          .returning({ id: customers.id })
      )[0]!.id;
    const quantity = 2 + i;
    await db.transaction(async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({
          customerId,
          outletId,
          timeslotId: slot!.id,
          status: 100,
          subtotal: quantity * sku!.price,
          discountTotal: 1000,
          totalAmount: quantity * sku!.price - 1000,
          itemCount: quantity,
          createdAt: new Date(p.at),
        })
        .returning({ id: orders.id });
      await tx.insert(orderItems).values({
        orderId: order!.id,
        skuId: sku!.id,
        quantity,
        price: sku!.price,
        subtotal: quantity * sku!.price,
        cost: i % 3 === 2 ? null : quantity * 4000,
      });
      ids.push(order!.id);
      await beforeCommit?.();
    });
  }
  return async () => {
    await db.delete(orders).where(inArray(orders.id, ids));
  };
}

describe('dashboard analytics', () => {
  it('covers the last 7 Jakarta days up to now against the 7 before, with totals matching the orders', async () => {
    const res = await read(staff, 7);
    expect(res.response.status).toBe(200);
    const d = res.data!.data;
    const today = jakartaDate(Date.now());
    expect(d.days).toBe(7);
    expect(d.window.start_at).toBe(new Date(startOfJakartaDay(addDays(today, -6))).toISOString());
    expect(Date.parse(d.window.start_at) - Date.parse(d.previous_window.start_at)).toBe(7 * 24 * 3600 * 1000);
    expect(Date.parse(d.window.end_at) - Date.parse(d.previous_window.end_at)).toBe(7 * 24 * 3600 * 1000);

    const expected = await paidOrdersBetween(new Date(d.window.start_at), new Date(d.window.end_at));
    expect(d.totals.order_count).toBe(expected.n);
    expect(d.totals.gross_sales).toBe(expected.gross);
    expect(d.totals.order_count).toBeGreaterThan(50);
    const [paid] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoices)
      .where(and(gte(invoices.paidAt, new Date(d.window.start_at)), lt(invoices.paidAt, new Date(d.window.end_at))));
    expect(d.totals.paid_invoice_count).toBe(paid!.n);
    expect(d.previous_totals.order_count).toBe(
      (await paidOrdersBetween(new Date(d.previous_window.start_at), new Date(d.previous_window.end_at))).n,
    );

    expect(d.sales_series.map((p: { label: string }) => p.label)).toEqual(
      [-6, -5, -4, -3, -2, -1, 0].map((n) => addDays(today, n)),
    );
    expect(d.sales_series.reduce((sum: number, p: { order_count: number }) => sum + p.order_count, 0)).toBe(
      d.totals.order_count,
    );
    expect(d.sales_series.reduce((sum: number, p: { gross_sales: number }) => sum + p.gross_sales, 0)).toBe(
      d.totals.gross_sales,
    );
  });

  it('counts every status of the orders placed in the window, zeros included', async () => {
    const d = await analytics(staff, 30);
    expect(d.orders_by_status.map((s: { status: number }) => s.status)).toEqual([0, 100, 200, 300, 350, 400, 500]);
    const [placed] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(gte(orders.createdAt, new Date(d.window.start_at)), lt(orders.createdAt, new Date(d.window.end_at))));
    expect(d.orders_by_status.reduce((sum: number, s: { count: number }) => sum + s.count, 0)).toBe(placed!.n);
    expect(d.sales_series).toHaveLength(30);
    expect(d.totals.new_customer_count).toBeGreaterThan(0);
  });

  it('lists the five best sellers, most units first', async () => {
    const d = await analytics(staff, 30);
    expect(d.top_skus).toHaveLength(5);
    const quantities = d.top_skus.map((s: { quantity: number }) => s.quantity);
    expect(quantities).toEqual([...quantities].sort((a, b) => b - a));
    expect(d.top_skus[0]!.gross_sales).toBeGreaterThan(0);
  });

  it('shows the lines at or below their reorder minimum, fewest first', async () => {
    const d = await analytics(staff, 7);
    expect(d.low_stock_threshold).toBe(20);
    type Line = { sku_id: number; outlet_id: number; quantity: number; min_quantity: number | null };
    const lines = d.low_stock as Line[];
    // Every line the rules (or, without a rule, the fallback) call low, and nothing else.
    const expected = (
      (await t.app.db.execute(sql`
        select r.sku_id, r.outlet_id, coalesce(s.quantity, 0)::int as quantity, r.min_quantity
        from reorder_rules r left join inventory_stocks s on s.outlet_id = r.outlet_id and s.sku_id = r.sku_id
        where coalesce(s.quantity, 0) <= r.min_quantity
        union all
        select s.sku_id, s.outlet_id, s.quantity, null
        from inventory_stocks s join skus k on k.id = s.sku_id
        where k.is_watched and s.quantity < 20
          and not exists (select 1 from reorder_rules r where r.outlet_id = s.outlet_id and r.sku_id = s.sku_id)`)) as unknown as {
        rows: Line[];
      }
    ).rows;
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.some((line) => line.min_quantity !== null)).toBe(true);
    const key = (line: Line) => `${line.outlet_id}:${line.sku_id}:${line.quantity}:${line.min_quantity}`;
    expect(lines.map(key).sort()).toEqual(expected.slice(0, 50).map(key).sort());
    const quantities = lines.map((line) => line.quantity);
    expect(quantities).toEqual([...quantities].sort((a, b) => a - b));
  });

  it('defaults to today, hour by hour', async () => {
    const d = await analytics(staff);
    expect(d.days).toBe(1);
    expect(d.sales_series).toHaveLength(24);
    expect(d.sales_series[0]!.label).toBe('00:00');
    expect(d.sales_series[23]!.label).toBe('23:00');
    expect(d.sales_series.reduce((sum: number, p: { order_count: number }) => sum + p.order_count, 0)).toBe(
      d.totals.order_count,
    );
  });

  it("limits an outlet cashier's sales figures to their outlet, and stock warnings to those who see the stock", async () => {
    const [bandung] = await t.app.db.select().from(outlets).where(eq(outlets.name, 'Bandung Dago'));
    const mine = await analytics(cashier, 30);
    const all = await analytics(staff, 30);
    const expected = await paidOrdersBetween(
      new Date(mine.window.start_at),
      new Date(mine.window.end_at),
      eq(orders.outletId, bandung!.id),
    );
    expect(mine.totals.order_count).toBe(expected.n);
    expect(mine.totals.gross_sales).toBe(expected.gross);
    expect(expected.n).toBeGreaterThan(0);
    expect(mine.totals.order_count).toBeLessThan(all.totals.order_count);
    const [paid] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(
        and(
          gte(invoices.paidAt, new Date(mine.window.start_at)),
          lt(invoices.paidAt, new Date(mine.window.end_at)),
          eq(orders.outletId, bandung!.id),
        ),
      );
    expect(mine.totals.paid_invoice_count).toBe(paid!.n);
    const topQuantity = (d: { top_skus: { quantity: number }[] }) => d.top_skus.reduce((s, k) => s + k.quantity, 0);
    expect(topQuantity(mine)).toBeLessThan(topQuantity(all));
    // Lines running low at Bandung (by its reorder rules, or watched SKUs without one): its own only.
    const low = (await t.app.db.execute(sql`
      select r.sku_id from reorder_rules r left join inventory_stocks st on st.outlet_id = r.outlet_id and st.sku_id = r.sku_id
      where r.outlet_id = ${bandung!.id} and coalesce(st.quantity, 0) <= r.min_quantity
      union
      select st.sku_id from inventory_stocks st join skus s on s.id = st.sku_id
      where s.is_watched and st.outlet_id = ${bandung!.id} and st.quantity < ${mine.low_stock_threshold}
        and not exists (select 1 from reorder_rules r where r.outlet_id = st.outlet_id and r.sku_id = st.sku_id)`)) as unknown as {
      rows: { sku_id: number }[];
    };
    // The cashier does not see the stock, so gets no stock warnings; a store keeper there gets Bandung's.
    expect(mine.low_stock).toEqual([]);
    const keeper = await analytics(await t.asUser(['view_admin_order', 'view_admin_inventory'], bandung!.id), 30);
    expect(keeper.low_stock.length).toBeGreaterThan(0);
    expect(keeper.low_stock.every((row: { outlet_id: number }) => row.outlet_id === bandung!.id)).toBe(true);
    expect(keeper.low_stock.map((row: { sku_id: number }) => row.sku_id).sort()).toEqual(
      low.rows.map((row) => row.sku_id).sort(),
    );
    expect(keeper.low_stock).not.toEqual(all.low_stock);
  });

  it("gives the gross margin of paid orders from their lines' frozen costs, flags units without one and leaves cancelled orders out", async () => {
    const db = t.app.db;
    const [outlet] = await db.select({ id: outlets.id }).from(outlets).orderBy(outlets.id).limit(1);
    const [tea, milk] = await db.select({ id: skus.id }).from(skus).orderBy(skus.id).limit(2);
    // 10:00 WIB on 1 June 2019, years before the seeded business.
    const at = Date.parse('2019-06-01T03:00:00Z');
    const place = (status: 0 | 100, discount: number, lines: CostedLine[]) =>
      placeCostedOrder(db, { at: new Date(at), status, discount, lines });
    // Paid when placed, every cost known, its prices including 5,000 of PBJT and a 2,750 service
    // charge on top, rounded 50 down for cash: net 50,000 (before PBJT and charges), cost 19,000.
    const charged = await place(100, 5000, [
      { skuId: tea!.id, quantity: 2, cost: 16_000 },
      { skuId: milk!.id, quantity: 1, cost: 3000 },
    ]);
    await db
      .update(orders)
      .set({ serviceCharge: 2750, taxBase: 52_750, tax: 5000, taxIncluded: 5000, rounding: -50, totalAmount: 57_700 })
      .where(eq(orders.id, charged.id));
    // Placed unpaid, then paid and its costs frozen after: one known (7,000), one unknown (3 units). Net 80,000.
    const later = await place(0, 0, [
      { skuId: tea!.id, quantity: 1, cost: null },
      { skuId: milk!.id, quantity: 3, cost: null },
    ]);
    await db.update(orders).set({ status: 100 }).where(eq(orders.id, later.id));
    await db.update(orderItems).set({ cost: 7000 }).where(eq(orderItems.id, later.items[0]!));
    // Paid with its costs, then cancelled: counted nowhere.
    const cancelled = await place(100, 0, [{ skuId: tea!.id, quantity: 4, cost: 30_000 }]);
    await db.update(orders).set({ status: 500 }).where(eq(orders.id, cancelled.id));

    for (const [from, to] of [
      [at - 3 * HOUR, at + 5 * HOUR], // whole hours, from the rollup
      [at - 17 * MINUTE, at + 23 * MINUTE], // within one hour, from the orders
    ]) {
      const figures = await totals(db, { from: new Date(from!), to: new Date(to!), reach: { all: true } });
      expect(figures).toMatchObject({
        order_count: 2,
        net_sales: 130_000,
        average_order_value: 65_000,
        cogs: 26_000,
        gross_profit: 104_000,
        gross_margin: 0.8,
        uncosted_quantity: 3,
      });
    }
    const elsewhere = await totals(db, {
      from: new Date(at - HOUR),
      to: new Date(at + HOUR),
      reach: { all: false, ids: [outlet!.id + 1_000_000] },
    });
    expect(elsewhere).toMatchObject({ net_sales: 0, cogs: 0, gross_profit: 0, gross_margin: 0, uncosted_quantity: 0 });
  });

  it('shows no sales and no stock warnings to someone who may see neither orders, invoices nor reports', async () => {
    const editor = await t.newUser({ roles: [{ role: 'Menu Editor' }] });
    const d = await analytics(editor, 30);
    expect(d.totals).toEqual({
      order_count: 0,
      gross_sales: 0,
      average_order_value: 0,
      paid_invoice_count: 0,
      new_customer_count: 0,
      net_sales: 0,
      discount_total: 0,
      discount_share: 0,
      cogs: 0,
      gross_profit: 0,
      gross_margin: 0,
      uncosted_quantity: 0,
      by_channel: ORDER_CHANNELS.map((channel) => ({ channel, order_count: 0, gross_sales: 0 })),
    });
    expect(d.orders_by_status.every((s: { count: number }) => s.count === 0)).toBe(true);
    expect(d.top_skus).toEqual([]);
    expect(d.low_stock).toEqual([]);
  });

  it('agrees with the orders themselves for 1, 7 and 30 days and the windows before, for every outlet and one', async () => {
    const [bandung] = await t.app.db.select().from(outlets).where(eq(outlets.name, 'Bandung Dago'));
    const [kemang] = await t.app.db.select().from(outlets).where(eq(outlets.name, 'Jakarta Kemang'));
    const now = Date.now();
    // Orders on either side of where each window before this one ends (mid-hour, mid-day), orders
    // after now (which no window counts yet), and a customer whose first order is at another outlet
    // but who ordered at Bandung too: the cashier counts them as new, as the orders define it.
    const removeEdgeOrders = await placeOrdersAt(
      bandung!.id,
      [1, 7, 30].flatMap((days) => [{ at: now - days * DAY - 90_000 }, { at: now - days * DAY + 90_000 }]),
    );
    const removeLaterOrders = await placeOrdersAt(bandung!.id, [{ at: now + 5 * MINUTE }, { at: now + 2 * HOUR }]);
    const removeFirstElsewhere = await placeOrdersAt(kemang!.id, [{ at: now - 2000 }]);
    const [first] = await t.app.db
      .select({ customerId: orders.customerId })
      .from(orders)
      .where(eq(orders.outletId, kemang!.id))
      .orderBy(desc(orders.id))
      .limit(1);
    const removeThenBandung = await placeOrdersAt(bandung!.id, [{ at: now - 1000, customerId: first!.customerId! }]);
    try {
      for (const [who, user, outlet] of [
        ['admin', staff, sql`true`],
        ['cashier', cashier, eq(orders.outletId, bandung!.id)],
      ] as const) {
        for (const days of [1, 7, 30] as const) {
          const d = await analytics(user, days);
          const span = (w: { start_at: string; end_at: string }) => [new Date(w.start_at), new Date(w.end_at)] as const;
          const current = await fromOrders(...span(d.window), outlet, days === 1);
          const previous = await fromOrders(...span(d.previous_window), outlet, days === 1);
          const context = `${who}, ${days} days`;
          expect(d.totals, context).toEqual(current.totals);
          expect(d.previous_totals, context).toEqual(previous.totals);
          expect(
            d.sales_series.map((p: { label: string; order_count: number; gross_sales: number }) => [
              p.label,
              p.order_count,
              p.gross_sales,
            ]),
            context,
          ).toEqual(
            d.sales_series.map((p: { label: string }) => [
              p.label,
              current.series.get(p.label)?.order_count ?? 0,
              current.series.get(p.label)?.gross_sales ?? 0,
            ]),
          );
          expect(
            d.orders_by_status.reduce((n: number, s: { count: number }) => n + s.count, 0),
            context,
          ).toBe([...current.statuses.values()].reduce((n, c) => n + c, 0));
          for (const s of d.orders_by_status as { status: number; count: number }[])
            expect(s.count, `${context}, status ${s.status}`).toBe(current.statuses.get(s.status) ?? 0);
          expect(d.top_skus, context).toEqual(current.top);
          expect(current.totals.order_count, context).toBeGreaterThan(0);
        }
      }
    } finally {
      await removeThenBandung();
      await removeFirstElsewhere();
      await removeLaterOrders();
      await removeEdgeOrders();
    }
  });

  it('agrees with the orders themselves over windows that start and end anywhere in an hour or a day', async () => {
    const [bandung] = await t.app.db.select().from(outlets).where(eq(outlets.name, 'Bandung Dago'));
    const today = startOfJakartaDay(jakartaDate(Date.now()));
    const at = (days: number, hours = 0, minutes = 0, seconds = 0) =>
      today + days * DAY + hours * HOUR + minutes * MINUTE + seconds * 1000;
    const windows: [number, number][] = [
      [at(-5, 13, 10, 7), at(-2, 9, 50)], // late in the first hour and day, early in the last day
      [at(-5, 9, 50), at(-2, 18, 10, 30)], // the other way round
      [at(-8, 12, 45), at(-8, 13, 5)], // across one hour
      [at(-1, 10, 5), at(-1, 10, 55)], // within one hour
      [at(-20), at(-6, 19, 30, 30)], // from a Jakarta midnight
      [at(-3, 11), at(-3, 17)], // whole hours within one day
      [at(-1, 10), at(-1, 10)], // empty
    ];
    const reaches: [OutletReach, SQL][] = [
      [{ all: true }, sql`true`],
      [{ all: false, ids: [bandung!.id] }, eq(orders.outletId, bandung!.id)],
      [{ all: false, ids: [] }, sql`false`],
    ];
    for (const [from, to] of windows)
      for (const [reach, outlet] of reaches)
        for (const hourly of [true, false]) {
          const w: Window = { from: new Date(from), to: new Date(to), reach };
          const context = `${w.from.toISOString()} to ${w.to.toISOString()}, ${JSON.stringify(reach)}`;
          const expected = await fromOrders(w.from, w.to, outlet, hourly);
          expect(await totals(t.app.db, w), context).toEqual(expected.totals);
          expect(await salesByBucket(t.app.db, w, hourly), context).toEqual(expected.series);
          expect(await countByStatus(t.app.db, w), context).toEqual(expected.statuses);
          expect(await topSkus(t.app.db, w), context).toEqual(expected.top);
        }
  });

  it('stays exact as invoices are paid, refunded, re-timed and deleted and orders move outlet, customer or time', async () => {
    const db = t.app.db;
    const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    /** The dashboard's own rollups next to their recomputation: every difference, none expected. */
    const differences = async () => ({
      invoices: await rows(sql`
        with fresh as (
          select (i.paid_at at time zone 'Asia/Jakarta')::date as paid_on,
                 extract(hour from i.paid_at at time zone 'Asia/Jakarta')::int as hour, o.outlet_id, count(*)::int as n
          from invoices i join orders o on o.id = i.order_id where i.paid_at is not null group by 1, 2, 3),
        kept as (select paid_on, hour::int, outlet_id, sum(invoice_count)::int as n from invoices_paid_by_hour
                 group by 1, 2, 3 having sum(invoice_count) <> 0)
        (select 'missing' as what, * from fresh except select 'missing', * from kept)
        union all (select 'extra', * from kept except select 'extra', * from fresh)`),
      firstAtOutlet: await rows(sql`
        with fresh as (
          select customer_id, outlet_id, min(created_at) as first_order_at,
                 min(min(created_at)) over (partition by customer_id) as customer_first_order_at
          from orders where customer_id is not null group by 1, 2)
        (select * from fresh except select * from customer_outlet_first_orders)
        union all (select * from customer_outlet_first_orders except select * from fresh)`),
      firstAnywhere: await rows(sql`
        with fresh as (select customer_id, min(created_at) as first_order_at from orders where customer_id is not null group by 1)
        (select * from fresh except select * from customer_first_orders)
        union all (select * from customer_first_orders except select * from fresh)`),
    });
    expect(await differences()).toEqual({ invoices: [], firstAtOutlet: [], firstAnywhere: [] });

    const [bandung] = await db.select().from(outlets).where(eq(outlets.name, 'Bandung Dago'));
    const [kemang] = await db.select().from(outlets).where(eq(outlets.name, 'Jakarta Kemang'));
    const now = Date.now();
    const recent = (status: string) =>
      rows<{ order_id: number; invoice_id: number; customer_id: number }>(sql`
        select o.id as order_id, i.id as invoice_id, o.customer_id from orders o join invoices i on i.order_id = o.id
        where o.outlet_id <> ${bandung!.id} and o.customer_id is not null and o.created_at > ${new Date(now - 10 * DAY).toISOString()}::timestamptz
          and ${sql.raw(status)} order by o.id desc limit 4`);
    const paid = await recent('i.paid_at is not null');
    const unpaid = await recent('i.paid_at is null');
    expect(paid).toHaveLength(4);
    expect(unpaid.length).toBeGreaterThan(1);
    // Paid now, refunded (still paid), paid again at another time, an invoice deleted on its own.
    await db
      .update(invoices)
      .set({ status: 100, paidAt: new Date(now - 1000) })
      .where(eq(invoices.id, unpaid[0]!.invoice_id));
    await db.update(invoices).set({ status: 400 }).where(eq(invoices.id, paid[0]!.invoice_id));
    await db
      .update(invoices)
      .set({ paidAt: new Date(now - 3 * DAY - 17 * MINUTE) })
      .where(eq(invoices.id, paid[1]!.invoice_id));
    await db.delete(invoices).where(eq(invoices.id, unpaid[1]!.invoice_id));
    // An order with a paid invoice moved to Bandung, and one deleted with its invoice and lines.
    await db.update(orders).set({ outletId: bandung!.id }).where(eq(orders.id, paid[1]!.order_id));
    await db.delete(orders).where(eq(orders.id, paid[3]!.order_id));
    // Two orders by a customer new today at two outlets, one of them deleted again.
    const remove = await placeOrdersAt(kemang!.id, [{ at: now - 4000 }]);
    const [fresh] = await db.select({ customerId: orders.customerId }).from(orders).orderBy(desc(orders.id)).limit(1);
    await placeOrdersAt(bandung!.id, [{ at: now - 3000, customerId: fresh!.customerId! }]);
    await remove();
    // A new customer's first two orders written at once at two outlets, the earlier one committed last.
    const [newcomer] = await db
      .insert(customers)
      .values({ name: 'Dashboard Newcomer', phoneNumber: `+6200000${++customerCount}` })
      .returning({ id: customers.id });
    let second: Promise<unknown> | undefined;
    await placeOrdersAt(kemang!.id, [{ at: now - 2000, customerId: newcomer!.id }], async () => {
      second ??= placeOrdersAt(bandung!.id, [{ at: now - 2500, customerId: newcomer!.id }]);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await second;
    expect(await differences()).toEqual({ invoices: [], firstAtOutlet: [], firstAnywhere: [] });

    const today = startOfJakartaDay(jakartaDate(now));
    for (const [from, to] of [
      [today - 6 * DAY, now],
      [today - 13 * DAY, now - 7 * DAY],
      [today - 29 * DAY + 7 * HOUR + 13 * MINUTE, now - 2 * DAY],
    ] as const)
      for (const [reach, outlet] of [
        [{ all: true }, sql`true`],
        [{ all: false, ids: [bandung!.id, kemang!.id] }, inArray(orders.outletId, [bandung!.id, kemang!.id])],
      ] as [OutletReach, SQL][]) {
        const w: Window = { from: new Date(from), to: new Date(to), reach };
        const expected = await fromOrders(w.from, w.to, outlet, false);
        const context = `${w.from.toISOString()} to ${w.to.toISOString()}, ${JSON.stringify(reach)}`;
        expect(await totals(db, w), context).toEqual(expected.totals);
        expect(await salesByBucket(db, w, false), context).toEqual(expected.series);
        expect(await countByStatus(db, w), context).toEqual(expected.statuses);
        expect(await topSkus(db, w), context).toEqual(expected.top);
      }

    // An order given to another customer, and one placed earlier: the first orders per outlet follow.
    await db.update(orders).set({ customerId: paid[0]!.customer_id }).where(eq(orders.id, paid[2]!.order_id));
    await db
      .update(orders)
      .set({ createdAt: new Date(now - 6 * DAY - 5 * HOUR) })
      .where(eq(orders.id, paid[0]!.order_id));
    expect(await differences()).toEqual({ invoices: [], firstAtOutlet: [], firstAnywhere: [] });

    // The newcomer's first order moved days back, and the customer new today left without orders:
    // neither is new today any more.
    await db
      .update(orders)
      .set({ createdAt: new Date(now - 3 * DAY) })
      .where(and(eq(orders.customerId, newcomer!.id), eq(orders.outletId, bandung!.id)));
    await db.update(orders).set({ customerId: newcomer!.id }).where(eq(orders.customerId, fresh!.customerId!));
    expect(await differences()).toEqual({ invoices: [], firstAtOutlet: [], firstAnywhere: [] });
    const newToday = await totals(db, { from: new Date(today), to: new Date(now), reach: { all: true } });
    expect(newToday.new_customer_count).toBe(
      (await fromOrders(new Date(today), new Date(now), sql`true`, true)).totals.new_customer_count,
    );
  });

  it('refuses anyone not signed in', async () => {
    const res = await read(t.api(), 7);
    expect(res.response.status).toBe(401);
  });
});
