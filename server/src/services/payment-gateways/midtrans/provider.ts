// Midtrans through its Core API: a charge (`POST /v2/charge`) gives a bank transfer's virtual
// account or a QRIS code, and a refund (`POST /v2/{order_id}/refund`) gives back a QRIS or GoPay
// payment. The order id is the invoice's reference (see providerReference), the amount whole
// rupiah, and the charge lasts until the invoice expires (`custom_expiry`). Every call carries an
// Idempotency-Key: Midtrans answers a repeat with the same key with the first answer instead of
// charging again (the keys are global across its endpoints, so a refund's differs from a charge's).
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProviderAccount } from '../../config';
import { HOUR } from '../../lib/jakarta-time';
import { unprocessable } from '../../lib/http-error';
import type { PaymentGatewayAdapter, PaymentInstructionRequest, PaymentMethod } from './gateway-adapter';
import { PaymentProviderError, postToProvider, refused, unexpected, type ProviderAnswer } from './provider-http';

const PROVIDER = 'Midtrans';

/** The banks Midtrans opens a bank transfer virtual account at, by the gateway's code. Mandiri's is a bill payment (echannel). */
const BANKS: Record<string, string> = {
  BCA_VA: 'bca',
  BNI_VA: 'bni',
  BRI_VA: 'bri',
  PERMATA_VA: 'permata',
  CIMB_VA: 'cimb',
};
const MANDIRI = 'MANDIRI_VA';

interface Settings {
  account: PaymentProviderAccount;
  timeoutMs: number;
  log: FastifyBaseLogger;
}

export function midtransAdapter({ account, timeoutMs, log }: Settings): PaymentGatewayAdapter {
  async function post(action: string, path: string, body: unknown, idempotencyKey: string) {
    const call = { provider: PROVIDER, action, account, path, timeoutMs, log };
    const answer = await postToProvider({ ...call, body, headers: { 'idempotency-key': idempotencyKey } });
    // Midtrans puts its own status in the body, and answers some refusals with HTTP 200; 202 is a
    // repeat of a request it is still working on.
    const code = String(answer.body.status_code ?? '');
    if (answer.status >= 300 || !/^20[01]$/.test(code)) {
      if (code === '202' && answer.status < 300)
        throw new PaymentProviderError(502, `${PROVIDER} is still working on ${action}; please try again in a moment`);
      throw refused(
        call,
        answer,
        code || answer.status,
        answer.body.status_message ?? firstOf(answer.body.error_messages),
      );
    }
    return answer;
  }

  return {
    async requestPayment(request) {
      const answer = await post('the payment request', '/v2/charge', chargeBody(request), request.idempotencyKey);
      return instructions(request.method, answer);
    },

    async refund({ idempotencyKey, reference, amount, reason, method }) {
      if (method.methodType !== 'QRIS' && method.methodType !== 'EWALLET')
        throw unprocessable(`${PROVIDER} cannot refund ${method.name} payments; refund the customer another way`);
      const answer = await post(
        'the refund',
        `/v2/${encodeURIComponent(reference)}/refund`,
        { refund_key: idempotencyKey.replace(/[^\w~.-]/g, '-').slice(0, 50), amount, reason },
        idempotencyKey,
      );
      const status = String(answer.body.transaction_status ?? '');
      const refundId = typeof answer.body.refund_key === 'string' ? answer.body.refund_key : null;
      return { status: status === 'refund' || status === 'partial_refund' ? 'REFUNDED' : 'PENDING', refundId };
    },
  };
}

/** The charge's body: what Midtrans documents for a bank transfer, Mandiri's bill payment, QRIS and GoPay. */
export function chargeBody(request: PaymentInstructionRequest): Record<string, unknown> {
  const { reference, amount, expiresAt, customer, method } = request;
  const now = new Date();
  const body: Record<string, unknown> = {
    transaction_details: { order_id: reference, gross_amount: amount },
    customer_details: { first_name: customer.name.slice(0, 255), phone: customer.phoneNumber },
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

function instructions(method: PaymentMethod, { body }: ProviderAnswer) {
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

function firstOf(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/** Midtrans' time format, in Jakarta time (UTC+7, no daylight saving): `2026-11-26 14:05:00 +0700`. */
function midtransTime(at: Date): string {
  const local = new Date(at.getTime() + 7 * HOUR).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)} +0700`;
}
