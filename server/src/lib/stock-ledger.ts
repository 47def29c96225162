// The stock ledger: the one way stock changes. Every change (a goods receipt, an adjustment, a sale
// and its return, and whatever moves stock later) calls `moveStock` inside the caller's transaction
// with the changes it makes. The ledger locks the stock lines they touch, all in one statement and
// in one fixed order (outlet, then SKU), so two writers never wait on each other in a circle; it
// writes one movement per change with the quantity before and after, who and why, and sets the new
// stock, so each outlet's stock of a SKU always equals the sum of its movements there.
//
// A deduction by hand or by receipt never takes stock below zero. A sale may: the customer has the
// drink, so the shelf held more than was booked, and the line shows in red until it is counted.
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { INVENTORY_SOURCES, INVENTORY_TAGGINGS, inventoryMovements, TAGGINGS_BY_CHANGE_TYPE } from '../db/schema';
import { databaseErrorCode, unprocessable } from './http-error';

export type ChangeType = keyof typeof TAGGINGS_BY_CHANGE_TYPE;
export type Tagging = (typeof INVENTORY_TAGGINGS)[number];
export type StockSource = (typeof INVENTORY_SOURCES)[number];

export const INVALID_TAGGING = 'Invalid tagging for the selected change type';

/** Sources whose deductions may take stock below zero. */
const MAY_GO_NEGATIVE: ReadonlySet<StockSource> = new Set(['sale']);

export interface StockChange {
  outletId: number;
  skuId: number;
  changeType: ChangeType;
  /** Stock units, at least 1. */
  quantity: number;
  source: StockSource;
  /** The spec's reason: required for adjustments and receipts, absent for the other sources. */
  tagging?: Tagging | null;
  note: string;
  poNumber?: string | null;
  purchaseOrderId?: number | null;
  /** The goods-receipt line that brought the units in. */
  inboundItemId?: number | null;
  /** The order whose sale or return this is. */
  orderId?: number | null;
  /** Null when the system makes the change. */
  userId: number | null;
  /** Where a refusal points in the request (`quantity`, `items.0.quantity_received`...). */
  field?: string;
}

export type Movement = typeof inventoryMovements.$inferSelect;

export function taggingFits(changeType: ChangeType, tagging: string): boolean {
  return (TAGGINGS_BY_CHANGE_TYPE[changeType] as readonly string[]).includes(tagging);
}

const lineKey = (outletId: number, skuId: number) => `${outletId}:${skuId}`;

function check(change: StockChange): void {
  const field = change.field ?? 'quantity';
  if (!Number.isSafeInteger(change.quantity) || change.quantity < 1) {
    throw unprocessable('Quantity must be at least 1', field);
  }
  const tagged = change.source === 'adjustment' || change.source === 'receipt';
  if (tagged ? !change.tagging || !taggingFits(change.changeType, change.tagging) : change.tagging) {
    throw unprocessable(INVALID_TAGGING, 'tagging');
  }
}

/**
 * Locks the stock lines of the changes, in outlet then SKU order, and answers their quantities. A
 * line that never had stock is created at 0 here; the no-op update on conflict is what locks an
 * existing line, in the same statement, so first movements at once queue like any others.
 */
async function lockStock(tx: Tx, changes: readonly StockChange[]): Promise<Map<string, number>> {
  const lines = [...new Map(changes.map((c) => [lineKey(c.outletId, c.skuId), c])).values()].sort(
    (a, b) => a.outletId - b.outletId || a.skuId - b.skuId,
  );
  const values = sql.join(
    lines.map((c) => sql`(${c.outletId}::integer, ${c.skuId}::integer, 0)`),
    sql`, `,
  );
  const rows = await rowsOf<{ outlet_id: number; sku_id: number; quantity: number }>(
    tx,
    sql`insert into inventory_stocks (outlet_id, sku_id, quantity) values ${values}
        on conflict (outlet_id, sku_id) do update set quantity = inventory_stocks.quantity
        returning outlet_id, sku_id, quantity`,
  ).catch((error: unknown) => {
    if (databaseErrorCode(error) === '23503') {
      const first = lines[0]!;
      throw unprocessable(
        lines.length === 1
          ? `SKU ${first.skuId} or outlet ${first.outletId} does not exist`
          : 'A SKU or outlet does not exist',
        first.field ?? 'sku_id',
      );
    }
    throw error;
  });
  return new Map(rows.map((row) => [lineKey(row.outlet_id, row.sku_id), Number(row.quantity)]));
}

/**
 * Books the changes, in the order given, in the caller's transaction; answers the movements written
 * in the same order. Refuses them all (and writes nothing) when one deduction would take a line
 * below zero that may not go there.
 */
export async function moveStock(tx: Tx, changes: readonly StockChange[]): Promise<Movement[]> {
  if (changes.length === 0) return [];
  changes.forEach(check);
  const stock = await lockStock(tx, changes);
  const rows = changes.map((change) => {
    const key = lineKey(change.outletId, change.skuId);
    const before = stock.get(key)!;
    const after = change.changeType === 'add' ? before + change.quantity : before - change.quantity;
    if (after < 0 && change.changeType === 'deduct' && !MAY_GO_NEGATIVE.has(change.source)) {
      throw unprocessable(
        `Not enough stock: ${Math.max(before, 0)} on hand, ${change.quantity} to deduct`,
        change.field ?? 'quantity',
      );
    }
    stock.set(key, after);
    return {
      outletId: change.outletId,
      skuId: change.skuId,
      source: change.source,
      changeType: change.changeType,
      quantity: change.quantity,
      quantityBefore: before,
      quantityAfter: after,
      tagging: change.tagging ?? null,
      note: change.note,
      poNumber: change.poNumber ?? null,
      purchaseOrderId: change.purchaseOrderId ?? null,
      inboundItemId: change.inboundItemId ?? null,
      orderId: change.orderId ?? null,
      createdBy: change.userId,
      // The moment of the write, not of the transaction's start: a change that waited for the lock
      // is later in the log than the one it waited for, as its before and after say.
      createdAt: sql`clock_timestamp()`,
    };
  });
  const movements = await tx.insert(inventoryMovements).values(rows).returning();
  // Each line's stock now, and the moment of its last movement.
  const lastAt = new Map(movements.map((m) => [lineKey(m.outletId, m.skuId), m.createdAt]));
  const finals = sql.join(
    [...stock].map(([key, quantity]) => {
      const [outletId, skuId] = key.split(':').map(Number);
      return sql`(${outletId}::integer, ${skuId}::integer, ${quantity}::integer, ${lastAt.get(key)!.toISOString()}::timestamptz)`;
    }),
    sql`, `,
  );
  await tx.execute(
    sql`update inventory_stocks s set quantity = v.quantity, last_movement_at = v.moved_at
      from (values ${finals}) as v(outlet_id, sku_id, quantity, moved_at)
      where s.outlet_id = v.outlet_id and s.sku_id = v.sku_id`,
  );
  return movements;
}
