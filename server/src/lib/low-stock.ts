// Low stock, per outlet: a stock line whose SKU has a reorder rule at that outlet is low when its
// on hand is at or below the rule's minimum; a line without a rule keeps the fixed fallback, a
// watched SKU with fewer units than LOW_STOCK_THRESHOLD. The inventory list, the dashboard and the
// low-stock alerts all read it from here.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { recordLowStockEvents } from './order-events';

/** A watched SKU without a reorder rule at an outlet is low there under this many units. */
export const LOW_STOCK_THRESHOLD = 20;

type Operand = AnyPgColumn | SQL;

/** Whether one outlet's line is low, in SQL: by its rule there, else by the fallback. */
export function lineIsLowSql(outletId: Operand, skuId: Operand, quantity: Operand, isWatched: Operand): SQL<boolean> {
  return sql<boolean>`coalesce(
    (select ${quantity} <= r.min_quantity from reorder_rules r where r.outlet_id = ${outletId} and r.sku_id = ${skuId}),
    ${isWatched} and ${quantity} < ${LOW_STOCK_THRESHOLD})`;
}

/**
 * After the ledger moved stock, in the same transaction: arms and fires each changed line's alert.
 * A line with a rule whose alert is armed (alerted_at null) and whose stock is now at or below the
 * minimum is marked alerted and raises one low-stock event; a line marked alerted whose stock is
 * back above the minimum is re-armed. The ledger holds each changed stock line's lock until the
 * transaction ends, so writers of one line take turns here and a crossing alerts once; writers of
 * other lines do not wait on each other (the event lock is taken only when a line crosses).
 */
export async function alertLowStock(
  tx: Tx,
  lines: readonly { outletId: number; skuId: number; quantity: number }[],
): Promise<void> {
  if (lines.length === 0) return;
  const values = sql.join(
    lines.map((line) => sql`(${line.outletId}::integer, ${line.skuId}::integer, ${line.quantity}::integer)`),
    sql`, `,
  );
  const crossed = await rowsOf<{ outlet_id: number; sku_id: number; quantity: number; min_quantity: number }>(
    tx,
    sql`with lines (outlet_id, sku_id, quantity) as (values ${values}),
      fired as (
        update reorder_rules r set alerted_at = now() from lines l
        where r.outlet_id = l.outlet_id and r.sku_id = l.sku_id and r.alerted_at is null and l.quantity <= r.min_quantity
        returning r.outlet_id, r.sku_id, l.quantity, r.min_quantity
      ),
      rearmed as (
        update reorder_rules r set alerted_at = null from lines l
        where r.outlet_id = l.outlet_id and r.sku_id = l.sku_id and r.alerted_at is not null and l.quantity > r.min_quantity
      )
      select * from fired order by outlet_id, sku_id`,
  );
  await recordLowStockEvents(
    tx,
    crossed.map((row) => ({
      outletId: Number(row.outlet_id),
      skuId: Number(row.sku_id),
      quantity: Number(row.quantity),
      minQuantity: Number(row.min_quantity),
    })),
  );
}
