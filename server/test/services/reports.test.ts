// Sales, inventory and purchase-order reports over the seeded business: every period present, the
// summary over the whole range, the same figures as the dashboard and the exports, each filter, the
// user's outlets, Jakarta days, and the range limits.
import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  customers,
  inventoryStocks,
  ORDER_CHANNELS,
  orderItems,
  orders,
  outlets,
  purchaseOrderItems,
  purchaseOrders,
  skus,
  timeslots,
} from '../../src/db/schema';
import { addDays, jakartaDate } from '../../src/lib/jakarta-time';
import { exportWords } from '../../src/services/reports/export-headers';
import type { components, operations } from '../../../generated/schema';
import { changeOrderStatus } from '../../src/services/orders/writes';
import { catalogue, tree } from '../../../scripts/i18n/catalogue';
import type { ApiClient } from '../helpers/api-client';
import { orderFixtures } from '../helpers/orders';
import { placeCostedOrder, type CostedLine } from '../helpers/sales';
import { build } from '../helpers/test-app';

const t = await build({ seed: { orders: 3000 } });
const admin = await t.asAdmin();
const today = jakartaDate(Date.now());
const last30 = { start_date: addDays(today, -29), end_date: today };

const sales = (query: operations['getSalesReport']['parameters']['query'], user: ApiClient = admin) =>
  user.GET('/adm/v1/reports/sales', { params: { query: { size: 100, ...query } } });

type SalesRow = components['schemas']['SalesReportRow'];
type InventoryRow = components['schemas']['InventoryReportRow'];
const sum = <T>(rows: T[], key: keyof T) => rows.reduce((n, r) => n + Number(r[key]), 0);

/** Paid orders placed on the Jakarta days of the range, straight from the orders. */
async function paidOrders(start: string, end: string, where = sql`true`) {
  const [row] = await t.app.db
    .select({
      n: sql<number>`count(*)::int`,
      gross: sql<string>`coalesce(sum(${orders.subtotal}), 0)`,
      discount: sql<string>`coalesce(sum(${orders.discountTotal}), 0)`,
      items: sql<string>`coalesce(sum(${orders.itemCount}), 0)`,
      taxIncluded: sql<string>`coalesce(sum(${orders.taxIncluded}), 0)`,
      serviceCharge: sql<string>`coalesce(sum(${orders.serviceCharge}), 0)`,
      tax: sql<string>`coalesce(sum(${orders.tax}), 0)`,
      rounding: sql<string>`coalesce(sum(${orders.rounding}), 0)`,
    })
    .from(orders)
    .where(and(sql`${orders.placedOn} between ${start} and ${end}`, sql`${orders.status} between 100 and 400`, where));
  return {
    n: row!.n,
    gross: Number(row!.gross),
    discount: Number(row!.discount),
    items: Number(row!.items),
    taxIncluded: Number(row!.taxIncluded),
    serviceCharge: Number(row!.serviceCharge),
    tax: Number(row!.tax),
    rounding: Number(row!.rounding),
  };
}

function parseCsv(text: string): string[][] {
  return text
    .trim()
    .split('\n')
    .map((line) => line.split(','));
}

