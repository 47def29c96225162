// Delivery platforms as sales channels (GoFood, GrabFood, ShopeeFood): each outlet's link to a
// platform with its commission and price markup, the chain's per-product prices on a platform, the
// platform callbacks received (each handled once), the states owed to a platform (an outbox the
// channel job sends), the menu syncs pushed to it, the items of a platform order no sync mapped, and
// the settlement files imported against the orders. Amounts are whole rupiah; percentages are basis
// points (20 % is 2000).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders, PLATFORM_CHANNELS } from './orders';
import { outlets } from './outlets';
import { skus } from './skus';
import { users } from './users';

const platform = (column: unknown) => sql`${column} in ('gofood', 'grabfood', 'shopeefood')`;

/** An outlet's link to a platform. `store_id` is the outlet's id there, what its callbacks name. */
export const outletChannels = pgTable(
  'outlet_channels',
  {
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: PLATFORM_CHANNELS }).notNull(),
    enabled: boolean('enabled').notNull().default(false),
    storeId: text('store_id'),
    commissionBp: integer('commission_bp').notNull().default(0),
    priceMarkupBp: integer('price_markup_bp').notNull().default(0),
    /** Accept a new order at once; otherwise it waits on the desk for a tap. */
    autoAccept: boolean('auto_accept').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.outletId, t.channel] }),
    uniqueIndex('outlet_channels_store_unique')
      .on(t.channel, t.storeId)
      .where(sql`${t.storeId} is not null`),
    check('outlet_channels_channel_known', platform(t.channel)),
    check('outlet_channels_commission_range', sql`${t.commissionBp} between 0 and 10000`),
    check('outlet_channels_markup_range', sql`${t.priceMarkupBp} between 0 and 10000`),
  ],
);

/** A product's final price (PBJT included) on a platform, in place of its price with the markup. */
export const channelPrices = pgTable(
  'channel_prices',
  {
    channel: text('channel', { enum: PLATFORM_CHANNELS }).notNull(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.channel, t.skuId] }),
    check('channel_prices_channel_known', platform(t.channel)),
    check('channel_prices_price_positive', sql`${t.price} >= 1`),
  ],
);

/**
 * Each platform callback handled, by the key that makes it the same callback when it comes again
 * (the platform's event id, or its order id with the state): a repeat changes nothing.
 */
export const channelCallbacks = pgTable(
  'channel_callbacks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: PLATFORM_CHANNELS }).notNull(),
    eventKey: text('event_key').notNull(),
    eventType: text('event_type').notNull(),
    platformOrderId: text('platform_order_id'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** What was done with it: `created`, `updated`, `ignored` (a state the order is past). */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('channel_callbacks_event_unique').on(t.channel, t.eventKey),
    index('channel_callbacks_order_idx').on(t.orderId),
    check('channel_callbacks_channel_known', platform(t.channel)),
  ],
);

export const CHANNEL_PUSH_STATES = ['accepted', 'ready', 'cancelled'] as const;

/**
 * A state the platform must hear of (the outlet accepted the order, it is ready for the driver, the
 * outlet cancelled it), written in the transaction that changed the order and sent by the channel
 * job until the platform takes it; each state once per order.
 */
