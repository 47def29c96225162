// Customer orders for pick-up at an outlet, their lines and status history. Amounts are whole
// rupiah. placed_on is the Asia/Jakarta day the order was placed, computed by the database, so the
// list's date filter and the reports' daily, weekly and monthly grouping use an index.
// The pick-up status (LATE, READY_TO_PICKUP, UPCOMING) is derived from the status and timeslot.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { rollupSlot } from './sales-rollups';
import type { components } from '../../../../generated/schema';
import { OrderStatus as ORDER } from '../../../../generated/model/orderStatus';
import { customers } from './customers';
import { outlets } from './outlets';
import { purchaseOrders } from './purchase-orders';
import { skus } from './skus';
import { timeslots } from './timeslots';
import { users } from './users';

/** The contract's OrderStatus codes (CREATED, PAID, …, CANCELLED), in its order. */
export type OrderStatus = (typeof ORDER)[keyof typeof ORDER];
export const ORDER_STATUSES: readonly OrderStatus[] = Object.values(ORDER);

const knownStatus = (column: unknown) => sql`${column} in (${sql.raw(ORDER_STATUSES.join(', '))})`;

/** The doors an order comes in by, and how it is handed over (the contract's OrderChannel and OrderType). */
export const ORDER_CHANNELS = ['app', 'counter', 'gofood', 'grabfood', 'shopeefood'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];
/** The delivery platforms an order can come from (see schema/channels). */
export const PLATFORM_CHANNELS = ['gofood', 'grabfood', 'shopeefood'] as const;
export type PlatformChannel = (typeof PLATFORM_CHANNELS)[number];
export const ORDER_TYPES = ['pickup', 'takeaway', 'dine_in', 'delivery'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The app's signed-in customer; null for a walk-in at the counter. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    /** The name a walk-in gave at the counter (personal data: erased with the order's customer). */
    customerName: text('customer_name'),
    channel: text('channel', { enum: ORDER_CHANNELS }).notNull().default('app'),
    orderType: text('order_type', { enum: ORDER_TYPES }).notNull().default('pickup'),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'restrict' }),
    /** The pick-up window of an app order; null at the counter, which hands over at once. */
    timeslotId: integer('timeslot_id').references(() => timeslots.id, { onDelete: 'restrict' }),
    status: smallint('status').$type<OrderStatus>().notNull().default(0),
    subtotal: integer('subtotal').notNull(),
    discountTotal: integer('discount_total').notNull().default(0),
    // What the customer pays beyond the lines, frozen when placed by the one pricing function
    // (services/sales/pricing): total = subtotal − discount + service + tax − tax included + rounding.
    serviceCharge: integer('service_charge').notNull().default(0),
    /** What PBJT was charged on; 0 when the outlet was exempt. */
    taxBase: integer('tax_base').notNull().default(0),
    /** PBJT, added to the bill or included in the menu prices. */
    tax: integer('tax').notNull().default(0),
    /** The part of the PBJT that was inside the menu prices. */
    taxIncluded: integer('tax_included').notNull().default(0),
    /** Cash rounding of the amount due (negative when rounded down); 0 unless paid in cash. */
    rounding: integer('rounding').notNull().default(0),
    /** The rates used, in basis points (10 % is 1000), and whether the prices included PBJT. */
    pbjtRateBp: integer('pbjt_rate_bp').notNull().default(0),
    serviceChargeBp: integer('service_charge_bp').notNull().default(0),
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    totalAmount: integer('total_amount').notNull(),
    /** Units over every line, kept with the order so lists and the sales report need not sum the items. */
    itemCount: integer('item_count').notNull(),
    notes: text('notes'),
    /** Cash handed over at the counter for a cash sale; the change given is this less the total. */
    cashTendered: integer('cash_tendered'),
    /** Points the customer spent on it (their value is one of its discounts), and earned when it completed. */
    pointsRedeemed: integer('points_redeemed').notNull().default(0),
    pointsEarned: integer('points_earned').notNull().default(0),
    // A delivery platform's order (GoFood, GrabFood, ShopeeFood): its id there (what callbacks and
    // settlement rows name; one order per platform id) and the short number its driver and the
    // desk call it by.
    platformOrderId: text('platform_order_id'),
    platformOrderNumber: text('platform_order_number'),
    /** A platform order naming an item the menu sync never sent: it waits for someone to map it. */
    needsMapping: boolean('needs_mapping').notNull().default(false),
    /** When the outlet accepted a platform order (at once when the outlet accepts automatically). */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The platform's commission on it, and the promotion the platform said the merchant funds. */
    channelCommission: integer('channel_commission').notNull().default(0),
    merchantPromotion: integer('merchant_promotion').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    placedOn: date('placed_on', { mode: 'string' })
      .notNull()
      .generatedAlwaysAs(sql`((created_at at time zone 'Asia/Jakarta')::date)`),
  },
  (t) => [
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_outlet_created_idx').on(t.outletId, t.createdAt),
    index('orders_customer_created_idx').on(t.customerId, t.createdAt),
    index('orders_timeslot_idx').on(t.timeslotId),
    // The sales report: paid orders per Jakarta day, over every outlet or some of them.
    index('orders_placed_on_status_idx').on(t.placedOn, t.status),
    index('orders_outlet_placed_on_idx').on(t.outletId, t.placedOn, t.status),
    index('orders_channel_created_idx').on(t.channel, t.createdAt),
    check('orders_status_known', knownStatus(t.status)),
    check('orders_cash_tendered', sql`${t.cashTendered} is null or ${t.cashTendered} >= ${t.totalAmount}`),
    check('orders_channel_known', sql`${t.channel} in ('app', 'counter', 'gofood', 'grabfood', 'shopeefood')`),
    check('orders_order_type_known', sql`${t.orderType} in ('pickup', 'takeaway', 'dine_in', 'delivery')`),
    // The app's orders are picked up in a window; the counter's are taken away or eaten in; a
    // delivery platform's are delivered.
    check(
      'orders_door',
      sql`case when ${t.channel} = 'app' then ${t.orderType} = 'pickup' and ${t.timeslotId} is not null and ${t.customerId} is not null
        when ${t.channel} = 'counter' then ${t.orderType} in ('takeaway', 'dine_in') and ${t.timeslotId} is null
        else ${t.orderType} = 'delivery' and ${t.timeslotId} is null end`,
    ),
    uniqueIndex('orders_platform_order_unique')
      .on(t.channel, t.platformOrderId)
      .where(sql`${t.platformOrderId} is not null`),
    check(
      'orders_platform_amounts',
      sql`${t.channelCommission} >= 0 and ${t.merchantPromotion} >= 0 and (${t.platformOrderId} is null or ${t.channel} in ('gofood', 'grabfood', 'shopeefood'))`,
    ),
    check('orders_item_count_positive', sql`${t.itemCount} >= 1`),
    check(
      'orders_amounts',
      sql`${t.subtotal} >= 0 and ${t.discountTotal} between 0 and ${t.subtotal} and ${t.serviceCharge} >= 0
        and ${t.taxBase} >= 0 and ${t.tax} >= 0 and ${t.taxIncluded} between 0 and ${t.tax} and ${t.rounding} between -500 and 500
        and ${t.totalAmount} = ${t.subtotal} - ${t.discountTotal} + ${t.serviceCharge} + ${t.tax} - ${t.taxIncluded} + ${t.rounding}`,
    ),
  ],
);

