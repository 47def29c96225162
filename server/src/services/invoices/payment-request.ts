// A payment request: the instructions (virtual account, payment page, QR code) a customer follows
// to pay an invoice, asked of the payment method's gateway. The invoice row is locked while the
// request is decided, so requests for one invoice run one after the other: a repeat of the same
// request (same method, same amount, still valid) answers the instructions already given instead
// of charging the customer a second time. After a failed attempt, new instructions are asked for.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, invoicePaymentRequests, invoices, orders, paymentGateways } from '../../db/schema';
import { conflict, notFound, unprocessable } from '../../lib/http-error';
import { requireReach, type OutletReach } from '../../lib/outlet-access';
import { DAY } from '../../lib/jakarta-time';
import { gatewayAdapter } from '../payment-gateways/gateway-adapter';
import {
  EXPIRED,
  FAILED,
  instructionDto,
  latestInstructions,
  PAID,
  REFUNDED,
  UNPAID,
  type PaymentInstructionDto,
} from './queries';

export async function requestPayment(
  db: Db,
  reach: OutletReach,
  invoiceId: number,
  partnerId: number,
): Promise<PaymentInstructionDto> {
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .select({
        id: invoices.id,
        invoiceNumber: invoices.invoiceNumber,
        amount: invoices.amount,
        status: invoices.status,
        expiresAt: invoices.expiresAt,
        outletId: orders.outletId,
        customerName: customers.name,
        customerPhone: customers.phoneNumber,
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(invoices.id, invoiceId))
      .for('update', { of: invoices });
    if (!invoice) throw notFound('Invoice');
    requireReach(reach, invoice.outletId, 'Invoice not found');
    if (invoice.status === PAID || invoice.status === REFUNDED) throw conflict('Invoice is already paid');
    const now = new Date();
    if (invoice.status === EXPIRED || (invoice.expiresAt && invoice.expiresAt <= now))
      throw conflict('Invoice has expired');

    // Shared lock: the gateway cannot be switched off while this request uses it.
    const [gateway] = await tx
      .select()
      .from(paymentGateways)
      .where(and(eq(paymentGateways.partnerId, partnerId), eq(paymentGateways.isEnabled, true)))
      .for('share');
    if (!gateway) throw unprocessable('Payment method is not available', 'payment_method_partner_id');

    const latest = await latestInstructions(tx, invoice.id);
    if (
      invoice.status === UNPAID &&
      latest &&
      latest.gateway.id === gateway.id &&
      latest.request.amount === invoice.amount &&
      latest.request.expiresAt > now
    )
      return instructionDto(invoice.invoiceNumber, latest.request, latest.gateway);

    const expiresAt = invoice.expiresAt ?? new Date(now.getTime() + DAY);
    const instructions = await gatewayAdapter(gateway.provider).requestPayment({
      idempotencyKey: `${invoice.invoiceNumber}:${gateway.code}:${invoice.amount}`,
      invoiceNumber: invoice.invoiceNumber,
      amount: invoice.amount,
      expiresAt,
      customer: { name: invoice.customerName, phoneNumber: invoice.customerPhone },
      method: {
        code: gateway.code,
        provider: gateway.provider,
        methodType: gateway.methodType,
        partnerId: gateway.partnerId,
      },
    });
    const [saved] = await tx
      .insert(invoicePaymentRequests)
      .values({
        invoiceId: invoice.id,
        paymentGatewayId: gateway.id,
        amount: invoice.amount,
        expiresAt,
        ...instructions,
      })
      .returning();
    // A failed attempt is behind the customer once new instructions are out.
    await tx
      .update(invoices)
      .set({
        paymentGatewayId: gateway.id,
        status: invoice.status === FAILED ? UNPAID : invoice.status,
        updatedAt: now,
      })
      .where(eq(invoices.id, invoice.id));
    return instructionDto(invoice.invoiceNumber, saved!, gateway);
  });
}
