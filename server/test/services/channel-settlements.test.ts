// Delivery platforms' settlement files matched to the orders: a file naming three orders reports
// each order's expected payout (total − commission − merchant-funded promotion) and lists the wrong
// amount, the unknown order and the order the file leaves out; a dry run stores nothing; an import
// stores the file for the channel report; the platform's layouts in either language, as CSV or
// workbook; permissions and outlet reach; the channel report's totals and downloads.
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../generated/schema';
import { channelSettlementRows, channelSettlements } from '../../src/db/schema';
import { addDays, jakartaDate } from '../../src/lib/jakarta-time';
import { csvOf, platformOrder } from '../helpers/channel-orders';
import { build } from '../helpers/test-app';

type Settlement = components['schemas']['ChannelSettlement'];

const t = await build();
const admin = await t.asAdmin();
const kemang = t.outletId['Jakarta Kemang']!;
const bandung = t.outletId['Bandung Dago']!;
const today = jakartaDate(Date.now());
const base64 = (file: string | Buffer) => Buffer.from(file).toString('base64');

const GOFOOD_HEADERS = ['Order ID', 'Gross Sales', 'Commission', 'Merchant Promo', 'Net Sales'];

function settle(
  channel: 'gofood' | 'grabfood' | 'shopeefood',
  file: string | Buffer,
  options: { dryRun?: boolean; name?: string; token?: string; lang?: 'en' | 'id' } = {},
) {
  return t.raw('POST', '/adm/v1/channel-settlements', {
    token: options.token ?? admin.token,
    body: {
      channel,
      file_name: options.name ?? 'settlement.csv',
      content: base64(file),
      dry_run: options.dryRun ?? true,
      lang: options.lang ?? 'en',
    },
  });
}

const storedFiles = async () => (await t.app.db.select({ n: count() }).from(channelSettlements))[0]!.n;
const storedRows = async () => (await t.app.db.select({ n: count() }).from(channelSettlementRows))[0]!.n;

const orderA = { total: 30_000, commission: 6_000, promotion: 0 };
const orderB = { total: 45_000, commission: 9_000, promotion: 2_000 };
const orderC = { total: 20_000, commission: 4_000, promotion: 0 };
const payout = (o: { total: number; commission: number; promotion: number }) => o.total - o.commission - o.promotion;

/** Noon (WIB) of the day `daysAgo` before today: each test places its orders on a day of its own. */
const noonOf = (daysAgo: number) => new Date(`${addDays(today, -daysAgo)}T12:00:00+07:00`);

/**
 * Three GoFood orders at Kemang on a day of their own, at a 20 % commission, one with a promotion
 * the outlet funds; a fourth the file leaves out and one the platform cancelled (never expected).
 * The platform's file: A paid right, B paid Rp 3,000 short, and an order nobody placed.
 */
async function scenario(daysAgo: number, outletId = kemang) {
  const at = noonOf(daysAgo);
  const a = await platformOrder(t.app.db, { channel: 'gofood', outletId, at, ...orderA });
  const b = await platformOrder(t.app.db, { channel: 'gofood', outletId, at, ...orderB });
  const c = await platformOrder(t.app.db, { channel: 'gofood', outletId, at, ...orderC });
  const cancelled = await platformOrder(t.app.db, {
    channel: 'gofood',
    outletId,
    at,
    total: 50_000,
    commission: 10_000,
    status: 500,
  });
  const file = csvOf([
    GOFOOD_HEADERS,
    [a.platformOrderId, orderA.total, orderA.commission, orderA.promotion, payout(orderA)],
    [b.platformOrderId, orderB.total, orderB.commission, orderB.promotion, payout(orderB) - 3_000],
    [`F-UNKNOWN-${daysAgo}`, 25_000, 5_000, 0, 20_000],
  ]);
  return { a, b, c, cancelled, file, day: addDays(today, -daysAgo) };
}

