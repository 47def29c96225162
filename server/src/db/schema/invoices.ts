// Invoices, one per order, and the payment instructions requested from a payment gateway.
// invoice_number is INV/<YYYYMMDD>/<5-digit sequence of that Jakarta day> (more digits past 99999).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { InvoiceStatus as INVOICE } from '../../../../generated/model/invoiceStatus';
import { orders } from './orders';
import { paymentGateways } from './payment-gateways';
import { shifts } from './shifts';

/** The contract's InvoiceStatus codes (UNPAID, PAID, EXPIRED, FAILED, REFUNDED), in its order. */
export type InvoiceStatus = (typeof INVOICE)[keyof typeof INVOICE];
export const INVOICE_STATUSES: readonly InvoiceStatus[] = Object.values(INVOICE);

export const PAYMENT_ALERT_REASONS = ['AMOUNT_MISMATCH', 'PAID_WHEN_CLOSED'] as const;

/**
 * Where the refund of a paid invoice whose order was cancelled stands: PENDING (asked of the
 * provider, or about to be, and not yet confirmed), REFUNDED (the provider confirmed), FAILED (the
 * provider refused or could not be reached; staff try again) or MANUAL (paid at the counter, or by
 * a method the provider cannot refund: staff give the money back themselves).
 */
export const REFUND_STATUSES = ['PENDING', 'REFUNDED', 'FAILED', 'MANUAL'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * How a payment taken at the counter was made: cash into the drawer, a card on an EDC terminal, or
 * the outlet's printed (static) QRIS. Null for a payment through a gateway, and for payments taken at
 * the counter before the method was asked.
 */
export const COUNTER_PAYMENT_METHODS = ['cash', 'card', 'qris_static'] as const;
export type CounterPaymentMethod = (typeof COUNTER_PAYMENT_METHODS)[number];

/**
 * Who makes a charge and sends its notifications: Midtrans, Xendit (each when its key is set) or
 * the simulated gateway, which stands in for any other.
 */
export const PAYMENT_PROVIDERS = ['midtrans', 'xendit', 'simulated'] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDERS)[number];

/** What happened to an invoice's payment, for its timeline. */
export const INVOICE_EVENT_TYPES = [
  'PAYMENT_REQUESTED',
  'PAID',
  'FAILED',
  'EXPIRED',
  'REFUND_REQUESTED',
  'REFUND_FAILED',
  'REFUNDED',
] as const;
export type InvoiceEventType = (typeof INVOICE_EVENT_TYPES)[number];

