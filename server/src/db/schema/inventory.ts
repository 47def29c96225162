// Stock on hand per SKU and the movement log that explains it: every change of a stock line writes
// one movement with the quantity before and after, so the stock always equals the sum of its
// movements. Goods received on a purchase order are `add` movements tagged `po`; manual
// adjustments carry the other taggings. Orders do not move stock (the contract has no sales tagging).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { purchaseOrderInboundItems, purchaseOrders } from './purchase-orders';
import { skus } from './skus';
import { users } from './users';

export const INVENTORY_CHANGE_TYPES = ['add', 'deduct'] as const;
export const INVENTORY_TAGGINGS = ['retur', 'po', 'rusak', 'hilang', 'expired', 'free', 'giveaway'] as const;
export const TAGGINGS_BY_CHANGE_TYPE = {
  add: ['retur', 'po'],
  deduct: ['rusak', 'hilang', 'expired', 'free', 'giveaway'],
} as const;

/** One row per SKU; a SKU without a row has nothing in stock. */
export const inventoryStocks = pgTable(
  'inventory_stocks',
  {
    skuId: integer('sku_id')
      .primaryKey()
      .references(() => skus.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(0),
    /** When the stock last changed; null if it never did. */
    lastMovementAt: timestamp('last_movement_at', { withTimezone: true }),
  },
  (t) => [check('inventory_stocks_quantity_not_negative', sql`${t.quantity} >= 0`)],
);

export const inventoryMovements = pgTable(
  'inventory_movements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    changeType: text('change_type', { enum: INVENTORY_CHANGE_TYPES }).notNull(),
    quantity: integer('quantity').notNull(),
    quantityBefore: integer('quantity_before').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    tagging: text('tagging', { enum: INVENTORY_TAGGINGS }).notNull(),
    note: text('note').notNull(),
    poNumber: text('po_number'),
    purchaseOrderId: integer('purchase_order_id').references(() => purchaseOrders.id, { onDelete: 'set null' }),
    /** The goods-receipt line that wrote this movement, for `po` movements from an inbound. */
    inboundItemId: integer('inbound_item_id').references(() => purchaseOrderInboundItems.id, { onDelete: 'set null' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inventory_movements_sku_created_idx').on(t.skuId, t.createdAt),
    index('inventory_movements_created_at_idx').on(t.createdAt),
    index('inventory_movements_tagging_sku_idx').on(t.tagging, t.skuId),
    check(
      'inventory_movements_tagging_fits_change_type',
      sql`(${t.changeType} = 'add' and ${t.tagging} in ('retur', 'po')) or (${t.changeType} = 'deduct' and ${t.tagging} in ('rusak', 'hilang', 'expired', 'free', 'giveaway'))`,
    ),
    check('inventory_movements_quantity_positive', sql`${t.quantity} >= 1`),
    check(
      'inventory_movements_before_after',
      sql`${t.quantityBefore} >= 0 and ${t.quantityAfter} >= 0 and ${t.quantityAfter} = ${t.quantityBefore} + case when ${t.changeType} = 'add' then ${t.quantity} else -${t.quantity} end`,
    ),
  ],
);
