// The prep board's forms: waste recorded at an outlet (lines of SKU, quantity and reason) and an
// outlet's prep pars (a par per prep item and daypart), each the contract's body with the screen's
// messages in front of it.
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import {
  recordWasteBody,
  recordWasteBodyLinesItemNoteMax,
  recordWasteBodyLinesItemQuantityMax,
  recordWasteBodyLinesMax,
  replaceOutletPrepParsBody,
  replaceOutletPrepParsBodyParsItemParMax,
  replaceOutletPrepParsBodyParsMax,
} from '@generated/zod/prep/prep.zod';
import { isTime } from '@/components/form/time-field';
import { t } from '@/lib/i18n';
import { message } from '@/lib/validation/messages';

const wasteLineShape = recordWasteBody.shape.lines.element.shape;
export const WASTE_REASONS = wasteLineShape.reason.options;

export const wasteFormSchema = z.object({
  outlet_id: z.number(message('prep.waste.outletRequired')).pipe(recordWasteBody.shape.outlet_id),
  lines: z
    .array(
      z.object({
        sku_id: z.number(message('prep.waste.skuRequired')).pipe(wasteLineShape.sku_id),
        quantity: z
          .number(message('prep.waste.quantityMin'))
          .int(message('prep.waste.quantityMin'))
          .min(1, message('prep.waste.quantityMin'))
          .max(
            recordWasteBodyLinesItemQuantityMax,
            message('prep.waste.quantityMax', { max: recordWasteBodyLinesItemQuantityMax }),
          ),
        reason: z.enum(WASTE_REASONS, message('prep.waste.reasonRequired')),
        // An empty note is no note.
        note: z
          .string()
          .trim()
          .max(recordWasteBodyLinesItemNoteMax, message('prep.waste.noteMax', { max: recordWasteBodyLinesItemNoteMax }))
          .optional()
          .transform((note) => note || undefined),
      }),
    )
    .min(1)
    .max(recordWasteBodyLinesMax, message('prep.waste.tooMany', { max: recordWasteBodyLinesMax })),
});

export type WasteFormInput = z.input<typeof wasteFormSchema>;
export type WasteFormValues = z.output<typeof wasteFormSchema>;

export const EMPTY_WASTE_LINE = { note: '' } as WasteFormInput['lines'][number];

export const emptyWaste = (outletId: number | undefined): DefaultValues<WasteFormInput> => ({
  outlet_id: outletId,
  lines: [EMPTY_WASTE_LINE],
});

const parShape = replaceOutletPrepParsBody.shape.pars.element.shape;

/** An outlet's pars: each line a prep item, a daypart start and a par; an item's daypart once. */
export const parsFormSchema = z.object({
  pars: z
    .array(
      z.object({
        sku_id: z.number(message('prep.parItemRequired')).pipe(parShape.sku_id),
        from: z
          .string(message('prep.parFromRequired'))
          .refine(isTime, message('prep.parFromRequired'))
          .pipe(parShape.from),
        par: z
          .number(message('prep.parRequired'))
          .int(message('prep.parRequired'))
          .min(0, message('prep.parMin'))
          .max(replaceOutletPrepParsBodyParsItemParMax),
      }),
    )
    .max(replaceOutletPrepParsBodyParsMax, message('prep.parsTooMany', { max: replaceOutletPrepParsBodyParsMax }))
    .superRefine((pars, ctx) => {
      const seen = new Set<string>();
      pars.forEach((line, index) => {
        const key = `${line.sku_id}@${line.from}`;
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'from'], message: t('prep.parTwice') });
        seen.add(key);
      });
    }),
});

export type ParsFormInput = z.input<typeof parsFormSchema>;
export type ParsFormValues = z.output<typeof parsFormSchema>;
export const EMPTY_PAR = { from: '' } as ParsFormInput['pars'][number];
