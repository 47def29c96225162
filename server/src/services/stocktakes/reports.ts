// The variance report of a closed count, and the usage report between two closed counts of an
// outlet: actual usage (opening + received + produced + transferred in − transferred out − closing)
// against theoretical usage (what sales used up, less what their cancellations gave back, and what
// prep batches used) and recorded waste; the difference is what neither explains.
import { asc, eq, sql } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { outlets, skus, stocktakeLines, stocktakes } from '../../db/schema';
import { conflict, notFound, unprocessable } from '../../lib/http-error';
import { requireReach, type OutletReach } from '../../lib/outlet-access';
import { stockUnitSql, type SkuKind, type StockUnit } from '../../lib/stock-units';
import { STOCKTAKE_NOT_FOUND, stocktakeHeader } from './queries';

export type StocktakeVarianceDto = components['schemas']['StocktakeVariance'];
export type StockUsageDto = components['schemas']['StockUsageReport'];

export const NOT_CLOSED = 'This stock count is not closed';

/** Units at a cost in milli-rupiah each, in whole rupiah, rounded half away from zero. */
export function valueOf(quantity: number, milliEach: number | null): number {
  if (milliEach === null || quantity === 0) return 0;
  const value = Math.round((Math.abs(quantity) * milliEach) / 1000);
  return quantity < 0 ? -value : value;
}

/** A part of a whole in hundredths of a percent, rounded half away from zero; null without a positive whole. */
export function basisPoints(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  const bp = Math.round((Math.abs(part) * 10000) / whole);
  return part < 0 ? -bp : bp;
}

/** The variance report: counted lines, the largest losses first, and totals. */
export async function stocktakeVariance(db: DbOrTx, reach: OutletReach, id: number): Promise<StocktakeVarianceDto> {
  const header = await stocktakeHeader(db, reach, id);
  const { stocktake } = header;
  if (stocktake.status !== 'CLOSED') throw conflict(NOT_CLOSED);
  const rows = await db
    .select({ line: stocktakeLines, skuName: skus.name, stockUnit: stockUnitSql(skus.kind, skus.unit) })
    .from(stocktakeLines)
    .innerJoin(skus, eq(skus.id, stocktakeLines.skuId))
    .where(eq(stocktakeLines.stocktakeId, id))
    .orderBy(asc(skus.name), asc(skus.id));
  const lines = rows
    .filter(({ line }) => line.countedQuantity !== null && line.variance !== null)
    .map(({ line, skuName, stockUnit }) => {
      const moved = line.movedSinceOpening ?? 0;
      const book = line.expectedQuantity + moved;
      const variance = line.variance!;
      return {
        sku_id: line.skuId,
        sku_name: skuName,
        stock_unit: stockUnit,
        expected_quantity: line.expectedQuantity,
        moved_since_opening: moved,
        book_quantity: book,
        counted_quantity: line.countedQuantity!,
        variance,
        unit_cost_milli: line.unitCostMilli,
        variance_value: valueOf(variance, line.unitCostMilli),
        variance_bp: basisPoints(variance, book),
        bookValue: book > 0 ? valueOf(book, line.unitCostMilli) : 0,
      };
    })
    .sort((a, b) => a.variance_value - b.variance_value || a.variance - b.variance);
  const loss = lines.reduce((sum, l) => sum + Math.max(0, -l.variance_value), 0);
  const gain = lines.reduce((sum, l) => sum + Math.max(0, l.variance_value), 0);
  const bookValue = lines.reduce((sum, l) => sum + l.bookValue, 0);
  return {
    stocktake_id: stocktake.id,
    stocktake_number: stocktake.stocktakeNumber,
    outlet_id: stocktake.outletId,
    outlet_name: header.outletName,
    opened_at: stocktake.openedAt.toISOString(),
    closed_at: stocktake.closedAt!.toISOString(),
    lines: lines.map(({ bookValue: _, ...line }) => line),
    totals: {
      line_count: header.lineCount,
      counted_count: header.countedCount,
      uncounted_count: header.lineCount - header.countedCount,
      loss_value: loss,
      gain_value: gain,
      net_value: gain - loss,
      book_value: bookValue,
      net_bp: basisPoints(gain - loss, bookValue),
    },
  };
}

