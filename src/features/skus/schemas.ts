// The SKU form: the contract's create/update body (generated from the OpenAPI schema) with the
// spec's messages in front of it, the bundle rule and the discounted-price bound; the small form
// that sets a discounted price from the list; and a product's recipe.
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import {
  createSkuBody,
  createSkuBodyBundleItemsItemQuantityMax,
  createSkuBodyBatchYieldMax,
  createSkuBodyBundleItemsMax,
  createSkuBodyHoldingMinutesMax,
  createSkuBodyNameMax,
  createSkuBodyUnitAmountMax,
  updateSkuRecipeBody,
  updateSkuRecipeBodyItemsItemQuantityMax,
  updateSkuRecipeBodyItemsMax,
} from '@generated/zod/skus/skus.zod';
import { t } from '@/lib/i18n';
import { refusedName } from '@/lib/validation/formula-text';
import { maxLengthMessage, message } from '@/lib/validation/messages';

const shape = createSkuBody.shape;
const itemShape = shape.bundle_items.unwrap().element.shape;

const bundleItem = z.object({
  component_sku_id: z.number(message('sku.componentRequired')).pipe(itemShape.component_sku_id),
  quantity: z
    .number(message('sku.quantityMin'))
    .min(1, message('sku.quantityMin'))
    .max(
      createSkuBodyBundleItemsItemQuantityMax,
      message('sku.quantityMax', { max: createSkuBodyBundleItemsItemQuantityMax }),
    )
    .pipe(itemShape.quantity),
});

// Checked even while other fields are still wrong, so every message shows at once.
const always = { when: () => true };

/**
 * The form of a SKU whose name is `kept` (none for a new one): a name given never starts like a
 * spreadsheet formula nor holds a control character; a SKU keeps a name it had before that rule.
 */
export const skuFormSchemaFor = (kept?: string) =>
  createSkuBody
    .extend({
      name: z
        .string(message('sku.nameRequired'))
        .trim()
        .min(1, message('sku.nameRequired'))
        .max(createSkuBodyNameMax, maxLengthMessage('sku.name', createSkuBodyNameMax))
        .superRefine((name, ctx) => {
          const refused = name === kept ? undefined : refusedName(name);
          if (refused) ctx.addIssue({ code: 'custom', message: t(`sku.${refused}`) });
        })
        .pipe(shape.name),
      status: z.boolean(),
      category_id: z.number(message('sku.categoryRequired')).pipe(shape.category_id),
      price: z.number(message('sku.priceRequired')).min(1, message('sku.priceMin')).pipe(shape.price),
      unit_amount: z
        .number(message('sku.unitAmountRequired'))
        .positive(message('sku.unitAmountRequired'))
        .max(createSkuBodyUnitAmountMax)
        .pipe(shape.unit_amount),
      unit: z.enum(shape.unit.options, message('sku.unitRequired')),
      // Required of a product (below); an ingredient may go without one.
      image_url: z.string(message('sku.imageRequired')).pipe(shape.image_url),
      kind: z.enum(['product', 'ingredient', 'prep']).default('product'),
      // Required of a prep item (below); the other kinds send none.
      batch_yield: z
        .number(message('sku.batchYieldRequired'))
        .int(message('sku.batchYieldWhole'))
        .min(1, message('sku.batchYieldRequired'))
        .max(createSkuBodyBatchYieldMax, message('sku.batchYieldMax', { max: createSkuBodyBatchYieldMax }))
        .nullish(),
      holding_minutes: z
        .number(message('sku.holdingRequired'))
        .int(message('sku.holdingWhole'))
        .min(1, message('sku.holdingRequired'))
        .max(createSkuBodyHoldingMinutesMax, message('sku.holdingMax'))
        .nullish(),
      tracks_expiry: z.boolean().optional().default(false),
      is_bundled: z.boolean(),
      bundle_items: z.array(bundleItem).max(createSkuBodyBundleItemsMax),
      discounted_price: z.number().min(0, message('sku.discountNegative')).optional().default(0),
    })
    .check(
      z.refine((v) => v.kind !== 'product' || v.image_url !== '', {
        ...always,
        path: ['image_url'],
        error: () => t('sku.imageRequired'),
      }),
      z.refine((v) => v.kind !== 'prep' || typeof v.batch_yield === 'number', {
        ...always,
        path: ['batch_yield'],
        error: () => t('sku.batchYieldRequired'),
      }),
      z.refine((v) => v.kind !== 'prep' || typeof v.holding_minutes === 'number', {
        ...always,
        path: ['holding_minutes'],
        error: () => t('sku.holdingRequired'),
      }),
      z.refine((v) => !v.is_bundled || (v.bundle_items?.length ?? 0) > 0, {
        ...always,
        path: ['bundle_items'],
        error: () => t('sku.bundleItemsRequired'),
      }),
      z.refine((v) => typeof v.price !== 'number' || (v.discounted_price ?? 0) <= v.price, {
        ...always,
        path: ['discounted_price'],
        error: () => t('sku.discountAbovePrice'),
      }),
    )
    // A single product sends no components, whatever was typed before the switch went off; an
    // ingredient or prep item is never a bundle. Only a prep item has a yield and a holding time,
    // and its batches expire by that time, not by the lots' dates.
    .transform((v) => {
      const isBundled = v.kind === 'product' && v.is_bundled;
      const prep = v.kind === 'prep';
      return {
        ...v,
        is_bundled: isBundled,
        bundle_items: isBundled ? v.bundle_items : [],
        batch_yield: prep ? v.batch_yield : null,
        holding_minutes: prep ? v.holding_minutes : null,
        tracks_expiry: !prep && v.tracks_expiry,
        discounted_price: prep ? 0 : v.discounted_price,
      };
    });

