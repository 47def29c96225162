// Low stock, per outlet: a stock line whose SKU has a reorder rule at that outlet is low when its
// on hand is at or below the rule's minimum; a line without a rule keeps the fixed fallback, a
// watched SKU with fewer units than LOW_STOCK_THRESHOLD. The inventory list, the dashboard and the
// low-stock alerts all read it from here.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A watched SKU without a reorder rule at an outlet is low there under this many units. */
export const LOW_STOCK_THRESHOLD = 20;

type Operand = AnyPgColumn | SQL;

/** Whether one outlet's line is low, in SQL: by its rule there, else by the fallback. */
export function lineIsLowSql(outletId: Operand, skuId: Operand, quantity: Operand, isWatched: Operand): SQL<boolean> {
  return sql<boolean>`coalesce(
    (select ${quantity} <= r.min_quantity from reorder_rules r where r.outlet_id = ${outletId} and r.sku_id = ${skuId}),
    ${isWatched} and ${quantity} < ${LOW_STOCK_THRESHOLD})`;
}

/** Whether a line is low, in code, with its rule's minimum (null without a rule). */
export function lineIsLow(quantity: number, minQuantity: number | null, isWatched: boolean): boolean {
  return minQuantity === null ? isWatched && quantity < LOW_STOCK_THRESHOLD : quantity <= minQuantity;
}
