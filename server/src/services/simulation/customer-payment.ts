// The simulated gateway's side of a payment (development and demos): once its customer has paid,
// or the payment failed, it sends the notification a provider would, signed with its secret, to the
// server's own notification endpoint, through the same route, checks and code as a provider's.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { invoices, paymentGateways } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { requestPayment } from '../invoices/payment-request';
import { latestInstructions } from '../invoices/queries';
import { SIMULATED_SIGNATURE_HEADER, simulatedSignature } from '../payment-gateways/simulated/notification';
import { isPayable } from '../sales/life-cycle';

export const CALLBACK_PATH = '/adm/v1/payment-callbacks/simulated';

/** The simulated gateway's reference for an invoice's payment: one per invoice, like a provider's payment id. */
const referenceOf = (invoiceNumber: string) => `SIM-${invoiceNumber.replaceAll('/', '-')}`;

/**
 * The customer of `invoiceId` pays it (or the payment fails): when no payment was requested yet, the
 * customer first picks the invoice's payment method or an enabled one, as the customer app does.
 */
export async function payThroughSimulatedGateway(
  app: FastifyInstance,
  invoiceId: number,
  outcome: 'paid' | 'failed',
): Promise<void> {
  const { db, config } = app;
  const [invoice] = await db
    .select({
      id: invoices.id,
      number: invoices.invoiceNumber,
      amount: invoices.amount,
      status: invoices.status,
      gatewayId: invoices.paymentGatewayId,
    })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!invoice) throw notFound('Invoice');
  if (isPayable(invoice.status) && !(await latestInstructions(db, invoice.id))) {
    const [gateway] = await db
      .select({ partnerId: paymentGateways.partnerId })
      .from(paymentGateways)
      .where(
        and(
          eq(paymentGateways.isEnabled, true),
          invoice.gatewayId === null ? undefined : eq(paymentGateways.id, invoice.gatewayId),
        ),
      )
      .orderBy(paymentGateways.partnerId)
      .limit(1);
    if (!gateway) throw new HttpError(422, 'No payment method is enabled', 'invoice_id');
    // The simulated gateway's own instructions, whichever provider the method names.
    const simulated = app.paymentProviders.byId('simulated');
    await requestPayment(db, { all: true }, invoice.id, gateway.partnerId, {
      forGateway: () => simulated,
      byId: app.paymentProviders.byId,
    });
  }
  const secret = config.payments.simulatedGatewaySecret;
  if (!secret) throw new HttpError(422, 'The simulated gateway has no signing secret (SIMULATED_GATEWAY_SECRET)');
  const body = JSON.stringify({
    invoice_number: invoice.number,
    status: outcome === 'paid' ? 'PAID' : 'FAILED',
    amount: invoice.amount,
    reference: referenceOf(invoice.number),
  });
  const answer = await app.inject({
    method: 'POST',
    url: CALLBACK_PATH,
    headers: {
      'content-type': 'application/json',
      [SIMULATED_SIGNATURE_HEADER]: simulatedSignature(body, secret.reveal()),
    },
    payload: body,
  });
  if (answer.statusCode !== 200) {
    const detail = (answer.json() as { errors?: { detail?: string }[] }).errors?.[0]?.detail ?? answer.statusMessage;
    throw new HttpError(422, `The payment notification was refused: ${detail}`, 'invoice_id');
  }
}
