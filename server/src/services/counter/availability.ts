// What an outlet has sold out, products and modifier options (pearls not cooked yet): each read and
// replaced as one list, at the outlets the user reaches with the counter or the SKU scope; a
// replacement that leaves the options out leaves them as they are. Placement (../orders/placement)
// refuses a sold-out product or option from every door; a change is audited and announced, so
// counters and menus follow at once.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { modifierGroups, modifierOptions, outlets, skus, soldOutItems, soldOutOptions } from '../../db/schema';
import { recordChange } from '../../lib/audit';
import { notFound, unprocessable } from '../../lib/http-error';
import { recordChangeNotices } from '../../lib/order-events';
import { requireReach, type OutletReach } from '../../lib/outlet-access';
import { queueAvailabilitySyncs } from '../channels/menu-syncs';

type AvailabilityDto = components['schemas']['OutletAvailability'];
type AvailabilityUpdate = components['schemas']['OutletAvailabilityUpdate'];

const OUTLET_NOT_FOUND = 'Outlet not found';

async function soldOutAt(db: DbOrTx, outletId: number): Promise<AvailabilityDto> {
  const [rows, options] = await Promise.all([
    db
      .select({ sku_id: soldOutItems.skuId, sku_name: skus.name, markedAt: soldOutItems.markedAt })
      .from(soldOutItems)
      .innerJoin(skus, eq(skus.id, soldOutItems.skuId))
      .where(eq(soldOutItems.outletId, outletId))
      .orderBy(asc(skus.name), asc(skus.id)),
    db
      .select({
        modifier_option_id: soldOutOptions.optionId,
        group_name: modifierGroups.name,
        option_name: modifierOptions.name,
        markedAt: soldOutOptions.markedAt,
      })
      .from(soldOutOptions)
      .innerJoin(modifierOptions, eq(modifierOptions.id, soldOutOptions.optionId))
      .innerJoin(modifierGroups, eq(modifierGroups.id, modifierOptions.groupId))
      .where(eq(soldOutOptions.outletId, outletId))
      .orderBy(asc(modifierGroups.name), asc(modifierOptions.position), asc(modifierOptions.id)),
  ]);
  return {
    sold_out: rows.map(({ markedAt, ...row }) => ({ ...row, marked_at: markedAt.toISOString() })),
    sold_out_options: options.map(({ markedAt, ...row }) => ({ ...row, marked_at: markedAt.toISOString() })),
  };
}

export async function getAvailability(db: Db, reach: OutletReach, outletId: number): Promise<AvailabilityDto> {
  requireReach(reach, outletId, OUTLET_NOT_FOUND);
  const [outlet] = await db.select({ id: outlets.id }).from(outlets).where(eq(outlets.id, outletId));
  if (!outlet) throw notFound('Outlet');
  return soldOutAt(db, outletId);
}

/**
 * Replaces the outlet's sold-out lists (its options only when given). The outlet's row is locked
 * first (the order every writer takes: outlet, then SKUs), so two replacements take turns instead
 * of mixing their lists.
 */
