// The rules a modifier group keeps on its own, before the database is asked anything: the bounds
// of the selection, the defaults, and the shape of each option's recipe items. Each broken rule is
// a 422 naming the field, in the order a reader goes through the form.
import type { components } from '../../../../generated/schema';
import { requiredText } from '../../lib/handler-types';
import { unprocessable } from '../../lib/http-error';

export type GroupInput = components['schemas']['ModifierGroupInput'];
export type OptionInput = components['schemas']['ModifierOptionInput'];
export type RecipeItemInput = components['schemas']['ModifierRecipeItemInput'];

/** The most stock units an `add` uses per cup (a base recipe line takes as much). */
export const MAX_ADD_QUANTITY = 1_000_000;
export const MAX_FACTOR_PERCENT = 1000;

/** A group's input with its names trimmed and an empty Indonesian name left out (null). */
export function cleanGroup(input: GroupInput): GroupInput {
  const indonesian = (text: string | null | undefined) => text?.trim() || null;
  return {
    ...input,
    name: requiredText(input.name, 'name', 'Name'),
    indonesian_name: indonesian(input.indonesian_name),
    options: input.options.map((option, n) => ({
      ...option,
      name: requiredText(option.name, `options.${n}.name`, 'Name'),
      indonesian_name: indonesian(option.indonesian_name),
    })),
  };
}

function checkRecipeItem(item: RecipeItemInput, field: string) {
  const { quantity, factor_percent: factor } = item;
  const hasQuantity = quantity !== undefined && quantity !== null;
  const hasFactor = factor !== undefined && factor !== null;
  if (item.action === 'add') {
    if (!hasQuantity || quantity < 1)
      throw unprocessable('An added ingredient needs a quantity of at least 1', `${field}.quantity`);
    if (quantity > MAX_ADD_QUANTITY)
      throw unprocessable('An added ingredient takes a quantity of at most 1,000,000', `${field}.quantity`);
  } else if (hasQuantity) throw unprocessable('Only an added ingredient takes a quantity', `${field}.quantity`);
  if (item.action === 'scale') {
    if (!hasFactor || factor < 0 || factor > MAX_FACTOR_PERCENT)
      throw unprocessable('A scaled ingredient needs a factor of 0 to 1000 %', `${field}.factor_percent`);
  } else if (hasFactor) throw unprocessable('Only a scaled ingredient takes a factor', `${field}.factor_percent`);
}

function checkOption(option: OptionInput, n: number) {
  const seen = new Set<number>();
  option.recipe.forEach((item, m) => {
    const field = `options.${n}.recipe.${m}`;
    if (seen.has(item.ingredient_sku_id))
      throw unprocessable('An option cannot list the same ingredient twice', `${field}.ingredient_sku_id`);
    seen.add(item.ingredient_sku_id);
    checkRecipeItem(item, field);
  });
}

/** 422 for the first rule the group breaks on its own. */
export function checkGroup(input: GroupInput): void {
  if (input.min_select > input.max_select) throw unprocessable('The minimum cannot be above the maximum', 'min_select');
  if (input.selection === 'single' && input.max_select !== 1)
    throw unprocessable('A single-choice group takes one option at most', 'max_select');
  const active = input.options.filter((option) => option.status).length;
  if (input.min_select > active)
    throw unprocessable(
      `The group asks for at least ${input.min_select} but offers ${active} active ${active === 1 ? 'option' : 'options'}`,
      'min_select',
    );
  const names = new Set<string>();
  const ids = new Set<number>();
  let defaults = 0;
  input.options.forEach((option, n) => {
    const name = option.name.toLowerCase();
    if (names.has(name)) throw unprocessable('Two options of a group cannot share a name', `options.${n}.name`);
    names.add(name);
    if (option.id !== undefined) {
      if (ids.has(option.id)) throw unprocessable('An option cannot be listed twice', `options.${n}.id`);
      ids.add(option.id);
    }
    if (option.is_default) {
      if (!option.status) throw unprocessable('An inactive option cannot be the default', `options.${n}.is_default`);
      defaults += 1;
      if (input.selection === 'single' && defaults > 1)
        throw unprocessable('A single-choice group takes one default', `options.${n}.is_default`);
      if (defaults > input.max_select)
        throw unprocessable(
          `A group choosing at most ${input.max_select} takes at most ${input.max_select} defaults`,
          `options.${n}.is_default`,
        );
    }
    checkOption(option, n);
  });
}