describe('sales report', () => {
  it('agrees to the rupiah three ways over 30 days: daily rows, the monthly summary and the dashboard', async () => {
    const daily = (await sales({ ...last30, type: 'daily' })).data!;
    const monthly = (await sales({ ...last30, type: 'month' })).data!;
    const dashboard = (await admin.GET('/adm/v1/dashboard/analytics', { params: { query: { days: 30 } } })).data!.data;
    expect(daily.data).toHaveLength(30);
    expect(sum(daily.data, 'gross_sales')).toBe(monthly.summary.gross_sales);
    expect(monthly.summary.gross_sales).toBe(dashboard.totals.gross_sales);
    expect(sum(daily.data, 'order_count')).toBe(dashboard.totals.order_count);
    expect(monthly.summary.order_count).toBe(dashboard.totals.order_count);
    expect(monthly.summary.average_order_value).toBe(dashboard.totals.average_order_value);
    expect(daily.summary).toEqual(monthly.summary);
    const direct = await paidOrders(last30.start_date, last30.end_date);
    expect(daily.summary).toMatchObject({
      order_count: direct.n,
      gross_sales: direct.gross,
      discount_total: direct.discount,
      // Net sales are before PBJT and charges: the PBJT inside the demo chain's prices is left out.
      net_sales: direct.gross - direct.discount - direct.taxIncluded,
      service_charge: direct.serviceCharge,
      tax: direct.tax,
      rounding: direct.rounding,
      items_sold: direct.items,
    });
    expect(direct.n).toBeGreaterThan(100);
    expect(direct.taxIncluded).toBeGreaterThan(0);
  });

  it('splits orders and gross sales by channel the same way in the rows, the summary and the dashboard', async () => {
    const daily = (await sales({ ...last30, type: 'daily' })).data!;
    const weekly = (await sales({ ...last30, type: 'week' })).data!;
    const dashboard = (await admin.GET('/adm/v1/dashboard/analytics', { params: { query: { days: 30 } } })).data!.data;
    const part = (split: SalesRow['by_channel'], channel: string) => split.find((x) => x.channel === channel)!;
    for (const channel of ORDER_CHANNELS) {
      const direct = await paidOrders(last30.start_date, last30.end_date, eq(orders.channel, channel));
      const expected = { channel, order_count: direct.n, gross_sales: direct.gross };
      expect(part(daily.summary.by_channel, channel)).toEqual(expected);
      expect(part(weekly.summary.by_channel, channel)).toEqual(expected);
      expect(part(dashboard.totals.by_channel, channel)).toEqual(expected);
      const rows = daily.data.map((row) => part(row.by_channel, channel));
      expect(sum(rows, 'order_count')).toBe(direct.n);
      expect(sum(rows, 'gross_sales')).toBe(direct.gross);
      // The demo sells at both of the chain's own doors.
      if (channel === 'app' || channel === 'counter') expect(direct.n).toBeGreaterThan(50);
    }
    for (const row of [...daily.data, daily.summary]) {
      expect(sum(row.by_channel, 'order_count')).toBe(row.order_count);
      expect(sum(row.by_channel, 'gross_sales')).toBe(row.gross_sales);
    }
    // A day's counter sales straight from its orders.
    const day = daily.data.at(-2)!;
    const direct = await paidOrders(day.period_start, day.period_end, eq(orders.channel, 'counter'));
    expect(part(day.by_channel, 'counter')).toEqual({
      channel: 'counter',
      order_count: direct.n,
      gross_sales: direct.gross,
    });
  });

  it('lists every period of the range oldest first, zeros included, and pages them', async () => {
    const start = addDays(today, -120);
    const res = await sales({ start_date: start, end_date: today, type: 'week', size: 5, page: 2 });
    expect(res.response.status).toBe(200);
    const all = (await sales({ start_date: start, end_date: today, type: 'week' })).data!;
    expect(res.data!.meta).toEqual({ page: 2, size: 5, total: all.data.length });
    expect(res.data!.data).toEqual(all.data.slice(5, 10));
    expect(all.data[0]!.period_start).toBe(start);
    expect(all.data.at(-1)!.period_end).toBe(today);
    expect(all.data[0]!.order_count).toBe(0); // before the seeded 90 days
    expect(all.data[0]!.average_order_value).toBe(0);
    for (let i = 1; i < all.data.length; i++)
      expect(all.data[i]!.period_start).toBe(addDays(all.data[i - 1]!.period_end, 1));
    expect(all.data.every((r) => /^\d{4}-W\d{2}$/.test(String(r.period_label)))).toBe(true);
    expect(all.summary.gross_sales).toBe(sum(all.data, 'gross_sales'));
  });

  it('counts an order by the Jakarta day it was placed, midnight WIB being the boundary', async () => {
    const [outlet] = await t.app.db.select({ id: outlets.id }).from(outlets).limit(1);
    const [customer] = await t.app.db.select({ id: customers.id }).from(customers).limit(1);
    const [slot] = await t.app.db.select({ id: timeslots.id }).from(timeslots).limit(1);
    const order = (createdAt: string, subtotal: number) => ({
      customerId: customer!.id,
      outletId: outlet!.id,
      timeslotId: slot!.id,
      status: 400 as const,
      subtotal,
      totalAmount: subtotal,
      itemCount: 1,
      createdAt: new Date(createdAt),
    });
    // 23:59:59 WIB on 1 Jan 2020, and 00:00 WIB on 2 Jan: years before the seeded business.
    await t.app.db
      .insert(orders)
      .values([order('2020-01-01T16:59:59Z', 10_000), order('2020-01-01T17:00:00Z', 25_000)]);
    const rows = (await sales({ start_date: '2020-01-01', end_date: '2020-01-02' })).data!.data;
    expect(rows.map((r) => [r.period_label, r.order_count, r.gross_sales])).toEqual([
      ['2020-01-01', 1, 10_000],
      ['2020-01-02', 1, 25_000],
    ]);
  });

  it('counts the cost of goods frozen on paid lines, flags units without a cost and leaves cancelled orders out', async () => {
    const db = t.app.db;
    const [tea, milk] = await db.select({ id: skus.id }).from(skus).orderBy(skus.id).limit(2);
    const place = (day: string, status: 0 | 100, discount: number, lines: CostedLine[]) =>
      placeCostedOrder(db, { at: new Date(`${day}T03:00:00Z`), status, discount, lines });
    // 1 March 2021, years before the seeded business: paid when placed, every cost known.
    await place('2021-03-01', 100, 6000, [
      { skuId: tea!.id, quantity: 2, cost: 16_000 },
      { skuId: milk!.id, quantity: 1, cost: 3000 },
    ]);
    // 2 March: placed unpaid, paid, then its costs frozen: one line's known, the other's (3 units) unknown.
    const later = await place('2021-03-02', 0, 0, [
      { skuId: tea!.id, quantity: 1, cost: null },
      { skuId: milk!.id, quantity: 3, cost: null },
    ]);
    await db.update(orders).set({ status: 100 }).where(eq(orders.id, later.id));
    await db.update(orderItems).set({ cost: 7000 }).where(eq(orderItems.id, later.items[0]!));
    // 3 March: paid with its costs, then cancelled.
    const cancelled = await place('2021-03-03', 100, 0, [{ skuId: tea!.id, quantity: 4, cost: 30_000 }]);
    await db.update(orders).set({ status: 500 }).where(eq(orders.id, cancelled.id));

    const range = { start_date: '2021-03-01', end_date: '2021-03-03' };
    const body = (await sales(range)).data!;
    expect(body.data.map((r) => [r.period_label, r.net_sales, r.cogs, r.gross_profit, r.uncosted_quantity])).toEqual([
      ['2021-03-01', 54_000, 19_000, 35_000, 0],
      ['2021-03-02', 80_000, 7000, 73_000, 3],
      ['2021-03-03', 0, 0, 0, 0],
    ]);
    expect(body.summary).toMatchObject({
      net_sales: 134_000,
      cogs: 26_000,
      gross_profit: 108_000,
      uncosted_quantity: 3,
    });
    // The same from the SKU rollup: the discount shared over the lines (6,000 × 40,000 ÷ 60,000 on tea).
    const teaOnly = (await sales({ ...range, sku_ids: [tea!.id] })).data!.summary;
    expect(teaOnly).toMatchObject({ net_sales: 56_000, cogs: 23_000, gross_profit: 33_000, uncosted_quantity: 0 });
    const both = (await sales({ ...range, sku_ids: [tea!.id, milk!.id] })).data!.summary;
    expect(both).toMatchObject({ net_sales: 134_000, cogs: 26_000, gross_profit: 108_000, uncosted_quantity: 3 });
    const csv = await admin.GET('/adm/v1/reports/sales/export', { params: { query: range }, parseAs: 'text' });
    // COGS, gross profit and items without cost, before the channels' columns.
    expect(parseCsv(csv.data!).at(-1)!.slice(12, 15)).toEqual(['26000', '108000', '3']);
  });

  it('takes the cost frozen when the desk marks an order paid, and gives it up when the order is cancelled', async () => {
    const fx = orderFixtures(t);
    const [thaiTea] = await fx.ensureMenu();
    // Thai Tea (no recipe: one unit of itself) at Rp 8,000 a unit; Boba Milk has no cost yet.
    await t.app.db.update(skus).set({ avgCostMilli: 8_000_000 }).where(eq(skus.id, thaiTea!));
    const today = { start_date: jakartaDate(Date.now()), end_date: jakartaDate(Date.now()) };
    const before = (await sales(today)).data!.summary;
    const { id } = await fx.makeOrder({ status: 0 });
    expect((await sales(today)).data!.summary).toEqual(before);
    await changeOrderStatus(t.app.db, id, { status: 100, payment: { method: 'qris_static' } }, t.seed.adminId, {
      all: true,
    });
    const paid = (await sales(today)).data!.summary;
    // Two Thai Teas costed, one Boba Milk without a cost.
    expect(paid.cogs - before.cogs).toBe(16_000);
    expect(paid.uncosted_quantity - before.uncosted_quantity).toBe(1);
    expect(paid.gross_profit - before.gross_profit).toBe(paid.net_sales - before.net_sales - 16_000);
    await changeOrderStatus(t.app.db, id, { status: 500 }, t.seed.adminId, { all: true });
    expect((await sales(today)).data!.summary).toEqual(before);
  });

  it('filters by outlet, owner and area, and covers only the outlets where a USER role holds the scope', async () => {
    const [bandung] = await t.app.db.select().from(outlets).where(eq(outlets.name, 'Bandung Dago'));
    const expected = await paidOrders(last30.start_date, last30.end_date, eq(orders.outletId, bandung!.id));
    const byOutlet = (await sales({ ...last30, outlet_ids: [bandung!.id] })).data!.summary;
    expect(byOutlet.gross_sales).toBe(expected.gross);
    expect(byOutlet.order_count).toBe(expected.n);
    expect((await sales({ ...last30, area_ids: [bandung!.areaId] })).data!.summary.gross_sales).toBe(
      (
        await paidOrders(
          last30.start_date,
          last30.end_date,
          sql`${orders.outletId} in (select id from outlets where area_id = ${bandung!.areaId})`,
        )
      ).gross,
    );
    if (bandung!.ownerId !== null)
      expect((await sales({ ...last30, owner_ids: [bandung!.ownerId] })).data!.summary.gross_sales).toBe(
        (
          await paidOrders(
            last30.start_date,
            last30.end_date,
            sql`${orders.outletId} in (select id from outlets where owner_id = ${bandung!.ownerId})`,
          )
        ).gross,
      );

    // The reports at one outlet: view_admin_user through a USER role there.
    const reporter = await t.asUser(['view_admin_user'], bandung!.id);
    expect((await sales(last30, reporter)).data!.summary).toEqual(byOutlet);
    const [other] = await t.app.db.select().from(outlets).where(eq(outlets.name, 'Jakarta Kemang'));
    expect((await sales({ ...last30, outlet_ids: [other!.id] }, reporter)).data!.summary.order_count).toBe(0);
  });

  it('with SKUs counts only their lines, orders holding one, and a share of each order discount', async () => {
    const top = await t.app.db
      .select({ skuId: orderItems.skuId, n: sql<number>`count(*)::int` })
      .from(orderItems)
      .groupBy(orderItems.skuId)
      .orderBy(sql`2 desc`)
      .limit(2);
    const skuIds = top.map((s) => s.skuId);
    const [direct] = (
      (await t.app.db.execute(sql`
      select count(distinct o.id)::int as orders, sum(i.quantity)::int as items, sum(i.subtotal)::int as gross,
             round(sum(o.discount_total::numeric * i.subtotal / o.subtotal))::int as discount
      from orders o join order_items i on i.order_id = o.id
      where o.placed_on between ${last30.start_date} and ${last30.end_date} and o.status between 100 and 400
        and i.sku_id in (${skuIds[0]}, ${skuIds[1]})`)) as unknown as { rows: Record<string, number>[] }
    ).rows;
    const body = (await sales({ ...last30, sku_ids: skuIds })).data!;
    // By channel, the chosen SKUs' lines too: the other doors' read from their orders, the parts adding up.
    const others = ORDER_CHANNELS.filter((channel) => channel !== 'app');
    const read = new Map<string, { orders: number; gross: number }>();
    for (const channel of others) {
      const [row] = (
        (await t.app.db.execute(sql`
        select count(distinct o.id)::int as orders, coalesce(sum(i.subtotal), 0)::int as gross
        from orders o join order_items i on i.order_id = o.id
        where o.placed_on between ${last30.start_date} and ${last30.end_date} and o.status between 100 and 400
          and o.channel = ${channel} and i.sku_id in (${skuIds[0]}, ${skuIds[1]})`)) as unknown as {
          rows: { orders: number; gross: number }[];
        }
      ).rows;
      read.set(channel, row!);
    }
    const readSum = (key: 'orders' | 'gross') => [...read.values()].reduce((n, x) => n + x[key], 0);
    expect(body.summary.by_channel).toEqual([
      {
        channel: 'app',
        order_count: direct!.orders! - readSum('orders'),
        gross_sales: direct!.gross! - readSum('gross'),
      },
      ...others.map((channel) => ({
        channel,
        order_count: read.get(channel)!.orders,
        gross_sales: read.get(channel)!.gross,
      })),
    ]);
    expect(read.get('counter')!.orders).toBeGreaterThan(0);
    expect(body.summary).toMatchObject({
      order_count: direct!.orders,
      items_sold: direct!.items,
      gross_sales: direct!.gross,
      discount_total: direct!.discount,
    });
    expect(sum(body.data, 'discount_total')).toBe(body.summary.discount_total);
    expect(sum(body.data, 'order_count')).toBe(body.summary.order_count);
    const one = (await sales({ ...last30, sku_ids: [skuIds[0]!] })).data!.summary;
    expect(one.order_count).toBeLessThan(body.summary.order_count);
    expect(one.order_count).toBeGreaterThan(0);
    // Orders holding both count once.
    const other = (await sales({ ...last30, sku_ids: [skuIds[1]!] })).data!.summary;
    expect(body.summary.order_count).toBeLessThan(one.order_count + other.order_count);
    // Per day and per outlet too: each row counts the orders of its day holding either SKU.
    const [outlet] = await t.app.db.select({ id: outlets.id }).from(outlets).orderBy(outlets.id).limit(1);
    const perDay = (
      (await t.app.db.execute(sql`
      select to_char(o.placed_on, 'YYYY-MM-DD') as day, count(distinct o.id)::int as orders
      from orders o join order_items i on i.order_id = o.id
      where o.placed_on between ${last30.start_date} and ${last30.end_date} and o.status between 100 and 400
        and o.outlet_id = ${outlet!.id} and i.sku_id in (${skuIds[0]}, ${skuIds[1]})
      group by 1`)) as unknown as { rows: { day: string; orders: number }[] }
    ).rows;
    const atOutlet = (await sales({ ...last30, sku_ids: skuIds, outlet_ids: [outlet!.id] })).data!;
    expect(
      Object.fromEntries(atOutlet.data.filter((r) => r.order_count > 0).map((r) => [r.period_start, r.order_count])),
    ).toEqual(Object.fromEntries(perDay.map((r) => [r.day, r.orders])));
  });

  it('refuses a range that ends before it starts or is longer than 366 days', async () => {
    const backwards = await sales({ start_date: '2026-03-02', end_date: '2026-03-01' });
    expect(backwards.response.status).toBe(400);
    expect(backwards.error!.errors[0]).toEqual({ detail: 'End date must not be before start date', field: 'end_date' });
    expect((await sales({ start_date: '2025-01-01', end_date: '2026-01-01' })).response.status).toBe(200);
    const long = await admin.GET('/adm/v1/reports/sales/export', {
      params: { query: { start_date: '2025-01-01', end_date: '2026-01-02' } },
    });
    expect(long.response.status).toBe(400);
    expect(long.error!.errors[0]!.field).toBe('end_date');
  });

  it('needs view_admin_user', async () => {
    const cashier = await t.asStaff();
    expect((await sales(last30, cashier)).response.status).toBe(403);
    expect((await t.api().GET('/adm/v1/reports/sales', { params: { query: last30 } })).response.status).toBe(401);
  });
});

