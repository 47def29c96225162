// Every outlet-bound operation walked as staff of Bandung Dago: the Outlet Cashier (the counter,
// orders and invoices), an Outlet Manager (timeslots), a back-office clerk holding the outlet and report
// scopes there, and a lead who manages Bandung's users (staff accounts and roles). Only Bandung's
// records are listed, counted, exported or sent live; another outlet's record answers 404 as if it
// did not exist, and is left as it was. A user is Bandung's when every role they hold is held
// there; a role is changed only by someone holding its scopes wherever it is assigned.
//
// Each case names the operations it calls and calls exactly those. The last check compares the
// cases with the server and the contract: an operation of an area whose code asks where the user
// reaches, or one that needs the scope of an outlet-bound screen, is either walked here or named in
// NOT_OUTLET_BOUND with the reason it is not. Every report (a path under /adm/v1/reports/) is walked,
// never excused, and takes the outlets it covers (`outlet_ids`, or `outlet_id`). Areas that add
// outlet-bound operations add cases here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, between, count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { components, operations } from '../../../generated/schema';
import {
  chainSettings,
  invoicePaymentRequests,
  invoices,
  ORDER_CHANNELS,
  orders,
  outletChannels,
  outlets,
  purchaseOrders,
  roles,
  skus,
  stockLots,
  timeslots,
  userRoles,
  users,
} from '../../src/db/schema';
import { rowsOf } from '../../src/db/rows';
import { moveStock } from '../../src/lib/stock-ledger';
import { receivedLot } from '../../src/lib/stock-lots';
import { exportHeaders } from '../../src/services/reports/export-headers';
import { listOperations, loadContract, type Operation } from '../../src/lib/contract';
import { addDays, jakartaDate } from '../../src/lib/jakarta-time';
import type { AdminScope } from '../../src/lib/scopes';
import { attachGroups, makeGroup } from '../helpers/cup-options';
import { openEventStream } from '../helpers/event-stream';
import { orderFixtures } from '../helpers/orders';
import { csvOf, platformOrder as platformOrderRow, type PlatformOrderOptions } from '../helpers/channel-orders';
import { makeSku, makeVendor, purchaseOrderBody } from '../helpers/purchasing';
import { makeGateway, makeOrder, makeTimeslot, withFailedRefund } from '../helpers/sales';
import { newRegister } from '../helpers/shifts';
import { setStock } from '../helpers/skus';
import { openEveryCounter } from '../helpers/shifts';
import { build, type RawResponse } from '../helpers/test-app';
import { uniqueName } from '../helpers/unique';

type OperationId = keyof operations;
type SalesRow = components['schemas']['SalesReportRow'];
type SalesTotals = components['schemas']['SalesReportTotals'];

/** The scopes of the screens whose records belong to an outlet: the counter, orders, invoices, timeslots, outlets. */
const OUTLET_SCOPES: AdminScope[] = [
  'view_admin_counter',
  'view_admin_order',
  'view_admin_invoices',
  'view_admin_timeslot',
  'view_admin_outlet',
  'view_admin_shift',
];

const ACCOUNT = "the signed-in user's own account and session; no outlet's records";

/** Operations the walk leaves out although their area asks where users reach, or their scope is outlet-bound. */
const NOT_OUTLET_BOUND: Partial<Record<OperationId, string>> = {
  login: ACCOUNT,
  logout: ACCOUNT,
  changePassword: ACCOUNT,
  registerDevice: ACCOUNT,
  initiateForgetPassword: ACCOUNT,
  claimOtp: ACCOUNT,
  changePasswordWithToken: ACCOUNT,
  listOutletAreas: 'the areas an outlet can be in',
  listOutletOwners: 'the active staff the outlet form picks an owner from; accounts are company-wide',
  listOutletStaff: 'the active staff the outlet form picks staff from; accounts are company-wide',
  listPaymentGateways: 'the payment gateways are company-wide',
  getNextPurchaseOrderNumber: 'PO numbers run over the chain, so the next one is the same at every outlet',
  listRoleScopes: 'the scopes a role can grant: the same list at every outlet',
  getSettings: 'the chain settings are one record for the whole chain',
  updateSettings: 'the chain settings are one record, changed only by a user managing users at every outlet',
  getImportTemplate: 'an import template, the same at every outlet',
  getImportTemplateXlsx: 'an import template, the same at every outlet',
  listSkus: "the SKU catalogue is company-wide; the counter's product grid reads it too",
  listModifierGroups: 'modifier groups are company-wide, like the SKU catalogue; the counter reads them too',
  exportSkus: 'the SKU catalogue is company-wide',
  exportSkusXlsx: 'the SKU catalogue is company-wide',
};

const contract = new Map(listOperations().map((op) => [op.operationId, op]));

const t = await build();
await openEveryCounter(t.app.db);
const cashier = (await t.asStaff()).token;
const superAdmin = await t.asAdmin();
const admin = superAdmin.token;
const outletId = t.outletId;
const manager = (await t.newUser({ roles: [{ role: 'Outlet Manager', outlet: outletId['Bandung Dago'] }] })).token;
/** The outlet record and the reports at one outlet. */
const clerkRole = await t.newRole(['view_admin_outlet', 'view_admin_user'], { label: 'Outlet Back Office' });
const clerkUser = await t.newUser({ roles: [{ role: clerkRole.name, outlet: outletId['Bandung Dago'] }] });
const clerk = clerkUser.token;
const clerkId = clerkUser.id;
const fx = orderFixtures(t);
const bandungOrder = (await fx.makeOrder({ outletId: outletId['Bandung Dago']! })).id;
const jakartaOrder = (await fx.makeOrder({ outletId: outletId['Jakarta Kemang']! })).id;

interface CallOptions {
  path?: Record<string, number | string>;
  query?: Record<string, string>;
  body?: unknown;
}

interface Walker {
  /** Calls an operation of the case through the contract-checked client. */
  call(operationId: OperationId, token: string, options?: CallOptions): Promise<RawResponse>;
  /** Calls an operation of the case and answers the raw bytes (a download). */
  download(
    operationId: OperationId,
    token: string,
    query: Record<string, string>,
    path?: Record<string, number>,
  ): Promise<Buffer>;
  /** Counts an operation of the case the test reaches another way (the live stream, over HTTP). */
  reached(operationId: OperationId): void;
}

const walked = new Set<OperationId>();

function route(operationId: OperationId, path: Record<string, number | string> = {}) {
  const op = contract.get(operationId)!;
  return { method: op.method, url: op.path.replace(/\{(\w+)\}/g, (_, name: string) => String(path[name])) };
}

/** A case of the walk: it calls each of `operationIds`, and nothing else. */
function walk(title: string, operationIds: OperationId[], run: (walker: Walker) => Promise<void>) {
  for (const id of operationIds) walked.add(id);
  it(title, async () => {
    const called = new Set<OperationId>();
    const use = (id: OperationId) => {
      expect(operationIds, `${id} is called but not named by the case`).toContain(id);
      called.add(id);
    };
    await run({
      async call(id, token, options = {}) {
        use(id);
        const { method, url } = route(id, options.path);
        return t.raw(method, url, { token, query: options.query, body: options.body });
      },
      async download(id, token, query, path) {
        use(id);
        const { method, url } = route(id, path);
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          query,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode).toBe(200);
        return res.rawPayload;
      },
      reached: use,
    });
    expect([...called].sort()).toEqual([...operationIds].sort());
  });
}

describe('orders, the live stream and the dashboard, as the Bandung cashier', () => {
  walk('lists only Bandung orders, whatever the filters ask for', ['listOrders'], async ({ call }) => {
    const mine = await call('listOrders', cashier, { query: { size: '100' } });
    expect(mine.body.data.map((o: { id: number }) => o.id)).toContain(bandungOrder);
    expect(mine.body.data.map((o: { id: number }) => o.id)).not.toContain(jakartaOrder);
    expect(new Set(mine.body.data.map((o: { outlet: { name: string } }) => o.outlet.name))).toEqual(
      new Set(['Bandung Dago']),
    );
    const kemang = await call('listOrders', cashier, {
      query: { outlet_name: `Jakarta Kemang_${outletId['Jakarta Kemang']}` },
    });
    expect(kemang.body).toEqual({ data: [], meta: { page: 1, size: 10, total: 0 } });
    const byId = await call('listOrders', cashier, { query: { order_id: String(jakartaOrder) } });
    expect(byId.body.data).toEqual([]);
    const all = await call('listOrders', admin);
    expect(all.body.meta.total).toBeGreaterThan(mine.body.meta.total);
  });

  walk(
    "gets 404 for another outlet's order, read or changed, and leaves it as it was",
    ['getOrder', 'updateOrderStatus'],
    async ({ call }) => {
      expect((await call('getOrder', cashier, { path: { order_id: bandungOrder } })).status).toBe(200);
      const read = await call('getOrder', cashier, { path: { order_id: jakartaOrder } });
      expect(read.status).toBe(404);
      expect(read.body.errors[0].detail).toBe('Order not found');
      const change = await call('updateOrderStatus', cashier, {
        path: { order_id: jakartaOrder },
        body: { status: 500 },
      });
      expect(change.status).toBe(404);
      expect(change.body.errors[0].detail).toBe('Order not found');
      const after = await call('getOrder', admin, { path: { order_id: jakartaOrder } });
      expect(after.body.data.status).toBe(100);
    },
  );

  walk("gets 404 for another outlet's receipt", ['getOrderReceipt'], async ({ call }) => {
    expect((await call('getOrderReceipt', cashier, { path: { order_id: bandungOrder } })).status).toBe(200);
    const read = await call('getOrderReceipt', cashier, { path: { order_id: jakartaOrder } });
    expect(read.status).toBe(404);
    expect(read.body.errors[0].detail).toBe('Order not found');
  });

  walk('hears only of Bandung orders on the live stream', ['streamOrderEvents'], async ({ reached }) => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    reached('streamOrderEvents');
    const stream = await openEventStream(base, cashier);
    try {
      const fx = orderFixtures(t);
      const jakarta = await fx.makeOrder({ outletId: outletId['Jakarta Kemang']! });
      const bandung = await fx.makeOrder({ outletId: outletId['Bandung Dago']! });
      await stream.next((e) => JSON.parse(e.data).order_id === bandung.id);
      // The order's event and its change notices, all of Bandung.
      expect([...new Set(stream.events.map((e) => JSON.parse(e.data).outlet.name))]).toEqual(['Bandung Dago']);
      expect(stream.events.some((e) => JSON.parse(e.data).order_id === jakarta.id)).toBe(false);
    } finally {
      stream.close();
    }
  });

  walk(
    "sees Bandung's sales on the dashboard, not the company's",
    ['getDashboardAnalytics', 'listOrders'],
    async ({ call }) => {
      const mine = (await call('getDashboardAnalytics', cashier)).body.data;
      const all = (await call('getDashboardAnalytics', admin)).body.data;
      const total = (d: { orders_by_status: { count: number }[] }) =>
        d.orders_by_status.reduce((n, s) => n + s.count, 0);
      expect(total(all)).toBeGreaterThan(total(mine));
      expect(total(mine)).toBeGreaterThanOrEqual(1);
      const placedAtBandung = (await call('listOrders', admin, { query: { size: '100' } })).body.data.filter(
        (o: { outlet: { name: string } }) => o.outlet.name === 'Bandung Dago',
      ).length;
      expect(total(mine)).toBe(placedAtBandung);
    },
  );
});

describe('the counter, as the Bandung cashier', () => {
  walk(
    "sells and marks products sold out at Bandung only; another outlet's counter is 404 and left as it was",
    ['createCounterOrder', 'quoteCounterOrder', 'getOutletAvailability', 'updateOutletAvailability', 'getCounterMenu'],
    async ({ call }) => {
      const sku = await makeSku(t, 'Counter Tea');
      const sale = (outlet: number) =>
        call('createCounterOrder', cashier, {
          body: {
            outlet_id: outlet,
            register: 'Counter 1',
            order_type: 'takeaway',
            items: [{ sku_id: sku.id, quantity: 1 }],
            payment: { method: 'cash', tendered: 25000 },
          },
        });
      const quote = (outlet: number) =>
        call('quoteCounterOrder', cashier, {
          body: {
            outlet_id: outlet,
            order_type: 'takeaway',
            payment_method: 'cash',
            items: [{ sku_id: sku.id, quantity: 1 }],
          },
        });
      expect((await quote(outletId['Jakarta Kemang']!)).status).toBe(404);
      const priced = await quote(outletId['Bandung Dago']!);
      expect(priced.status, priced.text).toBe(200);
      expect(priced.body.data.lines).toEqual([expect.objectContaining({ sku_id: sku.id, quantity: 1 })]);

      const [before] = await t.app.db.select({ n: count() }).from(orders);
      const there = await sale(outletId['Jakarta Kemang']!);
      expect(there.status).toBe(404);
      expect(there.body.errors[0].detail).toBe('Outlet not found');
      const [after] = await t.app.db.select({ n: count() }).from(orders);
      expect(after!.n).toBe(before!.n);
      const here = await sale(outletId['Bandung Dago']!);
      expect(here.status, here.text).toBe(201);
      expect(here.body.data.order.outlet.name).toBe('Bandung Dago');

      const kemang = { outlet_id: outletId['Jakarta Kemang']! };
      expect((await call('getOutletAvailability', cashier, { path: kemang })).status).toBe(404);
      const mark = await call('updateOutletAvailability', cashier, {
        path: kemang,
        body: { sold_out: [{ sku_id: sku.id }] },
      });
      expect(mark.status).toBe(404);
      expect((await call('getOutletAvailability', admin, { path: kemang })).body.data.sold_out).toEqual([]);
      const bandung = { outlet_id: outletId['Bandung Dago']! };
      expect((await call('updateOutletAvailability', cashier, { path: bandung, body: { sold_out: [] } })).status).toBe(
        200,
      );
      expect((await call('getOutletAvailability', cashier, { path: bandung })).body.data.sold_out).toEqual([]);

      const menu = (outlet: number) => call('getCounterMenu', cashier, { query: { outlet_id: String(outlet) } });
      expect((await menu(outletId['Jakarta Kemang']!)).status).toBe(404);
      const ours = await menu(outletId['Bandung Dago']!);
      expect(ours.status, ours.text).toBe(200);
      expect(ours.body.data.products.map((p: { sku_id: number }) => p.sku_id)).toContain(sku.id);
    },
  );
});

