// The inventory report: each SKU's stock movements per period, split by tagging, with what sales
// used up and cancellations gave back, and the stock it opened and closed at, summed over the
// outlets chosen within the caller's reach. The movement ledger explains every change of the stock,
// so a period opens at today's stock less everything moved since.
import { and, asc, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { INVENTORY_TAGGINGS, inventoryMovements, inventoryStocks, skus } from '../../db/schema';
import { withinReach, type OutletReach } from '../../lib/outlet-access';
import { stockUnitSql, type StockUnit } from '../../lib/stock-units';
import { periodsOf, truncUnit, type Period, type PeriodType, type Range } from '../../lib/report-periods';
import { startOfJakartaDay } from '../../lib/jakarta-time';

type Tagging = (typeof INVENTORY_TAGGINGS)[number];
const INWARD: readonly Tagging[] = ['retur', 'po'];

export interface InventoryRow extends Period {
  sku_id: number;
  sku_name: string;
  unit: string;
  stock_unit: StockUnit;
  opening_quantity: number;
  quantity_in: number;
  quantity_out: number;
  closing_quantity: number;
  sold: number;
  sale_returns: number;
  /** In and out by what no tagging or sale names: batches, waste, transfers, counts, opening stock. */
  other_in: number;
  other_out: number;
  by_tagging: Record<Tagging, number>;
}

/** The outlets a report covers: those chosen, within reach (none chosen: every one in reach). */
export function reportScope(reach: OutletReach, outletIds: number[] | undefined): OutletReach {
  if (!outletIds?.length) return reach;
  return { all: false, ids: outletIds.filter((id) => reach.all || reach.ids.includes(id)) };
}

export async function inventoryReport(
  db: DbOrTx,
  type: PeriodType,
  range: Range,
  skuIds: number[] | undefined,
  scope: OutletReach,
): Promise<InventoryRow[]> {
  const from = new Date(startOfJakartaDay(range.start));
  const m = inventoryMovements;
  const chosen = skuIds?.length ? inArray(skus.id, skuIds) : undefined;
  // The outer SKU is named by its table: Drizzle leaves the columns of a single-table query
  // unqualified, which inside a subquery would name the subquery's own columns.
  const items = await db
    .select({
      id: skus.id,
      name: skus.name,
      unit: skus.unit,
      stockUnit: stockUnitSql(skus.kind, skus.unit),
      stock: sql<number>`coalesce((select sum(${inventoryStocks.quantity}) from ${inventoryStocks}
        where ${and(sql`${inventoryStocks.skuId} = skus.id`, withinReach(inventoryStocks.outletId, scope))}), 0)`.mapWith(
        Number,
      ),
      since:
        sql<number>`coalesce((select sum(case when ${m.changeType} = 'add' then ${m.quantity} else -${m.quantity} end)
        from ${m} where ${m.skuId} = skus.id and ${m.createdAt} >= ${from} and ${withinReach(m.outletId, scope)}), 0)`.mapWith(
          Number,
        ),
    })
    .from(skus)
    .where(chosen)
    .orderBy(asc(skus.name), asc(skus.id));
  const to = new Date(startOfJakartaDay(range.end) + 86_400_000);
  const jakartaDay = sql`(${m.createdAt} at time zone 'Asia/Jakarta')::date`;
  const moved = (await db.execute(
    sql`select ${m.skuId} as sku_id, to_char(date_trunc(${truncUnit(type)}, ${jakartaDay}::timestamp), 'YYYY-MM-DD') as key,
          coalesce(${m.tagging}, ${m.source}) as tagging, ${m.changeType} as change_type, sum(${m.quantity})::int as quantity
        from ${m}
        where ${m.createdAt} >= ${from} and ${m.createdAt} < ${to} and ${withinReach(m.outletId, scope)}
          ${skuIds?.length ? sql`and ${inArray(m.skuId, skuIds)}` : sql``}
        group by 1, 2, 3, 4`,
  )) as unknown as {
    rows: { sku_id: number; key: string; tagging: string; change_type: 'add' | 'deduct'; quantity: number }[];
  };
  // By tagging or source, and in and out over every source (batches, waste, transfers and counts too).
  const byKey = new Map<string, number>();
  const bump = (k: string, n: number) => byKey.set(k, (byKey.get(k) ?? 0) + n);
  for (const r of moved.rows) {
    bump(`${r.sku_id}|${r.key}|${r.tagging}`, Number(r.quantity));
    bump(`${r.sku_id}|${r.key}|${r.change_type}`, Number(r.quantity));
  }

  const periods = periodsOf(type, range);
  const opening = new Map(items.map((s) => [s.id, s.stock - s.since]));
  const result: InventoryRow[] = [];
  for (const period of periods)
    for (const sku of items) {
      const by_tagging = Object.fromEntries(
        INVENTORY_TAGGINGS.map((t) => [t, byKey.get(`${sku.id}|${period.key}|${t}`) ?? 0]),
      ) as Record<Tagging, number>;
      const sold = byKey.get(`${sku.id}|${period.key}|sale`) ?? 0;
      const sale_returns = byKey.get(`${sku.id}|${period.key}|sale_return`) ?? 0;
      const quantity_in = byKey.get(`${sku.id}|${period.key}|add`) ?? 0;
      const quantity_out = byKey.get(`${sku.id}|${period.key}|deduct`) ?? 0;
      const inward = INVENTORY_TAGGINGS.filter((t) => INWARD.includes(t)).reduce((n, t) => n + by_tagging[t], 0);
      const outward = INVENTORY_TAGGINGS.filter((t) => !INWARD.includes(t)).reduce((n, t) => n + by_tagging[t], 0);
      const other_in = quantity_in - inward - sale_returns;
      const other_out = quantity_out - outward - sold;
      const opening_quantity = opening.get(sku.id)!;
      const closing_quantity = opening_quantity + quantity_in - quantity_out;
      opening.set(sku.id, closing_quantity);
      result.push({
        ...period,
        sku_id: sku.id,
        sku_name: sku.name,
        unit: sku.unit,
        stock_unit: sku.stockUnit,
        opening_quantity,
        quantity_in,
        quantity_out,
        closing_quantity,
        sold,
        sale_returns,
        other_in,
        other_out,
        by_tagging,
      });
    }
  return result;
}

type Movement = Pick<
  InventoryRow,
  'quantity_in' | 'quantity_out' | 'sold' | 'sale_returns' | 'other_in' | 'other_out' | 'by_tagging'
>;

const noMovement = (): Movement => ({
  quantity_in: 0,
  quantity_out: 0,
  sold: 0,
  sale_returns: 0,
  other_in: 0,
  other_out: 0,
  by_tagging: Object.fromEntries(INVENTORY_TAGGINGS.map((t) => [t, 0])) as Record<Tagging, number>,
});

function add(to: Movement, row: Movement) {
  to.quantity_in += row.quantity_in;
  to.quantity_out += row.quantity_out;
  to.sold += row.sold;
  to.sale_returns += row.sale_returns;
  to.other_in += row.other_in;
  to.other_out += row.other_out;
  for (const t of INVENTORY_TAGGINGS) to.by_tagging[t] += row.by_tagging[t];
}

/** The movements of every SKU of the report together: over the range, and per period for a chart. */
export function inventoryTotals(rows: InventoryRow[]) {
  const summary = noMovement();
  const periods = new Map<string, Period & Movement>();
  for (const row of rows) {
    add(summary, row);
    let period = periods.get(row.key);
    if (!period) {
      const { key, period_start, period_end, period_label } = row;
      period = { key, period_start, period_end, period_label, ...noMovement() };
      periods.set(row.key, period);
    }
    add(period, row);
  }
  return { summary, periods: [...periods.values()].map(({ key: _key, ...p }) => p) };
}