export const VARIANCE_COLUMNS = [
  'sku_id',
  'sku_name',
  'stock_unit',
  'expected_quantity',
  'moved_since_opening',
  'book_quantity',
  'counted_quantity',
  'variance',
  'unit_cost',
  'variance_value',
  'variance_percent',
] as const;

// Points as a number (-2.94), so a spreadsheet reads a negative one as a number, not as text.
const percent = (bp: number | null) => (bp === null ? '' : bp / 100);

/** The report as a table for download: the lines, then a TOTAL row. */
export function varianceTable(report: StocktakeVarianceDto): (string | number)[][] {
  const rows = report.lines.map((l) => [
    l.sku_id,
    l.sku_name,
    l.stock_unit,
    l.expected_quantity,
    l.moved_since_opening,
    l.book_quantity,
    l.counted_quantity,
    l.variance,
    l.unit_cost_milli === null ? '' : l.unit_cost_milli / 1000,
    l.variance_value,
    percent(l.variance_bp),
  ]);
  const t = report.totals;
  return [...rows, ['', 'TOTAL', '', '', '', '', '', '', '', t.net_value, percent(t.net_bp)]];
}

interface UsageRow {
  sku_id: number;
  sku_name: string;
  kind: SkuKind;
  stock_unit: StockUnit;
  avg_cost_milli: string | number | null;
  opening: number;
  closing: number;
  received: number;
  transferred_in: number;
  transferred_out: number;
  other_adjustments: number;
  produced: number;
  theoretical: number;
  waste: number;
  waste_value: number;
}

/**
 * The usage report between two closed counts of the outlet, for each SKU counted at both. A SKU's
 * movements are those after its count at the first up to its count at the second; the first
 * count's own variance is not a movement of goods and is left out.
 */
