// Invoices with their order's customer and outlet: the list, one invoice with its items and latest
// payment instructions. Every read keeps to the outlets the user reaches with the invoice scope.
// An UNPAID or FAILED invoice whose expiry time has passed reads as EXPIRED, whether or not a job
// has marked it yet.
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import {
  customers,
  invoicePaymentRequests,
  invoices,
  orders,
  outlets,
  paymentGateways,
  type InvoiceStatus,
  shifts,
  type CounterPaymentMethod,
} from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { requireReach, withinReach, type OutletReach } from '../../lib/outlet-access';
import { likePattern, pagedList, totalCount, type PageQuery } from '../../lib/paged-list';
import { orderLines } from '../orders/queries';
import { invoiceTimeline } from '../sales/invoice-events';
import { invoiceStatusNow, invoiceStatusNowIs, refundedAt } from '../sales/sql';

export type InvoiceDto = components['schemas']['Invoice'];
export type InvoiceDetailDto = components['schemas']['InvoiceDetail'];
export type PaymentInstructionDto = components['schemas']['InvoicePaymentInstruction'];

export interface InvoiceFilters extends PageQuery {
  status?: InvoiceStatus;
  invoice_id?: string;
}

const columns = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  orderId: invoices.orderId,
  amount: invoices.amount,
  status: invoiceStatusNow,
  paidAt: invoices.paidAt,
  refundedAt,
  expiresAt: invoices.expiresAt,
  createdAt: invoices.createdAt,
  updatedAt: invoices.updatedAt,
  customerId: customers.id,
  customerName: customers.name,
  customerPhone: customers.phoneNumber,
  outletId: outlets.id,
  outletName: outlets.name,
  partnerId: paymentGateways.partnerId,
  methodName: paymentGateways.name,
  counterMethod: invoices.counterMethod,
  fee: invoices.fee,
  providerReference: invoices.providerReference,
  alertReason: invoices.alertReason,
  alertAmount: invoices.alertAmount,
  alertReference: invoices.alertReference,
  alertAt: invoices.alertAt,
};

