// How options fit a product's recipe: the base recipes read for lib/cup-recipe, an option as the
// arithmetic takes it, and the gaps (lib/cup-recipe's recipeGaps) as the contract names them. A
// `scale` or `remove` of an ingredient the product's recipe lacks is refused when a group is
// attached or changed; a recipe changed later can still open a gap, which is shown, never hidden.
import { asc, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { skuRecipeItems, skus, type ModifierAction } from '../../db/schema';
import { recipeGaps, type BaseLine, type ChosenOption } from '../../lib/cup-recipe';
import type { ModifierGroupDto, ModifierOptionDto } from './queries';

export type RecipeGapDto = components['schemas']['RecipeGap'];

export interface BaseRecipeLine extends BaseLine {
  name: string;
  kind: (typeof skus.kind.enumValues)[number];
  unit: (typeof skus.unit.enumValues)[number];
  avgCostMilli: number | null;
}

/** Each product's base recipe, in the order its lines were written; a product without one has []. */
export async function baseRecipes(db: DbOrTx, productIds: readonly number[]): Promise<Map<number, BaseRecipeLine[]>> {
  const recipes = new Map<number, BaseRecipeLine[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return recipes;
  const rows = await db
    .select({
      productId: skuRecipeItems.productSkuId,
      skuId: skuRecipeItems.ingredientSkuId,
      quantity: skuRecipeItems.quantity,
      name: skus.name,
      kind: skus.kind,
      unit: skus.unit,
      avgCostMilli: skus.avgCostMilli,
    })
    .from(skuRecipeItems)
    .innerJoin(skus, eq(skus.id, skuRecipeItems.ingredientSkuId))
    .where(inArray(skuRecipeItems.productSkuId, [...productIds]))
    .orderBy(asc(skuRecipeItems.id));
  for (const { productId, ...line } of rows) recipes.get(productId)!.push(line);
  return recipes;
}

/** An option as lib/cup-recipe takes it. */
export function chosenOption(option: ModifierOptionDto): ChosenOption {
  return {
    optionId: option.id,
    priceDelta: option.price_delta,
    items: option.recipe.map((item) => ({
      skuId: item.ingredient_sku_id,
      action: item.action,
      quantity: item.quantity,
      factorPercent: item.factor_percent,
    })),
  };
}

/** The gaps of `options` (each with its group) against a base recipe, as the contract names them. */
export function gapsOf(
  base: readonly BaseLine[],
  options: readonly { group: Pick<ModifierGroupDto, 'name'>; option: ModifierOptionDto }[],
): RecipeGapDto[] {
  const byId = new Map(options.map((entry) => [entry.option.id, entry]));
  return recipeGaps(
    base,
    options.map(({ option }) => chosenOption(option)),
  ).map((gap) => {
    const { group, option } = byId.get(gap.optionId)!;
    const item = option.recipe.find((line) => line.ingredient_sku_id === gap.skuId);
    return {
      modifier_option_id: option.id,
      group_name: group.name,
      option_name: option.name,
      reason: gap.reason,
      ingredient_sku_id: gap.skuId,
      ingredient_name: item?.ingredient_name ?? null,
    };
  });
}

/** Every option of the groups with its group, in the order offered. */
export const optionsOfGroups = (groups: readonly ModifierGroupDto[]) =>
  groups.flatMap((group) => group.options.map((option) => ({ group, option })));

interface ItemLike {
  ingredient_sku_id: number;
  action: ModifierAction;
  quantity?: number | null;
  factor_percent?: number | null;
}

/** The first `scale` or `remove` among `items` naming an ingredient `base` lacks, with its index. */
export function firstMissing<T extends ItemLike>(
  base: readonly BaseLine[],
  items: readonly T[],
): { item: T; index: number } | undefined {
  const option: ChosenOption = {
    optionId: 0,
    priceDelta: 0,
    items: items.map((item) => ({
      skuId: item.ingredient_sku_id,
      action: item.action,
      quantity: item.quantity ?? null,
      factorPercent: item.factor_percent ?? null,
    })),
  };
  const [gap] = recipeGaps(base, [option]);
  if (!gap) return undefined;
  const index = items.findIndex((item) => item.ingredient_sku_id === gap.skuId);
  return { item: items[index]!, index };
}

/** "scales" or "removes", for a refusal's words. */
export const doesTo = (action: string) => (action === 'scale' ? 'scales' : 'removes');
