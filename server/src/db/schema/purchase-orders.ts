// Purchase orders to vendors, their lines and goods receipts (inbounds). Amounts are whole rupiah
// in bigint: a line may order up to a million units. A line keeps the quantity received so far
// (the sum of its inbound lines) so lists and reports need no extra join.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { skus } from './skus';
import { users } from './users';
import { outlets } from './outlets';
import { vendors } from './vendors';

export const PURCHASE_ORDER_STATUSES = ['PENDING', 'PARTIAL', 'COMPLETED', 'CANCELLED'] as const;
export const APPROVAL_STATUSES = ['NOT_REQUIRED', 'AWAITING_APPROVAL', 'APPROVED', 'REJECTED'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
/** What the server notes for the chain's staff about a purchase order (never printed for the vendor). */
export const PURCHASE_ORDER_NOTE_CODES = ['drafted_from_reorder'] as const;

const money = (name: string) => bigint(name, { mode: 'number' });

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    poNumber: text('po_number').notNull(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    status: text('status', { enum: PURCHASE_ORDER_STATUSES }).notNull().default('PENDING'),
    /** The outlet that receives the goods; its receipts book stock there. */
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'restrict' }),
    buyer: text('buyer').notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    expectedDeliveryDate: date('expected_delivery_date', { mode: 'string' }).notNull(),
    shippingMethod: text('shipping_method').notNull(),
    shippingTerms: text('shipping_terms').notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentTerms: text('payment_terms').notNull(),
    bankName: text('bank_name').notNull(),
    bankAccountName: text('bank_account_name').notNull(),
    bankAccountNumber: text('bank_account_number').notNull(),
    /** The note to the vendor, printed on the document. */
    notes: text('notes'),
    /** The server's own note for the chain's staff, in the reader's language; never printed. */
    noteCode: text('note_code', { enum: PURCHASE_ORDER_NOTE_CODES }),
    subtotal: money('subtotal').notNull(),
    tax: money('tax').notNull().default(0),
    totalAmount: money('total_amount').notNull(),
    withTax: boolean('with_tax').notNull().default(false),
    /** Percent; 0 when the PO was saved without tax. */
    taxRate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    /** Beside the receiving status: whether the chain's approval threshold holds it back. */
    approvalStatus: text('approval_status', { enum: APPROVAL_STATUSES }).notNull().default('NOT_REQUIRED'),
    approvalRequestedAt: timestamp('approval_requested_at', { withTimezone: true }),
    /**
     * Who made it need approval: its creator, or the editor whose change sent it to (or changed it
     * while) AWAITING_APPROVAL. Like its creator, they may not decide on it.
     */
    approvalRequestedBy: integer('approval_requested_by').references(() => users.id, { onDelete: 'set null' }),
    approvalDecidedBy: integer('approval_decided_by').references(() => users.id, { onDelete: 'set null' }),
    approvalDecidedAt: timestamp('approval_decided_at', { withTimezone: true }),
    /** Why it was rejected. */
    approvalReason: text('approval_reason'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_orders_po_number_unique').on(t.poNumber),
    index('purchase_orders_approval_created_idx').on(t.approvalStatus, t.createdAt),
    check(
      'purchase_orders_approval_status_known',
      sql`${t.approvalStatus} in ('NOT_REQUIRED', 'AWAITING_APPROVAL', 'APPROVED', 'REJECTED')`,
    ),
    index('purchase_orders_created_at_idx').on(t.createdAt),
    index('purchase_orders_status_created_idx').on(t.status, t.createdAt),
    index('purchase_orders_vendor_created_idx').on(t.vendorId, t.createdAt),
    index('purchase_orders_outlet_created_idx').on(t.outletId, t.createdAt),
    check('purchase_orders_status_known', sql`${t.status} in ('PENDING', 'PARTIAL', 'COMPLETED', 'CANCELLED')`),
    check(
      'purchase_orders_amounts',
      sql`${t.subtotal} >= 0 and ${t.tax} >= 0 and ${t.totalAmount} = ${t.subtotal} + ${t.tax}`,
    ),
    check('purchase_orders_note_code_known', sql`${t.noteCode} is null or ${t.noteCode} in ('drafted_from_reorder')`),
    check('purchase_orders_tax_rate_range', sql`${t.taxRate} between 0 and 100`),
    check('purchase_orders_bank_account_digits', sql`${t.bankAccountNumber} ~ '^[0-9]{6,20}$'`),
  ],
);

export const purchaseOrderItems = pgTable(
  'purchase_order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    itemName: text('item_name').notNull(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    totalPrice: money('total_price').notNull(),
    quantityReceived: integer('quantity_received').notNull().default(0),
  },
  (t) => [
    index('purchase_order_items_po_idx').on(t.purchaseOrderId),
    index('purchase_order_items_sku_idx').on(t.skuId),
    check('purchase_order_items_quantity_positive', sql`${t.quantity} >= 1 and ${t.unitPrice} >= 1`),
    check('purchase_order_items_total', sql`${t.totalPrice} = ${t.quantity} * ${t.unitPrice}`),
    check('purchase_order_items_received_range', sql`${t.quantityReceived} between 0 and ${t.quantity}`),
  ],
);

/** One goods receipt against a purchase order. */
export const purchaseOrderInbounds = pgTable(
  'purchase_order_inbounds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('purchase_order_inbounds_po_idx').on(t.purchaseOrderId, t.createdAt)],
);

/** What one goods receipt received on one line; only lines that received something. */
export const purchaseOrderInboundItems = pgTable(
  'purchase_order_inbound_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inboundId: integer('inbound_id')
      .notNull()
      .references(() => purchaseOrderInbounds.id, { onDelete: 'cascade' }),
    purchaseOrderItemId: integer('purchase_order_item_id')
      .notNull()
      .references(() => purchaseOrderItems.id, { onDelete: 'cascade' }),
    quantityReceived: integer('quantity_received').notNull(),
    receivedAt: date('received_at', { mode: 'string' }).notNull(),
    notes: text('notes'),
  },
  (t) => [
    index('purchase_order_inbound_items_inbound_idx').on(t.inboundId),
    index('purchase_order_inbound_items_item_idx').on(t.purchaseOrderItemId),
    check('purchase_order_inbound_items_quantity_positive', sql`${t.quantityReceived} >= 1`),
  ],
);
