// The monthly tax report: per outlet and its area, the paid orders placed on the month's Jakarta days
// and the tax base, PBJT and service charge frozen on them. Its totals equal the sum of the orders'
// own tax lines over orders placed at random (doors, carts, payments, outcomes) through the one
// placement path at outlets with different settings, the chain's rules changing half way; only the
// outlets in reach; a month not written YYYY-MM is refused naming `month`; and the CSV and workbook
// downloads in either language. The random orders come from a seed printed in every failure, so a
// failing run can be replayed with TAX_REPORT_SEED.
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../generated/schema';
import { orders, type OrderStatus } from '../../src/db/schema';
import { addDays, jakartaDate } from '../../src/lib/jakarta-time';
import { placeOrder } from '../../src/services/orders/placement';
import { exportHeaders } from '../../src/services/reports/export-headers';
import { TAX_COLUMNS } from '../../src/services/reports/tax';
import { createRandom } from '../../src/seed/domain/random';
import { orderFixtures } from '../helpers/orders';
import { JAKARTA, setChainTax, setOutletTax } from '../helpers/tax';
import { openShift } from '../helpers/shifts';
import { build } from '../helpers/test-app';

type Report = {
  period_start: string;
  period_end: string;
  data: components['schemas']['TaxReportRow'][];
  summary: components['schemas']['TaxReportTotals'];
};

const t = await build();
const admin = await t.asAdmin();
const fx = orderFixtures(t);
const [thaiTea, boba] = await fx.ensureMenu();
const kemang = t.outletId['Jakarta Kemang']!;
const bandung = t.outletId['Bandung Dago']!;
const surabaya = t.outletId['Surabaya Tunjungan']!;
const outletIds = [kemang, bandung, surabaya];
for (const id of outletIds) await openShift(t.app.db, id);
const today = jakartaDate(Date.now());
const month = today.slice(0, 7);
const previousMonth = addDays(`${month}-01`, -1).slice(0, 7);

// Jakarta's rules at Kemang; Bandung a lower rate and a service charge outside the base on both
// counter types; Surabaya exempt from PBJT, with a service charge on pick-up.
await setOutletTax(t.app.db, kemang, { ...JAKARTA, npwpd: '3174.1234.567' });
await setOutletTax(t.app.db, bandung, {
  pbjtEnabled: true,
  pbjtRatePercent: 7.5,
  serviceChargePercent: 2.5,
  serviceChargeOrderTypes: ['dine_in', 'takeaway'],
  serviceChargeTaxable: false,
});
await setOutletTax(t.app.db, surabaya, {
  pbjtEnabled: false,
  serviceChargePercent: 5,
  serviceChargeOrderTypes: ['pickup'],
});

const seed = Number(process.env.TAX_REPORT_SEED ?? Date.now() % 2 ** 31);
const because = (what: string) => `${what} (TAX_REPORT_SEED=${seed})`;
const random = createRandom(seed);
const STATUSES: OrderStatus[] = [0, 100, 200, 400, 500];

/** A random cart of the two products, one to three lines of one to five cups. */
const cart = () =>
  Array.from({ length: random.int(1, 3) }, () => ({
    skuId: random.pick([thaiTea!, boba!]),
    quantity: random.int(1, 5),
  }));

/** A random order at a random outlet: through the app (prepaid or not, then walked on), or the counter (cash or QRIS). */
async function placeAtRandom(): Promise<number> {
  const outletId = random.pick(outletIds);
  if (random.chance(0.5)) {
    const lines = cart();
    return (await fx.makeOrder({ outletId, status: random.pick(STATUSES), lines: () => lines })).id;
  }
  const placed = await placeOrder(t.app.db, {
    outletId,
    door: {
      channel: 'counter',
      orderType: random.pick(['takeaway', 'dine_in'] as const),
      customerName: null,
      register: 'Counter 1',
    },
    lines: cart(),
    notes: null,
    payment: random.chance(0.6) ? { cash: 10_000_000 } : 'unpaid',
    placedBy: t.seed.staffId,
  });
  return placed.orderId;
}