describe('invoices, as the Bandung cashier', () => {
  walk(
    "lists only Bandung's invoices, and another outlet's invoice is neither read, charged nor refunded",
    ['listInvoices', 'getInvoice', 'createInvoicePaymentRequest', 'refundInvoice'],
    async ({ call }) => {
      const gateway = await makeGateway(t.app.db);
      const mine = await makeOrder(t.app.db, t.seed, { outletId: outletId['Bandung Dago']! });
      const theirs = await makeOrder(t.app.db, t.seed, { outletId: outletId['Jakarta Kemang']! });

      const listed = await call('listInvoices', cashier, { query: { size: '100' } });
      expect(listed.body.data.map((i: { id: number }) => i.id)).toContain(mine.invoice.id);
      expect(new Set(listed.body.data.map((i: { outlet: { name: string } }) => i.outlet.name))).toEqual(
        new Set(['Bandung Dago']),
      );
      const byNumber = await call('listInvoices', cashier, { query: { invoice_id: theirs.invoice.invoiceNumber } });
      expect(byNumber.body).toEqual({ data: [], meta: { page: 1, size: 10, total: 0 } });
      const unpaid = await call('listInvoices', cashier, { query: { status: '0', size: '100' } });
      expect(unpaid.body.data.map((i: { id: number }) => i.id)).not.toContain(theirs.invoice.id);
      const everyone = await call('listInvoices', admin, { query: { size: '100' } });
      expect(everyone.body.meta.total).toBeGreaterThan(listed.body.meta.total);

      expect((await call('getInvoice', cashier, { path: { invoice_id: mine.invoice.id } })).status).toBe(200);
      const read = await call('getInvoice', cashier, { path: { invoice_id: theirs.invoice.id } });
      expect(read.status).toBe(404);
      expect(read.body.errors[0].detail).toBe('Invoice not found');

      const pay = (invoice_id: number) =>
        call('createInvoicePaymentRequest', cashier, {
          body: { invoice_id, payment_method_partner_id: gateway.partnerId },
        });
      const refused = await pay(theirs.invoice.id);
      expect(refused.status).toBe(404);
      expect(refused.body.errors[0].detail).toBe('Invoice not found');
      const [charged] = await t.app.db
        .select({ n: count() })
        .from(invoicePaymentRequests)
        .where(eq(invoicePaymentRequests.invoiceId, theirs.invoice.id));
      expect(charged!.n).toBe(0);
      expect((await pay(mine.invoice.id)).status).toBe(201);

      const simulated = await makeGateway(t.app.db, { provider: 'Simulated' });
      const refundMine = await makeOrder(t.app.db, t.seed, { outletId: outletId['Bandung Dago']! });
      await withFailedRefund(t.app.db, refundMine.invoice.id, simulated.id);
      await withFailedRefund(t.app.db, theirs.invoice.id, simulated.id);
      const refund = (invoice_id: number) => call('refundInvoice', cashier, { path: { invoice_id } });
      const notTheirs = await refund(theirs.invoice.id);
      expect(notTheirs.status).toBe(404);
      expect(notTheirs.body.errors[0].detail).toBe('Invoice not found');
      const [still] = await t.app.db
        .select({ refundStatus: invoices.refundStatus })
        .from(invoices)
        .where(eq(invoices.id, theirs.invoice.id));
      expect(still!.refundStatus).toBe('FAILED');
      const done = await refund(refundMine.invoice.id);
      expect(done.status).toBe(200);
      expect(done.body.data.refund.status).toBe('REFUNDED');
    },
  );

  walk(
    "reports and downloads only Bandung's payments; asking for another outlet gives nothing of it",
    ['getPaymentReport', 'exportPaymentReport', 'exportPaymentReportXlsx'],
    async ({ call, download }) => {
      // Paid at the counter today, one at each outlet, so both outlets have payments in the range.
      await makeOrder(t.app.db, t.seed, { outletId: outletId['Bandung Dago']!, orderStatus: 100, invoiceStatus: 100 });
      await makeOrder(t.app.db, t.seed, {
        outletId: outletId['Jakarta Kemang']!,
        orderStatus: 100,
        invoiceStatus: 100,
      });
      const today = jakartaDate(Date.now());
      const range = { start_date: addDays(today, -1), end_date: today, size: '100' };
      const report = async (token: string, query: Record<string, string> = {}) => {
        const res = await call('getPaymentReport', token, { query: { ...range, ...query } });
        expect(res.status).toBe(200);
        return res.body as { data: { gross_amount: number }[]; summary: Record<string, number> };
      };
      const bandungOnly = { outlet_ids: String(outletId['Bandung Dago']) };
      const kemangOnly = { outlet_ids: String(outletId['Jakarta Kemang']) };
      const mine = await report(cashier);
      expect(mine.summary.payment_count).toBeGreaterThan(0);
      expect((await report(admin, bandungOnly)).summary).toEqual(mine.summary);
      expect((await report(admin, kemangOnly)).summary.payment_count).toBeGreaterThan(0);
      const none = await report(cashier, kemangOnly);
      expect(Object.values(none.summary)).toEqual(Object.values(none.summary).map(() => 0));
      expect(none.data).toEqual([]);

      const csv = await call('exportPaymentReport', cashier, { query: { ...range, ...kemangOnly } });
      expect(csv.status).toBe(200);
      const total = csv.text.trim().split('\n').at(-1)!.split(',');
      expect(total[2]).toBe('TOTAL');
      expect(
        total
          .slice(3)
          .filter((cell) => /^\d+$/.test(cell))
          .map(Number),
      ).toEqual(
        total
          .slice(3)
          .filter((cell) => /^\d+$/.test(cell))
          .map(() => 0),
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await download('exportPaymentReportXlsx', cashier, range)) as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const last = sheet.getRow(sheet.rowCount).values as unknown[];
      expect(last).toContain('TOTAL');
      expect(last).toContain(mine.summary.gross_amount);
    },
  );
});

describe('timeslots, as an Outlet Manager of Bandung', () => {
  walk(
    "offers only Bandung's slots of a day, unfiltered or filtered, and switches none of another outlet's",
    ['listTimeslots', 'updateTimeslots'],
    async ({ call }) => {
      const date = '2032-02-10';
      const dago = await makeTimeslot(t.app.db, outletId['Bandung Dago']!, { date, start: '10:00' });
      const kemang = await makeTimeslot(t.app.db, outletId['Jakarta Kemang']!, { date, start: '10:00' });
      const closed = await makeTimeslot(t.app.db, outletId['Surabaya Tunjungan']!, {
        date,
        start: '11:00',
        isActive: false,
      });
      const ids = (res: RawResponse) => res.body.data.map((s: { id: number }) => s.id);

      expect(ids(await call('listTimeslots', manager, { query: { date } }))).toEqual([dago.id]);
      const bandungOnly = { date, outlet_id: String(outletId['Bandung Dago']) };
      expect(ids(await call('listTimeslots', manager, { query: bandungOnly }))).toEqual([dago.id]);
      const kemangOnly = { date, outlet_id: String(outletId['Jakarta Kemang']) };
      expect((await call('listTimeslots', manager, { query: kemangOnly })).body).toEqual({ data: [] });
      expect(ids(await call('listTimeslots', admin, { query: { date } }))).toHaveLength(3);

      const activeOf = async () =>
        Object.fromEntries(
          (await t.app.db.select().from(timeslots).where(eq(timeslots.date, date))).map((s) => [s.id, s.isActive]),
        );
      const before = { [dago.id]: true, [kemang.id]: true, [closed.id]: false };
      expect(await activeOf()).toEqual(before);
      for (const [deactive_timeslot_ids, active_timeslot_ids] of [
        [[dago.id, kemang.id], []],
        [[dago.id], [closed.id]],
        [[], [closed.id]],
      ]) {
        const refused = await call('updateTimeslots', manager, {
          body: { deactive_timeslot_ids, active_timeslot_ids },
        });
        expect(refused.status).toBe(404);
        expect(refused.body.errors[0].detail).toBe('Timeslot not found');
        expect(await activeOf()).toEqual(before);
      }
      const own = await call('updateTimeslots', manager, { body: { deactive_timeslot_ids: [dago.id] } });
      expect(own.status).toBe(200);
      expect(await activeOf()).toEqual({ ...before, [dago.id]: false });
    },
  );
});

describe('the sales report and its downloads, as a Bandung clerk holding the report scope there', () => {
  const FIGURES = [
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
  ] as const;
  const NO_SALES = {
    ...Object.fromEntries(FIGURES.map((f) => [f, 0])),
    by_channel: ORDER_CHANNELS.map((channel) => ({ channel, order_count: 0, gross_sales: 0 })),
  };
  /** The summary adds the discounts by promotion, which a period's row does not carry. */
  const NOTHING = { ...NO_SALES, discounts_by_promotion: [], discount_brand: 0, discount_outlet: 0 };
  /** The downloads' figures: the report's own, then each channel's orders and gross sales. */
  const COLUMNS = [
    ...FIGURES,
    ...ORDER_CHANNELS.flatMap((channel) => [`${channel}_order_count`, `${channel}_gross_sales`]),
  ];
  const cellsOf = (totals: SalesTotals) => [
    ...FIGURES.map((f) => totals[f]),
    ...ORDER_CHANNELS.flatMap((channel) => {
      const part = totals.by_channel.find((x) => x.channel === channel);
      return [part?.order_count ?? 0, part?.gross_sales ?? 0];
    }),
  ];

  /** Yesterday and today in Jakarta, so orders placed just before midnight still count. */
  function range() {
    const today = jakartaDate(Date.now());
    return { start_date: addDays(today, -1), end_date: today };
  }

  /** Paid orders placed at an outlet in the range, straight from the orders. */
  async function paidAt(outlet: string, r: { start_date: string; end_date: string }) {
    const [row] = await t.app.db
      .select({ n: sql<number>`count(*)::int`, gross: sql<string>`coalesce(sum(${orders.subtotal}), 0)` })
      .from(orders)
      .where(
        and(
          eq(orders.outletId, outletId[outlet]!),
          between(orders.placedOn, r.start_date, r.end_date),
          between(orders.status, 100, 400),
        ),
      );
    return { order_count: row!.n, gross_sales: Number(row!.gross) };
  }

  walk(
    "counts only Bandung's sales, and asking for another outlet gives nothing of it",
    ['getSalesReport'],
    async ({ call }) => {
      const r = range();
      const report = async (token: string, query: Record<string, string> = {}) => {
        const res = await call('getSalesReport', token, { query: { ...r, size: '100', ...query } });
        expect(res.status).toBe(200);
        return res.body as { data: SalesRow[]; summary: SalesTotals };
      };
      const bandung = await paidAt('Bandung Dago', r);
      const jakarta = await paidAt('Jakarta Kemang', r);
      expect(bandung.order_count).toBeGreaterThan(0);
      expect(jakarta.order_count).toBeGreaterThan(0);

      const mine = await report(clerk);
      expect(mine.summary).toMatchObject(bandung);
      expect((await report(admin)).summary.gross_sales).toBeGreaterThan(mine.summary.gross_sales);
      expect((await report(admin, { outlet_ids: String(outletId['Bandung Dago']) })).summary).toEqual(mine.summary);

      // The outlet filter narrows the outlets within reach; one out of reach adds nothing, and is no error.
      const kemang = { outlet_ids: String(outletId['Jakarta Kemang']) };
      expect((await report(admin, kemang)).summary).toMatchObject(jakarta);
      const none = await report(clerk, kemang);
      expect(none.summary).toEqual(NOTHING);
      for (const row of none.data) expect(row).toMatchObject(NO_SALES);
      const both = { outlet_ids: `${outletId['Jakarta Kemang']},${outletId['Bandung Dago']}` };
      expect((await report(clerk, both)).summary).toEqual(mine.summary);
      const [place] = await t.app.db
        .select({ areaId: outlets.areaId, ownerId: outlets.ownerId })
        .from(outlets)
        .where(eq(outlets.id, outletId['Jakarta Kemang']!));
      expect((await report(clerk, { area_ids: String(place!.areaId) })).summary).toEqual(NOTHING);
      // The demo owner owns every outlet, Bandung included: the owner filter keeps Bandung's sales.
      expect((await report(clerk, { owner_ids: String(place!.ownerId) })).summary).toEqual(mine.summary);

      // The SKU figures are read from other rollups (and, for several SKUs, from the orders).
      const menu = await orderFixtures(t).ensureMenu();
      for (const sku_ids of [String(menu[0]), menu.join(',')]) {
        const adminKemang = await report(admin, { sku_ids, ...kemang });
        expect(adminKemang.summary.order_count).toBeGreaterThan(0);
        expect((await report(clerk, { sku_ids, ...kemang })).summary).toEqual(NOTHING);
        const adminBandung = await report(admin, { sku_ids, outlet_ids: String(outletId['Bandung Dago']) });
        expect(adminBandung.summary.order_count).toBeGreaterThan(0);
        expect((await report(clerk, { sku_ids })).summary).toEqual(adminBandung.summary);
      }
    },
  );

  walk(
    "downloads only Bandung's sales as CSV and as a workbook",
    ['getSalesReport', 'exportSalesReport', 'exportSalesReportXlsx'],
    async ({ call, download }) => {
      const r = range();
      const summary = (await call('getSalesReport', clerk, { query: r })).body.summary as SalesTotals;
      expect(summary).toMatchObject(await paidAt('Bandung Dago', r));
      const kemang = { ...r, outlet_ids: String(outletId['Jakarta Kemang']) };

      const csv = async (query: Record<string, string>) => {
        const res = await call('exportSalesReport', clerk, { query });
        expect(res.status).toBe(200);
        const [header, ...lines] = res.text
          .trim()
          .split('\n')
          .map((line) => line.split(','));
        expect(header!.slice(3)).toEqual(exportHeaders('en', COLUMNS));
        return lines.map((cells) => ({ label: cells[2], figures: cells.slice(3).map(Number) }));
      };
      const mine = await csv(r);
      expect(mine.at(-1)).toEqual({ label: 'TOTAL', figures: cellsOf(summary) });
      const none = await csv(kemang);
      expect(none.at(-1)!.label).toBe('TOTAL');
      for (const line of none) expect(line.figures).toEqual(COLUMNS.map(() => 0));

      const sheet = async (query: Record<string, string>) => {
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load((await download('exportSalesReportXlsx', clerk, query)) as unknown as ArrayBuffer);
        const rows: unknown[][] = [];
        workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
        expect(rows[0]!.slice(3)).toEqual(exportHeaders('en', COLUMNS));
        return rows.slice(1).map((cells) => ({ label: cells[2], figures: cells.slice(3) }));
      };
      const book = await sheet(r);
      expect(book.at(-1)).toEqual({ label: 'TOTAL', figures: cellsOf(summary) });
      const nothing = await sheet(kemang);
      expect(nothing.at(-1)!.label).toBe('TOTAL');
      for (const row of nothing) expect(row.figures).toEqual(COLUMNS.map(() => 0));
    },
  );
});

