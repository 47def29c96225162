// Stock that moves between outlets and stock that is counted.
//
// A transfer sends goods from one outlet to another: sending books `transfer_out` at the sender at
// once, so while the goods travel they are on neither shelf but in transit to the receiver; receiving
// books `transfer_in` at the receiver and closes the transfer; cancelling while in transit books
// them back at the sender.
//
// A stocktake (stock opname) counts an outlet's shelf: opening records each line's expected quantity
// at that moment; counts are saved as people count; closing books each line's variance through the
// ledger (`source: stocktake`), measured against the expected quantity plus what moved since opening.
//
// A reorder rule keeps a SKU between a minimum and a maximum at an outlet; low stock follows it, and
// a stock line that crosses below its minimum raises one alert until it is back above it.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { outlets } from './outlets';
import { skus } from './skus';
import { users } from './users';

export const STOCK_TRANSFER_STATUSES = ['IN_TRANSIT', 'RECEIVED', 'CANCELLED'] as const;

export const stockTransfers = pgTable(
  'stock_transfers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** TR-YYYY-MM-NNNN, numbered chain-wide per Jakarta month. */
    transferNumber: text('transfer_number').notNull(),
    fromOutletId: integer('from_outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'restrict' }),
    toOutletId: integer('to_outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'restrict' }),
    status: text('status', { enum: STOCK_TRANSFER_STATUSES }).notNull().default('IN_TRANSIT'),
    note: text('note').notNull().default(''),
    /** What the receiver wrote on receiving (damage, missing cartons...). */
    receiveNote: text('receive_note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    receivedBy: integer('received_by').references(() => users.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_transfers_number_unique').on(t.transferNumber),
    index('stock_transfers_from_created_idx').on(t.fromOutletId, t.createdAt),
    index('stock_transfers_to_created_idx').on(t.toOutletId, t.createdAt),
    index('stock_transfers_to_in_transit_idx')
      .on(t.toOutletId)
      .where(sql`${t.status} = 'IN_TRANSIT'`),
    index('stock_transfers_created_at_idx').on(t.createdAt),
    check('stock_transfers_status_known', sql`${t.status} in ('IN_TRANSIT', 'RECEIVED', 'CANCELLED')`),
    check('stock_transfers_two_outlets', sql`${t.fromOutletId} <> ${t.toOutletId}`),
    check('stock_transfers_received_stamp', sql`(${t.status} = 'RECEIVED') = (${t.receivedAt} is not null)`),
    check('stock_transfers_cancelled_stamp', sql`(${t.status} = 'CANCELLED') = (${t.cancelledAt} is not null)`),
  ],
);

export const stockTransferItems = pgTable(
  'stock_transfer_items',
  {
    transferId: integer('transfer_id')
      .notNull()
      .references(() => stockTransfers.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'restrict' }),
    /** Stock units sent. */
    quantity: integer('quantity').notNull(),
    /** Set on receiving: arrived in good order, arrived damaged; the rest was lost on the way. */
    quantityReceived: integer('quantity_received'),
    quantityDamaged: integer('quantity_damaged'),
  },
  (t) => [
    primaryKey({ name: 'stock_transfer_items_pk', columns: [t.transferId, t.skuId] }),
    index('stock_transfer_items_sku_idx').on(t.skuId),
    check('stock_transfer_items_quantity_positive', sql`${t.quantity} >= 1`),
    check(
      'stock_transfer_items_received_range',
      sql`(${t.quantityReceived} is null) = (${t.quantityDamaged} is null) and (${t.quantityReceived} is null or (${t.quantityReceived} >= 0 and ${t.quantityDamaged} >= 0 and ${t.quantityReceived} + ${t.quantityDamaged} <= ${t.quantity}))`,
    ),
  ],
);

export const STOCKTAKE_STATUSES = ['OPEN', 'CLOSED', 'CANCELLED'] as const;

export const stocktakes = pgTable(
  'stocktakes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** SO-YYYY-MM-NNNN (stock opname), numbered chain-wide per Jakarta month. */
    stocktakeNumber: text('stocktake_number').notNull(),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'restrict' }),
    status: text('status', { enum: STOCKTAKE_STATUSES }).notNull().default('OPEN'),
    /** A blind count hides the expected quantities from the counters. */
    blind: boolean('blind').notNull().default(false),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The moment expected quantities were taken; movements after it are not variance. */
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stocktakes_number_unique').on(t.stocktakeNumber),
    index('stocktakes_outlet_opened_idx').on(t.outletId, t.openedAt),
    index('stocktakes_opened_at_idx').on(t.openedAt),
    check('stocktakes_status_known', sql`${t.status} in ('OPEN', 'CLOSED', 'CANCELLED')`),
    check('stocktakes_closed_stamp', sql`(${t.status} = 'OPEN') = (${t.closedAt} is null)`),
  ],
);

export const stocktakeLines = pgTable(
  'stocktake_lines',
  {
    stocktakeId: integer('stocktake_id')
      .notNull()
      .references(() => stocktakes.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'restrict' }),
    /** Stock on hand when the count opened. */
    expectedQuantity: integer('expected_quantity').notNull(),
    /** Null until someone counts the line. */
    countedQuantity: integer('counted_quantity'),
    countedBy: integer('counted_by').references(() => users.id, { onDelete: 'set null' }),
    countedAt: timestamp('counted_at', { withTimezone: true }),
    /** Set on closing: stock units moved since opening, and the variance booked. */
    movedSinceOpening: integer('moved_since_opening'),
    variance: integer('variance'),
    /** The SKU's average cost when the count closed, in milli-rupiah per stock unit. */
    unitCostMilli: integer('unit_cost_milli'),
  },
  (t) => [
    primaryKey({ name: 'stocktake_lines_pk', columns: [t.stocktakeId, t.skuId] }),
    index('stocktake_lines_sku_idx').on(t.skuId),
    check('stocktake_lines_counted_nonnegative', sql`${t.countedQuantity} is null or ${t.countedQuantity} >= 0`),
  ],
);

export const reorderRules = pgTable(
  'reorder_rules',
  {
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    /** Stock units. Low stock is on hand at or below the minimum. */
    minQuantity: integer('min_quantity').notNull(),
    maxQuantity: integer('max_quantity').notNull(),
    /** Suggested quantities are rounded up to a multiple of this (a carton of 1,000 ml...). */
    multiple: integer('multiple').notNull().default(1),
    /** Set when stock crossed below the minimum and the alert went out; cleared once it is above. */
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'reorder_rules_pk', columns: [t.outletId, t.skuId] }),
    index('reorder_rules_sku_idx').on(t.skuId),
    check(
      'reorder_rules_range',
      sql`${t.minQuantity} >= 0 and ${t.maxQuantity} >= ${t.minQuantity} and ${t.maxQuantity} >= 1 and ${t.multiple} >= 1`,
    ),
  ],
);
