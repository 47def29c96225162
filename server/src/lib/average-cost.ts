// Each SKU's moving-average cost per stock unit, in milli-rupiah (see stock-units.ts). A goods
// receipt blends what it brings in at its price with what the chain holds at the average so far:
//   new = (on hand × average + received × price) / (on hand + received), rounded half up,
// where "on hand" is the chain's stock before the receipt, over every outlet, counted from zero
// when sales took it below. The first receipt, or one into an empty chain, sets its price.
// The price is the purchase-order line's unit price before tax: a PKP business claims the VAT
// (PPN) it pays on purchases back as input tax, so the tax is not a cost of the goods.
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

/**
 * Blends a receipt of `received` stock units at `costMilli` each into the SKU's average. Call it
 * after the ledger booked the receipt (the stock lines are locked, and include what came in); the
 * update locks the SKU row, so two receipts of one SKU blend one after the other.
 */
export async function blendAverageCost(tx: Tx, skuId: number, received: number, costMilli: number): Promise<void> {
  await tx.execute(sql`
    update skus set avg_cost_milli = case
        when skus.avg_cost_milli is null or held.before <= 0 then ${costMilli}::bigint
        else round((held.before * skus.avg_cost_milli + ${received}::numeric * ${costMilli}) / (held.before + ${received}))::bigint
      end
    from (
      select greatest(coalesce(sum(greatest(quantity, 0)), 0) - ${received}, 0)::numeric as before
      from inventory_stocks where sku_id = ${skuId}
    ) held
    where skus.id = ${skuId}`);
}
