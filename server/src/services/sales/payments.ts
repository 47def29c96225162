// Applying a provider's notice to its invoice, in one transaction: the sale is locked (the order,
// then the invoice, as every writer takes them), what the notice does is decided by
// ./payment-outcomes, and ./apply carries it out. Two copies of one notification (providers repeat
// them, sometimes at the same moment) run one after the other, so the second finds the invoice
// paid and changes nothing.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { invoicePaymentRequests, invoices, paymentGateways } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { recordChangeNotices } from '../../lib/order-events';
import { gatewayFee } from '../payment-gateways/fee';
import { PROVIDER_NAMES, type PaymentNotice } from '../payment-gateways/port';
import { expireInvoiceNow, lockSale, moveOrder, setInvoice } from './apply';
import { recordInvoiceEvent } from './invoice-events';
import { chargeOf, paymentEffect } from './payment-outcomes';
import { INVOICE, ORDER } from './states';

export type CallbackResult =
  'paid' | 'failed' | 'expired' | 'refunded' | 'refund_failed' | 'unchanged' | 'needs_attention';

export type Applied =
  | { result: CallbackResult }
  | { result: 'amount_mismatch'; invoiceId: number; expected: number; reported: number }
  | { result: 'refused'; reason: 'not_its_charge' | 'not_rupiah'; invoiceId: number };

export const INVOICE_NOT_FOUND = 'Invoice not found';

/** The invoice's payment requests, oldest first, with their gateway's fee. */
const requestsOf = (tx: Tx, invoiceId: number) =>
  tx
    .select({
      reference: invoicePaymentRequests.reference,
      provider: invoicePaymentRequests.provider,
      gatewayId: invoicePaymentRequests.paymentGatewayId,
      feeFlat: paymentGateways.feeFlat,
      feePercent: paymentGateways.feePercent,
    })
    .from(invoicePaymentRequests)
    .innerJoin(paymentGateways, eq(paymentGateways.id, invoicePaymentRequests.paymentGatewayId))
    .where(eq(invoicePaymentRequests.invoiceId, invoiceId))
    .orderBy(asc(invoicePaymentRequests.id));

/** Records a payment staff must look at, once: a repeat of the same notification leaves it as it is. */
async function raiseAlert(
  tx: Tx,
  invoiceId: number,
  alert: { reason: 'AMOUNT_MISMATCH' | 'PAID_WHEN_CLOSED'; amount: number; reference: string | null },
  now: Date,
) {
  const { reason, amount, reference } = alert;
  await tx
    .update(invoices)
    .set({ alertReason: reason, alertAmount: amount, alertReference: reference, alertAt: now, updatedAt: now })
    .where(
      and(
        eq(invoices.id, invoiceId),
        sql`(${invoices.alertReason}, ${invoices.alertAmount}, coalesce(${invoices.alertReference}, ''))
          is distinct from (${reason}, ${amount}::integer, ${reference ?? ''})`,
      ),
    );
}

export async function applyNotification(db: Db, notice: PaymentNotice): Promise<Applied> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ orderId: invoices.orderId })
      .from(invoices)
      .where(eq(invoices.invoiceNumber, notice.invoiceNumber));
    const sale = found && (await lockSale(tx, found.orderId));
    const invoice = sale?.invoice;
    if (!sale || !invoice) throw new HttpError(404, INVOICE_NOT_FOUND);
    const charge = chargeOf(notice, await requestsOf(tx, invoice.id));
    const decided = paymentEffect(notice, charge, {
      order: sale.order.status,
      invoice: invoice.status,
      amount: invoice.amount,
      refundStatus: invoice.refundStatus,
    });
    const now = new Date();
    const event = {
      invoiceId: invoice.id,
      at: now,
      paymentGatewayId: invoice.gatewayId,
      providerReference: notice.reference,
      amount: invoice.amount,
    };
    switch (decided.effect) {
      case 'none':
        return { result: 'unchanged' };
      case 'refuse':
        return { result: 'refused', reason: decided.reason, invoiceId: invoice.id };
      case 'fail':
        await setInvoice(tx, invoice.id, now, { status: INVOICE.FAILED });
        await recordInvoiceEvent(tx, { ...event, type: 'FAILED' });
        return { result: 'failed' };
      case 'expire':
        // The provider no longer takes the payment: the unpaid order is cancelled as the expiry of
        // its time cancels it, which expires the invoice now.
        if (decided.cancelOrder) await moveOrder(tx, sale, ORDER.CANCELLED, null);
        else await expireInvoiceNow(tx, event);
        return { result: 'expired' };
      case 'refunded':
        await setInvoice(tx, invoice.id, now, {
          status: INVOICE.REFUNDED,
          refundStatus: 'REFUNDED',
          refundReference: notice.reference ?? invoice.refundReference,
          refundMessage: null,
        });
        await recordInvoiceEvent(tx, { ...event, type: 'REFUNDED' });
        return { result: 'refunded' };
      case 'refund_failed': {
        const detail = `${PROVIDER_NAMES[notice.provider]} could not complete the refund; ask for it again`;
        await setInvoice(tx, invoice.id, now, { refundStatus: 'FAILED', refundMessage: detail });
        await recordInvoiceEvent(tx, { ...event, type: 'REFUND_FAILED', detail });
        return { result: 'refund_failed' };
      }
      case 'alert':
        await raiseAlert(tx, invoice.id, { ...decided, reference: notice.reference }, now);
        await recordChangeNotices(tx, 'invoice', [{ outletId: sale.order.outletId, id: invoice.id }]);
        return decided.reason === 'AMOUNT_MISMATCH'
          ? { result: 'amount_mismatch', invoiceId: invoice.id, expected: invoice.amount, reported: decided.amount }
          : { result: 'needs_attention' };
      case 'pay':
        // The same move as a payment at the desk (history, stock used, the live event), the
        // invoice paid by the charge the notice names.
        await moveOrder(tx, sale, ORDER.PAID, null, {
          gatewayId: charge!.gatewayId,
          fee: gatewayFee(invoice.amount, charge!),
          providerReference: notice.reference,
          chargeReference: charge!.reference,
        });
        return { result: 'paid' };
    }
  });
}
