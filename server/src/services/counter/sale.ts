// A walk-in sale at the counter, through the one placement path: cash is paid at once and the
// change worked out; QRIS places the order unpaid and asks the chosen gateway for the QR code to
// show, and the provider's notification pays it later, as any online payment. When the gateway
// refuses or cannot be reached, the order just placed is cancelled, so no unpaid sale is left
// behind for a customer who was never shown a code.
import { and, eq } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { Db } from '../../db/client';
import { paymentGateways } from '../../db/schema';
import { HttpError, unprocessable } from '../../lib/http-error';
import { requireReach, type OutletReach } from '../../lib/outlet-access';
import { requestPayment } from '../invoices/payment-request';
import type { PaymentInstructionDto } from '../invoices/queries';
import type { PaymentProviders } from '../payment-gateways/port';
import { placeOrder, type Door, type Placed } from '../orders/placement';
import { lockSale, moveOrder } from '../sales/apply';
import { mayMove } from '../sales/life-cycle';
import { ORDER } from '../sales/states';

type CounterOrderBody = components['schemas']['CounterOrderCreate'];

const PARTNER_FIELD = 'payment.payment_method_partner_id';
const NUMBER_FIELD = 'platform_order_number';

export interface CounterSale {
  placed: Placed;
  payment: PaymentInstructionDto | null;
}

export async function sellAtCounter(
  db: Db,
  reach: OutletReach,
  body: CounterOrderBody,
  userId: number,
  providers: PaymentProviders,
): Promise<CounterSale> {
  requireReach(reach, body.outlet_id, 'Outlet not found');
  const { payment } = body;
  if (payment.method === 'qris') await requireQris(db, payment.payment_method_partner_id);
  const placed = await placeOrder(db, {
    outletId: body.outlet_id,
    door: counterDoor(body),
    lines: body.items.map((item) => ({
      skuId: item.sku_id,
      quantity: item.quantity,
      note: item.note ?? null,
      options: item.options?.map((option) => option.modifier_option_id),
    })),
    notes: body.notes ?? null,
    payment:
      payment.method === 'cash' ? { cash: payment.tendered } : payment.method === 'platform' ? 'prepaid' : 'unpaid',
    placedBy: userId,
    voucherCode: body.voucher_code ?? null,
  });
  if (payment.method !== 'qris') return { placed, payment: null };
  try {
    const instructions = await requestPayment(
      db,
      reach,
      placed.invoiceId,
      payment.payment_method_partner_id,
      providers,
    );
    return { placed, payment: instructions };
  } catch (error) {
    await cancelUnpaid(db, placed.orderId, userId);
    if (error instanceof HttpError && error.field === 'payment_method_partner_id')
      throw new HttpError(error.statusCode, error.detail, PARTNER_FIELD, error.headers);
    throw error;
  }
}

/**
 * The door a counter sale comes in by: the counter's own (takeaway, dine in), or a ShopeeFood order
 * entered there (delivery), which names the platform's order number and is paid to the platform.
 */
function counterDoor(body: CounterOrderBody): Door {
  const number = body.platform_order_number?.trim() || null;
  const customerName = body.customer_name ?? null;
  if (body.order_type !== 'delivery') {
    if (number !== null) throw unprocessable('Only a ShopeeFood order has its order number', NUMBER_FIELD);
    if (body.payment.method === 'platform')
      throw unprocessable('Only a ShopeeFood order is paid through the platform', 'payment.method');
    return { channel: 'counter', orderType: body.order_type, customerName, register: body.register };
  }
  if (number === null) throw unprocessable("Enter ShopeeFood's order number", NUMBER_FIELD);
  if (body.payment.method !== 'platform')
    throw unprocessable('A ShopeeFood order is paid through the platform', 'payment.method');
  return {
    channel: 'shopeefood',
    orderType: 'delivery',
    customerName,
    register: body.register,
    platformOrderNumber: number,
  };
}

/** A QRIS payment method of an enabled gateway, or 422 naming the field. */
async function requireQris(db: Db, partnerId: number): Promise<void> {
  const [gateway] = await db
    .select({ methodType: paymentGateways.methodType })
    .from(paymentGateways)
    .where(and(eq(paymentGateways.partnerId, partnerId), eq(paymentGateways.isEnabled, true)));
  if (!gateway) throw unprocessable('Payment method is not available', PARTNER_FIELD);
  if (gateway.methodType !== 'QRIS') throw unprocessable('Choose a QRIS payment method', PARTNER_FIELD);
}

async function cancelUnpaid(db: Db, orderId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const sale = await lockSale(tx, orderId);
    if (sale && sale.order.status === ORDER.CREATED && mayMove(sale.order.status, ORDER.CANCELLED))
      await moveOrder(tx, sale, ORDER.CANCELLED, userId);
  });
}
