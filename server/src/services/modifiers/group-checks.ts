// The rules of a modifier group that the database answers: its name free (ignoring case), its
// recipe items existing ingredients, its option ids its own live options, and every `scale` or
// `remove` naming an ingredient of each product it is attached to. Each is a 422 naming the field.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { modifierGroups, modifierOptions, skuModifierGroups, skus } from '../../db/schema';
import { databaseErrorCode, unprocessable } from '../../lib/http-error';
import { baseRecipes, firstMissing } from './recipe-fit';
import type { OptionInput } from './rules';

const NAME_TAKEN = 'A modifier group with this name already exists';

export async function assertNameFree(tx: Tx, name: string, selfId?: number) {
  const [other] = await tx
    .select({ id: modifierGroups.id })
    .from(modifierGroups)
    .where(sql`lower(${modifierGroups.name}) = lower(${name})`);
  if (other && other.id !== selfId) throw unprocessable(NAME_TAKEN, 'name');
}

/** The unique index decides a race the look-up missed (a write outside the lock): still a 422. */
export function nameTaken(error: unknown): never {
  if (databaseErrorCode(error) === '23505') throw unprocessable(NAME_TAKEN, 'name');
  throw error;
}

/** 422 naming the recipe item unless every item is an existing ingredient or prep item; answers their names. */
export async function assertIngredients(tx: Tx, options: readonly OptionInput[]): Promise<Map<number, string>> {
  const ids = [...new Set(options.flatMap((option) => option.recipe.map((item) => item.ingredient_sku_id)))];
  if (ids.length === 0) return new Map();
  const found = await tx
    .select({ id: skus.id, kind: skus.kind, name: skus.name })
    .from(skus)
    .where(inArray(skus.id, ids));
  const kindOf = new Map(found.map((row) => [row.id, row.kind]));
  options.forEach((option, n) =>
    option.recipe.forEach((item, m) => {
      const field = `options.${n}.recipe.${m}.ingredient_sku_id`;
      const kind = kindOf.get(item.ingredient_sku_id);
      if (!kind) throw unprocessable('Ingredient SKU not found', field);
      if (kind !== 'ingredient' && kind !== 'prep')
        throw unprocessable('A recipe item must be an ingredient or a prep item', field);
    }),
  );
  return new Map(found.map((row) => [row.id, row.name]));
}

/**
 * 422 unless every `scale` and `remove` names an ingredient of each product the group is attached to
 * (`names`: the ingredients' names, from assertIngredients).
 */
export async function assertFitsProducts(
  tx: Tx,
  groupId: number,
  options: readonly OptionInput[],
  names: ReadonlyMap<number, string>,
) {
  const products = await tx
    .select({ id: skus.id, name: skus.name })
    .from(skuModifierGroups)
    .innerJoin(skus, eq(skus.id, skuModifierGroups.skuId))
    .where(eq(skuModifierGroups.groupId, groupId))
    .orderBy(skus.name, skus.id);
  const recipes = await baseRecipes(
    tx,
    products.map((product) => product.id),
  );
  options.forEach((option, n) => {
    for (const product of products) {
      const missing = firstMissing(recipes.get(product.id)!, option.recipe);
      if (!missing) continue;
      const ingredient = names.get(missing.item.ingredient_sku_id);
      throw unprocessable(
        `${product.name} has no ${ingredient} in its recipe to ${missing.item.action}`,
        `options.${n}.recipe.${missing.index}.ingredient_sku_id`,
      );
    }
  });
}

/** 422 for an option id that is not a live option of this group. */
export async function assertOwnOptions(tx: Tx, groupId: number, options: readonly OptionInput[]) {
  const ids = options.flatMap((option) => (option.id === undefined ? [] : [option.id]));
  if (ids.length === 0) return;
  const rows = await tx
    .select({ id: modifierOptions.id, groupId: modifierOptions.groupId, archivedAt: modifierOptions.archivedAt })
    .from(modifierOptions)
    .where(inArray(modifierOptions.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  options.forEach((option, n) => {
    if (option.id === undefined) return;
    const row = byId.get(option.id);
    if (!row || row.groupId !== groupId) throw unprocessable('This option is not one of this group', `options.${n}.id`);
    if (row.archivedAt)
      throw unprocessable('A removed option is not offered again; add it as a new option', `options.${n}.id`);
  });
}
