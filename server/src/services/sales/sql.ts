// The life cycle's decisions as SQL conditions, for queries that ask them of many rows at once.
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { invoiceEvents, invoices } from '../../db/schema';
import { PAYABLE } from './life-cycle';
import { INVOICE, type InvoiceStatus } from './states';

/**
 * The order `status` counts as a sale: order_counts_as_sale(), the database's one definition (the
 * sales-life-cycle migration, which the rollups' triggers use too). PostgreSQL inlines it, so an
 * index on the status serves it as it served the range it stands for.
 */
export const countsAsSale = (status: AnyPgColumn): SQL => sql`order_counts_as_sale(${status})`;

/** The invoice's expiry time has passed, by the database's clock. */
export const lapsed = sql`${invoices.expiresAt} <= now()`;
const current = or(isNull(invoices.expiresAt), sql`${invoices.expiresAt} > now()`)!;

/** The invoice is payable (unpaid or failed), whether or not its time has run out. */
export const payable = inArray(invoices.status, [...PAYABLE]);

/** The invoice's status as of now (see statusNow): a payable invoice past its expiry reads EXPIRED. */
export const invoiceStatusNow = sql<InvoiceStatus>`case when ${payable} and ${lapsed} then ${INVOICE.EXPIRED} else ${invoices.status} end`;

/** The invoices whose status as of now is `status`. */
export function invoiceStatusNowIs(status: InvoiceStatus): SQL {
  if (status === INVOICE.EXPIRED) return or(eq(invoices.status, INVOICE.EXPIRED), and(payable, lapsed))!;
  if (PAYABLE.includes(status)) return and(eq(invoices.status, status), current)!;
  return eq(invoices.status, status);
}

/**
 * When the invoice's payment was refunded: its REFUNDED timeline event (the provider's
 * confirmation, or staff giving the money back), or its last change for a REFUNDED invoice from
 * before the timeline; null for any other status. The payment time stays `paid_at`.
 */
export const refundedAt =
  sql<Date | null>`case when ${invoices.status} = ${INVOICE.REFUNDED} then coalesce((select max(${invoiceEvents.at}) from ${invoiceEvents} where ${invoiceEvents.invoiceId} = ${invoices.id} and ${invoiceEvents.type} = 'REFUNDED'), ${invoices.updatedAt}) end`.mapWith(
    invoices.paidAt,
  );
