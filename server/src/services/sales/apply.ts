// Carrying out the life cycle's decisions (./life-cycle, ./payment-outcomes) in the caller's
// transaction. Every writer locks a sale the same way: the order, then its invoice, then (for a
// completion or a cancellation, ./member-points) the member's customer row, then the voucher codes
// it used by id, and the stock lines last; so a cashier's "paid", a provider's notification, the
// expiry job and a refund wait for each other instead of deadlocking; every move of an order goes through moveOrder, so its invoice, its stock
// and the live event follow however the move comes about.
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { invoices, orders, orderStatusHistory, type CounterPaymentMethod } from '../../db/schema';
import { recordChange } from '../../lib/audit';
import { recordChangeNotices, recordOrderEvent } from '../../lib/order-events';
import { refundShiftFor } from '../shifts/drawer';
import { API_CHANNELS, type ApiChannel } from '../channels/port';
import { owePlatformState } from '../channels/state-pushes';
import { recordInvoiceEvent, type InvoiceEventEntry } from './invoice-events';
import { moveEffects } from './life-cycle';
import { movePoints } from './member-points';
import { bookSale, returnSale, writeOffSale } from './sale-stock';
import {
  INVOICE,
  ORDER,
  type InvoiceStatus,
  type OrderStatus,
  type OrderStatusChange,
  type RefundStatus,
} from './states';

export interface LockedSale {
  order: { id: number; status: OrderStatus; outletId: number; channel?: string };
  invoice: {
    id: number;
    invoiceNumber: string;
    status: InvoiceStatus;
    amount: number;
    refundStatus: RefundStatus | null;
    refundReference: string | null;
    gatewayId: number | null;
    chargeReference: string | null;
    /** How a payment at the counter was made, and the shift at whose register it was taken. */
    counterMethod: CounterPaymentMethod | null;
    shiftId: number | null;
    /** Its expiry time has passed, by the database's clock. */
    lapsed: boolean;
  } | null;
}

/** Locks an order and then its invoice until the transaction ends; undefined when there is no such order. */
export async function lockSale(tx: Tx, orderId: number): Promise<LockedSale | undefined> {
  const [order] = await tx
    .select({ id: orders.id, status: orders.status, outletId: orders.outletId, channel: orders.channel })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order) return undefined;
  const [invoice] = await tx
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      status: invoices.status,
      amount: invoices.amount,
      refundStatus: invoices.refundStatus,
      refundReference: invoices.refundReference,
      gatewayId: invoices.paymentGatewayId,
      chargeReference: invoices.chargeReference,
      counterMethod: invoices.counterMethod,
      shiftId: invoices.shiftId,
      lapsed: sql<boolean>`coalesce(${invoices.expiresAt} <= now(), false)`,
    })
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .for('update');
  return { order, invoice: invoice ?? null };
}

/** A provider's payment that moves an order to PAID: what the invoice records of it. */
export interface ProviderPayment {
  gatewayId: number;
  fee: number | null;
  /** The provider's id of the payment. */
  providerReference: string | null;
  /** The reference the charge it paid was made under. */
  chargeReference: string;
}

/**
 * A payment taken by hand at the counter: how it was made, a card's approval code, and the open
 * shift at whose register it was taken (null: none named, or none open at a non-cash payment's).
 */
export interface CounterPayment {
  counterMethod: CounterPaymentMethod;
  cardApprovalCode: string | null;
  shiftId: number | null;
}

/** The field of an order status change a cash refund's missing shift is reported on. */
const REFUND_FIELD = 'status';

/** What a move left to do after its commit. */
export interface Moved {
  /** The invoice whose payment is to be refunded through its provider (see ./refund). */
  refundInvoiceId: number | null;
}

/**
 * Moves a locked sale's order to `to`, which the caller has allowed, as `userId` (null for the
 * system): the status and its history entry, what the move does to the invoice (paid at the
 * counter, as `payment` says, or by a provider's `payment`; refunded; expired) and the stock, and
 * the live event. Cash given back for a payment taken in a shift comes out of the open shift's drawer
 * at that register ("Open a shift first" when none is open there). The stock lines
 * a sale locks are shared by the outlet's orders: they are taken last, so they are held only until
 * the commit just after (the live event takes no lock). An order paid as it is placed is announced
 * once, by its placement, as new and paid (`announce: false`). A cancellation whose cups were made
 * (`made`) writes what they used off as waste instead of returning it.
 */
