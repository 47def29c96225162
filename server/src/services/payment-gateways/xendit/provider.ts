// Xendit: a closed, single-use virtual account for the invoice's exact amount
// (`POST /callback_virtual_accounts`, answering its `account_number`), a dynamic QRIS code
// (`POST /qr_codes`, API version 2022-07-31, answering its `qr_string`), refunds of QR payments
// (`POST /qr_codes/payments/{payment id}/refunds`), and its callbacks (see ./notification), a QR
// payment's confirmed in the QR code's list of payments (`GET /qr_codes/{qr id}/payments`). Both
// charges last until the invoice expires. The virtual account carries the idempotency key in
// `x-idempotency-key`, the QR code API in `idempotency-key`, as Xendit documents each: a repeat
// with the same key answers the first one.
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProviderAccount, Secret } from '../../../config';
import { unprocessable } from '../../../lib/http-error';
import { headerOf, required } from '../notification-checks';
import type { PaymentMethod, PaymentNotice, PaymentProvider } from '../port';
import { callProvider, PaymentProviderError, refused, unexpected, type ProviderCall } from '../provider-http';
import { qrPaymentNotice, readCallback } from './notification';

const PROVIDER = 'Xendit';
export const XENDIT_QR_API_VERSION = '2022-07-31';

/** Xendit's bank codes for virtual accounts, by the gateway's code. */
const BANKS: Record<string, string> = {
  BCA_VA: 'BCA',
  BNI_VA: 'BNI',
  BRI_VA: 'BRI',
  MANDIRI_VA: 'MANDIRI',
  PERMATA_VA: 'PERMATA',
  BSI_VA: 'BSI',
  BJB_VA: 'BJB',
  CIMB_VA: 'CIMB',
  SAHABAT_SAMPOERNA_VA: 'SAHABAT_SAMPOERNA',
};

interface Settings {
  /** Its secret key and API: without them nothing is charged through Xendit, nor confirmed there. */
  account: PaymentProviderAccount | undefined;
  /** The callback verification token; without it Xendit's callbacks are refused. */
  callbackToken: Secret | undefined;
  timeoutMs: number;
  log: FastifyBaseLogger;
}

export function xenditProvider({ account, callbackToken, timeoutMs, log }: Settings): PaymentProvider {
  async function call(
    method: 'GET' | 'POST',
    action: string,
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ) {
    if (!account) throw new PaymentProviderError(502, `${PROVIDER} is not configured on this server`);
    const asked: ProviderCall = { provider: PROVIDER, action, account, method, path, body, headers, timeoutMs, log };
    const answer = await callProvider(asked);
    if (answer.status >= 300) throw refused(asked, answer, answer.body.error_code, answer.body.message);
    return answer.body;
  }
  const post = (action: string, path: string, body: unknown, headers: Record<string, string>) =>
    call('POST', action, path, body, headers);

  /** The QR payment as the QR code's list of payments has it; none when the list does not hold it. */
  async function confirmQrPayment(notice: PaymentNotice, qrId: string): Promise<PaymentNotice> {
    const answer = await call('GET', 'the payment check', `/qr_codes/${encodeURIComponent(qrId)}/payments`, undefined, {
      'api-version': XENDIT_QR_API_VERSION,
    });
    if (!Array.isArray(answer.data)) throw unexpected(PROVIDER, 'the payment check');
    const payment = (answer.data as Record<string, unknown>[]).find((p) => p.id === notice.reference);
    if (!payment) return { ...notice, outcome: 'none' };
    if (payment.reference_id !== notice.chargeReference) throw unexpected(PROVIDER, 'the payment check');
    return qrPaymentNotice(payment, notice.chargeReference!);
  }

  return {
    id: 'xendit',
    connected: account !== undefined,

    async readNotification({ body, headers }) {
      const notice = readCallback(body, headerOf(headers, 'x-callback-token'), callbackToken);
      // The token covers the whole callback; a QR payment is also asked of Xendit when it can be.
      if (!account || body.event !== 'qr.payment' || notice.outcome === 'none') return notice;
      return confirmQrPayment(notice, required(body.data?.qr_id, 'data.qr_id'));
    },

    async requestPayment({ idempotencyKey, reference, amount, expiresAt, customer, method }) {
      const none = { paymentUrl: null, vaNumber: null, qrString: null };
      if (method.methodType === 'VIRTUAL_ACCOUNT') {
        const bank = BANKS[method.code];
        if (!bank) throw notSupported(method);
        const body = await post(
          'the payment request',
          '/callback_virtual_accounts',
          {
            external_id: reference,
            bank_code: bank,
            name: accountName(customer.name),
            expected_amount: amount,
            is_closed: true,
            is_single_use: true,
            expiration_date: expiresAt.toISOString(),
          },
          { 'x-idempotency-key': idempotencyKey },
        );
        const vaNumber = typeof body.account_number === 'string' ? body.account_number : '';
        if (!/^\d{8,20}$/.test(vaNumber)) throw unexpected(PROVIDER, 'the payment request');
        return { ...none, vaNumber };
      }
      if (method.methodType === 'QRIS') {
        const body = await post(
          'the payment request',
          '/qr_codes',
          {
            reference_id: reference,
            type: 'DYNAMIC',
            currency: 'IDR',
            amount,
            expires_at: expiresAt.toISOString(),
          },
          { 'api-version': XENDIT_QR_API_VERSION, 'idempotency-key': idempotencyKey },
        );
        // Xendit gives the QR code's content only, no page: the app shows it as a QR image.
        const qrString = typeof body.qr_string === 'string' ? body.qr_string : '';
        if (!qrString) throw unexpected(PROVIDER, 'the payment request');
        return { ...none, qrString };
      }
      throw notSupported(method);
    },

    async refund({ idempotencyKey, reference, paymentId, amount, reason, method }) {
      if (method.methodType !== 'QRIS')
        throw unprocessable(`${PROVIDER} cannot refund ${method.name} payments; refund the customer another way`);
      if (!paymentId) throw unprocessable(`The ${PROVIDER} payment to refund is not known`);
      const body = await post(
        'the refund',
        `/qr_codes/payments/${encodeURIComponent(paymentId)}/refunds`,
        { reference_id: `${reference}-refund`, amount, currency: 'IDR', reason },
        { 'api-version': XENDIT_QR_API_VERSION, 'idempotency-key': idempotencyKey },
      );
      const refundId = typeof body.id === 'string' ? body.id : null;
      return { status: body.status === 'SUCCEEDED' ? 'REFUNDED' : 'PENDING', refundId };
    },
  };
}

function notSupported(method: PaymentMethod) {
  return unprocessable(`${method.name} is not available through ${PROVIDER}`, 'payment_method_partner_id');
}

/**
 * The name the bank shows the customer for the virtual account: Xendit takes letters and spaces
 * only, so other characters are dropped.
 */
function accountName(name: string | null): string {
  const letters = (name ?? '')
    .normalize('NFKD')
    .replace(/[^A-Za-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 64);
  return letters.length >= 1 ? letters : 'Customer';
}
