// Writing orders at the order desk: a status change, and a customer's new order with its lines and
// invoice. Each runs in one transaction that locks what it decides on and records the live event
// last; what a move does besides the status is the sales life cycle's (../sales).
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, orderItems, orders, orderStatusHistory, skus } from '../../db/schema';
import { recordChange } from '../../lib/audit';
import { INVOICE_NUMBERS, nextDocumentNumber } from '../../lib/document-numbers';
import { HttpError, unprocessable } from '../../lib/http-error';
import { recordChangeNotices, recordOrderEvent } from '../../lib/order-events';
import { requireReach, type OutletReach } from '../../lib/outlet-access';
import { lockSale, moveOrder, type Moved } from '../sales/apply';
import { recordInvoiceEvent } from '../sales/invoice-events';
import { mayMove, moveRefused } from '../sales/life-cycle';
import { bookSale } from '../sales/sale-stock';
import { INVOICE, ORDER, type OrderStatusChange } from '../sales/states';
import { ORDER_NOT_FOUND } from './queries';

/** Moves an order to `status` as `userId`; the caller reaches the outlets in `reach`. */
export async function changeOrderStatus(
  db: Db,
  orderId: number,
  status: OrderStatusChange,
  userId: number,
  reach: OutletReach,
): Promise<Moved> {
  return db.transaction(async (tx) => {
    const sale = await lockSale(tx, orderId);
    requireReach(reach, sale?.order.outletId, ORDER_NOT_FOUND);
    const from = sale!.order.status;
    if (!mayMove(from, status)) throw unprocessable(moveRefused(from, status), 'status');
    return moveOrder(tx, sale!, status, userId);
  });
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
    const status = order.paid ? ORDER.PAID : ORDER.CREATED;
    const [created] = await tx
      .insert(orders)
      .values({
        customerId: order.customerId,
        outletId: order.outletId,
        timeslotId: order.timeslotId,
        status,
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
        { orderId, status: ORDER.CREATED, changedAt: now },
        ...(order.paid ? [{ orderId, status: ORDER.PAID, changedAt: now }] : []),
      ]);
    const [invoice] = await tx
      .insert(invoices)
      .values({
        invoiceNumber: await nextDocumentNumber(tx, INVOICE_NUMBERS, now.getTime()),
        orderId,
        amount: subtotal,
        status: order.paid ? INVOICE.PAID : INVOICE.UNPAID,
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
      after: { status, subtotal, outletId: order.outletId, timeslotId: order.timeslotId },
    });
    if (order.paid) await recordInvoiceEvent(tx, { invoiceId: invoice!.id, type: 'PAID', at: now, amount: subtotal });
    // Stock and the event last, as in changeOrderStatus.
    if (order.paid) await bookSale(tx, orderId, order.outletId, null);
    await recordOrderEvent(tx, {
      type: 'order.created',
      orderId,
      outletId: order.outletId,
      status,
    });
    await recordChangeNotices(tx, 'order', [{ outletId: order.outletId, id: orderId }]);
    await recordChangeNotices(tx, 'invoice', [{ outletId: order.outletId, id: invoice!.id }]);
    return orderId;
  });
}
