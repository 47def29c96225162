// What a sale uses up, booked through the stock ledger in the transaction that marks the order
// paid, and given back when a paid order is cancelled (or written off as waste when its cups were
// made).
//
// A line's cup is its base recipe adjusted by its options (lib/cup-recipe): the base is the
// product's recipe, or a bundle's components' recipes (each × its quantity in the bundle), and a
// product or component without a recipe is stocked as itself (one serving per unit sold). What each
// line used is kept exactly, in thousandths of a stock unit, per ingredient and per option
// (order_item_usage), and the line is flagged when an option's recipe does not cover the product.
// Each line's cost is frozen at payment from that exact use at the ingredients' average cost then,
// rounded once to whole rupiah, or null when an ingredient had no cost yet (the sales report flags
// it instead of counting it as free).
//
// Rounding: the order books per ingredient the exact sum of its lines, and the ledger turns it
// into whole stock units with the outlet's carry (lib/stock-ledger), so a scaled quantity (7.5 ml
// of syrup) is rounded once per order and ingredient, on the running total: after every sale the
// booked stock is within half a unit of what the cups used. A cancellation gives back exactly the
// whole units the sale booked and undoes its effect on the carry.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { orderItemUsage, type ModifierAction } from '../../db/schema';
import {
  cupUsage,
  usageCost,
  usagePerSku,
  type BaseLine,
  type ChosenOption,
  type UsageShare,
} from '../../lib/cup-recipe';
import { moveStock } from '../../lib/stock-ledger';

interface BaseRow {
  item_id: number;
  line_quantity: number;
  sku_id: number;
  quantity: string | number;
  avg_cost_milli: string | number | null;
}

interface OptionRow {
  item_id: number;
  option_id: number;
  price_delta: number;
  sku_id: number | null;
  action: ModifierAction | null;
  quantity: number | null;
  factor_percent: number | null;
  avg_cost_milli: string | number | null;
}

/** Per order line, its base recipe per unit sold, with each ingredient's average cost now. */
const baseOf = (tx: Tx, orderId: number) =>
  rowsOf<BaseRow>(
    tx,
    sql`with parts as (
        select l.id as item_id, l.quantity as line_quantity, coalesce(b.component_sku_id, l.sku_id) as sku_id,
          coalesce(b.quantity, 1)::bigint as servings
        from order_items l left join sku_bundle_items b on b.bundle_sku_id = l.sku_id
        where l.order_id = ${orderId}
      ), used as (
        select p.item_id, p.line_quantity, coalesce(r.ingredient_sku_id, p.sku_id) as sku_id,
          p.servings * coalesce(r.quantity, 1) as quantity
        from parts p left join sku_recipe_items r on r.product_sku_id = p.sku_id
      )
      select u.item_id, u.line_quantity, u.sku_id, sum(u.quantity) as quantity, s.avg_cost_milli
      from used u join skus s on s.id = u.sku_id
      group by u.item_id, u.line_quantity, u.sku_id, s.avg_cost_milli
      order by u.item_id, u.sku_id`,
  );

/** The options of the order's lines, in the order sold, with their recipes and ingredients' costs. */
const optionsOf = (tx: Tx, orderId: number) =>
  rowsOf<OptionRow>(
    tx,
    sql`select o.order_item_id as item_id, o.modifier_option_id as option_id, o.price_delta,
        r.ingredient_sku_id as sku_id, r.action, r.quantity, r.factor_percent, s.avg_cost_milli
      from order_item_options o
        join order_items l on l.id = o.order_item_id
        left join modifier_option_recipe_items r on r.option_id = o.modifier_option_id
        left join skus s on s.id = r.ingredient_sku_id
      where l.order_id = ${orderId}
      order by o.id, r.id`,
  );

interface Line {
  quantity: number;
  base: BaseLine[];
  options: ChosenOption[];
}

const costOf = (value: string | number | null) => (value === null ? null : Number(value));

/** Books what a paid order uses at its outlet, records each line's exact use and freezes its cost. */
export async function bookSale(tx: Tx, orderId: number, outletId: number, userId: number | null): Promise<void> {
  const [baseRows, optionRows] = await Promise.all([baseOf(tx, orderId), optionsOf(tx, orderId)]);
  const avgCost = new Map<number, number | null>();
  const lines = new Map<number, Line>();
  for (const row of baseRows) {
    avgCost.set(row.sku_id, costOf(row.avg_cost_milli));
    let line = lines.get(row.item_id);
    if (!line) lines.set(row.item_id, (line = { quantity: row.line_quantity, base: [], options: [] }));
    line.base.push({ skuId: row.sku_id, quantity: Number(row.quantity) });
  }
  for (const row of optionRows) {
    const line = lines.get(row.item_id)!;
    let option = line.options.at(-1);
    if (option?.optionId !== row.option_id) {
      option = { optionId: row.option_id, priceDelta: row.price_delta, items: [] };
      line.options.push(option);
    }
    if (row.sku_id === null || row.action === null) continue;
    avgCost.set(row.sku_id, costOf(row.avg_cost_milli));
    (option.items as ChosenOption['items'][number][]).push({
      skuId: row.sku_id,
      action: row.action,
      quantity: row.quantity,
      factorPercent: row.factor_percent,
    });
  }

  const usage: (typeof orderItemUsage.$inferInsert)[] = [];
  const perSku = new Map<number, number>();
  const lineValues = [];
  for (const [itemId, line] of lines) {
    const { shares, gaps } = cupUsage(line.base, line.options);
    const times = (share: UsageShare) => share.milli * line.quantity;
    for (const share of shares)
      if (share.milli !== 0)
        usage.push({
          orderItemId: itemId,
          skuId: share.skuId,
          modifierOptionId: share.optionId,
          quantityMilli: times(share),
        });
    const used = [...usagePerSku(shares)].map(([skuId, milli]) => ({ skuId, milli: milli * line.quantity }));
    for (const { skuId, milli } of used) perSku.set(skuId, (perSku.get(skuId) ?? 0) + milli);
    const cost = usageCost(used.map(({ skuId, milli }) => ({ milli, avgCostMilli: avgCost.get(skuId) ?? null })));
    lineValues.push(sql`(${itemId}::integer, ${cost}::integer, ${gaps.length > 0}::boolean)`);
  }
  // The lines' costs and use first: the stock lines, locked by the ledger, stay locked only for the
  // last statements of the transaction.
  if (lineValues.length > 0)
    await tx.execute(
      sql`update order_items set cost = v.cost, recipe_gap = v.gap
        from (values ${sql.join(lineValues, sql`, `)}) as v(id, cost, gap) where order_items.id = v.id`,
    );
  if (usage.length > 0) await tx.insert(orderItemUsage).values(usage);
  await moveStock(
    tx,
    [...perSku]
      .filter(([, milli]) => milli > 0)
      .map(([skuId, milli]) => ({
        outletId,
        skuId,
        source: 'sale' as const,
        changeType: 'deduct' as const,
        quantity: 0,
        exactMilli: milli,
        note: { code: 'sale', params: { order_id: orderId } },
        orderId,
        userId,
      })),
  );
}

