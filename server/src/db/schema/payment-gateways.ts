// Payment gateways: the payment methods (Xendit, Midtrans) customers can pay invoices with.
// partner_id is the method's id at the provider, what a payment request names.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const PAYMENT_METHOD_TYPES = ['VIRTUAL_ACCOUNT', 'EWALLET', 'QRIS', 'CARD', 'RETAIL_OUTLET'] as const;

export const paymentGateways = pgTable(
  'payment_gateways',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    provider: text('provider').notNull(),
    methodType: text('method_type', { enum: PAYMENT_METHOD_TYPES }).notNull(),
    partnerId: integer('partner_id').notNull(),
    feeFlat: integer('fee_flat').notNull().default(0),
    feePercent: numeric('fee_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    isEnabled: boolean('is_enabled').notNull().default(true),
    logoUrl: text('logo_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_gateways_code_unique').on(t.code),
    uniqueIndex('payment_gateways_partner_id_unique').on(t.partnerId),
    check(
      'payment_gateways_method_type_known',
      sql`${t.methodType} in ('VIRTUAL_ACCOUNT', 'EWALLET', 'QRIS', 'CARD', 'RETAIL_OUTLET')`,
    ),
    check('payment_gateways_code_format', sql`${t.code} ~ '^[A-Z0-9_]+$'`),
    check('payment_gateways_partner_id_positive', sql`${t.partnerId} >= 1`),
    check('payment_gateways_fees_range', sql`${t.feeFlat} >= 0 and ${t.feePercent} between 0 and 100`),
  ],
);
