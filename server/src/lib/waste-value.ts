// What waste is worth. The ledger splits a write-off per lot (lib/stock-lots), so each waste
// movement is valued once booked, in the same transaction: at its lot's cost per unit when the lot
// has one (a batch made in the shop), else at the SKU's average cost, in whole rupiah rounded half
// up; null when neither is known.
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';

/** Sets the value of the waste movements, answering each one's by movement id. */
export async function valueWaste(tx: Tx, movementIds: readonly number[]): Promise<Map<number, number | null>> {
  if (movementIds.length === 0) return new Map();
  const rows = await rowsOf<{ id: number; waste_value: number | null }>(
    tx,
    sql`update inventory_movements m
      set waste_value = case when c.cost is null then null else ((m.quantity::bigint * c.cost + 500) / 1000)::integer end
      from (
        select w.id, coalesce(l.unit_cost_milli, s.avg_cost_milli) as cost
        from inventory_movements w join skus s on s.id = w.sku_id left join stock_lots l on l.id = w.lot_id
        where w.id in (${sql.join(
          movementIds.map((id) => sql`${id}::integer`),
          sql`, `,
        )}) and w.source = 'waste'
      ) c
      where m.id = c.id
      returning m.id, m.waste_value`,
  );
  return new Map(rows.map((row) => [Number(row.id), row.waste_value === null ? null : Number(row.waste_value)]));
}
