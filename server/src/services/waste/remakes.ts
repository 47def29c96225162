// Cups of an order made again at the order desk: what the first cups used (their recipe with their
// options, as the sale recorded it exactly per line in order_item_usage) is written off as waste
// (`remake`, the order linked); the order keeps its lines and its price. Like a sale, the write-off
// takes what has not expired first and may take stock below zero: the cups were made.
import { eq, inArray, sql } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { Db } from '../../db/client';
import { orderItems, orderItemUsage } from '../../db/schema';
import { recordChange } from '../../lib/audit';
import { unprocessable } from '../../lib/http-error';
import { requireReach, type OutletReach } from '../../lib/outlet-access';
import { moveStock } from '../../lib/stock-ledger';
import { ORDER_NOT_FOUND } from '../orders/queries';
import { lockSale } from '../sales/apply';
import { isBeingMade, REMAKE_REFUSED } from '../sales/life-cycle';
import { movementsBySku, wasteRecorded, type WasteRecorded } from './recorded';

type RemakeInput = components['schemas']['RemakeInput'];

export function remakeOrderItems(
  db: Db,
  orderId: number,
  input: RemakeInput,
  userId: number,
  reach: OutletReach,
): Promise<WasteRecorded> {
  return db.transaction(async (tx) => {
    const sale = await lockSale(tx, orderId);
    requireReach(reach, sale?.order.outletId, ORDER_NOT_FOUND);
    const { outletId, status } = sale!.order;
    if (!isBeingMade(status)) throw unprocessable(REMAKE_REFUSED);
    const lines = new Map(
      (
        await tx
          .select({ id: orderItems.id, quantity: orderItems.quantity })
          .from(orderItems)
          .where(eq(orderItems.orderId, orderId))
      ).map((line) => [line.id, line.quantity]),
    );
    input.items.forEach((item, i) => {
      const has = lines.get(item.item_id);
      if (has === undefined) throw unprocessable('This item is not on the order', `items.${i}.item_id`);
      if (item.quantity > has)
        throw unprocessable(
          `The line has ${has} ${has === 1 ? 'cup' : 'cups'}: at most that many can be made again`,
          `items.${i}.quantity`,
        );
    });
    // What one cup of each line used exactly is its recorded use over the line's quantity.
    const usage = await tx
      .select({
        itemId: orderItemUsage.orderItemId,
        skuId: orderItemUsage.skuId,
        milli: sql<string>`sum(${orderItemUsage.quantityMilli})`,
      })
      .from(orderItemUsage)
      .where(
        inArray(
          orderItemUsage.orderItemId,
          input.items.map((item) => item.item_id),
        ),
      )
      .groupBy(orderItemUsage.orderItemId, orderItemUsage.skuId);
    const perSku = new Map<number, number>();
    for (const item of input.items)
      for (const use of usage.filter((u) => u.itemId === item.item_id)) {
        const milli = Math.round((Number(use.milli) * item.quantity) / lines.get(item.item_id)!);
        perSku.set(use.skuId, (perSku.get(use.skuId) ?? 0) + milli);
      }
    const movements = await moveStock(
      tx,
      [...perSku]
        .filter(([, milli]) => milli > 0)
        .sort(([a], [b]) => a - b)
        .map(([skuId, milli]) => ({
          outletId,
          skuId,
          source: 'waste' as const,
          changeType: 'deduct' as const,
          quantity: 0,
          exactMilli: milli,
          wasteReason: 'remake' as const,
          note: { code: 'order_remade' as const, params: { order_id: orderId } },
          orderId,
          userId,
          usedInCups: true,
        })),
    );
    const recorded = await wasteRecorded(
      tx,
      outletId,
      [...movementsBySku(movements)].map(([skuId, pieces]) => ({
        skuId,
        reason: 'remake' as const,
        movements: pieces,
      })),
    );
    await recordChange(tx, {
      recordType: 'order',
      recordId: orderId,
      outletId,
      after: {
        remade: input.items.map((item) => ({ item_id: item.item_id, quantity: item.quantity })),
        note: input.note?.trim() ?? '',
        wasteValue: recorded.total_value,
      },
    });
    return recorded;
  });
}
