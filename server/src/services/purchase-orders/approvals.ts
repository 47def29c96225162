// Purchase-order approval: a PO whose total is at or above the chain's threshold waits for an
// approver (approve_admin_purchase_order at its outlet) before it can be received or printed for the
// vendor. Approving and rejecting are writes of one transaction each, on the locked order, so a goods
// receipt at the same moment sees the decision or waits for it. An approval binds what was approved:
// a change to who is paid, where the goods go, what is bought, at what price and tax sends the PO
// back to waiting. Nobody decides on a PO they created, nor on one whose approval they requested.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { purchaseOrders, type ApprovalStatus } from '../../db/schema';
import { conflict, HttpError, unprocessable } from '../../lib/http-error';
import type { OutletReach } from '../../lib/outlet-access';
import { getPurchaseOrder, type PurchaseOrderDto } from './queries';
import { lockPurchaseOrder } from './lock';
import { purchaseOrderRecord, recordPurchaseOrder } from './record';

export const OWN_APPROVAL = 'You cannot approve or reject a purchase order you created';
export const REQUESTED_APPROVAL = 'You cannot approve or reject a purchase order you sent for approval';
export const NOT_AWAITING = 'This purchase order is not awaiting approval';

export function needsApproval(total: number, threshold: number | null): boolean {
  return threshold !== null && total >= threshold;
}

/** Why a PO may not be received (or printed for the vendor) in this approval state; undefined when it may. */
export function heldBack(approvalStatus: ApprovalStatus): string | undefined {
  if (approvalStatus === 'AWAITING_APPROVAL')
    return 'This purchase order is awaiting approval and cannot receive goods';
  if (approvalStatus === 'REJECTED') return 'This purchase order was rejected and cannot receive goods';
  return undefined;
}

/** What an approval approves: who is paid and how, where the goods go, what is bought, at what price and tax. */
export interface Bound {
  vendorId: number;
  outletId: number;
  bankName: string;
  bankAccountName: string;
  bankAccountNumber: string;
  withTax: boolean;
  taxRate: number;
  tax: number;
  lines: readonly { skuId: number; itemName: string; quantity: number; unitPrice: number }[];
}

/** Whether two versions of a PO differ in anything an approval binds; lines are compared in any order. */
export function boundChanged(was: Bound, is: Bound): boolean {
  const header = (b: Bound) =>
    JSON.stringify([
      b.vendorId,
      b.outletId,
      b.bankName,
      b.bankAccountName,
      b.bankAccountNumber,
      b.withTax,
      b.taxRate,
      b.tax,
    ]);
  const lines = (b: Bound) =>
    JSON.stringify(b.lines.map((l) => JSON.stringify([l.skuId, l.itemName, l.quantity, l.unitPrice])).sort());
  return header(was) !== header(is) || lines(was) !== lines(is);
}

const UNDECIDED = { approvalDecidedBy: null, approvalDecidedAt: null, approvalReason: null };

/** An edit as approval sees it: the new total, whether it changed what an approval binds, and by whom. */
export interface Edit {
  total: number;
  threshold: number | null;
  changesBound: boolean;
  editorId: number;
}

/**
 * The approval state after an edit. At or above the threshold the PO waits (again) when it needed no
 * approval, was rejected, or was approved but the edit changes what was approved; one waiting
 * already and changed stays waiting, now requested by the editor. Below the threshold (or with no
 * threshold) a waiting or rejected PO needs no approval any more, nor an approved one that was
 * changed; an approved one left as approved stays approved.
 */
export function approvalAfterEdit(
  approvalStatus: ApprovalStatus,
  edit: Edit,
): { set: Partial<typeof purchaseOrders.$inferInsert>; waitsAgain: boolean } {
  const requested = { approvalRequestedBy: edit.editorId };
  if (!needsApproval(edit.total, edit.threshold)) {
    const stale = approvalStatus === 'AWAITING_APPROVAL' || approvalStatus === 'REJECTED';
    if (stale || (approvalStatus === 'APPROVED' && edit.changesBound)) {
      return {
        set: { ...UNDECIDED, approvalStatus: 'NOT_REQUIRED', approvalRequestedAt: null, approvalRequestedBy: null },
        waitsAgain: false,
      };
    }
    return { set: {}, waitsAgain: false };
  }
  if (approvalStatus === 'AWAITING_APPROVAL') return { set: edit.changesBound ? requested : {}, waitsAgain: false };
  if (approvalStatus === 'APPROVED' && !edit.changesBound) return { set: {}, waitsAgain: false };
  return {
    set: { ...UNDECIDED, ...requested, approvalStatus: 'AWAITING_APPROVAL', approvalRequestedAt: new Date() },
    waitsAgain: true,
  };
}

export type Decision = { approve: true } | { approve: false; reason: string };

/** Approves or rejects a PO awaiting approval, as `userId`, within the approver's reach. */
export function decidePurchaseOrder(
  db: DbOrTx,
  userId: number,
  reach: OutletReach,
  id: number,
  decision: Decision,
): Promise<PurchaseOrderDto> {
  const reason = decision.approve ? null : decision.reason.trim();
  if (reason === '') throw unprocessable('Reason is required', 'reason');
  return db.transaction(async (tx) => {
    const po = await lockPurchaseOrder(tx, reach, id);
    if (po.status === 'CANCELLED') throw conflict('This purchase order is cancelled');
    if (po.approvalStatus !== 'AWAITING_APPROVAL') throw conflict(NOT_AWAITING);
    if (po.createdBy === userId) throw new HttpError(403, OWN_APPROVAL);
    if (po.approvalRequestedBy === userId) throw new HttpError(403, REQUESTED_APPROVAL);
    const before = await purchaseOrderRecord(tx, id);
    const now = new Date();
    await tx
      .update(purchaseOrders)
      .set({
        approvalStatus: decision.approve ? 'APPROVED' : 'REJECTED',
        approvalDecidedBy: userId,
        approvalDecidedAt: now,
        approvalReason: reason,
        updatedAt: now,
      })
      .where(eq(purchaseOrders.id, id));
    await recordPurchaseOrder(tx, id, before);
    return getPurchaseOrder(tx, reach, id);
  });
}
