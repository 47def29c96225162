// Modifier groups for the order and stock tests, made straight in the database so these tests do
// not depend on the modifier screens' operations: a group with its options (each with its recipe
// changes), attached to products in order.
import { modifierGroups, modifierOptionRecipeItems, modifierOptions, skuModifierGroups } from '../../src/db/schema';
import type { ModifierAction } from '../../src/db/schema';
import type { TestApp } from './test-app';
import { uniqueName } from './unique';

export interface OptionSpec {
  name: string;
  indonesianName?: string | null;
  priceDelta?: number;
  isDefault?: boolean;
  status?: boolean;
  recipe?: { sku: number; action: ModifierAction; quantity?: number; factorPercent?: number }[];
}

export interface GroupSpec {
  name: string;
  indonesianName?: string | null;
  selection: 'single' | 'multiple';
  min?: number;
  max?: number;
  status?: boolean;
  options: OptionSpec[];
}

/** Makes a group (its name made unique) and answers it with its options' ids by name. */
export async function makeGroup(t: TestApp, spec: GroupSpec) {
  const [group] = await t.app.db
    .insert(modifierGroups)
    .values({
      name: uniqueName(spec.name),
      indonesianName: spec.indonesianName ?? null,
      selection: spec.selection,
      minSelect: spec.min ?? (spec.selection === 'single' ? 1 : 0),
      maxSelect: spec.max ?? (spec.selection === 'single' ? 1 : spec.options.length),
      status: spec.status ?? true,
    })
    .returning();
  const options = await t.app.db
    .insert(modifierOptions)
    .values(
      spec.options.map((option, position) => ({
        groupId: group!.id,
        name: option.name,
        indonesianName: option.indonesianName ?? null,
        priceDelta: option.priceDelta ?? 0,
        isDefault: option.isDefault ?? false,
        status: option.status ?? true,
        position,
      })),
    )
    .returning();
  const items = spec.options.flatMap((option, index) =>
    (option.recipe ?? []).map((item) => ({
      optionId: options[index]!.id,
      ingredientSkuId: item.sku,
      action: item.action,
      quantity: item.action === 'add' ? item.quantity! : null,
      factorPercent: item.action === 'scale' ? item.factorPercent! : null,
    })),
  );
  if (items.length) await t.app.db.insert(modifierOptionRecipeItems).values(items);
  const option = Object.fromEntries(options.map((row) => [row.name, row.id]));
  return { ...group!, option };
}

/** Attaches groups to a product in the order given. */
export async function attachGroups(t: TestApp, skuId: number, groupIds: number[]) {
  await t.app.db.insert(skuModifierGroups).values(groupIds.map((groupId, position) => ({ skuId, groupId, position })));
}
