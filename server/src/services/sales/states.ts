// The words of the sales life cycle: an order's and an invoice's states, by their names in the
// contract (OrderStatus, InvoiceStatus), so code says ORDER.PAID and never 100.
import type { components } from '../../../../generated/schema';
import { InvoiceStatus as INVOICE } from '../../../../generated/model/invoiceStatus';
import { OrderStatus as ORDER } from '../../../../generated/model/orderStatus';
import type { InvoiceStatus, OrderStatus, RefundStatus } from '../../db/schema';

export { INVOICE, ORDER };
export type { InvoiceStatus, OrderStatus, RefundStatus };

/** A status a move may set: every order status but CREATED. */
export type OrderStatusChange = components['schemas']['OrderStatusChange'];

/** Each order status by its contract name, for messages. */
export const ORDER_STATUS_NAMES = Object.fromEntries(
  Object.entries(ORDER).map(([name, status]) => [status, name]),
) as Record<OrderStatus, keyof typeof ORDER>;