describe('a settlement file with three orders', () => {
  it('reports each order’s expected payout, the wrong amount and the unknown order, and stores nothing in a dry run', async () => {
    const { a, b, c, cancelled, file, day } = await scenario(1);
    const files = await storedFiles();
    const rows = await storedRows();
    const res = await settle('gofood', file);
    expect(res.status, res.text).toBe(200);
    const data = res.body.data as Settlement;
    expect(data).toMatchObject({ id: null, dry_run: true, committed: false, period_start: day, period_end: day });
    expect(data.rows.map((row) => [row.platform_order_id, row.order_id, row.expected, row.status])).toEqual([
      [a.platformOrderId, a.id, payout(orderA), 'matched'],
      [b.platformOrderId, b.id, payout(orderB), 'amount_differs'],
      ['F-UNKNOWN-1', null, null, 'no_order'],
    ]);
    expect(data.rows[1]!.difference).toBe(-3_000);
    // The order the file leaves out, but not the one the platform cancelled.
    expect(data.missing).toEqual([
      {
        order_id: c.id,
        platform_order_id: c.platformOrderId,
        outlet_id: kemang,
        placed_on: day,
        expected: payout(orderC),
      },
    ]);
    expect(data.missing.map((m) => m.order_id)).not.toContain(cancelled.id);
    expect(data.summary).toEqual({
      rows: 3,
      matched: 1,
      amount_differs: 1,
      no_order: 1,
      errors: 0,
      missing: 1,
      settled: payout(orderA) + payout(orderB) - 3_000,
      expected: payout(orderA) + payout(orderB),
      difference: -3_000,
    });
    expect(await storedFiles()).toBe(files);
    expect(await storedRows()).toBe(rows);
  });

  it('stores the file when imported, listed and read back with its exceptions', async () => {
    const { c, file } = await scenario(2);
    const res = await settle('gofood', file, { dryRun: false, name: 'gofood-week.csv' });
    expect(res.status, res.text).toBe(200);
    const data = res.body.data as Settlement;
    expect(data.committed).toBe(true);
    expect(data.id).toEqual(expect.any(Number));
    const list = await admin.GET('/adm/v1/channel-settlements', { params: { query: { channel: 'gofood' } } });
    const item = list.data!.data.find((row) => row.id === data.id)!;
    expect(item).toMatchObject({
      file_name: 'gofood-week.csv',
      row_count: 3,
      exception_count: 2,
      settled_total: data.summary.settled,
      expected_total: data.summary.expected,
    });
    const read = await admin.GET('/adm/v1/channel-settlements/{settlement_id}', {
      params: { path: { settlement_id: data.id! } },
    });
    expect(read.data!.data.rows.map((row) => row.status)).toEqual(['matched', 'amount_differs', 'no_order']);
    expect(read.data!.data.missing.map((m) => m.order_id)).toEqual([c.id]);
    expect(read.data!.data.summary).toEqual(data.summary);
  });
});

describe('the platforms’ layouts', () => {
  it('reads a GrabFood workbook headed as Grab’s report, amounts written with separators', async () => {
    const order = await platformOrder(t.app.db, {
      channel: 'grabfood',
      outletId: kemang,
      total: 36_000,
      commission: 7_200,
    });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Transactions');
    sheet.addRow(['Long Order ID', 'Gross Sales', 'Commission', 'Merchant-Funded Discount', 'Net Earning']);
    sheet.addRow([order.platformOrderId, 'Rp 36.000', '7,200', '', 28_800]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await settle('grabfood', file, { name: 'grab.xlsx' });
    expect(res.status, res.text).toBe(200);
    expect((res.body.data as Settlement).rows[0]).toMatchObject({
      order_id: order.id,
      gross: 36_000,
      commission: 7_200,
      promotion: 0,
      expected: 28_800,
      status: 'matched',
    });
  });

  it('reads a ShopeeFood file headed in Indonesian, its messages in Indonesian', async () => {
    const order = await platformOrder(t.app.db, {
      channel: 'shopeefood',
      outletId: kemang,
      total: 25_000,
      commission: 5_000,
    });
    const file = csvOf([
      ['ID Pesanan', 'Total Pesanan', 'Biaya Komisi', 'Voucher Merchant', 'Total Penghasilan'],
      [order.platformOrderId, 25_000, 5_000, 0, 20_000],
      ['S-2', 'dua puluh', 0, 0, 0],
    ]);
    const res = await settle('shopeefood', file, { lang: 'id' });
    const rows = (res.body.data as Settlement).rows;
    expect(rows[0]!.status).toBe('matched');
    expect(rows[1]!.status).toBe('error');
    expect(rows[1]!.errors[0]).toMatchObject({
      column: 'Total Pesanan',
      message: 'Total Pesanan harus nominal rupiah tanpa desimal',
    });
  });

  it('refuses to store a file with an unreadable row, and one lacking the platform’s columns', async () => {
    const { a, file } = await scenario(3);
    const files = await storedFiles();
    const bad = csvOf([GOFOOD_HEADERS, [a.platformOrderId, 30_000, 6_000, 0, '24000.5']]);
    const refused = await settle('gofood', bad, { dryRun: false });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].detail).toBe('Row 2: Net Sales must be an amount in whole rupiah');
    expect(refused.body.data.committed).toBe(false);
    // A GoFood file offered as GrabFood's lacks Grab's columns.
    const wrong = await settle('grabfood', file, { dryRun: false });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0]).toMatchObject({
      detail: 'Column "Merchant-Funded Discount" is missing',
      field: 'content',
    });
    expect(await storedFiles()).toBe(files);
  });
});