export async function moveOrder(
  tx: Tx,
  { order, invoice }: LockedSale,
  to: OrderStatusChange,
  userId: number | null,
  payment?: ProviderPayment | CounterPayment,
  {
    announce = true,
    made = false,
    fromPlatform = false,
  }: { announce?: boolean; made?: boolean; fromPlatform?: boolean } = {},
): Promise<Moved> {
  const now = new Date();
  await tx.update(orders).set({ status: to, updatedAt: now }).where(eq(orders.id, order.id));
  await tx.insert(orderStatusHistory).values({ orderId: order.id, status: to, changedBy: userId, changedAt: now });
  await recordChange(tx, {
    recordType: 'order',
    recordId: order.id,
    outletId: order.outletId,
    before: { status: order.status },
    after: { status: to },
  });
  await recordChangeNotices(tx, 'order', [{ outletId: order.outletId, id: order.id }]);
  const effects = moveEffects(
    order.status,
    to,
    invoice && {
      status: invoice.status,
      paidThroughProvider: invoice.chargeReference !== null && invoice.gatewayId !== null,
    },
    made,
  );
  let moved: Moved = { refundInvoiceId: null };
  if (invoice) {
    const event = { invoiceId: invoice.id, at: now, amount: invoice.amount };
    switch (effects.invoice) {
      case 'pay':
        await payInvoice(tx, invoice.id, event, payment);
        break;
      case 'refund_at_counter':
        await setInvoice(tx, invoice.id, now, {
          status: INVOICE.REFUNDED,
          refundStatus: 'MANUAL',
          refundRequestedAt: now,
          // A payment taken before shifts were kept is given back as before, from no drawer.
          refundShiftId:
            invoice.counterMethod === 'cash' && invoice.shiftId !== null
              ? await refundShiftFor(tx, invoice.shiftId, REFUND_FIELD)
              : null,
        });
        await recordInvoiceEvent(tx, { ...event, type: 'REFUNDED' });
        break;
      case 'ask_refund':
        await setInvoice(tx, invoice.id, now, { refundStatus: 'PENDING', refundMessage: null, refundRequestedAt: now });
        await recordInvoiceEvent(tx, { ...event, type: 'REFUND_REQUESTED', paymentGatewayId: invoice.gatewayId });
        moved = { refundInvoiceId: invoice.id };
        break;
      case 'expire':
        // Nobody can pay it any more, and its expiry time says when that began.
        await expireInvoiceNow(tx, event);
        break;
      case 'none':
    }
  }
  // A delivery platform's order made ready or cancelled here: the platform is owed the news (sent
  // by the channel job); a move the platform itself told of is not told back.
  const channel = order.channel as ApiChannel | undefined;
  if (!fromPlatform && channel !== undefined && API_CHANNELS.includes(channel)) {
    if (to === ORDER.READY_TO_PICKUP) await owePlatformState(tx, { id: order.id, channel }, 'ready');
    else if (to === ORDER.CANCELLED) await owePlatformState(tx, { id: order.id, channel }, 'cancelled');
  }
  // The member's points and the voucher uses before the stock lines, which are locked last.
  await movePoints(tx, order.id, to, userId);
  if (effects.stock === 'book') await bookSale(tx, order.id, order.outletId, userId);
  else if (effects.stock === 'give_back') await returnSale(tx, order.id, userId);
  else if (effects.stock === 'write_off') await writeOffSale(tx, order.id, userId);
  if (announce)
    await recordOrderEvent(tx, {
      type: 'order.status_changed',
      orderId: order.id,
      outletId: order.outletId,
      status: to,
    });
  return moved;
}

/** Writes a locked invoice's new state. */
export const setInvoice = (tx: Tx, invoiceId: number, now: Date, values: Partial<typeof invoices.$inferInsert>) =>
  tx
    .update(invoices)
    .set({ ...values, updatedAt: now })
    .where(eq(invoices.id, invoiceId));

/**
 * Paid: at the counter (no provider, no fee; how, when the cashier said), or by a provider's payment
 * with its fee and references.
 */
async function payInvoice(
  tx: Tx,
  invoiceId: number,
  event: Omit<InvoiceEventEntry, 'type'>,
  payment: ProviderPayment | CounterPayment | undefined,
) {
  const paid = { status: INVOICE.PAID, paidAt: event.at };
  if (!payment || !('gatewayId' in payment)) {
    const how = payment && {
      counterMethod: payment.counterMethod,
      cardApprovalCode: payment.cardApprovalCode,
      // A payment at no named register stays in the shift it was placed in, if any.
      ...(payment.shiftId !== null && { shiftId: payment.shiftId }),
    };
    await setInvoice(tx, invoiceId, event.at, { ...paid, ...how });
    await recordInvoiceEvent(tx, { ...event, type: 'PAID' });
    return;
  }
  await setInvoice(tx, invoiceId, event.at, {
    ...paid,
    paymentGatewayId: payment.gatewayId,
    fee: payment.fee,
    providerReference: payment.providerReference,
    chargeReference: payment.chargeReference,
  });
  await recordInvoiceEvent(tx, {
    ...event,
    type: 'PAID',
    paymentGatewayId: payment.gatewayId,
    providerReference: payment.providerReference,
  });
}

/**
 * Expires a locked invoice nobody can pay any more: its order was cancelled, or the provider no
 * longer takes the payment. Its expiry time is brought forward to now if it was still to come, so
 * it never reads "Expired" at a time not yet reached.
 */
export async function expireInvoiceNow(tx: Tx, event: Omit<InvoiceEventEntry, 'type'>): Promise<void> {
  await tx
    .update(invoices)
    .set({
      status: INVOICE.EXPIRED,
      expiresAt: sql`least(${invoices.expiresAt}, ${event.at.toISOString()}::timestamptz)`,
      updatedAt: event.at,
    })
    .where(eq(invoices.id, event.invoiceId));
  await recordInvoiceEvent(tx, { ...event, type: 'EXPIRED' });
}
