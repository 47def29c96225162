// The customer's own orders: placed through the one placement path (priced by the server), read,
// paid through the payment method's gateway and cancelled while unpaid. Another customer's order is
// answered as unknown (404).
import { amountColumns, orderAmounts } from '../orders/amounts';
import { orderLines, quote } from '../orders/quote';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { invoices, orderItems, orders, outlets, skus, timeslots } from '../../db/schema';
import type { components } from '../../../../generated/app/schema';
import { conflict, notFound, unprocessable } from '../../lib/http-error';
import { pageOf, type PageQuery } from '../../lib/paged-list';
import { requestPayment } from '../invoices/payment-request';
import { discountsOf } from '../orders/order-discounts';
import { itemOptions } from '../orders/item-options';
import { placeOrder } from '../orders/placement';
import { pickUpStatus } from '../orders/pick-up-status';
import type { PaymentProviders } from '../payment-gateways/port';
import { lockSale, moveOrder } from '../sales/apply';
import { ORDER, type InvoiceStatus, type OrderStatus } from '../sales/states';
import { outletTakesOrders } from './catalogue';
import { hhmm } from '../../lib/jakarta-time';

type Schemas = components['schemas'];
export type AppOrderDto = Schemas['AppOrder'];
export const OUTLET_CLOSED = 'This outlet is not taking orders';
export const ONLY_UNPAID = 'Only an unpaid order can be cancelled';

/** Places the customer's order, unpaid, and answers it as the customer sees it. */
export async function placeCustomerOrder(
  db: Db,
  customerId: number,
  body: Schemas['AppOrderCreate'],
): Promise<AppOrderDto> {
  if (!(await outletTakesOrders(db, body.outlet_id))) throw unprocessable(OUTLET_CLOSED, 'outlet_id');
  const { orderId } = await placeOrder(db, {
    outletId: body.outlet_id,
    door: { channel: 'app', customerId, timeslotId: body.pickup_window_id },
    lines: orderLines(body.items),
    notes: body.notes ?? null,
    payment: 'unpaid',
    voucherCode: body.voucher_code ?? null,
    redeemPoints: body.redeem_points ?? null,
  });
  return (await customerOrders(db, customerId, [orderId]))[0]!;
}

/** What the customer's basket would cost at the outlet for pick-up, with their voucher and points, placed nothing. */
export async function quoteCustomerOrder(db: Db, customerId: number, body: Schemas['AppOrderQuoteRequest']) {
  if (!(await outletTakesOrders(db, body.outlet_id))) throw unprocessable(OUTLET_CLOSED, 'outlet_id');
  return quote(db, {
    outletId: body.outlet_id,
    orderType: 'pickup',
    lines: orderLines(body.items),
    paidInCash: false,
    customerId,
    voucherCode: body.voucher_code ?? null,
    redeemPoints: body.redeem_points ?? null,
  });
}

