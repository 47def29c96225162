// A goods receipt: one transaction that locks the purchase order, checks every line against what
// is still to come, records the receipt, books each received line into stock at the order's outlet
// through the ledger (a purchase unit of an ingredient brings in its amount in stock units), blends
// the line's price into the SKU's average cost and moves the status on. Two people receiving the same delivery at once queue on the order's
// lock; the second sees what the first received and is refused if nothing is left. A PO awaiting
// approval, or rejected, receives nothing (409), decided under the same lock as an approval.
import { eq, sql } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import {
  purchaseOrderInboundItems,
  purchaseOrderInbounds,
  purchaseOrderItems,
  purchaseOrders,
  skus,
} from '../../db/schema';
import { blendAverageCost } from '../../lib/average-cost';
import { conflict, unprocessable } from '../../lib/http-error';
import type { OutletReach } from '../../lib/outlet-access';
import { moveStock } from '../../lib/stock-ledger';
import { EXPIRY_REQUIRED, receivedLot } from '../../lib/stock-lots';
import { costPerStockUnit, stockUnitsPerPurchase } from '../../lib/stock-units';
import { heldBack } from './approvals';
import { getPurchaseOrder, type PurchaseOrderDto } from './queries';
import { lockPurchaseOrder } from './lock';
import { purchaseOrderRecord, recordPurchaseOrder } from './record';

type Input = components['schemas']['PurchaseOrderInboundInput'];

export const OVER_RECEIVED = 'Quantity received cannot exceed remaining quantity';

export function receiveGoods(
  db: DbOrTx,
  userId: number,
  reach: OutletReach,
  id: number,
  input: Input,
): Promise<PurchaseOrderDto> {
  if (input.purchase_order_id !== id) {
    throw unprocessable('The purchase order id does not match the address', 'purchase_order_id');
  }
  return db.transaction(async (tx) => {
    const po = await lockPurchaseOrder(tx, reach, id);
    if (po.status === 'COMPLETED' || po.status === 'CANCELLED') {
      throw conflict('This purchase order is closed and cannot receive goods');
    }
    const held = heldBack(po.approvalStatus);
    if (held) throw conflict(held);
    const before = await purchaseOrderRecord(tx, id);
    const lines = await tx
      .select({
        id: purchaseOrderItems.id,
        skuId: purchaseOrderItems.skuId,
        quantity: purchaseOrderItems.quantity,
        received: purchaseOrderItems.quantityReceived,
        unitPrice: purchaseOrderItems.unitPrice,
        kind: skus.kind,
        unit: skus.unit,
        unitAmount: skus.unitAmount,
        tracksExpiry: skus.tracksExpiry,
      })
      .from(purchaseOrderItems)
      .innerJoin(skus, eq(skus.id, purchaseOrderItems.skuId))
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
      if (line.tracksExpiry && !item.expiry_date) throw unprocessable(EXPIRY_REQUIRED, `items.${index}.expiry_date`);
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
    const booked = receiving.map((r) => ({
      ...r,
      inboundItemId: inboundItems.find((i) => i.lineId === r.line.id)!.id,
      perPurchase: stockUnitsPerPurchase(r.line.kind, r.line.unit, r.line.unitAmount),
    }));
    for (const { line, item } of booked) {
      await tx
        .update(purchaseOrderItems)
        .set({ quantityReceived: sql`${purchaseOrderItems.quantityReceived} + ${item.quantity_received}` })
        .where(eq(purchaseOrderItems.id, line.id));
    }
    await moveStock(
      tx,
      booked.map(({ line, item, index, inboundItemId, perPurchase }) => ({
        outletId: po.outletId,
        skuId: line.skuId,
        source: 'receipt' as const,
        changeType: 'add' as const,
        quantity: item.quantity_received * perPurchase,
        tagging: 'po' as const,
        note: { code: 'goods_receipt', params: { number: po.poNumber } },
        poNumber: po.poNumber,
        purchaseOrderId: id,
        inboundItemId,
        userId,
        field: `items.${index}.quantity_received`,
        // A SKU that tracks expiry comes in as a lot with its date, at the line's cost.
        newLot:
          line.tracksExpiry && item.expiry_date
            ? receivedLot(item.expiry_date, { unitCostMilli: costPerStockUnit(line.unitPrice, perPurchase) })
            : undefined,
      })),
    );
    // SKU by SKU in id order, so receipts of the same SKUs lock their rows in one order.
    for (const { line, item, perPurchase } of [...booked].sort((a, b) => a.line.skuId - b.line.skuId)) {
      const units = item.quantity_received * perPurchase;
      await blendAverageCost(tx, line.skuId, units, costPerStockUnit(line.unitPrice, perPurchase));
    }
    const complete = lines.every((line) => {
      const now = receiving.find((r) => r.line.id === line.id)?.item.quantity_received ?? 0;
      return line.received + now === line.quantity;
    });
    await tx
      .update(purchaseOrders)
      .set({ status: complete ? 'COMPLETED' : 'PARTIAL', updatedAt: new Date() })
      .where(eq(purchaseOrders.id, id));
    await recordPurchaseOrder(tx, id, before);
    return getPurchaseOrder(tx, reach, id);
  });
}