describe('the purchase-order report and its downloads, as a Bandung clerk holding the report scope there', () => {
  walk(
    'sums only the purchase orders received at Bandung; asking for another outlet gives nothing of it',
    ['getPurchaseOrderReport', 'exportPurchaseOrderReport', 'exportPurchaseOrderReportXlsx'],
    async ({ call, download }) => {
      // One vendor of this case's own, with a PO received at each outlet today.
      const vendor = await makeVendor(t);
      const sku = await makeSku(t, 'Reach report');
      for (const [outlet, quantity] of [
        ['Bandung Dago', 30],
        ['Jakarta Kemang', 70],
      ] as const) {
        const body = purchaseOrderBody(vendor.id, [{ sku: sku.id, quantity, unitPrice: 1000 }]);
        const created = await t.raw('POST', '/adm/v1/purchase-orders', {
          token: admin,
          body: { ...body, outlet_id: outletId[outlet] },
        });
        expect(created.status, created.text).toBe(201);
      }
      const today = jakartaDate(Date.now());
      const range = { start_date: today, end_date: today, vendor_ids: String(vendor.id) };
      const report = async (token: string, query: Record<string, string> = {}) => {
        const res = await call('getPurchaseOrderReport', token, { query: { ...range, ...query } });
        expect(res.status).toBe(200);
        return res.body as { data: { total_amount: number }[]; summary: Record<string, number> };
      };
      const bandungOnly = { outlet_ids: String(outletId['Bandung Dago']) };
      const kemangOnly = { outlet_ids: String(outletId['Jakarta Kemang']) };

      const mine = await report(clerk);
      expect(mine.summary).toMatchObject({ po_count: 1, total_amount: 30_000, outstanding_amount: 30_000 });
      expect((await report(admin)).summary).toMatchObject({ po_count: 2, total_amount: 100_000 });
      expect((await report(admin, bandungOnly)).summary).toEqual(mine.summary);
      expect((await report(admin, kemangOnly)).summary).toMatchObject({ po_count: 1, total_amount: 70_000 });
      const none = await report(clerk, kemangOnly);
      expect(Object.values(none.summary)).toEqual(Object.values(none.summary).map(() => 0));
      expect(none.data).toEqual([]);
      expect(
        (await report(clerk, { outlet_ids: `${kemangOnly.outlet_ids},${bandungOnly.outlet_ids}` })).summary,
      ).toEqual(mine.summary);

      const totalOf = (csv: string) => csv.trim().split('\n').at(-1)!.split(',');
      const csv = await call('exportPurchaseOrderReport', clerk, { query: range });
      expect(csv.status).toBe(200);
      expect(totalOf(csv.text)).toEqual([today, today, 'TOTAL', '', '', '1', '30000', '0', '30000', '0']);
      const elsewhere = await call('exportPurchaseOrderReport', clerk, { query: { ...range, ...kemangOnly } });
      expect(totalOf(elsewhere.text)).toEqual([today, today, 'TOTAL', '', '', '0', '0', '0', '0', '0']);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(
        (await download('exportPurchaseOrderReportXlsx', clerk, range)) as unknown as ArrayBuffer,
      );
      const sheet = workbook.worksheets[0]!;
      expect(sheet.rowCount).toBe(3);
      const last = sheet.getRow(sheet.rowCount).values as unknown[];
      expect(last).toContain('TOTAL');
      expect(last).toContain(30_000);
      expect(last).not.toContain(100_000);
    },
  );
});

describe('the modifier report and its downloads, as a Bandung clerk holding the report scope there', () => {
  walk(
    'counts only the options sold at Bandung; asking for another outlet gives nothing of it',
    ['getModifierReport', 'exportModifierReport', 'exportModifierReportXlsx'],
    async ({ call, download }) => {
      // A topping of this case's own (offered, never required), sold on the cups of a paid order at each outlet.
      const group = await makeGroup(t, {
        name: 'Reach toppings',
        selection: 'multiple',
        options: [{ name: 'Pearls', priceDelta: 5000 }],
      });
      const pearls = group.option.Pearls!;
      const menu = await fx.ensureMenu();
      for (const sku of menu) await attachGroups(t, sku, [group.id]);
      const counts: Record<string, number> = {};
      for (const outlet of ['Bandung Dago', 'Jakarta Kemang']) {
        await fx.makeOrder({
          outletId: outletId[outlet]!,
          lines: (thaiTea, boba) => [
            { skuId: thaiTea, quantity: 2, options: [pearls] },
            { skuId: boba, quantity: 1, options: [pearls] },
          ],
        });
        counts[outlet] = 3;
      }
      const today = jakartaDate(Date.now());
      const range = { start_date: today, end_date: today };
      type Row = { modifier_option_id: number; cups: number; revenue: number };
      const cupsOf = async (token: string, query: Record<string, string> = {}) => {
        const res = await call('getModifierReport', token, { query: { ...range, ...query } });
        expect(res.status).toBe(200);
        return (res.body.data as Row[]).find((r) => r.modifier_option_id === pearls)?.cups ?? 0;
      };
      const bandungOnly = { outlet_ids: String(outletId['Bandung Dago']) };
      const kemangOnly = { outlet_ids: String(outletId['Jakarta Kemang']) };
      expect(await cupsOf(clerk)).toBe(counts['Bandung Dago']);
      expect(await cupsOf(admin)).toBe(counts['Bandung Dago']! + counts['Jakarta Kemang']!);
      expect(await cupsOf(admin, bandungOnly)).toBe(counts['Bandung Dago']);
      expect(await cupsOf(admin, kemangOnly)).toBe(counts['Jakarta Kemang']);
      expect(await cupsOf(clerk, kemangOnly)).toBe(0);
      expect(await cupsOf(clerk, { outlet_ids: `${kemangOnly.outlet_ids},${bandungOnly.outlet_ids}` })).toBe(
        counts['Bandung Dago'],
      );

      const optionLine = (csv: string) => csv.split('\n').find((line) => line.startsWith(`${group.name},`));
      const csv = await call('exportModifierReport', clerk, { query: range });
      expect(csv.status).toBe(200);
      expect(optionLine(csv.text)).toBe(
        // A price with no recipe: each of its cups is counted as one without a full recipe.
        `${group.name},Pearls,${counts['Bandung Dago']},${counts['Bandung Dago']! * 5000},${counts['Bandung Dago']},,,`,
      );
      const elsewhere = await call('exportModifierReport', clerk, { query: { ...range, ...kemangOnly } });
      expect(optionLine(elsewhere.text)).toBeUndefined();
      expect(elsewhere.text.trim().split('\n').at(-1)).toBe('TOTAL,,0,0,0,,,');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await download('exportModifierReportXlsx', clerk, range)) as unknown as ArrayBuffer);
      const rows: unknown[][] = [];
      workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      expect(rows.find((row) => row[0] === group.name)?.slice(2, 4)).toEqual([
        counts['Bandung Dago'],
        counts['Bandung Dago']! * 5000,
      ]);
    },
  );
});

describe('the tax report and its downloads, as a Bandung clerk holding the report scope there', () => {
  walk(
    "shows only Bandung's row and PBJT; asking for another outlet gives nothing of it",
    ['getTaxReport', 'exportTaxReport', 'exportTaxReportXlsx'],
    async ({ call, download }) => {
      const month = jakartaDate(Date.now()).slice(0, 7);
      type Report = { data: { outlet_id: number; order_count: number }[]; summary: { order_count: number } };
      const report = async (token: string, query: Record<string, string> = {}) => {
        const res = await call('getTaxReport', token, { query: { month, ...query } });
        expect(res.status).toBe(200);
        return res.body as Report;
      };
      const bandungOnly = { outlet_ids: String(outletId['Bandung Dago']) };
      const kemangOnly = { outlet_ids: String(outletId['Jakarta Kemang']) };
      const mine = await report(clerk);
      expect(mine.data.map((row) => row.outlet_id)).toEqual([outletId['Bandung Dago']]);
      expect(mine.summary.order_count).toBeGreaterThan(0);
      const all = await report(admin);
      expect(all.data.map((row) => row.outlet_id)).toContain(outletId['Jakarta Kemang']);
      expect(all.summary.order_count).toBeGreaterThan(mine.summary.order_count);
      expect(await report(admin, bandungOnly)).toEqual(mine);
      expect((await report(clerk, kemangOnly)).data).toEqual([]);
      expect(await report(clerk, { outlet_ids: `${kemangOnly.outlet_ids},${bandungOnly.outlet_ids}` })).toEqual(mine);

      const csv = await call('exportTaxReport', clerk, { query: { month } });
      expect(csv.status).toBe(200);
      const lines = csv.text.trim().split('\n');
      expect(lines).toHaveLength(3);
      expect(lines[1]).toMatch(new RegExp(`^${outletId['Bandung Dago']},Bandung Dago,`));
      const elsewhere = await call('exportTaxReport', clerk, { query: { month, ...kemangOnly } });
      expect(elsewhere.text.trim().split('\n').slice(1)).toEqual([',TOTAL,,,,0,0,0,0']);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await download('exportTaxReportXlsx', clerk, { month })) as unknown as ArrayBuffer);
      const names: unknown[] = [];
      workbook.worksheets[0]!.eachRow((row) => names.push((row.values as unknown[])[2]));
      expect(names.slice(1)).toEqual(['Bandung Dago', 'TOTAL']);
    },
  );
});

describe('the promotions report and its downloads, as a Bandung clerk holding the report scope there', () => {
  walk(
    "shows only Bandung's discounts; asking for another outlet gives nothing of it",
    ['getPromotionReport', 'exportPromotionReport', 'exportPromotionReportXlsx'],
    async ({ call, download }) => {
      const today = jakartaDate(Date.now());
      const range = { start_date: addDays(today, -30), end_date: today };
      type Report = { data: { discount: number }[]; summary: { discount: number; order_count: number } };
      const report = async (token: string, query: Record<string, string> = {}) => {
        const res = await call('getPromotionReport', token, { query: { ...range, ...query } });
        expect(res.status).toBe(200);
        return res.body as Report;
      };
      const bandungOnly = { outlet_ids: String(outletId['Bandung Dago']) };
      const kemangOnly = { outlet_ids: String(outletId['Jakarta Kemang']) };
      const mine = await report(clerk);
      expect(await report(admin, bandungOnly)).toEqual(mine);
      expect((await report(clerk, kemangOnly)).data).toEqual([]);
      expect((await report(clerk, kemangOnly)).summary.discount).toBe(0);
      const csv = await call('exportPromotionReport', clerk, { query: { ...range, ...kemangOnly } });
      expect(csv.status).toBe(200);
      expect(csv.text.trim().split('\n').slice(1)).toEqual([',TOTAL,,0,0,0,0']);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(
        (await download('exportPromotionReportXlsx', clerk, { ...range, ...kemangOnly })) as unknown as ArrayBuffer,
      );
      expect(workbook.worksheets[0]!.rowCount).toBe(2);
    },
  );
});

/** A delivery platform's paid order, with the paid invoice every order has (of a day long past, so today's numbering is left alone). */
async function platformOrder(db: typeof t.app.db, options: PlatformOrderOptions) {
  const order = await platformOrderRow(db, options);
  const at = new Date();
  await db.insert(invoices).values({
    invoiceNumber: `INV/20000101/${String(order.id).padStart(5, '0')}`,
    orderId: order.id,
    amount: options.total,
    status: 100,
    paidAt: at,
    expiresAt: at,
  });
  return order;
}