/**
 * Gives back, at the outlet it was taken from, what a paid order's sale booked and no return gave
 * back yet: the whole units of its movements, and (for a sale booked exactly) the carry it left, so
 * the outlet's stock and carry are as if the sale had never been.
 */
export async function returnSale(tx: Tx, orderId: number, userId: number | null): Promise<void> {
  const taken = await rowsOf<{
    outlet_id: number;
    sku_id: number;
    quantity: string | number;
    exact_milli: string | number | null;
  }>(
    tx,
    sql`with booked as (
        select outlet_id, sku_id, sum(case when source = 'sale' then quantity else -quantity end) as quantity
        from inventory_movements
        where order_id = ${orderId} and source in ('sale', 'sale_return')
        group by outlet_id, sku_id
      ), used as (
        -- What the sale counted exactly, an ingredient of no whole unit (so no movement) included;
        -- none once a return was booked, and none for a sale booked before exact use was kept.
        select o.outlet_id, u.sku_id, sum(u.quantity_milli) as exact_milli
        from order_item_usage u join order_items l on l.id = u.order_item_id join orders o on o.id = l.order_id
        where l.order_id = ${orderId}
          and not exists (select 1 from inventory_movements r where r.order_id = ${orderId} and r.source = 'sale_return')
        group by o.outlet_id, u.sku_id
      )
      select coalesce(b.outlet_id, u.outlet_id) as outlet_id, coalesce(b.sku_id, u.sku_id) as sku_id,
        coalesce(b.quantity, 0) as quantity, u.exact_milli
      from booked b full join used u on u.outlet_id = b.outlet_id and u.sku_id = b.sku_id
      where coalesce(b.quantity, 0) > 0 or coalesce(u.exact_milli, 0) > 0`,
  );
  await moveStock(
    tx,
    taken.map((row) => ({
      outletId: row.outlet_id,
      skuId: row.sku_id,
      source: 'sale_return' as const,
      changeType: 'add' as const,
      quantity: Number(row.quantity),
      exactMilli: row.exact_milli === null ? null : Number(row.exact_milli),
      note: { code: 'sale_cancelled', params: { order_id: orderId } },
      orderId,
      userId,
    })),
  );
}

/**
 * Writes off, at the outlet it was taken from, what a paid order's sale booked when the order is
 * cancelled after its cups were made: the units come back as the sale's return and leave again as
 * waste (`cancelled_after_prep`, the order linked), lot by lot as the sale took them, so the stock
 * stays as it is, the sale no longer counts what its cups used, and the waste does. The carry is
 * left as the sale left it: the cups used what they used. Each waste movement is valued at its
 * lot's cost, else at the average (lib/waste-value).
 */
export async function writeOffSale(tx: Tx, orderId: number, userId: number | null): Promise<void> {
  const taken = await rowsOf<{ outlet_id: number; sku_id: number; lot_id: number | null; quantity: string | number }>(
    tx,
    sql`select m.outlet_id, m.sku_id, case when s.kind = 'prep' or s.tracks_expiry then m.lot_id end as lot_id,
        sum(case when m.source = 'sale' then m.quantity else -m.quantity end) as quantity
      from inventory_movements m join skus s on s.id = m.sku_id
      where m.order_id = ${orderId} and m.source in ('sale', 'sale_return')
      group by 1, 2, 3
      having sum(case when m.source = 'sale' then m.quantity else -m.quantity end) > 0
      order by 1, 2, 3`,
  );
  const shared = { orderId, userId };
  await moveStock(
    tx,
    taken.flatMap((row) => {
      const line = { outletId: row.outlet_id, skuId: row.sku_id, quantity: Number(row.quantity), lotId: row.lot_id };
      return [
        {
          ...line,
          ...shared,
          source: 'sale_return' as const,
          changeType: 'add' as const,
          note: { code: 'sale_cancelled' as const, params: { order_id: orderId } },
        },
        {
          ...line,
          ...shared,
          source: 'waste' as const,
          changeType: 'deduct' as const,
          wasteReason: 'cancelled_after_prep' as const,
          note: { code: 'order_cancelled_after_prep' as const, params: { order_id: orderId } },
          usedInCups: true,
        },
      ];
    }),
  );
}
