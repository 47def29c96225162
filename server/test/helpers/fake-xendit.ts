// A fake Xendit API for the tests: closed virtual accounts (`POST /callback_virtual_accounts`),
// dynamic QR codes (`POST /qr_codes`, API version 2022-07-31), a QR code's payments
// (`GET /qr_codes/{id}/payments`) and refunds of QR payments (`POST /qr_codes/payments/{id}/refunds`),
// as Xendit documents them. It refuses what Xendit would
// (a wrong secret key, an invalid body, a QR reference it has seen under another key) and a
// request without its idempotency key header (`x-idempotency-key` for virtual accounts,
// `idempotency-key` for QR codes), and answers a repeat of a key with the first answer without
// making a second account or code. `pay*Callback` make the callbacks Xendit sends when a virtual
// account or a QR code is paid, with the `x-callback-token` header.
import { randomUUID } from 'node:crypto';
import type { JsonObject } from './fake-provider';
import {
  basicUser,
  isIsoTime,
  startFakeProvider,
  type Answer,
  type FakeProviderServer,
  type ReceivedRequest,
} from './fake-provider';

export const FAKE_XENDIT_SECRET_KEY = 'xnd_development_FakeSecretKeyForTests0123456789abcdef';
export const FAKE_XENDIT_CALLBACK_TOKEN = 'fake-xendit-callback-token';

const BANKS = ['BCA', 'BNI', 'BRI', 'MANDIRI', 'PERMATA', 'BSI', 'BJB', 'CIMB', 'SAHABAT_SAMPOERNA'];

export interface FakeXendit extends FakeProviderServer {
  secretKey: string;
  callbackToken: string;
  /** Virtual accounts made, by external id. */
  virtualAccounts: Map<string, JsonObject>;
  /** QR codes made, by reference id. */
  qrCodes: Map<string, JsonObject>;
  /** QR payments, by payment id (`qrpy_…`). */
  qrPayments: Map<string, JsonObject>;
  /** Refunds made, by id. */
  refunds: Map<string, JsonObject>;
  /** Answers given, by idempotency key. */
  byIdempotencyKey: Map<string, Answer>;
  /** Pays the virtual account made for `externalId`: the callback Xendit sends, and its headers. */
  vaPaidCallback(externalId: string): { body: Record<string, unknown>; headers: Record<string, string> };
  /**
   * Pays the QR code made for `referenceId` (or the payment fails): the `qr.payment` callback Xendit
   * sends, and its headers; the QR code's list of payments holds the payment from then on.
   */
  qrPaidCallback(
    referenceId: string,
    status?: 'SUCCEEDED' | 'FAILED',
  ): { body: JsonObject; headers: Record<string, string> };
  /** Settles a pending QR refund (SUCCEEDED or FAILED): the `qr.refund` callback Xendit sends, and its headers. */
  qrRefundCallback(
    refundId: string,
    status: 'SUCCEEDED' | 'FAILED',
  ): { body: JsonObject; headers: Record<string, string> };
}

