// Sends the platforms the order states they are owed (./state-pushes), on one API process at a
// time, every CHANNEL_JOBS_SECONDS: each due push is claimed with `SKIP LOCKED`, sent through the
// platform's adapter, and marked sent; a refusal or no answer is kept with its reason and tried
// again later, waiting longer after each attempt (30 s, 1, 2, 4... minutes, at most an hour). A push
// already sent is never sent again.
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { Db } from '../../db/client';
import { channelStatePushes, orders, outletChannels } from '../../db/schema';
import type { ChannelsConfig } from '../../config';
import type { ScheduledJob } from '../../lib/scheduled-jobs';
import { channelAdapter } from './adapters';
import { API_CHANNELS, type ApiChannel, type ChannelAdapter } from './port';

const BATCH = 50;

/** How long after `attempts` failed attempts the next one is due. */
export const backoffMs = (attempts: number) => Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));

/** Sends the due pushes once; answers how many were sent. */
export async function sendDueStates(
  db: Db,
  adapterFor: (channel: ApiChannel) => ChannelAdapter,
  log?: FastifyBaseLogger,
): Promise<number> {
  const due = await db
    .select({
      id: channelStatePushes.id,
      channel: channelStatePushes.channel,
      state: channelStatePushes.state,
      attempts: channelStatePushes.attempts,
      platformOrderId: orders.platformOrderId,
      storeId: outletChannels.storeId,
    })
    .from(channelStatePushes)
    .innerJoin(orders, eq(orders.id, channelStatePushes.orderId))
    .leftJoin(
      outletChannels,
      and(eq(outletChannels.outletId, orders.outletId), eq(outletChannels.channel, orders.channel)),
    )
    .where(and(isNull(channelStatePushes.sentAt), lte(channelStatePushes.nextAttemptAt, sql`now()`)))
    .orderBy(asc(channelStatePushes.id))
    .limit(BATCH);
  let sent = 0;
  for (const push of due) {
    const channel = push.channel as ApiChannel;
    if (!API_CHANNELS.includes(channel)) continue;
    let error: string | null = null;
    try {
      if (!push.platformOrderId || !push.storeId) throw new Error('The order or its outlet has no id on the platform');
      await adapterFor(channel).pushState(push.storeId, push.platformOrderId, push.state);
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
      log?.warn({ channel, push: push.id, error }, 'A platform did not take an order state');
    }
    const attempts = push.attempts + 1;
    await db
      .update(channelStatePushes)
      .set(
        error === null
          ? { attempts, sentAt: sql`now()`, lastError: null }
          : { attempts, lastError: error.slice(0, 500), nextAttemptAt: new Date(Date.now() + backoffMs(attempts)) },
      )
      .where(and(eq(channelStatePushes.id, push.id), isNull(channelStatePushes.sentAt)));
    if (error === null) sent++;
  }
  return sent;
}

export function channelStatesJob(config: ChannelsConfig, log: FastifyBaseLogger): ScheduledJob {
  return {
    name: 'channel order states',
    everyMs: config.jobsMs,
    lockKey: ADVISORY_LOCKS.channelStatesJob,
    async run(db) {
      await sendDueStates(db, (channel) => channelAdapter(config, channel), log);
    },
  };
}