export async function replaceSoldOut(
  db: Db,
  reach: OutletReach,
  outletId: number,
  body: AvailabilityUpdate,
  userId: number,
): Promise<AvailabilityDto> {
  requireReach(reach, outletId, OUTLET_NOT_FOUND);
  const ids = body.sold_out.map((item) => item.sku_id);
  const twice = ids.findIndex((id, index) => ids.indexOf(id) !== index);
  if (twice >= 0) throw unprocessable('This product is listed twice', `sold_out.${twice}.sku_id`);
  const optionIds = body.sold_out_options?.map((item) => item.modifier_option_id);
  const optionTwice = optionIds?.findIndex((id, index) => optionIds.indexOf(id) !== index) ?? -1;
  if (optionTwice >= 0)
    throw unprocessable('This option is listed twice', `sold_out_options.${optionTwice}.modifier_option_id`);
  return db.transaction(async (tx) => {
    const [outlet] = await tx
      .select({ id: outlets.id })
      .from(outlets)
      .where(eq(outlets.id, outletId))
      .for('no key update');
    if (!outlet) throw notFound('Outlet');
    const products = ids.length
      ? await tx.select({ id: skus.id, kind: skus.kind }).from(skus).where(inArray(skus.id, ids))
      : [];
    const kindOf = new Map(products.map((product) => [product.id, product.kind]));
    ids.forEach((id, index) => {
      if (!kindOf.has(id)) throw unprocessable('SKU does not exist', `sold_out.${index}.sku_id`);
      if (kindOf.get(id) !== 'product')
        throw unprocessable('Only a product on the menu can be sold out', `sold_out.${index}.sku_id`);
    });
    const before = (
      await tx.select({ skuId: soldOutItems.skuId }).from(soldOutItems).where(eq(soldOutItems.outletId, outletId))
    ).map((row) => row.skuId);
    const removed = before.filter((id) => !ids.includes(id));
    const added = ids.filter((id) => !before.includes(id));
    if (removed.length)
      await tx
        .delete(soldOutItems)
        .where(and(eq(soldOutItems.outletId, outletId), inArray(soldOutItems.skuId, removed)));
    if (added.length)
      await tx.insert(soldOutItems).values(added.map((skuId) => ({ outletId, skuId, markedBy: userId })));
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
    await recordChange(tx, {
      recordType: 'sold_out',
      recordId: outletId,
      outletId,
      before: { skuIds: sorted(before) },
      after: { skuIds: sorted(ids) },
    });
    await recordChangeNotices(
      tx,
      'sold_out',
      [...removed, ...added].map((id) => ({ outletId, id })),
    );
    const optionsChanged = optionIds ? await replaceSoldOutOptions(tx, outletId, optionIds, userId) : false;
    // The delivery platforms the outlet sells on hear of it within the channel job's next run.
    if (removed.length || added.length || optionsChanged) await queueAvailabilitySyncs(tx, outletId);
    return soldOutAt(tx, outletId);
  });
}

/**
 * Replaces the outlet's sold-out options, in the caller's transaction holding the outlet's lock;
 * answers whether any changed.
 */
async function replaceSoldOutOptions(
  tx: Tx,
  outletId: number,
  ids: readonly number[],
  userId: number,
): Promise<boolean> {
  const known = new Set(
    ids.length
      ? (
          await tx
            .select({ id: modifierOptions.id })
            .from(modifierOptions)
            .where(inArray(modifierOptions.id, [...ids]))
        ).map((row) => row.id)
      : [],
  );
  ids.forEach((id, index) => {
    if (!known.has(id))
      throw unprocessable('Modifier option does not exist', `sold_out_options.${index}.modifier_option_id`);
  });
  const before = (
    await tx
      .select({ optionId: soldOutOptions.optionId })
      .from(soldOutOptions)
      .where(eq(soldOutOptions.outletId, outletId))
  ).map((row) => row.optionId);
  const removed = before.filter((id) => !ids.includes(id));
  const added = ids.filter((id) => !before.includes(id));
  if (removed.length === 0 && added.length === 0) return false;
  if (removed.length)
    await tx
      .delete(soldOutOptions)
      .where(and(eq(soldOutOptions.outletId, outletId), inArray(soldOutOptions.optionId, removed)));
  if (added.length)
    await tx.insert(soldOutOptions).values(added.map((optionId) => ({ outletId, optionId, markedBy: userId })));
  const sorted = (list: readonly number[]) => [...list].sort((a, b) => a - b);
  await recordChange(tx, {
    recordType: 'sold_out',
    recordId: outletId,
    outletId,
    before: { optionIds: sorted(before) },
    after: { optionIds: sorted(ids) },
  });
  await recordChangeNotices(
    tx,
    'sold_out',
    [...removed, ...added].map((id) => ({ outletId, id })),
  );
  return true;
}
