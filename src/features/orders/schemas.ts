// The order desk's two forms about cups already made: making a line again (how many, why) and
// cancelling an order whose cups may be made (were they?). Built from the contract's bodies.
import { z } from 'zod';
import { remakeOrderItemsBody, remakeOrderItemsBodyNoteMax } from '@generated/zod/prep/prep.zod';
import type { RemakeInput } from '@generated/model';
import { maxLengthMessage, message } from '@/lib/validation/messages';

const remakeLine = remakeOrderItemsBody.shape.items.element.shape;

/** One line made again: at least one cup, at most the line's; shaped as the body, so a refusal naming `items.0.quantity` lands on its field. */
export const remakeFormSchema = (most: number) => {
  const range = message('order.remake.quantityRange', { max: most });
  return remakeOrderItemsBody.extend({
    items: z
      .array(
        z.object({
          item_id: remakeLine.item_id,
          quantity: z.number(range).int(range).min(1, range).max(most, range).pipe(remakeLine.quantity),
        }),
      )
      .length(1),
    note: z
      .string()
      .trim()
      .max(remakeOrderItemsBodyNoteMax, maxLengthMessage('order.remake.note', remakeOrderItemsBodyNoteMax))
      .transform((note) => note || undefined),
  });
};
export type RemakeFormInput = z.input<ReturnType<typeof remakeFormSchema>>;
export type RemakeFormValues = z.output<ReturnType<typeof remakeFormSchema>>;

/** The form's output is the contract's body. */
export const remakeBody = (values: RemakeFormValues): RemakeInput => values;

/** Cancelling a PREPARING or READY order: whether its cups were made must be said. */
export const cancelMadeSchema = z
  .object({ made: z.enum(['yes', 'no'], message('order.cancelMade.required')).nullable() })
  .refine((values) => values.made !== null, { path: ['made'], ...message('order.cancelMade.required') })
  .transform(({ made }) => ({ made: made === 'yes' }));
export type CancelMadeInput = z.input<typeof cancelMadeSchema>;
