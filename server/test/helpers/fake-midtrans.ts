// A fake Midtrans Core API for the tests: `POST /v2/charge` (bank transfer, Mandiri bill payment,
// QRIS, GoPay), `POST /v2/{order_id}/refund` and `GET /v2/{order_id}/status`, as Midtrans documents
// them. It refuses what Midtrans would (a wrong server key, an invalid body, an order id it has seen
// under another idempotency key) and records what the adapter must send but Midtrans would not
// insist on (the Idempotency-Key) as a refusal too, so a test sees it missing. A charge repeated
// with its Idempotency-Key answers the first answer without charging again. `notification` moves a
// charge to a new status and makes the HTTP notification Midtrans sends for it, signed as
// documented; the status API answers the charge's status from then on.
import { createHash, randomUUID } from 'node:crypto';
import { startFakeProvider, type Answer, type FakeProviderServer, type ReceivedRequest } from './fake-provider';
import { basicUser, type JsonObject } from './fake-provider';

export const FAKE_MIDTRANS_SERVER_KEY = 'SB-Mid-server-FakeKeyForTests0123456789';

type NotifiedStatus = 'pending' | 'settlement' | 'expire' | 'deny' | 'cancel';

/** The status code Midtrans gives each transaction status. */
const STATUS_CODES = { pending: '201', settlement: '200', expire: '407', deny: '202', cancel: '200', refund: '200' };

interface Charge {
  orderId: string;
  paymentType: string;
  bank: string | null;
  grossAmount: number;
  /** IDR; a test may make Midtrans state another. */
  currency: string;
  transactionId: string;
  status: NotifiedStatus | 'refund';
  answer: Record<string, unknown>;
}

export interface FakeMidtrans extends FakeProviderServer {
  serverKey: string;
  /** Charges made, by order id. */
  charges: Map<string, Charge>;
  /** Charges' answers, by the Idempotency-Key they were made with. */
  byIdempotencyKey: Map<string, Answer>;
  /** Refunds made, by refund key. */
  refunds: Map<string, Record<string, unknown>>;
  /** Moves an order's charge to `status`: the notification Midtrans sends for it, with its signature_key. */
  notification(orderId: string, status: NotifiedStatus): Record<string, unknown>;
  /** The notification Midtrans sends once an order's refund is done (transaction_status refund), signed alike. */
  refundNotification(orderId: string): Record<string, unknown>;
}

const BANKS = ['bca', 'bni', 'bri', 'permata', 'cimb'];

