// A goods receipt: one transaction that locks the purchase order, checks every line against what
// is still to come, records the receipt, books each received line into stock through the ledger
// and moves the status on. Two people receiving the same delivery at once queue on the order's
// lock; the second sees what the first received and is refused if nothing is left.
import { eq, sql } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { purchaseOrderInboundItems, purchaseOrderInbounds, purchaseOrderItems, purchaseOrders } from '../../db/schema';
import { conflict, unprocessable } from '../../lib/http-error';
import { moveStock } from '../../lib/stock-ledger';
import { getPurchaseOrder, type PurchaseOrderDto } from './queries';
import { lockPurchaseOrder } from './writes';

type Input = components['schemas']['PurchaseOrderInboundInput'];

export const OVER_RECEIVED = 'Quantity received cannot exceed remaining quantity';

export function receiveGoods(db: DbOrTx, userId: number, id: number, input: Input): Promise<PurchaseOrderDto> {
  if (input.purchase_order_id !== id) {
    throw unprocessable('The purchase order id does not match the address', 'purchase_order_id');
  }
  return db.transaction(async (tx) => {
    const po = await lockPurchaseOrder(tx, id);
    if (po.status === 'COMPLETED' || po.status === 'CANCELLED') {
      throw conflict('This purchase order is closed and cannot receive goods');
    }
    const lines = await tx
      .select({
        id: purchaseOrderItems.id,
        skuId: purchaseOrderItems.skuId,
        quantity: purchaseOrderItems.quantity,
        received: purchaseOrderItems.quantityReceived,
      })
      .from(purchaseOrderItems)
      .where(eq(purchaseOrderItems.purchaseOrderId, id));
    const byId = new Map(lines.map((line) => [line.id, line]));
    const seen = new Set<number>();
    const receiving = input.items.flatMap((item, index) => {
      const line = byId.get(item.item_id);
      if (!line || seen.has(item.item_id)) {
        throw unprocessable('This line is not on the purchase order', `items.${index}.item_id`);
      }
      seen.add(item.item_id);
      if (item.quantity_received === 0) {
        if (item.received_at) {
          throw unprocessable('Quantity received is required when a date is given', `items.${index}.quantity_received`);
        }
        return [];
      }
      if (!item.received_at) throw unprocessable('Received date is required', `items.${index}.received_at`);
      if (item.quantity_received > line.quantity - line.received) {
        throw unprocessable(OVER_RECEIVED, `items.${index}.quantity_received`);
      }
      return [{ line, item, index }];
    });
    if (receiving.length === 0) throw unprocessable('At least one line must receive goods', 'items');

    const [inbound] = await tx
      .insert(purchaseOrderInbounds)
      .values({ purchaseOrderId: id, createdBy: userId })
      .returning({ id: purchaseOrderInbounds.id });
    const inboundItems = await tx
      .insert(purchaseOrderInboundItems)
      .values(
        receiving.map(({ line, item }) => ({
          inboundId: inbound!.id,
          purchaseOrderItemId: line.id,
          quantityReceived: item.quantity_received,
          receivedAt: item.received_at!,
          notes: item.notes?.trim() || null,
        })),
      )
      .returning({ id: purchaseOrderInboundItems.id, lineId: purchaseOrderInboundItems.purchaseOrderItemId });
    // Stock lines are locked in SKU order, so receipts and adjustments never wait on each other in a circle.
    const booked = receiving
      .map((r) => ({ ...r, inboundItemId: inboundItems.find((i) => i.lineId === r.line.id)!.id }))
      .sort((a, b) => a.line.skuId - b.line.skuId || a.line.id - b.line.id);
    for (const { line, item, index, inboundItemId } of booked) {
      await tx
        .update(purchaseOrderItems)
        .set({ quantityReceived: sql`${purchaseOrderItems.quantityReceived} + ${item.quantity_received}` })
        .where(eq(purchaseOrderItems.id, line.id));
      await moveStock(tx, {
        skuId: line.skuId,
        changeType: 'add',
        quantity: item.quantity_received,
        tagging: 'po',
        note: `Goods receipt for ${po.poNumber}`,
        poNumber: po.poNumber,
        purchaseOrderId: id,
        inboundItemId,
        userId,
        field: `items.${index}.quantity_received`,
      });
    }
    const complete = lines.every((line) => {
      const now = receiving.find((r) => r.line.id === line.id)?.item.quantity_received ?? 0;
      return line.received + now === line.quantity;
    });
    await tx
      .update(purchaseOrders)
      .set({ status: complete ? 'COMPLETED' : 'PARTIAL', updatedAt: new Date() })
      .where(eq(purchaseOrders.id, id));
    return getPurchaseOrder(tx, id);
  });
}
