// The groups a product is sold with, in the order they are offered, and the options whose recipe
// does not cover the product. Attaching replaces the whole ordered list in one transaction under
// the catalogue's structure lock (recipes and groups are written under it too), so a group cannot
// be attached while its recipe changes, nor a product's recipe change while groups are attached.
import { eq } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx, Tx } from '../../db/client';
import { skuModifierGroups } from '../../db/schema';
import { recordChange } from '../../lib/audit';
import { unprocessable } from '../../lib/http-error';
import { assertSkuExists } from '../skus/queries';
import { lockedSku, lockStructure } from '../skus/writes';
import { attachedGroupIds, attachedGroups, listGroups } from './queries';
import { baseRecipes, doesTo, firstMissing, gapsOf, optionsOfGroups } from './recipe-fit';

export type SkuModifierGroupsDto = components['schemas']['SkuModifierGroups'];

/** The product's groups with their options and recipe gaps; 404 for an unknown SKU. */
export async function productGroups(db: DbOrTx, skuId: number): Promise<SkuModifierGroupsDto> {
  await assertSkuExists(db, skuId);
  const recipes = await baseRecipes(db, [skuId]);
  const groups = await attachedGroups(db, skuId);
  return { sku_id: skuId, groups, recipe_gaps: gapsOf(recipes.get(skuId)!, optionsOfGroups(groups)) };
}

/** 422 naming the group unless each exists, is listed once and fits the product's recipe. */
async function assertGroups(tx: Tx, product: { id: number; name: string }, groupIds: readonly number[]) {
  const field = (n: number) => `group_ids.${n}`;
  const seen = new Set<number>();
  groupIds.forEach((id, n) => {
    if (seen.has(id)) throw unprocessable('A group cannot be listed twice', field(n));
    seen.add(id);
  });
  const groups = new Map((await listGroups(tx, { ids: groupIds })).map((group) => [group.id, group]));
  const base = (await baseRecipes(tx, [product.id])).get(product.id)!;
  groupIds.forEach((id, n) => {
    const group = groups.get(id);
    if (!group) throw unprocessable('Modifier group not found', field(n));
    for (const option of group.options) {
      const missing = firstMissing(base, option.recipe);
      if (missing)
        throw unprocessable(
          `${group.name}: ${option.name} ${doesTo(missing.item.action)} ${missing.item.ingredient_name}, which ${product.name} does not use`,
          field(n),
        );
    }
  });
}

/** Replaces the product's groups with `groupIds`, in that order; an empty list sells it plain. */
export function attachGroups(db: DbOrTx, skuId: number, groupIds: readonly number[]): Promise<SkuModifierGroupsDto> {
  return db.transaction(async (tx) => {
    await lockStructure(tx);
    const product = await lockedSku(tx, skuId);
    if (groupIds.length > 0) {
      if (product.kind === 'ingredient') throw unprocessable('An ingredient is not sold with options', 'group_ids');
      if (product.kind === 'prep') throw unprocessable('A prep item is not sold with options', 'group_ids');
      if (product.isBundled)
        throw unprocessable("A bundle is not sold with options; its products' options are set on them", 'group_ids');
    }
    await assertGroups(tx, { id: skuId, name: product.name }, groupIds);
    const before = { modifierGroupIds: await attachedGroupIds(tx, skuId) };
    await tx.delete(skuModifierGroups).where(eq(skuModifierGroups.skuId, skuId));
    if (groupIds.length > 0)
      await tx.insert(skuModifierGroups).values(groupIds.map((groupId, position) => ({ skuId, groupId, position })));
    await recordChange(tx, {
      recordType: 'sku',
      recordId: skuId,
      before,
      after: { modifierGroupIds: await attachedGroupIds(tx, skuId) },
    });
    return productGroups(tx, skuId);
  });
}
