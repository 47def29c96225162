// The payments report over the seeded business and a few live payments: every figure recomputed
// from the invoices themselves for random ranges, groupings and outlets, the reach of a user at one
// outlet, and the downloads in both languages.
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { components, operations } from '../../../generated/schema';
import { invoices, orders, orderStatusHistory, paymentGateways } from '../../src/db/schema';
import { addDays, jakartaDate } from '../../src/lib/jakarta-time';
import { changeOrderStatus } from '../../src/services/orders/writes';
import type { ApiClient } from '../helpers/api-client';
import { orderFixtures } from '../helpers/orders';
import { openShift } from '../helpers/shifts';
import { build } from '../helpers/test-app';

type Row = components['schemas']['PaymentReportRow'];
type Query = operations['getPaymentReport']['parameters']['query'];

const t = await build({
  seed: { orders: 1500, days: 60 },
  env: { SIMULATED_GATEWAY_SECRET: 'simulated-secret-for-the-tests' },
});
const admin = await t.asAdmin();
const today = jakartaDate(Date.now());
const kemang = t.outletId['Jakarta Kemang']!;
const bandung = t.outletId['Bandung Dago']!;
const fx = orderFixtures(t);

// Live payments on top of the seeded ones: one through the simulated gateway's notification, one in
// cash at the counter (no fee, no gateway), and one by card cancelled, so refunded today.
const viaGateway = await fx.makeOrder({ outletId: bandung, status: 0 });
const [viaGatewayInvoice] = await t.app.db.select().from(invoices).where(eq(invoices.orderId, viaGateway.id));
const dev = await t
  .api()
  .POST('/usr/v1/dev/payments', { body: { invoice_id: viaGatewayInvoice!.id, outcome: 'paid' } });
expect(dev.response.status).toBe(200);
const atCounter = await fx.makeOrder({ outletId: kemang, status: 0 });
await openShift(t.app.db, kemang);
const inCash = { method: 'cash', register: 'Counter 1' } as const;
await changeOrderStatus(t.app.db, atCounter.id, { status: 100, payment: inCash }, t.seed.adminId, { all: true });
const refunded = await fx.makeOrder({ outletId: kemang, status: 0 });
const byCard = { method: 'card', approval_code: '004512' } as const;
await changeOrderStatus(t.app.db, refunded.id, { status: 100, payment: byCard }, t.seed.adminId, { all: true });
await changeOrderStatus(t.app.db, refunded.id, { status: 500 }, t.seed.adminId, { all: true });

const report = async (query: Query, user: ApiClient = admin) => {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const res = await user.GET('/adm/v1/reports/payments', { params: { query: { ...query, page, size: 100 } } });
    expect(res.response.status).toBe(200);
    rows.push(...res.data!.data);
    if (rows.length >= res.data!.meta.total) return { ...res.data!, data: rows };
  }
};

/** Every invoice with what the report needs, read straight from the tables. */
async function allInvoices() {
  const list = await t.app.db
    .select({
      id: invoices.id,
      orderId: invoices.orderId,
      status: invoices.status,
      amount: invoices.amount,
      fee: invoices.fee,
      gatewayId: invoices.paymentGatewayId,
      counterMethod: invoices.counterMethod,
      paidAt: invoices.paidAt,
      outletId: orders.outletId,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId));
  const cancels = new Map<number, Date>();
  for (const h of await t.app.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.status, 500))) {
    const seen = cancels.get(h.orderId);
    if (!seen || h.changedAt > seen) cancels.set(h.orderId, h.changedAt);
  }
  return list.map((i) => ({ ...i, cancelledAt: cancels.get(i.orderId) ?? null }));
}

