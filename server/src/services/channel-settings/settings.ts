// An outlet's link to each delivery platform (db/schema/channels outlet_channels): read for the
// outlet screen's Channels tab and replaced platform by platform. Every platform is always listed;
// one never linked reads as disabled with nothing set. Percentages travel with at most two decimals
// and are stored in basis points. The platforms' credentials are configuration (config.channels) and
// never pass through here.
import { and, eq, ne } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx, Tx } from '../../db/client';
import { outletChannels, outlets, PLATFORM_CHANNELS, type PlatformChannel } from '../../db/schema';
import { recordChange } from '../../lib/audit';
import { databaseErrorCode, notFound, unprocessable } from '../../lib/http-error';
import { basisPointsFromPercent, percentFromBasisPoints } from '../sales/pricing';

type OutletChannelDto = components['schemas']['OutletChannel'];
type OutletChannelsDto = components['schemas']['OutletChannels'];
type OutletChannelsInput = components['schemas']['OutletChannelsInput'];

/** The platforms that send their orders by callback, naming the outlet by its store id. */
const CALLING_PLATFORMS: readonly PlatformChannel[] = ['gofood', 'grabfood'];
const MAX_BASIS_POINTS = 10_000;
const STORE_ID_TAKEN = 'Another outlet already uses this store id on the platform';

interface Link {
  channel: PlatformChannel;
  enabled: boolean;
  storeId: string | null;
  commissionBp: number;
  priceMarkupBp: number;
  autoAccept: boolean;
}

/** A platform the outlet was never linked to. */
const unlinked = (channel: PlatformChannel): Link => ({
  channel,
  enabled: false,
  storeId: null,
  commissionBp: 0,
  priceMarkupBp: 0,
  autoAccept: true,
});

const toDto = (link: Link): OutletChannelDto => ({
  channel: link.channel,
  enabled: link.enabled,
  store_id: link.storeId,
  commission_percent: percentFromBasisPoints(link.commissionBp),
  price_markup_percent: percentFromBasisPoints(link.priceMarkupBp),
  auto_accept: link.autoAccept,
});

async function linksOf(db: DbOrTx, outletId: number): Promise<Link[]> {
  const rows = await db
    .select({
      channel: outletChannels.channel,
      enabled: outletChannels.enabled,
      storeId: outletChannels.storeId,
      commissionBp: outletChannels.commissionBp,
      priceMarkupBp: outletChannels.priceMarkupBp,
      autoAccept: outletChannels.autoAccept,
    })
    .from(outletChannels)
    .where(eq(outletChannels.outletId, outletId));
  return PLATFORM_CHANNELS.map((channel) => rows.find((row) => row.channel === channel) ?? unlinked(channel));
}

/** The links as the audit trail records them: one field per platform and setting. */
function auditValues(links: readonly Link[]): Record<string, unknown> {
  return Object.fromEntries(
    links.flatMap((link) => [
      [`${link.channel}_enabled`, link.enabled],
      [`${link.channel}_store_id`, link.storeId],
      [`${link.channel}_commission_percent`, percentFromBasisPoints(link.commissionBp)],
      [`${link.channel}_price_markup_percent`, percentFromBasisPoints(link.priceMarkupBp)],
      [`${link.channel}_auto_accept`, link.autoAccept],
    ]),
  );
}

async function requireOutlet(db: DbOrTx, outletId: number, lock: boolean): Promise<void> {
  const query = db.select({ id: outlets.id }).from(outlets).where(eq(outlets.id, outletId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Outlet');
}

export async function getOutletChannels(db: DbOrTx, outletId: number): Promise<OutletChannelsDto> {
  await requireOutlet(db, outletId, false);
  return { channels: (await linksOf(db, outletId)).map(toDto) };
}

/** A percent as basis points, refused (naming `field`) outside 0–100 or with more than two decimals. */
function percent(value: number, field: string, what: string): number {
  const basisPoints = basisPointsFromPercent(value);
  if (basisPoints === null || basisPoints < 0 || basisPoints > MAX_BASIS_POINTS) {
    if (Number.isFinite(value) && (value < 0 || value > 100))
      throw unprocessable(`${what} must be between 0 and 100 %`, field);
    throw unprocessable(`${what} can have at most two decimals`, field);
  }
  return basisPoints;
}

/** The input checked line by line, field by field, as stored. */
export function channelLinks(input: OutletChannelsInput): Link[] {
  const seen = new Set<PlatformChannel>();
  return input.channels.map((line, i) => {
    const at = `channels.${i}`;
    if (seen.has(line.channel)) throw unprocessable('This platform is already listed', `${at}.channel`);
    seen.add(line.channel);
    const storeId = line.store_id?.trim() || null;
    if (line.enabled && storeId === null && CALLING_PLATFORMS.includes(line.channel))
      throw unprocessable('Enter the outlet’s store id on the platform', `${at}.store_id`);
    return {
      channel: line.channel,
      enabled: line.enabled,
      storeId,
      commissionBp: percent(line.commission_percent, `${at}.commission_percent`, 'Commission'),
      priceMarkupBp: percent(line.price_markup_percent, `${at}.price_markup_percent`, 'Price markup'),
      autoAccept: line.auto_accept,
    };
  });
}

/** Refuses a store id another outlet already uses on the same platform. */
async function requireFreeStoreIds(tx: Tx, outletId: number, links: readonly Link[]): Promise<void> {
  for (const [i, link] of links.entries()) {
    if (link.storeId === null) continue;
    const [other] = await tx
      .select({ outletId: outletChannels.outletId })
      .from(outletChannels)
      .where(
        and(
          eq(outletChannels.channel, link.channel),
          eq(outletChannels.storeId, link.storeId),
          ne(outletChannels.outletId, outletId),
        ),
      );
    if (other) throw unprocessable(STORE_ID_TAKEN, `channels.${i}.store_id`);
  }
}

/**
 * Replaces the outlet's link to each platform listed (the others kept) and records the change in
 * the audit trail, in one transaction with the outlet row locked, so two saves of one outlet follow
 * each other. A placement reads the link in its own transaction: an order is priced and booked with
 * the link before or after the change, never a mix.
 */
export async function replaceOutletChannels(
  db: DbOrTx,
  outletId: number,
  input: OutletChannelsInput,
): Promise<OutletChannelsDto> {
  const links = channelLinks(input);
  try {
    return await db.transaction(async (tx) => {
      await requireOutlet(tx, outletId, true);
      const before = await linksOf(tx, outletId);
      await requireFreeStoreIds(tx, outletId, links);
      const updatedAt = new Date();
      for (const link of links) {
        const values = {
          enabled: link.enabled,
          storeId: link.storeId,
          commissionBp: link.commissionBp,
          priceMarkupBp: link.priceMarkupBp,
          autoAccept: link.autoAccept,
          updatedAt,
        };
        await tx
          .insert(outletChannels)
          .values({ outletId, channel: link.channel, ...values })
          .onConflictDoUpdate({ target: [outletChannels.outletId, outletChannels.channel], set: values });
      }
      const after = await linksOf(tx, outletId);
      await recordChange(tx, {
        recordType: 'outlet',
        recordId: outletId,
        outletId,
        before: auditValues(before),
        after: auditValues(after),
      });
      return { channels: after.map(toDto) };
    });
  } catch (error) {
    // Two outlets claiming one store id at once: the unique index decides, the later one is refused.
    if (databaseErrorCode(error) === '23505') {
      const index = links.findIndex((link) => link.storeId !== null);
      throw unprocessable(STORE_ID_TAKEN, `channels.${Math.max(index, 0)}.store_id`);
    }
    throw error;
  }
}