export async function stockUsage(
  db: DbOrTx,
  reach: OutletReach,
  query: { outlet_id: number; from_stocktake_id: number; to_stocktake_id: number },
): Promise<StockUsageDto> {
  requireReach(reach, query.outlet_id, 'Outlet not found');
  const [outlet] = await db.select({ name: outlets.name }).from(outlets).where(eq(outlets.id, query.outlet_id));
  if (!outlet) throw notFound('Outlet');
  const [from, to] = await Promise.all(
    [query.from_stocktake_id, query.to_stocktake_id].map(async (id) => {
      const [row] = await db.select().from(stocktakes).where(eq(stocktakes.id, id));
      if (!row) throw notFound(STOCKTAKE_NOT_FOUND);
      requireReach(reach, row.outletId, notFound(STOCKTAKE_NOT_FOUND).message);
      return row;
    }),
  );
  for (const [count, field] of [
    [from!, 'from_stocktake_id'],
    [to!, 'to_stocktake_id'],
  ] as const) {
    if (count.outletId !== query.outlet_id) throw unprocessable('The stock count is of another outlet', field);
    if (count.status !== 'CLOSED') throw unprocessable('The stock count is not closed', field);
  }
  if (from!.openedAt >= to!.openedAt) {
    throw unprocessable('The first stock count must be earlier than the second', 'to_stocktake_id');
  }
  const signed = sql`case when m.change_type = 'add' then m.quantity else -m.quantity end`;
  const rows = await rowsOf<UsageRow>(
    db,
    sql`with pairs as (
        select a.sku_id, a.counted_quantity as opening, a.counted_at as from_at,
          b.counted_quantity as closing, b.counted_at as to_at
        from stocktake_lines a join stocktake_lines b on b.sku_id = a.sku_id and b.stocktake_id = ${to!.id}
        where a.stocktake_id = ${from!.id} and a.counted_quantity is not null and b.counted_quantity is not null
      )
      select p.sku_id, skus.name as sku_name, skus.kind, ${stockUnitSql(skus.kind, skus.unit)} as stock_unit,
        skus.avg_cost_milli, p.opening, p.closing,
        coalesce(sum(${signed}) filter (where m.source = 'receipt'), 0)::integer as received,
        coalesce(sum(${signed}) filter (where m.source = 'transfer_in'), 0)::integer as transferred_in,
        coalesce(-sum(${signed}) filter (where m.source = 'transfer_out'), 0)::integer as transferred_out,
        coalesce(sum(${signed}) filter (where m.source = 'adjustment'
          or (m.source = 'stocktake' and m.stocktake_id <> ${from!.id})), 0)::integer as other_adjustments,
        coalesce(sum(m.quantity) filter (where m.source = 'production' and m.change_type = 'add'), 0)::integer as produced,
        coalesce(-sum(${signed}) filter (where m.source in ('sale', 'sale_return')
          or (m.source = 'production' and m.change_type = 'deduct')), 0)::integer as theoretical,
        coalesce(sum(m.quantity) filter (where m.source = 'waste'), 0)::integer as waste,
        coalesce(sum(m.waste_value) filter (where m.source = 'waste'), 0)::integer as waste_value
      from pairs p
        join skus on skus.id = p.sku_id
        left join inventory_movements m on m.outlet_id = ${query.outlet_id} and m.sku_id = p.sku_id
          and m.created_at > p.from_at and m.created_at <= p.to_at
      group by p.sku_id, skus.id, p.opening, p.closing`,
  );
  const lines = rows
    .map((row) => {
      const cost = row.avg_cost_milli === null ? null : Number(row.avg_cost_milli);
      const actual = row.opening + row.received + row.produced + row.transferred_in - row.transferred_out - row.closing;
      const difference = actual - row.theoretical - row.waste;
      return {
        sku_id: row.sku_id,
        sku_name: row.sku_name,
        kind: row.kind,
        stock_unit: row.stock_unit,
        opening: row.opening,
        received: row.received,
        transferred_in: row.transferred_in,
        transferred_out: row.transferred_out,
        other_adjustments: row.other_adjustments,
        produced: row.produced,
        closing: row.closing,
        actual_usage: actual,
        theoretical_usage: row.theoretical,
        waste: row.waste,
        waste_value: row.waste_value,
        difference,
        difference_value: valueOf(difference, cost),
        difference_bp: basisPoints(difference, row.theoretical),
        actualValue: valueOf(actual, cost),
        theoreticalValue: valueOf(row.theoretical, cost),
      };
    })
    .sort((a, b) => b.difference_value - a.difference_value || b.difference - a.difference || a.sku_id - b.sku_id);
  const actualValue = lines.reduce((sum, l) => sum + l.actualValue, 0);
  const theoreticalValue = lines.reduce((sum, l) => sum + l.theoreticalValue, 0);
  const wasteValue = lines.reduce((sum, l) => sum + l.waste_value, 0);
  const differenceValue = lines.reduce((sum, l) => sum + l.difference_value, 0);
  const reference = (count: typeof from) => ({
    id: count!.id,
    stocktake_number: count!.stocktakeNumber,
    closed_at: count!.closedAt!.toISOString(),
  });
  return {
    outlet_id: query.outlet_id,
    outlet_name: outlet.name,
    from_stocktake: reference(from),
    to_stocktake: reference(to),
    lines: lines.map(({ actualValue: _a, theoreticalValue: _t, ...line }) => line),
    totals: {
      actual_value: actualValue,
      theoretical_value: theoreticalValue,
      waste_value: wasteValue,
      difference_value: differenceValue,
      difference_bp: basisPoints(differenceValue, theoreticalValue),
    },
  };
}