export const skuFormSchema = skuFormSchemaFor();

/** What the form holds while the user edits it. */
export type SkuFormInput = z.input<typeof skuFormSchema>;
/** What the form hands over on submit: the request body of create and update. */
export type SkuFormValues = z.output<typeof skuFormSchema>;

/** A new SKU: active, single, no discount; the rest is for the user to fill in. */
export const EMPTY_SKU: DefaultValues<SkuFormInput> = {
  name: '',
  status: true,
  image_url: '',
  kind: 'product',
  is_bundled: false,
  bundle_items: [],
  tracks_expiry: false,
};

/** The discounted price set from the list: 0 … the SKU's price; left empty, none (0). */
export const discountFormSchema = (price: number) =>
  z.object({
    discounted_price: z
      .number(message('sku.discountNegative'))
      .min(0, message('sku.discountNegative'))
      .max(price, message('sku.discountAbovePrice'))
      .optional()
      .transform((value) => value ?? 0),
  });

export type DiscountFormInput = z.input<ReturnType<typeof discountFormSchema>>;
export type DiscountFormValues = z.output<ReturnType<typeof discountFormSchema>>;

const recipeItemShape = updateSkuRecipeBody.shape.items.element.shape;

/** A product's recipe: an ingredient per line, each once, with what one serving uses of it. */
export const recipeFormSchema = z
  .object({
    items: z
      .array(
        z.object({
          ingredient_sku_id: z.number(message('sku.recipe.ingredientRequired')).pipe(recipeItemShape.ingredient_sku_id),
          quantity: z
            .number(message('sku.quantityMin'))
            .int(message('sku.recipe.quantityWhole'))
            .min(1, message('sku.quantityMin'))
            .max(
              updateSkuRecipeBodyItemsItemQuantityMax,
              message('sku.quantityMax', { max: updateSkuRecipeBodyItemsItemQuantityMax }),
            )
            .pipe(recipeItemShape.quantity),
        }),
      )
      .max(updateSkuRecipeBodyItemsMax, message('sku.recipe.tooMany', { max: updateSkuRecipeBodyItemsMax })),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<number>();
    v.items.forEach((item, index) => {
      if (seen.has(item.ingredient_sku_id))
        ctx.addIssue({
          code: 'custom',
          path: ['items', index, 'ingredient_sku_id'],
          message: t('sku.recipe.ingredientTwice'),
        });
      seen.add(item.ingredient_sku_id);
    });
  });

export type RecipeFormInput = z.input<typeof recipeFormSchema>;
export type RecipeFormValues = z.output<typeof recipeFormSchema>;
