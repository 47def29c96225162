// Stock per outlet and SKU, the movement log, and adjustments by hand (through the stock ledger).
// Every read and write keeps to the outlets the caller reaches with view_admin_inventory; an outlet
// out of reach is "not found", like a missing one.
import { and, asc, desc, eq, exists, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import {
  stockLots,
  inventoryMovements,
  inventoryStocks,
  outlets,
  reorderRules,
  skuRecipeItems,
  skus,
  stockTransferItems,
  stockTransfers,
  stocktakes,
  users,
} from '../../db/schema';
import { requiredText } from '../../lib/handler-types';
import { headOfficeId } from '../../lib/head-office';
import { badRequest, HttpError } from '../../lib/http-error';
import { addDays, startOfJakartaDay } from '../../lib/jakarta-time';
import { LOW_STOCK_THRESHOLD, lineIsLowSql } from '../../lib/low-stock';
import { requireReach, withinReach, type OutletReach } from '../../lib/outlet-access';
import { countedList, likePattern, pagedList, totalCount, type PageQuery } from '../../lib/paged-list';
import { moveStock, type ChangeType, type Movement, type StockSource, type Tagging } from '../../lib/stock-ledger';
import { stockUnitSql, type SkuKind, type StockUnit } from '../../lib/stock-units';
import { recordChange } from '../../lib/audit';

export type InventoryStockDto = components['schemas']['InventoryStock'];
export type InventoryMovementDto = components['schemas']['InventoryMovement'];
type AdjustmentInput = components['schemas']['InventoryAdjustmentInput'];

export const OUTLET_NOT_FOUND = 'Outlet not found';

export interface InventoryFilters extends PageQuery {
  sku_name?: string;
  tagging?: Tagging;
  outlet_id?: number;
  kind?: SkuKind;
  sku_ids?: number[];
}

export interface MovementFilters extends PageQuery {
  sku_name?: string;
  tagging?: Tagging;
  outlet_id?: number;
  sku_id?: number;
  source?: StockSource;
  order_id?: number;
  transfer_id?: number;
  start_date?: string;
  end_date?: string;
}

/** The outlets a list covers: the one asked for (404 out of reach), or all the caller reaches. */
function outletScope(reach: OutletReach, outletId: number | undefined): OutletReach {
  if (outletId === undefined) return reach;
  requireReach(reach, outletId, OUTLET_NOT_FOUND);
  return { all: false, ids: [outletId] };
}

const stockUnitColumn = stockUnitSql(skus.kind, skus.unit);

function stockWhere(filters: InventoryFilters, scope: OutletReach): SQL | undefined {
  // A drink made from its recipe or a bundle keeps no stock of its own: its sales take ingredients
  // or components. It shows only if stock was booked to it in the scope (before its recipe, say).
  const conditions: SQL[] = [
    sql`not (${skus.kind} = 'product' and (${skus.isBundled} or exists (select 1 from ${skuRecipeItems}
      where ${skuRecipeItems.productSkuId} = ${skus.id}))
      and not exists (select 1 from ${inventoryStocks} where ${inventoryStocks.skuId} = ${skus.id}
        and ${inventoryStocks.quantity} <> 0 and ${withinReach(inventoryStocks.outletId, scope)}))`,
  ];
  if (filters.sku_name) conditions.push(ilike(skus.name, likePattern(filters.sku_name)));
  if (filters.kind) conditions.push(eq(skus.kind, filters.kind));
  if (filters.sku_ids?.length) conditions.push(inArray(skus.id, filters.sku_ids));
  if (filters.tagging) {
    conditions.push(
      exists(
        sql`(select 1 from ${inventoryMovements} where ${inventoryMovements.skuId} = ${skus.id}
          and ${inventoryMovements.tagging} = ${filters.tagging} and ${withinReach(inventoryMovements.outletId, scope)})`,
      ),
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * Whether a SKU's line is low: at one outlet, by its rule there or the fallback (see low-stock); over
 * several, when any reached outlet is at or below its rule's minimum, or, with no rule at any of
 * them, when the sum is under the fallback threshold of a watched SKU.
 */
function lowFlag(outletId: number | undefined, scope: OutletReach, quantity: SQL): SQL<boolean> {
  if (outletId !== undefined) return lineIsLowSql(sql`${outletId}::integer`, skus.id, quantity, skus.isWatched);
  const ruled = sql`from ${reorderRules} where ${reorderRules.skuId} = skus.id and ${withinReach(reorderRules.outletId, scope)}`;
  return sql<boolean>`(exists (select 1 ${ruled} and coalesce((select s.quantity from inventory_stocks s
      where s.outlet_id = ${reorderRules.outletId} and s.sku_id = ${reorderRules.skuId}), 0) <= ${reorderRules.minQuantity})
    or (${skus.isWatched} and ${quantity} < ${LOW_STOCK_THRESHOLD} and not exists (select 1 ${ruled})))`;
}

/**
 * Every SKU with its stock at one outlet, or summed over the outlets the caller reaches (outlet_id
 * and outlet_name null), by name.
 */
export async function listInventory(db: DbOrTx, reach: OutletReach, filters: InventoryFilters) {
  const scope = outletScope(reach, filters.outlet_id);
  const where = stockWhere(filters, scope);
  const [outlet] =
    filters.outlet_id === undefined
      ? [null]
      : await db.select({ id: outlets.id, name: outlets.name }).from(outlets).where(eq(outlets.id, filters.outlet_id));
  if (outlet === undefined) throw new HttpError(404, OUTLET_NOT_FOUND);
  // One outlet's line, or the sum over the scope, read per SKU of the page. The SKU is named by its
  // table: Drizzle leaves the columns of a single-table query unqualified.
  const stock = db
    .select({
      quantity: sql<number>`coalesce(sum(${inventoryStocks.quantity}), 0)`.as('quantity'),
      lastMovementAt: sql<Date | null>`max(${inventoryStocks.lastMovementAt})`.as('last_movement_at'),
    })
    .from(inventoryStocks)
    .where(and(sql`${inventoryStocks.skuId} = skus.id`, withinReach(inventoryStocks.outletId, scope)))
    .as('stock');
  const quantity = sql<number>`${stock.quantity}`.mapWith(Number);
  // Units sent to the outlet(s) by transfers not received yet.
  const inTransit = sql<number>`(select coalesce(sum(${stockTransferItems.quantity}), 0) from ${stockTransferItems}
    join ${stockTransfers} on ${stockTransfers.id} = ${stockTransferItems.transferId}
    where ${stockTransferItems.skuId} = skus.id and ${stockTransfers.status} = 'IN_TRANSIT'
      and ${withinReach(stockTransfers.toOutletId, scope)})`.mapWith(Number);
  return pagedList(filters, {
    rows: (limit, offset) =>
      db
        .select({
          sku_id: skus.id,
          sku_name: skus.name,
          unit: skus.unit,
          kind: skus.kind,
          stock_unit: stockUnitColumn,
          quantity,
          is_watched: skus.isWatched,
          is_low_stock: lowFlag(filters.outlet_id, scope, sql`${stock.quantity}`),
          lastMovementAt: sql<string | Date | null>`${stock.lastMovementAt}`,
          in_transit: inTransit,
          total: totalCount,
        })
        .from(skus)
        .leftJoinLateral(stock, sql`true`)
        .where(where)
        .orderBy(asc(skus.name), asc(skus.id))
        .limit(limit)
        .offset(offset),
    count: () => db.$count(skus, where),
    data: (rows): InventoryStockDto[] =>
      rows.map(({ lastMovementAt, ...row }) => ({
        ...row,
        outlet_id: outlet?.id ?? null,
        outlet_name: outlet?.name ?? null,
        last_movement_at: lastMovementAt ? new Date(lastMovementAt).toISOString() : null,
      })),
  });
}

const movementColumns = {
  movement: inventoryMovements,
  outletName: outlets.name,
  skuName: skus.name,
  stockUnit: stockUnitColumn,
  userName: users.name,
  transferNumber: stockTransfers.transferNumber,
  stocktakeNumber: stocktakes.stocktakeNumber,
  lot: {
    id: stockLots.id,
    kind: stockLots.kind,
    expiresAt: stockLots.expiresAt,
    expiryDate: stockLots.expiryDate,
  },
};

type MovementRow = {
  movement: Movement;
  outletName: string;
  skuName: string;
  stockUnit: StockUnit;
  userName: string | null;
  transferNumber: string | null;
  stocktakeNumber: string | null;
  lot: { id: number; kind: 'batch' | 'lot'; expiresAt: Date; expiryDate: string | null } | null;
};

/** The document a movement came from, to name and link: a stock count, a transfer, an order or a purchase order. */
function referenceOf(
  m: Movement,
  transferNumber: string | null,
  stocktakeNumber: string | null,
): InventoryMovementDto['reference'] {
  if (m.stocktakeId !== null) return { type: 'stock_count', id: m.stocktakeId, label: stocktakeNumber ?? '' };
  if (m.transferId !== null) return { type: 'transfer', id: m.transferId, label: transferNumber ?? '' };
  if (m.orderId !== null) return { type: 'order', id: m.orderId, label: String(m.orderId) };
  // A receipt names its order; a number typed on an adjustment is found by searching it.
  if (m.poNumber) return { type: 'purchase_order', id: m.purchaseOrderId, label: m.poNumber };
  return null;
}

function toMovementDto({
  movement: m,
  outletName,
  skuName,
  stockUnit,
  userName,
  transferNumber,
  stocktakeNumber,
  lot,
}: MovementRow): InventoryMovementDto {
  return {
    id: m.id,
    outlet_id: m.outletId,
    outlet_name: outletName,
    sku_id: m.skuId,
    sku_name: skuName,
    stock_unit: stockUnit,
    source: m.source,
    change_type: m.changeType,
    quantity: m.quantity,
    quantity_before: m.quantityBefore,
    quantity_after: m.quantityAfter,
    lot:
      lot === null
        ? null
        : { id: lot.id, kind: lot.kind, expires_at: lot.expiresAt.toISOString(), expiry_date: lot.expiryDate },
    waste_reason: m.wasteReason,
    tagging: m.tagging,
    note: m.note,
    note_code: m.noteCode,
    note_params: m.noteParams,
    reference: referenceOf(m, transferNumber, stocktakeNumber),
    po_number: m.poNumber,
    purchase_order_id: m.purchaseOrderId,
    order_id: m.orderId,
    transfer_id: m.transferId,
    transfer_number: transferNumber,
    stocktake: m.stocktakeId === null ? null : { id: m.stocktakeId, stocktake_number: stocktakeNumber ?? '' },
    created_by: m.createdBy === null ? null : { id: m.createdBy, name: userName ?? '' },
    created_at: m.createdAt.toISOString(),
  };
}

function movementWhere(filters: MovementFilters, scope: OutletReach): SQL | undefined {
  if (filters.start_date && filters.end_date && filters.end_date < filters.start_date) {
    throw badRequest('End date cannot be before start date', 'end_date');
  }
  const conditions: SQL[] = [withinReach(inventoryMovements.outletId, scope)];
  if (filters.sku_name) conditions.push(ilike(skus.name, likePattern(filters.sku_name)));
  if (filters.tagging) conditions.push(eq(inventoryMovements.tagging, filters.tagging));
  if (filters.sku_id) conditions.push(eq(inventoryMovements.skuId, filters.sku_id));
  if (filters.source) conditions.push(eq(inventoryMovements.source, filters.source));
  if (filters.order_id) conditions.push(eq(inventoryMovements.orderId, filters.order_id));
  if (filters.transfer_id) conditions.push(eq(inventoryMovements.transferId, filters.transfer_id));
  if (filters.start_date) {
    conditions.push(gte(inventoryMovements.createdAt, new Date(startOfJakartaDay(filters.start_date))));
  }
  if (filters.end_date) {
    conditions.push(lt(inventoryMovements.createdAt, new Date(startOfJakartaDay(addDays(filters.end_date, 1)))));
  }
  return and(...conditions);
}

const movementsFrom = (db: DbOrTx) =>
  db
    .select(movementColumns)
    .from(inventoryMovements)
    .innerJoin(skus, eq(skus.id, inventoryMovements.skuId))
    .innerJoin(outlets, eq(outlets.id, inventoryMovements.outletId))
    .leftJoin(users, eq(users.id, inventoryMovements.createdBy))
    .leftJoin(stockTransfers, eq(stockTransfers.id, inventoryMovements.transferId))
    .leftJoin(stocktakes, eq(stocktakes.id, inventoryMovements.stocktakeId))
    .leftJoin(stockLots, eq(stockLots.id, inventoryMovements.lotId));

/** The log, newest first: a page read off the outlet's (or the chain's) time index, and the total beside it. */
export function listMovements(db: DbOrTx, reach: OutletReach, filters: MovementFilters) {
  const where = movementWhere(filters, outletScope(reach, filters.outlet_id));
  return countedList(filters, {
    rows: (limit, offset) =>
      movementsFrom(db)
        .where(where)
        .orderBy(desc(inventoryMovements.createdAt), desc(inventoryMovements.id))
        .limit(limit)
        .offset(offset),
    // The SKU is joined only when its name is searched, so a plain count reads one index.
    count: () =>
      (filters.sku_name
        ? db
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(inventoryMovements)
            .innerJoin(skus, eq(skus.id, inventoryMovements.skuId))
            .where(where)
        : db
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(inventoryMovements)
            .where(where)
      ).then(([row]) => row!.n),
    data: (rows) => rows.map(toMovementDto),
  });
}

/** One adjustment by hand at an outlet (the head office by default), through the ledger. */
export function adjustStock(
  db: DbOrTx,
  userId: number,
  reach: OutletReach,
  input: AdjustmentInput,
): Promise<InventoryMovementDto> {
  return db.transaction(async (tx) => {
    const outletId = input.outlet_id ?? (await headOfficeId(tx));
    requireReach(reach, outletId, OUTLET_NOT_FOUND);
    const [movement] = await moveStock(tx, [
      {
        outletId,
        skuId: input.sku_id,
        source: 'adjustment',
        changeType: input.change_type as ChangeType,
        quantity: input.quantity,
        tagging: input.tagging,
        note: requiredText(input.note, 'note', 'Note'),
        poNumber: input.po_number?.trim() || null,
        userId,
      },
    ]);
    const [row] = await movementsFrom(tx).where(eq(inventoryMovements.id, movement!.id));
    const dto = toMovementDto(row!);
    await recordChange(tx, {
      recordType: 'inventory',
      recordId: dto.sku_id,
      outletId,
      before: { quantity: dto.quantity_before },
      after: {
        quantity: dto.quantity_after,
        changeType: dto.change_type,
        tagging: dto.tagging,
        note: dto.note,
        poNumber: dto.po_number,
      },
    });
    return dto;
  });
}
