// The new-transfer form and the receive dialog: the contract's bodies with the spec's messages in
// front of them. Written here only what the contract cannot say: whole units, at least one line, a
// line's SKU once, two different outlets, and on receiving that what arrived and what arrived
// damaged together are at most what was sent (the rest is lost).
import { z } from 'zod';
import {
  createStockTransferBody,
  createStockTransferBodyItemsItemQuantityMax,
  createStockTransferBodyItemsMax,
  createStockTransferBodyNoteMax,
  receiveStockTransferBody,
  receiveStockTransferBodyItemsItemQuantityReceivedMax,
} from '@generated/zod/stock-transfers/stock-transfers.zod';
import { maxLengthMessage, message } from '@/lib/validation/messages';
import type { StockTransferLot } from '@generated/model';

const createLine = createStockTransferBody.shape.items.element.shape;
const receiveLine = receiveStockTransferBody.shape.items.element.shape;

const quantity = (min: number, max: number, key: 'stockTransfer.quantityMin' | 'stockTransfer.receivedMin') =>
  z.number(message(key)).int(message(key)).min(min, message(key)).max(max, message(key));

const note = z
  .string()
  .trim()
  .max(createStockTransferBodyNoteMax, maxLengthMessage('stockTransfer.note', createStockTransferBodyNoteMax))
  .pipe(createStockTransferBody.shape.note.unwrap())
  .optional();

export const transferFormSchema = createStockTransferBody
  .extend({
    from_outlet_id: z.number(message('stockTransfer.fromRequired')).pipe(createStockTransferBody.shape.from_outlet_id),
    to_outlet_id: z.number(message('stockTransfer.toRequired')).pipe(createStockTransferBody.shape.to_outlet_id),
    note,
    items: z
      .array(
        z.object({
          sku_id: z.number(message('stockTransfer.skuRequired')).pipe(createLine.sku_id),
          quantity: quantity(1, createStockTransferBodyItemsItemQuantityMax, 'stockTransfer.quantityMin').pipe(
            createLine.quantity,
          ),
        }),
      )
      .min(1, message('stockTransfer.itemsRequired'))
      .pipe(createStockTransferBody.shape.items),
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

/** The most lines a transfer may have, as the line editor offers them. */
export const MAX_LINES = createStockTransferBodyItemsMax;

const received = () =>
  quantity(0, receiveStockTransferBodyItemsItemQuantityReceivedMax, 'stockTransfer.receivedMin').pipe(
    receiveLine.quantity_received,
  );

/**
 * The receive dialog for the quantities sent on each line (in the transfer's order); a line whose SKU
 * tracks expiry (`tracksExpiry`, by line) needs the expiry date of what arrived in good order.
 */
export const receiveFormSchema = (sent: readonly number[], tracksExpiry: readonly boolean[] = []) =>
  receiveStockTransferBody
    .extend({
      note,
      items: z.array(
        z.object({
          sku_id: receiveLine.sku_id,
          quantity_received: received(),
          quantity_damaged: received(),
          expiry_date: receiveLine.expiry_date,
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
        if (line.quantity_received > 0 && tracksExpiry[index] && !line.expiry_date) {
          context.addIssue({
            code: 'custom',
            path: ['items', index, 'expiry_date'],
            message: message('inventory.expiryDateRequired').error(),
          });
        }
      });
    });

export type ReceiveFormInput = z.input<ReturnType<typeof receiveFormSchema>>;
export type ReceiveFormValues = z.output<ReturnType<typeof receiveFormSchema>>;

/** What is lost on a line: sent less received and damaged, never below zero while typing. */
export const lostOf = (sent: number, received: number | undefined, damaged: number | undefined) =>
  Math.max(0, sent - (received ?? 0) - (damaged ?? 0));

/** The date a received line is offered: the earliest expiry date among the lots that left with it. */
export const sentExpiryDate = (lots: readonly StockTransferLot[] | undefined): string | null =>
  (lots ?? [])
    .map((lot) => lot.expiry_date)
    .filter((date): date is string => date !== null)
    .sort()[0] ?? null;
