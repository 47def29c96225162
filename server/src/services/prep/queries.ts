// Prep batches as the prep board reads them (a batch is a stock lot of kind `batch`), the outlet's
// prep pars, and the suggestions they give: per prep item, the par of the daypart under way in
// Jakarta less what the outlet holds unexpired, in whole batches.
import { and, asc, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { outlets, prepPars, skus, stockLots, users, type LotStatus } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { jakartaDateTime } from '../../lib/jakarta-time';
import { requireReach, withinReach, type OutletReach } from '../../lib/outlet-access';
import { pagedList, totalCount, type PageQuery } from '../../lib/paged-list';
import { costOf, milliToRupiah, stockUnitSql } from '../../lib/stock-units';

export type PrepBatchDto = components['schemas']['PrepBatch'];
type PrepSuggestionDto = components['schemas']['PrepSuggestion'];
export type PrepParsDto = components['schemas']['PrepPars'];

export const OUTLET_NOT_FOUND = 'Outlet not found';
export const BATCH_NOT_FOUND = 'Prep batch not found';

/** 404 unless the outlet exists and is within reach. */
export async function requireOutlet(db: DbOrTx, reach: OutletReach, outletId: number) {
  requireReach(reach, outletId, OUTLET_NOT_FOUND);
  const [outlet] = await db
    .select({ id: outlets.id, name: outlets.name })
    .from(outlets)
    .where(eq(outlets.id, outletId));
  if (!outlet) throw new HttpError(404, OUTLET_NOT_FOUND);
  return outlet;
}

/**
 * A batch's state now: written off or used up as recorded, else expired once its holding time has
 * ended (whether or not the expiry job has marked it yet), else active.
 */
const statusNow = sql<LotStatus>`case when ${stockLots.status} in ('discarded', 'used_up') then ${stockLots.status}
  when ${stockLots.expiresAt} <= now() then 'expired' else 'active' end`;

const columns = {
  id: stockLots.id,
  outletId: stockLots.outletId,
  outletName: outlets.name,
  skuId: stockLots.skuId,
  skuName: skus.name,
  stockUnit: stockUnitSql(skus.kind, skus.unit),
  batches: stockLots.batches,
  initialQuantity: stockLots.initialQuantity,
  quantity: stockLots.quantity,
  producedAt: stockLots.producedAt,
  expiresAt: stockLots.expiresAt,
  status: statusNow,
  unitCostMilli: stockLots.unitCostMilli,
  createdBy: stockLots.createdBy,
  createdByName: users.name,
  discardedAt: stockLots.discardedAt,
};

type BatchRow = {
  id: number;
  outletId: number;
  outletName: string;
  skuId: number;
  skuName: string;
  stockUnit: PrepBatchDto['sku']['stock_unit'];
  batches: number | null;
  initialQuantity: number;
  quantity: number;
  producedAt: Date;
  expiresAt: Date;
  status: LotStatus;
  unitCostMilli: number | null;
  createdBy: number | null;
  createdByName: string | null;
  discardedAt: Date | null;
};

function toDto(row: BatchRow): PrepBatchDto {
  const unitCost = row.unitCostMilli === null ? null : Number(row.unitCostMilli);
  return {
    id: row.id,
    outlet: { id: row.outletId, name: row.outletName },
    sku: { id: row.skuId, name: row.skuName, stock_unit: row.stockUnit },
    batches: row.batches ?? 1,
    quantity: row.initialQuantity,
    remaining: row.quantity,
    produced_at: row.producedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    status: row.status,
    unit_cost: milliToRupiah(unitCost),
    remaining_value: unitCost === null ? null : costOf(row.quantity, unitCost),
    created_by: row.createdBy === null ? null : { id: row.createdBy, name: row.createdByName ?? '' },
    discarded_at: row.discardedAt?.toISOString() ?? null,
  };
}

function batchRows<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: DbOrTx,
  where: SQL | undefined,
  extra: Extra = {} as Extra,
) {
  return db
    .select({ ...columns, ...extra })
    .from(stockLots)
    .innerJoin(outlets, eq(outlets.id, stockLots.outletId))
    .innerJoin(skus, eq(skus.id, stockLots.skuId))
    .leftJoin(users, eq(users.id, stockLots.createdBy))
    .where(and(eq(stockLots.kind, 'batch'), where));
}

/** One batch within reach; 404 for one that does not exist or is at an outlet out of reach. */
export async function getPrepBatch(db: DbOrTx, reach: OutletReach, id: number): Promise<PrepBatchDto> {
  const [row] = await batchRows(db, and(eq(stockLots.id, id), withinReach(stockLots.outletId, reach)));
  if (!row) throw new HttpError(404, BATCH_NOT_FOUND);
  return toDto(row as BatchRow);
}

