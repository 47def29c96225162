// Lots that expire: the list of what expires soon at the outlets the caller reaches, and the
// write-off of an expired lot as waste (through the stock ledger, which books it on the lot).
import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { inventoryStocks, outlets, skus, stockLots } from '../../db/schema';
import { recordChange } from '../../lib/audit';
import { notFound, unprocessable } from '../../lib/http-error';
import { addDays, jakartaDate } from '../../lib/jakarta-time';
import { requireReach, withinReach, type OutletReach } from '../../lib/outlet-access';
import { pagedList, totalCount, type PageQuery } from '../../lib/paged-list';
import { moveStock } from '../../lib/stock-ledger';
import { stockUnitSql, type StockUnit } from '../../lib/stock-units';

export type ExpiringLotDto = components['schemas']['ExpiringLot'];

export interface ExpiringFilters extends PageQuery {
  outlet_id?: number;
  within_days?: number;
}

export const LOT_NOT_FOUND = 'Lot';
export const NOT_EXPIRED = 'Only an expired lot can be written off';
export const NOTHING_LEFT = 'Nothing is left of this lot';
const DEFAULT_WITHIN_DAYS = 7;

/** The Jakarta day a lot expires on: a received lot's printed date, a batch's last day. */
const expiryDay = sql<string>`coalesce(${stockLots.expiryDate}, (${stockLots.expiresAt} at time zone 'Asia/Jakarta')::date)`;

/** What is left at the lot's cost (else the SKU's average), whole rupiah rounded half up; null without a cost. */
const valueLeft = sql<number | null>`round(${stockLots.quantity}::numeric
  * coalesce(${stockLots.unitCostMilli}, ${skus.avgCostMilli}) / 1000)::bigint`.mapWith((v) =>
  v === null ? null : Number(v),
);

const lotColumns = {
  lot: stockLots,
  outletName: outlets.name,
  skuName: skus.name,
  stockUnit: stockUnitSql(skus.kind, skus.unit),
  value: valueLeft,
  day: sql<string>`${expiryDay}::text`,
};

const lotsFrom = (db: DbOrTx) =>
  db
    .select({ ...lotColumns, total: totalCount })
    .from(stockLots)
    .innerJoin(outlets, eq(outlets.id, stockLots.outletId))
    .innerJoin(skus, eq(skus.id, stockLots.skuId));

type LotRow = {
  lot: typeof stockLots.$inferSelect;
  outletName: string;
  skuName: string;
  stockUnit: unknown;
  value: number | null;
  day: string;
};

/** Whole Jakarta days from `from` to `to` (both YYYY-MM-DD). */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

function toDto(row: LotRow, today: string): ExpiringLotDto {
  const { lot } = row;
  return {
    id: lot.id,
    kind: lot.kind,
    outlet: { id: lot.outletId, name: row.outletName },
    sku: { id: lot.skuId, name: row.skuName, stock_unit: row.stockUnit as StockUnit },
    expiry_date: lot.expiryDate,
    expires_at: lot.expiresAt.toISOString(),
    quantity: lot.quantity,
    value: row.value,
    status: lot.status,
    days_left: daysBetween(today, row.day),
  };
}

/**
 * The lots with something left (not written off) at the outlets in reach (or at `outlet_id`, 404 out
 * of reach) whose expiry day is at most `within_days` Jakarta days from today, the expired ones
 * included, first-expiring first. Lots of a SKU no longer stocked in lots are left out.
 */
export function listExpiringLots(db: DbOrTx, reach: OutletReach, filters: ExpiringFilters, now = Date.now()) {
  if (filters.outlet_id !== undefined) requireReach(reach, filters.outlet_id, 'Outlet not found');
  const today = jakartaDate(now);
  const until = addDays(today, filters.within_days ?? DEFAULT_WITHIN_DAYS);
  const conditions: SQL[] = [
    withinReach(stockLots.outletId, reach),
    sql`${stockLots.quantity} > 0`,
    ne(stockLots.status, 'discarded'),
    sql`(${skus.kind} = 'prep' or ${skus.tracksExpiry})`,
    sql`${expiryDay} <= ${until}::date`,
  ];
  if (filters.outlet_id !== undefined) conditions.push(eq(stockLots.outletId, filters.outlet_id));
  const where = and(...conditions);
  return pagedList(filters, {
    rows: (limit, offset) =>
      lotsFrom(db).where(where).orderBy(asc(stockLots.expiresAt), asc(stockLots.id)).limit(limit).offset(offset),
    count: () =>
      db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(stockLots)
        .innerJoin(skus, eq(skus.id, stockLots.skuId))
        .where(where)
        .then(([row]) => row!.n),
    data: (rows) => rows.map((row) => toDto(row, today)),
  });
}

/**
 * Writes what is left of an expired lot off as waste (reason `expired`, valued at the lot's cost,
 * else the SKU's average) and marks it discarded. The lot's stock line is locked before the lot,
 * the order the ledger keeps, so a sale or transfer of the same SKU at the outlet waits or is waited for.
 */
export function writeOffLot(db: DbOrTx, userId: number, reach: OutletReach, lotId: number): Promise<ExpiringLotDto> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ outletId: stockLots.outletId, skuId: stockLots.skuId })
      .from(stockLots)
      .where(eq(stockLots.id, lotId));
    requireReach(reach, found?.outletId, notFound(LOT_NOT_FOUND).message);
    const { outletId, skuId } = found!;
    await tx
      .select({ quantity: inventoryStocks.quantity })
      .from(inventoryStocks)
      .where(and(eq(inventoryStocks.outletId, outletId), eq(inventoryStocks.skuId, skuId)))
      .for('update');
    const [lot] = await tx
      .select({
        quantity: stockLots.quantity,
        status: stockLots.status,
        expired: sql<boolean>`${stockLots.expiresAt} <= now()`,
        costMilli: sql<number | null>`coalesce(${stockLots.unitCostMilli}, ${skus.avgCostMilli})`.mapWith((v) =>
          v === null ? null : Number(v),
        ),
      })
      .from(stockLots)
      .innerJoin(skus, eq(skus.id, stockLots.skuId))
      .where(eq(stockLots.id, lotId))
      .for('update', { of: stockLots });
    if (!lot!.expired) throw unprocessable(NOT_EXPIRED);
    if (lot!.quantity === 0) throw unprocessable(NOTHING_LEFT);
    const { quantity, costMilli } = lot!;
    const [movement] = await moveStock(tx, [
      {
        outletId,
        skuId,
        changeType: 'deduct',
        quantity,
        source: 'waste',
        wasteReason: 'expired',
        wasteValue: costMilli === null ? null : Math.floor((quantity * costMilli + 500) / 1000),
        lotId,
        note: '',
        userId,
      },
    ]);
    await tx
      .update(stockLots)
      .set({ status: 'discarded', discardedAt: new Date(), discardedBy: userId })
      .where(eq(stockLots.id, lotId));
    await recordChange(tx, {
      recordType: 'inventory',
      recordId: skuId,
      outletId,
      before: { quantity: movement!.quantityBefore, lotId, lotQuantity: quantity, lotStatus: lot!.status },
      after: {
        quantity: movement!.quantityAfter,
        lotId,
        lotQuantity: 0,
        lotStatus: 'discarded',
        wasteReason: 'expired',
        wasteValue: movement!.wasteValue,
      },
    });
    const [row] = await lotsFrom(tx).where(eq(stockLots.id, lotId));
    return toDto(row!, jakartaDate(Date.now()));
  });
}
