// Stock per SKU, the movement log, and adjustments by hand (through the stock ledger).
import { and, asc, desc, eq, exists, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { inventoryMovements, inventoryStocks, skus, users } from '../../db/schema';
import { requiredText } from '../../lib/handler-types';
import { badRequest } from '../../lib/http-error';
import { addDays, startOfJakartaDay } from '../../lib/jakarta-time';
import { LOW_STOCK_THRESHOLD } from '../../lib/low-stock';
import { likePattern, pagedList, totalCount, type PageQuery } from '../../lib/paged-list';
import { moveStock, type ChangeType, type Movement, type Tagging } from '../../lib/stock-ledger';

export type InventoryStockDto = components['schemas']['InventoryStock'];
export type InventoryMovementDto = components['schemas']['InventoryMovement'];
type AdjustmentInput = components['schemas']['InventoryAdjustmentInput'];

export interface InventoryFilters extends PageQuery {
  sku_name?: string;
  tagging?: Tagging;
}

export interface MovementFilters extends InventoryFilters {
  sku_id?: number;
  start_date?: string;
  end_date?: string;
}

const hasMovementTagged = (tagging: Tagging) =>
  exists(
    sql`(select 1 from ${inventoryMovements} where ${inventoryMovements.skuId} = ${skus.id} and ${inventoryMovements.tagging} = ${tagging})`,
  );

function stockWhere(filters: InventoryFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.sku_name) conditions.push(ilike(skus.name, likePattern(filters.sku_name)));
  if (filters.tagging) conditions.push(hasMovementTagged(filters.tagging));
  return conditions.length ? and(...conditions) : undefined;
}

export function listInventory(db: DbOrTx, filters: InventoryFilters) {
  const where = stockWhere(filters);
  return pagedList(filters, {
    rows: (limit, offset) =>
      db
        .select({
          sku_id: skus.id,
          sku_name: skus.name,
          unit: skus.unit,
          quantity: sql<number>`coalesce(${inventoryStocks.quantity}, 0)`.mapWith(Number),
          is_watched: skus.isWatched,
          is_low_stock: sql<boolean>`${skus.isWatched} and coalesce(${inventoryStocks.quantity}, 0) < ${LOW_STOCK_THRESHOLD}`,
          lastMovementAt: inventoryStocks.lastMovementAt,
          total: totalCount,
        })
        .from(skus)
        .leftJoin(inventoryStocks, eq(inventoryStocks.skuId, skus.id))
        .where(where)
        .orderBy(asc(skus.name), asc(skus.id))
        .limit(limit)
        .offset(offset),
    count: () => db.$count(skus, where),
    data: (rows): InventoryStockDto[] =>
      rows.map(({ lastMovementAt, ...row }) => ({
        ...row,
        last_movement_at: lastMovementAt ? lastMovementAt.toISOString() : null,
      })),
  });
}

const movementColumns = {
  movement: inventoryMovements,
  skuName: skus.name,
  userName: users.name,
};

type MovementRow = { movement: Movement; skuName: string; userName: string };

function toMovementDto({ movement: m, skuName, userName }: MovementRow): InventoryMovementDto {
  return {
    id: m.id,
    sku_id: m.skuId,
    sku_name: skuName,
    change_type: m.changeType,
    quantity: m.quantity,
    quantity_before: m.quantityBefore,
    quantity_after: m.quantityAfter,
    tagging: m.tagging,
    note: m.note,
    po_number: m.poNumber,
    purchase_order_id: m.purchaseOrderId,
    created_by: { id: m.createdBy, name: userName },
    created_at: m.createdAt.toISOString(),
  };
}

function movementWhere(filters: MovementFilters): SQL | undefined {
  if (filters.start_date && filters.end_date && filters.end_date < filters.start_date) {
    throw badRequest('End date cannot be before start date', 'end_date');
  }
  const conditions: SQL[] = [];
  if (filters.sku_name) conditions.push(ilike(skus.name, likePattern(filters.sku_name)));
  if (filters.tagging) conditions.push(eq(inventoryMovements.tagging, filters.tagging));
  if (filters.sku_id) conditions.push(eq(inventoryMovements.skuId, filters.sku_id));
  if (filters.start_date) {
    conditions.push(gte(inventoryMovements.createdAt, new Date(startOfJakartaDay(filters.start_date))));
  }
  if (filters.end_date) {
    conditions.push(lt(inventoryMovements.createdAt, new Date(startOfJakartaDay(addDays(filters.end_date, 1)))));
  }
  return conditions.length ? and(...conditions) : undefined;
}

export function listMovements(db: DbOrTx, filters: MovementFilters) {
  const where = movementWhere(filters);
  return pagedList(filters, {
    rows: (limit, offset) =>
      db
        .select({ ...movementColumns, total: totalCount })
        .from(inventoryMovements)
        .innerJoin(skus, eq(skus.id, inventoryMovements.skuId))
        .innerJoin(users, eq(users.id, inventoryMovements.createdBy))
        .where(where)
        .orderBy(desc(inventoryMovements.createdAt), desc(inventoryMovements.id))
        .limit(limit)
        .offset(offset),
    count: () =>
      db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(inventoryMovements)
        .innerJoin(skus, eq(skus.id, inventoryMovements.skuId))
        .where(where)
        .then(([row]) => row!.n),
    data: (rows) => rows.map(toMovementDto),
  });
}

/** One adjustment by hand: the ledger checks the tagging and the stock, in one transaction. */
export function adjustStock(db: DbOrTx, userId: number, input: AdjustmentInput): Promise<InventoryMovementDto> {
  return db.transaction(async (tx) => {
    const movement = await moveStock(tx, {
      skuId: input.sku_id,
      changeType: input.change_type as ChangeType,
      quantity: input.quantity,
      tagging: input.tagging,
      note: requiredText(input.note, 'note', 'Note'),
      poNumber: input.po_number?.trim() || null,
      userId,
    });
    const [row] = await tx
      .select(movementColumns)
      .from(inventoryMovements)
      .innerJoin(skus, eq(skus.id, inventoryMovements.skuId))
      .innerJoin(users, eq(users.id, inventoryMovements.createdBy))
      .where(eq(inventoryMovements.id, movement.id));
    return toMovementDto(row!);
  });
}
