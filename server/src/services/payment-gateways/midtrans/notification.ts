// Reading Midtrans' HTTP notification, and its status API's answer, which carries the same fields.
// The notification's signature_key is the SHA-512 of order_id + status_code + gross_amount + the
// server key: it covers the status code, not transaction_status, fraud_status or currency. So a
// status is believed only with the status code Midtrans gives it, and the provider asks the status
// API for the charge before anything is applied (see ./provider).
import { createHash } from 'node:crypto';
import type { components } from '../../../../../generated/schema';
import type { Secret } from '../../../config';
import { centsOf, refused, required, sameText } from '../notification-checks';
import type { PaymentNotice } from '../port';
import { invoiceNamed } from '../references';

type Fields = components['schemas']['PaymentNotification'];

/** SHA-512(order_id + status_code + gross_amount + server key), in hex, as Midtrans signs. */
export function midtransSignature(body: Pick<Fields, 'order_id' | 'status_code' | 'gross_amount'>, serverKey: string) {
  return createHash('sha512')
    .update(`${body.order_id ?? ''}${body.status_code ?? ''}${body.gross_amount ?? ''}${serverKey}`)
    .digest('hex');
}

/**
 * The status code Midtrans gives each transaction status it documents: 200 a settlement or a
 * capture (and a cancel or a refund, which succeeded), 201 pending, 202 denied (or failed), 407
 * expired. A status not listed here changes nothing, whatever its code.
 */
export const STATUS_CODES: Readonly<Record<string, string>> = {
  settlement: '200',
  capture: '200',
  pending: '201',
  deny: '202',
  failure: '202',
  cancel: '200',
  expire: '407',
  refund: '200',
  partial_refund: '200',
};

export const STATUS_NOT_SIGNED = "The notification's transaction_status does not match its signed status_code";

/** Whether `status` comes with the code Midtrans gives it (a status it does not list goes with any). */
export const codeMatches = (status: string, code: string | undefined) =>
  STATUS_CODES[status] === undefined || STATUS_CODES[status] === code;

/** What a transaction status means for the invoice. A refund is notified like a payment, with the refund's status. */
function outcomeOf(status: string, fraud: string | undefined): PaymentNotice['outcome'] {
  if (status === 'settlement') return 'paid';
  if (status === 'capture') return fraud === 'deny' ? 'failed' : fraud === 'challenge' ? 'none' : 'paid';
  if (['deny', 'cancel', 'failure'].includes(status)) return 'failed';
  if (status === 'expire') return 'expired';
  // The server only ever refunds the whole amount, so a partial refund is the refund it asked for.
  if (status === 'refund' || status === 'partial_refund') return 'refunded';
  return 'none';
}

/**
 * What the fields say: the notification's, once its signature is checked, or the status API's
 * answer. A status without its own code is refused, as a notification whose signature does not
 * hold is (401).
 */
export function noticeOf(fields: Fields): PaymentNotice {
  const status = required(fields.transaction_status, 'transaction_status');
  if (!codeMatches(status, fields.status_code)) throw refused(STATUS_NOT_SIGNED);
  const orderId = required(fields.order_id, 'order_id');
  const outcome = outcomeOf(status, fields.fraud_status);
  const refundKey = fields.refunds?.at(-1)?.refund_key;
  return {
    provider: 'midtrans',
    invoiceNumber: invoiceNamed(orderId),
    outcome,
    amountCents: centsOf(required(fields.gross_amount, 'gross_amount'), 'gross_amount'),
    // Midtrans always states it; a notification without one pays nothing.
    currency: fields.currency ?? '',
    reference: (outcome === 'refunded' ? refundKey : undefined) ?? fields.transaction_id ?? null,
    chargeReference: orderId,
  };
}

/** Checks the notification's signature with the server key, and reads it. */
export function readSignedNotification(body: Fields, serverKey: Secret | undefined): PaymentNotice {
  const signature = body.signature_key;
  if (
    !serverKey ||
    typeof signature !== 'string' ||
    !sameText(signature.toLowerCase(), midtransSignature(body, serverKey.reveal()))
  )
    throw refused();
  return noticeOf(body);
}
