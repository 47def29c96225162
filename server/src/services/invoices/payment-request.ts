// A payment request: the instructions (virtual account, payment page, QR code) a customer follows
// to pay an invoice, asked of the payment method's gateway. A repeat of the same request (same
// method, same amount, still valid) answers the instructions already given instead of charging the
// customer a second time. After a failed attempt, new instructions are asked for.
//
// The provider is asked outside any transaction: a call that may take seconds must not hold the
// invoice's lock or a database connection (PostgreSQL ends a transaction left idle for
// DATABASE_TIMEOUT_SECONDS). So the request is decided under the invoice's lock, the provider asked,
// and the answer written under the lock again, after checking nothing changed meanwhile. Requests
// for one invoice made at the same moment ask the provider with the same idempotency key, so it
// makes one charge, and the first to write its answer is the one every other answers with. When
// the provider fails or does not answer in time, nothing is written.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { customers, invoicePaymentRequests, invoices, orders, outlets, paymentGateways } from '../../db/schema';
import { conflict, notFound, unprocessable } from '../../lib/http-error';
import { cityName } from '../../lib/qris';
import { requireReach, type OutletReach } from '../../lib/outlet-access';
import { DAY } from '../../lib/jakarta-time';
import { methodOf, type PaymentProviders } from '../payment-gateways/port';
import { providerReference } from '../payment-gateways/references';
import { recordInvoiceEvent } from '../sales/invoice-events';
import { instructionsStand, paymentRequestRefused, statusAfterRequest } from '../sales/life-cycle';
import { instructionDto, latestInstructions, type PaymentInstructionDto } from './queries';

export async function requestPayment(
  db: Db,
  reach: OutletReach,
  invoiceId: number,
  partnerId: number,
  providers: PaymentProviders,
): Promise<PaymentInstructionDto> {
  const decided = await db.transaction(async (tx) => {
    const { invoice, gateway, now, answered } = await lockForPayment(tx, reach, invoiceId, partnerId, providers);
    if (answered) return { answered };
    const [earlier] = await tx
      .select({ n: count() })
      .from(invoicePaymentRequests)
      .where(eq(invoicePaymentRequests.invoiceId, invoice.id));
    return {
      invoice,
      gateway,
      attempt: earlier!.n + 1,
      expiresAt: invoice.expiresAt ?? new Date(now.getTime() + DAY),
    };
  });
  if (decided.answered) return decided.answered;
  const { invoice, gateway, attempt, expiresAt } = decided;

  const reference = providerReference(invoice.invoiceNumber, attempt);
  const provider = providers.forGateway(gateway.provider);
  const instructions = await provider.requestPayment({
    idempotencyKey: `${reference}:${gateway.code}:${invoice.amount}`,
    reference,
    invoiceNumber: invoice.invoiceNumber,
    amount: invoice.amount,
    expiresAt,
    customer: { name: invoice.customerName, phoneNumber: invoice.customerPhone },
    method: methodOf(gateway),
    city: cityName(invoice.outletArea),
  });

  return db.transaction(async (tx) => {
    const now = new Date();
    const locked = await lockForPayment(tx, reach, invoiceId, partnerId, providers);
    // A request made at the same moment wrote the same charge's instructions first.
    if (locked.answered) return locked.answered;
    if (locked.invoice.amount !== invoice.amount || locked.gateway.id !== gateway.id)
      throw conflict('The invoice changed while its payment was being requested; please try again');
    const [saved] = await tx
      .insert(invoicePaymentRequests)
      .values({
        invoiceId: invoice.id,
        paymentGatewayId: gateway.id,
        amount: invoice.amount,
        provider: provider.id,
        reference,
        expiresAt,
        ...instructions,
      })
      .returning();
    // A failed attempt is behind the customer once new instructions are out.
    await tx
      .update(invoices)
      .set({ paymentGatewayId: gateway.id, status: statusAfterRequest(locked.invoice.status), updatedAt: now })
      .where(eq(invoices.id, invoice.id));
    await recordInvoiceEvent(tx, {
      invoiceId: invoice.id,
      type: 'PAYMENT_REQUESTED',
      at: now,
      paymentGatewayId: gateway.id,
      providerReference: reference,
      amount: invoice.amount,
    });
    return instructionDto(invoice.invoiceNumber, saved!, gateway);
  });
}

/**
 * Locks the invoice (requests for one invoice take turns here) and the gateway (shared: it cannot
 * be switched off meanwhile), refusing what cannot be paid; `answered` holds the valid instructions
 * already given for this method and amount, when there are some.
 */
async function lockForPayment(
  tx: Tx,
  reach: OutletReach,
  invoiceId: number,
  partnerId: number,
  providers: PaymentProviders,
) {
  const [invoice] = await tx
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      amount: invoices.amount,
      status: invoices.status,
      expiresAt: invoices.expiresAt,
      lapsed: sql<boolean>`coalesce(${invoices.expiresAt} <= now(), false)`,
      outletId: orders.outletId,
      outletArea: outlets.areaName,
      // A walk-in at the counter has no account: the name they gave, and no number.
      customerName: sql<string | null>`coalesce(${customers.name}, ${orders.customerName})`,
      customerPhone: customers.phoneNumber,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(outlets, eq(outlets.id, orders.outletId))
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(invoices.id, invoiceId))
    .for('update', { of: invoices });
  if (!invoice) throw notFound('Invoice');
  requireReach(reach, invoice.outletId, 'Invoice not found');
  const refused = paymentRequestRefused(invoice.status, invoice.lapsed);
  if (refused === 'paid') throw conflict('Invoice is already paid');
  if (refused === 'expired') throw conflict('Invoice has expired');
  const now = new Date();

  const [gateway] = await tx
    .select()
    .from(paymentGateways)
    .where(and(eq(paymentGateways.partnerId, partnerId), eq(paymentGateways.isEnabled, true)))
    .for('share');
  if (!gateway) throw unprocessable('Payment method is not available', 'payment_method_partner_id');

  const latest = await latestInstructions(tx, invoice.id);
  const answered =
    instructionsStand(invoice.status) &&
    latest &&
    latest.gateway.id === gateway.id &&
    latest.request.provider === providers.forGateway(gateway.provider).id &&
    latest.request.amount === invoice.amount &&
    latest.request.expiresAt > now
      ? instructionDto(invoice.invoiceNumber, latest.request, latest.gateway)
      : undefined;
  return { invoice, gateway, now, answered };
}
