// Unpaid invoices past their expiry time close by themselves: the order is cancelled through the
// order desk's own path (status history, the invoice marked EXPIRED, the live event), as if the
// outlet had cancelled it, by the system. A scheduled job (lib/scheduled-jobs) runs this on one API
// process at a time, every INVOICE_EXPIRY_SECONDS.
//
// Each order is decided in a transaction of its own that locks the order, then its invoice (the
// order desk's order of locks), and checks again that the invoice is still unpaid and past due: a
// payment that commits first leaves the order PAID and the invoice untouched; one that comes after
// finds the order cancelled. A paid invoice never expires, and an invoice already EXPIRED is not
// touched again.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, orders } from '../../db/schema';
import type { ScheduledJob } from '../../lib/scheduled-jobs';
import { lockOrder, moveLockedOrder } from '../orders/writes';
import { FAILED, UNPAID } from './queries';

const CREATED = 0;
const CANCELLED = 500;
/** Orders decided per query; a backlog is worked through batch after batch in one run. */
const BATCH = 100;

// Any constant both engines agree on; it names "the expiry of unpaid invoices" for advisory locks.
export const INVOICE_EXPIRY_LOCK = 7_240_301;

/** Cancels the orders of unpaid invoices past their expiry; answers how many. */
export async function expireOverdueInvoices(db: Db): Promise<number> {
  let expired = 0;
  let after = 0;
  for (;;) {
    // Candidates only: each is checked again under its locks.
    const due = await db
      .select({ orderId: invoices.orderId })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(
        and(
          inArray(invoices.status, [UNPAID, FAILED]),
          lte(invoices.expiresAt, sql`now()`),
          eq(orders.status, CREATED),
          sql`${invoices.orderId} > ${after}`,
        ),
      )
      .orderBy(asc(invoices.orderId))
      .limit(BATCH);
    for (const { orderId } of due) if (await expireOrder(db, orderId)) expired++;
    if (due.length < BATCH) return expired;
    after = due.at(-1)!.orderId;
  }
}

async function expireOrder(db: Db, orderId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order?.status !== CREATED) return false;
    const [invoice] = await tx
      .select({ status: invoices.status, lapsed: sql<boolean>`${invoices.expiresAt} <= now()` })
      .from(invoices)
      .where(eq(invoices.orderId, orderId))
      .for('update');
    if (!invoice?.lapsed || (invoice.status !== UNPAID && invoice.status !== FAILED)) return false;
    await moveLockedOrder(tx, { id: orderId, ...order }, CANCELLED, null);
    return true;
  });
}

/** The job as the scheduler runs it, logging what it closed. */
export function invoiceExpiryJob(everyMs: number, log: { info(data: object, message: string): void }): ScheduledJob {
  return {
    name: 'invoice expiry',
    everyMs,
    lockKey: INVOICE_EXPIRY_LOCK,
    async run(db) {
      const expired = await expireOverdueInvoices(db);
      if (expired) log.info({ expired }, 'unpaid invoices expired and their orders cancelled');
    },
  };
}
