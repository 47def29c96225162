// Reading transfers between outlets: the list, one transfer with its lines, and the next number.
// A transfer is seen by whoever reaches its sender or its receiver with view_admin_inventory; to
// anyone else it is "not found", like a missing one.
import { and, asc, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import {
  inventoryMovements,
  outlets,
  skus,
  STOCK_TRANSFER_STATUSES,
  stockLots,
  stockTransferItems,
  stockTransfers,
  users,
} from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { addDays, startOfJakartaDay } from '../../lib/jakarta-time';
import { reaches, withinReach, type OutletReach } from '../../lib/outlet-access';
import { likePattern, pagedList, totalCount, type PageQuery } from '../../lib/paged-list';
import { stockUnitSql, type StockUnit } from '../../lib/stock-units';
import { nextDocumentNumber, TRANSFER_NUMBERS } from '../../lib/document-numbers';

export type StockTransferDto = components['schemas']['StockTransfer'];
export type StockTransferSummaryDto = components['schemas']['StockTransferSummary'];
export type StockTransferStatus = (typeof STOCK_TRANSFER_STATUSES)[number];

export const TRANSFER_NOT_FOUND = 'Transfer';

export interface StockTransferFilters extends PageQuery {
  from_outlet_id?: number;
  to_outlet_id?: number;
  status?: StockTransferStatus;
  transfer_number?: string;
  start_date?: string;
  end_date?: string;
}

const fromOutlet = alias(outlets, 'from_outlet');
const toOutlet = alias(outlets, 'to_outlet');
const creator = alias(users, 'creator');
const receiver = alias(users, 'receiver');
const canceller = alias(users, 'canceller');

/** Transfers with either end within reach. */
export function eitherEndWithin(reach: OutletReach): SQL {
  return or(withinReach(stockTransfers.fromOutletId, reach), withinReach(stockTransfers.toOutletId, reach))!;
}

function filtersWhere(reach: OutletReach, filters: StockTransferFilters): SQL | undefined {
  if (filters.start_date && filters.end_date && filters.end_date < filters.start_date) {
    throw badRequest('End date cannot be before start date', 'end_date');
  }
  const conditions: SQL[] = [eitherEndWithin(reach)];
  if (filters.from_outlet_id !== undefined) conditions.push(eq(stockTransfers.fromOutletId, filters.from_outlet_id));
  if (filters.to_outlet_id !== undefined) conditions.push(eq(stockTransfers.toOutletId, filters.to_outlet_id));
  if (filters.status) conditions.push(eq(stockTransfers.status, filters.status));
  if (filters.transfer_number) {
    conditions.push(ilike(stockTransfers.transferNumber, likePattern(filters.transfer_number)));
  }
  if (filters.start_date) {
    conditions.push(gte(stockTransfers.createdAt, new Date(startOfJakartaDay(filters.start_date))));
  }
  if (filters.end_date) {
    conditions.push(lt(stockTransfers.createdAt, new Date(startOfJakartaDay(addDays(filters.end_date, 1)))));
  }
  return and(...conditions);
}

const lineTotals = {
  itemCount:
    sql<number>`(select count(*) from ${stockTransferItems} where ${stockTransferItems.transferId} = ${stockTransfers.id})`.mapWith(
      Number,
    ),
  quantitySent:
    sql<number>`(select coalesce(sum(${stockTransferItems.quantity}), 0) from ${stockTransferItems} where ${stockTransferItems.transferId} = ${stockTransfers.id})`.mapWith(
      Number,
    ),
};

const summaryColumns = {
  transfer: stockTransfers,
  fromName: fromOutlet.name,
  toName: toOutlet.name,
  creatorName: creator.name,
  ...lineTotals,
};

const summariesFrom = (db: DbOrTx) =>
  db
    .select({ ...summaryColumns, total: totalCount })
    .from(stockTransfers)
    .innerJoin(fromOutlet, eq(fromOutlet.id, stockTransfers.fromOutletId))
    .innerJoin(toOutlet, eq(toOutlet.id, stockTransfers.toOutletId))
    .leftJoin(creator, eq(creator.id, stockTransfers.createdBy));

type SummaryRow = {
  transfer: typeof stockTransfers.$inferSelect;
  fromName: string;
  toName: string;
  creatorName: string | null;
  itemCount: number;
  quantitySent: number;
};

const recordedBy = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });
const stamp = (at: Date | null) => (at ? at.toISOString() : null);

