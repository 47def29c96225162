// Creating and replacing a modifier group with its options. Both run in one transaction under the
// catalogue's structure lock (the one recipe and bundle writes take), so a group, the recipes of the
// products it is attached to and the attachments are never decided by two writers at once. An
// option left out of a replacement is archived, never deleted: lines already sold name it.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx, DbOrTx } from '../../db/client';
import { modifierGroups, modifierOptionRecipeItems, modifierOptions } from '../../db/schema';
import { recordChange } from '../../lib/audit';
import { notFound, unprocessable } from '../../lib/http-error';
import { lockStructure } from '../skus/writes';
import { assertFitsProducts, assertIngredients, assertNameFree, assertOwnOptions, nameTaken } from './group-checks';
import { getGroup, type ModifierGroupDto } from './queries';
import { checkGroup, cleanGroup, type GroupInput, type OptionInput } from './rules';

async function writeRecipe(tx: Tx, optionId: number, option: OptionInput) {
  await tx.delete(modifierOptionRecipeItems).where(eq(modifierOptionRecipeItems.optionId, optionId));
  if (option.recipe.length === 0) return;
  await tx.insert(modifierOptionRecipeItems).values(
    option.recipe.map((item) => ({
      optionId,
      ingredientSkuId: item.ingredient_sku_id,
      action: item.action,
      quantity: item.action === 'add' ? item.quantity! : null,
      factorPercent: item.action === 'scale' ? item.factor_percent! : null,
    })),
  );
}

/** The group as the audit trail records it: its row and its live options with their recipes. */
async function groupRecord(tx: Tx, id: number) {
  const { product_count: _count, created_at: _created, updated_at: _updated, ...group } = await getGroup(tx, id);
  return group;
}

const optionValues = (option: OptionInput, position: number) => ({
  name: option.name,
  indonesianName: option.indonesian_name ?? null,
  priceDelta: option.price_delta,
  isDefault: option.is_default,
  status: option.status,
  position,
});

const groupValues = (input: GroupInput) => ({
  name: input.name,
  indonesianName: input.indonesian_name ?? null,
  selection: input.selection,
  minSelect: input.min_select,
  maxSelect: input.max_select,
  status: input.status,
});

/** Updates the options with an id, adds the others and archives the live ones left out. */
async function writeOptions(tx: Tx, groupId: number, options: readonly OptionInput[]) {
  const live = await tx
    .select({ id: modifierOptions.id })
    .from(modifierOptions)
    .where(and(eq(modifierOptions.groupId, groupId), isNull(modifierOptions.archivedAt)));
  const kept = new Set(options.flatMap((option) => (option.id === undefined ? [] : [option.id])));
  const leftOut = live.map((row) => row.id).filter((id) => !kept.has(id));
  if (leftOut.length > 0)
    await tx
      .update(modifierOptions)
      .set({ archivedAt: new Date(), isDefault: false })
      .where(inArray(modifierOptions.id, leftOut));
  for (const [position, option] of options.entries()) {
    let id = option.id;
    if (id === undefined) {
      const [row] = await tx
        .insert(modifierOptions)
        .values({ groupId, ...optionValues(option, position) })
        .returning({ id: modifierOptions.id });
      id = row!.id;
    } else await tx.update(modifierOptions).set(optionValues(option, position)).where(eq(modifierOptions.id, id));
    await writeRecipe(tx, id, option);
  }
}

export function createGroup(db: DbOrTx, raw: GroupInput): Promise<ModifierGroupDto> {
  const input = cleanGroup(raw);
  checkGroup(input);
  if (input.options.some((option) => option.id !== undefined))
    throw unprocessable(
      'A new group has no options yet to change',
      `options.${input.options.findIndex((option) => option.id !== undefined)}.id`,
    );
  return db.transaction(async (tx) => {
    await lockStructure(tx);
    await assertNameFree(tx, input.name);
    await assertIngredients(tx, input.options);
    const [row] = await tx
      .insert(modifierGroups)
      .values(groupValues(input))
      .returning({ id: modifierGroups.id })
      .catch(nameTaken);
    await writeOptions(tx, row!.id, input.options);
    await recordChange(tx, { recordType: 'modifier_group', recordId: row!.id, after: await groupRecord(tx, row!.id) });
    return getGroup(tx, row!.id);
  });
}

export function updateGroup(db: DbOrTx, id: number, raw: GroupInput): Promise<ModifierGroupDto> {
  const input = cleanGroup(raw);
  return db.transaction(async (tx) => {
    await lockStructure(tx);
    const [current] = await tx
      .select({ id: modifierGroups.id })
      .from(modifierGroups)
      .where(eq(modifierGroups.id, id))
      .for('update');
    if (!current) throw notFound('Modifier group');
    checkGroup(input);
    await assertNameFree(tx, input.name, id);
    await assertOwnOptions(tx, id, input.options);
    const names = await assertIngredients(tx, input.options);
    await assertFitsProducts(tx, id, input.options, names);
    const before = await groupRecord(tx, id);
    await tx
      .update(modifierGroups)
      .set({ ...groupValues(input), updatedAt: new Date() })
      .where(eq(modifierGroups.id, id))
      .catch(nameTaken);
    await writeOptions(tx, id, input.options);
    await recordChange(tx, { recordType: 'modifier_group', recordId: id, before, after: await groupRecord(tx, id) });
    return getGroup(tx, id);
  });
}