describe('the channel report and its downloads, as a Bandung clerk holding the report scope there', () => {
  walk(
    "shows only Bandung's platform orders and payouts; asking for another outlet gives nothing of it",
    ['getChannelReport', 'exportChannelReport', 'exportChannelReportXlsx'],
    async ({ call, download }) => {
      await platformOrder(t.app.db, {
        channel: 'gofood',
        outletId: outletId['Bandung Dago']!,
        total: 50000,
        commission: 10000,
      });
      await platformOrder(t.app.db, {
        channel: 'grabfood',
        outletId: outletId['Jakarta Kemang']!,
        total: 70000,
        commission: 14000,
        promotion: 5000,
      });
      const today = jakartaDate(Date.now());
      const range = { start_date: today, end_date: today };
      type Totals = { order_count: number; gross: number; commission: number; promotion: number; expected: number };
      const CHANNEL_FIGURES = [
        'order_count',
        'gross',
        'commission',
        'promotion',
        'expected',
        'settled_order_count',
        'settled',
        'difference',
      ];
      type Report = { data: (Totals & { channel: string })[]; summary: Totals };
      const report = async (token: string, query: Record<string, string> = {}) => {
        const res = await call('getChannelReport', token, { query: { ...range, ...query } });
        expect(res.status).toBe(200);
        return res.body as Report;
      };
      const bandungOnly = { outlet_ids: String(outletId['Bandung Dago']) };
      const kemangOnly = { outlet_ids: String(outletId['Jakarta Kemang']) };
      const mine = await report(clerk);
      expect(mine.data.find((row) => row.channel === 'gofood')!.gross).toBeGreaterThanOrEqual(50000);
      expect(await report(admin, bandungOnly)).toEqual(mine);
      const theirs = await report(admin, kemangOnly);
      expect(theirs.data.find((row) => row.channel === 'grabfood')!.gross).toBeGreaterThanOrEqual(70000);
      const both = { outlet_ids: `${kemangOnly.outlet_ids},${bandungOnly.outlet_ids}` };
      const all = await report(admin, both);
      for (const key of ['order_count', 'gross', 'commission', 'promotion', 'expected'] as const)
        expect(all.summary[key]).toBe(mine.summary[key] + theirs.summary[key]);
      const refused = await report(clerk, kemangOnly);
      expect(refused.data.map((row) => row.channel)).toEqual(['gofood', 'grabfood', 'shopeefood']);
      expect(refused.data.every((row) => row.order_count === 0 && row.gross === 0)).toBe(true);
      expect(refused.summary.gross).toBe(0);
      expect(await report(clerk, both)).toEqual(mine);

      const csv = await call('exportChannelReport', clerk, { query: { ...range, ...kemangOnly } });
      expect(csv.status).toBe(200);
      expect(csv.text.trim().split('\n').slice(1)).toEqual([
        'GoFood,0,0,0,0,0,0,0,0',
        'GrabFood,0,0,0,0,0,0,0,0',
        'ShopeeFood,0,0,0,0,0,0,0,0',
        'TOTAL,0,0,0,0,0,0,0,0',
      ]);
      const ours = await call('exportChannelReport', clerk, { query: range });
      const totals = mine.summary as unknown as Record<string, number>;
      expect(ours.text.trim().split('\n').at(-1)).toBe(
        ['TOTAL', ...CHANNEL_FIGURES.map((figure) => totals[figure])].join(','),
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(
        (await download('exportChannelReportXlsx', clerk, { ...range, ...kemangOnly })) as unknown as ArrayBuffer,
      );
      const rows: unknown[][] = [];
      workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      expect(rows.slice(1).map((row) => row.slice(1, 3))).toEqual([
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
      ]);
    },
  );
});

describe('outlets, the session and role assignment, as Bandung staff', () => {
  const outletBody = (o: {
    name: string;
    address: string;
    is_hq: boolean;
    outlet_area: { area_id: number };
    outlet_owner: { id: number };
    staff_ids: { id: number }[];
  }) => ({
    name: o.name,
    address: o.address,
    is_hq: o.is_hq,
    area_id: o.outlet_area.area_id,
    owner_id: o.outlet_owner.id,
    staff_ids: o.staff_ids.map((s) => s.id),
  });

  walk(
    'offers only Bandung in the outlet look-up, whichever scope opens it, and whatever the filters ask for',
    ['listOutlets'],
    async ({ call }) => {
      for (const token of [cashier, manager, clerk]) {
        const listed = await call('listOutlets', token, { query: { size: '100' } });
        expect(listed.body.data.map((o: { name: string }) => o.name)).toEqual(['Bandung Dago']);
        const asked = await call('listOutlets', token, {
          query: { outlet_ids: `${outletId['Jakarta Kemang']},${outletId['Surabaya Tunjungan']}` },
        });
        expect(asked.body).toEqual({ data: [], meta: { page: 1, size: 10, total: 0 } });
        const named = await call('listOutlets', token, { query: { search_name: 'Kemang' } });
        expect(named.body.meta.total).toBe(0);
      }
      expect((await call('listOutlets', admin, { query: { size: '100' } })).body.meta.total).toBe(3);
    },
  );

  walk(
    'gets 404 for another outlet, read or edited, leaves it as it was, and may not add one',
    ['getOutlet', 'updateOutlet', 'createOutlet'],
    async ({ call }) => {
      const outlet = (id: number, token = clerk) => call('getOutlet', token, { path: { outlet_id: id } });
      const jakarta = (await outlet(outletId['Jakarta Kemang']!, admin)).body.data;
      const read = await outlet(outletId['Jakarta Kemang']!);
      expect(read.status).toBe(404);
      expect(read.body.errors[0].detail).toBe('Outlet not found');
      const edit = await call('updateOutlet', clerk, {
        path: { outlet_id: jakarta.id },
        body: { ...outletBody(jakarta), name: uniqueName('Renamed') },
      });
      expect(edit.status).toBe(404);
      expect(edit.body.errors[0].detail).toBe('Outlet not found');
      expect((await outlet(jakarta.id, admin)).body.data).toEqual(jakarta);

      const bandung = await outlet(outletId['Bandung Dago']!);
      expect(bandung.status).toBe(200);
      const kept = await call('updateOutlet', clerk, {
        path: { outlet_id: bandung.body.data.id },
        body: outletBody(bandung.body.data),
      });
      expect(kept.status).toBe(200);

      const before = await t.app.db.select({ n: count() }).from(outlets);
      const add = await call('createOutlet', clerk, {
        body: { ...outletBody(jakarta), name: uniqueName('Bandung Braga'), is_hq: false, staff_ids: [] },
      });
      expect(add.status).toBe(403);
      expect(add.body.errors[0].detail).toBe('Only staff who manage every outlet can add an outlet');
      expect(await t.app.db.select({ n: count() }).from(outlets)).toEqual(before);
    },
  );

  walk(
    "gets 404 for another outlet's pick-up hours, read or replaced, and leaves them as they were",
    ['getOutletPickupHours', 'replaceOutletPickupHours'],
    async ({ call }) => {
      const hours = (id: number, token = clerk) => call('getOutletPickupHours', token, { path: { outlet_id: id } });
      const jakartaId = outletId['Jakarta Kemang']!;
      const before = (await hours(jakartaId, admin)).body.data;
      const read = await hours(jakartaId);
      expect(read.status).toBe(404);
      expect(read.body.errors[0].detail).toBe('Outlet not found');
      const body = {
        slot_minutes: 30,
        capacity: 5,
        weekly_hours: [{ weekday: 'MONDAY', opens_at: '10:00', closes_at: '12:00' }],
      };
      const edit = await call('replaceOutletPickupHours', clerk, { path: { outlet_id: jakartaId }, body });
      expect(edit.status).toBe(404);
      expect(edit.body.errors[0].detail).toBe('Outlet not found');
      expect((await hours(jakartaId, admin)).body.data).toEqual(before);
      expect((await hours(outletId['Bandung Dago']!)).status).toBe(200);
    },
  );

  walk(
    "gets 404 for another outlet's PBJT and service charge, read or replaced, and leaves them as they were",
    ['getOutletTax', 'replaceOutletTax'],
    async ({ call }) => {
      const tax = (id: number, token = clerk) => call('getOutletTax', token, { path: { outlet_id: id } });
      const jakartaId = outletId['Jakarta Kemang']!;
      const before = (await tax(jakartaId, admin)).body.data;
      const read = await tax(jakartaId);
      expect(read.status).toBe(404);
      expect(read.body.errors[0].detail).toBe('Outlet not found');
      const body = {
        pbjt_enabled: true,
        pbjt_rate_percent: 10,
        service_charge_percent: 5,
        service_charge_order_types: ['dine_in'],
        service_charge_taxable: true,
      };
      const edit = await call('replaceOutletTax', clerk, { path: { outlet_id: jakartaId }, body });
      expect(edit.status).toBe(404);
      expect(edit.body.errors[0].detail).toBe('Outlet not found');
      expect((await tax(jakartaId, admin)).body.data).toEqual(before);
      expect((await tax(outletId['Bandung Dago']!)).status).toBe(200);
    },
  );

  walk('is told of Bandung alone, with the scopes held there', ['getInfo'], async ({ call }) => {
    const bandung = { id: outletId['Bandung Dago'], name: 'Bandung Dago' };
    expect((await call('getInfo', cashier)).body.data.outlets).toEqual([
      {
        ...bandung,
        admin_scope: [
          'view_admin_counter',
          'view_admin_order',
          'view_admin_invoices',
          'view_admin_shift',
          'view_admin_prep',
        ],
      },
    ]);
    expect((await call('getInfo', clerk)).body.data.outlets).toEqual([
      { ...bandung, admin_scope: ['view_admin_outlet', 'view_admin_user'] },
    ]);
  });

  walk(
    'hands out its role at Bandung only; at another outlet it is refused and nothing is assigned',
    ['assignUserRoles'],
    async ({ call }) => {
      const someone = await t.newUser({ createdBy: clerkId });
      const heldBy = async () =>
        (await t.app.db.select().from(userRoles).where(eq(userRoles.userId, someone.id))).map((r) => r.outletId);
      const assign = (outlet: string) =>
        call('assignUserRoles', clerk, {
          path: { user_id: someone.id },
          body: { roles: [{ role_id: clerkRole.id, outlet_id: outletId[outlet] }] },
        });
      // Handing out a grant is refused as a privilege (403), the way every role rule is.
      const refused = await assign('Jakarta Kemang');
      expect(refused.status).toBe(403);
      expect(refused.body.errors[0]).toEqual({
        detail: 'You cannot grant scopes you do not hold at Jakarta Kemang: view_admin_outlet, view_admin_user',
        field: 'roles.0.role_id',
      });
      expect(await heldBy()).toEqual([]);
      expect((await assign('Bandung Dago')).status).toBe(200);
      expect(await heldBy()).toEqual([outletId['Bandung Dago']]);
    },
  );
});

describe('staff accounts and roles, as a Bandung lead who manages users there', () => {
  type User = components['schemas']['User'];
  const LEAD_SCOPES: AdminScope[] = [
    'view_admin_user',
    'view_admin_order',
    'view_admin_invoices',
    'view_admin_timeslot',
    'view_admin_counter',
    'view_admin_shift',
    'view_admin_prep',
    'view_admin_inventory',
  ];
  let lead: { id: number; token: string };
  let leadRole: { id: number; name: string };
  /** Everyone a case needs, by who they are to the lead. */
  const people: Record<string, number> = {};

  /** A role straight in the database, so each case knows exactly where it is assigned. */
  async function roleHeldAt(scopes: AdminScope[], outlets: string[]) {
    const role = await t.newRole(scopes, { label: 'Counter' });
    for (const outlet of outlets) await t.newUser({ roles: [{ role: role.name, outlet: outletId[outlet] }] });
    return role;
  }

  beforeAll(async () => {
    leadRole = await roleHeldAt(LEAD_SCOPES, []);
    lead = await t.newUser({ roles: [{ role: leadRole.name, outlet: outletId['Bandung Dago'] }] });
    const user = async (roleList: { role: string; outlet?: string }[], createdBy?: number) =>
      (await t.newUser({ roles: roleList.map((r) => ({ role: r.role, outlet: outletId[r.outlet!] })), createdBy })).id;
    people.bandungCashier = await user([{ role: 'Outlet Cashier', outlet: 'Bandung Dago' }]);
    people.bandungManager = await user([{ role: 'Outlet Manager', outlet: 'Bandung Dago' }]);
    people.alsoInJakarta = await user([
      { role: 'Outlet Cashier', outlet: 'Bandung Dago' },
      { role: 'Outlet Cashier', outlet: 'Jakarta Kemang' },
    ]);
    people.jakartaManager = await user([{ role: 'Outlet Manager', outlet: 'Jakarta Kemang' }]);
    people.surabayaManager = await user([{ role: 'Outlet Manager', outlet: 'Surabaya Tunjungan' }]);
    people.finance = await user([{ role: 'Finance' }]);
    people.madeByAdmin = await user([], t.seed.adminId);
    people.madeByLead = await user([], lead.id);
  });

  const OUT_OF_REACH = ['alsoInJakarta', 'jakartaManager', 'surabayaManager', 'finance', 'madeByAdmin'];

  const asAdmin = async (id: number) =>
    (await superAdmin.GET('/usr/v1/users/{user_id}', { params: { path: { user_id: id } } })).data!.data;

  walk(
    'lists users whose every role is at Bandung and the accounts it created, whatever the search',
    ['listUsers'],
    async ({ call }) => {
      const listed = await call('listUsers', lead.token, { query: { size: '100' } });
      const ids = listed.body.data.map((u: User) => u.id);
      expect(listed.body.meta.total).toBe(ids.length);
      for (const who of ['bandungCashier', 'bandungManager', 'madeByLead']) expect(ids).toContain(people[who]);
      expect(ids).toContain(lead.id);
      for (const who of OUT_OF_REACH) expect(ids).not.toContain(people[who]);
      expect(ids).not.toContain(t.seed.adminId);
      for (const u of listed.body.data as User[])
        expect(
          u.roles.every((r) => r.outlet_name === 'Bandung Dago'),
          u.name,
        ).toBe(true);
      const jakarta = await asAdmin(people.jakartaManager!);
      const searched = await call('listUsers', lead.token, { query: { search_email: jakarta.email } });
      expect(searched.body).toEqual({ data: [], meta: { page: 1, size: 10, total: 0 } });
      const everyone = await call('listUsers', admin, { query: { size: '100' } });
      expect(everyone.body.meta.total).toBeGreaterThan(listed.body.meta.total);
    },
  );

  walk(
    'gets 404 for a user holding any role elsewhere, or an account someone else created, and changes nothing',
    ['getUser', 'updateUser', 'setUserStatus', 'assignUserRoles'],
    async ({ call }) => {
      for (const who of OUT_OF_REACH) {
        const before = await asAdmin(people[who]!);
        const path = { user_id: before.id };
        const answers = [
          await call('getUser', lead.token, { path }),
          await call('updateUser', lead.token, {
            path,
            body: { name: before.name, phone_number: before.phone_number, email: `taken.${before.email}` },
          }),
          await call('setUserStatus', lead.token, { path, body: { is_active: false } }),
          await call('assignUserRoles', lead.token, {
            path,
            body: { roles: [{ role_id: t.seed.roleIds['Outlet Cashier'], outlet_id: outletId['Bandung Dago'] }] },
          }),
        ];
        for (const answer of answers) {
          expect(answer.status, who).toBe(404);
          expect(answer.body.errors[0].detail).toBe('User not found');
        }
        expect(await asAdmin(before.id)).toEqual(before);
      }
    },
  );

  walk(
    'reads, edits, deactivates and reassigns a Bandung user, and onboards the account it created',
    ['createUser', 'getUser', 'updateUser', 'setUserStatus', 'assignUserRoles'],
    async ({ call }) => {
      const made = await call('createUser', lead.token, {
        body: {
          name: uniqueName('Dago Barista'),
          phone_number: '085799990001',
          email: `${uniqueName('dago').replace(/\W+/g, '.')}@example.com`,
          password: 'Boba2026x',
          confirm_password: 'Boba2026x',
        },
      });
      expect(made.status).toBe(201);
      const [row] = await t.app.db
        .select({ createdBy: users.createdBy })
        .from(users)
        .where(eq(users.id, made.body.data.id));
      expect(row!.createdBy).toBe(lead.id);
      for (const id of [people.bandungCashier!, people.madeByLead!, made.body.data.id as number]) {
        const read = await call('getUser', lead.token, { path: { user_id: id } });
        expect(read.status).toBe(200);
        const u = read.body.data as User;
        const edited = await call('updateUser', lead.token, {
          path: { user_id: id },
          body: { name: `${u.name} Jr`, phone_number: u.phone_number, email: `new.${u.email}` },
        });
        expect(edited.status).toBe(200);
        expect(edited.body.data).toMatchObject({ name: `${u.name} Jr`, email: `new.${u.email}` });
        for (const is_active of [false, true])
          expect((await call('setUserStatus', lead.token, { path: { user_id: id }, body: { is_active } })).status).toBe(
            200,
          );
        const roleAt = (outlet: string) => ({
          roles: [{ role_id: t.seed.roleIds['Outlet Manager'], outlet_id: outletId[outlet] }],
        });
        const elsewhere = await call('assignUserRoles', lead.token, {
          path: { user_id: id },
          body: roleAt('Surabaya Tunjungan'),
        });
        expect(elsewhere.status).toBe(403);
        expect(elsewhere.body.errors[0].detail).toBe(
          'You cannot grant scopes you do not hold at Surabaya Tunjungan: view_admin_timeslot, view_admin_counter, view_admin_inventory, ' +
            'view_admin_order, view_admin_invoices, view_admin_shift, view_admin_prep',
        );
        const here = await call('assignUserRoles', lead.token, { path: { user_id: id }, body: roleAt('Bandung Dago') });
        expect(here.status).toBe(200);
        expect(here.body.data.roles.map((r: { role_name: string; outlet_name: string }) => r.outlet_name)).toEqual([
          'Bandung Dago',
        ]);
      }
    },
  );

  walk(
    'reads every role, wherever it is assigned: roles are definitions it assigns from',
    ['listRoles', 'getRole'],
    async ({ call }) => {
      const surabayaOnly = await roleHeldAt(['view_admin_order'], ['Surabaya Tunjungan']);
      const listed = await call('listRoles', lead.token, { query: { size: '100' } });
      const names = listed.body.data.map((r: { name: string }) => r.name);
      expect(names).toEqual(expect.arrayContaining(['Super Admin', 'Finance', surabayaOnly.name]));
      expect(listed.body.meta.total).toBe((await call('listRoles', admin, { query: { size: '100' } })).body.meta.total);
      const read = await call('getRole', lead.token, { path: { role_id: surabayaOnly.id } });
      expect(read.status).toBe(200);
      expect(read.body.data).toMatchObject({ name: surabayaOnly.name, user_count: 1 });
    },
  );

  walk(
    'creates roles of its own scopes, and changes a role only where it holds its scopes at every outlet it is held',
    ['createRole', 'updateRole'],
    async ({ call }) => {
      const body = (name: string, scopes: AdminScope[], type: 'USER' | 'ADMIN' = 'USER') => ({
        name,
        type,
        description: '',
        scopes,
      });
      const made = await call('createRole', lead.token, { body: body(uniqueName('Dago Shift'), ['view_admin_order']) });
      expect(made.status).toBe(201);
      const region = await call('createRole', lead.token, {
        body: body(uniqueName('Region'), ['view_admin_order'], 'ADMIN'),
      });
      expect(region.status).toBe(403);
      expect(region.body.errors[0].detail).toBe(
        'Only a user who holds an ADMIN role can grant or change an ADMIN role',
      );

      const shared = await roleHeldAt(['view_admin_order', 'view_admin_invoices'], ['Bandung Dago']);
      const update = (scopes: AdminScope[]) =>
        call('updateRole', lead.token, { path: { role_id: shared.id }, body: body(shared.name, scopes) });
      expect((await update(['view_admin_order', 'view_admin_invoices', 'view_admin_timeslot'])).status).toBe(200);
      for (const outlet of ['Jakarta Kemang', 'Surabaya Tunjungan'])
        await t.newUser({ roles: [{ role: shared.name, outlet: outletId[outlet] }] });
      const scopesNow = async () => (await t.app.db.select().from(roles).where(eq(roles.id, shared.id)))[0]!.scopes;
      const before = await scopesNow();
      const held = 'view_admin_timeslot, view_admin_order, view_admin_invoices';
      for (const [scopes, lacking] of [
        [
          ['view_admin_order', 'view_admin_invoices', 'view_admin_timeslot', 'view_admin_user'],
          `${held}, view_admin_user`,
        ],
        [['view_admin_order'], held],
        [before, held],
      ] as [AdminScope[], string][]) {
        const refused = await update(scopes);
        expect(refused.status).toBe(403);
        expect(refused.body.errors[0]).toEqual({
          detail: `You cannot change a role assigned at outlets where you do not hold its scopes: Jakarta Kemang, Surabaya Tunjungan: ${lacking}`,
          field: 'scopes',
        });
        expect(await scopesNow()).toEqual(before);
      }
      const byAdmin = await call('updateRole', admin, {
        path: { role_id: shared.id },
        body: body(shared.name, before as AdminScope[]),
      });
      expect(byAdmin.status).toBe(200);
    },
  );
});

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

/**
 * The operations of every service area whose code asks where users reach: a module that imports
 * the per-outlet access module, or a shared module (under lib/) that does.
 */
async function operationsOfReachingAreas(): Promise<Set<string>> {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  const importsOf = new Map(
    files.map((file) => [
      file,
      [...readFileSync(join(SRC, file), 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)].map(
        (m) => `${join(dirname(file), m[1]!)}.ts`,
      ),
    ]),
  );
  const reaching = new Set(['lib/outlet-access.ts']);
  for (let grew = true; grew;) {
    grew = false;
    for (const [file, imports] of importsOf)
      if (!reaching.has(file) && imports.some((i) => i.startsWith('lib/') && reaching.has(i))) {
        reaching.add(file);
        grew = true;
      }
  }
  const areas = new Set([...reaching].flatMap((file) => /^services\/([^/]+)\//.exec(file)?.[1] ?? []));
  const ids = new Set<string>();
  for (const area of areas) {
    // A folder of shared domain code (the sales life cycle) has no operations of its own: those of
    // the areas that use it ask where users reach themselves.
    if (!existsSync(join(SRC, 'services', area, 'handlers.ts'))) continue;
    const module = (await import(join(SRC, 'services', area, 'handlers.ts'))) as Record<string, object>;
    for (const [name, handlers] of Object.entries(module))
      if (name.endsWith('Handlers')) for (const id of Object.keys(handlers)) ids.add(id);
  }
  return ids;
}

/** The names of an operation's parameters, as the contract declares them (references followed). */
function parameterNames(op: Operation): string[] {
  const shared = loadContract().components?.parameters ?? {};
  return ((op.spec.parameters ?? []) as { $ref?: string; name?: string }[]).map(
    (p) => (p.$ref ? shared[p.$ref.replace('#/components/parameters/', '')]?.name : p.name) ?? '',
  );
}

const needsOutletScope = (op: Operation) =>
  op.security.some((alternative) =>
    Object.values(alternative).some((scopes) => scopes.some((scope) => OUTLET_SCOPES.includes(scope as AdminScope))),
  );

describe('stock and purchasing, as a Bandung store keeper', () => {
  const keeper = async () =>
    (await t.asUser(['view_admin_inventory', 'view_admin_purchase_order', 'view_admin_user'], outletId['Bandung Dago']))
      .token;

  walk(
    "sees and adjusts only Bandung's stock, in the lists, the movement log and the inventory report",
    [
      'listInventory',
      'listInventoryMovements',
      'createInventoryAdjustment',
      'getInventoryReport',
      'exportInventoryReport',
      'exportInventoryReportXlsx',
    ],
    async ({ call, download }) => {
      const token = await keeper();
      const sku = await makeSku(t, 'Reach stock');
      const adjust = (outlet: string, quantity: number) =>
        call('createInventoryAdjustment', admin, {
          body: {
            outlet_id: outletId[outlet],
            sku_id: sku.id,
            change_type: 'add',
            quantity,
            note: 'Count',
            tagging: 'retur',
          },
        });
      expect((await adjust('Bandung Dago', 3)).status).toBe(201);
      expect((await adjust('Surabaya Tunjungan', 5)).status).toBe(201);

      const own = await call('listInventory', token, {
        query: { outlet_id: String(outletId['Bandung Dago']), sku_name: sku.name },
      });
      expect(own.body.data[0]).toMatchObject({ outlet_id: outletId['Bandung Dago'], quantity: 3 });
      const summed = await call('listInventory', token, { query: { sku_name: sku.name } });
      expect(summed.body.data[0]).toMatchObject({ outlet_id: null, quantity: 3 });
      const other = await call('listInventory', token, {
        query: { outlet_id: String(outletId['Surabaya Tunjungan']) },
      });
      expect(other.status).toBe(404);

      const moves = await call('listInventoryMovements', token, { query: { size: '100' } });
      expect(moves.body.data.length).toBeGreaterThan(0);
      expect(moves.body.data.every((m: { outlet_id: number }) => m.outlet_id === outletId['Bandung Dago'])).toBe(true);
      const elsewhere = await call('listInventoryMovements', token, {
        query: { outlet_id: String(outletId['Surabaya Tunjungan']) },
      });
      expect(elsewhere.status).toBe(404);

      const refused = await call('createInventoryAdjustment', token, {
        body: {
          outlet_id: outletId['Surabaya Tunjungan'],
          sku_id: sku.id,
          change_type: 'add',
          quantity: 1,
          note: 'Count',
          tagging: 'retur',
        },
      });
      expect(refused.status).toBe(404);
      expect(refused.body.errors[0].detail).toBe('Outlet not found');
      const mine = await call('createInventoryAdjustment', token, {
        body: {
          outlet_id: outletId['Bandung Dago'],
          sku_id: sku.id,
          change_type: 'deduct',
          quantity: 1,
          note: 'Count',
          tagging: 'rusak',
        },
      });
      expect(mine.status).toBe(201);

      const today = jakartaDate(Date.now());
      const query = { start_date: today, end_date: today, sku_ids: String(sku.id), type: 'daily' };
      const report = await call('getInventoryReport', token, { query });
      // Bandung alone: in 3, out 1, even when Surabaya is asked for too.
      expect(report.body.data[0]).toMatchObject({ quantity_in: 3, quantity_out: 1, closing_quantity: 2 });
      const asked = await call('getInventoryReport', token, {
        query: { ...query, outlet_ids: String(outletId['Surabaya Tunjungan']) },
      });
      expect(asked.body.data[0]).toMatchObject({ quantity_in: 0, quantity_out: 0, closing_quantity: 0 });
      expect((await download('exportInventoryReport', token, query)).toString()).toContain(',3,1,2,');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await download('exportInventoryReportXlsx', token, query)) as unknown as ArrayBuffer);
      expect(book.worksheets[0]!.rowCount).toBe(2);
    },
  );

  walk("lists and writes off only Bandung's expiring lots", ['listExpiringLots', 'writeOffLot'], async ({ call }) => {
    const token = await keeper();
    const milk = await makeSku(t, 'Reach milk');
    await t.app.db.update(skus).set({ kind: 'ingredient', tracksExpiry: true }).where(eq(skus.id, milk.id));
    const expiredLot = async (outlet: string) => {
      const [movement] = await t.app.db.transaction((tx) =>
        moveStock(tx, [
          {
            outletId: outletId[outlet]!,
            skuId: milk.id,
            changeType: 'add',
            quantity: 4,
            source: 'receipt',
            tagging: 'po',
            note: 'Delivery',
            userId: null,
            newLot: receivedLot(addDays(jakartaDate(Date.now()), -1)),
          },
        ]),
      );
      return movement!.lotId!;
    };
    const bandungLot = await expiredLot('Bandung Dago');
    const surabayaLot = await expiredLot('Surabaya Tunjungan');

    const listed = await call('listExpiringLots', token, { query: { size: '100' } });
    const ids = listed.body.data.map((lot: { id: number }) => lot.id);
    expect(ids).toContain(bandungLot);
    expect(ids).not.toContain(surabayaLot);
    expect(
      listed.body.data.every((lot: { outlet: { id: number } }) => lot.outlet.id === outletId['Bandung Dago']),
    ).toBe(true);
    const elsewhere = await call('listExpiringLots', token, {
      query: { outlet_id: String(outletId['Surabaya Tunjungan']) },
    });
    expect(elsewhere.status).toBe(404);

    const refused = await call('writeOffLot', token, { path: { lot_id: surabayaLot } });
    expect([refused.status, refused.body.errors[0].detail]).toEqual([404, 'Lot not found']);
    const [untouched] = await t.app.db.select().from(stockLots).where(eq(stockLots.id, surabayaLot));
    expect([untouched!.quantity, untouched!.status]).toEqual([4, 'active']);
    const mine = await call('writeOffLot', token, { path: { lot_id: bandungLot } });
    expect([mine.status, mine.body.data.status]).toEqual([200, 'discarded']);
  });

  walk(
    'lists, reads, writes, receives and cancels only purchase orders received at Bandung',
    [
      'listPurchaseOrders',
      'getPurchaseOrder',
      'createPurchaseOrder',
      'updatePurchaseOrder',
      'createPurchaseOrderInbound',
      'cancelPurchaseOrder',
    ],
    async ({ call }) => {
      const token = await keeper();
      const vendor = await makeVendor(t);
      const sku = await makeSku(t, 'Reach purchase');
      const body = (outlet: string) => ({
        po_number: uniqueName('PO').replace(/ /g, '-'),
        vendor_id: vendor.id,
        outlet_id: outletId[outlet],
        buyer: 'Rina',
        delivery_address: 'Jl. Ir. H. Juanda No. 61, Bandung',
        expected_delivery_date: '2032-01-10',
        shipping_method: 'Truck',
        shipping_terms: 'FOB',
        payment_method: 'Transfer',
        payment_terms: 'Net 30',
        bank_name: 'BCA',
        bank_account_name: 'PT Teh',
        bank_account_number: '8730012345',
        subtotal: 2000,
        tax: 0,
        total_amount: 2000,
        items: [{ item_name: 'Tea', sku: sku.id, quantity: 2, unit_price: 1000, total_price: 2000 }],
      });
      const theirs = (await call('createPurchaseOrder', admin, { body: body('Surabaya Tunjungan') })).body.data;
      expect((await call('createPurchaseOrder', token, { body: body('Surabaya Tunjungan') })).status).toBe(404);
      const ours = await call('createPurchaseOrder', token, { body: body('Bandung Dago') });
      expect(ours.status).toBe(201);
      const po = ours.body.data;

      const listed = await call('listPurchaseOrders', token, { query: { size: '100' } });
      const ids = listed.body.data.map((row: { id: number }) => row.id);
      expect(ids).toContain(po.id);
      expect(ids).not.toContain(theirs.id);
      const path = (id: number) => ({ purchase_order_id: id });
      expect((await call('getPurchaseOrder', token, { path: path(theirs.id) })).status).toBe(404);
      expect((await call('getPurchaseOrder', token, { path: path(po.id) })).body.data.outlet_name).toBe('Bandung Dago');
      const update = (id: number, outlet: string) =>
        call('updatePurchaseOrder', token, { path: path(id), body: { ...body(outlet), id } });
      expect((await update(theirs.id, 'Bandung Dago')).status).toBe(404);
      // Nor may a Bandung order be moved to an outlet out of reach.
      expect((await update(po.id, 'Surabaya Tunjungan')).status).toBe(404);
      expect((await update(po.id, 'Bandung Dago')).status).toBe(200);
      const receive = (id: number, itemId: number) =>
        call('createPurchaseOrderInbound', token, {
          path: path(id),
          body: {
            purchase_order_id: id,
            items: [{ item_id: itemId, quantity_received: 1, received_at: '2032-01-10' }],
          },
        });
      expect((await receive(theirs.id, theirs.items[0].id)).status).toBe(404);
      const fresh = (await call('getPurchaseOrder', token, { path: path(po.id) })).body.data;
      expect((await receive(po.id, fresh.items[0].id)).status).toBe(201);
      expect((await call('cancelPurchaseOrder', token, { path: path(theirs.id) })).status).toBe(404);
      const spare = (await call('createPurchaseOrder', token, { body: body('Bandung Dago') })).body.data;
      expect((await call('cancelPurchaseOrder', token, { path: path(spare.id) })).status).toBe(200);
    },
  );

  walk(
    'approves and rejects only purchase orders received at Bandung',
    ['approvePurchaseOrder', 'rejectPurchaseOrder'],
    async ({ call }) => {
      const approver = (
        await t.asUser(['view_admin_purchase_order', 'approve_admin_purchase_order'], outletId['Bandung Dago'])
      ).token;
      const vendor = await makeVendor(t);
      const sku = await makeSku(t, 'Reach approval');
      await t.app.db.update(chainSettings).set({ poApprovalThreshold: 1000 });
      const waiting = async (outlet: string) => {
        const res = await t.raw('POST', '/adm/v1/purchase-orders', {
          token: admin,
          body: {
            po_number: uniqueName('PO').replace(/ /g, '-'),
            vendor_id: vendor.id,
            outlet_id: outletId[outlet],
            buyer: 'Rina',
            delivery_address: 'Jl. Ir. H. Juanda No. 61, Bandung',
            expected_delivery_date: '2032-01-10',
            shipping_method: 'Truck',
            shipping_terms: 'FOB',
            payment_method: 'Transfer',
            payment_terms: 'Net 30',
            bank_name: 'BCA',
            bank_account_name: 'PT Teh',
            bank_account_number: '8730012345',
            subtotal: 2000,
            tax: 0,
            total_amount: 2000,
            items: [{ item_name: 'Tea', sku: sku.id, quantity: 2, unit_price: 1000, total_price: 2000 }],
          },
        });
        expect(res.body.data.approval_status).toBe('AWAITING_APPROVAL');
        return res.body.data.id as number;
      };
      try {
        const theirs = await waiting('Surabaya Tunjungan');
        const ours = await waiting('Bandung Dago');
        const alsoOurs = await waiting('Bandung Dago');
        const path = (id: number) => ({ purchase_order_id: id });
        const refused = await call('approvePurchaseOrder', approver, { path: path(theirs) });
        expect(refused.status).toBe(404);
        expect(refused.body.errors[0].detail).toBe('Purchase order not found');
        const reason = { reason: 'Too much' };
        expect((await call('rejectPurchaseOrder', approver, { path: path(theirs), body: reason })).status).toBe(404);
        const [row] = await t.app.db
          .select({ approval: purchaseOrders.approvalStatus })
          .from(purchaseOrders)
          .where(eq(purchaseOrders.id, theirs));
        expect(row!.approval).toBe('AWAITING_APPROVAL');
        expect((await call('approvePurchaseOrder', approver, { path: path(ours) })).status).toBe(200);
        expect((await call('rejectPurchaseOrder', approver, { path: path(alsoOurs), body: reason })).status).toBe(200);
      } finally {
        await t.app.db.update(chainSettings).set({ poApprovalThreshold: null });
      }
    },
  );

  walk(
    'sends from Bandung, receives at Bandung, cancels its own, and sees only transfers with Bandung at one end',
    ['listStockTransfers', 'getStockTransfer', 'createStockTransfer', 'receiveStockTransfer', 'cancelStockTransfer'],
    async ({ call }) => {
      const token = await keeper();
      const sku = await makeSku(t, 'Reach transfer');
      for (const outlet of ['Jakarta Kemang', 'Bandung Dago', 'Surabaya Tunjungan']) {
        await setStock(t, sku.id, 20, outletId[outlet]);
      }
      const body = (from: string, to: string) => ({
        from_outlet_id: outletId[from],
        to_outlet_id: outletId[to],
        items: [{ sku_id: sku.id, quantity: 2 }],
      });
      const send = (who: string, from: string, to: string) =>
        call('createStockTransfer', who, { body: body(from, to) });
      // Sending needs the sender within reach.
      expect((await send(token, 'Jakarta Kemang', 'Bandung Dago')).status).toBe(404);
      const fromBandung = await send(token, 'Bandung Dago', 'Surabaya Tunjungan');
      expect(fromBandung.status).toBe(201);
      const toBandung = (await send(admin, 'Jakarta Kemang', 'Bandung Dago')).body.data;
      const elsewhere = (await send(admin, 'Jakarta Kemang', 'Surabaya Tunjungan')).body.data;

      const listed = await call('listStockTransfers', token, { query: { size: '100' } });
      const ids = listed.body.data.map((row: { id: number }) => row.id);
      expect(ids).toEqual(expect.arrayContaining([fromBandung.body.data.id, toBandung.id]));
      expect(ids).not.toContain(elsewhere.id);
      const path = (id: number) => ({ transfer_id: id });
      expect((await call('getStockTransfer', token, { path: path(elsewhere.id) })).status).toBe(404);
      expect((await call('getStockTransfer', token, { path: path(toBandung.id) })).status).toBe(200);

      const receive = (id: number) =>
        call('receiveStockTransfer', token, {
          path: path(id),
          body: { items: [{ sku_id: sku.id, quantity_received: 2, quantity_damaged: 0 }] },
        });
      // Receiving needs the receiver: not Surabaya's, not one Bandung only sent.
      expect((await receive(elsewhere.id)).status).toBe(404);
      expect((await receive(fromBandung.body.data.id)).status).toBe(404);
      expect((await receive(toBandung.id)).status).toBe(200);
      // Cancelling needs the sender.
      const again = (await send(admin, 'Jakarta Kemang', 'Bandung Dago')).body.data;
      expect((await call('cancelStockTransfer', token, { path: path(again.id) })).status).toBe(404);
      expect((await call('cancelStockTransfer', token, { path: path(elsewhere.id) })).status).toBe(404);
      expect((await call('cancelStockTransfer', token, { path: path(fromBandung.body.data.id) })).status).toBe(200);
    },
  );

  walk(
    "opens, reads, counts, closes and reports only Bandung's stock counts",
    [
      'listStocktakes',
      'createStocktake',
      'getStocktake',
      'saveStocktakeCounts',
      'closeStocktake',
      'cancelStocktake',
      'getStocktakeVariance',
      'exportStocktakeVariance',
      'exportStocktakeVarianceXlsx',
      'getStockUsageReport',
    ],
    async ({ call, download }) => {
      const token = await keeper();
      const sku = await makeSku(t, 'Reach count');
      const open = (who: string, outlet: string) =>
        call('createStocktake', who, { body: { outlet_id: outletId[outlet], sku_ids: [sku.id], blind: false } });
      expect((await open(token, 'Surabaya Tunjungan')).status).toBe(404);
      const theirs = (await open(admin, 'Surabaya Tunjungan')).body.data;
      const spareTheirs = (await open(admin, 'Surabaya Tunjungan')).body.data;
      const first = await open(token, 'Bandung Dago');
      expect(first.status).toBe(201);
      const ours = first.body.data;

      const listed = await call('listStocktakes', token, { query: { size: '100' } });
      const ids = listed.body.data.map((row: { id: number }) => row.id);
      expect(ids).toContain(ours.id);
      expect(ids).not.toContain(theirs.id);
      const filtered = await call('listStocktakes', token, {
        query: { outlet_id: String(outletId['Surabaya Tunjungan']) },
      });
      expect(filtered.status).toBe(404);

      const path = (id: number) => ({ stocktake_id: id });
      const read = await call('getStocktake', token, { path: path(theirs.id) });
      expect(read.status).toBe(404);
      expect(read.body.errors[0].detail).toBe('Stock count not found');
      const counts = { counts: [{ sku_id: sku.id, counted_quantity: 4 }] };
      expect((await call('saveStocktakeCounts', token, { path: path(theirs.id), body: counts })).status).toBe(404);
      expect((await call('closeStocktake', token, { path: path(theirs.id) })).status).toBe(404);
      expect((await call('cancelStocktake', token, { path: path(spareTheirs.id) })).status).toBe(404);
      expect((await call('getStocktake', admin, { path: path(spareTheirs.id) })).body.data.status).toBe('OPEN');

      expect((await call('saveStocktakeCounts', token, { path: path(ours.id), body: counts })).status).toBe(200);
      expect((await call('closeStocktake', token, { path: path(ours.id) })).status).toBe(200);
      expect((await call('getStocktake', token, { path: path(ours.id) })).body.data.status).toBe('CLOSED');
      const spare = (await open(token, 'Bandung Dago')).body.data;
      expect((await call('saveStocktakeCounts', token, { path: path(spare.id), body: counts })).status).toBe(200);
      expect((await call('closeStocktake', token, { path: path(spare.id) })).status).toBe(200);
      const cancelled = (await open(token, 'Bandung Dago')).body.data;
      expect((await call('cancelStocktake', token, { path: path(cancelled.id) })).status).toBe(200);

      await call('saveStocktakeCounts', admin, { path: path(theirs.id), body: counts });
      await call('closeStocktake', admin, { path: path(theirs.id) });
      expect((await call('getStocktakeVariance', token, { path: path(theirs.id) })).status).toBe(404);
      const variance = await call('getStocktakeVariance', token, { path: path(ours.id) });
      expect(variance.body.data.lines[0]).toMatchObject({ sku_id: sku.id, variance: 4 });
      const csv = await t.app.inject({
        method: 'GET',
        url: route('exportStocktakeVariance', path(theirs.id)).url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(csv.statusCode).toBe(404);
      expect((await download('exportStocktakeVariance', token, {}, path(ours.id))).toString()).toContain(`${sku.id},`);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(
        (await download('exportStocktakeVarianceXlsx', token, {}, path(ours.id))) as unknown as ArrayBuffer,
      );
      expect(book.worksheets[0]!.rowCount).toBe(3);

      const usage = (outlet: string, from: number, to: number) =>
        call('getStockUsageReport', token, {
          query: { outlet_id: String(outletId[outlet]), from_stocktake_id: String(from), to_stocktake_id: String(to) },
        });
      expect((await usage('Bandung Dago', ours.id, spare.id)).status).toBe(200);
      expect((await usage('Surabaya Tunjungan', theirs.id, theirs.id)).status).toBe(404);
      expect((await usage('Bandung Dago', theirs.id, spare.id)).status).toBe(404);
    },
  );
});

describe('waste, as Bandung staff', () => {
  walk(
    "records waste, makes cups again and reports waste only at Bandung; another outlet's is not found",
    ['recordWaste', 'remakeOrderItems', 'getWasteReport', 'exportWasteReport', 'exportWasteReportXlsx'],
    async ({ call, download }) => {
      const barista = (await t.asUser(['view_admin_prep', 'view_admin_inventory'], outletId['Bandung Dago'])).token;
      const sku = await makeSku(t, 'Reach waste');
      await setStock(t, sku.id, 10, outletId['Bandung Dago']);
      await setStock(t, sku.id, 10, outletId['Surabaya Tunjungan']);
      const body = (outlet: string, quantity: number) => ({
        body: { outlet_id: outletId[outlet], lines: [{ sku_id: sku.id, quantity, reason: 'spill' }] },
      });
      const refused = await call('recordWaste', barista, body('Surabaya Tunjungan', 1));
      expect(refused.status).toBe(404);
      expect(refused.body.errors[0].detail).toBe('Outlet not found');
      expect((await call('recordWaste', barista, body('Bandung Dago', 2))).status).toBe(201);
      expect((await call('recordWaste', admin, body('Surabaya Tunjungan', 3))).status).toBe(201);

      const ours = (await fx.makeOrder({ outletId: outletId['Bandung Dago']! })).id;
      const theirs = (await fx.makeOrder({ outletId: outletId['Jakarta Kemang']! })).id;
      const itemOf = async (id: number) =>
        (await rowsOf<{ id: number }>(t.app.db, sql`select id from order_items where order_id = ${id} limit 1`))[0]!.id;
      const remake = async (id: number) =>
        call('remakeOrderItems', cashier, {
          path: { order_id: id },
          body: { items: [{ item_id: await itemOf(id), quantity: 1 }] },
        });
      const other = await remake(theirs);
      expect(other.status).toBe(404);
      expect(other.body.errors[0].detail).toBe('Order not found');
      expect((await remake(ours)).status).toBe(201);

      const today = jakartaDate(Date.now());
      const query = { start_date: today, end_date: today, group_by: 'sku' };
      const mine = await call('getWasteReport', barista, { query });
      const row = mine.body.data.find((r: { sku_id: number }) => r.sku_id === sku.id);
      expect(row).toMatchObject({ quantity: 2, lines: 1 });
      const asked = await call('getWasteReport', barista, {
        query: { ...query, outlet_ids: String(outletId['Surabaya Tunjungan']) },
      });
      expect(asked.body.data).toEqual([]);
      const everywhere = await call('getWasteReport', admin, { query });
      expect(everywhere.body.data.find((r: { sku_id: number }) => r.sku_id === sku.id)).toMatchObject({ quantity: 5 });
      const csv = (await download('exportWasteReport', barista, query)).toString();
      expect(csv).toContain(`${sku.id},`);
      expect(csv).toContain(`${sku.id},${sku.name},2,`);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await download('exportWasteReportXlsx', barista, query)) as unknown as ArrayBuffer);
      const rows: unknown[][] = [];
      book.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
      expect(rows.find((r) => r[0] === sku.id)?.slice(0, 3)).toEqual([sku.id, sku.name, 2]);
    },
  );
});

describe('shifts and the Z report, as a Bandung cashier who runs the drawer', () => {
  walk(
    "opens, reads, pays out, closes, approves and reports only Bandung's shifts",
    [
      'listShifts',
      'openShift',
      'getShift',
      'createShiftCashMovement',
      'closeShift',
      'approveShift',
      'getShiftReport',
      'exportShiftReport',
      'exportShiftReportXlsx',
    ],
    async ({ call, download }) => {
      const role = await t.newRole(['view_admin_shift'], { label: 'Drawer' });
      const drawer = await t.newUser({ roles: [{ role: role.name, outlet: outletId['Bandung Dago'] }] });
      const colleague = await t.newUser({ roles: [{ role: role.name, outlet: outletId['Bandung Dago'] }] });
      const open = async (token: string, outlet: string) =>
        call('openShift', token, {
          body: {
            outlet_id: outletId[outlet],
            register: await newRegister(t, outletId[outlet]!),
            opening_float: 500000,
          },
        });
      expect((await open(drawer.token, 'Jakarta Kemang')).status).toBe(404);
      const theirs = (await open(admin, 'Jakarta Kemang')).body.data;
      const first = await open(drawer.token, 'Bandung Dago');
      expect(first.status).toBe(201);
      const ours = first.body.data;
      const path = (id: number) => ({ shift_id: id });

      const listed = await call('listShifts', drawer.token, { query: { size: '100' } });
      const ids = listed.body.data.map((row: { id: number }) => row.id);
      expect(ids).toContain(ours.id);
      expect(ids).not.toContain(theirs.id);
      const asked = await call('listShifts', drawer.token, {
        query: { outlet_id: String(outletId['Jakarta Kemang']) },
      });
      expect(asked.body.data).toEqual([]);

      const read = await call('getShift', drawer.token, { path: path(theirs.id) });
      expect(read.status).toBe(404);
      expect(read.body.errors[0].detail).toBe('Shift not found');
      const payOut = { type: 'pay_out', amount: 100000, reason: 'Ice from the market' };
      expect(
        (await call('createShiftCashMovement', drawer.token, { path: path(theirs.id), body: payOut })).status,
      ).toBe(404);
      expect(
        (await call('closeShift', drawer.token, { path: path(theirs.id), body: { counted_cash: 1 } })).status,
      ).toBe(404);
      const kept = await call('getShift', admin, { path: path(theirs.id) });
      expect(kept.body.data).toMatchObject({ status: 'OPEN', movements: [] });
      await call('closeShift', admin, { path: path(theirs.id), body: { counted_cash: 1 } });
      expect((await call('approveShift', drawer.token, { path: path(theirs.id), body: { note: 'ok' } })).status).toBe(
        404,
      );
      expect((await call('getShift', admin, { path: path(theirs.id) })).body.data.status).toBe('AWAITING_APPROVAL');

      expect((await call('getShift', drawer.token, { path: path(ours.id) })).status).toBe(200);
      const moved = await call('createShiftCashMovement', drawer.token, { path: path(ours.id), body: payOut });
      expect(moved.status).toBe(201);
      const closed = await call('closeShift', drawer.token, { path: path(ours.id), body: { counted_cash: 390000 } });
      expect(closed.body.data).toMatchObject({ status: 'AWAITING_APPROVAL', variance: -10000 });
      const approved = await call('approveShift', colleague.token, { path: path(ours.id), body: { note: 'Counted' } });
      expect(approved.body.data.status).toBe('CLOSED');

      const date = ours.business_date as string;
      type Report = { data: { shift_id: number; outlet_id: number }[] };
      const mine = (await call('getShiftReport', drawer.token, { query: { date } })).body as Report;
      expect(mine.data.map((row) => row.shift_id)).toContain(ours.id);
      expect(new Set(mine.data.map((row) => row.outlet_id))).toEqual(new Set([outletId['Bandung Dago']]));
      const all = (await call('getShiftReport', admin, { query: { date } })).body as Report;
      expect(all.data.map((row) => row.shift_id)).toContain(theirs.id);
      const kemangOnly = { date, outlet_ids: String(outletId['Jakarta Kemang']) };
      expect(((await call('getShiftReport', drawer.token, { query: kemangOnly })).body as Report).data).toEqual([]);

      const csv = await call('exportShiftReport', drawer.token, { query: { date } });
      expect(csv.status).toBe(200);
      const lines = csv.text.trim().split('\n').slice(1, -1);
      expect(lines.length).toBe(mine.data.length);
      for (const line of lines) expect(line.split(',')[1]).toBe(String(outletId['Bandung Dago']));
      const elsewhere = await call('exportShiftReport', drawer.token, { query: kemangOnly });
      expect(elsewhere.text.trim().split('\n').slice(1)).toEqual([',,TOTAL,,,,,,,0,0,0,0,0,0,0,0,0,0,0,0,0']);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(
        (await download('exportShiftReportXlsx', drawer.token, { date })) as unknown as ArrayBuffer,
      );
      const outlets: unknown[] = [];
      workbook.worksheets[0]!.eachRow((row, index) => {
        if (index > 1) outlets.push((row.values as unknown[])[3]);
      });
      expect(outlets.at(-1)).toBe('TOTAL');
      expect(new Set(outlets.slice(0, -1))).toEqual(new Set(['Bandung Dago']));
    },
  );
});

describe('the audit log, as the Bandung back office', () => {
  walk(
    "lists and downloads Bandung's entries and the clerk's own, never Kemang's nor the chain's",
    ['listAuditLog', 'exportAuditLog', 'exportAuditLogXlsx'],
    async ({ call, download }) => {
      const sku = await makeSku(t, 'Reach audit');
      for (const outlet of ['Bandung Dago', 'Jakarta Kemang']) {
        const adjusted = await t.raw('POST', '/adm/v1/inventory/adjustments', {
          token: superAdmin.token,
          body: {
            outlet_id: outletId[outlet],
            sku_id: sku.id,
            change_type: 'add',
            quantity: 1,
            note: 'reach',
            tagging: 'retur',
          },
        });
        expect(adjusted.status).toBe(201);
      }
      const query = { record_type: 'inventory', record_id: String(sku.id) };
      const listed = await call('listAuditLog', clerk, { query });
      expect(listed.status).toBe(200);
      const entries = listed.body.data as components['schemas']['AuditEntry'][];
      expect(entries.map((entry) => entry.outlet_id)).toEqual([outletId['Bandung Dago']]);
      // The SKU itself is chain-wide: the admin's writes to it are not the clerk's to read.
      const chain = await call('listAuditLog', clerk, { query: { record_type: 'sku' } });
      expect((chain.body.data as components['schemas']['AuditEntry'][]).filter((e) => e.user?.id !== clerkId)).toEqual(
        [],
      );

      const csv = await call('exportAuditLog', clerk, { query });
      expect(csv.status).toBe(200);
      const lines = csv.text.trim().split('\n').slice(1);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line.split(',')[5]).toBe(String(outletId['Bandung Dago']));

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await download('exportAuditLogXlsx', clerk, query)) as unknown as ArrayBuffer);
      const outlets: unknown[] = [];
      workbook.worksheets[0]!.eachRow((row, index) => {
        if (index > 1) outlets.push((row.values as unknown[])[6]);
      });
      expect(outlets.length).toBe(lines.length);
      for (const cell of outlets) expect(cell).toBe(outletId['Bandung Dago']);
    },
  );
});