export const channelStatePushes = pgTable(
  'channel_state_pushes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: PLATFORM_CHANNELS }).notNull(),
    state: text('state', { enum: CHANNEL_PUSH_STATES }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('channel_state_pushes_once').on(t.orderId, t.state),
    index('channel_state_pushes_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
    check('channel_state_pushes_channel_known', platform(t.channel)),
    check('channel_state_pushes_state_known', sql`${t.state} in ('accepted', 'ready', 'cancelled')`),
  ],
);

export const MENU_SYNC_STATUSES = ['QUEUEING', 'RUNNING', 'SUCCESS', 'FAILED'] as const;
export const MENU_SYNC_REASONS = ['manual', 'availability'] as const;

/**
 * A push of an outlet's menu (categories, products at their channel prices, modifier groups and
 * options, availability) to a platform: asked for by a manager or by a sold-out change, and sent by
 * the channel job (QUEUEING → RUNNING → SUCCESS or FAILED with the platform's error).
 */
export const channelMenuSyncs = pgTable(
  'channel_menu_syncs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: PLATFORM_CHANNELS }).notNull(),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    status: text('status', { enum: MENU_SYNC_STATUSES }).notNull().default('QUEUEING'),
    reason: text('reason', { enum: MENU_SYNC_REASONS }).notNull().default('manual'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Products, options sent; the platform's job id and its error when it failed. */
    productCount: integer('product_count').notNull().default(0),
    optionCount: integer('option_count').notNull().default(0),
    platformJobId: text('platform_job_id'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    index('channel_menu_syncs_outlet_idx').on(t.outletId, t.channel, t.requestedAt),
    index('channel_menu_syncs_pending_idx')
      .on(t.requestedAt)
      .where(sql`${t.status} in ('QUEUEING', 'RUNNING')`),
    check('channel_menu_syncs_channel_known', platform(t.channel)),
    check('channel_menu_syncs_status_known', sql`${t.status} in ('QUEUEING', 'RUNNING', 'SUCCESS', 'FAILED')`),
    check('channel_menu_syncs_reason_known', sql`${t.reason} in ('manual', 'availability')`),
  ],
);

/**
 * An item of a platform order that names nothing the menu sync sent: kept with the order (which is
 * flagged `needs_mapping`) at the platform's price, never dropped; `sku_id` once someone maps it.
 */
export const channelUnmappedItems = pgTable(
  'channel_unmapped_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    platformItemId: text('platform_item_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    skuId: integer('sku_id').references(() => skus.id, { onDelete: 'set null' }),
    mappedAt: timestamp('mapped_at', { withTimezone: true }),
  },
  (t) => [
    index('channel_unmapped_items_order_idx').on(t.orderId),
    check('channel_unmapped_items_amounts', sql`${t.quantity} >= 1 and ${t.unitPrice} >= 0`),
  ],
);

/** A platform's settlement file, imported (a dry run stores nothing). */
export const channelSettlements = pgTable(
  'channel_settlements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: PLATFORM_CHANNELS }).notNull(),
    fileName: text('file_name').notNull(),
    importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    rowCount: integer('row_count').notNull(),
    /** Rows whose payout differs from the expected one, rows naming no order. */
    exceptionCount: integer('exception_count').notNull(),
    /** The payouts in the file, and what the matched orders were expected to pay. */
    settledTotal: integer('settled_total').notNull(),
    expectedTotal: integer('expected_total').notNull(),
    /** The file as parsed, kept for the record. */
    summary: jsonb('summary'),
  },
  (t) => [check('channel_settlements_channel_known', platform(t.channel))],
);

export const SETTLEMENT_ROW_STATUSES = ['matched', 'amount_differs', 'no_order'] as const;

/** A row of a settlement file: the payout for one platform order, matched to the order when found. */
export const channelSettlementRows = pgTable(
  'channel_settlement_rows',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    settlementId: integer('settlement_id')
      .notNull()
      .references(() => channelSettlements.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    platformOrderId: text('platform_order_id').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    gross: integer('gross').notNull(),
    commission: integer('commission').notNull(),
    promotion: integer('promotion').notNull(),
    settled: integer('settled').notNull(),
    /** What the order should pay out: its gross − commission − merchant-funded promotion. */
    expected: integer('expected'),
    status: text('status', { enum: SETTLEMENT_ROW_STATUSES }).notNull(),
  },
  (t) => [
    index('channel_settlement_rows_settlement_idx').on(t.settlementId),
    index('channel_settlement_rows_order_idx').on(t.orderId),
    check('channel_settlement_rows_status_known', sql`${t.status} in ('matched', 'amount_differs', 'no_order')`),
  ],
);