export async function startFakeXendit(): Promise<FakeXendit> {
  const virtualAccounts = new Map<string, JsonObject>();
  const qrCodes = new Map<string, JsonObject>();
  const qrPayments = new Map<string, JsonObject>();
  const refunds = new Map<string, JsonObject>();
  const byIdempotencyKey = new Map<string, Answer>();
  const headers = { 'x-callback-token': FAKE_XENDIT_CALLBACK_TOKEN };
  const server = await startFakeProvider(route);
  return Object.assign(server, {
    secretKey: FAKE_XENDIT_SECRET_KEY,
    callbackToken: FAKE_XENDIT_CALLBACK_TOKEN,
    virtualAccounts,
    qrCodes,
    qrPayments,
    refunds,
    byIdempotencyKey,
    vaPaidCallback(externalId: string) {
      const va = virtualAccounts.get(externalId);
      if (!va) throw new Error(`Xendit has no virtual account ${externalId}`);
      va.status = 'INACTIVE';
      const now = new Date().toISOString();
      return {
        headers,
        body: {
          id: randomUUID(),
          payment_id: randomUUID(),
          callback_virtual_account_id: va.id,
          owner_id: va.owner_id,
          external_id: externalId,
          account_number: va.account_number,
          bank_code: va.bank_code,
          merchant_code: va.merchant_code,
          amount: va.expected_amount,
          transaction_timestamp: now,
          created: now,
          updated: now,
        },
      };
    },
    qrPaidCallback(referenceId: string, status: 'SUCCEEDED' | 'FAILED' = 'SUCCEEDED') {
      const qr = qrCodes.get(referenceId);
      if (!qr) throw new Error(`Xendit has no QR code ${referenceId}`);
      const now = new Date().toISOString();
      const payment = {
        id: `qrpy_${randomUUID()}`,
        business_id: qr.business_id,
        currency: 'IDR',
        amount: qr.amount,
        status,
        created: now,
        qr_id: qr.id,
        qr_string: qr.qr_string,
        reference_id: referenceId,
        type: 'DYNAMIC',
        channel_code: qr.channel_code,
        expires_at: qr.expires_at,
        metadata: null,
        payment_detail: { receipt_id: String(Date.now()), source: 'DANA' },
      };
      qrPayments.set(payment.id, payment);
      return {
        headers,
        body: { event: 'qr.payment', api_version: 'v2', business_id: qr.business_id, created: now, data: payment },
      };
    },
    qrRefundCallback(refundId: string, status: 'SUCCEEDED' | 'FAILED') {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`Xendit has no refund ${refundId}`);
      refund.status = status;
      const now = new Date().toISOString();
      return {
        headers,
        body: {
          event: 'qr.refund',
          api_version: 'v2',
          business_id: '5f1e2b3c4d5e6f7a8b9c0d1e',
          created: now,
          data: { ...refund, ...(status === 'FAILED' ? { failure_code: 'REFUND_FAILED' } : {}), updated: now },
        },
      };
    },
  });

  function route(request: ReceivedRequest): Answer {
    if (basicUser(request.headers) !== FAKE_XENDIT_SECRET_KEY)
      return refuse(401, 'INVALID_API_KEY', 'API key is not authorized for this API service');
    const paymentsOf = /^\/qr_codes\/([^/]+)\/payments$/.exec(request.path);
    if (request.method === 'GET' && paymentsOf) {
      if (request.headers['api-version'] !== '2022-07-31')
        return refuse(400, 'API_VALIDATION_ERROR', 'test fake: api-version 2022-07-31 is expected');
      const qrId = decodeURIComponent(paymentsOf[1]!);
      if (![...qrCodes.values()].some((qr) => qr.id === qrId))
        return refuse(404, 'DATA_NOT_FOUND', 'QR code not found');
      const data = [...qrPayments.values()].filter((payment) => payment.qr_id === qrId);
      return { status: 200, body: { data, has_more: false, links: [] } };
    }
    if (request.method !== 'POST') return refuse(404, 'NOT_FOUND', 'The requested resource was not found');
    const refund = /^\/qr_codes\/payments\/([^/]+)\/refunds$/.exec(request.path);
    const qrApi = request.path === '/qr_codes' || refund;
    if (qrApi && request.headers['api-version'] !== '2022-07-31')
      return refuse(400, 'API_VALIDATION_ERROR', 'test fake: api-version 2022-07-31 is expected');
    const keyHeader = qrApi ? 'idempotency-key' : 'x-idempotency-key';
    const key = request.headers[keyHeader];
    if (typeof key !== 'string' || !key)
      return refuse(400, 'API_VALIDATION_ERROR', `test fake: the ${keyHeader} header is missing`);
    const repeat = byIdempotencyKey.get(`${request.path} ${key}`);
    if (repeat) return repeat;
    const answer =
      request.path === '/callback_virtual_accounts'
        ? virtualAccount(request.body)
        : request.path === '/qr_codes'
          ? qrCode(request.body)
          : refund
            ? refundOf(decodeURIComponent(refund[1]!), request.body)
            : refuse(404, 'NOT_FOUND', 'The requested resource was not found');
    if (answer.status < 300) byIdempotencyKey.set(`${request.path} ${key}`, answer);
    return answer;
  }

  function virtualAccount(body: JsonObject): Answer {
    const problems: string[] = [];
    if (typeof body?.external_id !== 'string' || !body.external_id) problems.push('"external_id" is required');
    if (!BANKS.includes(body?.bank_code)) problems.push('"bank_code" must be one of the supported banks');
    if (typeof body?.name !== 'string' || !/^[A-Za-z ]+$/.test(body.name))
      problems.push('"name" must contain only letters and spaces');
    if (!Number.isInteger(body?.expected_amount) || body.expected_amount < 1)
      problems.push('"expected_amount" must be a whole number above 0');
    if (body?.is_closed !== true) problems.push('test fake: "is_closed" must be true');
    if (!isIsoTime(body?.expiration_date)) problems.push('"expiration_date" must be an ISO date');
    if (problems.length) return refuse(400, 'API_VALIDATION_ERROR', problems.join('; '));
    const va = {
      id: randomUUID().replaceAll('-', '').slice(0, 24),
      owner_id: '5f1e2b3c4d5e6f7a8b9c0d1e',
      external_id: body.external_id,
      bank_code: body.bank_code,
      merchant_code: '88608',
      name: body.name,
      account_number: `88608${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`,
      is_closed: true,
      expected_amount: body.expected_amount,
      expiration_date: body.expiration_date,
      is_single_use: body.is_single_use ?? false,
      status: 'PENDING',
      currency: 'IDR',
      country: 'ID',
    };
    virtualAccounts.set(va.external_id, va);
    return { status: 200, body: va };
  }

  function qrCode(body: JsonObject): Answer {
    const problems: string[] = [];
    if (typeof body?.reference_id !== 'string' || !body.reference_id) problems.push('"reference_id" is required');
    if (body?.type !== 'DYNAMIC') problems.push('test fake: "type" must be DYNAMIC');
    if (body?.currency !== 'IDR') problems.push('"currency" must be IDR');
    if (!Number.isInteger(body?.amount) || body.amount < 1) problems.push('"amount" must be a whole number above 0');
    if (!isIsoTime(body?.expires_at)) problems.push('"expires_at" must be an ISO date');
    if (problems.length) return refuse(400, 'API_VALIDATION_ERROR', problems.join('; '));
    if (qrCodes.has(body.reference_id))
      return refuse(409, 'DUPLICATE_ERROR', 'A QR code with this reference_id already exists');
    const now = new Date().toISOString();
    const qr = {
      id: `qr_${randomUUID()}`,
      reference_id: body.reference_id,
      business_id: '5f1e2b3c4d5e6f7a8b9c0d1e',
      type: 'DYNAMIC',
      currency: 'IDR',
      amount: body.amount,
      channel_code: 'ID_DANA',
      status: 'ACTIVE',
      qr_string: `00020101021226660014ID.LINKAJA.WWW0118936009110000000000021500000000000000005204599953033605405${body.amount}5802ID6304ABCD`,
      expires_at: body.expires_at,
      created: now,
      updated: now,
      metadata: null,
    };
    qrCodes.set(qr.reference_id, qr);
    return { status: 201, body: qr };
  }

  function refundOf(paymentId: string, body: JsonObject): Answer {
    const payment = qrPayments.get(paymentId);
    if (!payment) return refuse(404, 'DATA_NOT_FOUND', 'QR payment not found');
    if (!Number.isInteger(body?.amount) || body.amount < 1 || body.amount > payment.amount)
      return refuse(400, 'API_VALIDATION_ERROR', '"amount" must not exceed the payment');
    const refund = {
      id: `qrrf_${randomUUID()}`,
      payment_id: paymentId,
      reference_id: body.reference_id,
      amount: body.amount,
      currency: 'IDR',
      reason: body.reason ?? null,
      status: 'PENDING',
      created: new Date().toISOString(),
    };
    refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }
}

function refuse(status: number, errorCode: string, message: string): Answer {
  return { status, body: { error_code: errorCode, message } };
}
