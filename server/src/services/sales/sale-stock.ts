// What a sale uses up, booked through the stock ledger in the transaction that marks the order
// paid, and given back when a paid order is cancelled.
//
// Each line is made of its bundle's components (a bundle) or itself; each of those uses its recipe's
// ingredients, or itself when it has no recipe (one serving per unit sold), at the order's outlet.
// The same ingredient over several lines is one movement. Each line's cost is frozen at payment:
// what it used at the ingredients' average cost then, in whole rupiah, or null when an ingredient
// had no cost yet (the sales report flags it instead of counting it as free).
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { moveStock } from '../../lib/stock-ledger';

interface Usage {
  item_id: number;
  sku_id: number;
  quantity: string | number;
  avg_cost_milli: string | number | null;
}

/** Per order line, what it uses of each stock SKU and that SKU's average cost now. */
const usageOf = (tx: Tx, orderId: number) =>
  rowsOf<Usage>(
    tx,
    sql`with lines as (
        select id, sku_id, quantity from order_items where order_id = ${orderId}
      ), parts as (
        select l.id as item_id, coalesce(b.component_sku_id, l.sku_id) as sku_id,
          l.quantity::bigint * coalesce(b.quantity, 1) as servings
        from lines l left join sku_bundle_items b on b.bundle_sku_id = l.sku_id
      ), used as (
        select p.item_id, coalesce(r.ingredient_sku_id, p.sku_id) as sku_id,
          p.servings * coalesce(r.quantity, 1) as quantity
        from parts p left join sku_recipe_items r on r.product_sku_id = p.sku_id
      )
      select u.item_id, u.sku_id, sum(u.quantity) as quantity, s.avg_cost_milli
      from used u join skus s on s.id = u.sku_id
      group by u.item_id, u.sku_id, s.avg_cost_milli`,
  );

/** Books what a paid order uses at its outlet and freezes each line's cost. */
export async function bookSale(tx: Tx, orderId: number, outletId: number, userId: number | null): Promise<void> {
  const usage = await usageOf(tx, orderId);
  const perSku = new Map<number, number>();
  const costMilli = new Map<number, number | null>();
  for (const row of usage) {
    const quantity = Number(row.quantity);
    perSku.set(row.sku_id, (perSku.get(row.sku_id) ?? 0) + quantity);
    const known = costMilli.has(row.item_id) ? costMilli.get(row.item_id)! : 0;
    costMilli.set(
      row.item_id,
      known === null || row.avg_cost_milli === null ? null : known + quantity * Number(row.avg_cost_milli),
    );
  }
  // The lines' costs first: the stock lines, locked by the ledger, stay locked only for the last
  // statements of the transaction.
  const costs = sql.join(
    [...costMilli].map(
      ([itemId, milli]) => sql`(${itemId}::integer, ${milli === null ? null : Math.round(milli / 1000)}::integer)`,
    ),
    sql`, `,
  );
  if (costMilli.size > 0) {
    await tx.execute(
      sql`update order_items set cost = v.cost from (values ${costs}) as v(id, cost) where order_items.id = v.id`,
    );
  }
  await moveStock(
    tx,
    [...perSku].map(([skuId, quantity]) => ({
      outletId,
      skuId,
      source: 'sale' as const,
      changeType: 'deduct' as const,
      quantity,
      note: `Sale, order #${orderId}`,
      orderId,
      userId,
    })),
  );
}

/** Gives back, at the outlet it was taken from, what a paid order's sale used and no return gave back yet. */
export async function returnSale(tx: Tx, orderId: number, userId: number | null): Promise<void> {
  const taken = await rowsOf<{ outlet_id: number; sku_id: number; quantity: string | number }>(
    tx,
    sql`select outlet_id, sku_id,
        sum(case when source = 'sale' then quantity else -quantity end) as quantity
      from inventory_movements
      where order_id = ${orderId} and source in ('sale', 'sale_return')
      group by outlet_id, sku_id
      having sum(case when source = 'sale' then quantity else -quantity end) > 0`,
  );
  await moveStock(
    tx,
    taken.map((row) => ({
      outletId: row.outlet_id,
      skuId: row.sku_id,
      source: 'sale_return' as const,
      changeType: 'add' as const,
      quantity: Number(row.quantity),
      note: `Cancelled, order #${orderId}`,
      orderId,
      userId,
    })),
  );
}
