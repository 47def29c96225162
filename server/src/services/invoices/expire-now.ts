// Expiring an invoice nobody can pay any more: its order was cancelled, or the provider no longer
// takes the payment. Its expiry time is brought forward to now if it was still to come, so it never
// reads "Expired" at a time not yet reached, and the timeline records it. Inside the caller's
// transaction, with the invoice locked.
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { invoices } from '../../db/schema';
import { recordInvoiceEvent, type InvoiceEventEntry } from './events';
import { EXPIRED } from './queries';

export async function expireInvoiceNow(tx: Tx, event: Omit<InvoiceEventEntry, 'type'>): Promise<void> {
  await tx
    .update(invoices)
    .set({
      status: EXPIRED,
      expiresAt: sql`least(${invoices.expiresAt}, ${event.at.toISOString()}::timestamptz)`,
      updatedAt: event.at,
    })
    .where(eq(invoices.id, event.invoiceId));
  await recordInvoiceEvent(tx, { ...event, type: 'EXPIRED' });
}
