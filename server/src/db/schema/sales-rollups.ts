// Sales rollups the dashboard and the sales report read instead of scanning every order: orders per
// Jakarta hour, outlet and status; paid orders' lines per Jakarta day, outlet and SKU (both with the
// lines' frozen cost of goods and the units without one, the sales-cogs migration); and each
// customer's first order; and paid orders per Jakarta day, outlet and set of SKUs (the sku-set-orders
// migration). Triggers on orders and order_items (the sales-rollups migration) keep them current in
// the same transaction as the write that moves them, whatever code writes the orders. The dashboard's
// own two, paid invoices per Jakarta hour and outlet and each customer's first order at each outlet,
// follow orders and invoices the same way (the dashboard-rollups migration).
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, numeric, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { outlets } from './outlets';
import { skus } from './skus';

const total = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * Which of a bucket's rows a transaction adds to: each bucket is kept in up to ROLLUP_SLOTS rows
 * (its total is their sum, and a row alone may go below zero), so transactions writing orders of one
 * outlet and hour at once mostly take different rows' locks instead of queueing for one.
 */
export const ROLLUP_SLOTS = 8;
export const rollupSlot = () =>
  smallint('slot')
    .notNull()
    .default(sql.raw(`(txid_current() % ${ROLLUP_SLOTS})`));

/** Every order (any status) by the Jakarta day and hour it was placed. */
export const salesByHour = pgTable(
  'sales_by_hour',
  {
    placedOn: date('placed_on', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    orderCount: integer('order_count').notNull().default(0),
    itemsSold: total('items_sold'),
    grossSales: total('gross_sales'),
    discountTotal: total('discount_total'),
    /** The orders' lines' frozen costs (order_items.cost), lines without a cost counting 0. */
    cogs: total('cogs'),
    /** Units on the orders' lines without a cost (not yet paid, or an ingredient had no cost). */
    uncostedQuantity: total('uncosted_quantity'),
    /** The orders' frozen charges (the sales-charges migration): service charge, PBJT, the part of
     * the PBJT inside prices that include it, and cash rounding (below 0 when rounded down). */
    serviceCharge: total('service_charge'),
    tax: total('tax'),
    taxIncluded: total('tax_included'),
    rounding: total('rounding'),
    slot: rollupSlot(),
  },
  (t) => [
    primaryKey({ name: 'sales_by_hour_pk', columns: [t.placedOn, t.outletId, t.status, t.hour, t.slot] }),
    index('sales_by_hour_outlet_idx').on(t.outletId, t.placedOn),
  ],
);

/**
 * Paid orders' lines (status 100 to 400) by Jakarta day, outlet and SKU. `discount_share` is the
 * orders' discount shared over their lines in proportion to the line subtotal, kept exact, and
 * `tax_included_share` the same of the PBJT their prices included.
 */
export const skuSalesByDay = pgTable(
  'sku_sales_by_day',
  {
    placedOn: date('placed_on', { mode: 'string' }).notNull(),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    orderCount: integer('order_count').notNull().default(0),
    quantity: total('quantity'),
    grossSales: total('gross_sales'),
    discountShare: numeric('discount_share', { mode: 'string' })
      .notNull()
      .default(sql`0`),
    taxIncludedShare: numeric('tax_included_share', { mode: 'string' })
      .notNull()
      .default(sql`0`),
    /** The lines' frozen costs (order_items.cost), lines without a cost counting 0. */
    cogs: total('cogs'),
    /** Units on lines without a cost: the cost of goods above leaves them out. */
    uncostedQuantity: total('uncosted_quantity'),
    slot: rollupSlot(),
  },
  (t) => [
    primaryKey({ name: 'sku_sales_by_day_pk', columns: [t.placedOn, t.outletId, t.skuId, t.slot] }),
    index('sku_sales_by_day_sku_idx').on(t.skuId, t.placedOn),
  ],
);

/**
 * Paid orders (status 100 to 400) by Jakarta day, outlet and the set of SKUs their lines hold
 * (distinct, ascending; orders without lines are left out). A sales report on several SKUs counts
 * each order holding one of them once: the sets that overlap them, without reading the orders.
 */
export const skuSetOrdersByDay = pgTable(
  'sku_set_orders_by_day',
  {
    placedOn: date('placed_on', { mode: 'string' }).notNull(),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    skuIds: integer('sku_ids').array().notNull(),
    orderCount: integer('order_count').notNull().default(0),
    slot: rollupSlot(),
  },
  (t) => [primaryKey({ name: 'sku_set_orders_by_day_pk', columns: [t.placedOn, t.outletId, t.skuIds, t.slot] })],
);

/** When each customer placed their first order (any status). */
export const customerFirstOrders = pgTable(
  'customer_first_orders',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstOrderAt: timestamp('first_order_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('customer_first_orders_at_idx').on(t.firstOrderAt)],
);

/** Invoices with a payment time (paid, or paid and refunded) by the Jakarta day and hour of it, at their order's outlet. */
export const invoicesPaidByHour = pgTable(
  'invoices_paid_by_hour',
  {
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    invoiceCount: integer('invoice_count').notNull().default(0),
    slot: rollupSlot(),
  },
  (t) => [primaryKey({ name: 'invoices_paid_by_hour_pk', columns: [t.paidOn, t.outletId, t.hour, t.slot] })],
);

/**
 * When each customer first ordered at each outlet, and anywhere (any status): whether a customer new
 * in a span of time ordered in it at the outlets a user sees, from one index and without their orders.
 */
export const customerOutletFirstOrders = pgTable(
  'customer_outlet_first_orders',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    firstOrderAt: timestamp('first_order_at', { withTimezone: true }).notNull(),
    /** The customer's first order at any outlet, as in customer_first_orders. */
    customerFirstOrderAt: timestamp('customer_first_order_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'customer_outlet_first_orders_pk', columns: [t.customerId, t.outletId] }),
    index('customer_outlet_first_orders_at_idx').on(t.outletId, t.firstOrderAt, t.customerFirstOrderAt, t.customerId),
  ],
);
