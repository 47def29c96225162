// The pushes of an outlet's menu to a delivery platform: asked for by a manager, or queued by a
// sold-out change in the transaction that makes it, and sent by the channel job (menu-sync-job).
// One push waits per outlet and platform at a time: another change while it waits joins it (the
// push builds the menu when it goes, so it carries every change made before). A push already
// being sent does not take later changes, so a change then queues a new one.
//
// Locks: a writer holds the outlet's row (as the sold-out lists do, outlet first) and then the
// waiting push's row; the job claims a waiting push with SKIP LOCKED, so a push a writer is joining
// is taken on the next run, after the writer's change is committed and visible to the menu it builds.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { channelMenuSyncs, outletChannels, outlets, users } from '../../db/schema';
import { recordChange } from '../../lib/audit';
import { notFound, unprocessable } from '../../lib/http-error';
import { pagedList, totalCount, type PageQuery } from '../../lib/paged-list';
import { requireReach, withinReach, type OutletReach } from '../../lib/outlet-access';
import { API_CHANNELS, type ApiChannel } from './port';

type MenuSyncDto = components['schemas']['ChannelMenuSync'];
type MenuLinkDto = components['schemas']['ChannelMenuLink'];
type MenuSyncReason = MenuSyncDto['reason'];

const OUTLET_NOT_FOUND = 'Outlet not found';

/**
 * Queues a push of the outlet's menu to the platform, or answers the one already waiting; in the
 * caller's transaction, which holds the outlet's row.
 */
export async function queueMenuSync(
  tx: Tx,
  outletId: number,
  channel: ApiChannel,
  reason: MenuSyncReason,
  userId: number | null,
): Promise<number> {
  const [waiting] = await tx
    .select({ id: channelMenuSyncs.id })
    .from(channelMenuSyncs)
    .where(
      and(
        eq(channelMenuSyncs.outletId, outletId),
        eq(channelMenuSyncs.channel, channel),
        eq(channelMenuSyncs.status, 'QUEUEING'),
      ),
    )
    .orderBy(asc(channelMenuSyncs.id))
    .limit(1)
    .for('update');
  if (waiting) return waiting.id;
  const [queued] = await tx
    .insert(channelMenuSyncs)
    .values({ outletId, channel, reason, requestedBy: userId, status: 'QUEUEING' })
    .returning({ id: channelMenuSyncs.id });
  return queued!.id;
}

/**
 * After a sold-out change at the outlet (products or options), in its transaction: a push to each
 * platform with a partner API the outlet sells on, so the platform stops (or starts again) taking
 * orders for it within the job's next run.
 */
export async function queueAvailabilitySyncs(tx: Tx, outletId: number): Promise<void> {
  const links = await tx
    .select({ channel: outletChannels.channel })
    .from(outletChannels)
    .where(
      and(
        eq(outletChannels.outletId, outletId),
        eq(outletChannels.enabled, true),
        inArray(outletChannels.channel, [...API_CHANNELS]),
        sql`${outletChannels.storeId} is not null`,
      ),
    )
    .orderBy(asc(outletChannels.channel));
  for (const link of links) await queueMenuSync(tx, outletId, link.channel as ApiChannel, 'availability', null);
}

/** A manager's push of the outlet's menu to the platform (the outlet must sell there). */
export async function requestMenuSync(
  db: Db,
  reach: OutletReach,
  channel: ApiChannel,
  outletId: number,
  userId: number,
): Promise<MenuSyncDto> {
  requireReach(reach, outletId, OUTLET_NOT_FOUND);
  const id = await db.transaction(async (tx) => {
    const [outlet] = await tx
      .select({ id: outlets.id })
      .from(outlets)
      .where(eq(outlets.id, outletId))
      .for('no key update');
    if (!outlet) throw notFound('Outlet');
    const [link] = await tx
      .select({ enabled: outletChannels.enabled, storeId: outletChannels.storeId })
      .from(outletChannels)
      .where(and(eq(outletChannels.outletId, outletId), eq(outletChannels.channel, channel)));
    if (!link?.enabled) throw unprocessable('The outlet does not sell on this platform', 'outlet_id');
    if (!link.storeId) throw unprocessable('The outlet has no store id on this platform', 'outlet_id');
    const queued = await queueMenuSync(tx, outletId, channel, 'manual', userId);
    // The outlet's history shows who asked for its menu to go to the platform.
    await recordChange(tx, {
      recordType: 'outlet',
      recordId: outletId,
      outletId,
      before: {},
      after: { menuSync: { channel, id: queued } },
    });
    return queued;
  });
  const [sync] = await syncRows(db, eq(channelMenuSyncs.id, id), 1, 0);
  return toDto(sync!);
}

