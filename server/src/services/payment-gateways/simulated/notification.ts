// The simulated gateway's notifications: the HMAC-SHA256 of the body's bytes with its secret, in
// hex, in `x-simulated-signature`. It names the invoice, not a charge: its latest one is meant.
import { createHmac } from 'node:crypto';
import type { Secret } from '../../../config';
import { badRequest } from '../../../lib/http-error';
import { centsOfNumber, headerOf, refused, required, sameText } from '../notification-checks';
import type { PaymentNotice, ProviderNotification } from '../port';

export const SIMULATED_SIGNATURE_HEADER = 'x-simulated-signature';

/** The simulated gateway's signature: HMAC-SHA256 of the body's bytes, in hex. */
export function simulatedSignature(rawBody: Buffer | string, secret: string) {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

export function readSimulatedNotification(
  { body, headers, rawBody }: ProviderNotification,
  secret: Secret | undefined,
): PaymentNotice {
  const signature = headerOf(headers, SIMULATED_SIGNATURE_HEADER);
  if (
    !secret ||
    !rawBody ||
    signature === undefined ||
    !sameText(signature.toLowerCase(), simulatedSignature(rawBody, secret.reveal()))
  )
    throw refused();
  const status = required(body.status, 'status');
  const outcome = ({ PAID: 'paid', FAILED: 'failed', EXPIRED: 'expired' } as const)[status as 'PAID'];
  if (!outcome) throw badRequest('The notification status must be PAID, FAILED or EXPIRED', 'status');
  return {
    provider: 'simulated',
    invoiceNumber: required(body.invoice_number, 'invoice_number'),
    outcome,
    amountCents: centsOfNumber(required(body.amount, 'amount'), 'amount'),
    currency: null,
    reference: body.reference ?? null,
    chargeReference: null,
  };
}
