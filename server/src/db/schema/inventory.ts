// Stock on hand per outlet and SKU and the movement log that explains it: every change of a stock
// line writes one movement with the quantity before and after, so each outlet's stock of a SKU
// always equals the sum of its movements there. Quantities are whole stock units: an ingredient
// counts the base unit of its unit (ml for ml and l, gr for gr and kg, pcs for pcs, cup and pack),
// a product one serving. Each movement says where it came from (`source`): adjustments by hand and
// goods receipts carry the spec's taggings; sales and their returns point to their order, transfers
// and stocktakes to theirs.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { outlets } from './outlets';
import { purchaseOrderInboundItems, purchaseOrders } from './purchase-orders';
import { skus } from './skus';
import { stocktakes, stockTransfers } from './stock-moves';
import { users } from './users';

export const INVENTORY_CHANGE_TYPES = ['add', 'deduct'] as const;
export const INVENTORY_TAGGINGS = ['retur', 'po', 'rusak', 'hilang', 'expired', 'free', 'giveaway'] as const;
export const TAGGINGS_BY_CHANGE_TYPE = {
  add: ['retur', 'po'],
  deduct: ['rusak', 'hilang', 'expired', 'free', 'giveaway'],
} as const;
export const INVENTORY_SOURCES = [
  'adjustment',
  'receipt',
  'sale',
  'sale_return',
  'transfer_out',
  'transfer_in',
  'stocktake',
  'opening',
  'production',
  'waste',
] as const;

/**
 * Why stock was thrown away: spilled, made again, past its time or date, not good enough, something
 * else, or made for an order that was then cancelled.
 */
export const WASTE_REASONS = ['spill', 'remake', 'expired', 'quality', 'other', 'cancelled_after_prep'] as const;
export type WasteReason = (typeof WASTE_REASONS)[number];

/**
 * What the server itself says about a movement, as a code the reader's language words (with its
 * parameters): a sale of an order, a transfer sent, received, damaged, lost or returned, a goods
 * receipt, a stock count's variance, an opening stock import.
 */
export const MOVEMENT_NOTE_CODES = [
  'sale',
  'sale_cancelled',
  'transfer_sent',
  'transfer_received',
  'transfer_damaged',
  'transfer_lost',
  'transfer_returned',
  'goods_receipt',
  'stock_count',
  'opening_stock',
  'batch_made',
  'batch_used',
  'order_remade',
  'order_cancelled_after_prep',
] as const;
export type MovementNoteCode = (typeof MOVEMENT_NOTE_CODES)[number];
/** The figures a coded note names: the order, the document's number, the outlet sent to. */
export interface MovementNoteParams {
  order_id?: number;
  number?: string;
  outlet?: string;
  /** The prep batch made (its lot) and the prep item's name, for `batch_made` and `batch_used`. */
  batch_id?: number;
  sku?: string;
}

export const LOT_KINDS = ['batch', 'lot'] as const;
export const LOT_STATUSES = ['active', 'expired', 'discarded', 'used_up'] as const;
export type LotStatus = (typeof LOT_STATUSES)[number];

/**
 * What an outlet holds of a SKU, lot by lot: a prep item's batches made in the shop (kind `batch`,
 * held until `expires_at`, the holding time after it was made) and the lots of a SKU that tracks
 * expiry (kind `lot`, received with an expiry date, good until the end of that day in Jakarta).
 * `quantity` is what is left of the lot; it always equals the sum of the movements that name it.
 * An outlet's stock of a SKU is its lots plus what is held without a lot (stock from before the SKU
 * was tracked, returns, counts): the ledger books both (lib/stock-lots).
 */