const placed: number[] = [];
await setChainTax(t.app.db, { pricesIncludeTax: false, cashRounding: 100 });
for (let i = 0; i < 25; i++) placed.push(await placeAtRandom());
// The chain's rules change: orders placed before keep what they were priced with.
await setChainTax(t.app.db, { pricesIncludeTax: true, cashRounding: 500 });
for (let i = 0; i < 25; i++) placed.push(await placeAtRandom());

// Two of Kemang's paid orders moved to the edges of the month by the Jakarta clock: the last minute
// of the month before (23:59 WIB, 16:59 UTC), and the first minute of this one (00:00 WIB, 17:00 UTC
// the day before). An order of the month before counts in that month only.
const edge = (day: string, time: string) => new Date(Date.parse(`${day}T${time}+07:00`));
const lastOfBefore = await fx.makeOrder({ outletId: kemang, status: 100 });
const firstOfMonth = await fx.makeOrder({ outletId: kemang, status: 100 });
await t.app.db
  .update(orders)
  .set({ createdAt: edge(addDays(`${month}-01`, -1), '23:59:00') })
  .where(eq(orders.id, lastOfBefore.id));
await t.app.db
  .update(orders)
  .set({ createdAt: edge(`${month}-01`, '00:00:00') })
  .where(eq(orders.id, firstOfMonth.id));
placed.push(firstOfMonth.id);

const clerkRole = await t.newRole(['view_admin_user'], { label: 'Tax report reader' });
const clerk = await t.newUser({ roles: [{ role: clerkRole.name, outlet: bandung }] });

async function report(query: Record<string, string> = {}, token = admin.token): Promise<Report> {
  const res = await t.raw('GET', '/adm/v1/reports/tax', { token, query: { month, ...query } });
  expect(res.status, res.text).toBe(200);
  return res.body as Report;
}

/** The tax lines frozen on the month's paid orders (all of them placed above), per outlet, read from the orders themselves. */
async function frozenLines() {
  const rows = await t.app.db
    .select({
      id: orders.id,
      outletId: orders.outletId,
      status: orders.status,
      taxBase: orders.taxBase,
      tax: orders.tax,
      serviceCharge: orders.serviceCharge,
      placedOn: orders.placedOn,
    })
    .from(orders);
  const by = new Map<number, { order_count: number; tax_base: number; tax: number; service_charge: number }>();
  for (const id of outletIds) by.set(id, { order_count: 0, tax_base: 0, tax: 0, service_charge: 0 });
  for (const row of rows) {
    if (!row.placedOn.startsWith(`${month}-`) || row.status < 100 || row.status > 400) continue;
    expect(placed, because('every order of the month was placed here')).toContain(row.id);
    const sum = by.get(row.outletId)!;
    sum.order_count += 1;
    sum.tax_base += row.taxBase;
    sum.tax += row.tax;
    sum.service_charge += row.serviceCharge;
  }
  return by;
}

