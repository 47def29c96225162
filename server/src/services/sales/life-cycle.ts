// The sales life cycle's decisions about orders and invoices, as pure functions of their states:
// where an order may move and what the move does to its invoice and stock, when an invoice can be
// paid or has lapsed, which orders count as sales. Nothing here reads or writes the database:
// ./apply carries the decisions out, in the transaction that locked what they decide on.
import {
  INVOICE,
  ORDER,
  ORDER_STATUS_NAMES,
  type InvoiceStatus,
  type OrderStatus,
  type OrderStatusChange,
} from './states';

const { CREATED, PAID, PREPARING, READY_TO_PICKUP, PICKED_UP, COMPLETED, CANCELLED } = ORDER;

/**
 * Where an order may go from each status (contract: updateOrderStatus); CANCELLED is final. An
 * order handed over (picked up or completed) may still be cancelled: a refund after handover, when
 * a customer brings a drink back or a wrong order is found later.
 */
export const NEXT_STATUSES: Record<OrderStatus, OrderStatusChange[]> = {
  [CREATED]: [PAID, CANCELLED],
  [PAID]: [PREPARING, CANCELLED],
  [PREPARING]: [READY_TO_PICKUP, CANCELLED],
  [READY_TO_PICKUP]: [PICKED_UP, CANCELLED],
  [PICKED_UP]: [COMPLETED, CANCELLED],
  [COMPLETED]: [CANCELLED],
  [CANCELLED]: [],
};

export const mayMove = (from: OrderStatus, to: number): to is OrderStatusChange =>
  (NEXT_STATUSES[from] as number[]).includes(to);

/** Why a move is refused, in the order desk's words. */
export const moveRefused = (from: OrderStatus, to: OrderStatus): string =>
  NEXT_STATUSES[from].length === 0
    ? `Order status cannot change from ${ORDER_STATUS_NAMES[from]}: it is final`
    : `Order status cannot change from ${ORDER_STATUS_NAMES[from]} to ${ORDER_STATUS_NAMES[to]}`;

/**
 * An order counts as a sale (in the reports, the dashboard and the stock it used) from its payment
 * to its completion; before payment it is not one, and a cancellation takes it out. The database's
 * rollups ask the same of order_counts_as_sale() (the sales-life-cycle migration).
 */
export const SALE_STATUSES: readonly OrderStatus[] = [PAID, PREPARING, READY_TO_PICKUP, PICKED_UP, COMPLETED];
export const countsAsSale = (status: OrderStatus): boolean => SALE_STATUSES.includes(status);

/** An order is being made from its payment until it is picked up: its cups may be made again. */
export const BEING_MADE: readonly OrderStatus[] = [PAID, PREPARING, READY_TO_PICKUP];
export const isBeingMade = (status: OrderStatus): boolean => BEING_MADE.includes(status);
export const REMAKE_REFUSED = 'Only an order being made can be made again';

/** An order handed over to its customer: its cups were made and are gone, whatever happens next. */
export const HANDED_OVER: readonly OrderStatus[] = [PICKED_UP, COMPLETED];
export const isHandedOver = (status: OrderStatus): boolean => HANDED_OVER.includes(status);

/**
 * Whether a move may say its cups were made (`made`): a cancellation of an order being prepared or
 * ready, whose cups may have been made already, or of one handed over, whose cups were (saying so
 * changes nothing there: its cancellation writes them off anyway).
 */
export const maySayMade = (from: OrderStatus, to: OrderStatusChange): boolean =>
  to === CANCELLED && (from === PREPARING || from === READY_TO_PICKUP || isHandedOver(from));
export const MADE_REFUSED =
  'Only cancelling an order being prepared, ready or handed over says whether its drinks were made';

/** An invoice can be paid while unpaid, or while its last attempt failed, until its expiry time. */
export const PAYABLE: readonly InvoiceStatus[] = [INVOICE.UNPAID, INVOICE.FAILED];
export const isPayable = (status: InvoiceStatus): boolean => PAYABLE.includes(status);

/** Paid, and perhaps refunded since: it is never paid again. */
export const wasPaid = (status: InvoiceStatus): boolean => status === INVOICE.PAID || status === INVOICE.REFUNDED;

/** The invoice's status as of now: a payable invoice past its expiry time reads EXPIRED, marked or not. */
export const statusNow = (status: InvoiceStatus, lapsed: boolean): InvoiceStatus =>
  isPayable(status) && lapsed ? INVOICE.EXPIRED : status;

/** An unpaid order whose invoice was not paid in time is cancelled, by the system. */
export const lapses = (order: OrderStatus, invoice: InvoiceStatus, lapsed: boolean): boolean =>
  order === CREATED && isPayable(invoice) && lapsed;

/** Why payment instructions cannot be asked for the invoice now, or null when they can. */
export function paymentRequestRefused(status: InvoiceStatus, lapsed: boolean): 'paid' | 'expired' | null {
  if (wasPaid(status)) return 'paid';
  return status === INVOICE.EXPIRED || lapsed ? 'expired' : null;
}

/** Instructions already given still stand for an invoice nobody has tried and failed to pay since. */
export const instructionsStand = (status: InvoiceStatus): boolean => status === INVOICE.UNPAID;

/** A failed attempt is behind the customer once new instructions are out. */
export const statusAfterRequest = (status: InvoiceStatus): InvoiceStatus =>
  status === INVOICE.FAILED ? INVOICE.UNPAID : status;

/** What a move of an order does besides its status. */
export interface MoveEffects {
  /**
   * `pay`: its invoice is paid (at the counter, or by the provider payment that moves it);
   * `refund_at_counter`: staff give a counter payment back, REFUNDED at once; `ask_refund`: the
   * provider that took the payment is asked to refund it once the move has committed, PENDING till
   * then; `expire`: nobody can pay it any more.
   */
  invoice: 'pay' | 'refund_at_counter' | 'ask_refund' | 'expire' | 'none';
  /**
   * `book`: what the sale uses is taken from stock; `give_back`: what it took is returned;
   * `write_off`: its cups were made (or handed over), so what it took is written off as waste instead.
   */
  stock: 'book' | 'give_back' | 'write_off' | 'none';
}

export interface InvoiceFacts {
  status: InvoiceStatus;
  /** Paid through a provider, which names the charge it paid (a counter payment names none). */
  paidThroughProvider: boolean;
}

/**
 * `made`: the move (a cancellation the caller allowed, see maySayMade) says the cups were made. A
 * cancellation of an order handed over writes its cups off as waste whatever `made` says: they
 * left with the customer, so nothing they used can come back to stock.
 */
export function moveEffects(
  from: OrderStatus,
  to: OrderStatusChange,
  invoice: InvoiceFacts | null,
  made = false,
): MoveEffects {
  const stock =
    to === PAID
      ? 'book'
      : to === CANCELLED && countsAsSale(from)
        ? isHandedOver(from) || (made && maySayMade(from, to))
          ? 'write_off'
          : 'give_back'
        : 'none';
  if (!invoice) return { invoice: 'none', stock };
  if (to === PAID) return { invoice: invoice.status === INVOICE.PAID ? 'none' : 'pay', stock };
  if (to !== CANCELLED) return { invoice: 'none', stock };
  if (invoice.status === INVOICE.PAID)
    return { invoice: invoice.paidThroughProvider ? 'ask_refund' : 'refund_at_counter', stock };
  return { invoice: isPayable(invoice.status) ? 'expire' : 'none', stock };
}
