// Writing orders at the order desk: a status change, in one transaction that locks what it decides
// on and records the live event last; what a move does besides the status is the sales life
// cycle's (../sales). A new order comes in through ./placement. Marking an order PAID by hand says
// how it was paid: cash goes into the open shift at the chosen register, whose row is locked after
// the order and its invoice and before the stock, as every writer takes them.
import type { components } from '../../../../generated/schema';
import type { Db, Tx } from '../../db/client';
import { unprocessable } from '../../lib/http-error';
import { requireReach, type OutletReach } from '../../lib/outlet-access';
import { lockSale, moveOrder, type CounterPayment, type Moved } from '../sales/apply';
import { MADE_REFUSED, maySayMade, mayMove, moveRefused } from '../sales/life-cycle';
import { ORDER, type OrderStatusChange } from '../sales/states';
import { lockOpenShift, registerAt, requireOpenShift } from '../shifts/drawer';
import { ORDER_NOT_FOUND } from './queries';

type ManualPayment = components['schemas']['ManualPayment'];

/** A status change as the desk asks for it: the status, and how a payment taken by hand was made. */
export interface StatusChange {
  status: OrderStatusChange;
  payment?: ManualPayment | null;
  /** Cancelling an order being prepared or ready: its drinks were made (written off, not returned). */
  made?: boolean;
}

/** Moves an order to `change.status` as `userId`; the caller reaches the outlets in `reach`. */
export async function changeOrderStatus(
  db: Db,
  orderId: number,
  { status, payment, made = false }: StatusChange,
  userId: number,
  reach: OutletReach,
): Promise<Moved> {
  if (status !== ORDER.PAID && payment)
    throw unprocessable('Only a payment taken by hand says how it was paid', 'payment');
  return db.transaction(async (tx) => {
    const sale = await lockSale(tx, orderId);
    requireReach(reach, sale?.order.outletId, ORDER_NOT_FOUND);
    const from = sale!.order.status;
    if (!mayMove(from, status)) throw unprocessable(moveRefused(from, status), 'status');
    if (made && !maySayMade(from, status)) throw unprocessable(MADE_REFUSED, 'made');
    const counter = status === ORDER.PAID ? await counterPayment(tx, sale!.order.outletId, payment) : undefined;
    return moveOrder(tx, sale!, status, userId, counter, { made });
  });
}

/**
 * How a payment taken by hand was made, checked: a method is chosen; cash names a register with an
 * open shift, whose drawer it goes into; a card may carry its terminal's approval code, no other
 * method does; a non-cash payment goes into the named register's open shift when there is one.
 */
async function counterPayment(
  tx: Tx,
  outletId: number,
  payment: ManualPayment | null | undefined,
): Promise<CounterPayment> {
  if (!payment) throw unprocessable('Choose how it was paid', 'payment.method');
  const { method } = payment;
  const code = payment.approval_code?.trim() || null;
  if (code !== null && method !== 'card')
    throw unprocessable('Only a card payment has an approval code', 'payment.approval_code');
  const field = 'payment.register';
  if (method === 'cash' && !payment.register?.trim()) throw unprocessable('Choose the register', field);
  const register = payment.register?.trim() ? await registerAt(tx, outletId, payment.register, field) : null;
  const shiftId =
    register === null
      ? null
      : method === 'cash'
        ? await requireOpenShift(tx, outletId, register, field)
        : await lockOpenShift(tx, outletId, register);
  return { counterMethod: method, cardApprovalCode: code, shiftId };
}
