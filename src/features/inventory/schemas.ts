// The stock adjustment form: the spec's messages, and the tagging that fits the change type.
import { z } from 'zod';
import type { InventoryAdjustmentInput } from '@generated/model';
import { t } from '@/lib/i18n';
import { maxLengthMessage, message } from '@/lib/validation/messages';

export const TAGGINGS_BY_CHANGE_TYPE = {
  add: ['retur', 'po'],
  deduct: ['rusak', 'hilang', 'expired', 'free', 'giveaway'],
} as const;

export const adjustmentFormSchema = z
  .object({
    outlet_id: z.number().int().positive().optional(),
    sku_id: z.number(message('inventory.skuRequired')),
    change_type: z.enum(['add', 'deduct'], message('inventory.changeTypeRequired')),
    quantity: z
      .number(message('inventory.quantityRequired'))
      .int(message('inventory.quantityMin'))
      .min(1, message('inventory.quantityMin'))
      .max(1_000_000),
    note: z
      .string(message('inventory.noteRequired'))
      .trim()
      .min(1, message('inventory.noteRequired'))
      .max(500, maxLengthMessage('inventory.note', 500)),
    tagging: z.enum(
      ['retur', 'po', 'rusak', 'hilang', 'expired', 'free', 'giveaway'],
      message('inventory.taggingRequired'),
    ),
    po_number: z.string().trim().max(50, maxLengthMessage('purchaseOrder.poNumber', 50)).optional(),
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
  }));

export type AdjustmentFormInput = z.input<typeof adjustmentFormSchema>;
export type AdjustmentFormValues = z.output<typeof adjustmentFormSchema>;
