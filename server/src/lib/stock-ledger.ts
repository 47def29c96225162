// The stock ledger: the one way stock changes. Every change (a goods receipt, an adjustment, and
// whatever moves stock later) calls `moveStock` inside the caller's transaction. It locks the SKU's
// stock line, refuses to go below zero, writes the movement with the quantity before and after, who
// and why, and sets the new stock, so the stock always equals the sum of its movements.
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { INVENTORY_TAGGINGS, inventoryMovements, inventoryStocks, TAGGINGS_BY_CHANGE_TYPE } from '../db/schema';
import { databaseErrorCode, unprocessable } from './http-error';

export type ChangeType = keyof typeof TAGGINGS_BY_CHANGE_TYPE;
export type Tagging = (typeof INVENTORY_TAGGINGS)[number];

export const INVALID_TAGGING = 'Invalid tagging for the selected change type';

export interface StockChange {
  skuId: number;
  changeType: ChangeType;
  /** Units, at least 1. */
  quantity: number;
  tagging: Tagging;
  note: string;
  poNumber?: string | null;
  purchaseOrderId?: number | null;
  /** The goods-receipt line that brought the units in. */
  inboundItemId?: number | null;
  userId: number;
  /** Where a refusal points in the request (`quantity`, `items.0.quantity_received`...). */
  field?: string;
}

export type Movement = typeof inventoryMovements.$inferSelect;

export function taggingFits(changeType: ChangeType, tagging: string): boolean {
  return (TAGGINGS_BY_CHANGE_TYPE[changeType] as readonly string[]).includes(tagging);
}

/**
 * Locks the SKU's stock line and answers its quantity. A SKU that never had stock gets its line at
 * 0 here; the no-op update on conflict is what locks an existing line, in the same statement, so
 * two first movements of a SKU at once queue on the line like any others.
 */
async function lockStock(tx: Tx, skuId: number, field: string): Promise<number> {
  const [stock] = await tx
    .insert(inventoryStocks)
    .values({ skuId, quantity: 0 })
    .onConflictDoUpdate({ target: inventoryStocks.skuId, set: { quantity: sql`${inventoryStocks.quantity}` } })
    .returning({ quantity: inventoryStocks.quantity })
    .catch((error: unknown) => {
      if (databaseErrorCode(error) === '23503') throw unprocessable(`SKU ${skuId} does not exist`, field);
      throw error;
    });
  return stock!.quantity;
}

export async function moveStock(tx: Tx, change: StockChange): Promise<Movement> {
  const field = change.field ?? 'quantity';
  if (!Number.isInteger(change.quantity) || change.quantity < 1) {
    throw unprocessable('Quantity must be at least 1', field);
  }
  if (!taggingFits(change.changeType, change.tagging)) throw unprocessable(INVALID_TAGGING, 'tagging');
  const before = await lockStock(tx, change.skuId, change.field ?? 'sku_id');
  const after = change.changeType === 'add' ? before + change.quantity : before - change.quantity;
  if (after < 0) {
    throw unprocessable(`Not enough stock: ${before} on hand, ${change.quantity} to deduct`, field);
  }
  const [movement] = await tx
    .insert(inventoryMovements)
    .values({
      skuId: change.skuId,
      changeType: change.changeType,
      quantity: change.quantity,
      quantityBefore: before,
      quantityAfter: after,
      tagging: change.tagging,
      note: change.note,
      poNumber: change.poNumber ?? null,
      purchaseOrderId: change.purchaseOrderId ?? null,
      inboundItemId: change.inboundItemId ?? null,
      createdBy: change.userId,
      // The moment of the write, not of the transaction's start: a change that waited for the lock
      // is later in the log than the one it waited for, as its before and after say.
      createdAt: sql`clock_timestamp()`,
    })
    .returning();
  await tx
    .update(inventoryStocks)
    .set({ quantity: after, lastMovementAt: movement!.createdAt })
    .where(eq(inventoryStocks.skuId, change.skuId));
  return movement!;
}
