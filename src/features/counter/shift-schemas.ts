// The counter's shift forms: opening with a float, a cash movement, and closing with a count by
// denomination whose sum is the counted cash; each output is the contract's request body.
import { z } from 'zod';
import {
  closeShiftBodyDenominationsItemCountMax,
  closeShiftBodyNoteMax,
  createShiftCashMovementBodyAmountMax,
  createShiftCashMovementBodyReasonMax,
  openShiftBodyOpeningFloatMax,
} from '@generated/zod/shifts/shifts.zod';
import { CashMovementType, Denomination } from '@generated/model';
import { maxLengthMessage, message } from '@/lib/validation/messages';

/** The notes and coins a drawer is counted in, largest first. */
export const DENOMINATIONS = Object.values(Denomination).sort((a, b) => b - a);

export const openShiftSchema = z.object({
  outlet_id: z.number(),
  register: z.string(),
  opening_float: z
    .number(message('counterShift.openingFloatRequired'))
    .int()
    .min(0, message('counterShift.openingFloatRequired'))
    .max(openShiftBodyOpeningFloatMax),
});
export type OpenShiftInput = z.input<typeof openShiftSchema>;

export const cashMovementSchema = z.object({
  type: z.enum(CashMovementType),
  amount: z
    .number(message('counterShift.amountRequired'))
    .int()
    .min(1, message('counterShift.amountRequired'))
    .max(createShiftCashMovementBodyAmountMax),
  reason: z
    .string()
    .trim()
    .min(1, message('counterShift.reasonRequired'))
    .max(
      createShiftCashMovementBodyReasonMax,
      maxLengthMessage('counterShift.reason', createShiftCashMovementBodyReasonMax),
    ),
});
export type CashMovementInput = z.input<typeof cashMovementSchema>;

/** What a count by denomination comes to. */
export const countedTotal = (counts: readonly { value: number; count?: number | undefined }[]) =>
  counts.reduce((sum, { value, count }) => sum + value * (count ?? 0), 0);

export const closeShiftSchema = z
  .object({
    counts: z.array(
      z.object({
        value: z.number(),
        count: z.number().int().min(0).max(closeShiftBodyDenominationsItemCountMax).optional(),
      }),
    ),
    note: z
      .string()
      .trim()
      .max(closeShiftBodyNoteMax, maxLengthMessage('counterShift.note', closeShiftBodyNoteMax))
      .transform((text) => (text === '' ? null : text)),
    // The server's word on the count (it does not add up, the shift is no longer open) lands here.
    counted_cash: z.unknown().optional(),
  })
  .transform(({ counts, note }) => ({
    counted_cash: countedTotal(counts),
    note,
    denominations: counts
      .filter((row) => (row.count ?? 0) > 0)
      .map((row) => ({ value: row.value as Denomination, count: row.count ?? 0 })),
  }));
export type CloseShiftInput = z.input<typeof closeShiftSchema>;

export const emptyCount = (): CloseShiftInput => ({
  counts: DENOMINATIONS.map((value) => ({ value, count: undefined })),
  note: '',
  counted_cash: null,
});
