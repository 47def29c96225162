// Opening a stock count: the contract's body with the spec's messages in front of it. The form
// adds what the contract cannot say: every SKU of the outlet or chosen ones, and chosen means at
// least one.
import { z } from 'zod';
import { createStocktakeBody, createStocktakeBodyNoteMax } from '@generated/zod/stocktakes/stocktakes.zod';
import type { StocktakeInput } from '@generated/model';
import { t } from '@/lib/i18n';
import { maxLengthMessage, message } from '@/lib/validation/messages';

const body = createStocktakeBody.shape;

export const stocktakeFormSchema = z
  .object({
    outlet_id: z.number(message('stocktake.outletRequired')).pipe(body.outlet_id),
    blind: body.blind,
    scope: z.enum(['all', 'chosen']),
    sku_ids: z.array(body.sku_ids.unwrap().element),
    note: z
      .string()
      .trim()
      .max(createStocktakeBodyNoteMax, maxLengthMessage('stocktake.note', createStocktakeBodyNoteMax)),
  })
  .superRefine((values, ctx) => {
    if (values.scope === 'chosen' && values.sku_ids.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['sku_ids'], message: t('stocktake.skusRequired') });
    }
  })
  .transform(({ scope, sku_ids, note, ...rest }): StocktakeInput => ({
    ...rest,
    ...(scope === 'chosen' ? { sku_ids } : {}),
    ...(note ? { note } : {}),
  }))
  .pipe(createStocktakeBody);

export type StocktakeFormInput = z.input<typeof stocktakeFormSchema>;
export type StocktakeFormValues = z.output<typeof stocktakeFormSchema>;
