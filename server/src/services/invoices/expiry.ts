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
import { and, asc, eq, sql } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { Db } from '../../db/client';
import { invoices, orders } from '../../db/schema';
import type { ScheduledJob } from '../../lib/scheduled-jobs';
import { lockSale, moveOrder } from '../sales/apply';
import { lapses } from '../sales/life-cycle';
import { lapsed, payable } from '../sales/sql';
import { ORDER } from '../sales/states';

/** Orders decided per query; a backlog is worked through batch after batch in one run. */
const BATCH = 100;

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
      .where(and(payable, lapsed, eq(orders.status, ORDER.CREATED), sql`${invoices.orderId} > ${after}`))
      .orderBy(asc(invoices.orderId))
      .limit(BATCH);
    for (const { orderId } of due) if (await expireOrder(db, orderId)) expired++;
    if (due.length < BATCH) return expired;
    after = due.at(-1)!.orderId;
  }
}

async function expireOrder(db: Db, orderId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const sale = await lockSale(tx, orderId);
    if (!sale?.invoice || !lapses(sale.order.status, sale.invoice.status, sale.invoice.lapsed)) return false;
    await moveOrder(tx, sale, ORDER.CANCELLED, null);
    return true;
  });
}

/** The job as the scheduler runs it, logging what it closed. */
export function invoiceExpiryJob(everyMs: number, log: { info(data: object, message: string): void }): ScheduledJob {
  return {
    name: 'invoice expiry',
    everyMs,
    lockKey: ADVISORY_LOCKS.invoiceExpiryJob,
    async run(db) {
      const expired = await expireOverdueInvoices(db);
      if (expired) log.info({ expired }, 'unpaid invoices expired and their orders cancelled');
    },
  };
}
