// What a platform is owed hearing about its orders: written in the transaction that changed the
// order (accepted at the outlet, ready for the driver, cancelled by the outlet), so it is never lost
// and never sent for a change that rolled back, and sent by the channel job until the platform takes
// it. Each state once per order: writing it again changes nothing.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { channelStatePushes, type PlatformChannel } from '../../db/schema';
import type { ChannelPushState } from './port';

/** Records that the platform must hear of the order's state (once; a repeat changes nothing). */
export async function owePlatformState(
  tx: Tx,
  order: { id: number; channel: PlatformChannel },
  state: ChannelPushState,
): Promise<void> {
  await tx
    .insert(channelStatePushes)
    .values({ orderId: order.id, channel: order.channel, state, nextAttemptAt: sql`now()` })
    .onConflictDoNothing();
}
