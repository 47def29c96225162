// Dashboard analytics over the seeded business: the window and the one before it, totals that
// agree with the orders and invoices in the database, a series with every hour or day, every
// status, the best sellers and the watched SKUs running low. Any signed-in user may read it; the
// sales figures cover the outlets where they may see orders, invoices or reports.
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders, outlets } from '../../src/db/schema';
import { addDays, jakartaDate, startOfJakartaDay } from '../../src/lib/jakarta-time';
import { createTestApp, DEMO_ADMIN, DEMO_STAFF, type TestApp } from '../helpers/test-app';

let t: TestApp;
/** The Super Admin: every outlet. */
let staff: string;
/** The Outlet Cashier at Bandung Dago. */
let cashier: string;

beforeAll(async () => {
  t = await createTestApp({}, { orders: 3000 });
  staff = await t.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
  cashier = await t.signIn(DEMO_STAFF.email, DEMO_STAFF.password);
}, 120_000);
afterAll(() => t.close());

async function paidOrdersBetween(from: Date, to: Date, where: SQL = sql`true`) {
  const [row] = await t.app.db
    .select({ n: sql<number>`count(*)::int`, gross: sql<string>`coalesce(sum(${orders.subtotal}), 0)` })
    .from(orders)
    .where(
      and(gte(orders.createdAt, from), lt(orders.createdAt, to), sql`${orders.status} between 100 and 400`, where),
    );
  return { n: row!.n, gross: Number(row!.gross) };
}

describe('dashboard analytics', () => {
  it('covers the last 7 Jakarta days up to now against the 7 before, with totals matching the orders', async () => {
    const res = await t.request('GET', '/adm/v1/dashboard/analytics?days=7', { token: staff });
    expect(res.status).toBe(200);
    const d = res.body.data;
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
    const d = (await t.request('GET', '/adm/v1/dashboard/analytics?days=30', { token: staff })).body.data;
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
    const d = (await t.request('GET', '/adm/v1/dashboard/analytics?days=30', { token: staff })).body.data;
    expect(d.top_skus).toHaveLength(5);
    const quantities = d.top_skus.map((s: { quantity: number }) => s.quantity);
    expect(quantities).toEqual([...quantities].sort((a, b) => b - a));
    expect(d.top_skus[0].gross_sales).toBeGreaterThan(0);
  });

  it('shows watched SKUs under the threshold, fewest first', async () => {
    const d = (await t.request('GET', '/adm/v1/dashboard/analytics?days=7', { token: staff })).body.data;
    expect(d.low_stock_threshold).toBe(20);
    expect(d.low_stock.map((s: { sku_name: string; quantity: number }) => [s.sku_name, s.quantity])).toEqual([
      ['Cheese Foam Oolong', 6],
      ['Matcha Latte', 12],
    ]);
  });

  it('defaults to today, hour by hour', async () => {
    const d = (await t.request('GET', '/adm/v1/dashboard/analytics', { token: staff })).body.data;
    expect(d.days).toBe(1);
    expect(d.sales_series).toHaveLength(24);
    expect(d.sales_series[0].label).toBe('00:00');
    expect(d.sales_series[23].label).toBe('23:00');
    expect(d.sales_series.reduce((sum: number, p: { order_count: number }) => sum + p.order_count, 0)).toBe(
      d.totals.order_count,
    );
  });

  it("limits an outlet cashier's sales figures to their outlet, and keeps the stock warnings", async () => {
    const [bandung] = await t.app.db.select().from(outlets).where(eq(outlets.name, 'Bandung Dago'));
    const mine = (await t.request('GET', '/adm/v1/dashboard/analytics?days=30', { token: cashier })).body.data;
    const all = (await t.request('GET', '/adm/v1/dashboard/analytics?days=30', { token: staff })).body.data;
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
    expect(mine.low_stock).toEqual(all.low_stock);
  });

  it('shows no sales to someone who may see neither orders, invoices nor reports', async () => {
    const editor = await t.newUser({ roles: [{ role: 'Menu Editor' }] });
    const d = (await t.request('GET', '/adm/v1/dashboard/analytics?days=30', { token: editor.token })).body.data;
    expect(d.totals).toEqual({
      order_count: 0,
      gross_sales: 0,
      average_order_value: 0,
      paid_invoice_count: 0,
      new_customer_count: 0,
    });
    expect(d.orders_by_status.every((s: { count: number }) => s.count === 0)).toBe(true);
    expect(d.top_skus).toEqual([]);
    expect(d.low_stock).toHaveLength(2);
  });

  it('refuses anyone not signed in', async () => {
    const res = await t.request('GET', '/adm/v1/dashboard/analytics?days=7');
    expect(res.status).toBe(401);
  });
});
