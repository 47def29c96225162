// The desk's tap that accepts a delivery platform's order waiting for it (an outlet whose link to
// the platform does not accept automatically): the order's acceptance is recorded, the platform is
// owed hearing of it (once, sent by the channel job), the audit trail and the desks hear of it, all
// in one transaction that locks the order first, as every writer takes it. The status is untouched.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { recordChange } from '../../lib/audit';
import { unprocessable } from '../../lib/http-error';
import { recordChangeNotices } from '../../lib/order-events';
import { requireReach, type OutletReach } from '../../lib/outlet-access';
import { API_CHANNELS, type ApiChannel } from '../channels/port';
import { owePlatformState } from '../channels/state-pushes';
import { ORDER } from '../sales/states';
import { ORDER_NOT_FOUND } from './queries';

const FIELD = 'order_id';
export const NOT_A_PLATFORM_ORDER = 'Only a GoFood or GrabFood order is accepted here';
export const ALREADY_ACCEPTED = 'This order was accepted already';
export const CANCELLED_ORDER = 'A cancelled order cannot be accepted';

const isApiChannel = (channel: string): channel is ApiChannel => (API_CHANNELS as readonly string[]).includes(channel);

/** Accepts a platform order at an outlet within `reach`; when it was accepted. */
export async function acceptPlatformOrder(db: Db, orderId: number, reach: OutletReach): Promise<Date> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        outletId: orders.outletId,
        channel: orders.channel,
        status: orders.status,
        platformOrderId: orders.platformOrderId,
        acceptedAt: orders.acceptedAt,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    requireReach(reach, order?.outletId, ORDER_NOT_FOUND);
    const { channel } = order!;
    if (!isApiChannel(channel) || order!.platformOrderId === null) throw unprocessable(NOT_A_PLATFORM_ORDER, FIELD);
    if (order!.acceptedAt !== null) throw unprocessable(ALREADY_ACCEPTED, FIELD);
    if (order!.status === ORDER.CANCELLED) throw unprocessable(CANCELLED_ORDER, FIELD);
    const now = new Date();
    await tx.update(orders).set({ acceptedAt: now, updatedAt: now }).where(eq(orders.id, orderId));
    await owePlatformState(tx, { id: orderId, channel }, 'accepted');
    await recordChange(tx, {
      recordType: 'order',
      recordId: orderId,
      outletId: order!.outletId,
      before: { acceptedAt: null },
      after: { acceptedAt: now.toISOString() },
    });
    await recordChangeNotices(tx, 'order', [{ outletId: order!.outletId, id: orderId }]);
    return now;
  });
}
