// The modifier group form: the contract's create/update body (generated from the OpenAPI schema)
// with the spec's messages in front of it and the group's rules (min ≤ max, one default in a
// single group, an `add` with a quantity, a `scale` with a factor, each ingredient once an option),
// so most refusals show before anything is sent; the server checks them all again.
import { z } from 'zod';
import {
  createModifierGroupBody,
  createModifierGroupBodyMaxSelectMax,
  createModifierGroupBodyNameMax,
  createModifierGroupBodyOptionsItemPriceDeltaMax,
  createModifierGroupBodyOptionsItemPriceDeltaMin,
  createModifierGroupBodyOptionsItemRecipeMax,
  createModifierGroupBodyOptionsMax,
} from '@generated/zod/modifiers/modifiers.zod';
import type { ModifierGroup } from '@generated/model';
import { t } from '@/lib/i18n';
import { maxLengthMessage, message } from '@/lib/validation/messages';

const shape = createModifierGroupBody.shape;
const optionShape = shape.options.element.shape;
const itemShape = optionShape.recipe.element.shape;

/** Largest quantity an `add` may use, and the largest scale factor, as the server takes them. */
export const MAX_ADD_QUANTITY = 1_000_000;
export const MAX_FACTOR_PERCENT = 1000;

// Checked even while other fields are still wrong, so every message shows at once.
const always = { when: () => true };

const name = (label: 'modifier.name' | 'modifier.optionName') =>
  z
    .string(message('modifier.nameRequired'))
    .trim()
    .min(1, message('modifier.nameRequired'))
    .max(createModifierGroupBodyNameMax, maxLengthMessage(label, createModifierGroupBodyNameMax));

/** An empty Indonesian name is no Indonesian name: readers then see the English one. */
const indonesianName = z
  .string()
  .trim()
  .max(createModifierGroupBodyNameMax, maxLengthMessage('modifier.indonesianName', createModifierGroupBodyNameMax))
  .nullish()
  .transform((value) => (value ? value : null));

const recipeItem = z
  .object({
    ingredient_sku_id: z.number(message('modifier.ingredientRequired')).pipe(itemShape.ingredient_sku_id),
    action: itemShape.action,
    quantity: z.number().int(message('modifier.wholeNumber')).nullish(),
    factor_percent: z.number().int(message('modifier.wholeNumber')).nullish(),
  })
  .superRefine((item, ctx) => {
    if (
      item.action === 'add' &&
      !(typeof item.quantity === 'number' && item.quantity >= 1 && item.quantity <= MAX_ADD_QUANTITY)
    )
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: t('modifier.quantityRequired') });
    const factor = item.factor_percent;
    if (item.action === 'scale' && !(typeof factor === 'number' && factor >= 0 && factor <= MAX_FACTOR_PERCENT))
      ctx.addIssue({ code: 'custom', path: ['factor_percent'], message: t('modifier.factorRequired') });
  })
  // Only what the action uses is sent: a quantity for `add`, a factor for `scale`.
  .transform((item) => ({
    ingredient_sku_id: item.ingredient_sku_id,
    action: item.action,
    quantity: item.action === 'add' ? item.quantity : null,
    factor_percent: item.action === 'scale' ? item.factor_percent : null,
  }));

const option = z.object({
  id: optionShape.id,
  name: name('modifier.optionName').pipe(optionShape.name),
  indonesian_name: indonesianName,
  price_delta: z
    .number(message('modifier.priceDeltaRequired'))
    .int(message('modifier.wholeNumber'))
    .min(createModifierGroupBodyOptionsItemPriceDeltaMin, message('modifier.priceDeltaRange'))
    .max(createModifierGroupBodyOptionsItemPriceDeltaMax, message('modifier.priceDeltaRange')),
  is_default: z.boolean(),
  status: z.boolean(),
  recipe: z
    .array(recipeItem)
    .max(
      createModifierGroupBodyOptionsItemRecipeMax,
      message('modifier.recipeTooMany', { max: createModifierGroupBodyOptionsItemRecipeMax }),
    )
    .superRefine((items, ctx) => {
      const seen = new Set<number>();
      items.forEach((item, index) => {
        if (seen.has(item.ingredient_sku_id))
          ctx.addIssue({ code: 'custom', path: [index, 'ingredient_sku_id'], message: t('modifier.ingredientTwice') });
        seen.add(item.ingredient_sku_id);
      });
    }),
});