export const stockLots = pgTable(
  'stock_lots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'restrict' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LOT_KINDS }).notNull(),
    /** Batches of the recipe made at once (a `batch`); null for a received lot. */
    batches: integer('batches'),
    /** When the batch was made, or the lot received. */
    producedAt: timestamp('produced_at', { withTimezone: true }).notNull(),
    /** The end of its holding time, or of its expiry date (Jakarta midnight after it). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** A received lot's expiry date as printed; null for a batch. */
    expiryDate: date('expiry_date', { mode: 'string' }),
    /** What the lot brought in, in stock units. */
    initialQuantity: integer('initial_quantity').notNull(),
    /** What is left of it. */
    quantity: integer('quantity').notNull(),
    /** A batch's cost per stock unit (what it used), in milli-rupiah; null when an ingredient had no cost. */
    unitCostMilli: bigint('unit_cost_milli', { mode: 'number' }),
    /** `expired` once past its time with something left; `discarded` when written off; `used_up` at 0. */
    status: text('status', { enum: LOT_STATUSES }).notNull().default('active'),
    /** The transfer that brought it to this outlet, for a lot received on a transfer. */
    transferId: integer('transfer_id').references(() => stockTransfers.id, { onDelete: 'restrict' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was written off, and by whom (null: by the system). */
    discardedAt: timestamp('discarded_at', { withTimezone: true }),
    discardedBy: integer('discarded_by').references(() => users.id, { onDelete: 'restrict' }),
  },
  (t) => [
    // The ledger's first-expiring-first order over what is left.
    index('stock_lots_fefo_idx')
      .on(t.outletId, t.skuId, t.expiresAt, t.id)
      .where(sql`${t.quantity} > 0`),
    // The expiry job's scan of what is still active.
    index('stock_lots_active_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    index('stock_lots_outlet_produced_idx').on(t.outletId, t.producedAt),
    check('stock_lots_quantity_range', sql`${t.quantity} >= 0 and ${t.initialQuantity} >= 0`),
    check('stock_lots_kind_known', sql`${t.kind} in ('batch', 'lot')`),
    check('stock_lots_status_known', sql`${t.status} in ('active', 'expired', 'discarded', 'used_up')`),
    check(
      'stock_lots_kind_fields',
      sql`(${t.kind} = 'batch') = (${t.batches} is not null) and (${t.kind} = 'lot') = (${t.expiryDate} is not null)`,
    ),
    check('stock_lots_batches_range', sql`${t.batches} between 1 and 100`),
  ],
);

/** One row per outlet and SKU; a SKU without a row at an outlet has nothing in stock there. */
export const inventoryStocks = pgTable(
  'inventory_stocks',
  {
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'restrict' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    /** Below zero only through sales: the shelf holds more than was booked, and wants counting. */
    quantity: integer('quantity').notNull().default(0),
    /**
     * Thousandths of a stock unit that sales used exactly but were not booked yet (may be negative:
     * booked ahead). A scaled recipe (half of 15 ml of syrup) is exact in thousandths; the ledger
     * books whole units and carries the rest here, so many cups never drift from what they used.
     */
    owedMilli: bigint('owed_milli', { mode: 'number' }).notNull().default(0),
    /** When the stock last changed; null if it never did. */
    lastMovementAt: timestamp('last_movement_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'inventory_stocks_pk', columns: [t.outletId, t.skuId] }),
    index('inventory_stocks_sku_idx').on(t.skuId),
  ],
);

export const inventoryMovements = pgTable(
  'inventory_movements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'restrict' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    source: text('source', { enum: INVENTORY_SOURCES }).notNull(),
    changeType: text('change_type', { enum: INVENTORY_CHANGE_TYPES }).notNull(),
    quantity: integer('quantity').notNull(),
    quantityBefore: integer('quantity_before').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    /** The spec's reason, for adjustments and receipts; null for the other sources. */
    tagging: text('tagging', { enum: INVENTORY_TAGGINGS }),
    /** What a person typed; empty where the server wrote the note (then `noteCode` says it). */
    note: text('note').notNull(),
    noteCode: text('note_code', { enum: MOVEMENT_NOTE_CODES }),
    noteParams: jsonb('note_params').$type<MovementNoteParams>().notNull().default({}),
    poNumber: text('po_number'),
    purchaseOrderId: integer('purchase_order_id').references(() => purchaseOrders.id, { onDelete: 'set null' }),
    /** The goods-receipt line that wrote this movement, for `po` movements from an inbound. */
    inboundItemId: integer('inbound_item_id').references(() => purchaseOrderInboundItems.id, { onDelete: 'set null' }),
    /** The order whose sale (or return) wrote this movement. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The transfer that sent, received, lost or returned these units. */
    transferId: integer('transfer_id').references(() => stockTransfers.id, { onDelete: 'restrict' }),
    /** The stocktake whose variance this is. */
    stocktakeId: integer('stocktake_id').references(() => stocktakes.id, { onDelete: 'restrict' }),
    /** The lot whose quantity this movement changed; null for stock held without a lot. */
    lotId: integer('lot_id').references(() => stockLots.id, { onDelete: 'restrict' }),
    /** Why it was thrown away, for `waste`. */
    wasteReason: text('waste_reason', { enum: WASTE_REASONS }),
    /** What waste was worth when written off, in whole rupiah (its lot's cost, else the average); null without a cost. */
    wasteValue: integer('waste_value'),
    /** A sale's exact use in thousandths of a stock unit (its return's too), from which `quantity` was rounded. */
    exactMilli: bigint('exact_milli', { mode: 'number' }),
    /** Null when the system made the change (an order paid online). */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inventory_movements_sku_created_idx').on(t.skuId, t.createdAt),
    index('inventory_movements_created_at_idx').on(t.createdAt),
    index('inventory_movements_lot_idx')
      .on(t.lotId)
      .where(sql`${t.lotId} is not null`),
    // The waste report reads a period's waste by day.
    index('inventory_movements_waste_created_idx')
      .on(t.createdAt, t.outletId)
      .where(sql`${t.source} = 'waste'`),
    index('inventory_movements_tagging_sku_idx').on(t.tagging, t.skuId),
    index('inventory_movements_outlet_created_idx').on(t.outletId, t.createdAt, t.id),
    index('inventory_movements_outlet_sku_created_idx').on(t.outletId, t.skuId, t.createdAt),
    index('inventory_movements_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    index('inventory_movements_transfer_idx')
      .on(t.transferId)
      .where(sql`${t.transferId} is not null`),
    index('inventory_movements_stocktake_idx')
      .on(t.stocktakeId)
      .where(sql`${t.stocktakeId} is not null`),
    check(
      'inventory_movements_source_known',
      sql`${t.source} in ('adjustment', 'receipt', 'sale', 'sale_return', 'transfer_out', 'transfer_in', 'stocktake', 'opening', 'production', 'waste')`,
    ),
    check(
      'inventory_movements_tagging_fits_change_type',
      sql`${t.tagging} is null or (${t.changeType} = 'add' and ${t.tagging} in ('retur', 'po')) or (${t.changeType} = 'deduct' and ${t.tagging} in ('rusak', 'hilang', 'expired', 'free', 'giveaway'))`,
    ),
    check(
      'inventory_movements_tagging_fits_source',
      sql`(${t.source} in ('adjustment', 'receipt')) = (${t.tagging} is not null)`,
    ),
    check(
      'inventory_movements_sale_direction',
      sql`(${t.source} <> 'sale' or ${t.changeType} = 'deduct') and (${t.source} <> 'sale_return' or ${t.changeType} = 'add')`,
    ),
    // A transfer's units leave the sender (and come back to it when the transfer is cancelled).
    check(
      'inventory_movements_transfer_direction',
      sql`(${t.source} <> 'transfer_in' or ${t.changeType} = 'add') and (${t.source} not in ('transfer_out', 'transfer_in') or ${t.transferId} is not null)`,
    ),
    check(
      'inventory_movements_note_code_known',
      sql`${t.noteCode} is null or ${t.noteCode} in ('sale', 'sale_cancelled', 'transfer_sent', 'transfer_received', 'transfer_damaged', 'transfer_lost', 'transfer_returned', 'goods_receipt', 'stock_count', 'opening_stock', 'batch_made', 'batch_used', 'order_remade', 'order_cancelled_after_prep')`,
    ),
    check(
      'inventory_movements_waste',
      sql`(${t.source} = 'waste') = (${t.wasteReason} is not null) and (${t.source} <> 'waste' or ${t.changeType} = 'deduct')`,
    ),
    check(
      'inventory_movements_waste_reason_known',
      sql`${t.wasteReason} is null or ${t.wasteReason} in ('spill', 'remake', 'expired', 'quality', 'other', 'cancelled_after_prep')`,
    ),
    check('inventory_movements_opening_adds', sql`${t.source} <> 'opening' or ${t.changeType} = 'add'`),
    check('inventory_movements_stocktake_link', sql`${t.source} <> 'stocktake' or ${t.stocktakeId} is not null`),
    check('inventory_movements_quantity_positive', sql`${t.quantity} >= 1`),
    check(
      'inventory_movements_before_after',
      sql`${t.quantityAfter} = ${t.quantityBefore} + case when ${t.changeType} = 'add' then ${t.quantity} else -${t.quantity} end`,
    ),
  ],
);
