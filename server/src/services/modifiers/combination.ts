// What one cup of a product uses and costs with a chosen set of options: the base recipe adjusted
// by lib/cup-recipe exactly as a sold line books it (options applied by group position, then option
// position, whatever order they were asked in), each ingredient at its moving-average cost, the
// serving's cost rounded once, and the price the cup sells at.
import { eq, inArray } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { skus } from '../../db/schema';
import { cupUsage, exactQuantity, usageCost, usagePerSku } from '../../lib/cup-recipe';
import { notFound, unprocessable } from '../../lib/http-error';
import { stockUnit } from '../../lib/stock-units';
import { attachedGroups } from './queries';
import { baseRecipes, chosenOption, gapsOf, optionsOfGroups } from './recipe-fit';

export type RecipeCombinationDto = components['schemas']['RecipeCombination'];

const NOT_OFFERED = 'An option is not offered with this product';

export async function recipeCombination(
  db: DbOrTx,
  skuId: number,
  optionIds: readonly number[],
): Promise<RecipeCombinationDto> {
  const [product] = await db
    .select({ price: skus.price, discountedPrice: skus.discountedPrice })
    .from(skus)
    .where(eq(skus.id, skuId));
  if (!product) throw notFound('SKU');
  const asked = new Set(optionIds);
  if (asked.size !== optionIds.length) throw unprocessable('An option cannot be chosen twice', 'option_ids');
  const chosen = optionsOfGroups(await attachedGroups(db, skuId)).filter(({ option }) => asked.has(option.id));
  if (chosen.length !== asked.size) throw unprocessable(NOT_OFFERED, 'option_ids');

  const base = (await baseRecipes(db, [skuId])).get(skuId)!;
  const { shares } = cupUsage(
    base,
    chosen.map(({ option }) => chosenOption(option)),
  );
  const used = usagePerSku(shares);
  const ingredients =
    used.size === 0
      ? []
      : await db
          .select({ id: skus.id, name: skus.name, kind: skus.kind, unit: skus.unit, avgCostMilli: skus.avgCostMilli })
          .from(skus)
          .where(inArray(skus.id, [...used.keys()]));
  const byId = new Map(ingredients.map((row) => [row.id, row]));
  const amounts = [...used].map(([id, milli]) => ({ ingredient: byId.get(id)!, milli }));
  const costed = amounts.map(({ ingredient, milli }) => ({ milli, avgCostMilli: ingredient.avgCostMilli }));
  const unitPrice = product.discountedPrice > 0 ? product.discountedPrice : product.price;
  const deltas = chosen.reduce((sum, { option }) => sum + option.price_delta, 0);
  return {
    sku_id: skuId,
    option_ids: [...optionIds],
    items: amounts.map(({ ingredient, milli }) => ({
      ingredient_sku_id: ingredient.id,
      ingredient_name: ingredient.name,
      stock_unit: stockUnit(ingredient.kind, ingredient.unit),
      quantity: exactQuantity(milli),
      cost: usageCost([{ milli, avgCostMilli: ingredient.avgCostMilli }]),
    })),
    cost_per_serving: amounts.length === 0 ? null : usageCost(costed),
    missing_cost: costed.some((amount) => amount.avgCostMilli === null),
    // Never below nothing: placement refuses a line whose options take the price under zero.
    price: Math.max(0, unitPrice + deltas),
    recipe_gaps: gapsOf(base, chosen),
  };
}