describe('reorder rules and suggestions, as a Bandung store keeper', () => {
  walk(
    'sets rules, reads suggestions and drafts purchase orders only at Bandung',
    ['listReorderRules', 'saveReorderRules', 'listReorderSuggestions', 'draftReorderPurchaseOrders'],
    async ({ call }) => {
      const token = (await t.asUser(['view_admin_inventory', 'view_admin_purchase_order'], outletId['Bandung Dago']))
        .token;
      const sku = await makeSku(t, 'Reach reorder');
      const vendor = await makeVendor(t);
      const rules = (outlet: string) => ({
        outlet_id: outletId[outlet],
        rules: [{ sku_id: sku.id, min_quantity: 5, max_quantity: 10, multiple: 1 }],
      });
      expect((await call('saveReorderRules', admin, { body: rules('Surabaya Tunjungan') })).status).toBe(200);
      expect((await call('saveReorderRules', token, { body: rules('Surabaya Tunjungan') })).status).toBe(404);
      expect((await call('saveReorderRules', token, { body: rules('Bandung Dago') })).status).toBe(200);
      const listed = await call('listReorderRules', token, { query: { outlet_id: String(outletId['Bandung Dago']) } });
      expect(listed.body.data.map((r: { sku_id: number }) => r.sku_id)).toContain(sku.id);
      const theirs = await call('listReorderRules', token, {
        query: { outlet_id: String(outletId['Surabaya Tunjungan']) },
      });
      expect(theirs.status).toBe(404);
      const suggested = await call('listReorderSuggestions', token, {});
      const lines = suggested.body.data.filter((s: { sku_id: number }) => s.sku_id === sku.id);
      expect(lines.map((s: { outlet_id: number }) => s.outlet_id)).toEqual([outletId['Bandung Dago']]);
      const elsewhere = await call('listReorderSuggestions', token, {
        query: { outlet_id: String(outletId['Surabaya Tunjungan']) },
      });
      expect(elsewhere.status).toBe(404);
      const draft = (outlet: string) => ({
        outlet_id: outletId[outlet],
        items: [{ sku_id: sku.id, quantity: 10, vendor_id: vendor.id, unit_price: 1000 }],
      });
      const refused = await call('draftReorderPurchaseOrders', token, { body: draft('Surabaya Tunjungan') });
      expect(refused.status).toBe(404);
      expect(refused.body.errors[0].detail).toBe('Outlet not found');
    },
  );
});

