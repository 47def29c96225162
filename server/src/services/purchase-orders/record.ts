// The purchase order as the audit trail records it (its row and its lines), and recording a write's
// change to it; every write to a purchase order (edit, cancel, receipt, approval) goes through here.
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { purchaseOrderItems, purchaseOrders } from '../../db/schema';
import { recordChange, snapshot } from '../../lib/audit';
import { recordChangeNotices } from '../../lib/order-events';

/** The purchase order as the audit trail records it: its row and its lines. */
export async function purchaseOrderRecord(tx: Tx, id: number) {
  const row = await snapshot(tx, purchaseOrders, id);
  const items = await tx
    .select({
      id: purchaseOrderItems.id,
      item_name: purchaseOrderItems.itemName,
      sku_id: purchaseOrderItems.skuId,
      quantity: purchaseOrderItems.quantity,
      unit_price: purchaseOrderItems.unitPrice,
      total_price: purchaseOrderItems.totalPrice,
      quantity_received: purchaseOrderItems.quantityReceived,
    })
    .from(purchaseOrderItems)
    .where(eq(purchaseOrderItems.purchaseOrderId, id))
    .orderBy(asc(purchaseOrderItems.id));
  return { ...row, items };
}

/** Records the purchase order's change, `before` read at the start of the write. */
export async function recordPurchaseOrder(
  tx: Tx,
  id: number,
  before: Awaited<ReturnType<typeof purchaseOrderRecord>> | undefined,
) {
  const after = await purchaseOrderRecord(tx, id);
  const outletId = (after as Record<string, unknown>).outletId as number;
  await recordChange(tx, { recordType: 'purchase_order', recordId: id, outletId, before, after });
  await recordChangeNotices(tx, 'purchase_order', [{ outletId, id }]);
}
