// Midtrans through its Core API: a charge (`POST /v2/charge`, see ./charge) gives a bank transfer's
// virtual account or a QRIS code, a refund (`POST /v2/{order_id}/refund`) gives back a QRIS or
// GoPay payment, and the status API (`GET /v2/{order_id}/status`) tells a charge's status, which
// is what a notification applies (see ./notification). Every POST carries an Idempotency-Key:
// Midtrans answers a repeat with the same key with the first answer instead of charging again (the
// keys are global across its endpoints, so a refund's differs from a charge's).
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProviderAccount } from '../../../config';
import { notFound, unprocessable } from '../../../lib/http-error';
import type { PaymentNotice, PaymentProvider } from '../port';
import { callProvider, PaymentProviderError, refused, unexpected, type ProviderCall } from '../provider-http';
import { chargeBody, instructions, PROVIDER } from './charge';
import { codeMatches, noticeOf, readSignedNotification } from './notification';

interface Settings {
  /** Its server key and API; without them nothing is charged through Midtrans and its notifications are refused. */
  account: PaymentProviderAccount | undefined;
  timeoutMs: number;
  log: FastifyBaseLogger;
}

export function midtransProvider({ account, timeoutMs, log }: Settings): PaymentProvider {
  function connection(action: string, path: string) {
    if (!account) throw new PaymentProviderError(502, `${PROVIDER} is not configured on this server`);
    return { provider: PROVIDER, action, account, path, timeoutMs, log };
  }

  async function post(action: string, path: string, body: unknown, idempotencyKey: string) {
    const call: ProviderCall = { ...connection(action, path), method: 'POST', body };
    const answer = await callProvider({ ...call, headers: { 'idempotency-key': idempotencyKey } });
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

  /** The charge's status as Midtrans' status API tells it, read like a notification. */
  async function confirm(notice: PaymentNotice): Promise<PaymentNotice> {
    const orderId = notice.chargeReference!;
    const call: ProviderCall = {
      ...connection('the status check', `/v2/${encodeURIComponent(orderId)}/status`),
      method: 'GET',
    };
    const answer = await callProvider(call);
    const body = answer.body as Parameters<typeof noticeOf>[0];
    const status = typeof body.transaction_status === 'string' ? body.transaction_status : '';
    // The status code is the transaction's here; a charge Midtrans does not know answers 404.
    if (body.status_code === '404') throw notFound(`${PROVIDER} charge`);
    if (answer.status >= 300 || !status || !/^2\d\d$|^407$/.test(String(body.status_code ?? '')))
      throw refused(call, answer, body.status_code ?? answer.status, answer.body.status_message);
    if (body.order_id !== orderId || !codeMatches(status, body.status_code))
      throw unexpected(PROVIDER, 'the status check');
    return noticeOf(body);
  }

  return {
    id: 'midtrans',
    connected: account !== undefined,

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

    async readNotification({ body }) {
      const notice = readSignedNotification(body, account?.key);
      // A status that changes nothing (pending) needs no second opinion.
      return notice.outcome === 'none' ? notice : confirm(notice);
    },
  };
}

function firstOf(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}
