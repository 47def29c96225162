// The expiry of unpaid invoices with two API processes on one PostgreSQL database, both running the
// job at the same moment: every overdue invoice expires once and its order is cancelled once; the
// advisory lock lets one process run the job while the other skips its turn; and a payment that
// commits while the job waits for the order wins, its invoice never expiring.
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, orderEvents, orders, orderStatusHistory } from '../../src/db/schema';
import { expireOverdueInvoices } from '../../src/services/invoices/expiry';
import { lockSale } from '../../src/services/sales/apply';
import { makeOrder } from '../helpers/sales';
import { build, secondServer } from '../helpers/test-app';

const t = await build();
if (t.config.database.kind !== 'postgres') throw new Error('This file runs on PostgreSQL');
// A second API process on the same database, as behind a load balancer.
const other = await secondServer(t);

const outletId = t.outletId['Jakarta Kemang']!;
const overdueOrders = async (n: number) => {
  const made = [];
  for (let i = 0; i < n; i++) made.push(await makeOrder(t.app.db, t.seed, { outletId, expiresInMinutes: -1 - i }));
  return made.map((o) => o.order.id);
};

/** Per order: its status, its invoice's, and how many times it was cancelled and announced so. */
async function outcome(orderIds: number[]) {
  const rows = await t.app.db
    .select({ id: orders.id, order: orders.status, invoice: invoices.status })
    .from(orders)
    .innerJoin(invoices, eq(invoices.orderId, orders.id))
    .where(inArray(orders.id, orderIds))
    .orderBy(asc(orders.id));
  const cancellations = await t.app.db
    .select({ orderId: orderStatusHistory.orderId })
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, orderIds));
  const events = await t.app.db
    .select({ orderId: orderEvents.orderId })
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, orderIds));
  const times = (list: { orderId: number | null }[], id: number) => list.filter((row) => row.orderId === id).length;
  return rows.map((row) => ({
    ...row,
    // The CREATED entry the test order has none of; the cancellation is the only one.
    cancelled: times(cancellations, row.id),
    announced: times(events, row.id),
  }));
}

const expiredOnce = (ids: number[]) => ids.map((id) => ({ id, order: 500, invoice: 200, cancelled: 1, announced: 1 }));

describe('two API processes expiring invoices at once', () => {
  it('expire each overdue invoice once, one process running the job while the other skips its turn', async () => {
    const ids = await overdueOrders(25);
    const runs = await Promise.all([
      t.app.scheduledJobs.runNow('invoice expiry'),
      other.scheduledJobs.runNow('invoice expiry'),
      t.app.scheduledJobs.runNow('invoice expiry'),
      other.scheduledJobs.runNow('invoice expiry'),
    ]);
    expect(runs).toContain('ran');
    // A process never runs the job twice at once.
    expect(runs[2]).toBe('busy');
    expect(runs[3]).toBe('busy');
    expect(await outcome(ids)).toEqual(expiredOnce(ids));
  });

  it('expire each once even when both work at the same moment, by the locks on each order', async () => {
    const ids = await overdueOrders(25);
    // Straight to the work, past the advisory lock: the row locks alone keep it to once.
    const counts = await Promise.all([expireOverdueInvoices(t.app.db), expireOverdueInvoices(other.db)]);
    expect(counts[0] + counts[1]).toBe(ids.length);
    expect(await outcome(ids)).toEqual(expiredOnce(ids));
  });

  it('hold the lock across processes: while one runs the job, the other answers busy', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const job = { name: 'slow test job', everyMs: 60_000, lockKey: 7_249_999 };
    t.app.scheduledJobs.add({ ...job, run: () => (started(), gate) }, { start: false });
    let otherRan = 0;
    other.scheduledJobs.add({ ...job, run: async () => void otherRan++ }, { start: false });

    const first = t.app.scheduledJobs.runNow(job.name);
    await running;
    expect(await other.scheduledJobs.runNow(job.name)).toBe('busy');
    expect(otherRan).toBe(0);
    release();
    expect(await first).toBe('ran');
    // The lock went with the run.
    expect(await other.scheduledJobs.runNow(job.name)).toBe('ran');
    expect(otherRan).toBe(1);
  });

  it('lets a payment that holds the order first win: its invoice is paid and never expires', async () => {
    const [id] = await overdueOrders(1);
    let pay!: () => void;
    const paying = new Promise<void>((resolve) => (pay = resolve));
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => (locked = resolve));
    // A payment's transaction, locking the order as the order desk does, commits when told.
    const payment = t.app.db.transaction(async (tx) => {
      await lockSale(tx, id!);
      await tx.update(orders).set({ status: 100 }).where(eq(orders.id, id!));
      await tx.update(invoices).set({ status: 100, paidAt: new Date() }).where(eq(invoices.orderId, id!));
      locked();
      await paying;
    });
    await holding;
    let done = false;
    const expiry = expireOverdueInvoices(other.db).finally(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The job waits on the order's lock.
    expect(done).toBe(false);
    pay();
    await payment;
    expect(await expiry).toBe(0);
    expect((await outcome([id!]))[0]).toMatchObject({ order: 100, invoice: 100, cancelled: 0, announced: 0 });
  });
});
