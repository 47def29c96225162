// Reading a payment provider's notification: checking it comes from the provider, as the provider
// documents it, and what it says in the same words for every provider (which invoice, paid, failed
// or expired, how much, the provider's reference). A notification that fails the check is refused
// before anything is read from the database.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { components } from '../../../../generated/schema';
import type { Config, Secret } from '../../config';
import { badRequest, HttpError } from '../../lib/http-error';
import { invoiceNumberOfReference, providerReference } from '../payment-gateways/gateway-adapter';

/**
 * The invoice a provider's id names: the reference the adapters charge under (`INV-20261126-00041`,
 * `~2` for a later request), or the invoice number itself.
 */
const invoiceNamed = (id: string) => invoiceNumberOfReference(id) ?? id;

export type Provider = 'midtrans' | 'xendit' | 'simulated';
type Body = components['schemas']['PaymentNotification'];

/**
 * What a notification says; `none` for a status that changes nothing (Midtrans' pending);
 * `refunded` and `refund_failed` for the outcome of a refund the provider had taken as pending.
 */
export interface PaymentNotice {
  provider: Provider;
  invoiceNumber: string;
  outcome: 'paid' | 'failed' | 'expired' | 'refunded' | 'refund_failed' | 'none';
  /** In hundredths of a rupiah, as providers may send decimals; null when the notice names none. */
  amountCents: number | null;
  /** The provider's id of the payment (of the refund, for a refund's outcome). */
  reference: string | null;
  /** The name the charge was made under at the provider (Midtrans' order id, Xendit's external or reference id). */
  chargeReference: string;
}

export const SIGNATURE_REFUSED = 'The notification signature is not valid';
export const SIMULATED_SIGNATURE_HEADER = 'x-simulated-signature';

/** Equal without telling by its timing how much of a guess was right. */
function sameText(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b) && given.length === expected.length;
}

const refused = () => new HttpError(401, SIGNATURE_REFUSED);

function required<T>(value: T | undefined | null, field: string): T {
  if (value === undefined || value === null || value === '')
    throw badRequest(`The notification has no ${field}`, field);
  return value;
}