describe('tax report', () => {
  it("equals, per outlet and in total, the sum of the month's paid orders' frozen tax lines", async () => {
    const all = await report();
    expect(all.period_start).toBe(`${month}-01`);
    expect(all.period_end.slice(0, 7)).toBe(month);
    const expected = await frozenLines();
    expect(all.data.map((r) => r.outlet_id).sort(), because('every outlet has a row')).toEqual([...outletIds].sort());
    for (const row of all.data) {
      expect(row, because(row.outlet_name)).toMatchObject(expected.get(row.outlet_id)!);
    }
    const total = (key: keyof Report['summary']) => [...expected.values()].reduce((n, s) => n + s[key], 0);
    expect(all.summary, because('the summary')).toEqual({
      order_count: total('order_count'),
      tax_base: total('tax_base'),
      tax: total('tax'),
      service_charge: total('service_charge'),
    });
    // Each outlet's settings show: the exempt outlet charges no PBJT, the others do.
    const of = (id: number) => all.data.find((r) => r.outlet_id === id)!;
    expect(of(surabaya)).toMatchObject({ tax_base: 0, tax: 0 });
    expect(of(kemang).tax, because('Kemang charges PBJT')).toBeGreaterThan(0);
    expect(of(kemang)).toMatchObject({ area_id: 3174, area_name: 'Jakarta Selatan', npwpd: '3174.1234.567' });
    expect(of(bandung)).toMatchObject({ area_id: 3273, area_name: 'Kota Bandung', npwpd: '' });
    // By area, then outlet name.
    expect(all.data.map((r) => r.area_name)).toEqual(['Jakarta Selatan', 'Kota Bandung', 'Kota Surabaya']);
  });

  it('counts an order in the month of its Jakarta day', async () => {
    const [before] = await t.app.db.select().from(orders).where(eq(orders.id, lastOfBefore.id));
    const earlier = await report({ month: previousMonth, outlet_ids: String(kemang) });
    expect(earlier.summary).toEqual({
      order_count: 1,
      tax_base: before!.taxBase,
      tax: before!.tax,
      service_charge: before!.serviceCharge,
    });
    expect(earlier.period_end).toBe(addDays(`${month}-01`, -1));
    const later = addDays(`${month}-01`, 40).slice(0, 7);
    expect((await report({ month: later })).summary).toEqual({
      order_count: 0,
      tax_base: 0,
      tax: 0,
      service_charge: 0,
    });
  });

  it('covers only the outlets in reach and in outlet_ids', async () => {
    const mine = await report({}, clerk.token);
    expect(mine.data.map((r) => r.outlet_id)).toEqual([bandung]);
    expect(await report({ outlet_ids: String(bandung) })).toEqual(mine);
    expect(await report({ outlet_ids: `${kemang},${bandung}` }, clerk.token)).toEqual(mine);
    const none = await report({ outlet_ids: String(kemang) }, clerk.token);
    expect(none.data).toEqual([]);
    expect(none.summary).toEqual({ order_count: 0, tax_base: 0, tax: 0, service_charge: 0 });
    const outsider = await t.asUser(['view_admin_order'], bandung);
    const refused = await t.raw('GET', '/adm/v1/reports/tax', { token: outsider.token, query: { month } });
    expect(refused.status).toBe(403);
  });

  it.each(['2026-13', '2026-1', '2026-00', '26-11', 'November', '2026-11-01', '0000-01'])(
    'refuses the month %s with 422 naming month',
    async (bad) => {
      for (const path of ['/adm/v1/reports/tax', '/adm/v1/reports/tax/export', '/adm/v1/reports/tax/export/xlsx']) {
        const res = await t.raw('GET', path, { token: admin.token, query: { month: bad } });
        expect(res.status, `${path} ${res.text}`).toBe(422);
        expect(res.body.errors[0]).toEqual({
          detail: 'Month must be a calendar month written YYYY-MM',
          field: 'month',
        });
      }
    },
  );

  it('downloads a row per outlet and a TOTAL row, headed in the language asked for', async () => {
    const { data, summary, period_start, period_end } = await report();
    const cells = (r: Report['data'][number]) => TAX_COLUMNS.map((c) => r[c]);
    const totals = [
      '',
      'TOTAL',
      '',
      '',
      '',
      summary.order_count,
      summary.tax_base,
      summary.tax,
      summary.service_charge,
    ];
    const csv = await t.raw('GET', '/adm/v1/reports/tax/export', { token: admin.token, query: { month } });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="tax-report_${period_start}_${period_end}.csv"`,
    );
    expect(csv.text.trim().split('\n')).toEqual([
      'Outlet ID,Outlet,Area ID,Area,NPWPD,Orders,Tax base,PBJT,Service charge',
      ...data.map((r) => cells(r).join(',')),
      totals.join(','),
    ]);
    const id = await t.raw('GET', '/adm/v1/reports/tax/export', {
      token: clerk.token,
      query: { month, lang: 'id', outlet_ids: String(kemang) },
    });
    expect(id.text.trim().split('\n')).toEqual([
      'ID outlet,Outlet,ID wilayah,Wilayah,NPWPD,Pesanan,Dasar pengenaan pajak,PBJT,Biaya layanan',
      ',TOTAL,,,,0,0,0,0',
    ]);

    const res = await t.app.inject({
      method: 'GET',
      url: `/adm/v1/reports/tax/export/xlsx?month=${month}&lang=id`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="tax-report_${period_start}_${period_end}.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(exportHeaders('id', TAX_COLUMNS));
    expect(rows.slice(1)).toEqual([...data.map(cells), totals]);
  });
});