export interface BatchFilters extends PageQuery {
  outlet_id?: number;
  sku_id?: number;
  status?: LotStatus;
}

/** The batches at the outlets in reach, the ones expiring first first, then the newest made. */
export async function listPrepBatches(db: DbOrTx, reach: OutletReach, filters: BatchFilters) {
  if (filters.outlet_id !== undefined) await requireOutlet(db, reach, filters.outlet_id);
  const where = and(
    withinReach(stockLots.outletId, reach),
    filters.outlet_id === undefined ? undefined : eq(stockLots.outletId, filters.outlet_id),
    filters.sku_id === undefined ? undefined : eq(stockLots.skuId, filters.sku_id),
    filters.status === undefined ? undefined : sql`${statusNow} = ${filters.status}`,
  );
  return pagedList(filters, {
    rows: (limit, offset) =>
      batchRows(db, where, { total: totalCount })
        .orderBy(asc(stockLots.expiresAt), desc(stockLots.producedAt), desc(stockLots.id))
        .limit(limit)
        .offset(offset),
    count: () => db.$count(stockLots, and(eq(stockLots.kind, 'batch'), where)),
    data: (rows) => rows.map((row) => toDto(row as BatchRow)),
  });
}

/** An outlet's pars, by prep item name then daypart. */
export async function getOutletPrepPars(db: DbOrTx, reach: OutletReach, outletId: number): Promise<PrepParsDto> {
  await requireOutlet(db, reach, outletId);
  return parsOf(db, outletId);
}

export async function parsOf(db: DbOrTx, outletId: number): Promise<PrepParsDto> {
  const rows = await db
    .select({
      sku_id: prepPars.skuId,
      sku_name: skus.name,
      stock_unit: stockUnitSql(skus.kind, skus.unit),
      from: prepPars.fromTime,
      par: prepPars.par,
    })
    .from(prepPars)
    .innerJoin(skus, eq(skus.id, prepPars.skuId))
    .where(eq(prepPars.outletId, outletId))
    .orderBy(asc(skus.name), asc(skus.id), asc(prepPars.fromTime));
  return { pars: rows };
}

/**
 * The par that holds at `time` (HH:mm) among one item's pars sorted by start: the latest started by
 * then, else the day's last (the evening's par holds until the first of the morning).
 */
export function parAt<T extends { from: string }>(pars: readonly T[], time: string): T | undefined {
  const sorted = [...pars].sort((a, b) => a.from.localeCompare(b.from));
  return sorted.filter((par) => par.from <= time).at(-1) ?? sorted.at(-1);
}

/** What to make now at the outlet, per prep item with a par there, by name. */
export async function listPrepSuggestions(
  db: DbOrTx,
  reach: OutletReach,
  outletId: number,
  now: Date = new Date(),
): Promise<PrepSuggestionDto[]> {
  await requireOutlet(db, reach, outletId);
  const pars = await db
    .select({
      skuId: prepPars.skuId,
      name: skus.name,
      stockUnit: stockUnitSql(skus.kind, skus.unit),
      batchYield: skus.batchYield,
      holdingMinutes: skus.holdingMinutes,
      from: prepPars.fromTime,
      par: prepPars.par,
    })
    .from(prepPars)
    .innerJoin(skus, eq(skus.id, prepPars.skuId))
    .where(and(eq(prepPars.outletId, outletId), eq(skus.kind, 'prep')))
    .orderBy(asc(skus.name), asc(skus.id));
  if (pars.length === 0) return [];
  const held = await db
    .select({ skuId: stockLots.skuId, onHand: sql<number>`sum(${stockLots.quantity})`.mapWith(Number) })
    .from(stockLots)
    .where(
      and(
        eq(stockLots.outletId, outletId),
        gt(stockLots.quantity, 0),
        gt(stockLots.expiresAt, now),
        sql`${stockLots.skuId} in (select sku_id from prep_pars where outlet_id = ${outletId})`,
      ),
    )
    .groupBy(stockLots.skuId);
  const onHandOf = new Map(held.map((row) => [row.skuId, row.onHand]));
  const time = jakartaDateTime(now).slice(11, 16);
  const byItem = new Map<number, typeof pars>();
  for (const par of pars) byItem.set(par.skuId, [...(byItem.get(par.skuId) ?? []), par]);
  return [...byItem.values()].map((itemPars) => {
    const current = parAt(itemPars, time)!;
    const onHand = onHandOf.get(current.skuId) ?? 0;
    const batchYield = current.batchYield!;
    return {
      sku: { id: current.skuId, name: current.name, stock_unit: current.stockUnit },
      batch_yield: batchYield,
      holding_minutes: current.holdingMinutes!,
      daypart_from: current.from,
      par: current.par,
      on_hand: onHand,
      suggested_batches: Math.ceil(Math.max(0, current.par - onHand) / batchYield),
    };
  });
}
