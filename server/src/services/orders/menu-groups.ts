// The modifier groups each product is offered with on a menu (the customer app's, the counter's):
// active groups in the product's order, each with its active options in order and whether the
// outlet has them (not sold out there). Two small reads for a whole menu: the attachments, and the
// groups with their options, each group answered once and shared by the products it is attached to.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { modifierGroups, modifierOptions, skuModifierGroups, soldOutOptions } from '../../db/schema';

export type MenuModifierGroupDto = components['schemas']['MenuModifierGroup'];

/** Per product id, its menu groups (products without any are absent). */
export async function menuGroups(
  db: DbOrTx,
  outletId: number,
  skuIds: readonly number[],
): Promise<Map<number, MenuModifierGroupDto[]>> {
  const bySku = new Map<number, MenuModifierGroupDto[]>();
  if (skuIds.length === 0) return bySku;
  const attached = await db
    .select({ skuId: skuModifierGroups.skuId, groupId: skuModifierGroups.groupId })
    .from(skuModifierGroups)
    .innerJoin(modifierGroups, eq(modifierGroups.id, skuModifierGroups.groupId))
    .where(and(inArray(skuModifierGroups.skuId, [...skuIds]), eq(modifierGroups.status, true)))
    .orderBy(asc(skuModifierGroups.skuId), asc(skuModifierGroups.position), asc(skuModifierGroups.groupId));
  if (attached.length === 0) return bySku;
  const rows = await db
    .select({
      groupId: modifierGroups.id,
      groupName: modifierGroups.name,
      groupIndonesianName: modifierGroups.indonesianName,
      selection: modifierGroups.selection,
      min: modifierGroups.minSelect,
      max: modifierGroups.maxSelect,
      id: modifierOptions.id,
      name: modifierOptions.name,
      indonesian_name: modifierOptions.indonesianName,
      price_delta: modifierOptions.priceDelta,
      is_default: modifierOptions.isDefault,
      soldOut: sql<boolean>`exists (select 1 from ${soldOutOptions} where ${soldOutOptions.outletId} = ${outletId} and ${soldOutOptions.optionId} = ${modifierOptions.id})`,
    })
    .from(modifierGroups)
    .leftJoin(
      modifierOptions,
      and(
        eq(modifierOptions.groupId, modifierGroups.id),
        eq(modifierOptions.status, true),
        isNull(modifierOptions.archivedAt),
      ),
    )
    .where(inArray(modifierGroups.id, [...new Set(attached.map((row) => row.groupId))]))
    .orderBy(asc(modifierGroups.id), asc(modifierOptions.position), asc(modifierOptions.id));
  const groups = new Map<number, MenuModifierGroupDto>();
  for (const row of rows) {
    let group = groups.get(row.groupId);
    if (!group) {
      group = {
        id: row.groupId,
        name: row.groupName,
        indonesian_name: row.groupIndonesianName,
        selection: row.selection,
        min_select: row.min,
        max_select: row.max,
        options: [],
      };
      groups.set(row.groupId, group);
    }
    if (row.id === null) continue;
    group.options.push({
      id: row.id,
      name: row.name!,
      indonesian_name: row.indonesian_name,
      price_delta: row.price_delta!,
      is_default: row.is_default!,
      available: !row.soldOut,
    });
  }
  for (const { skuId, groupId } of attached) {
    const list = bySku.get(skuId) ?? [];
    list.push(groups.get(groupId)!);
    bySku.set(skuId, list);
  }
  return bySku;
}

/**
 * A fingerprint of everything the menus' groups depend on, outlet-wide tables whole (they are
 * small) and the outlet's sold-out options, for a menu's version: any edit of a group, an option or
 * an attachment, and any option sold out or back, changes it.
 */
export const menuGroupsVersion = (outletId: unknown) =>
  sql`concat_ws(':',
    (select concat(count(*), '/', sum(hashtext(g::text))) from modifier_groups g),
    (select concat(count(*), '/', sum(hashtext(o::text))) from modifier_options o),
    (select concat(count(*), '/', sum(hashtext(a::text))) from sku_modifier_groups a),
    (select concat(count(*), '/', max(x.marked_at)) from sold_out_options x where x.outlet_id = ${outletId}))`;
