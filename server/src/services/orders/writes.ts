// Writing orders: a status change with its history entry (and the invoice it settles, and the stock
// a payment uses up or a cancellation gives back), and a customer's new order with its lines and
// invoice. Each runs in one transaction that locks what it decides on and records the live event last.
import { and, eq, gte, inArray, like, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { invoices, orderItems, orders, orderStatusHistory, skus, type OrderStatus } from '../../db/schema';
import { HttpError, unprocessable } from '../../lib/http-error';
import { jakartaDate, startOfJakartaDay } from '../../lib/jakarta-time';
import { recordOrderEvent } from '../../lib/order-events';
import { recordInvoiceEvent } from '../invoices/events';
import { expireInvoiceNow } from '../invoices/expire-now';
import { requireReach, type OutletReach } from '../../lib/outlet-access';
import { ORDER_NOT_FOUND } from './queries';
import { bookSale, returnSale } from './sale-stock';
import { canMove, transitionRefused, type OrderStatusChange } from './status-rules';
import { recordChange } from '../../lib/audit';

/** Invoice statuses (contract InvoiceStatus). */
const UNPAID = 0;
const PAID = 100;
const FAILED = 300;
const REFUNDED = 400;

/** What a move left to do after its commit. */
export interface Moved {
  /** The invoice whose payment is to be refunded through its gateway (see invoices/refund). */
  refundInvoiceId: number | null;
}

/** Moves an order to `status` as `userId`; the caller reaches the outlets in `reach`. */
export async function changeOrderStatus(
  db: Db,
  orderId: number,
  status: OrderStatusChange,
  userId: number,
  reach: OutletReach,
): Promise<Moved> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    requireReach(reach, order?.outletId, ORDER_NOT_FOUND);
    if (!canMove(order!.status, status)) throw unprocessable(transitionRefused(order!.status, status), 'status');
    return moveLockedOrder(tx, { id: orderId, ...order! }, status, userId);
  });
}

