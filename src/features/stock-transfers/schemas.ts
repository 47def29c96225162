// The new-transfer form and the receive dialog: the spec's messages in front of the contract's
// limits. A line's SKU appears once; the two outlets differ; on receiving, what arrived and what
// arrived damaged together are at most what was sent (the rest is lost).
import { z } from 'zod';
import { maxLengthMessage, message } from '@/lib/validation/messages';

const quantity = (min: number, key: 'stockTransfer.quantityMin' | 'stockTransfer.receivedMin') =>
  z.number(message(key)).int(message(key)).min(min, message(key)).max(1_000_000, message(key));

const note = z.string().trim().max(500, maxLengthMessage('stockTransfer.note', 500)).optional();

export const transferFormSchema = z
  .object({
    from_outlet_id: z.number(message('stockTransfer.fromRequired')),
    to_outlet_id: z.number(message('stockTransfer.toRequired')),
    note,
    items: z
      .array(
        z.object({
          sku_id: z.number(message('stockTransfer.skuRequired')),
          quantity: quantity(1, 'stockTransfer.quantityMin'),
        }),
      )
      .min(1, message('stockTransfer.itemsRequired'))
      .max(200),
  })
  .superRefine((values, context) => {
    if (values.from_outlet_id === values.to_outlet_id) {
      context.addIssue({ code: 'custom', path: ['to_outlet_id'], ...messageOf('stockTransfer.sameOutlet') });
    }
    const seen = new Set<number>();
    values.items.forEach((line, index) => {
      if (seen.has(line.sku_id)) {
        context.addIssue({
          code: 'custom',
          path: ['items', index, 'sku_id'],
          ...messageOf('stockTransfer.duplicateSku'),
        });
      }
      seen.add(line.sku_id);
    });
  });

function messageOf(key: 'stockTransfer.sameOutlet' | 'stockTransfer.duplicateSku') {
  return { message: message(key).error() };
}

export type TransferFormInput = z.input<typeof transferFormSchema>;
export type TransferFormValues = z.output<typeof transferFormSchema>;

export const EMPTY_LINE = { sku_id: undefined, quantity: undefined } as unknown as TransferFormInput['items'][number];

/** The receive dialog for the quantities sent on each line (in the transfer's order). */
export const receiveFormSchema = (sent: readonly number[]) =>
  z
    .object({
      note,
      items: z.array(
        z.object({
          sku_id: z.number(),
          quantity_received: quantity(0, 'stockTransfer.receivedMin'),
          quantity_damaged: quantity(0, 'stockTransfer.receivedMin'),
        }),
      ),
    })
    .superRefine((values, context) => {
      values.items.forEach((line, index) => {
        const max = sent[index] ?? 0;
        if (line.quantity_received + line.quantity_damaged > max) {
          context.addIssue({
            code: 'custom',
            path: ['items', index, 'quantity_received'],
            message: message('stockTransfer.receivedMax', { sent: max }).error(),
          });
        }
      });
    });

export type ReceiveFormInput = z.input<ReturnType<typeof receiveFormSchema>>;
export type ReceiveFormValues = z.output<ReturnType<typeof receiveFormSchema>>;

/** What is lost on a line: sent less received and damaged, never below zero while typing. */
export const lostOf = (sent: number, received: number | undefined, damaged: number | undefined) =>
  Math.max(0, sent - (received ?? 0) - (damaged ?? 0));