export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceNumber: text('invoice_number').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    status: smallint('status').$type<InvoiceStatus>().notNull().default(0),
    /** The payment method of the latest payment request; null until one is made. */
    paymentGatewayId: integer('payment_gateway_id').references(() => paymentGateways.id, { onDelete: 'restrict' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the invoice's order was placed: the order's created_at, which the database copies here on
     * every write of the invoice or of the order's created_at (the order-list-search migration), so
     * the order list searched by invoice number reads its newest orders from one index of invoices.
     * The default only stands until that copy, in the same statement.
     */
    orderCreatedAt: timestamp('order_created_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the gateway charged for the payment (its flat fee and percentage), once paid through one. */
    fee: integer('fee'),
    /** The provider's id of the payment that paid the invoice. */
    providerReference: text('provider_reference'),
    /**
     * A provider's payment that was not applied and waits for staff: of another amount than the
     * invoice's (AMOUNT_MISMATCH), or for an invoice that could no longer be paid (PAID_WHEN_CLOSED).
     */
    alertReason: text('alert_reason', { enum: PAYMENT_ALERT_REASONS }),
    alertAmount: integer('alert_amount'),
    alertReference: text('alert_reference'),
    alertAt: timestamp('alert_at', { withTimezone: true }),
    /**
     * The reference the paid charge was made under at the provider (Midtrans' order id, Xendit's
     * external or reference id): a refund names it.
     */
    chargeReference: text('charge_reference'),
    /** The refund of a cancelled order's payment (see REFUND_STATUSES); null when none was due. */
    refundStatus: text('refund_status', { enum: REFUND_STATUSES }),
    /** The provider's id of the refund, once it gave one. */
    refundReference: text('refund_reference'),
    /** Why a refund failed, or why staff refund it by hand. */
    refundMessage: text('refund_message'),
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    /** How a payment taken at the counter was made (see COUNTER_PAYMENT_METHODS). */
    counterMethod: text('counter_method', { enum: COUNTER_PAYMENT_METHODS }),
    /** The EDC terminal's approval code of a card payment. */
    cardApprovalCode: text('card_approval_code'),
    /** The shift at whose register it was paid (cash into that drawer; other methods shown beside it). */
    shiftId: integer('shift_id').references(() => shifts.id, { onDelete: 'restrict' }),
    /** The shift whose drawer paid a cash refund back. */
    refundShiftId: integer('refund_shift_id').references(() => shifts.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.invoiceNumber),
    // The order list's search by invoice number: a number's beginning is a range of this index
    // whatever the collation, in the order list's order once read...
    index('invoices_number_search_idx').on(t.invoiceNumber.op('text_pattern_ops'), t.orderCreatedAt, t.orderId),
    // ...and a day's numbers (INV/<YYYYMMDD>) are in that order here, so a page of them stops early.
    index('invoices_number_day_idx').on(
      sql`left(${t.invoiceNumber}, 12) text_pattern_ops`,
      t.orderCreatedAt,
      t.orderId,
      t.invoiceNumber,
    ),
    uniqueIndex('invoices_order_unique').on(t.orderId),
    index('invoices_created_at_idx').on(t.createdAt),
    index('invoices_status_created_idx').on(t.status, t.createdAt),
    index('invoices_paid_at_idx').on(t.paidAt),
    index('invoices_shift_idx')
      .on(t.shiftId)
      .where(sql`${t.shiftId} is not null`),
    index('invoices_refund_shift_idx')
      .on(t.refundShiftId)
      .where(sql`${t.refundShiftId} is not null`),
    check('invoices_counter_method_known', sql`${t.counterMethod} in ('cash', 'card', 'qris_static')`),
    check('invoices_card_code_on_card', sql`${t.cardApprovalCode} is null or ${t.counterMethod} = 'card'`),
    check('invoices_status_known', sql`${t.status} in (${sql.raw(INVOICE_STATUSES.join(', '))})`),
    // The order list's search relies on it: INV/ is found at the start of a number and nowhere else.
    check('invoices_number_format', sql`${t.invoiceNumber} ~ '^INV/[0-9]{8}/[0-9]{5,}$'`),
    check('invoices_amount_not_negative', sql`${t.amount} >= 0`),
    // PAID and REFUNDED invoices were paid; no other status has a payment time.
    check('invoices_paid_at_by_status', sql`(${t.status} in (100, 400)) = (${t.paidAt} is not null)`),
    check('invoices_fee_not_negative', sql`${t.fee} >= 0`),
    check(
      'invoices_alert_whole',
      sql`(${t.alertReason} is null) = (${t.alertAmount} is null) and (${t.alertReason} is null) = (${t.alertAt} is null)`,
    ),
    check('invoices_alert_reason_known', sql`${t.alertReason} in ('AMOUNT_MISMATCH', 'PAID_WHEN_CLOSED')`),
    check('invoices_refund_status_known', sql`${t.refundStatus} in ('PENDING', 'REFUNDED', 'FAILED', 'MANUAL')`),
    // A refund is of a paid invoice, which is REFUNDED once the refund is confirmed or made by hand
    // (invoices refunded before refunds were followed have none).
    check(
      'invoices_refund_by_status',
      sql`${t.refundStatus} is null or (${t.status} = 100 and ${t.refundStatus} in ('PENDING', 'FAILED')) or (${t.status} = 400 and ${t.refundStatus} in ('REFUNDED', 'MANUAL'))`,
    ),
  ],
);

/** Instructions a gateway gave for an invoice: a payment page or a virtual account, never both. */
export const invoicePaymentRequests = pgTable(
  'invoice_payment_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    paymentGatewayId: integer('payment_gateway_id')
      .notNull()
      .references(() => paymentGateways.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    /** The provider that made the charge: only its notifications name it. */
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The name the charge was made under at the provider (see providerReference). */
    reference: text('reference').notNull(),
    paymentUrl: text('payment_url'),
    vaNumber: text('va_number'),
    /** The QR code's content, for QRIS (alongside its payment page, when the provider gives one). */
    qrString: text('qr_string'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoice_payment_requests_invoice_idx').on(t.invoiceId, t.createdAt),
    // A payment page or a virtual account number, or a QR code's content alone (a provider that
    // gives no page for it).
    check(
      'invoice_payment_requests_one_instruction',
      sql`(${t.paymentUrl} is null) <> (${t.vaNumber} is null) or (${t.vaNumber} is null and ${t.qrString} is not null)`,
    ),
    check('invoice_payment_requests_va_digits', sql`${t.vaNumber} is null or ${t.vaNumber} ~ '^[0-9]{8,20}$'`),
    check('invoice_payment_requests_provider_known', sql`${t.provider} in ('midtrans', 'xendit', 'simulated')`),
  ],
);

/**
 * An invoice's payment timeline: each request for payment instructions (with its method), the
 * payment, its failure or expiry, and a refund asked for, failed or made, written in the same
 * transaction as the change it records.
 */
export const invoiceEvents = pgTable(
  'invoice_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    type: text('type', { enum: INVOICE_EVENT_TYPES }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The payment method asked or paid through; null at the counter. */
    paymentGatewayId: integer('payment_gateway_id').references(() => paymentGateways.id, { onDelete: 'set null' }),
    /** The provider's reference: the charge's, the payment's or the refund's. */
    providerReference: text('provider_reference'),
    amount: integer('amount'),
    /** A short reason in the provider's or the server's words (a refund's failure, a manual refund). */
    detail: text('detail'),
  },
  (t) => [
    index('invoice_events_invoice_idx').on(t.invoiceId, t.at, t.id),
    check(
      'invoice_events_type_known',
      sql`${t.type} in ('PAYMENT_REQUESTED', 'PAID', 'FAILED', 'EXPIRED', 'REFUND_REQUESTED', 'REFUND_FAILED', 'REFUNDED')`,
    ),
  ],
);