/**
 * Every order (any status) by outlet and status, moved by triggers on orders in the same transaction
 * as each write (the order-list-search migration): the order list's total when no day range is
 * asked, from a few dozen rows however many orders there are.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    status: smallint('status').$type<OrderStatus>().notNull(),
    orderCount: integer('order_count').notNull().default(0),
    slot: rollupSlot(),
  },
  (t) => [primaryKey({ name: 'order_counts_pk', columns: [t.outletId, t.status, t.slot] })],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    /** Unit price charged: the discounted price when the SKU had one. */
    price: integer('price').notNull(),
    subtotal: integer('subtotal').notNull(),
    /** The customer's wish for this line ("less ice"), printed for the barista. */
    note: text('note'),
    /**
     * What the line's stock cost when the order was paid, in whole rupiah (its recipe's ingredients
     * at their average cost then); null before payment, or when an ingredient had no cost yet.
     */
    cost: integer('cost'),
    /**
     * Set when the line was paid with an option whose recipe does not cover the product (a paid
     * topping with no recipe, or a scale or removal of an ingredient the product's recipe lacks):
     * its cost counts what is known and is flagged, never silently short.
     */
    recipeGap: boolean('recipe_gap').notNull().default(false),
    /** The line's share of the order's discounts (promotions and points), whole rupiah. */
    discount: integer('discount').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_sku_idx').on(t.skuId),
    check('order_items_quantity_positive', sql`${t.quantity} >= 1 and ${t.price} >= 0`),
    check('order_items_subtotal', sql`${t.subtotal} = ${t.quantity} * ${t.price}`),
    check('order_items_discount', sql`${t.discount} between 0 and ${t.subtotal}`),
  ],
);

