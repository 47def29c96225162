// Applying a provider's notification to its invoice, in one transaction. The order row is locked
// first and then the invoice row, in the order a status change at the desk takes them, so a
// notification and a cashier's "paid" wait for each other instead of deadlocking; and two copies of
// one notification (providers repeat them, sometimes at the same moment) run one after the other, so
// the second finds the invoice paid and changes nothing.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { invoices, paymentGateways } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { recordInvoiceEvent } from '../invoices/events';
import { expireInvoiceNow } from '../invoices/expire-now';
import { FAILED, PAID, REFUNDED, UNPAID } from '../invoices/queries';
import { lockOrder, moveLockedOrder } from '../orders/writes';
import { gatewayFee } from './fee';
import type { PaymentNotice } from './verify';

export type CallbackResult =
  'paid' | 'failed' | 'expired' | 'refunded' | 'refund_failed' | 'unchanged' | 'needs_attention';

export type Applied =
  { result: CallbackResult } | { result: 'amount_mismatch'; invoiceId: number; expected: number; reported: number };

export const INVOICE_NOT_FOUND = 'Invoice not found';

const PROVIDER_NAMES = { midtrans: 'Midtrans', xendit: 'Xendit', simulated: 'The simulated gateway' } as const;

const CREATED = 0;
const CANCELLED = 500;

/** Records a payment staff must look at, once: a repeat of the same notification leaves it as it is. */
async function raiseAlert(
  tx: Tx,
  invoiceId: number,
  reason: 'AMOUNT_MISMATCH' | 'PAID_WHEN_CLOSED',
  amount: number,
  reference: string | null,
  now: Date,
) {
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
      .select({ id: invoices.id, orderId: invoices.orderId })
      .from(invoices)
      .where(eq(invoices.invoiceNumber, notice.invoiceNumber));
    if (!found) throw new HttpError(404, INVOICE_NOT_FOUND);
    const order = await lockOrder(tx, found.orderId);
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, found.id)).for('update');
    if (!order || !invoice) throw new HttpError(404, INVOICE_NOT_FOUND);
    const now = new Date();
    const payable = invoice.status === UNPAID || invoice.status === FAILED;
    const event = {
      invoiceId: invoice.id,
      at: now,
      paymentGatewayId: invoice.paymentGatewayId,
      providerReference: notice.reference,
      amount: invoice.amount,
    };
    const refundWaiting = invoice.refundStatus === 'PENDING' || invoice.refundStatus === 'FAILED';

    switch (notice.outcome) {
      case 'none':
        return { result: 'unchanged' };
      case 'failed':
        if (invoice.status !== UNPAID) return { result: 'unchanged' };
        await tx.update(invoices).set({ status: FAILED, updatedAt: now }).where(eq(invoices.id, invoice.id));
        await recordInvoiceEvent(tx, { ...event, type: 'FAILED' });
        return { result: 'failed' };
      case 'expired':
        if (!payable) return { result: 'unchanged' };
        // The provider no longer takes the payment: the unpaid order is cancelled as the expiry of its
        // time cancels it, which expires the invoice now.
        if (order.status === CREATED) await moveLockedOrder(tx, { id: found.orderId, ...order }, CANCELLED, null);
        else await expireInvoiceNow(tx, event);
        return { result: 'expired' };
      case 'refunded':
        // Only a refund the server asked for (and the provider took as pending); a repeat, or a
        // refund the server did not ask for, changes nothing.
        if (invoice.status !== PAID || !refundWaiting) return { result: 'unchanged' };
        await tx
          .update(invoices)
          .set({
            status: REFUNDED,
            refundStatus: 'REFUNDED',
            refundReference: notice.reference ?? invoice.refundReference,
            refundMessage: null,
            updatedAt: now,
          })
          .where(eq(invoices.id, invoice.id));
        await recordInvoiceEvent(tx, { ...event, type: 'REFUNDED' });
        return { result: 'refunded' };
      case 'refund_failed': {
        if (invoice.refundStatus !== 'PENDING') return { result: 'unchanged' };
        const detail = `${PROVIDER_NAMES[notice.provider]} could not complete the refund; ask for it again`;
        await tx
          .update(invoices)
          .set({ refundStatus: 'FAILED', refundMessage: detail, updatedAt: now })
          .where(eq(invoices.id, invoice.id));
        await recordInvoiceEvent(tx, { ...event, type: 'REFUND_FAILED', detail });
        return { result: 'refund_failed' };
      }
      case 'paid':
        break;
    }

    // A notification already applied (or the invoice paid at the counter): nothing more to do.
    if (invoice.status === PAID || invoice.status === REFUNDED) return { result: 'unchanged' };
    const cents = notice.amountCents;
    const reported = cents === null ? null : Math.round(cents / 100);
    if (cents === null || cents !== invoice.amount * 100) {
      await raiseAlert(tx, invoice.id, 'AMOUNT_MISMATCH', reported ?? 0, notice.reference, now);
      return { result: 'amount_mismatch', invoiceId: invoice.id, expected: invoice.amount, reported: reported ?? 0 };
    }
    if (!payable || order.status !== CREATED) {
      // Money for an invoice that expired or whose order was cancelled: staff refund it.
      await raiseAlert(tx, invoice.id, 'PAID_WHEN_CLOSED', reported!, notice.reference, now);
      return { result: 'needs_attention' };
    }
    const [gateway] = invoice.paymentGatewayId
      ? await tx
          .select({ feeFlat: paymentGateways.feeFlat, feePercent: paymentGateways.feePercent })
          .from(paymentGateways)
          .where(eq(paymentGateways.id, invoice.paymentGatewayId))
      : [];
    await tx
      .update(invoices)
      .set({
        status: PAID,
        paidAt: now,
        fee: gateway ? gatewayFee(invoice.amount, gateway) : null,
        providerReference: notice.reference,
        chargeReference: notice.chargeReference,
        updatedAt: now,
      })
      .where(eq(invoices.id, invoice.id));
    await recordInvoiceEvent(tx, { ...event, type: 'PAID' });
    // The same move as a payment at the desk: history, stock used, the live event.
    await moveLockedOrder(tx, { id: found.orderId, ...order }, PAID, null);
    return { result: 'paid' };
  });
}
