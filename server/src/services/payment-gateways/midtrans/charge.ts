// A Midtrans Core API charge (`POST /v2/charge`): the body Midtrans documents for a bank transfer,
// Mandiri's bill payment, QRIS and GoPay, and the instructions read from its answer. The order id
// is the invoice's reference (see providerReference), the amount whole rupiah, and the charge
// lasts until the invoice expires (`custom_expiry`).
import { HOUR } from '../../../lib/jakarta-time';
import { unprocessable } from '../../../lib/http-error';
import type { PaymentInstructionRequest, PaymentInstructions, PaymentMethod } from '../port';
import { unexpected, type ProviderAnswer } from '../provider-http';

export const PROVIDER = 'Midtrans';

/** The banks Midtrans opens a bank transfer virtual account at, by the gateway's code. Mandiri's is a bill payment (echannel). */
const BANKS: Record<string, string> = {
  BCA_VA: 'bca',
  BNI_VA: 'bni',
  BRI_VA: 'bri',
  PERMATA_VA: 'permata',
  CIMB_VA: 'cimb',
};
const MANDIRI = 'MANDIRI_VA';

export function chargeBody(request: PaymentInstructionRequest): Record<string, unknown> {
  const { reference, amount, expiresAt, customer, method } = request;
  const now = new Date();
  const body: Record<string, unknown> = {
    transaction_details: { order_id: reference, gross_amount: amount },
    // A walk-in or an erased customer sends no customer details.
    ...(customer.name === null
      ? {}
      : { customer_details: { first_name: customer.name.slice(0, 255), phone: customer.phoneNumber } }),
    custom_expiry: {
      order_time: midtransTime(now),
      expiry_duration: Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 60_000)),
      unit: 'minute',
    },
  };
  switch (method.methodType) {
    case 'VIRTUAL_ACCOUNT':
      if (method.code === MANDIRI)
        return { ...body, payment_type: 'echannel', echannel: { bill_info1: 'Invoice', bill_info2: reference } };
      if (!BANKS[method.code]) throw notSupported(method);
      return { ...body, payment_type: 'bank_transfer', bank_transfer: { bank: BANKS[method.code] } };
    case 'QRIS':
      return { ...body, payment_type: 'qris', qris: { acquirer: 'gopay' } };
    case 'EWALLET':
      if (method.code !== 'GOPAY') throw notSupported(method);
      return { ...body, payment_type: 'gopay' };
    default:
      throw notSupported(method);
  }
}

export function instructions(method: PaymentMethod, { body }: ProviderAnswer): PaymentInstructions {
  const none = { paymentUrl: null, vaNumber: null, qrString: null };
  if (method.methodType === 'VIRTUAL_ACCOUNT') {
    // Mandiri's bill payment: a transfer to a Mandiri virtual account takes the company (biller)
    // code followed by the bill key, as Mandiri's apps ask for it.
    const vaNumber =
      method.code === MANDIRI
        ? digits(body.biller_code) && digits(body.bill_key)
          ? `${digits(body.biller_code)}${digits(body.bill_key)}`
          : null
        : (digits((body.va_numbers as { va_number?: unknown }[] | undefined)?.[0]?.va_number) ??
          digits(body.permata_va_number));
    if (!vaNumber || !/^\d{8,20}$/.test(vaNumber)) throw unexpected(PROVIDER, 'the payment request');
    return { ...none, vaNumber };
  }
  const actions = Array.isArray(body.actions) ? (body.actions as { name?: unknown; url?: unknown }[]) : [];
  const action = (name: string) => {
    const url = actions.find((a) => a.name === name)?.url;
    return typeof url === 'string' && /^https?:\/\//.test(url) && url.length <= 2048 ? url : null;
  };
  if (method.methodType === 'QRIS') {
    // The QR code's content, and Midtrans' image of it as the page to open.
    const qrString = typeof body.qr_string === 'string' && body.qr_string ? body.qr_string : null;
    const paymentUrl = action('generate-qr-code');
    if (!qrString || !paymentUrl) throw unexpected(PROVIDER, 'the payment request');
    return { ...none, paymentUrl, qrString };
  }
  const paymentUrl = action('deeplink-redirect') ?? action('generate-qr-code');
  if (!paymentUrl) throw unexpected(PROVIDER, 'the payment request');
  return { ...none, paymentUrl };
}

function notSupported(method: PaymentMethod) {
  return unprocessable(`${method.name} is not available through ${PROVIDER}`, 'payment_method_partner_id');
}

function digits(value: unknown): string | null {
  return typeof value === 'string' && /^\d+$/.test(value) ? value : null;
}

/** Midtrans' time format, in Jakarta time (UTC+7, no daylight saving): `2026-11-26 14:05:00 +0700`. */
function midtransTime(at: Date): string {
  const local = new Date(at.getTime() + 7 * HOUR).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)} +0700`;
}