/** Every status an order went through; changed_by is null when the system made the change. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: smallint('status').$type<OrderStatus>().notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId, t.changedAt),
    check('order_status_history_status_known', knownStatus(t.status)),
  ],
);

export const ORDER_EVENT_TYPES = [
  'order.created',
  'order.status_changed',
  'stock.low',
  'purchase_order.awaiting_approval',
  'change',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** The kinds of record a change notice (`change`) names; the contract's ChangeNoticeResource. */
export const CHANGE_NOTICE_RESOURCES = [
  'stock',
  'order',
  'invoice',
  'purchase_order',
  'stock_transfer',
  'stocktake',
  'sold_out',
] as const satisfies readonly components['schemas']['ChangeNoticeResource'][];

/** A transaction id (xid8), read as a number: it stays below 2^53 for the life of any database. */
const transactionId = customType<{ data: number; driverData: string | number | bigint }>({
  dataType: () => 'xid8',
  fromDriver: (value) => Number(value),
  toDriver: (value) => String(value),
});

/**
 * What happened to orders, for the live event stream: every API process reads new rows when
 * PostgreSQL notifies it, in the order of their writing transactions (`xid`, then `id`), once every
 * transaction that could still write before them has ended; a client that reconnects asks for the
 * rows after the last id it received. Rows older than a day are pruned. The same stream carries
 * low-stock alerts (`stock.low`): a stock line that crossed below its reorder rule's minimum, with
 * the SKU, the stock left and the minimum instead of an order; and change notices (`change`): one
 * row per transaction, outlet and kind of record, with the ids of the records it changed.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type', { enum: ORDER_EVENT_TYPES }).notNull(),
    /** The order's events carry the order and its status; a low-stock alert carries neither. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    status: smallint('status').$type<OrderStatus>(),
    /** A low-stock alert's SKU, the stock left after the change and the rule's minimum. */
    skuId: integer('sku_id').references(() => skus.id, { onDelete: 'cascade' }),
    quantity: integer('quantity'),
    minQuantity: integer('min_quantity'),
    /** A purchase order waiting for approval (`purchase_order.awaiting_approval`), for its approvers. */
    purchaseOrderId: integer('purchase_order_id').references((): AnyPgColumn => purchaseOrders.id, {
      onDelete: 'cascade',
    }),
    /** A change notice's kind of record and the ids it changed (for stock, the SKUs). */
    resource: text('resource', { enum: CHANGE_NOTICE_RESOURCES }),
    ids: integer('ids').array(),
    /** The writing transaction: the stream's order, and what tells a reader the row is final. */
    xid: transactionId('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When a process claimed the event's web push. Every API process hears every event; the one
     * that sets this first sends the push, so staff get one notification however many run.
     */
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
  },
  (t) => [
    index('order_events_created_at_idx').on(t.createdAt),
    index('order_events_order_idx').on(t.orderId),
    index('order_events_stream_idx').on(t.xid, t.id),
    uniqueIndex('order_events_change_once')
      .on(t.xid, t.outletId, t.resource)
      .where(sql`${t.type} = 'change'`),
    check(
      'order_events_type_known',
      sql`${t.type} in ('order.created', 'order.status_changed', 'stock.low', 'purchase_order.awaiting_approval', 'change')`,
    ),
    check(
      'order_events_subject',
      sql`case when ${t.type} = 'stock.low' then ${t.skuId} is not null and ${t.quantity} is not null and ${t.minQuantity} is not null and ${t.orderId} is null
        when ${t.type} = 'purchase_order.awaiting_approval' then ${t.purchaseOrderId} is not null and ${t.orderId} is null and ${t.skuId} is null
        when ${t.type} = 'change' then ${t.resource} is not null and cardinality(${t.ids}) > 0 and ${t.orderId} is null and ${t.skuId} is null and ${t.purchaseOrderId} is null
        else ${t.orderId} is not null and ${t.status} is not null and ${t.skuId} is null end`,
    ),
  ],
);