describe('permissions and reach', () => {
  it('needs the orders’ scope', async () => {
    const cook = await t.asUser(['view_admin_prep']);
    expect((await settle('gofood', 'Order ID\n', { token: cook.token })).status).toBe(403);
    const list = await t.raw('GET', '/adm/v1/channel-settlements', { token: cook.token });
    expect(list.status).toBe(403);
  });

  it('reads another outlet’s orders as no order, and hides its files', async () => {
    const { file } = await scenario(4);
    const stored = (await settle('gofood', file, { dryRun: false })).body.data as Settlement;
    const bandungClerk = await t.asUser(['view_admin_order'], bandung);
    const res = await settle('gofood', file, { token: bandungClerk.token });
    expect(res.status, res.text).toBe(200);
    const data = res.body.data as Settlement;
    expect(data.rows.map((row) => row.status)).toEqual(['no_order', 'no_order', 'no_order']);
    expect(data.missing).toEqual([]);
    const read = await t.raw('GET', `/adm/v1/channel-settlements/${stored!.id}`, { token: bandungClerk.token });
    expect(read.status).toBe(404);
    const list = await bandungClerk.GET('/adm/v1/channel-settlements', { params: { query: {} } });
    expect(list.data!.data.map((row) => row.id)).not.toContain(stored!.id);
  });
});

describe('the channel report', () => {
  it('sums each platform’s orders, commissions, promotions and payouts, what the files settled, and downloads them', async () => {
    const surabaya = t.outletId['Surabaya Tunjungan']!;
    const { file, day } = await scenario(5, surabaya);
    expect((await settle('gofood', file, { dryRun: false })).status).toBe(200);
    const range = { start_date: day, end_date: day };
    const res = await admin.GET('/adm/v1/reports/channels', {
      params: { query: { ...range, outlet_ids: [surabaya] } },
    });
    expect(res.response.status).toBe(200);
    const { data, summary } = res.data!;
    expect(data.map((row) => row.channel)).toEqual(['gofood', 'grabfood', 'shopeefood']);
    const counted = [orderA, orderB, orderC];
    expect(data[0]).toEqual({
      channel: 'gofood',
      order_count: 3,
      gross: counted.reduce((n, o) => n + o.total, 0),
      commission: counted.reduce((n, o) => n + o.commission, 0),
      promotion: counted.reduce((n, o) => n + o.promotion, 0),
      expected: counted.reduce((n, o) => n + payout(o), 0),
      // The stored file settled A and B, B Rp 3,000 short; C is not settled yet.
      settled_order_count: 2,
      settled: payout(orderA) + payout(orderB) - 3_000,
      difference: -3_000,
    });
    for (const key of Object.keys(summary) as (keyof typeof summary)[])
      expect(summary[key]).toBe(data.reduce((n, row) => n + row[key], 0));
    // Another outlet had no platform orders that day.
    const elsewhere = await admin.GET('/adm/v1/reports/channels', {
      params: { query: { ...range, outlet_ids: [bandung] } },
    });
    expect(elsewhere.data!.summary.order_count).toBe(0);

    const csv = await t.raw('GET', '/adm/v1/reports/channels/export', {
      token: admin.token,
      query: { ...range, outlet_ids: String(surabaya), lang: 'id' },
    });
    expect(csv.status).toBe(200);
    const rows: string[][] = parse(csv.text);
    expect(rows[0]).toEqual([
      'Saluran',
      'Pesanan',
      'Kotor',
      'Komisi',
      'Promosi',
      'Pencairan seharusnya',
      'Pesanan dicairkan',
      'Dicairkan',
      'Selisih',
    ]);
    expect(rows.map((row) => row[0])).toEqual(['Saluran', 'GoFood', 'GrabFood', 'ShopeeFood', 'TOTAL']);
    expect(rows[1]).toEqual(['GoFood', ...Object.values(data[0]!).slice(1).map(String)]);
    expect(rows[4]!.slice(1)).toEqual(Object.values(summary).map(String));
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/adm/v1/reports/channels/export/xlsx?start_date=${day}&end_date=${day}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(xlsx.statusCode).toBe(200);
  });

  it('needs the reports’ scope', async () => {
    const clerk = await t.asUser(['view_admin_order']);
    const res = await t.raw('GET', '/adm/v1/reports/channels', {
      token: clerk.token,
      query: { start_date: today, end_date: today },
    });
    expect(res.status).toBe(403);
  });
});