describe('prep batches, pars and suggestions, as a Bandung barista', () => {
  walk(
    "makes, lists and discards only Bandung's batches, and plans only Bandung's pars",
    [
      'createPrepBatch',
      'listPrepBatches',
      'discardPrepBatch',
      'listPrepSuggestions',
      'getOutletPrepPars',
      'replaceOutletPrepPars',
    ],
    async ({ call }) => {
      const token = (await t.asUser(['view_admin_prep'], outletId['Bandung Dago'])).token;
      const tapioca = await makeSku(t, 'Reach tapioca');
      const item = await makeSku(t, 'Reach pearls');
      await t.app.db.execute(sql`update skus set kind = 'ingredient' where id = ${tapioca.id}`);
      await t.app.db.execute(
        sql`update skus set kind = 'prep', unit = 'gr', unit_amount = 1, batch_yield = 1800, holding_minutes = 240 where id = ${item.id}`,
      );
      await t.app.db.execute(
        sql`insert into sku_recipe_items (product_sku_id, ingredient_sku_id, quantity) values (${item.id}, ${tapioca.id}, 1000)`,
      );
      const make = (who: string, outlet: string) =>
        call('createPrepBatch', who, { body: { outlet_id: outletId[outlet], sku_id: item.id, batches: 1 } });
      expect((await make(token, 'Surabaya Tunjungan')).status).toBe(404);
      const ours = await make(token, 'Bandung Dago');
      expect(ours.status, ours.text).toBe(201);
      const theirs = (await make(admin, 'Surabaya Tunjungan')).body.data;

      const listed = await call('listPrepBatches', token, { query: { size: '100' } });
      const ids = listed.body.data.map((row: { id: number }) => row.id);
      expect(ids).toContain(ours.body.data.id);
      expect(ids).not.toContain(theirs.id);
      const filtered = await call('listPrepBatches', token, {
        query: { outlet_id: String(outletId['Surabaya Tunjungan']) },
      });
      expect(filtered.status).toBe(404);

      const discard = (id: number) => call('discardPrepBatch', token, { path: { batch_id: id } });
      const refused = await discard(theirs.id);
      expect(refused.status).toBe(404);
      expect(refused.body.errors[0].detail).toBe('Prep batch not found');
      const [left] = await rowsOf<{ quantity: number }>(
        t.app.db,
        sql`select quantity from stock_lots where id = ${theirs.id}`,
      );
      expect(Number(left!.quantity)).toBe(1800);
      expect((await discard(ours.body.data.id)).status).toBe(200);

      const pars = (outlet: string) => ({ outlet_id: outletId[outlet]! });
      const body = { pars: [{ sku_id: item.id, from: '07:00', par: 3600 }] };
      expect((await call('replaceOutletPrepPars', token, { path: pars('Surabaya Tunjungan'), body })).status).toBe(404);
      expect((await call('getOutletPrepPars', token, { path: pars('Surabaya Tunjungan') })).status).toBe(404);
      expect((await call('replaceOutletPrepPars', token, { path: pars('Bandung Dago'), body })).status).toBe(200);
      expect((await call('getOutletPrepPars', token, { path: pars('Bandung Dago') })).body.data.pars).toHaveLength(1);
      const suggest = (outlet: string) =>
        call('listPrepSuggestions', token, { query: { outlet_id: String(outletId[outlet]) } });
      expect((await suggest('Surabaya Tunjungan')).status).toBe(404);
      const ourSuggestions = await suggest('Bandung Dago');
      expect(ourSuggestions.body.data.map((s: { sku: { id: number } }) => s.sku.id)).toEqual([item.id]);
    },
  );
});