/** The first day of the period holding a Jakarta day: itself, its week's Monday, its month's 1st. */
function periodKey(type: 'daily' | 'week' | 'month', day: string): string {
  if (type === 'daily') return day;
  if (type === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

interface Expected {
  payment_count: number;
  gross_amount: number;
  fee_amount: number;
  net_amount: number;
  refund_count: number;
  refund_amount: number;
}

/** The report recomputed in plain code: per period key, gateway (empty for the counter) and counter method. */
function recompute(
  list: Awaited<ReturnType<typeof allInvoices>>,
  type: 'daily' | 'week' | 'month',
  start: string,
  end: string,
  outletIds: number[] | null,
) {
  const cells = new Map<string, Expected>();
  const cell = (day: string, gateway: number | null, method: string | null) => {
    const key = `${periodKey(type, day)}|${gateway ?? ''}|${method ?? ''}`;
    if (!cells.has(key))
      cells.set(key, {
        payment_count: 0,
        gross_amount: 0,
        fee_amount: 0,
        net_amount: 0,
        refund_count: 0,
        refund_amount: 0,
      });
    return cells.get(key)!;
  };
  for (const i of list) {
    if (outletIds && !outletIds.includes(i.outletId)) continue;
    const gateway = i.fee === null ? null : i.gatewayId;
    const method = i.fee === null ? i.counterMethod : null;
    if ((i.status === 100 || i.status === 400) && i.paidAt) {
      const day = jakartaDate(i.paidAt);
      if (day >= start && day <= end) {
        const c = cell(day, gateway, method);
        c.payment_count += 1;
        c.gross_amount += i.amount;
        c.fee_amount += i.fee ?? 0;
        c.net_amount += i.amount - (i.fee ?? 0);
      }
    }
    if (i.status === 400 && i.cancelledAt) {
      const day = jakartaDate(i.cancelledAt);
      if (day >= start && day <= end) {
        const c = cell(day, gateway, method);
        c.refund_count += 1;
        c.refund_amount += i.amount;
        c.net_amount -= i.amount;
      }
    }
  }
  return cells;
}

const METHOD_NAMES = {
  en: { cash: 'Cash', card: 'Card', qris_static: 'Static QRIS' },
  id: { cash: 'Tunai', card: 'Kartu', qris_static: 'QRIS statis' },
} as const;

const FIGURES = ['payment_count', 'gross_amount', 'fee_amount', 'net_amount', 'refund_count', 'refund_amount'] as const;
const totalOf = (cells: Iterable<Expected>) => {
  const sum = Object.fromEntries(FIGURES.map((f) => [f, 0])) as unknown as Expected;
  for (const c of cells) for (const f of FIGURES) sum[f] += c[f];
  return sum;
};

// Random but repeatable windows: a seeded generator, its seed printed by the test's name.
const SEED = Number(process.env.REPORT_SEED ?? Date.now() % 100_000);
function random(seed: number) {
  let s = seed || 1;
  return (n: number) => {
    s = (s * 48_271) % 2_147_483_647;
    return s % n;
  };
}

describe('payments report', () => {
  it(`agrees with the invoices for random ranges, groupings and outlets (seed ${SEED})`, async () => {
    const list = await allInvoices();
    const pick = random(SEED);
    const types = ['daily', 'week', 'month'] as const;
    const outletChoices = [null, [kemang], [bandung], [kemang, bandung]];
    let paymentsSeen = 0;
    let refundsSeen = 0;
    let feesSeen = 0;
    // The last days (today's live payments) and four random windows of the seeded 60 days.
    const windows = [{ start: addDays(today, -6), end: today }];
    for (let i = 0; i < 4; i++) {
      const start = addDays(today, -pick(60));
      const end = addDays(start, pick(45));
      windows.push({ start, end: end > today ? today : end });
    }
    for (const [n, { start, end }] of windows.entries()) {
      const type = types[(n + pick(3)) % 3]!;
      for (const outletIds of outletChoices) {
        const query: Query = {
          start_date: start,
          end_date: end,
          type,
          ...(outletIds ? { outlet_ids: outletIds } : {}),
        };
        const body = await report(query);
        const expected = recompute(list, type, start, end, outletIds);
        const got = new Map(
          body.data.map((r) => [
            `${periodKey(type, r.period_start)}|${r.payment_gateway_id ?? ''}|${r.counter_method ?? ''}`,
            Object.fromEntries(FIGURES.map((f) => [f, r[f]])),
          ]),
        );
        expect(got, `${start}..${end} ${type} ${outletIds}`).toEqual(expected);
        expect(body.summary).toEqual(totalOf(expected.values()));
        // The chart's periods: every period of the range, summing to the summary.
        expect(totalOf(body.periods)).toEqual(body.summary);
        expect(new Set(body.periods.map((p) => p.period_start)).size).toBe(body.periods.length);
        expect(body.periods[0]!.period_start).toBe(start);
        expect(body.periods.at(-1)!.period_end).toBe(end);
        for (const r of body.data) {
          expect(r.net_amount).toBe(r.gross_amount - r.fee_amount - r.refund_amount);
          if (r.payment_gateway_id === null) {
            expect(r.gateway_name).toBeNull();
            expect(r.fee_amount).toBe(0);
          } else {
            expect(r.gateway_name).toEqual(expect.any(String));
            expect(r.counter_method).toBeNull();
          }
        }
        paymentsSeen += body.summary.payment_count;
        refundsSeen += body.summary.refund_count;
        feesSeen += body.summary.fee_amount;
      }
    }
    // The windows held something of each kind, so the comparisons above compared figures.
    expect(paymentsSeen).toBeGreaterThan(100);
    expect(refundsSeen).toBeGreaterThan(0);
    expect(feesSeen).toBeGreaterThan(0);
  });

  it("counts today's live payments: the gateway's with its fee, the counter's by method under no gateway, the refund", async () => {
    const list = await allInvoices();
    const body = await report({ start_date: today, end_date: today });
    const [paid] = await t.app.db.select().from(invoices).where(eq(invoices.orderId, viaGateway.id));
    expect(paid!.fee).not.toBeNull();
    const [gateway] = await t.app.db
      .select()
      .from(paymentGateways)
      .where(eq(paymentGateways.id, paid!.paymentGatewayId!));
    const row = body.data.find((r) => r.payment_gateway_id === gateway!.id)!;
    expect(row).toMatchObject({ gateway_name: gateway!.name, provider: gateway!.provider });
    expect(row.fee_amount).toBeGreaterThanOrEqual(paid!.fee!);
    const counter = body.data.filter((r) => r.payment_gateway_id === null);
    const counterToday = list.filter(
      (i) => i.fee === null && i.paidAt && (i.status === 100 || i.status === 400) && jakartaDate(i.paidAt) === today,
    );
    expect(counter.reduce((n, r) => n + r.payment_count, 0)).toBe(counterToday.length);
    const cash = counter.find((r) => r.counter_method === 'cash')!;
    expect(cash.payment_count).toBe(counterToday.filter((i) => i.counterMethod === 'cash').length);
    expect(cash.payment_count).toBeGreaterThanOrEqual(1);
    const card = counter.find((r) => r.counter_method === 'card')!;
    expect(card).toMatchObject({ payment_count: 1, refund_count: 1, net_amount: 0, fee_amount: 0 });
    for (const r of counter) expect(r.fee_amount).toBe(0);
  });

  it("leaves out another outlet's payments for a user at one outlet, and needs the invoices' scope", async () => {
    const list = await allInvoices();
    const range = { start_date: addDays(today, -59), end_date: today };
    const cashier = await t.asUser(['view_admin_invoices'], bandung);
    const own = await report({ ...range, type: 'month' }, cashier);
    const expected = totalOf(recompute(list, 'month', range.start_date, range.end_date, [bandung]).values());
    expect(own.summary).toEqual(expected);
    expect(own.summary.payment_count).toBeGreaterThan(0);
    const everything = await report({ ...range, type: 'month' });
    expect(everything.summary.payment_count).toBeGreaterThan(own.summary.payment_count);
    // Asking for another outlet gives nothing, and asking for both gives only its own.
    const other = await report({ ...range, outlet_ids: [kemang] }, cashier);
    expect(other.summary.payment_count).toBe(0);
    expect(other.data).toEqual([]);
    expect((await report({ ...range, type: 'month', outlet_ids: [kemang, bandung] }, cashier)).summary).toEqual(
      expected,
    );
    const csv = await cashier.GET('/adm/v1/reports/payments/export', {
      params: { query: { ...range, type: 'month', outlet_ids: [kemang] } },
      parseAs: 'text',
    });
    expect(csv.data!.trim().split('\n').at(-1)!.split(',').slice(-6)).toEqual(['0', '0', '0', '0', '0', '0']);
    // The reports' scope alone does not open the payments.
    const manager = await t.asUser(['view_admin_user'], bandung);
    const refused = await manager.GET('/adm/v1/reports/payments', { params: { query: range } });
    expect(refused.response.status).toBe(403);
  });

  it('refuses a range that ends before it starts', async () => {
    const res = await admin.GET('/adm/v1/reports/payments', {
      params: { query: { start_date: today, end_date: addDays(today, -1) } },
    });
    expect(res.response.status).toBe(400);
    expect(res.error!.errors[0]!.field).toBe('end_date');
  });

  it.each([
    [
      'en',
      [
        'Period start',
        'Period end',
        'Period',
        'Payment method ID',
        'Payment method',
        'Provider',
        'Counter method',
        'Payments',
        'Gross',
        'Fees',
        'Net',
        'Refunds',
        'Refunded',
      ],
    ],
    [
      'id',
      [
        'Awal periode',
        'Akhir periode',
        'Periode',
        'ID metode pembayaran',
        'Metode pembayaran',
        'Penyedia',
        'Metode di kasir',
        'Pembayaran',
        'Kotor',
        'Biaya',
        'Bersih',
        'Pengembalian dana',
        'Nilai pengembalian dana',
      ],
    ],
  ] as const)('downloads the rows and a TOTAL row as CSV and Excel, headed in %s', async (lang, headers) => {
    const query = { start_date: addDays(today, -20), end_date: today, type: 'week' as const };
    const body = await report(query);
    const csv = await admin.GET('/adm/v1/reports/payments/export', {
      params: { query: { ...query, lang } },
      parseAs: 'text',
    });
    expect(csv.response.headers.get('content-disposition')).toBe(
      `attachment; filename="payment-report_${query.start_date}_${today}.csv"`,
    );
    const lines = csv.data!.trim().split('\n');
    expect(lines[0]!.split(',')).toEqual(headers);
    // Gateway names hold no commas, so the lines split plainly.
    expect(lines).toHaveLength(body.data.length + 2);
    const total = lines.at(-1)!.split(',');
    expect(total.slice(0, 7)).toEqual([query.start_date, today, 'TOTAL', '', '', '', '']);
    expect(total.slice(7).map(Number)).toEqual(FIGURES.map((f) => body.summary[f]));
    const first = lines[1]!.split(',');
    const row = body.data[0]!;
    expect(first).toEqual([
      row.period_start,
      row.period_end,
      row.period_label,
      String(row.payment_gateway_id ?? ''),
      row.gateway_name ?? '',
      row.provider ?? '',
      row.counter_method ? METHOD_NAMES[lang][row.counter_method] : '',
      ...FIGURES.map((f) => String(row[f])),
    ]);
    // The counter's methods are named in the language asked for.
    const cashLine = lines.find((line) => line.split(',')[6] === METHOD_NAMES[lang].cash);
    expect(cashLine).toBeDefined();

    const xlsx = await admin.GET('/adm/v1/reports/payments/export/xlsx', {
      params: { query: { ...query, lang } },
      parseAs: 'arrayBuffer',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.data!);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(headers);
    expect(sheet.rowCount).toBe(body.data.length + 2);
    const last = (sheet.getRow(sheet.rowCount).values as unknown[]).slice(8);
    expect(last).toEqual(FIGURES.map((f) => body.summary[f]));
    expect(sheet.getColumn(9).numFmt).toBe('#,##0');
    const methods = sheet.getColumn(7).values.slice(2) as unknown[];
    expect(methods).toContain(METHOD_NAMES[lang].cash);
  });
});