describe('sales export', () => {
  it('downloads every period then a TOTAL row equal to the summary, named after the range', async () => {
    const query = { ...last30, type: 'week' as const };
    const report = (await sales(query)).data!;
    const res = await admin.GET('/adm/v1/reports/sales/export', { params: { query }, parseAs: 'text' });
    expect(res.response.status).toBe(200);
    expect(res.response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.response.headers.get('content-disposition')).toBe(
      `attachment; filename="sales-report_${last30.start_date}_${last30.end_date}.csv"`,
    );
    const [header = [], ...lines] = parseCsv(res.data!);
    // The headings of the report's columns on screen.
    expect(header).toEqual([
      'Period start',
      'Period end',
      'Period',
      'Orders',
      'Items sold',
      'Gross sales',
      'Discounts',
      'Net sales',
      'Service charge',
      'PBJT',
      'Rounding',
      'Average order value',
      'COGS',
      'Gross Profit',
      'Items without cost',
      'App orders',
      'App gross sales',
      'Counter orders',
      'Counter gross sales',
      'GoFood orders',
      'GoFood gross sales',
      'GrabFood orders',
      'GrabFood gross sales',
      'ShopeeFood orders',
      'ShopeeFood gross sales',
    ]);
    expect(lines).toHaveLength(report.meta.total + 1);
    const total = lines.at(-1)!;
    expect(total.slice(0, 3)).toEqual([last30.start_date, last30.end_date, 'TOTAL']);
    const columns = [
      'order_count',
      'items_sold',
      'gross_sales',
      'discount_total',
      'net_sales',
      'service_charge',
      'tax',
      'rounding',
      'average_order_value',
      'cogs',
      'gross_profit',
      'uncosted_quantity',
    ] as const satisfies readonly (keyof typeof report.summary & keyof SalesRow)[];
    const channels = (split: SalesRow['by_channel']) => split.flatMap((x) => [x.order_count, x.gross_sales]);
    expect(total.slice(3).map(Number)).toEqual([
      ...columns.map((k) => report.summary[k]),
      ...channels(report.summary.by_channel),
    ]);
    expect(lines[0]!.slice(3).map(Number)).toEqual([
      ...columns.map((k) => report.data[0]![k]),
      ...channels(report.data[0]!.by_channel),
    ]);
  });

  it('downloads the same rows as an Excel workbook', async () => {
    const res = await admin.GET('/adm/v1/reports/sales/export/xlsx', {
      params: { query: last30 },
      parseAs: 'arrayBuffer',
    });
    expect(res.response.status).toBe(200);
    expect(res.response.headers.get('content-disposition')).toContain('.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.data!);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(32);
    const total = sheet.getRow(32).values as unknown[];
    const summary = (await sales(last30)).data!.summary;
    expect(total[3]).toBe('TOTAL');
    expect(total[6]).toBe(summary.gross_sales);
    expect(typeof total[6]).toBe('number');
    // Rupiah and counts read with thousands separators; the periods' days are dates.
    expect(sheet.getRow(32).getCell(6).numFmt).toBe('#,##0');
    expect(sheet.getRow(32).getCell(4).numFmt).toBe('#,##0');
    const first = sheet.getRow(2).getCell(1);
    expect(first.value).toBeInstanceOf(Date);
    expect((first.value as Date).toISOString().slice(0, 10)).toBe((await sales(last30)).data!.data[0]!.period_start);
    expect(first.numFmt).toBe('yyyy-mm-dd');
  });

  it('heads the columns in the language asked for', async () => {
    const res = await admin.GET('/adm/v1/reports/sales/export', {
      params: { query: { ...last30, lang: 'id' } },
      parseAs: 'text',
    });
    const [header = []] = parseCsv(res.data!);
    expect(header.slice(0, 6)).toEqual([
      'Awal periode',
      'Akhir periode',
      'Periode',
      'Pesanan',
      'Item terjual',
      'Penjualan kotor',
    ]);
  });
});

describe('the headings of a download', () => {
  it.each(['en', 'id'] as const)('are the words of the report columns on screen (%s)', async (language) => {
    // Every namespace's texts as one tree: the report and count screens' words, wherever they live.
    const texts = tree([...catalogue(language).values()].flatMap((texts) => [...texts])) as unknown as {
      reports: Record<string, Record<string, string> | string>;
      stocktake: Record<string, string>;
    };
    const {
      period,
      sales: s,
      inventory,
      tagging,
      po,
      payments,
      modifiers,
      tax,
    } = texts.reports as Record<string, Record<string, string>> & {
      period: string;
    };
    const screen: Record<string, string> = { ...s, ...inventory, ...tagging, ...po, ...payments, period_label: period };
    screen.vendor_name = po!.vendor!;
    screen.sku_name = inventory!.sku!;
    screen.gateway_name = payments!.gateway!;
    // The modifier report's option columns.
    Object.assign(screen, {
      group_name: modifiers!.group,
      option_name: modifiers!.option,
      cups: modifiers!.cups,
      revenue: modifiers!.revenue,
      recipe_gap_cups: modifiers!.recipe_gap_cups,
    });
    // The tax report's outlet columns.
    Object.assign(screen, {
      outlet_name: tax!.outlet,
      area_name: tax!.area,
      npwpd: tax!.npwpd,
      tax_base: tax!.tax_base,
      tax: tax!.tax,
      service_charge: tax!.service_charge,
    });
    // The stock count's variance download, headed like its report.
    const count = texts.stocktake;
    Object.assign(screen, {
      expected_quantity: count.expected,
      moved_since_opening: count.moved,
      book_quantity: count.book,
      counted_quantity: count.counted,
      variance: count.variance,
      variance_value: count.value,
      variance_percent: count.percent,
    });
    const words = exportWords(language);
    const shared = Object.keys(words).filter((column) => column in screen);
    expect(shared.length).toBeGreaterThan(40);
    expect(Object.fromEntries(shared.map((c) => [c, words[c]]))).toEqual(
      Object.fromEntries(shared.map((c) => [c, screen[c]])),
    );
  });
});

describe('inventory report', () => {
  it('chains each SKU from period to period and closes at the stock on hand today', async () => {
    const query = { start_date: addDays(today, -89), end_date: today, type: 'week' as const, size: 100 };
    const inventories = (page?: number) =>
      admin.GET('/adm/v1/reports/inventories', { params: { query: { ...query, page } } });
    const all: InventoryRow[] = [];
    for (let page = 1; ; page++) {
      const body = (await inventories(page)).data!;
      all.push(...body.data);
      if (all.length >= body.meta.total) break;
    }
    // Summed over every outlet, as the report is for someone who reaches them all.
    const stocks = new Map<number, number>();
    for (const s of await t.app.db.select().from(inventoryStocks)) {
      stocks.set(s.skuId, (stocks.get(s.skuId) ?? 0) + s.quantity);
    }
    const bySku = new Map<number, InventoryRow[]>();
    for (const row of all) bySku.set(row.sku_id, [...(bySku.get(row.sku_id) ?? []), row]);
    expect(bySku.size).toBeGreaterThan(5);
    let moved = 0;
    for (const [skuId, rows] of bySku) {
      for (let i = 0; i < rows.length; i++) {
        const r = rows[i]!;
        expect(r.closing_quantity).toBe(r.opening_quantity + r.quantity_in - r.quantity_out);
        // In and out count every source: batches made and used, waste, transfers and counts besides
        // taggings and sales, which `other_in` and `other_out` hold.
        expect(r.quantity_in).toBe(r.by_tagging.po + r.by_tagging.retur + r.sale_returns + r.other_in);
        const tagged = r.by_tagging.rusak + r.by_tagging.hilang + r.by_tagging.expired + r.by_tagging.free;
        expect(r.quantity_out).toBe(tagged + r.by_tagging.giveaway + r.sold + r.other_out);
        if (i > 0) expect(r.opening_quantity).toBe(rows[i - 1]!.closing_quantity);
        moved += r.quantity_in + r.quantity_out;
      }
      expect(rows.at(-1)!.closing_quantity).toBe(stocks.get(skuId) ?? 0);
    }
    expect(moved).toBeGreaterThan(0);
    const whole = (await inventories()).data!;
    expect(whole.summary.quantity_in + whole.summary.quantity_out).toBe(moved);
    expect(whole.periods).toHaveLength(all.length / bySku.size);
    expect(whole.periods.reduce((n, p) => n + p.by_tagging.po, 0)).toBe(whole.summary.by_tagging.po);
  });

  it('keeps only the chosen SKUs, and exports one column per tagging, then sales, then the rest', async () => {
    const query = { start_date: addDays(today, -13), end_date: today, type: 'daily' as const, sku_ids: [1, 2] };
    const body = (await admin.GET('/adm/v1/reports/inventories', { params: { query: { ...query, size: 100 } } })).data!;
    expect(body.meta.total).toBe(28);
    expect(new Set(body.data.map((r) => r.sku_id))).toEqual(new Set([1, 2]));
    const csv = await admin.GET('/adm/v1/reports/inventories/export', { params: { query }, parseAs: 'text' });
    const [header, ...lines] = parseCsv(csv.data!);
    expect(header!.slice(-11)).toEqual([
      'Return',
      'Purchase order',
      'Damaged',
      'Lost',
      'Expired',
      'Free',
      'Giveaway',
      'Used by sales',
      'Sales returned',
      'Other in',
      'Other out',
    ]);
    expect(lines).toHaveLength(28);
  });
});

describe('purchase-order report', () => {
  it('sums totals, received and outstanding per vendor and period, without cancelled orders', async () => {
    const range = { start_date: addDays(today, -89), end_date: today, type: 'month' as const };
    const query = { ...range, size: 100 };
    const body = (await admin.GET('/adm/v1/reports/purchase-orders', { params: { query } })).data!;
    expect(body.data.length).toBeGreaterThan(0);
    const [direct] = (
      (await t.app.db.execute(sql`
        select count(*)::int as n, sum(total_amount)::bigint as total,
          sum(round((select sum(quantity_received::bigint * unit_price) from ${purchaseOrderItems} where purchase_order_id = po.id)
            * total_amount / subtotal))::bigint as received,
          sum(total_amount) filter (where status = 'COMPLETED')::bigint as completed_total,
          count(*) filter (where status in ('PARTIAL', 'COMPLETED'))::int as received_some
        from ${purchaseOrders} po
        where status <> 'CANCELLED' and (created_at at time zone 'Asia/Jakarta')::date between ${query.start_date} and ${query.end_date}`)) as unknown as {
        rows: { n: number; total: string; received: string; completed_total: string; received_some: number }[];
      }
    ).rows;
    // Received and outstanding are valued like the total (with tax), so they add up to it.
    expect(direct!.received_some).toBeGreaterThan(0);
    expect(Number(direct!.received)).toBeGreaterThanOrEqual(Number(direct!.completed_total));
    for (const row of [...body.data, ...body.vendors, body.summary]) {
      expect(row.received_amount + row.outstanding_amount).toBe(row.total_amount);
    }
    expect(sum(body.data, 'po_count')).toBe(direct!.n);
    expect(sum(body.data, 'total_amount')).toBe(Number(direct!.total));
    expect(sum(body.data, 'received_amount')).toBe(Number(direct!.received));
    expect(body.summary.total_amount).toBe(Number(direct!.total));
    expect(body.summary.po_count).toBe(direct!.n);
    expect(sum(body.vendors, 'outstanding_amount')).toBe(body.summary.outstanding_amount);
    const vendorId = body.data[0]!.vendor_id;
    const one = (
      await admin.GET('/adm/v1/reports/purchase-orders', { params: { query: { ...query, vendor_ids: [vendorId] } } })
    ).data!.data;
    expect(one.every((r) => r.vendor_id === vendorId)).toBe(true);
    const [header, ...csv] = parseCsv(
      (await admin.GET('/adm/v1/reports/purchase-orders/export', { params: { query: range }, parseAs: 'text' })).data!,
    );
    expect(header).toEqual([
      'Period start',
      'Period end',
      'Period',
      'Vendor ID',
      'Vendor',
      'Purchase orders',
      'Total',
      'Received',
      'Outstanding',
      'Completed',
    ]);
    // Every row, then a TOTAL row equal to the headline figures.
    expect(csv).toHaveLength(body.meta.total + 1);
    const { summary } = body;
    expect(csv.at(-1)).toEqual([
      range.start_date,
      range.end_date,
      'TOTAL',
      '',
      '',
      ...[
        summary.po_count,
        summary.total_amount,
        summary.received_amount,
        summary.outstanding_amount,
        summary.completed_count,
      ].map(String),
    ]);
  });
});
