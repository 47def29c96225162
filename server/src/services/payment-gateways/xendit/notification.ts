// Reading Xendit's callbacks: the account's callback verification token in `x-callback-token`
// covers the whole callback. A fixed virtual account payment (sent only for money received), a QR
// code payment (`qr.payment`) and the outcome of a QR payment's refund (`qr.refund`), each naming
// the reference the server charged under.
import type { components } from '../../../../../generated/schema';
import type { Secret } from '../../../config';
import { centsOfNumber, refused, required, sameText } from '../notification-checks';
import type { PaymentNotice } from '../port';
import { invoiceNamed } from '../references';

type Body = components['schemas']['PaymentNotification'];
type Data = NonNullable<Body['data']>;

/** A QR payment (as a callback's data, or in the QR code's list of payments) in the server's words. */
export function qrPaymentNotice(data: Data, chargeReference: string): PaymentNotice {
  return {
    provider: 'xendit',
    invoiceNumber: invoiceNamed(chargeReference),
    outcome: data.status === 'SUCCEEDED' ? 'paid' : data.status === 'FAILED' ? 'failed' : 'none',
    amountCents: data.amount === undefined ? null : centsOfNumber(data.amount, 'data.amount'),
    currency: data.currency ?? null,
    reference: data.id ?? null,
    chargeReference,
  };
}

/** Checks the callback's token and reads it. */
export function readCallback(body: Body, token: string | undefined, expected: Secret | undefined): PaymentNotice {
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
      currency: data.currency ?? null,
      reference: data.id ?? null,
      chargeReference,
    };
  }
  if (body.event !== undefined || body.data !== undefined) {
    // A QR code payment (event qr.payment); any other event pays nothing.
    const data = required(body.data, 'data');
    const notice = qrPaymentNotice(data, required(data.reference_id, 'data.reference_id'));
    return body.event === 'qr.payment' || notice.outcome !== 'paid' ? notice : { ...notice, outcome: 'none' };
  }
  // A fixed virtual account payment: it is only ever sent for money received.
  const externalId = required(body.external_id, 'external_id');
  return {
    provider: 'xendit',
    invoiceNumber: invoiceNamed(externalId),
    outcome: 'paid',
    amountCents: centsOfNumber(required(body.amount, 'amount'), 'amount'),
    currency: body.currency ?? null,
    reference: required(body.payment_id, 'payment_id'),
    chargeReference: externalId,
  };
}