export async function startFakeMidtrans(): Promise<FakeMidtrans> {
  const charges = new Map<string, Charge>();
  const byIdempotencyKey = new Map<string, Answer>();
  const refunds = new Map<string, Record<string, unknown>>();
  const server = await startFakeProvider(route);
  const fake: FakeMidtrans = Object.assign(server, {
    serverKey: FAKE_MIDTRANS_SERVER_KEY,
    charges,
    byIdempotencyKey,
    refunds,
    notification(orderId: string, status: NotifiedStatus) {
      const charge = charges.get(orderId);
      if (!charge) throw new Error(`Midtrans has no charge ${orderId}`);
      charge.status = status;
      return { ...statusOf(charge), status_message: 'midtrans payment notification' };
    },
    refundNotification(orderId: string) {
      const charge = charges.get(orderId);
      if (!charge) throw new Error(`Midtrans has no charge ${orderId}`);
      const grossAmount = `${charge.grossAmount}.00`;
      const made = [...refunds.values()].filter((r) => r.order_id === orderId);
      return {
        ...charge.answer,
        transaction_status: 'refund',
        status_code: '200',
        status_message: 'midtrans payment notification',
        gross_amount: grossAmount,
        refund_amount: grossAmount,
        refunds: made.map((r) => ({
          refund_chargeback_id: r.refund_chargeback_id,
          refund_amount: r.refund_amount,
          reason: 'Order cancelled',
          refund_key: r.refund_key,
          refund_method: '',
          bank_confirmed_at: midtransNow(),
          created_at: midtransNow(),
        })),
        signature_key: createHash('sha512')
          .update(`${orderId}200${grossAmount}${FAKE_MIDTRANS_SERVER_KEY}`)
          .digest('hex'),
      };
    },
  });
  return fake;

  /** The charge as Midtrans tells it now, signed as its notifications are. */
  function statusOf(charge: Charge): Record<string, unknown> {
    const statusCode = STATUS_CODES[charge.status];
    const grossAmount = `${charge.grossAmount}.00`;
    const made = [...refunds.values()].filter((r) => r.order_id === charge.orderId);
    return {
      ...charge.answer,
      transaction_status: charge.status,
      status_code: statusCode,
      status_message: 'Success, transaction is found',
      gross_amount: grossAmount,
      currency: charge.currency,
      fraud_status: 'accept',
      ...(charge.status === 'settlement' ? { settlement_time: midtransNow() } : {}),
      ...(made.length
        ? { refunds: made.map((r) => ({ refund_key: r.refund_key, refund_amount: r.refund_amount })) }
        : {}),
      signature_key: createHash('sha512')
        .update(`${charge.orderId}${statusCode}${grossAmount}${FAKE_MIDTRANS_SERVER_KEY}`)
        .digest('hex'),
    };
  }

  function route(request: ReceivedRequest): Answer {
    if (basicUser(request.headers) !== FAKE_MIDTRANS_SERVER_KEY)
      return refuse(401, 'Access denied due to unauthorized transaction, please check client or server key');
    const status = /^\/v2\/([^/]+)\/status$/.exec(request.path);
    if (request.method === 'GET' && status) {
      const charge = charges.get(decodeURIComponent(status[1]!));
      return charge ? { status: 200, body: statusOf(charge) } : refuse(404, "Transaction doesn't exist.");
    }
    if (request.method !== 'POST') return refuse(404, 'The requested resource is not found');
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !key) return refuse(400, 'test fake: the Idempotency-Key header is missing');
    const repeat = byIdempotencyKey.get(key);
    if (repeat) return repeat;
    const refund = /^\/v2\/([^/]+)\/refund$/.exec(request.path);
    const answer =
      request.path === '/v2/charge'
        ? charge(request.body)
        : refund
          ? refundOf(decodeURIComponent(refund[1]!), request.body)
          : refuse(404, 'The requested resource is not found');
    // Midtrans keeps only successful answers for a key.
    if (answer.status < 300) byIdempotencyKey.set(key, answer);
    return answer;
  }

  function charge(body: JsonObject): Answer {
    const problems = chargeProblems(body);
    if (problems.length) return { status: 400, body: { status_code: '400', validation_messages: problems } };
    const orderId: string = body.transaction_details.order_id;
    if (charges.has(orderId))
      return refuse(
        406,
        'The request could not be completed due to a conflict with the current state of the target resource, please try again',
      );
    const transactionId = randomUUID();
    const grossAmount: number = body.transaction_details.gross_amount;
    const common = {
      status_code: '201',
      transaction_id: transactionId,
      order_id: orderId,
      merchant_id: 'G000000001',
      gross_amount: `${grossAmount}.00`,
      currency: 'IDR',
      payment_type: body.payment_type,
      transaction_time: midtransNow(),
      transaction_status: 'pending',
      fraud_status: 'accept',
      expiry_time: midtransNow(body.custom_expiry.expiry_duration),
    };
    const vaDigits = String(Math.floor(Math.random() * 1e11)).padStart(11, '0');
    let answer: Record<string, unknown>;
    let bank: string | null = null;
    switch (body.payment_type) {
      case 'bank_transfer':
        bank = body.bank_transfer.bank;
        answer =
          bank === 'permata'
            ? {
                ...common,
                status_message: 'Success, PERMATA VA transaction is successful',
                permata_va_number: `8562${vaDigits}`,
              }
            : {
                ...common,
                status_message: 'Success, Bank Transfer transaction is created',
                va_numbers: [{ bank, va_number: `8${vaDigits}` }],
              };
        break;
      case 'echannel':
        bank = 'mandiri';
        answer = {
          ...common,
          status_message: 'OK, Mandiri Bill transaction is successful',
          bill_key: vaDigits.slice(-12).padStart(12, '1'),
          biller_code: '70012',
        };
        break;
      case 'qris':
        answer = {
          ...common,
          status_message: 'QRIS transaction is created',
          acquirer: 'gopay',
          qr_string: `00020101021226620014COM.GO-JEK.WWW011993600914${vaDigits}5204581453033605405${grossAmount}5802ID6304ABCD`,
          actions: [
            {
              name: 'generate-qr-code',
              method: 'GET',
              url: `${server.url}/v2/qris/${transactionId}/qr-code`,
            },
          ],
        };
        break;
      default:
        answer = {
          ...common,
          status_message: 'GoPay transaction is created',
          actions: [
            { name: 'generate-qr-code', method: 'GET', url: `${server.url}/v2/gopay/${transactionId}/qr-code` },
            {
              name: 'deeplink-redirect',
              method: 'GET',
              url: `https://simulator.sandbox.midtrans.com/gopay/ui/checkout?id=${transactionId}`,
            },
          ],
        };
    }
    charges.set(orderId, {
      orderId,
      paymentType: body.payment_type,
      bank,
      grossAmount,
      currency: 'IDR',
      transactionId,
      status: 'pending',
      answer,
    });
    return { status: 200, body: answer };
  }

  function refundOf(orderId: string, body: JsonObject): Answer {
    const charge = charges.get(orderId);
    if (!charge) return refuse(404, "Transaction doesn't exist.");
    if (!['qris', 'gopay'].includes(charge.paymentType)) return refuse(412, 'Payment type does not support refund');
    if (charge.status !== 'settlement') return refuse(412, 'Transaction status cannot be updated');
    if (!Number.isInteger(body?.amount) || body.amount <= 0 || body.amount > charge.grossAmount)
      return refuse(413, 'Refund amount must be less than or equal to the transaction amount');
    if (typeof body.refund_key !== 'string' || !/^[\w~.-]{1,50}$/.test(body.refund_key))
      return refuse(400, 'refund_key is invalid');
    charge.status = 'refund';
    const answer = {
      status_code: '200',
      status_message: 'Success, refund request is approved',
      transaction_id: charge.transactionId,
      order_id: orderId,
      gross_amount: `${charge.grossAmount}.00`,
      currency: 'IDR',
      payment_type: charge.paymentType,
      transaction_time: midtransNow(),
      transaction_status: body.amount === charge.grossAmount ? 'refund' : 'partial_refund',
      refund_chargeback_id: refunds.size + 1,
      refund_amount: `${body.amount}.00`,
      refund_key: body.refund_key,
    };
    refunds.set(body.refund_key, answer);
    return { status: 200, body: answer };
  }
}

