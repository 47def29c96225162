// Locking a purchase order for the rest of a transaction, before a write decides on it: an edit, a
// cancellation, a goods receipt or an approval. Two of them on one order queue on this lock.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { purchaseOrders } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { requireReach, type OutletReach } from '../../lib/outlet-access';
import { PURCHASE_ORDER_NOT_FOUND } from './queries';

/**
 * Locks the order for the rest of the transaction and answers its status and outlet (404 when there
 * is none, or when it is received at an outlet out of the caller's reach).
 */
export async function lockPurchaseOrder(tx: Tx, reach: OutletReach, id: number) {
  const [po] = await tx
    .select({
      status: purchaseOrders.status,
      poNumber: purchaseOrders.poNumber,
      outletId: purchaseOrders.outletId,
      approvalStatus: purchaseOrders.approvalStatus,
      approvalRequestedBy: purchaseOrders.approvalRequestedBy,
      createdBy: purchaseOrders.createdBy,
      // What an approval binds, besides the lines (approvals.ts).
      vendorId: purchaseOrders.vendorId,
      bankName: purchaseOrders.bankName,
      bankAccountName: purchaseOrders.bankAccountName,
      bankAccountNumber: purchaseOrders.bankAccountNumber,
      withTax: purchaseOrders.withTax,
      taxRate: purchaseOrders.taxRate,
      tax: purchaseOrders.tax,
    })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, id))
    .for('update');
  requireReach(reach, po?.outletId, notFound(PURCHASE_ORDER_NOT_FOUND).message);
  return po!;
}
