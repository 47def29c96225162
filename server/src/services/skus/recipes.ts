// A product's recipe: what one serving uses of each ingredient, in the ingredient's stock unit, and
// what that costs at the ingredients' moving-average cost. Costs are summed exactly in milli-rupiah
// and rounded to whole rupiah once: per line for the line's cost, over the recipe for a serving.
// Only a single product has a recipe (a bundle uses its components' recipes); its items are
// ingredients or prep items, each once. A prep item's recipe is per batch and uses ingredients only. Replacing a recipe runs under the catalogue's structure lock, like the
// bundle writes, so a SKU cannot change kind while it is being put in a recipe.
import { asc, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { skuRecipeItems, skus } from '../../db/schema';
import { recordChange } from '../../lib/audit';
import { unprocessable } from '../../lib/http-error';
import { costOf, milliToRupiah, stockUnit } from '../../lib/stock-units';
import { assertSkuExists } from './queries';
import { lockedSku, lockStructure } from './writes';

export type SkuRecipeDto = components['schemas']['SkuRecipe'];
export type RecipeItemInput = components['schemas']['SkuRecipeItemInput'];

/** The product's recipe with each line's cost and the cost per serving; 404 for an unknown SKU. */
export async function getRecipe(db: DbOrTx, productId: number): Promise<SkuRecipeDto> {
  await assertSkuExists(db, productId);
  const rows = await db
    .select({
      ingredientId: skuRecipeItems.ingredientSkuId,
      name: skus.name,
      kind: skus.kind,
      unit: skus.unit,
      quantity: skuRecipeItems.quantity,
      avgCostMilli: skus.avgCostMilli,
    })
    .from(skuRecipeItems)
    .innerJoin(skus, eq(skus.id, skuRecipeItems.ingredientSkuId))
    .where(eq(skuRecipeItems.productSkuId, productId))
    .orderBy(asc(skuRecipeItems.id));
  const missingCost = rows.some((row) => row.avgCostMilli === null);
  const totalMilli = rows.reduce((sum, row) => sum + row.quantity * (row.avgCostMilli ?? 0), 0);
  return {
    sku_id: productId,
    items: rows.map((row) => ({
      ingredient_sku_id: row.ingredientId,
      ingredient_name: row.name,
      stock_unit: stockUnit(row.kind, row.unit),
      quantity: row.quantity,
      unit_cost: milliToRupiah(row.avgCostMilli),
      cost: row.avgCostMilli === null ? null : costOf(row.quantity, row.avgCostMilli),
    })),
    cost_per_serving: rows.length === 0 || missingCost ? null : costOf(1, totalMilli),
    missing_cost: missingCost,
  };
}

/**
 * 422 naming the offending line unless `items` are existing ingredients (or, in a product's recipe,
 * prep items), each once, never the product itself.
 */
async function assertIngredients(db: DbOrTx, productId: number, items: RecipeItemInput[], batch: boolean) {
  const field = (index: number) => `items.${index}.ingredient_sku_id`;
  const seen = new Set<number>();
  items.forEach((item, index) => {
    if (item.ingredient_sku_id === productId)
      throw unprocessable('A recipe cannot contain its own product', field(index));
    if (seen.has(item.ingredient_sku_id))
      throw unprocessable('A recipe cannot list the same ingredient twice', field(index));
    seen.add(item.ingredient_sku_id);
  });
  if (seen.size === 0) return;
  const found = await db
    .select({ id: skus.id, kind: skus.kind })
    .from(skus)
    .where(inArray(skus.id, [...seen]))
    .for('share');
  const kindOf = new Map(found.map((row) => [row.id, row.kind]));
  items.forEach((item, index) => {
    const kind = kindOf.get(item.ingredient_sku_id);
    if (!kind) throw unprocessable('Ingredient SKU not found', field(index));
    if (kind === 'prep' && batch) throw unprocessable("A prep item's batch recipe uses ingredients only", field(index));
    if (kind !== 'ingredient' && kind !== 'prep')
      throw unprocessable('A recipe item must be an ingredient or a prep item', field(index));
  });
}

/** Replaces the product's whole recipe in one transaction; no items leaves it stocked as itself. */
export function replaceRecipe(db: DbOrTx, productId: number, items: RecipeItemInput[]): Promise<SkuRecipeDto> {
  return db.transaction(async (tx) => {
    await lockStructure(tx);
    const current = await lockedSku(tx, productId);
    if (current.kind === 'ingredient') throw unprocessable('An ingredient cannot have a recipe', 'items');
    if (current.isBundled)
      throw unprocessable("A bundle has no recipe of its own; it uses its components' recipes", 'items');
    await assertIngredients(tx, productId, items, current.kind === 'prep');
    const recipe = () =>
      tx
        .select({ ingredient_sku_id: skuRecipeItems.ingredientSkuId, quantity: skuRecipeItems.quantity })
        .from(skuRecipeItems)
        .where(eq(skuRecipeItems.productSkuId, productId))
        .orderBy(asc(skuRecipeItems.ingredientSkuId));
    const before = { recipe: await recipe() };
    await tx.delete(skuRecipeItems).where(eq(skuRecipeItems.productSkuId, productId));
    if (items.length > 0)
      await tx.insert(skuRecipeItems).values(
        items.map((item) => ({
          productSkuId: productId,
          ingredientSkuId: item.ingredient_sku_id,
          quantity: item.quantity,
        })),
      );
    await tx.update(skus).set({ updatedAt: new Date() }).where(eq(skus.id, productId));
    await recordChange(tx, { recordType: 'sku', recordId: productId, before, after: { recipe: await recipe() } });
    return getRecipe(tx, productId);
  });
}
