// Writing orders at the order desk: a status change, in one transaction that locks what it decides
// on and records the live event last; what a move does besides the status is the sales life
// cycle's (../sales). A new order comes in through ./placement.
import type { Db } from '../../db/client';
import { unprocessable } from '../../lib/http-error';
import { requireReach, type OutletReach } from '../../lib/outlet-access';
import { lockSale, moveOrder, type Moved } from '../sales/apply';
import { mayMove, moveRefused } from '../sales/life-cycle';
import { type OrderStatusChange } from '../sales/states';
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