/** "44000.00" → 4400000; anything that is not a decimal amount is refused. */
function centsOf(text: string, field: string): number {
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw badRequest(`The notification's ${field} is not an amount`, field);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function centsOfNumber(value: number, field: string): number {
  const cents = Math.round(value * 100);
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw badRequest(`The notification's ${field} is not an amount`, field);
  return cents;
}

/** SHA-512(order_id + status_code + gross_amount + server key), in hex, as Midtrans signs. */
export function midtransSignature(body: Pick<Body, 'order_id' | 'status_code' | 'gross_amount'>, serverKey: string) {
  return createHash('sha512')
    .update(`${body.order_id ?? ''}${body.status_code ?? ''}${body.gross_amount ?? ''}${serverKey}`)
    .digest('hex');
}

/** The simulated gateway's signature: HMAC-SHA256 of the body's bytes, in hex. */
export function simulatedSignature(rawBody: Buffer | string, secret: string) {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

function midtrans(body: Body, key: Secret | undefined): PaymentNotice {
  const signature = body.signature_key;
  if (
    !key ||
    typeof signature !== 'string' ||
    !sameText(signature.toLowerCase(), midtransSignature(body, key.reveal()))
  )
    throw refused();
  const status = required(body.transaction_status, 'transaction_status');
  const fraud = body.fraud_status;
  // A refund is notified like a payment, with the refund's status: the server only ever refunds
  // the whole amount, so a partial refund is the refund it asked for, as the adapter reads it.
  const outcome: PaymentNotice['outcome'] =
    status === 'settlement' || (status === 'capture' && fraud !== 'challenge' && fraud !== 'deny')
      ? 'paid'
      : ['deny', 'cancel', 'failure'].includes(status) || (status === 'capture' && fraud === 'deny')
        ? 'failed'
        : status === 'expire'
          ? 'expired'
          : status === 'refund' || status === 'partial_refund'
            ? 'refunded'
            : 'none';
  const orderId = required(body.order_id, 'order_id');
  const refundKey = body.refunds?.at(-1)?.refund_key;
  return {
    provider: 'midtrans',
    invoiceNumber: invoiceNamed(orderId),
    outcome,
    amountCents: centsOf(required(body.gross_amount, 'gross_amount'), 'gross_amount'),
    reference: (outcome === 'refunded' ? refundKey : undefined) ?? body.transaction_id ?? null,
    chargeReference: orderId,
  };
}

function xendit(body: Body, token: string | undefined, expected: Secret | undefined): PaymentNotice {
  if (!expected || token === undefined || !sameText(token, expected.reveal())) throw refused();
  if (body.event === 'qr.refund') {
    // The outcome of a QR payment's refund Xendit had taken as pending; its reference id is the
    // one the refund was asked under (the charge's, with -refund).
    const data = required(body.data, 'data');
    const chargeReference = required(data.reference_id, 'data.reference_id').replace(/-refund$/, '');
    const status = data.status;
    return {
      provider: 'xendit',
      invoiceNumber: invoiceNamed(chargeReference),
      outcome: status === 'SUCCEEDED' ? 'refunded' : status === 'FAILED' ? 'refund_failed' : 'none',
      amountCents: data.amount === undefined ? null : centsOfNumber(data.amount, 'data.amount'),
      reference: data.id ?? null,
      chargeReference,
    };
  }
  if (body.event !== undefined || body.data !== undefined) {
    // A QR code payment (event qr.payment).
    const data = required(body.data, 'data');
    const status = data.status;
    const chargeReference = required(data.reference_id, 'data.reference_id');
    return {
      provider: 'xendit',
      invoiceNumber: invoiceNamed(chargeReference),
      outcome: body.event === 'qr.payment' && status === 'SUCCEEDED' ? 'paid' : status === 'FAILED' ? 'failed' : 'none',
      amountCents: data.amount === undefined ? null : centsOfNumber(data.amount, 'data.amount'),
      reference: data.id ?? null,
      chargeReference,
    };
  }
  // A fixed virtual account payment: it is only ever sent for money received.
  const externalId = required(body.external_id, 'external_id');
  return {
    provider: 'xendit',
    invoiceNumber: invoiceNamed(externalId),
    outcome: 'paid',
    amountCents: centsOfNumber(required(body.amount, 'amount'), 'amount'),
    reference: required(body.payment_id, 'payment_id'),
    chargeReference: externalId,
  };
}

function simulated(body: Body, signature: string | undefined, raw: Buffer | undefined, secret: Secret | undefined) {
  if (
    !secret ||
    !raw ||
    signature === undefined ||
    !sameText(signature.toLowerCase(), simulatedSignature(raw, secret.reveal()))
  )
    throw refused();
  const status = required(body.status, 'status');
  const outcome = ({ PAID: 'paid', FAILED: 'failed', EXPIRED: 'expired' } as const)[status as 'PAID'];
  if (!outcome) throw badRequest('The notification status must be PAID, FAILED or EXPIRED', 'status');
  const invoiceNumber = required(body.invoice_number, 'invoice_number');
  return {
    provider: 'simulated' as const,
    invoiceNumber,
    outcome,
    amountCents: centsOfNumber(required(body.amount, 'amount'), 'amount'),
    reference: body.reference ?? null,
    // The simulated gateway charges every request under the invoice's own reference.
    chargeReference: providerReference(invoiceNumber, 1),
  };
}

/** Checks a notification's signature and reads it; 401 when the check fails, 400 when a field is missing. */
export function readNotification(
  provider: Provider,
  body: Body,
  headers: Record<string, string | string[] | undefined>,
  rawBody: Buffer | undefined,
  config: Config['payments'],
): PaymentNotice {
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  switch (provider) {
    case 'midtrans':
      return midtrans(body, config.midtransServerKey);
    case 'xendit':
      return xendit(body, header('x-callback-token'), config.xenditCallbackToken);
    case 'simulated':
      return simulated(body, header(SIMULATED_SIGNATURE_HEADER), rawBody, config.simulatedGatewaySecret);
  }
}
