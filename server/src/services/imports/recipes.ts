// The recipe import: one row per ingredient line, products and ingredients named; the file holds the
// whole recipe of every product it names, which replaces the product's recipe (the recipe form's
// rules: existing ingredients, each once, never the product itself, at most 30 lines).
import { asc, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { skuRecipeItems, skus } from '../../db/schema';
import { recordChanges } from '../../lib/audit';
import type { ExportLanguage } from '../reports/export-headers';
import { MAX_INT, outcomeOf, rowsOf, wholeNumber, type ImportRowDto } from './columns';
import type { Sheet } from './read-file';

const MAX_LINES = 30;
const MAX_QUANTITY = 1_000_000;

interface RecipePlan {
  /** Each product whose recipe changes, with its whole new recipe. */
  recipes: Map<number, { ingredientId: number; quantity: number }[]>;
}

export async function checkRecipes(
  tx: Tx,
  sheet: Sheet,
  lang: ExportLanguage,
): Promise<{ rows: ImportRowDto[]; plan: RecipePlan }> {
  const checks = rowsOf('recipes', sheet, lang);
  const all = await tx.select({ id: skus.id, name: skus.name, kind: skus.kind, isBundled: skus.isBundled }).from(skus);
  const byName = new Map(all.map((row) => [row.name.toLowerCase(), row]));
  const lines = checks.map((check) => {
    const productName = check.text('product');
    const ingredientName = check.text('ingredient');
    const product = byName.get(productName.toLowerCase());
    const ingredient = byName.get(ingredientName.toLowerCase());
    if (productName === '') check.error('product', 'productRequired');
    else if (!product) check.error('product', 'productNotFound');
    else if (product.kind === 'ingredient') check.error('product', 'ingredientHasNoRecipe');
    else if (product.isBundled) check.error('product', 'bundleHasNoRecipe');
    if (ingredientName === '') check.error('ingredient', 'ingredientRequired');
    else if (!ingredient) check.error('ingredient', 'ingredientNotFound');
    else if (product && ingredient.id === product.id) check.error('ingredient', 'ownProduct');
    else if (ingredient.kind === 'product' || (ingredient.kind === 'prep' && product?.kind === 'prep'))
      check.error('ingredient', 'notIngredient');
    const quantityText = check.text('quantity');
    const quantity = wholeNumber(quantityText);
    if (quantity === undefined || quantity < 1) check.error('quantity', 'quantityMin');
    else if (quantity > Math.min(MAX_QUANTITY, MAX_INT))
      check.error('quantity', 'numberTooLarge', { label: check.header('quantity'), max: MAX_QUANTITY });
    return { product, ingredient, quantity: quantity ?? 0, key: `${productName} · ${ingredientName}` };
  });

  // Lines by product, in the file's order; an ingredient twice in one recipe is refused on its second row.
  const byProduct = new Map<number, number[]>();
  lines.forEach((line, index) => {
    if (!line.product) return;
    const indexes = byProduct.get(line.product.id) ?? [];
    const check = checks[index]!;
    if (line.ingredient && indexes.some((other) => lines[other]!.ingredient?.id === line.ingredient!.id))
      check.error('ingredient', 'ingredientTwice');
    if (indexes.length >= MAX_LINES) check.error('product', 'recipeTooLong', { max: MAX_LINES });
    indexes.push(index);
    byProduct.set(line.product.id, indexes);
  });

  const productIds = [...byProduct.keys()];
  const current =
    productIds.length === 0
      ? []
      : await tx
          .select({
            product: skuRecipeItems.productSkuId,
            ingredient: skuRecipeItems.ingredientSkuId,
            quantity: skuRecipeItems.quantity,
          })
          .from(skuRecipeItems)
          .where(inArray(skuRecipeItems.productSkuId, productIds));
  const currentOf = new Map<number, Map<number, number>>();
  for (const row of current) {
    const lines = currentOf.get(row.product) ?? new Map<number, number>();
    lines.set(row.ingredient, row.quantity);
    currentOf.set(row.product, lines);
  }

  const plan: RecipePlan = { recipes: new Map() };
  const rows: ImportRowDto[] = new Array(checks.length);
  for (const [productId, indexes] of byProduct) {
    const now = currentOf.get(productId) ?? new Map<number, number>();
    const unchanged =
      indexes.length === now.size &&
      indexes.every((index) => now.get(lines[index]!.ingredient?.id ?? 0) === lines[index]!.quantity);
    const valid = indexes.every((index) => checks[index]!.ok);
    if (valid && !unchanged)
      plan.recipes.set(
        productId,
        indexes.map((index) => ({ ingredientId: lines[index]!.ingredient!.id, quantity: lines[index]!.quantity })),
      );
    for (const index of indexes) {
      const line = lines[index]!;
      const before = now.get(line.ingredient?.id ?? 0);
      const outcome = unchanged ? 'unchanged' : before === undefined ? 'create' : 'update';
      rows[index] = outcomeOf(checks[index]!, line.key, outcome);
    }
  }
  checks.forEach((check, index) => {
    rows[index] ??= outcomeOf(check, lines[index]!.key, 'create');
  });
  return { rows, plan };
}

/** Every named product's recipe as the audit trail records it (as the recipe form's write does). */
async function recipesOf(tx: Tx, productIds: number[]) {
  const recipes = new Map(productIds.map((id) => [id, [] as { ingredient_sku_id: number; quantity: number }[]]));
  const items = await tx
    .select({
      productId: skuRecipeItems.productSkuId,
      ingredient_sku_id: skuRecipeItems.ingredientSkuId,
      quantity: skuRecipeItems.quantity,
    })
    .from(skuRecipeItems)
    .where(inArray(skuRecipeItems.productSkuId, productIds))
    .orderBy(asc(skuRecipeItems.productSkuId), asc(skuRecipeItems.ingredientSkuId));
  for (const { productId, ...item } of items) recipes.get(productId)!.push(item);
  return recipes;
}

export async function writeRecipes(tx: Tx, plan: RecipePlan): Promise<void> {
  const productIds = [...plan.recipes.keys()];
  if (productIds.length === 0) return;
  const before = await recipesOf(tx, productIds);
  await tx.delete(skuRecipeItems).where(inArray(skuRecipeItems.productSkuId, productIds));
  await tx
    .insert(skuRecipeItems)
    .values(
      [...plan.recipes].flatMap(([productId, items]) =>
        items.map((item) => ({ productSkuId: productId, ingredientSkuId: item.ingredientId, quantity: item.quantity })),
      ),
    );
  await tx
    .update(skus)
    .set({ updatedAt: sql`now()` })
    .where(inArray(skus.id, productIds));
  const after = await recipesOf(tx, productIds);
  await recordChanges(
    tx,
    productIds.map((id) => ({
      recordType: 'sku',
      recordId: id,
      before: { recipe: before.get(id) },
      after: { recipe: after.get(id) },
    })),
  );
}