describe('promotions and their voucher codes, as a Bandung product manager', () => {
  walk(
    "manages only promotions whose outlets are all Bandung's; another is not found, and a chain-wide one needs every outlet",
    [
      'createPromotion',
      'listPromotions',
      'getPromotion',
      'updatePromotion',
      'createPromotionCodes',
      'listPromotionCodes',
      'exportPromotionCodes',
      'previewPromotion',
    ],
    async ({ call, download }) => {
      const token = (await t.asUser(['view_admin_sku'], outletId['Bandung Dago'])).token;
      const body = (outlets: string[], name = uniqueName('Reach promo')) => ({
        name,
        type: 'percent_off',
        applies_to: { sku_ids: [], category_ids: [] },
        params: { percent: 10 },
        outlet_ids: outlets.map((outlet) => outletId[outlet]!),
        funded_by: 'outlet',
        requires_code: true,
      });
      const ours = await call('createPromotion', token, { body: body(['Bandung Dago']) });
      expect(ours.status, ours.text).toBe(201);
      for (const outlets of [[], ['Surabaya Tunjungan'], ['Bandung Dago', 'Surabaya Tunjungan']]) {
        const refused = await call('createPromotion', token, { body: body(outlets) });
        expect(refused.status, outlets.join()).toBe(422);
        expect(refused.body.errors[0].field).toBe('outlet_ids');
      }
      const theirs = (await call('createPromotion', admin, { body: body(['Surabaya Tunjungan']) })).body.data;
      const chainWide = (await call('createPromotion', admin, { body: body([]) })).body.data;

      const listed = await call('listPromotions', token, { query: { size: '100' } });
      expect(listed.body.data.map((row: { id: number }) => row.id)).toEqual([ours.body.data.id]);
      const all = await call('listPromotions', admin, { query: { size: '100' } });
      expect(all.body.data.map((row: { id: number }) => row.id)).toEqual(
        expect.arrayContaining([ours.body.data.id, theirs.id, chainWide.id]),
      );

      for (const other of [theirs, chainWide]) {
        const path = { promotion_id: other.id };
        const read = await call('getPromotion', token, { path });
        expect(read.status).toBe(404);
        expect(read.body.errors[0].detail).toBe('Promotion not found');
        expect((await call('updatePromotion', token, { path, body: body(['Bandung Dago']) })).status).toBe(404);
        const codes = await call('createPromotionCodes', token, { path, body: { count: 1, uses_per_code: 1 } });
        expect(codes.status).toBe(404);
        expect((await call('listPromotionCodes', token, { path })).status).toBe(404);
        expect((await call('exportPromotionCodes', token, { path })).status).toBe(404);
      }
      const [left] = await rowsOf<{ outlet_ids: number[]; codes: number }>(
        t.app.db,
        sql`select outlet_ids, (select count(*)::int from promotion_codes where promotion_id = ${theirs.id}) as codes
            from promotions where id = ${theirs.id}`,
      );
      expect(left).toEqual({ outlet_ids: [outletId['Surabaya Tunjungan']], codes: 0 });

      const path = { promotion_id: ours.body.data.id as number };
      expect((await call('getPromotion', token, { path })).status).toBe(200);
      const kept = await call('updatePromotion', token, { path, body: body(['Bandung Dago'], 'Reach promo kept') });
      expect(kept.status, kept.text).toBe(200);
      const made = await call('createPromotionCodes', token, { path, body: { count: 2, uses_per_code: 1 } });
      expect(made.status, made.text).toBe(201);
      expect((await call('listPromotionCodes', token, { path })).body.meta.total).toBe(2);
      const file = (await download('exportPromotionCodes', token, {}, path)).toString('utf8');
      expect(file.trim().split(/\r?\n/)).toHaveLength(3);

      const sku = await makeSku(t, 'Reach promo tea');
      const preview = (outlet: string) =>
        call('previewPromotion', token, {
          body: {
            promotion: body(['Bandung Dago']),
            items: [{ sku_id: sku.id, quantity: 1 }],
            at: new Date().toISOString(),
            outlet_id: outletId[outlet],
          },
        });
      expect((await preview('Surabaya Tunjungan')).status).toBe(404);
      const seen = await preview('Bandung Dago');
      expect(seen.status, seen.text).toBe(200);
      expect(seen.body.data.discount_total).toBe(2500);
    },
  );
});

