// What a payment provider's notice does to a sale, as a pure function of the notice, the invoice's
// payment requests and the states of the order and invoice. ./payments carries it out.
import type { PaymentNotice, PaymentProviderId } from '../payment-gateways/port';
import { isPayable, wasPaid } from './life-cycle';
import { INVOICE, ORDER, type InvoiceStatus, type OrderStatus, type RefundStatus } from './states';

/** A payment request of the invoice: the reference it was charged under and the provider that made the charge. */
export interface Charge {
  reference: string;
  provider: PaymentProviderId;
}

/**
 * The payment request a notice is about: one of the invoice's, made through the notice's provider,
 * under the reference the notice names (its latest through that provider, for a provider that
 * names only the invoice); null when the invoice has none, so no provider can pay an invoice it
 * was not asked to charge, nor one charged through another.
 */
export function chargeOf<T extends Charge>(
  notice: Pick<PaymentNotice, 'provider' | 'chargeReference'>,
  requests: readonly T[],
): T | null {
  const through = requests.filter((request) => request.provider === notice.provider);
  if (notice.chargeReference === null) return through.at(-1) ?? null;
  return through.find((request) => request.reference === notice.chargeReference) ?? null;
}

/** The invoices are in rupiah: a payment stated in another currency pays none of them. */
export const RUPIAH = 'IDR';

export interface SaleFacts {
  order: OrderStatus;
  invoice: InvoiceStatus;
  /** The invoice's amount, whole rupiah. */
  amount: number;
  refundStatus: RefundStatus | null;
}

export type PaymentEffect =
  /** Nothing to do: already applied, or a status that changes nothing. */
  | { effect: 'none' }
  /** Not the invoice's charge, or not rupiah: refused, nothing changes. */
  | { effect: 'refuse'; reason: 'not_its_charge' | 'not_rupiah' }
  | { effect: 'pay' }
  | { effect: 'fail' }
  /** Nobody can pay it any more; its unpaid order is cancelled with it. */
  | { effect: 'expire'; cancelOrder: boolean }
  | { effect: 'refunded' }
  | { effect: 'refund_failed' }
  /** A payment not applied, kept on the invoice for staff: another amount, or an invoice that can no longer be paid. */
  | { effect: 'alert'; reason: 'AMOUNT_MISMATCH' | 'PAID_WHEN_CLOSED'; amount: number };

const NONE = { effect: 'none' } as const;

export function paymentEffect(
  notice: Pick<PaymentNotice, 'outcome' | 'amountCents' | 'currency'>,
  charge: Charge | null,
  sale: SaleFacts,
): PaymentEffect {
  if (!charge) return { effect: 'refuse', reason: 'not_its_charge' };
  switch (notice.outcome) {
    case 'none':
      return NONE;
    case 'failed':
      return sale.invoice === INVOICE.UNPAID ? { effect: 'fail' } : NONE;
    case 'expired':
      return isPayable(sale.invoice) ? { effect: 'expire', cancelOrder: sale.order === ORDER.CREATED } : NONE;
    case 'refunded':
      // Only a refund the server asked for (and the provider took as pending); a repeat, or a
      // refund the server did not ask for, changes nothing.
      return sale.invoice === INVOICE.PAID && (sale.refundStatus === 'PENDING' || sale.refundStatus === 'FAILED')
        ? { effect: 'refunded' }
        : NONE;
    case 'refund_failed':
      return sale.refundStatus === 'PENDING' ? { effect: 'refund_failed' } : NONE;
    case 'paid':
      break;
  }
  // A payment already applied (or the invoice paid at the counter): nothing more to do.
  if (wasPaid(sale.invoice)) return NONE;
  if (notice.currency !== null && notice.currency !== RUPIAH) return { effect: 'refuse', reason: 'not_rupiah' };
  const cents = notice.amountCents;
  const amount = cents === null ? 0 : Math.round(cents / 100);
  if (cents !== sale.amount * 100) return { effect: 'alert', reason: 'AMOUNT_MISMATCH', amount };
  // Money for an invoice that expired or whose order was cancelled: staff refund it.
  if (!isPayable(sale.invoice) || sale.order !== ORDER.CREATED)
    return { effect: 'alert', reason: 'PAID_WHEN_CLOSED', amount };
  return { effect: 'pay' };
}
