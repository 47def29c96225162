// Sends the waiting menu pushes (menu-syncs) to the platforms, on one API process at a time, every
// CHANNEL_JOBS_SECONDS (at most 30, so a sold-out change reaches the platform within a minute).
// Each push is claimed (QUEUEING → RUNNING, SKIP LOCKED, so a push a writer is joining waits for
// the next run), its menu built as it is now, sent through the platform's adapter outside any
// transaction (a platform call never holds a row), and recorded SUCCESS with the platform's job id
// and what was sent, or FAILED with the error. A push found RUNNING long after it started belongs
// to a run that stopped midway: it is recorded FAILED, and a manager pushes again.
import { and, eq, lt, sql } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { Db, DbOrTx } from '../../db/client';
import { channelMenuSyncs } from '../../db/schema';
import type { ScheduledJob } from '../../lib/scheduled-jobs';
import { channelPricingAt } from '../channels/channel-prices';
import { buildChannelMenu } from './menu';
import type { MenuAdapterSource } from './menu-adapters';
import type { ApiChannel } from '../channels/port';

/** Pushes sent per run at most; more wait for the next run. */
const PER_RUN = 50;
/** A push RUNNING this long was interrupted. */
const INTERRUPTED_AFTER_MS = 10 * 60_000;
/** The longest error kept (a platform's answer can be long). */
const ERROR_LENGTH = 1000;

export const MENU_SYNC_JOB = 'channel menu sync';

const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, ERROR_LENGTH) || 'The push failed';

async function claimNext(db: Db) {
  const [claimed] = await db
    .update(channelMenuSyncs)
    .set({ status: 'RUNNING', startedAt: sql`now()`, attempts: sql`${channelMenuSyncs.attempts} + 1` })
    .where(
      eq(
        channelMenuSyncs.id,
        sql`(select id from ${channelMenuSyncs} where status = 'QUEUEING' and channel in ('gofood', 'grabfood')
          order by requested_at, id limit 1 for update skip locked)`,
      ),
    )
    .returning({ id: channelMenuSyncs.id, outletId: channelMenuSyncs.outletId, channel: channelMenuSyncs.channel });
  return claimed ? { ...claimed, channel: claimed.channel as ApiChannel } : undefined;
}

async function finish(db: DbOrTx, id: number, values: Partial<typeof channelMenuSyncs.$inferInsert>) {
  await db
    .update(channelMenuSyncs)
    .set({ ...values, finishedAt: sql`now()` })
    .where(and(eq(channelMenuSyncs.id, id), eq(channelMenuSyncs.status, 'RUNNING')));
}

/** Sends one claimed push; records its outcome. */
async function send(db: Db, sync: { id: number; outletId: number; channel: ApiChannel }, adapters: MenuAdapterSource) {
  try {
    // Prices and availability read at one moment, so the menu is one the outlet had.
    const built = await db.transaction(async (tx) => {
      const pricing = await channelPricingAt(tx, sync.outletId, sync.channel);
      if (!pricing?.enabled) throw new Error('The outlet no longer sells on this platform');
      if (!pricing.storeId) throw new Error('The outlet has no store id on this platform');
      return buildChannelMenu(tx, sync.outletId, pricing, pricing.storeId);
    });
    const adapter = adapters(sync.channel);
    const { jobId } = await adapter.pushMenu(built.menu);
    await finish(db, sync.id, {
      status: 'SUCCESS',
      productCount: built.productCount,
      optionCount: built.optionCount,
      platformJobId: jobId,
      error: null,
    });
    return true;
  } catch (error) {
    await finish(db, sync.id, { status: 'FAILED', error: messageOf(error) });
    return false;
  }
}

/** Sends the waiting pushes; answers how many went and how many failed. */
export async function sendQueuedMenuSyncs(
  db: Db,
  adapters: MenuAdapterSource,
): Promise<{ sent: number; failed: number }> {
  await db
    .update(channelMenuSyncs)
    .set({ status: 'FAILED', finishedAt: sql`now()`, error: 'The push was interrupted before the platform answered' })
    .where(
      and(
        eq(channelMenuSyncs.status, 'RUNNING'),
        lt(channelMenuSyncs.startedAt, new Date(Date.now() - INTERRUPTED_AFTER_MS)),
      ),
    );
  let sent = 0;
  let failed = 0;
  for (let i = 0; i < PER_RUN; i++) {
    const sync = await claimNext(db);
    if (!sync) break;
    if (await send(db, sync, adapters)) sent++;
    else failed++;
  }
  return { sent, failed };
}

/**
 * What the platform later says of a menu job it took (Grab reports its menu-sync jobs by webhook):
 * a failure turns the push FAILED with the platform's errors.
 */
export async function recordPlatformMenuJob(
  db: DbOrTx,
  channel: ApiChannel,
  jobId: string,
  status: 'SUCCESS' | 'FAILED' | 'RUNNING',
  errors: readonly string[],
): Promise<void> {
  if (status === 'RUNNING') return;
  await db
    .update(channelMenuSyncs)
    .set({
      status,
      error: status === 'FAILED' ? errors.join('; ').slice(0, ERROR_LENGTH) || 'The platform refused the menu' : null,
    })
    .where(
      and(
        eq(channelMenuSyncs.channel, channel),
        eq(channelMenuSyncs.platformJobId, jobId),
        sql`${channelMenuSyncs.status} in ('SUCCESS', 'FAILED')`,
      ),
    );
}

/** The job as the scheduler runs it, logging what it sent. */
export function channelMenuSyncJob(
  everyMs: number,
  log: { info(data: object, message: string): void },
  adapters: MenuAdapterSource,
): ScheduledJob {
  return {
    name: MENU_SYNC_JOB,
    everyMs,
    lockKey: ADVISORY_LOCKS.channelMenuSyncJob,
    async run(db) {
      const outcome = await sendQueuedMenuSyncs(db, adapters);
      if (outcome.sent || outcome.failed) log.info(outcome, 'menus pushed to the delivery platforms');
    },
  };
}