describe('opening stock imported by a Bandung store keeper', () => {
  walk('opens stock only at Bandung; a row at another outlet is an unknown outlet', ['runImport'], async ({ call }) => {
    const token = (await t.asUser(['view_admin_inventory'], outletId['Bandung Dago'])).token;
    const sku = await makeSku(t, 'Reach import');
    const file = (outlets: string[]) =>
      Buffer.from(['Outlet,SKU,Quantity', ...outlets.map((o) => `${o},${sku.name},7`)].join('\n')).toString('base64');
    // The kind is a word, where the walk's paths take ids.
    const path = { kind: 'opening-stock' } as unknown as Record<string, number>;
    const both = await call('runImport', token, {
      path,
      body: { file_name: 'o.csv', content: file(['Bandung Dago', 'Surabaya Tunjungan']), dry_run: false },
    });
    expect(both.status).toBe(422);
    expect(both.body.data.rows[1].errors[0]).toMatchObject({ field: 'outlet', message: 'Outlet not found' });
    const bandung = await call('runImport', token, {
      path,
      body: { file_name: 'o.csv', content: file(['Bandung Dago']), dry_run: false },
    });
    expect(bandung.status, bandung.text).toBe(200);
    const stocked = await rowsOf<{ outlet_id: number }>(
      t.app.db,
      sql`select outlet_id from inventory_stocks where sku_id = ${sku.id} order by outlet_id`,
    );
    expect(stocked.map((r) => r.outlet_id)).toEqual([outletId['Bandung Dago']]);
  });
});

describe('members, as Bandung staff', () => {
  /** The member who ordered at each outlet (a customer of their own each). */
  const memberOf = async (orderId: number) =>
    (await t.app.db.select({ id: orders.customerId }).from(orders).where(eq(orders.id, orderId)))[0]!.id!;

  walk(
    "lists only members who ordered in Bandung, answers 404 for another's, and masks their numbers",
    ['listCustomers', 'getCustomer'],
    async ({ call }) => {
      const bandungMember = await memberOf(bandungOrder);
      const jakartaMember = await memberOf(jakartaOrder);
      const listed = await call('listCustomers', cashier, { query: { size: '100' } });
      const ids = listed.body.data.map((c: { id: number }) => c.id);
      expect(ids).toContain(bandungMember);
      expect(ids).not.toContain(jakartaMember);
      const mine = await call('getCustomer', cashier, { path: { customer_id: bandungMember } });
      expect(mine.status).toBe(200);
      expect(mine.body.data.phone_masked).toBe(true);
      expect(new Set(mine.body.data.recent_orders.map((o: { outlet: { id: number } }) => o.outlet.id))).toEqual(
        new Set([outletId['Bandung Dago']]),
      );
      const other = await call('getCustomer', cashier, { path: { customer_id: jakartaMember } });
      expect(other.status).toBe(404);
      expect(other.body.errors[0].detail).toBe('Customer not found');
      // Managing users at Bandung alone does not show numbers in full: a member is the chain's.
      const clerkView = await call('getCustomer', clerk, { path: { customer_id: bandungMember } });
      expect(clerkView.body.data.phone_masked).toBe(true);
      expect((await call('getCustomer', admin, { path: { customer_id: jakartaMember } })).body.data.phone_masked).toBe(
        false,
      );
    },
  );

  walk(
    'adjusts points only as a user managing users at every outlet: the Bandung lead is refused',
    ['adjustCustomerPoints'],
    async ({ call }) => {
      const bandungMember = await memberOf(bandungOrder);
      const body = { points: 10, reason: 'Walk adjustment' };
      const refused = await call('adjustCustomerPoints', clerk, { path: { customer_id: bandungMember }, body });
      expect(refused.status).toBe(403);
      const [still] = await t.app.db
        .select({ balance: sql<number>`points_balance` })
        .from(sql`customers`)
        .where(sql`id = ${bandungMember}`);
      expect(Number(still!.balance)).toBe(0);
      const done = await call('adjustCustomerPoints', admin, { path: { customer_id: bandungMember }, body });
      expect(done.status).toBe(201);
    },
  );
});

describe("the outlets' delivery platforms and their menus, as a Bandung clerk holding the outlet scope there", () => {
  walk(
    "reads, links and pushes only Bandung's; another outlet's links are not found and left as they were",
    [
      'getOutletChannels',
      'replaceOutletChannels',
      'queueChannelMenuSync',
      'listChannelMenuLinks',
      'listChannelMenuSyncs',
    ],
    async ({ call }) => {
      const bandung = outletId['Bandung Dago']!;
      const kemang = outletId['Jakarta Kemang']!;
      const links = (label: string) => ({
        channels: [
          {
            channel: 'grabfood',
            enabled: true,
            store_id: uniqueName(label).replaceAll(' ', '-'),
            commission_percent: 20,
            price_markup_percent: 0,
            auto_accept: true,
          },
        ],
      });
      const kemangPath = { outlet_id: kemang };
      expect((await call('replaceOutletChannels', admin, { path: kemangPath, body: links('GR-KEMANG') })).status).toBe(
        200,
      );
      const before = (await call('getOutletChannels', admin, { path: kemangPath })).body;
      const read = await call('getOutletChannels', clerk, { path: kemangPath });
      expect(read.status).toBe(404);
      expect(
        (await call('replaceOutletChannels', clerk, { path: kemangPath, body: links('GR-ELSEWHERE') })).status,
      ).toBe(404);
      expect((await call('getOutletChannels', admin, { path: kemangPath })).body).toEqual(before);
      const bandungPath = { outlet_id: bandung };
      expect(
        (await call('replaceOutletChannels', clerk, { path: bandungPath, body: links('GR-BANDUNG') })).status,
      ).toBe(200);
      const ours = await call('getOutletChannels', clerk, { path: bandungPath });
      expect(ours.status).toBe(200);
      expect(ours.body.data.channels.find((link: { channel: string }) => link.channel === 'grabfood').enabled).toBe(
        true,
      );

      const grab = { channel: 'grabfood' };
      expect((await call('queueChannelMenuSync', admin, { path: grab, body: { outlet_id: kemang } })).status).toBe(201);
      expect((await call('queueChannelMenuSync', clerk, { path: grab, body: { outlet_id: kemang } })).status).toBe(404);
      expect((await call('queueChannelMenuSync', clerk, { path: grab, body: { outlet_id: bandung } })).status).toBe(
        201,
      );

      const listed = await call('listChannelMenuLinks', clerk);
      expect(new Set(listed.body.data.map((link: { outlet_id: number }) => link.outlet_id))).toEqual(
        new Set([bandung]),
      );
      const outletsOf = (res: RawResponse) =>
        new Set(res.body.data.map((sync: { outlet_id: number }) => sync.outlet_id));
      expect(outletsOf(await call('listChannelMenuSyncs', clerk, { query: { size: '100' } }))).toEqual(
        new Set([bandung]),
      );
      expect((await call('listChannelMenuSyncs', clerk, { query: { outlet_id: String(kemang) } })).body.data).toEqual(
        [],
      );
      expect(outletsOf(await call('listChannelMenuSyncs', admin, { query: { outlet_id: String(kemang) } }))).toEqual(
        new Set([kemang]),
      );
    },
  );
});

describe("delivery platforms' settlements and orders, as the Bandung cashier", () => {
  walk(
    "matches, lists and reads only Bandung's platform orders in settlement files, and accepts only Bandung's orders",
    ['importChannelSettlement', 'listChannelSettlements', 'getChannelSettlement', 'acceptOrder'],
    async ({ call }) => {
      const ours = await platformOrder(t.app.db, {
        channel: 'gofood',
        outletId: outletId['Bandung Dago']!,
        total: 40000,
        commission: 8000,
      });
      const theirs = await platformOrder(t.app.db, {
        channel: 'gofood',
        outletId: outletId['Jakarta Kemang']!,
        total: 60000,
        commission: 12000,
      });
      const header = ['Order ID', 'Gross Sales', 'Commission', 'Merchant Promo', 'Net Sales'];
      const ourRow = [ours.platformOrderId, 40000, 8000, 0, 32000];
      const theirRow = [theirs.platformOrderId, 60000, 12000, 0, 48000];
      const settle = (token: string, rows: (string | number)[][]) =>
        call('importChannelSettlement', token, {
          body: {
            channel: 'gofood',
            file_name: 'reach.csv',
            content: Buffer.from(csvOf([header, ...rows])).toString('base64'),
            dry_run: false,
          },
        });
      type Row = { platform_order_id: string; order_id: number | null; status: string };
      const mine = await settle(cashier, [ourRow, theirRow]);
      expect(mine.status, mine.text).toBe(200);
      // Kemang's order reads as no order at all.
      expect(mine.body.data.rows.map((row: Row) => [row.platform_order_id, row.order_id, row.status])).toEqual([
        [ours.platformOrderId, ours.id, 'matched'],
        [theirs.platformOrderId, null, 'no_order'],
      ]);
      const kemangFile = await settle(admin, [theirRow]);
      expect(kemangFile.body.data.rows[0].status).toBe('matched');

      const listed = await call('listChannelSettlements', cashier, { query: { size: '100' } });
      const ids = listed.body.data.map((file: { id: number }) => file.id);
      expect(ids).toContain(mine.body.data.id);
      expect(ids).not.toContain(kemangFile.body.data.id);
      const hidden = await call('getChannelSettlement', cashier, { path: { settlement_id: kemangFile.body.data.id } });
      expect(hidden.status).toBe(404);
      const read = await call('getChannelSettlement', cashier, { path: { settlement_id: mine.body.data.id } });
      expect(read.status).toBe(200);
      expect(read.body.data.rows.map((row: Row) => row.order_id)).not.toContain(theirs.id);

      // An order GrabFood sends each outlet, waiting for the outlet's tap.
      const [cup] = await fx.ensureMenu();
      const waiting = async (outlet: number) => {
        await t.app.db
          .insert(outletChannels)
          .values({
            outletId: outlet,
            channel: 'grabfood',
            enabled: true,
            storeId: `GR-REACH-${outlet}`,
            autoAccept: false,
          })
          .onConflictDoUpdate({
            target: [outletChannels.outletId, outletChannels.channel],
            set: { enabled: true, storeId: `GR-REACH-${outlet}`, autoAccept: false },
          });
        const sent = await t.raw('POST', '/usr/v1/dev/channel-orders', {
          body: { channel: 'grabfood', outlet_id: outlet, items: [{ sku_id: cup, quantity: 1 }] },
        });
        expect(sent.status, sent.text).toBe(200);
        const id = sent.body.data.order_id as number;
        await t.app.db.update(orders).set({ acceptedAt: null }).where(eq(orders.id, id));
        return id;
      };
      const ourOrder = await waiting(outletId['Bandung Dago']!);
      const theirOrder = await waiting(outletId['Jakarta Kemang']!);
      const refused = await call('acceptOrder', cashier, { path: { order_id: theirOrder } });
      expect(refused.status).toBe(404);
      expect(refused.body.errors[0].detail).toBe('Order not found');
      const [left] = await t.app.db.select({ at: orders.acceptedAt }).from(orders).where(eq(orders.id, theirOrder));
      expect(left!.at).toBeNull();
      const accepted = await call('acceptOrder', cashier, { path: { order_id: ourOrder } });
      expect(accepted.status, accepted.text).toBe(200);
      expect(accepted.body.data.platform.accepted_at).not.toBeNull();
    },
  );
});

describe('the walk', () => {
  it('covers every operation that asks where the user reaches or needs an outlet-bound scope', async () => {
    const exempt = new Set<string>(Object.keys(NOT_OUTLET_BOUND));
    const reaching = await operationsOfReachingAreas();
    // The areas found in the code, as a sanity check of the search itself.
    for (const id of [
      'listOrders',
      'listInvoices',
      'updateTimeslots',
      'exportSalesReportXlsx',
      'getDashboardAnalytics',
    ])
      expect(reaching).toContain(id);
    const bound = new Set([
      ...reaching,
      ...[...contract.values()].filter(needsOutletScope).map((op) => op.operationId),
    ]);

    // Every report, found by its path: walked, never excused, and told which outlets to cover.
    const reports = [...contract.values()].filter((op) => op.path.startsWith('/adm/v1/reports/'));
    for (const id of ['getSalesReport', 'exportPurchaseOrderReportXlsx', 'getStockUsageReport'])
      expect(reports.map((op) => op.operationId)).toContain(id);
    expect(
      reports.filter((op) => !walked.has(op.operationId as OperationId)).map((op) => op.operationId),
      'reports the walk does not call',
    ).toEqual([]);
    expect(
      reports
        .filter((op) => !parameterNames(op).some((name) => name === 'outlet_ids' || name === 'outlet_id'))
        .map((op) => op.operationId),
      'reports without outlet_ids (or outlet_id) in the contract',
    ).toEqual([]);

    const unknown = [...walked, ...exempt].filter((id) => !contract.has(id));
    expect(unknown, 'named here but not in the contract').toEqual([]);
    expect(
      [...walked].filter((id) => exempt.has(id)),
      'both walked and named in NOT_OUTLET_BOUND',
    ).toEqual([]);
    expect(
      [...exempt].filter((id) => !bound.has(id)).sort(),
      'named in NOT_OUTLET_BOUND but neither in an area that asks for reach nor needing an outlet-bound scope',
    ).toEqual([]);
    expect(
      [...bound].filter((id) => !walked.has(id as OperationId) && !exempt.has(id)).sort(),
      'outlet-bound operations neither walked nor named in NOT_OUTLET_BOUND',
    ).toEqual([]);
  });
});
