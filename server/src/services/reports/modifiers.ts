// What each option sells and uses: per modifier option sold on the paid orders placed in the range
// (at the outlets in scope), the cups sold with it, the revenue of its price delta as sold, the cups
// whose product its recipe did not cover, and per ingredient what it added or saved against the
// products' base recipes, summed from what each line booked when it was paid (order_item_usage).
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  modifierGroups,
  modifierOptionRecipeItems,
  modifierOptions,
  orderItemOptions,
  orderItems,
  orderItemUsage,
  orders,
  skuRecipeItems,
  skus,
} from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { onOneSnapshot } from '../../db/snapshot';
import { exactQuantity, recipeGaps, type ChosenOption } from '../../lib/cup-recipe';
import { withinReach, type OutletReach } from '../../lib/outlet-access';
import type { Range } from '../../lib/report-periods';
import type { StockUnit } from '../../lib/stock-units';
import { stockUnitSql } from '../../lib/stock-units';
import { countsAsSale } from '../sales/sql';

export interface ModifierIngredient {
  ingredient_sku_id: number;
  ingredient_name: string;
  stock_unit: StockUnit;
  quantity: string;
}

export interface ModifierRow {
  modifier_option_id: number;
  group_name: string;
  indonesian_group_name: string | null;
  option_name: string;
  indonesian_option_name: string | null;
  cups: number;
  revenue: number;
  recipe_gap_cups: number;
  ingredients: ModifierIngredient[];
}

export interface ModifierTotals {
  cups: number;
  options_sold: number;
  revenue: number;
  recipe_gap_cups: number;
}

/** The sold lines the report reads: of paid orders placed on the range's days, at outlets in scope. */
const soldLine = (range: Range, scope: OutletReach): SQL =>
  and(
    sql`${orders.placedOn} between ${range.start} and ${range.end}`,
    countsAsSale(orders.status),
    withinReach(orders.outletId, scope),
  )!;