/** The order's status and outlet, its row locked until the transaction ends; undefined when there is none. */
export async function lockOrder(tx: Tx, orderId: number) {
  const [order] = await tx
    .select({ status: orders.status, outletId: orders.outletId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return order;
}

/**
 * Moves an order locked by lockOrder, whose move the caller has allowed: the status and its history
 * entry (`userId` null for the system), the invoice it settles, the stock and the live event. Every
 * move of an order goes through here, so a cancellation gives back stock and is announced however
 * it comes about.
 */
export async function moveLockedOrder(
  tx: Tx,
  order: { id: number; status: OrderStatus; outletId: number },
  status: OrderStatusChange,
  userId: number | null,
): Promise<Moved> {
  const { id: orderId, status: from, outletId } = order;
  const now = new Date();
  await tx.update(orders).set({ status, updatedAt: now }).where(eq(orders.id, orderId));
  await tx.insert(orderStatusHistory).values({ orderId, status, changedBy: userId, changedAt: now });
  await recordChange(tx, {
    recordType: 'order',
    recordId: orderId,
    outletId,
    before: { status: from },
    after: { status },
  });
  const moved = await settleInvoice(tx, orderId, status, now);
  // The stock lines a sale locks are shared by the outlet's orders, and the event's lock by every
  // order: both are taken last, stock first, so they are held only until the commit just after.
  if (status === 100) await bookSale(tx, orderId, outletId, userId);
  else if (status === 500 && from >= 100) await returnSale(tx, orderId, userId);
  await recordOrderEvent(tx, { type: 'order.status_changed', orderId, outletId, status });
  return moved;
}

/**
 * Paid at the counter marks the invoice paid; a cancelled order's invoice is closed, or its payment
 * refunded: at once when it was taken at the counter (staff give the money back), else asked of the
 * gateway once the cancellation has committed (the refund is PENDING until then).
 */
async function settleInvoice(tx: Tx, orderId: number, status: OrderStatus, now: Date): Promise<Moved> {
  const none = { refundInvoiceId: null };
  if (status === 100) {
    const paid = await tx
      .update(invoices)
      .set({ status: PAID, paidAt: now, updatedAt: now })
      .where(and(eq(invoices.orderId, orderId), sql`${invoices.status} <> ${PAID}`))
      .returning({ id: invoices.id, amount: invoices.amount });
    for (const invoice of paid)
      await recordInvoiceEvent(tx, { invoiceId: invoice.id, type: 'PAID', at: now, amount: invoice.amount });
    return none;
  }
  if (status !== 500) return none;
  const [invoice] = await tx
    .select({
      id: invoices.id,
      status: invoices.status,
      amount: invoices.amount,
      gatewayId: invoices.paymentGatewayId,
      chargeReference: invoices.chargeReference,
    })
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .for('update');
  if (!invoice) return none;
  const event = { invoiceId: invoice.id, at: now, amount: invoice.amount };
  if (invoice.status === PAID) {
    // A payment a provider reported names the charge it paid; one taken at the counter has none.
    if (invoice.chargeReference === null || invoice.gatewayId === null) {
      await tx
        .update(invoices)
        .set({ status: REFUNDED, refundStatus: 'MANUAL', refundRequestedAt: now, updatedAt: now })
        .where(eq(invoices.id, invoice.id));
      await recordInvoiceEvent(tx, { ...event, type: 'REFUNDED' });
      return none;
    }
    await tx
      .update(invoices)
      .set({ refundStatus: 'PENDING', refundMessage: null, refundRequestedAt: now, updatedAt: now })
      .where(eq(invoices.id, invoice.id));
    await recordInvoiceEvent(tx, { ...event, type: 'REFUND_REQUESTED', paymentGatewayId: invoice.gatewayId });
    return { refundInvoiceId: invoice.id };
  }
  // An unpaid invoice, or one whose payment failed, expires now if it had not yet: nobody can pay
  // it any more, and its expiry time says when that began.
  if (invoice.status === UNPAID || invoice.status === FAILED) {
    await expireInvoiceNow(tx, event);
  }
  return none;
}

export interface NewOrder {
  customerId: number;
  outletId: number;
  timeslotId: number;
  lines: { skuId: number; quantity: number }[];
  notes: string | null;
  /** Paid online at once (a system change, like a payment gateway's callback). */
  paid: boolean;
}

/** Serialises invoice numbering (pg_advisory_xact_lock key); numbers run per Jakarta day. */
const INVOICE_NUMBER_LOCK = 0x0e7e_0002;

async function nextInvoiceNumber(tx: Tx, now: Date): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(${INVOICE_NUMBER_LOCK})`);
  const today = jakartaDate(now);
  const prefix = `INV/${today.replaceAll('-', '')}/`;
  // Today's invoices, found through the created_at index.
  const [row] = await tx
    .select({ last: sql<string | null>`max(${invoices.invoiceNumber})` })
    .from(invoices)
    .where(
      and(gte(invoices.createdAt, new Date(startOfJakartaDay(today))), like(invoices.invoiceNumber, `${prefix}%`)),
    );
  const sequence = row?.last ? Number(row.last.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(sequence).padStart(5, '0')}`;
}

/** Places a customer's order at today's prices (a SKU's discounted price when it has one). */
export async function placeOrder(db: Db, order: NewOrder): Promise<number> {
  return db.transaction(async (tx) => {
    const skuIds = order.lines.map((line) => line.skuId);
    const prices = await tx
      .select({ id: skus.id, price: skus.price, discountedPrice: skus.discountedPrice })
      .from(skus)
      .where(and(inArray(skus.id, skuIds), eq(skus.status, true)));
    const priceOf = new Map(prices.map((sku) => [sku.id, sku.discountedPrice > 0 ? sku.discountedPrice : sku.price]));
    const lines = order.lines.map((line) => {
      const price = priceOf.get(line.skuId);
      if (price === undefined) throw new HttpError(422, 'An item is not on sale', 'lines');
      return { ...line, price, subtotal: price * line.quantity };
    });
    const subtotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
    const now = new Date();
    const [created] = await tx
      .insert(orders)
      .values({
        customerId: order.customerId,
        outletId: order.outletId,
        timeslotId: order.timeslotId,
        status: order.paid ? 100 : 0,
        subtotal,
        totalAmount: subtotal,
        itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
        notes: order.notes,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id });
    const orderId = created!.id;
    await tx.insert(orderItems).values(lines.map((line) => ({ orderId, ...line })));
    await tx
      .insert(orderStatusHistory)
      .values([
        { orderId, status: 0, changedAt: now },
        ...(order.paid ? [{ orderId, status: 100 as const, changedAt: now }] : []),
      ]);
    const [invoice] = await tx
      .insert(invoices)
      .values({
        invoiceNumber: await nextInvoiceNumber(tx, now),
        orderId,
        amount: subtotal,
        status: order.paid ? PAID : UNPAID,
        paidAt: order.paid ? now : null,
        expiresAt: new Date(now.getTime() + 24 * 60 * 60 * 1000),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: invoices.id });
    await recordChange(tx, {
      recordType: 'order',
      recordId: orderId,
      outletId: order.outletId,
      after: { status: order.paid ? 100 : 0, subtotal, outletId: order.outletId, timeslotId: order.timeslotId },
    });
    if (order.paid) await recordInvoiceEvent(tx, { invoiceId: invoice!.id, type: 'PAID', at: now, amount: subtotal });
    // Stock and the event last, as in changeOrderStatus.
    if (order.paid) await bookSale(tx, orderId, order.outletId, null);
    await recordOrderEvent(tx, {
      type: 'order.created',
      orderId,
      outletId: order.outletId,
      status: order.paid ? 100 : 0,
    });
    return orderId;
  });
}
