// Promotions and members: the chain's promotion rules (what they apply to, when, where, how much and
// who pays for them), their voucher codes, the discounts each order took (per promotion and per
// line), and the points members earn and spend. The one pricing function (services/sales/pricing
// and services/promotions) decides the discounts; these tables keep what it decided, frozen on the
// order when it was placed.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { orderItems, orders } from './orders';
import { users } from './users';

/** How a promotion takes money off (the contract's PromotionType). */
export const PROMOTION_TYPES = [
  'percent_off',
  'amount_off',
  'buy_x_get_y',
  'nth_item_percent',
  'bundle_price',
  'min_spend_amount_off',
] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/** Who bears a discount: the brand (the chain) or the outlet (a franchisee). */
export const PROMOTION_FUNDERS = ['brand', 'outlet'] as const;
export type PromotionFunder = (typeof PROMOTION_FUNDERS)[number];

export const PROMOTION_STATUSES = ['active', 'inactive'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/**
 * A promotion's amounts, by type (whole rupiah; percents in basis points, 50 % is 5000):
 * percent_off `{ percent_bp }`; amount_off `{ amount }` per unit; buy_x_get_y `{ buy, get,
 * get_percent_bp }` (the cheapest units go free or at a percent off); nth_item_percent `{ n,
 * percent_bp }` (every nth unit); bundle_price `{ quantity, price }` (that many units for that
 * price); min_spend_amount_off `{ min_spend, amount }` (off the order once it reaches the spend).
 */
export type PromotionParams = Record<string, number>;

export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    type: text('type', { enum: PROMOTION_TYPES }).notNull(),
    /** The products it applies to, directly or by their category; both empty: every product. */
    skuIds: integer('sku_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    params: jsonb('params').$type<PromotionParams>().notNull(),
    /** ISO days of the week it runs on (1 Monday … 7 Sunday); empty: every day. */
    daysOfWeek: integer('days_of_week')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** HH:mm in Asia/Jakarta, start inclusive and end exclusive; both null: all day. */
    startTime: text('start_time'),
    endTime: text('end_time'),
    /** Jakarta days it is valid on, both inclusive; null: open-ended. */
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    /** Where, through which doors and for which order types it applies; empty: all of them. */
    outletIds: integer('outlet_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    channels: text('channels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    orderTypes: text('order_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    fundedBy: text('funded_by', { enum: PROMOTION_FUNDERS }).notNull(),
    /** Lower comes first: among equal discounts the lower priority wins, and stacking applies in this order. */
    priority: integer('priority').notNull().default(100),
    stackable: boolean('stackable').notNull().default(false),
    status: text('status', { enum: PROMOTION_STATUSES }).notNull().default('active'),
    /** Applies only to an order that gives one of its voucher codes. */
    requiresCode: boolean('requires_code').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('promotions_status_idx').on(t.status),
    check('promotions_type_known', sql`${t.type} in (${sql.raw(PROMOTION_TYPES.map((x) => `'${x}'`).join(', '))})`),
    check('promotions_funded_by_known', sql`${t.fundedBy} in ('brand', 'outlet')`),
    check('promotions_status_known', sql`${t.status} in ('active', 'inactive')`),
    check(
      'promotions_valid_range',
      sql`${t.validFrom} is null or ${t.validTo} is null or ${t.validFrom} <= ${t.validTo}`,
    ),
  ],
);

/** A voucher code of a promotion that requires one: used at most `uses_per_code` times. */
export const promotionCodes = pgTable(
  'promotion_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    /** Upper case, unique across the chain. */
    code: text('code').notNull(),
    usesPerCode: integer('uses_per_code').notNull(),
    /** Uses by orders not cancelled; a cancelled order gives its use back. */
    usedCount: integer('used_count').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotion_codes_code_unique').on(t.code),
    index('promotion_codes_promotion_idx').on(t.promotionId),
    check('promotion_codes_uses', sql`${t.usesPerCode} >= 1 and ${t.usedCount} between 0 and ${t.usesPerCode}`),
  ],
);

/**
 * A discount an order took: a promotion's (with the voucher code it used, if any) or points redeemed
 * (no promotion). Names and funder are frozen as placed. `released_at` is set when a cancelled order
 * gave its voucher use back.
 */
export const orderDiscounts = pgTable(
  'order_discounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null for points redeemed. */
    promotionId: integer('promotion_id').references(() => promotions.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    amount: integer('amount').notNull(),
    fundedBy: text('funded_by', { enum: PROMOTION_FUNDERS }).notNull(),
    codeId: integer('code_id').references(() => promotionCodes.id, { onDelete: 'restrict' }),
    /** Points spent, for points redeemed; 0 for a promotion. */
    points: integer('points').notNull().default(0),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('order_discounts_order_idx').on(t.orderId),
    index('order_discounts_promotion_idx').on(t.promotionId),
    index('order_discounts_code_idx').on(t.codeId),
    check('order_discounts_amount_positive', sql`${t.amount} >= 1`),
  ],
);

/** Each discount's share of each line it applied to; a line's shares sum to its `discount`. */
export const orderItemDiscounts = pgTable(
  'order_item_discounts',
  {
    orderDiscountId: integer('order_discount_id')
      .notNull()
      .references(() => orderDiscounts.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
  },
  (t) => [
    uniqueIndex('order_item_discounts_pk').on(t.orderDiscountId, t.orderItemId),
    index('order_item_discounts_item_idx').on(t.orderItemId),
    check('order_item_discounts_amount_positive', sql`${t.amount} >= 1`),
  ],
);

export const POINT_ENTRY_KINDS = ['earned', 'earned_reversed', 'redeemed', 'redeemed_returned', 'adjusted'] as const;
export type PointEntryKind = (typeof POINT_ENTRY_KINDS)[number];

/**
 * A member's points, one row per change: earned when an order completes, taken back when it is
 * cancelled after, spent on an order (negative), given back when that order is cancelled, or
 * adjusted by staff with a reason. A customer's balance (`customers.points_balance`) is the sum.
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: POINT_ENTRY_KINDS }).notNull(),
    points: integer('points').notNull(),
    /** Why staff adjusted (their words); null otherwise. */
    reason: text('reason'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('point_entries_customer_idx').on(t.customerId, t.createdAt),
    index('point_entries_order_idx').on(t.orderId),
    // An order earns once and spends once; its reversals likewise.
    uniqueIndex('point_entries_order_kind_unique')
      .on(t.orderId, t.kind)
      .where(sql`${t.orderId} is not null`),
    check(
      'point_entries_kind_known',
      sql`${t.kind} in (${sql.raw(POINT_ENTRY_KINDS.map((x) => `'${x}'`).join(', '))})`,
    ),
    check('point_entries_points_nonzero', sql`${t.points} <> 0`),
  ],
);
