// Reading stock counts: the list, one count with its lines (a blind count hides the expected
// quantities while it is open), within the outlets the caller reaches with view_admin_inventory.
import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { outlets, skus, stocktakeLines, stocktakes, STOCKTAKE_STATUSES, users } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { addDays, startOfJakartaDay } from '../../lib/jakarta-time';
import { requireReach, withinReach, type OutletReach } from '../../lib/outlet-access';
import { pagedList, totalCount, type PageQuery } from '../../lib/paged-list';
import { stockUnitSql } from '../../lib/stock-units';

export type StocktakeDto = components['schemas']['Stocktake'];
export type StocktakeSummaryDto = components['schemas']['StocktakeSummary'];
export type Stocktake = typeof stocktakes.$inferSelect;

export const STOCKTAKE_NOT_FOUND = 'Stock count';
export const OUTLET_NOT_FOUND = 'Outlet not found';

export interface StocktakeFilters extends PageQuery {
  outlet_id?: number;
  status?: (typeof STOCKTAKE_STATUSES)[number];
  start_date?: string;
  end_date?: string;
}

const creators = alias(users, 'creators');
const closers = alias(users, 'closers');

// The lines' figures per count, read beside each header.
const lineCounts = {
  lineCount:
    sql<number>`(select count(*) from ${stocktakeLines} where ${stocktakeLines.stocktakeId} = ${stocktakes.id})`.mapWith(
      Number,
    ),
  countedCount:
    sql<number>`(select count(*) from ${stocktakeLines} where ${stocktakeLines.stocktakeId} = ${stocktakes.id} and ${stocktakeLines.countedQuantity} is not null)`.mapWith(
      Number,
    ),
};

const headerColumns = {
  stocktake: stocktakes,
  outletName: outlets.name,
  creatorName: creators.name,
  closerName: closers.name,
  ...lineCounts,
};

const headersFrom = (db: DbOrTx) =>
  db
    .select({ ...headerColumns, total: totalCount })
    .from(stocktakes)
    .innerJoin(outlets, eq(outlets.id, stocktakes.outletId))
    .leftJoin(creators, eq(creators.id, stocktakes.createdBy))
    .leftJoin(closers, eq(closers.id, stocktakes.closedBy));

type HeaderRow = {
  stocktake: Stocktake;
  outletName: string;
  creatorName: string | null;
  closerName: string | null;
  lineCount: number;
  countedCount: number;
};

const recorded = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

function toSummary(row: HeaderRow): StocktakeSummaryDto {
  const s = row.stocktake;
  return {
    id: s.id,
    stocktake_number: s.stocktakeNumber,
    outlet_id: s.outletId,
    outlet_name: row.outletName,
    status: s.status,
    blind: s.blind,
    note: s.note,
    line_count: row.lineCount,
    counted_count: row.countedCount,
    created_by: recorded(s.createdBy, row.creatorName),
    opened_at: s.openedAt.toISOString(),
    closed_by: recorded(s.closedBy, row.closerName),
    closed_at: s.closedAt ? s.closedAt.toISOString() : null,
  };
}

function filtersWhere(reach: OutletReach, filters: StocktakeFilters): SQL | undefined {
  if (filters.outlet_id !== undefined) requireReach(reach, filters.outlet_id, OUTLET_NOT_FOUND);
  if (filters.start_date && filters.end_date && filters.end_date < filters.start_date) {
    throw badRequest('End date cannot be before start date', 'end_date');
  }
  const conditions: SQL[] = [withinReach(stocktakes.outletId, reach)];
  if (filters.outlet_id !== undefined) conditions.push(eq(stocktakes.outletId, filters.outlet_id));
  if (filters.status) conditions.push(eq(stocktakes.status, filters.status));
  if (filters.start_date) conditions.push(gte(stocktakes.openedAt, new Date(startOfJakartaDay(filters.start_date))));
  if (filters.end_date) {
    conditions.push(lt(stocktakes.openedAt, new Date(startOfJakartaDay(addDays(filters.end_date, 1)))));
  }
  return and(...conditions);
}

/** Counts at the outlets the caller reaches, newest first. */
export function listStocktakes(db: DbOrTx, reach: OutletReach, filters: StocktakeFilters) {
  const where = filtersWhere(reach, filters);
  return pagedList(filters, {
    rows: (limit, offset) =>
      headersFrom(db).where(where).orderBy(desc(stocktakes.openedAt), desc(stocktakes.id)).limit(limit).offset(offset),
    count: () => db.$count(stocktakes, where),
    data: (rows) => rows.map(toSummary),
  });
}

/** A count's header row; one at an outlet out of reach is not found. */
export async function stocktakeHeader(db: DbOrTx, reach: OutletReach, id: number): Promise<HeaderRow> {
  const [row] = await headersFrom(db).where(eq(stocktakes.id, id));
  if (!row) throw notFound(STOCKTAKE_NOT_FOUND);
  requireReach(reach, row.stocktake.outletId, notFound(STOCKTAKE_NOT_FOUND).message);
  return row;
}

const counters = alias(users, 'counters');

/** One count with its lines by SKU name; expected quantities hidden while a blind count is open. */
export async function getStocktake(db: DbOrTx, reach: OutletReach, id: number): Promise<StocktakeDto> {
  const header = await stocktakeHeader(db, reach, id);
  const lines = await db
    .select({
      line: stocktakeLines,
      skuName: skus.name,
      kind: skus.kind,
      stockUnit: stockUnitSql(skus.kind, skus.unit),
      counterName: counters.name,
    })
    .from(stocktakeLines)
    .innerJoin(skus, eq(skus.id, stocktakeLines.skuId))
    .leftJoin(counters, eq(counters.id, stocktakeLines.countedBy))
    .where(eq(stocktakeLines.stocktakeId, id))
    .orderBy(asc(skus.name), asc(skus.id));
  const hidden = header.stocktake.blind && header.stocktake.status === 'OPEN';
  return {
    ...toSummary(header),
    expected_hidden: hidden,
    lines: lines.map(({ line, skuName, kind, stockUnit, counterName }) => ({
      sku_id: line.skuId,
      sku_name: skuName,
      kind,
      stock_unit: stockUnit,
      expected_quantity: hidden ? null : line.expectedQuantity,
      counted_quantity: line.countedQuantity,
      counted_by: recorded(line.countedBy, counterName),
      counted_at: line.countedAt ? line.countedAt.toISOString() : null,
      moved_since_opening: line.movedSinceOpening,
      variance: line.variance,
    })),
  };
}