async function optionFigures(db: DbOrTx, range: Range, scope: OutletReach) {
  return db
    .select({
      optionId: orderItemOptions.modifierOptionId,
      cups: sql<number>`sum(${orderItems.quantity})`.mapWith(Number),
      revenue: sql<number>`sum(${orderItems.quantity}::bigint * ${orderItemOptions.priceDelta})`.mapWith(Number),
    })
    .from(orderItemOptions)
    .innerJoin(orderItems, eq(orderItems.id, orderItemOptions.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(soldLine(range, scope))
    .groupBy(orderItemOptions.modifierOptionId);
}

async function ingredientFigures(db: DbOrTx, range: Range, scope: OutletReach) {
  return db
    .select({
      optionId: orderItemUsage.modifierOptionId,
      skuId: orderItemUsage.skuId,
      name: skus.name,
      stockUnit: stockUnitSql(skus.kind, skus.unit),
      milli: sql<number>`sum(${orderItemUsage.quantityMilli})`.mapWith(Number),
    })
    .from(orderItemUsage)
    .innerJoin(orderItems, eq(orderItems.id, orderItemUsage.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(skus, eq(skus.id, orderItemUsage.skuId))
    .where(and(isNotNull(orderItemUsage.modifierOptionId), soldLine(range, scope)))
    .groupBy(orderItemUsage.modifierOptionId, orderItemUsage.skuId, skus.name, skus.kind, skus.unit)
    .orderBy(skus.name);
}

/** Cups with at least one option, and of those the cups flagged for a recipe gap. */
async function cupTotals(db: DbOrTx, range: Range, scope: OutletReach) {
  const [row] = await rowsOf<{ cups: string | null; gap: string | null }>(
    db,
    sql`select sum(${orderItems.quantity}) as cups,
          sum(case when ${orderItems.recipeGap} then ${orderItems.quantity} else 0 end) as gap
        from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
        where ${soldLine(range, scope)}
          and exists (select 1 from ${orderItemOptions} where ${orderItemOptions.orderItemId} = ${orderItems.id})`,
  );
  return { cups: Number(row?.cups ?? 0), gap: Number(row?.gap ?? 0) };
}

/**
 * The cups of flagged lines per option that caused the flag. The line keeps only that it had a
 * gap, so the option is found by today's recipes (the same rule as at payment, lib/cup-recipe); a
 * line whose recipes have changed since so that none is found counts for each of its options.
 */
async function gapCups(db: DbOrTx, range: Range, scope: OutletReach): Promise<Map<number, number>> {
  const lines = await db
    .select({
      id: orderItems.id,
      skuId: orderItems.skuId,
      quantity: orderItems.quantity,
      optionId: orderItemOptions.modifierOptionId,
      priceDelta: orderItemOptions.priceDelta,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(orderItemOptions, eq(orderItemOptions.orderItemId, orderItems.id))
    .where(and(eq(orderItems.recipeGap, true), soldLine(range, scope)));
  const found = new Map<number, number>();
  if (!lines.length) return found;
  const productIds = [...new Set(lines.map((l) => l.skuId))];
  const optionIds = [...new Set(lines.map((l) => l.optionId))];
  const [base, items] = await Promise.all([
    db
      .select({ productId: skuRecipeItems.productSkuId, skuId: skuRecipeItems.ingredientSkuId })
      .from(skuRecipeItems)
      .where(inArray(skuRecipeItems.productSkuId, productIds)),
    db
      .select({
        optionId: modifierOptionRecipeItems.optionId,
        skuId: modifierOptionRecipeItems.ingredientSkuId,
        action: modifierOptionRecipeItems.action,
        quantity: modifierOptionRecipeItems.quantity,
        factorPercent: modifierOptionRecipeItems.factorPercent,
      })
      .from(modifierOptionRecipeItems)
      .where(inArray(modifierOptionRecipeItems.optionId, optionIds)),
  ]);
  const byLine = new Map<number, { skuId: number; quantity: number; options: ChosenOption[] }>();
  for (const l of lines) {
    const line = byLine.get(l.id) ?? { skuId: l.skuId, quantity: l.quantity, options: [] };
    line.options.push({
      optionId: l.optionId,
      priceDelta: l.priceDelta,
      items: items.filter((i) => i.optionId === l.optionId),
    });
    byLine.set(l.id, line);
  }
  for (const line of byLine.values()) {
    const recipe = base.filter((b) => b.productId === line.skuId).map((b) => ({ skuId: b.skuId, quantity: 1 }));
    const named = new Set(recipeGaps(recipe, line.options).map((g) => g.optionId));
    const culprits = named.size ? [...named] : line.options.map((o) => o.optionId);
    for (const id of culprits) found.set(id, (found.get(id) ?? 0) + line.quantity);
  }
  return found;
}

/** The report's rows, by group then option name, and its totals. */
export async function modifierReport(
  db: Db,
  range: Range,
  scope: OutletReach,
): Promise<{ rows: ModifierRow[]; summary: ModifierTotals }> {
  const [figures, ingredients, totals, gaps] = await onOneSnapshot(db, (tx) =>
    Promise.all([
      optionFigures(tx, range, scope),
      ingredientFigures(tx, range, scope),
      cupTotals(tx, range, scope),
      gapCups(tx, range, scope),
    ]),
  );
  const ids = figures.map((f) => f.optionId);
  const names = ids.length
    ? await db
        .select({
          id: modifierOptions.id,
          group: modifierGroups.name,
          indonesianGroup: modifierGroups.indonesianName,
          option: modifierOptions.name,
          indonesianOption: modifierOptions.indonesianName,
        })
        .from(modifierOptions)
        .innerJoin(modifierGroups, eq(modifierGroups.id, modifierOptions.groupId))
        .where(inArray(modifierOptions.id, ids))
    : [];
  const nameOf = new Map(names.map((n) => [n.id, n]));
  const rows = figures.map((f): ModifierRow => {
    const n = nameOf.get(f.optionId)!;
    return {
      modifier_option_id: f.optionId,
      group_name: n.group,
      indonesian_group_name: n.indonesianGroup,
      option_name: n.option,
      indonesian_option_name: n.indonesianOption,
      cups: f.cups,
      revenue: f.revenue,
      recipe_gap_cups: gaps.get(f.optionId) ?? 0,
      ingredients: ingredients
        .filter((i) => i.optionId === f.optionId && i.milli !== 0)
        .map((i) => ({
          ingredient_sku_id: i.skuId,
          ingredient_name: i.name,
          stock_unit: i.stockUnit,
          quantity: exactQuantity(i.milli),
        })),
    };
  });
  rows.sort(
    (a, b) =>
      a.group_name.localeCompare(b.group_name) ||
      a.option_name.localeCompare(b.option_name) ||
      a.modifier_option_id - b.modifier_option_id,
  );
  const summary = {
    cups: totals.cups,
    options_sold: rows.reduce((n, r) => n + r.cups, 0),
    revenue: rows.reduce((n, r) => n + r.revenue, 0),
    recipe_gap_cups: totals.gap,
  };
  return { rows, summary };
}