type InvoiceRow = {
  id: number;
  invoiceNumber: string;
  orderId: number;
  amount: number;
  status: InvoiceStatus;
  paidAt: Date | null;
  refundedAt: Date | null;
  expiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  customerId: number | null;
  customerName: string | null;
  customerPhone: string | null;
  outletId: number;
  outletName: string;
  partnerId: number | null;
  methodName: string | null;
  counterMethod: CounterPaymentMethod | null;
  fee: number | null;
  providerReference: string | null;
  alertReason: 'AMOUNT_MISMATCH' | 'PAID_WHEN_CLOSED' | null;
  alertAmount: number | null;
  alertReference: string | null;
  alertAt: Date | null;
};

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function toDto(row: InvoiceRow): InvoiceDto {
  return {
    id: row.id,
    invoice_number: row.invoiceNumber,
    order_id: row.orderId,
    customer:
      row.customerId === null ? null : { id: row.customerId, name: row.customerName, phone_number: row.customerPhone },
    outlet: { id: row.outletId, name: row.outletName },
    amount: row.amount,
    status: Number(row.status) as InvoiceStatus,
    payment_method: row.partnerId === null ? null : { partner_id: row.partnerId, name: row.methodName! },
    counter_method: row.counterMethod,
    paid_at: iso(row.paidAt),
    refunded_at: iso(row.refundedAt),
    expires_at: iso(row.expiresAt),
    fee: row.fee,
    provider_reference: row.providerReference,
    payment_alert:
      row.alertReason && row.alertAt
        ? {
            reason: row.alertReason,
            amount: row.alertAmount ?? 0,
            provider_reference: row.alertReference,
            reported_at: row.alertAt.toISOString(),
          }
        : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Joins an invoice's order, customer, outlet and latest payment method. */
function withParties<T extends PgSelect>(query: T) {
  return query
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(outlets, eq(outlets.id, orders.outletId))
    .leftJoin(paymentGateways, eq(paymentGateways.id, invoices.paymentGatewayId));
}

export function listInvoices(db: DbOrTx, reach: OutletReach, filters: InvoiceFilters) {
  const conditions = [withinReach(orders.outletId, reach)];
  if (filters.status !== undefined) conditions.push(invoiceStatusNowIs(filters.status));
  if (filters.invoice_id) conditions.push(ilike(invoices.invoiceNumber, likePattern(filters.invoice_id.trim())));
  const where = and(...conditions);
  return pagedList(filters, {
    rows: (limit, offset) =>
      withParties(
        db
          .select({ ...columns, total: totalCount })
          .from(invoices)
          .$dynamic(),
      )
        .where(where)
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [row] = await db
        .select({ total: count() })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(where);
      return row?.total ?? 0;
    },
    data: (rows) => rows.map(toDto),
  });
}

/** The latest payment instructions of an invoice, or null when none was requested. */
export async function latestInstructions(db: DbOrTx, invoiceId: number) {
  const [row] = await db
    .select({ request: invoicePaymentRequests, gateway: paymentGateways })
    .from(invoicePaymentRequests)
    .innerJoin(paymentGateways, eq(paymentGateways.id, invoicePaymentRequests.paymentGatewayId))
    .where(eq(invoicePaymentRequests.invoiceId, invoiceId))
    .orderBy(desc(invoicePaymentRequests.createdAt), desc(invoicePaymentRequests.id))
    .limit(1);
  return row ?? null;
}

export function instructionDto(
  invoiceNumber: string,
  request: typeof invoicePaymentRequests.$inferSelect,
  gateway: typeof paymentGateways.$inferSelect,
): PaymentInstructionDto {
  return {
    invoice_id: request.invoiceId,
    invoice_number: invoiceNumber,
    payment_method_partner_id: gateway.partnerId,
    payment_method_name: gateway.name,
    amount: request.amount,
    payment_url: request.paymentUrl,
    va_number: request.vaNumber,
    qr_string: request.qrString,
    expires_at: request.expiresAt.toISOString(),
  };
}

/** One invoice as the list shows it, or 404 out of reach. */
export async function invoiceSummary(db: DbOrTx, reach: OutletReach, id: number): Promise<InvoiceDto> {
  const [row] = await withParties(db.select(columns).from(invoices).$dynamic()).where(eq(invoices.id, id));
  if (!row) throw notFound('Invoice');
  requireReach(reach, row.outletId, 'Invoice not found');
  return toDto(row);
}

export async function getInvoice(db: DbOrTx, reach: OutletReach, id: number): Promise<InvoiceDetailDto> {
  const [row] = await withParties(db.select(columns).from(invoices).$dynamic()).where(eq(invoices.id, id));
  if (!row) throw notFound('Invoice');
  requireReach(reach, row.outletId, 'Invoice not found');
  const [lines, latest, timeline, [refund], [shift]] = await Promise.all([
    orderLines(db, row.orderId),
    latestInstructions(db, id),
    invoiceTimeline(db, id),
    db
      .select({
        status: invoices.refundStatus,
        requestedAt: invoices.refundRequestedAt,
        reference: invoices.refundReference,
        message: invoices.refundMessage,
        cardApprovalCode: invoices.cardApprovalCode,
      })
      .from(invoices)
      .where(eq(invoices.id, id)),
    db
      .select({ id: shifts.id, register: shifts.register, business_date: shifts.businessDate })
      .from(invoices)
      .innerJoin(shifts, eq(shifts.id, invoices.shiftId))
      .where(eq(invoices.id, id)),
  ]);
  const items = lines.map(({ cost: _cost, recipe_gap: _gap, ...item }) => item);
  return {
    ...toDto(row),
    items,
    payment: latest ? instructionDto(row.invoiceNumber, latest.request, latest.gateway) : null,
    refund:
      refund?.status && refund.requestedAt
        ? {
            status: refund.status,
            requested_at: refund.requestedAt.toISOString(),
            provider_reference: refund.reference,
            message: refund.message,
          }
        : null,
    timeline,
    card_approval_code: refund?.cardApprovalCode ?? null,
    shift: shift ?? null,
  };
}