const syncColumns = {
  id: channelMenuSyncs.id,
  channel: channelMenuSyncs.channel,
  outletId: channelMenuSyncs.outletId,
  outletName: outlets.name,
  status: channelMenuSyncs.status,
  reason: channelMenuSyncs.reason,
  requestedByName: users.name,
  requestedAt: channelMenuSyncs.requestedAt,
  startedAt: channelMenuSyncs.startedAt,
  finishedAt: channelMenuSyncs.finishedAt,
  productCount: channelMenuSyncs.productCount,
  optionCount: channelMenuSyncs.optionCount,
  platformJobId: channelMenuSyncs.platformJobId,
  error: channelMenuSyncs.error,
  attempts: channelMenuSyncs.attempts,
};

type SyncRow = { [K in keyof typeof syncColumns]: (typeof syncColumns)[K]['_']['data'] | null };

function syncRows(db: DbOrTx, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select({ ...syncColumns, total: totalCount })
    .from(channelMenuSyncs)
    .innerJoin(outlets, eq(outlets.id, channelMenuSyncs.outletId))
    .leftJoin(users, eq(users.id, channelMenuSyncs.requestedBy))
    .where(where)
    .orderBy(desc(channelMenuSyncs.requestedAt), desc(channelMenuSyncs.id))
    .limit(limit)
    .offset(offset);
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toDto(row: Omit<SyncRow, 'total'>): MenuSyncDto {
  return {
    id: row.id!,
    channel: row.channel as ApiChannel,
    outlet_id: row.outletId!,
    outlet_name: row.outletName!,
    status: row.status!,
    reason: row.reason!,
    requested_by_name: row.requestedByName,
    requested_at: row.requestedAt!.toISOString(),
    started_at: iso(row.startedAt),
    finished_at: iso(row.finishedAt),
    product_count: row.productCount!,
    option_count: row.optionCount!,
    platform_job_id: row.platformJobId,
    error: row.error,
    attempts: row.attempts!,
  };
}

export interface MenuSyncQuery extends PageQuery {
  outlet_id?: number;
  channel?: ApiChannel;
}

/** The pushes at the outlets within reach, newest first. */
export function listMenuSyncs(db: DbOrTx, reach: OutletReach, query: MenuSyncQuery) {
  const where = and(
    withinReach(channelMenuSyncs.outletId, reach),
    inArray(channelMenuSyncs.channel, [...API_CHANNELS]),
    query.outlet_id === undefined ? undefined : eq(channelMenuSyncs.outletId, query.outlet_id),
    query.channel === undefined ? undefined : eq(channelMenuSyncs.channel, query.channel),
  );
  return pagedList(query, {
    rows: (limit, offset) => syncRows(db, where, limit, offset),
    count: () => db.$count(channelMenuSyncs, where),
    data: (rows) => rows.map(toDto),
  });
}

/** The links of the outlets within reach to the platforms with a partner API, with each one's latest push. */
export async function listMenuLinks(db: DbOrTx, reach: OutletReach): Promise<MenuLinkDto[]> {
  const links = await db
    .select({
      outletId: outletChannels.outletId,
      outletName: outlets.name,
      channel: outletChannels.channel,
      enabled: outletChannels.enabled,
      storeId: outletChannels.storeId,
      lastSyncId: sql<number | null>`(select s.id from ${channelMenuSyncs} s
        where s.outlet_id = ${outletChannels.outletId} and s.channel = ${outletChannels.channel}
        order by s.requested_at desc, s.id desc limit 1)`,
    })
    .from(outletChannels)
    .innerJoin(outlets, eq(outlets.id, outletChannels.outletId))
    .where(and(withinReach(outletChannels.outletId, reach), inArray(outletChannels.channel, [...API_CHANNELS])))
    .orderBy(asc(outlets.name), asc(outlets.id), asc(outletChannels.channel));
  const syncIds = links.flatMap((link) => (link.lastSyncId === null ? [] : [Number(link.lastSyncId)]));
  const syncs = syncIds.length
    ? new Map(
        (await syncRows(db, inArray(channelMenuSyncs.id, syncIds), syncIds.length, 0)).map(({ total: _t, ...row }) => [
          row.id,
          toDto(row),
        ]),
      )
    : new Map<number, MenuSyncDto>();
  return links.map((link) => ({
    outlet_id: link.outletId,
    outlet_name: link.outletName,
    channel: link.channel as ApiChannel,
    enabled: link.enabled,
    store_id: link.storeId,
    last_sync: link.lastSyncId === null ? null : (syncs.get(Number(link.lastSyncId)) ?? null),
  }));
}
