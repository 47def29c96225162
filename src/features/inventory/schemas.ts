// The stock adjustment form: the contract's body with the spec's messages in front of it, and what
// the contract cannot say: whole units, and the tagging that fits the change type.
import { z } from 'zod';
import {
  createInventoryAdjustmentBody,
  createInventoryAdjustmentBodyNoteMax,
  createInventoryAdjustmentBodyPoNumberMax,
  createInventoryAdjustmentBodyQuantityMax,
} from '@generated/zod/inventory/inventory.zod';
import type { InventoryAdjustmentInput } from '@generated/model';
import { t } from '@/lib/i18n';
import { maxLengthMessage, message } from '@/lib/validation/messages';

export const TAGGINGS_BY_CHANGE_TYPE = {
  add: ['retur', 'po'],
  deduct: ['rusak', 'hilang', 'expired', 'free', 'giveaway'],
} as const;

const body = createInventoryAdjustmentBody.shape;

export const adjustmentFormSchema = z
  .object({
    outlet_id: body.outlet_id,
    sku_id: z.number(message('inventory.skuRequired')).pipe(body.sku_id),
    change_type: z.enum(body.change_type.options, message('inventory.changeTypeRequired')),
    quantity: z
      .number(message('inventory.quantityRequired'))
      .int(message('inventory.quantityMin'))
      .min(1, message('inventory.quantityMin'))
      .max(createInventoryAdjustmentBodyQuantityMax),
    note: z
      .string(message('inventory.noteRequired'))
      .trim()
      .min(1, message('inventory.noteRequired'))
      .max(
        createInventoryAdjustmentBodyNoteMax,
        maxLengthMessage('inventory.note', createInventoryAdjustmentBodyNoteMax),
      ),
    tagging: z.enum(body.tagging.options, message('inventory.taggingRequired')),
    po_number: z
      .string()
      .trim()
      .max(
        createInventoryAdjustmentBodyPoNumberMax,
        maxLengthMessage('purchaseOrder.poNumber', createInventoryAdjustmentBodyPoNumberMax),
      )
      .optional(),
  })
  .superRefine((values, ctx) => {
    if (!(TAGGINGS_BY_CHANGE_TYPE[values.change_type] as readonly string[]).includes(values.tagging)) {
      ctx.addIssue({ code: 'custom', path: ['tagging'], message: t('inventory.invalidTagging') });
    }
  })
  .transform(({ po_number, outlet_id, ...rest }): InventoryAdjustmentInput => ({
    ...rest,
    ...(outlet_id ? { outlet_id } : {}),
    ...(po_number ? { po_number } : {}),
  }))
  .pipe(createInventoryAdjustmentBody);

export type AdjustmentFormInput = z.input<typeof adjustmentFormSchema>;
export type AdjustmentFormValues = z.output<typeof adjustmentFormSchema>;