/** The customer's orders with these ids (others' left out), as the customer sees them. */
async function customerOrders(db: DbOrTx, customerId: number, ids: number[]): Promise<AppOrderDto[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: orders.id,
      status: orders.status,
      outletId: outlets.id,
      outletName: outlets.name,
      timeslotId: timeslots.id,
      date: timeslots.date,
      start: timeslots.startTime,
      end: timeslots.endTime,
      notes: orders.notes,
      ...amountColumns,
      pointsRedeemed: orders.pointsRedeemed,
      pointsEarned: orders.pointsEarned,
      invoiceId: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      invoiceStatus: invoices.status,
      invoiceAmount: invoices.amount,
      paidAt: invoices.paidAt,
      expiresAt: invoices.expiresAt,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
    })
    .from(orders)
    .innerJoin(outlets, eq(outlets.id, orders.outletId))
    .innerJoin(timeslots, eq(timeslots.id, orders.timeslotId))
    .innerJoin(invoices, eq(invoices.orderId, orders.id))
    .where(and(inArray(orders.id, ids), eq(orders.customerId, customerId), eq(orders.channel, 'app')))
    .orderBy(desc(orders.id));
  const lines = await db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      skuId: orderItems.skuId,
      name: skus.name,
      quantity: orderItems.quantity,
      note: orderItems.note,
      price: orderItems.price,
      subtotal: orderItems.subtotal,
      discount: orderItems.discount,
    })
    .from(orderItems)
    .innerJoin(skus, eq(skus.id, orderItems.skuId))
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(orderItems.id);
  const [options, discounts] = await Promise.all([
    itemOptions(
      db,
      lines.map((line) => line.id),
    ),
    discountsOf(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const now = Date.now();
  return rows.map((row) => ({
    id: row.id,
    channel: 'app' as const,
    order_type: 'pickup' as const,
    status: row.status as OrderStatus,
    pick_up_status: pickUpStatus(row.status as OrderStatus, row.date, row.end, now),
    outlet: { id: row.outletId, name: row.outletName },
    pickup_window: { id: row.timeslotId, date: row.date, start_time: hhmm(row.start), end_time: hhmm(row.end) },
    items: lines
      .filter((line) => line.orderId === row.id)
      .map((line) => ({
        id: line.id,
        sku_id: line.skuId,
        sku_name: line.name,
        quantity: line.quantity,
        note: line.note,
        options: options.get(line.id) ?? [],
        price: line.price,
        subtotal: line.subtotal,
        discount: line.discount,
      })),
    notes: row.notes,
    ...orderAmounts(row),
    discounts: discounts.get(row.id) ?? [],
    points_redeemed: row.pointsRedeemed,
    points_earned: row.pointsEarned,
    invoice: {
      id: row.invoiceId,
      invoice_number: row.invoiceNumber,
      status: row.invoiceStatus as InvoiceStatus,
      amount: row.invoiceAmount,
      paid_at: row.paidAt?.toISOString() ?? null,
      expires_at: row.expiresAt?.toISOString() ?? null,
    },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

export async function getCustomerOrder(db: DbOrTx, customerId: number, orderId: number): Promise<AppOrderDto> {
  const [order] = await customerOrders(db, customerId, [orderId]);
  if (!order) throw notFound('Order');
  return order;
}

export async function listCustomerOrders(db: DbOrTx, customerId: number, query: PageQuery) {
  const { page, size, offset } = pageOf(query);
  const mine = and(eq(orders.customerId, customerId), eq(orders.channel, 'app'));
  const [total] = await db.select({ n: count() }).from(orders).where(mine);
  const ids = await db
    .select({ id: orders.id })
    .from(orders)
    .where(mine)
    .orderBy(desc(orders.id))
    .limit(size)
    .offset(offset);
  return {
    data: await customerOrders(
      db,
      customerId,
      ids.map((row) => row.id),
    ),
    meta: { page, size, total: total!.n },
  };
}

/** Payment instructions for the customer's own order, through its payment method's gateway. */
export async function payCustomerOrder(
  db: Db,
  customerId: number,
  orderId: number,
  partnerId: number,
  providers: PaymentProviders,
): Promise<Schemas['AppPaymentInstruction']> {
  const order = await getCustomerOrder(db, customerId, orderId);
  if (order.status === ORDER.CANCELLED) throw conflict('The order is cancelled');
  const instruction = await requestPayment(db, { all: true }, order.invoice.id, partnerId, providers);
  return {
    invoice_number: instruction.invoice_number,
    payment_method_partner_id: instruction.payment_method_partner_id,
    payment_method_name: instruction.payment_method_name,
    amount: instruction.amount,
    payment_url: instruction.payment_url,
    va_number: instruction.va_number,
    qr_string: instruction.qr_string,
    expires_at: instruction.expires_at,
  };
}

/** Cancels the customer's own order while it is unpaid: its invoice expires and its window place is freed. */
export async function cancelCustomerOrder(db: Db, customerId: number, orderId: number): Promise<AppOrderDto> {
  await getCustomerOrder(db, customerId, orderId);
  await db.transaction(async (tx) => {
    const sale = await lockSale(tx, orderId);
    if (!sale) throw notFound('Order');
    if (sale.order.status !== ORDER.CREATED) throw conflict(ONLY_UNPAID);
    await moveOrder(tx, sale, ORDER.CANCELLED, null);
  });
  return getCustomerOrder(db, customerId, orderId);
}