function toSummary({ transfer: t, fromName, toName, creatorName, itemCount, quantitySent }: SummaryRow) {
  return {
    id: t.id,
    transfer_number: t.transferNumber,
    from_outlet_id: t.fromOutletId,
    from_outlet_name: fromName,
    to_outlet_id: t.toOutletId,
    to_outlet_name: toName,
    status: t.status,
    note: t.note,
    item_count: itemCount,
    quantity_sent: quantitySent,
    created_by: recordedBy(t.createdBy, creatorName),
    created_at: t.createdAt.toISOString(),
    received_at: stamp(t.receivedAt),
    cancelled_at: stamp(t.cancelledAt),
  } satisfies StockTransferSummaryDto;
}

/** Transfers from or to the outlets the caller reaches, newest first. */
export function listStockTransfers(db: DbOrTx, reach: OutletReach, filters: StockTransferFilters) {
  const where = filtersWhere(reach, filters);
  return pagedList(filters, {
    rows: (limit, offset) =>
      summariesFrom(db)
        .where(where)
        .orderBy(desc(stockTransfers.createdAt), desc(stockTransfers.id))
        .limit(limit)
        .offset(offset),
    count: () => db.$count(stockTransfers, where),
    data: (rows): StockTransferSummaryDto[] => rows.map(toSummary),
  });
}

/** One transfer with its lines; one whose two ends are both out of the caller's reach is not found. */
export async function getStockTransfer(db: DbOrTx, reach: OutletReach, id: number): Promise<StockTransferDto> {
  const [header] = await summariesFrom(db).where(eq(stockTransfers.id, id));
  if (!header || !(reaches(reach, header.transfer.fromOutletId) || reaches(reach, header.transfer.toOutletId))) {
    throw notFound(TRANSFER_NOT_FOUND);
  }
  const [names] = await db
    .select({ receiverName: receiver.name, cancellerName: canceller.name })
    .from(stockTransfers)
    .leftJoin(receiver, eq(receiver.id, stockTransfers.receivedBy))
    .leftJoin(canceller, eq(canceller.id, stockTransfers.cancelledBy))
    .where(eq(stockTransfers.id, id));
  const items = await db
    .select({
      item: stockTransferItems,
      skuName: skus.name,
      unit: skus.unit,
      stockUnit: stockUnitSql(skus.kind, skus.unit),
    })
    .from(stockTransferItems)
    .innerJoin(skus, eq(skus.id, stockTransferItems.skuId))
    .where(eq(stockTransferItems.transferId, id))
    .orderBy(asc(skus.name), asc(skus.id));
  const lots = await lotsSent(db, id);
  const t = header.transfer;
  return {
    ...toSummary(header),
    receive_note: t.receiveNote,
    received_by: recordedBy(t.receivedBy, names?.receiverName ?? null),
    cancelled_by: recordedBy(t.cancelledBy, names?.cancellerName ?? null),
    items: items.map(({ item, skuName, unit, stockUnit }) => ({
      sku_id: item.skuId,
      sku_name: skuName,
      unit,
      stock_unit: stockUnit as StockUnit,
      quantity: item.quantity,
      quantity_received: item.quantityReceived,
      quantity_damaged: item.quantityDamaged,
      quantity_lost:
        item.quantityReceived === null ? null : item.quantity - item.quantityReceived - (item.quantityDamaged ?? 0),
      lots: lots
        .filter((lot) => lot.skuId === item.skuId)
        .map((lot) => ({
          lot_id: lot.id,
          kind: lot.kind,
          expiry_date: lot.expiryDate,
          expires_at: lot.expiresAt.toISOString(),
          quantity: lot.quantity,
        })),
    })),
  };
}

/** The lots a transfer's lines took from the sender (its `transfer_out` deductions), first-expiring first. */
export function lotsSent(db: DbOrTx, transferId: number) {
  return db
    .select({
      skuId: inventoryMovements.skuId,
      id: stockLots.id,
      kind: stockLots.kind,
      expiryDate: stockLots.expiryDate,
      expiresAt: stockLots.expiresAt,
      producedAt: stockLots.producedAt,
      unitCostMilli: stockLots.unitCostMilli,
      quantity: sql<number>`sum(${inventoryMovements.quantity})`.mapWith(Number),
    })
    .from(inventoryMovements)
    .innerJoin(stockLots, eq(stockLots.id, inventoryMovements.lotId))
    .where(
      and(
        eq(inventoryMovements.transferId, transferId),
        eq(inventoryMovements.source, 'transfer_out'),
        eq(inventoryMovements.changeType, 'deduct'),
      ),
    )
    .groupBy(inventoryMovements.skuId, stockLots.id)
    .orderBy(asc(stockLots.expiresAt), asc(stockLots.id));
}

/**
 * `TR-<year>-<month>-<sequence>`: this Jakarta month, one more than the highest sequence used this
 * month, at least four digits.
 */
export const nextTransferNumber = (db: DbOrTx, now = Date.now()): Promise<string> =>
  nextDocumentNumber(db, TRANSFER_NUMBERS, now);
