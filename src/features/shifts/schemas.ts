// The approval of a shift's variance: the note is required (the contract's rule and its length
// limit, with the screen's message in front of them).
import { z } from 'zod';
import { approveShiftBody, approveShiftBodyNoteMax } from '@generated/zod/shifts/shifts.zod';
import { maxLengthMessage, message } from '@/lib/validation/messages';

export const approvalSchema = approveShiftBody.extend({
  note: z
    .string(message('shift.approval.noteRequired'))
    .trim()
    .min(1, message('shift.approval.noteRequired'))
    .max(approveShiftBodyNoteMax, maxLengthMessage('shift.approval.note', approveShiftBodyNoteMax))
    .pipe(approveShiftBody.shape.note),
});
export type ApprovalValues = z.infer<typeof approvalSchema>;
