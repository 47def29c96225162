// Unpaid invoices that pass their expiry close by themselves: the scheduled job marks exactly the
// past-due unpaid (or failed) invoices EXPIRED and cancels their orders through the order desk's
// path (history by the system, the live event), leaves every other invoice alone, changes nothing
// when run again, and runs by itself at the configured interval.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, orderEvents, orders, orderStatusHistory } from '../../src/db/schema';
import { makeOrder } from '../helpers/sales';
import { build } from '../helpers/test-app';

const t = await build();
const outletId = t.outletId['Bandung Dago']!;

const order = (options: Partial<Parameters<typeof makeOrder>[2]> = {}) =>
  makeOrder(t.app.db, t.seed, { outletId, ...options });

async function state(orderIds: number[]) {
  const rows = await t.app.db
    .select({ orderId: orders.id, order: orders.status, invoice: invoices.status, updatedAt: invoices.updatedAt })
    .from(orders)
    .innerJoin(invoices, eq(invoices.orderId, orders.id))
    .where(inArray(orders.id, orderIds))
    .orderBy(asc(orders.id));
  const history = await t.app.db
    .select({
      orderId: orderStatusHistory.orderId,
      status: orderStatusHistory.status,
      by: orderStatusHistory.changedBy,
    })
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, orderIds))
    .orderBy(asc(orderStatusHistory.id));
  const events = await t.app.db
    .select({ orderId: orderEvents.orderId, type: orderEvents.type, status: orderEvents.status })
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, orderIds))
    .orderBy(asc(orderEvents.id));
  return { rows, history, events };
}

describe('the expiry of unpaid invoices', () => {
  it('expires exactly the past-due unpaid invoices and cancels their orders, once', async () => {
    const overdue = await order({ expiresInMinutes: -5 });
    const failedOverdue = await order({ expiresInMinutes: -1, invoiceStatus: 300 });
    const current = await order({ expiresInMinutes: 30 });
    const paid = await order({ expiresInMinutes: -10, orderStatus: 100, invoiceStatus: 100 });
    const alreadyExpired = await order({ expiresInMinutes: -60, orderStatus: 500, invoiceStatus: 200 });
    const refunded = await order({ expiresInMinutes: -60, orderStatus: 500, invoiceStatus: 400 });
    const ids = [overdue, failedOverdue, current, paid, alreadyExpired, refunded].map((o) => o.order.id);
    const before = await state(ids);

    expect(await t.app.scheduledJobs.runNow('invoice expiry')).toBe('ran');
    const after = await state(ids);
    const statusOf = (id: number) => after.rows.find((row) => row.orderId === id)!;
    expect(statusOf(overdue.order.id)).toMatchObject({ order: 500, invoice: 200 });
    expect(statusOf(failedOverdue.order.id)).toMatchObject({ order: 500, invoice: 200 });
    // Everything else as it was, to the update time.
    for (const untouched of [current, paid, alreadyExpired, refunded]) {
      expect(statusOf(untouched.order.id)).toEqual(before.rows.find((row) => row.orderId === untouched.order.id));
    }
    // The cancellations are the system's, in the history and the live events.
    const added = after.history.slice(before.history.length);
    expect(added).toEqual([
      { orderId: overdue.order.id, status: 500, by: null },
      { orderId: failedOverdue.order.id, status: 500, by: null },
    ]);
    expect(after.events.slice(before.events.length)).toEqual([
      { orderId: overdue.order.id, type: 'order.status_changed', status: 500 },
      { orderId: failedOverdue.order.id, type: 'order.status_changed', status: 500 },
    ]);

    // A second run finds nothing left to do.
    expect(await t.app.scheduledJobs.runNow('invoice expiry')).toBe('ran');
    expect(await state(ids)).toEqual(after);
  });

  it('shows the expired invoice and the cancelled order through the API', async () => {
    const overdue = await order({ expiresInMinutes: -2 });
    await t.app.scheduledJobs.runNow('invoice expiry');
    const admin = await t.asAdmin();
    const invoice = (
      await admin.GET('/adm/v1/invoices/{invoice_id}', { params: { path: { invoice_id: overdue.invoice.id } } })
    ).data!.data;
    expect(invoice.status).toBe(200);
    const [row] = await t.app.db
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, overdue.order.id)));
    expect(row!.status).toBe(500);
  });
});

describe('an invoice closed by its cancelled order', () => {
  it('expires at the cancellation, not at an expiry time still to come', async () => {
    const admin = await t.asAdmin();
    const early = await order({ expiresInMinutes: 60 });
    const before = Date.now();
    const cancel = await admin.PUT('/adm/v1/orders/{order_id}/status', {
      params: { path: { order_id: early.order.id } },
      body: { status: 500 },
    });
    expect(cancel.response.status).toBe(200);
    const invoice = (
      await admin.GET('/adm/v1/invoices/{invoice_id}', { params: { path: { invoice_id: early.invoice.id } } })
    ).data!.data;
    expect(invoice.status).toBe(200);
    expect(Date.parse(invoice.expires_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(invoice.expires_at!)).toBeLessThanOrEqual(Date.now());
    expect(invoice.expires_at).toBe(invoice.updated_at);
  });
});

describe('the expiry job on its schedule', () => {
  it('cancels an order soon after its invoice expires, without being asked', async () => {
    const s = await build({ env: { INVOICE_EXPIRY_SECONDS: '0.2' } });
    const overdue = await makeOrder(s.app.db, s.seed, { outletId: s.outletId['Bandung Dago']!, expiresInMinutes: -1 });
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline) {
      [{ status }] = (await s.app.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, overdue.order.id))) as [{ status: number }];
      if (status === 500) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(500);
  });
});
