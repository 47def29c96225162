// Refunding the payment of a cancelled order through the gateway that took it. The order desk's
// cancellation commits first, with the refund recorded as PENDING (and REFUND_REQUESTED on the
// invoice's timeline); the provider is asked afterwards, outside any transaction, since its answer
// may take seconds and must not hold the order's and invoice's locks (PostgreSQL ends a
// transaction left idle); its answer is then written under the locks again:
// - REFUNDED (the simulated gateway, Midtrans QRIS): the invoice is REFUNDED at once;
// - PENDING (Xendit QR): the invoice stays PAID with its refund pending until the provider's refund
//   notification (payment-callbacks) confirms it;
// - a method the provider cannot refund (a virtual account: 422 from the adapter): staff give the
//   money back another way; the invoice is REFUNDED with the refund marked MANUAL and the
//   provider's reason;
// - a refusal, no answer or no answer in time: the refund is FAILED with the reason, the order
//   stays cancelled, and staff ask again (refundInvoice operation).
// Every ask for one invoice carries the same idempotency key, so a retry, or two at once, never
// refunds twice at the provider; and only a refund still PENDING or FAILED is written, so a
// notification that won the race is not undone.
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { invoicePaymentRequests, invoices, orders, paymentGateways } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { requireReach, type OutletReach } from '../../lib/outlet-access';
import { methodOf, type PaymentProviders, type RefundResult } from '../payment-gateways/port';
import { providerReference } from '../payment-gateways/references';
import { lockSale, setInvoice } from './apply';
import { recordInvoiceEvent } from './invoice-events';
import { INVOICE } from './states';

/** A refund asked for and not yet done: pending at the provider, or failed and to be asked again. */
const waiting = (status: string | null) => status === 'PENDING' || status === 'FAILED';
export const NO_REFUND_WAITING = 'The invoice has no refund waiting';
const REASON = 'Order cancelled';

type Outcome = { kind: 'answer'; answer: RefundResult } | { kind: 'manual' | 'failed'; detail: string };

/**
 * Asks the invoice's gateway to refund its payment and records the answer; a refund already done
 * or not waiting changes nothing. Never throws for the provider's failure: it is recorded.
 */
export async function askForRefund(
  db: Db,
  providers: PaymentProviders,
  invoiceId: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const [invoice] = await db
    .select({
      id: invoices.id,
      orderId: invoices.orderId,
      invoiceNumber: invoices.invoiceNumber,
      amount: invoices.amount,
      refundStatus: invoices.refundStatus,
      chargeReference: invoices.chargeReference,
      paymentId: invoices.providerReference,
      gateway: paymentGateways,
    })
    .from(invoices)
    .innerJoin(paymentGateways, eq(paymentGateways.id, invoices.paymentGatewayId))
    .where(eq(invoices.id, invoiceId));
  if (!invoice || !waiting(invoice.refundStatus)) return;
  const { gateway } = invoice;
  const charge = await chargeOf(db, invoice.id, invoice.chargeReference);
  const reference = charge?.reference ?? invoice.chargeReference ?? providerReference(invoice.invoiceNumber, 1);
  // The provider that took the payment refunds it.
  const provider = charge ? providers.byId(charge.provider) : providers.forGateway(gateway.provider);

  let outcome: Outcome;
  try {
    const answer = await provider.refund({
      idempotencyKey: `${reference}:refund`,
      reference,
      paymentId: invoice.paymentId,
      amount: invoice.amount,
      reason: REASON,
      method: methodOf(gateway),
    });
    outcome = { kind: 'answer', answer };
  } catch (error) {
    const detail = error instanceof HttpError ? error.message : 'The refund could not be asked for; please try again';
    // 422: the provider cannot refund this payment at all; anything else may work next time.
    outcome = { kind: error instanceof HttpError && error.statusCode === 422 ? 'manual' : 'failed', detail };
    if (!(error instanceof HttpError)) log.error({ err: error, invoiceId }, 'refund request failed');
  }

  await db.transaction(async (tx) => {
    const locked = (await lockSale(tx, invoice.orderId))?.invoice;
    if (locked?.status !== INVOICE.PAID || !waiting(locked.refundStatus)) return;
    const now = new Date();
    const event = { invoiceId: invoice.id, at: now, paymentGatewayId: gateway.id, amount: invoice.amount };
    const set = (values: Partial<typeof invoices.$inferInsert>) => setInvoice(tx, invoice.id, now, values);
    switch (outcome.kind) {
      case 'answer': {
        const { status, refundId } = outcome.answer;
        if (status === 'REFUNDED') {
          await set({
            status: INVOICE.REFUNDED,
            refundStatus: 'REFUNDED',
            refundReference: refundId,
            refundMessage: null,
          });
          await recordInvoiceEvent(tx, { ...event, type: 'REFUNDED', providerReference: refundId });
        } else await set({ refundStatus: 'PENDING', refundReference: refundId, refundMessage: null });
        return;
      }
      case 'manual':
        await set({ status: INVOICE.REFUNDED, refundStatus: 'MANUAL', refundMessage: outcome.detail });
        await recordInvoiceEvent(tx, { ...event, type: 'REFUNDED', detail: outcome.detail });
        return;
      case 'failed':
        await set({ refundStatus: 'FAILED', refundMessage: outcome.detail });
        await recordInvoiceEvent(tx, { ...event, type: 'REFUND_FAILED', detail: outcome.detail });
    }
  });
}

/**
 * The payment request whose charge paid the invoice (`paidUnder`), or its latest for a payment that
 * did not record which it paid; none when no payment was requested.
 */
async function chargeOf(db: Db, invoiceId: number, paidUnder: string | null) {
  const [charge] = await db
    .select({ reference: invoicePaymentRequests.reference, provider: invoicePaymentRequests.provider })
    .from(invoicePaymentRequests)
    .where(
      and(
        eq(invoicePaymentRequests.invoiceId, invoiceId),
        paidUnder === null ? undefined : eq(invoicePaymentRequests.reference, paidUnder),
      ),
    )
    .orderBy(desc(invoicePaymentRequests.id))
    .limit(1);
  return charge;
}

/**
 * Staff ask again for a refund that failed, or one still pending (the provider is asked with the
 * same idempotency key, so a refund it already made is answered, not made again); 409 when no
 * refund waits.
 */
export async function retryRefund(
  db: Db,
  reach: OutletReach,
  invoiceId: number,
  providers: PaymentProviders,
  log: FastifyBaseLogger,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ orderId: invoices.orderId, outletId: orders.outletId })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(eq(invoices.id, invoiceId));
    if (!found) throw notFound('Invoice');
    requireReach(reach, found.outletId, 'Invoice not found');
    const invoice = (await lockSale(tx, found.orderId))?.invoice;
    if (!invoice || !waiting(invoice.refundStatus)) throw conflict(NO_REFUND_WAITING);
    if (invoice.refundStatus === 'FAILED') {
      const now = new Date();
      await setInvoice(tx, invoiceId, now, { refundStatus: 'PENDING', refundMessage: null });
      await recordInvoiceEvent(tx, {
        invoiceId,
        type: 'REFUND_REQUESTED',
        at: now,
        paymentGatewayId: invoice.gatewayId,
        amount: invoice.amount,
      });
    }
  });
  await askForRefund(db, providers, invoiceId, log);
}