/** What Midtrans checks of a charge, as its validation messages. */
function chargeProblems(body: JsonObject): string[] {
  const problems: string[] = [];
  const details = body?.transaction_details;
  if (typeof details?.order_id !== 'string' || !/^[\w~.-]{1,50}$/.test(details.order_id))
    problems.push('transaction_details.order_id is invalid');
  if (!Number.isInteger(details?.gross_amount) || details.gross_amount < 1)
    problems.push('transaction_details.gross_amount must be a whole number above 0');
  const expiry = body?.custom_expiry;
  if (
    !expiry ||
    !Number.isInteger(expiry.expiry_duration) ||
    expiry.expiry_duration < 1 ||
    !['second', 'minute', 'hour', 'day'].includes(expiry.unit) ||
    (expiry.order_time !== undefined && !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} [+-]\d{4}$/.test(expiry.order_time))
  )
    problems.push('custom_expiry is invalid');
  switch (body?.payment_type) {
    case 'bank_transfer':
      if (!BANKS.includes(body.bank_transfer?.bank)) problems.push('bank_transfer.bank is invalid');
      break;
    case 'echannel':
      if (typeof body.echannel?.bill_info1 !== 'string' || typeof body.echannel?.bill_info2 !== 'string')
        problems.push('echannel.bill_info1 and bill_info2 are required');
      break;
    case 'qris':
    case 'gopay':
      break;
    default:
      problems.push('payment_type is not supported');
  }
  return problems;
}

function refuse(status: number, message: string): Answer {
  return { status, body: { status_code: String(status), status_message: message, id: randomUUID() } };
}

/** Midtrans' time format, in Jakarta time. */
function midtransNow(plusMinutes = 0): string {
  const local = new Date(Date.now() + plusMinutes * 60_000 + 7 * 3_600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)}`;
}
