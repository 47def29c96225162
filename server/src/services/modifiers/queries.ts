// Modifier groups as the contract shows them: each group with its options (archived ones left out),
// in the order they are offered, each option with its recipe items named, and how many products the
// group is attached to. A chain has a few dozen groups, so a read is three statements whatever the
// count: the groups, their options, and the options' recipe items.
import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { modifierGroups, modifierOptionRecipeItems, modifierOptions, skuModifierGroups, skus } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { likePattern } from '../../lib/paged-list';
import { stockUnit } from '../../lib/stock-units';

export type ModifierGroupDto = components['schemas']['ModifierGroup'];
export type ModifierOptionDto = components['schemas']['ModifierOption'];

export interface GroupFilters {
  ids?: readonly number[];
  q?: string;
  status?: boolean;
}

const productCount =
  sql<number>`(select count(*) from sku_modifier_groups smg where smg.group_id = ${modifierGroups.id})`.mapWith(Number);

/** The live options of `groupIds` with their recipes, by group, in position order. */
export async function optionsOf(db: DbOrTx, groupIds: readonly number[]): Promise<Map<number, ModifierOptionDto[]>> {
  const byGroup = new Map<number, ModifierOptionDto[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return byGroup;
  const options = await db
    .select()
    .from(modifierOptions)
    .where(and(inArray(modifierOptions.groupId, [...groupIds]), isNull(modifierOptions.archivedAt)))
    .orderBy(asc(modifierOptions.groupId), asc(modifierOptions.position), asc(modifierOptions.id));
  const items =
    options.length === 0
      ? []
      : await db
          .select({
            optionId: modifierOptionRecipeItems.optionId,
            ingredientId: modifierOptionRecipeItems.ingredientSkuId,
            name: skus.name,
            kind: skus.kind,
            unit: skus.unit,
            action: modifierOptionRecipeItems.action,
            quantity: modifierOptionRecipeItems.quantity,
            factorPercent: modifierOptionRecipeItems.factorPercent,
          })
          .from(modifierOptionRecipeItems)
          .innerJoin(skus, eq(skus.id, modifierOptionRecipeItems.ingredientSkuId))
          .where(
            inArray(
              modifierOptionRecipeItems.optionId,
              options.map((option) => option.id),
            ),
          )
          .orderBy(asc(modifierOptionRecipeItems.id));
  for (const option of options)
    byGroup.get(option.groupId)!.push({
      id: option.id,
      name: option.name,
      indonesian_name: option.indonesianName,
      price_delta: option.priceDelta,
      is_default: option.isDefault,
      status: option.status,
      recipe: items
        .filter((item) => item.optionId === option.id)
        .map((item) => ({
          ingredient_sku_id: item.ingredientId,
          ingredient_name: item.name,
          stock_unit: stockUnit(item.kind, item.unit),
          action: item.action,
          quantity: item.quantity,
          factor_percent: item.factorPercent,
        })),
    });
  return byGroup;
}

/** The groups matching `filters`, by name (ignoring case), with their options. */
export async function listGroups(db: DbOrTx, filters: GroupFilters = {}): Promise<ModifierGroupDto[]> {
  if (filters.ids?.length === 0) return [];
  const conditions: SQL[] = [];
  if (filters.ids) conditions.push(inArray(modifierGroups.id, [...filters.ids]));
  if (filters.q) {
    const pattern = likePattern(filters.q);
    conditions.push(or(ilike(modifierGroups.name, pattern), ilike(modifierGroups.indonesianName, pattern))!);
  }
  if (filters.status !== undefined) conditions.push(eq(modifierGroups.status, filters.status));
  const groups = await db
    .select({ group: modifierGroups, productCount })
    .from(modifierGroups)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(sql`lower(${modifierGroups.name})`, asc(modifierGroups.id));
  const options = await optionsOf(
    db,
    groups.map(({ group }) => group.id),
  );
  return groups.map(({ group, productCount }) => ({
    id: group.id,
    name: group.name,
    indonesian_name: group.indonesianName,
    selection: group.selection,
    min_select: group.minSelect,
    max_select: group.maxSelect,
    status: group.status,
    product_count: productCount,
    options: options.get(group.id)!,
    created_at: group.createdAt.toISOString(),
    updated_at: group.updatedAt.toISOString(),
  }));
}

/** One group; 404 when there is none. */
export async function getGroup(db: DbOrTx, id: number): Promise<ModifierGroupDto> {
  const [group] = await listGroups(db, { ids: [id] });
  if (!group) throw notFound('Modifier group');
  return group;
}

/** The ids of the groups attached to a product, in the order they are offered. */
export async function attachedGroupIds(db: DbOrTx, skuId: number): Promise<number[]> {
  const rows = await db
    .select({ groupId: skuModifierGroups.groupId })
    .from(skuModifierGroups)
    .where(eq(skuModifierGroups.skuId, skuId))
    .orderBy(asc(skuModifierGroups.position), asc(skuModifierGroups.groupId));
  return rows.map((row) => row.groupId);
}

/** The groups attached to a product, in the order they are offered. */
export async function attachedGroups(db: DbOrTx, skuId: number): Promise<ModifierGroupDto[]> {
  const ids = await attachedGroupIds(db, skuId);
  const byId = new Map((await listGroups(db, { ids })).map((group) => [group.id, group]));
  return ids.map((id) => byId.get(id)!);
}
