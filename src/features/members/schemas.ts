// The "Adjust points" form: points to add or take away (never 0, within the contract's bounds) and
// the reason, with the screen's messages in front of the contract's rules.
import { z } from 'zod';
import {
  adjustCustomerPointsBodyPointsMax,
  adjustCustomerPointsBodyPointsMin,
  adjustCustomerPointsBodyReasonMax,
  adjustCustomerPointsBodyReasonMin,
} from '@generated/zod/customers/customers.zod';
import { message } from '@/lib/validation/messages';

export const adjustPointsSchema = z.object({
  points: z
    .number(message('members.pointsRequired'))
    .int(message('members.pointsRequired'))
    .min(adjustCustomerPointsBodyPointsMin, message('members.pointsRange'))
    .max(adjustCustomerPointsBodyPointsMax, message('members.pointsRange'))
    .refine((points) => points !== 0, message('members.pointsNotZero')),
  reason: z
    .string(message('members.reasonRequired'))
    .trim()
    .min(adjustCustomerPointsBodyReasonMin, message('members.reasonRequired'))
    .max(adjustCustomerPointsBodyReasonMax, message('members.reasonTooLong')),
});
export type AdjustPointsInput = z.input<typeof adjustPointsSchema>;
export type AdjustPointsValues = z.output<typeof adjustPointsSchema>;
