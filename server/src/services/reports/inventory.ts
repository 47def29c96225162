// The inventory report: each SKU's stock movements per period, split by tagging, with the stock it
// opened and closed at. Stock is kept centrally, so it has no outlet. The movement ledger explains
// every change of the stock, so a period opens at today's stock less everything moved since.
import { asc, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { INVENTORY_TAGGINGS, inventoryMovements, inventoryStocks, skus } from '../../db/schema';
import { periodsOf, truncUnit, type Period, type PeriodType, type Range } from '../../lib/report-periods';
import { startOfJakartaDay } from '../../lib/jakarta-time';

type Tagging = (typeof INVENTORY_TAGGINGS)[number];
const INWARD: readonly Tagging[] = ['retur', 'po'];

export interface InventoryRow extends Period {
  sku_id: number;
  sku_name: string;
  unit: string;
  opening_quantity: number;
  quantity_in: number;
  quantity_out: number;
  closing_quantity: number;
  by_tagging: Record<Tagging, number>;
}

export async function inventoryReport(
  db: DbOrTx,
  type: PeriodType,
  range: Range,
  skuIds: number[] | undefined,
): Promise<InventoryRow[]> {
  const from = new Date(startOfJakartaDay(range.start));
  const m = inventoryMovements;
  const chosen = skuIds?.length ? inArray(skus.id, skuIds) : undefined;
  const items = await db
    .select({
      id: skus.id,
      name: skus.name,
      unit: skus.unit,
      stock: sql<number>`coalesce(${inventoryStocks.quantity}, 0)`.mapWith(Number),
      since:
        sql<number>`coalesce((select sum(case when ${m.changeType} = 'add' then ${m.quantity} else -${m.quantity} end)
        from ${m} where ${m.skuId} = ${skus.id} and ${m.createdAt} >= ${from}), 0)`.mapWith(Number),
    })
    .from(skus)
    .leftJoin(inventoryStocks, sql`${inventoryStocks.skuId} = ${skus.id}`)
    .where(chosen)
    .orderBy(asc(skus.name), asc(skus.id));
  const to = new Date(startOfJakartaDay(range.end) + 86_400_000);
  const jakartaDay = sql`(${m.createdAt} at time zone 'Asia/Jakarta')::date`;
  const moved = (await db.execute(
    sql`select ${m.skuId} as sku_id, to_char(date_trunc(${truncUnit(type)}, ${jakartaDay}::timestamp), 'YYYY-MM-DD') as key,
          ${m.tagging} as tagging, sum(${m.quantity})::int as quantity
        from ${m}
        where ${m.createdAt} >= ${from} and ${m.createdAt} < ${to} ${skuIds?.length ? sql`and ${inArray(m.skuId, skuIds)}` : sql``}
        group by 1, 2, 3`,
  )) as unknown as { rows: { sku_id: number; key: string; tagging: Tagging; quantity: number }[] };
  const byKey = new Map<string, number>();
  for (const r of moved.rows) byKey.set(`${r.sku_id}|${r.key}|${r.tagging}`, Number(r.quantity));

  const periods = periodsOf(type, range);
  const opening = new Map(items.map((s) => [s.id, s.stock - s.since]));
  const result: InventoryRow[] = [];
  for (const period of periods)
    for (const sku of items) {
      const by_tagging = Object.fromEntries(
        INVENTORY_TAGGINGS.map((t) => [t, byKey.get(`${sku.id}|${period.key}|${t}`) ?? 0]),
      ) as Record<Tagging, number>;
      const quantity_in = INVENTORY_TAGGINGS.filter((t) => INWARD.includes(t)).reduce((n, t) => n + by_tagging[t], 0);
      const quantity_out = INVENTORY_TAGGINGS.filter((t) => !INWARD.includes(t)).reduce((n, t) => n + by_tagging[t], 0);
      const opening_quantity = opening.get(sku.id)!;
      const closing_quantity = opening_quantity + quantity_in - quantity_out;
      opening.set(sku.id, closing_quantity);
      result.push({
        ...period,
        sku_id: sku.id,
        sku_name: sku.name,
        unit: sku.unit,
        opening_quantity,
        quantity_in,
        quantity_out,
        closing_quantity,
        by_tagging,
      });
    }
  return result;
}

type Movement = Pick<InventoryRow, 'quantity_in' | 'quantity_out' | 'by_tagging'>;

const noMovement = (): Movement => ({
  quantity_in: 0,
  quantity_out: 0,
  by_tagging: Object.fromEntries(INVENTORY_TAGGINGS.map((t) => [t, 0])) as Record<Tagging, number>,
});

function add(to: Movement, row: Movement) {
  to.quantity_in += row.quantity_in;
  to.quantity_out += row.quantity_out;
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
