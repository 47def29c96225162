// An invoice's payment timeline: what happened to its payment, recorded in the same transaction as
// the change itself (a payment request, a provider's notification, the expiry job, the order desk,
// a refund), so the timeline never tells of a change that did not commit, nor misses one that did.
import { asc, eq } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx, Tx } from '../../db/client';
import { invoiceEvents, invoices, orders, paymentGateways, type InvoiceEventType } from '../../db/schema';
import { recordChange } from '../../lib/audit';
import { recordChangeNotices } from '../../lib/order-events';

export type InvoiceEventDto = components['schemas']['InvoiceEvent'];

export interface InvoiceEventEntry {
  invoiceId: number;
  type: InvoiceEventType;
  at: Date;
  paymentGatewayId?: number | null;
  providerReference?: string | null;
  amount?: number | null;
  detail?: string | null;
}

export async function recordInvoiceEvent(tx: Tx, event: InvoiceEventEntry): Promise<void> {
  await tx.insert(invoiceEvents).values({
    invoiceId: event.invoiceId,
    type: event.type,
    at: event.at,
    paymentGatewayId: event.paymentGatewayId ?? null,
    providerReference: event.providerReference ?? null,
    amount: event.amount ?? null,
    detail: event.detail ?? null,
  });
  // Every change of an invoice writes one of these events, so the audit trail records it here.
  const [invoice] = await tx
    .select({ status: invoices.status, outletId: orders.outletId })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.id, event.invoiceId));
  await recordChange(tx, {
    recordType: 'invoice',
    recordId: event.invoiceId,
    outletId: invoice?.outletId ?? null,
    after: { event: event.type, status: invoice?.status, amount: event.amount ?? null, detail: event.detail ?? null },
  });
  if (invoice) await recordChangeNotices(tx, 'invoice', [{ outletId: invoice.outletId, id: event.invoiceId }]);
}

/** The invoice's timeline, oldest first (events of one instant in the order they were written). */
export async function invoiceTimeline(db: DbOrTx, invoiceId: number): Promise<InvoiceEventDto[]> {
  const rows = await db
    .select({
      type: invoiceEvents.type,
      at: invoiceEvents.at,
      partnerId: paymentGateways.partnerId,
      methodName: paymentGateways.name,
      providerReference: invoiceEvents.providerReference,
      amount: invoiceEvents.amount,
      detail: invoiceEvents.detail,
    })
    .from(invoiceEvents)
    .leftJoin(paymentGateways, eq(paymentGateways.id, invoiceEvents.paymentGatewayId))
    .where(eq(invoiceEvents.invoiceId, invoiceId))
    .orderBy(asc(invoiceEvents.at), asc(invoiceEvents.id));
  return rows.map((row) => ({
    type: row.type,
    at: row.at.toISOString(),
    payment_method: row.partnerId === null ? null : { partner_id: row.partnerId, name: row.methodName! },
    provider_reference: row.providerReference,
    amount: row.amount,
    detail: row.detail,
  }));
}