export const modifierGroupFormSchema = z
  .object({
    name: name('modifier.name').pipe(shape.name),
    indonesian_name: indonesianName,
    selection: shape.selection,
    min_select: z
      .number(message('modifier.minRequired'))
      .int(message('modifier.wholeNumber'))
      .min(0, message('modifier.minRequired'))
      .max(
        createModifierGroupBodyMaxSelectMax,
        message('modifier.selectRange', { max: createModifierGroupBodyMaxSelectMax }),
      ),
    max_select: z
      .number(message('modifier.maxRequired'))
      .int(message('modifier.wholeNumber'))
      .min(1, message('modifier.maxRequired'))
      .max(
        createModifierGroupBodyMaxSelectMax,
        message('modifier.selectRange', { max: createModifierGroupBodyMaxSelectMax }),
      ),
    status: z.boolean(),
    options: z
      .array(option)
      .min(1, message('modifier.optionsRequired'))
      .max(
        createModifierGroupBodyOptionsMax,
        message('modifier.optionsTooMany', { max: createModifierGroupBodyOptionsMax }),
      ),
  })
  .check(
    z.refine((v) => v.selection !== 'single' || v.max_select === 1, {
      ...always,
      path: ['max_select'],
      error: () => t('modifier.singleTakesOne'),
    }),
    z.refine(
      (v) => typeof v.min_select !== 'number' || typeof v.max_select !== 'number' || v.min_select <= v.max_select,
      {
        ...always,
        path: ['min_select'],
        error: () => t('modifier.minAboveMax'),
      },
    ),
    z.superRefine((v, ctx) => {
      // The default that breaks the rule is the one marked: the second in a single group, the one
      // past the maximum in a multiple group.
      const allowed = v.selection === 'single' ? 1 : (v.max_select ?? 1);
      let defaults = 0;
      v.options?.forEach((item, index) => {
        if (!item.is_default) return;
        defaults += 1;
        if (defaults > allowed)
          ctx.addIssue({
            code: 'custom',
            path: ['options', index, 'is_default'],
            message:
              v.selection === 'single' ? t('modifier.oneDefault') : t('modifier.tooManyDefaults', { max: allowed }),
          });
      });
    }),
  );

/** What the form holds while the user edits it. */
export type ModifierGroupFormInput = z.input<typeof modifierGroupFormSchema>;
/** What the form hands over on submit: the request body of create and update. */
export type ModifierGroupFormValues = z.output<typeof modifierGroupFormSchema>;
export type OptionInput = ModifierGroupFormInput['options'][number];
export type RecipeItemInput = OptionInput['recipe'][number];

export const EMPTY_OPTION: OptionInput = {
  name: '',
  indonesian_name: '',
  price_delta: 0,
  is_default: false,
  status: true,
  recipe: [],
};

/** A new group: single choice, one to choose, active, with one option to fill in. */
export const EMPTY_GROUP: ModifierGroupFormInput = {
  name: '',
  indonesian_name: '',
  selection: 'single',
  min_select: 1,
  max_select: 1,
  status: true,
  options: [{ ...EMPTY_OPTION, is_default: true }],
};

/** A saved group as the form edits it. */
export const groupInput = (group: ModifierGroup): ModifierGroupFormInput => ({
  name: group.name,
  indonesian_name: group.indonesian_name ?? '',
  selection: group.selection,
  min_select: group.min_select,
  max_select: group.max_select,
  status: group.status,
  options: group.options.map((item) => ({
    id: item.id,
    name: item.name,
    indonesian_name: item.indonesian_name ?? '',
    price_delta: item.price_delta,
    is_default: item.is_default,
    status: item.status,
    recipe: item.recipe.map((line) => ({
      ingredient_sku_id: line.ingredient_sku_id,
      action: line.action,
      quantity: line.quantity,
      factor_percent: line.factor_percent,
    })),
  })),
});
