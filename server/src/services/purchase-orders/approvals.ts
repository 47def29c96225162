// Purchase-order approval: a PO whose total is at or above the chain's threshold waits for an
// approver (approve_admin_purchase_order at its outlet) before it can be received or printed for the
// vendor. Approving and rejecting are writes of one transaction each, on the locked order, so a goods
// receipt at the same moment sees the decision or waits for it. Nobody decides on a PO they created.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { purchaseOrders, type ApprovalStatus } from '../../db/schema';
import { conflict, HttpError, unprocessable } from '../../lib/http-error';
import type { OutletReach } from '../../lib/outlet-access';
import { getPurchaseOrder, type PurchaseOrderDto } from './queries';
import { lockPurchaseOrder } from './lock';
import { purchaseOrderRecord, recordPurchaseOrder } from './record';

export const OWN_APPROVAL = 'You cannot approve or reject a purchase order you created';
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

interface Current {
  approvalStatus: ApprovalStatus;
  approvedTotal: number | null;
}

const WAITING = {
  approvalStatus: 'AWAITING_APPROVAL' as const,
  approvalDecidedBy: null,
  approvalDecidedAt: null,
  approvalReason: null,
  approvedTotal: null,
};

/**
 * The approval state after an edit to `total`. At or above the threshold the PO waits (again),
 * unless it waits already or was approved at a total at least as high. Below it (or with no
 * threshold) a waiting or rejected PO needs no approval any more; an approved one stays approved.
 */
export function approvalAfterEdit(
  current: Current,
  total: number,
  threshold: number | null,
): { set: Partial<typeof purchaseOrders.$inferInsert>; waitsAgain: boolean } {
  const { approvalStatus, approvedTotal } = current;
  if (!needsApproval(total, threshold)) {
    if (approvalStatus === 'AWAITING_APPROVAL' || approvalStatus === 'REJECTED') {
      return { set: { ...WAITING, approvalStatus: 'NOT_REQUIRED' }, waitsAgain: false };
    }
    return { set: {}, waitsAgain: false };
  }
  if (approvalStatus === 'AWAITING_APPROVAL') return { set: {}, waitsAgain: false };
  if (approvalStatus === 'APPROVED' && approvedTotal !== null && total <= approvedTotal) {
    return { set: {}, waitsAgain: false };
  }
  return { set: { ...WAITING, approvalRequestedAt: new Date() }, waitsAgain: true };
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
    const before = await purchaseOrderRecord(tx, id);
    const now = new Date();
    await tx
      .update(purchaseOrders)
      .set({
        approvalStatus: decision.approve ? 'APPROVED' : 'REJECTED',
        approvalDecidedBy: userId,
        approvalDecidedAt: now,
        approvalReason: reason,
        approvedTotal: decision.approve ? po.totalAmount : null,
        updatedAt: now,
      })
      .where(eq(purchaseOrders.id, id));
    await recordPurchaseOrder(tx, id, before);
    return getPurchaseOrder(tx, reach, id);
  });
}
