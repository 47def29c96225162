// Payment requests through Midtrans and Xendit: the server, configured with their keys, asks local
// fakes of both providers (never the real services) for virtual accounts and QRIS codes, as each
// documents it. A retry after a lost answer makes no second charge (the same idempotency key), a
// provider's refusal or silence is a clear 502/504 and writes nothing, the keys never reach an
// answer or a log line, and refunds go through the same adapters.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Secret } from '../../src/config';
import { invoicePaymentRequests, invoices } from '../../src/db/schema';
import { midtransProvider } from '../../src/services/payment-gateways/midtrans/provider';
import type { PaymentInstructionRequest, PaymentMethod } from '../../src/services/payment-gateways/port';
import { PaymentProviderError } from '../../src/services/payment-gateways/provider-http';
import { paymentProviders } from '../../src/services/payment-gateways/providers';
import { invoiceNumberOfReference, providerReference } from '../../src/services/payment-gateways/references';
import { xenditProvider } from '../../src/services/payment-gateways/xendit/provider';
import { INVOICE } from '../../src/services/sales/states';
import type { ApiClient } from '../helpers/api-client';
import { startFakeMidtrans } from '../helpers/fake-midtrans';
import { fakeProviderEnv, type FakeProviderServer } from '../helpers/fake-provider';
import { startFakeXendit } from '../helpers/fake-xendit';
import { makeGateway, makeOrder } from '../helpers/sales';
import { build } from '../helpers/test-app';

// Long enough for four parallel charges on a busy machine; the time-limit test waits three times it.
const TIMEOUT_MS = 1_000;
const midtrans = await startFakeMidtrans();
const xendit = await startFakeXendit();
const t = await build({
  env: {
    ...fakeProviderEnv(midtrans, xendit),
    PAYMENT_PROVIDER_TIMEOUT_MS: String(TIMEOUT_MS),
    // The provider failures are logged as warnings; the test reads them for the keys.
    LOG_LEVEL: 'info',
  },
});
const admin = await t.asAdmin();
const gateway = (provider: string, options: Parameters<typeof makeGateway>[1]) =>
  makeGateway(t.app.db, { provider, ...options });
const midtransBca = await gateway('Midtrans', { code: 'BCA_VA' });
const midtransMandiri = await gateway('Midtrans', { code: 'MANDIRI_VA' });
const midtransPermata = await gateway('Midtrans', { code: 'PERMATA_VA' });
const midtransQris = await gateway('Midtrans', { methodType: 'QRIS' });
const xenditBni = await gateway('Xendit', { code: 'BNI_VA' });
const xenditQris = await gateway('Xendit', { methodType: 'QRIS' });
const xenditOvo = await gateway('Xendit', { methodType: 'EWALLET', code: 'OVO' });

const order = () => makeOrder(t.app.db, t.seed, { outletId: t.outletId['Jakarta Kemang']! });
const pay = (api: ApiClient, invoice_id: number, payment_method_partner_id: number) =>
  api.POST('/adm/v1/invoices/payment-request', { body: { invoice_id, payment_method_partner_id } });
const requestsOf = async (invoiceId: number) =>
  (
    await t.app.db
      .select({ n: count() })
      .from(invoicePaymentRequests)
      .where(eq(invoicePaymentRequests.invoiceId, invoiceId))
  )[0]!.n;
const invoiceRow = async (id: number) => (await t.app.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
const sentTo = (fake: FakeProviderServer, path: string) => fake.received.filter((r) => r.path === path);
const reference = (invoiceNumber: string) => invoiceNumber.replaceAll('/', '-');

describe('Midtrans', () => {
  it('opens a BCA virtual account through a Core API charge for the amount, until the invoice expires', async () => {
    const { invoice } = await order();
    const before = Date.now();
    const res = await pay(admin, invoice.id, midtransBca.partnerId);
    expect(res.response.status).toBe(201);
    const charge = midtrans.charges.get(reference(invoice.invoiceNumber))!;
    expect(charge).toBeDefined();
    const request = sentTo(midtrans, '/v2/charge').at(-1)!;
    expect(request.headers.authorization).toBe(basic(midtrans.serverKey));
    expect(request.headers['idempotency-key']).toBe(`${reference(invoice.invoiceNumber)}:BCA_VA:${invoice.amount}`);
    expect(request.body).toMatchObject({
      payment_type: 'bank_transfer',
      bank_transfer: { bank: 'bca' },
      transaction_details: { order_id: reference(invoice.invoiceNumber), gross_amount: invoice.amount },
      custom_expiry: { unit: 'minute' },
    });
    const minutes = Math.ceil((invoice.expiresAt!.getTime() - before) / 60_000);
    expect(Math.abs(request.body.custom_expiry.expiry_duration - minutes)).toBeLessThanOrEqual(1);
    const answered = (charge.answer.va_numbers as { va_number: string }[])[0]!.va_number;
    expect(res.data!.data).toMatchObject({ va_number: answered, payment_url: null, qr_string: null });
    expect(invoiceNumberOfReference(request.body.transaction_details.order_id)).toBe(invoice.invoiceNumber);
  });

  it("gives Mandiri's bill payment as the company code and bill key, and Permata's own number", async () => {
    const mandiri = await order();
    const byMandiri = (await pay(admin, mandiri.invoice.id, midtransMandiri.partnerId)).data!.data;
    const bill = midtrans.charges.get(reference(mandiri.invoice.invoiceNumber))!.answer;
    expect(sentTo(midtrans, '/v2/charge').at(-1)!.body.payment_type).toBe('echannel');
    expect(byMandiri.va_number).toBe(`${bill.biller_code}${bill.bill_key}`);

    const permata = await order();
    const byPermata = (await pay(admin, permata.invoice.id, midtransPermata.partnerId)).data!.data;
    const permataAnswer = midtrans.charges.get(reference(permata.invoice.invoiceNumber))!.answer;
    expect(byPermata.va_number).toBe(permataAnswer.permata_va_number);
  });

  it("gives QRIS as Midtrans' QR content with its QR image as the page", async () => {
    const { invoice } = await order();
    const res = await pay(admin, invoice.id, midtransQris.partnerId);
    expect(res.response.status).toBe(201);
    const answer = midtrans.charges.get(reference(invoice.invoiceNumber))!.answer;
    expect(sentTo(midtrans, '/v2/charge').at(-1)!.body).toMatchObject({ payment_type: 'qris' });
    expect(res.data!.data).toMatchObject({
      va_number: null,
      qr_string: answer.qr_string,
      payment_url: (answer.actions as { url: string }[])[0]!.url,
    });
  });

  it('charges under a new order id when the invoice is paid another way after a first request', async () => {
    const { invoice } = await order();
    await pay(admin, invoice.id, midtransBca.partnerId);
    const second = await pay(admin, invoice.id, midtransQris.partnerId);
    expect(second.response.status).toBe(201);
    const base = reference(invoice.invoiceNumber);
    expect([...midtrans.charges.keys()].filter((id) => id.startsWith(base))).toEqual([base, `${base}~2`]);
    expect(invoiceNumberOfReference(`${base}~2`)).toBe(invoice.invoiceNumber);
  });
});

describe('Xendit', () => {
  it('opens a closed virtual account for the exact amount until the invoice expires', async () => {
    const { invoice } = await order();
    const res = await pay(admin, invoice.id, xenditBni.partnerId);
    expect(res.response.status).toBe(201);
    const request = sentTo(xendit, '/callback_virtual_accounts').at(-1)!;
    expect(request.headers.authorization).toBe(basic(xendit.secretKey));
    expect(request.headers['x-idempotency-key']).toBe(`${reference(invoice.invoiceNumber)}:BNI_VA:${invoice.amount}`);
    expect(request.body).toEqual({
      external_id: reference(invoice.invoiceNumber),
      bank_code: 'BNI',
      name: expect.stringMatching(/^[A-Za-z ]+$/),
      expected_amount: invoice.amount,
      is_closed: true,
      is_single_use: true,
      expiration_date: invoice.expiresAt!.toISOString(),
    });
    const account = xendit.virtualAccounts.get(reference(invoice.invoiceNumber))!;
    expect(res.data!.data).toMatchObject({ va_number: account.account_number, payment_url: null, qr_string: null });
  });

  it('makes a dynamic QRIS code of API version 2022-07-31 and gives its content, without a page', async () => {
    const { invoice } = await order();
    const res = await pay(admin, invoice.id, xenditQris.partnerId);
    expect(res.response.status).toBe(201);
    const request = sentTo(xendit, '/qr_codes').at(-1)!;
    expect(request.headers['api-version']).toBe('2022-07-31');
    expect(request.headers['idempotency-key']).toBe(
      `${reference(invoice.invoiceNumber)}:${xenditQris.code}:${invoice.amount}`,
    );
    expect(request.body).toEqual({
      reference_id: reference(invoice.invoiceNumber),
      type: 'DYNAMIC',
      currency: 'IDR',
      amount: invoice.amount,
      expires_at: invoice.expiresAt!.toISOString(),
    });
    const qr = xendit.qrCodes.get(reference(invoice.invoiceNumber))!;
    expect(res.data!.data).toMatchObject({ qr_string: qr.qr_string, payment_url: null, va_number: null });
    const detail = await admin.GET('/adm/v1/invoices/{invoice_id}', { params: { path: { invoice_id: invoice.id } } });
    expect(detail.data!.data.payment).toEqual(res.data!.data);
  });

  it('refuses a method the connected provider does not offer here with 422, asking nothing', async () => {
    const { invoice } = await order();
    const asked = xendit.received.length;
    const res = await pay(admin, invoice.id, xenditOvo.partnerId);
    expect(res.response.status).toBe(422);
    expect(res.error!.errors[0]).toEqual({
      detail: `${xenditOvo.name} is not available through Xendit`,
      field: 'payment_method_partner_id',
    });
    expect(xendit.received.length).toBe(asked);
    expect(await requestsOf(invoice.id)).toBe(0);
  });
});

describe("the providers' notifications of what they charged", () => {
  const notify = (provider: string, body: unknown, headers: Record<string, string> = {}) =>
    t.raw('POST', `/adm/v1/payment-callbacks/${provider}`, { body, headers });

  it('pays the invoice of a Midtrans charge when Midtrans notifies its settlement, by the order id it was charged under', async () => {
    const { invoice } = await order();
    expect((await pay(admin, invoice.id, midtransBca.partnerId)).response.status).toBe(201);
    const answer = await notify('midtrans', midtrans.notification(reference(invoice.invoiceNumber), 'settlement'));
    expect(answer.status).toBe(200);
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: INVOICE.PAID });
  });

  it('pays the invoice of a Xendit virtual account and of a Xendit QR code when Xendit calls back', async () => {
    const first = (await order()).invoice;
    expect((await pay(admin, first.id, xenditBni.partnerId)).response.status).toBe(201);
    const va = xendit.vaPaidCallback(reference(first.invoiceNumber));
    expect((await notify('xendit', va.body, va.headers)).status).toBe(200);
    expect(await invoiceRow(first.id)).toMatchObject({ status: INVOICE.PAID });

    const second = (await order()).invoice;
    expect((await pay(admin, second.id, xenditQris.partnerId)).response.status).toBe(201);
    const qr = xendit.qrPaidCallback(reference(second.invoiceNumber));
    expect((await notify('xendit', qr.body, qr.headers)).status).toBe(200);
    expect(await invoiceRow(second.id)).toMatchObject({ status: INVOICE.PAID });
  });
});

describe('repeats, failures and time limits', () => {
  it('answers a repeated request from what was recorded, asking the provider once', async () => {
    const { invoice } = await order();
    const first = await pay(admin, invoice.id, midtransBca.partnerId);
    const asked = midtrans.received.length;
    const again = await pay(admin, invoice.id, midtransBca.partnerId);
    expect(again.data!.data).toEqual(first.data!.data);
    expect(midtrans.received.length).toBe(asked);
    expect(await requestsOf(invoice.id)).toBe(1);
  });

  it('makes one charge for parallel identical requests, every one answering it', async () => {
    for (const [fake, method, charges] of [
      [midtrans, midtransBca, () => midtrans.charges.size],
      [xendit, xenditQris, () => xendit.qrCodes.size],
    ] as const) {
      const { invoice } = await order();
      const before = charges();
      fake.delayMs = 50;
      const answers = await Promise.all(Array.from({ length: 4 }, () => pay(admin, invoice.id, method.partnerId)));
      fake.delayMs = 0;
      expect(answers.map((a) => a.response.status)).toEqual([201, 201, 201, 201]);
      expect(new Set(answers.map((a) => JSON.stringify(a.data!.data))).size).toBe(1);
      expect(charges()).toBe(before + 1);
      expect(await requestsOf(invoice.id)).toBe(1);
    }
  });

  it('answers 504 when the provider is too slow, writes nothing, and a retry gets the same charge', async () => {
    for (const [fake, method, charged] of [
      [midtrans, midtransQris, (ref: string) => midtrans.charges.get(ref)?.answer.qr_string],
      [xendit, xenditBni, (ref: string) => xendit.virtualAccounts.get(ref)?.account_number],
    ] as const) {
      const { invoice } = await order();
      const before = await invoiceRow(invoice.id);
      fake.delayMs = TIMEOUT_MS * 3;
      const started = Date.now();
      const slow = await pay(admin, invoice.id, method.partnerId);
      fake.delayMs = 0;
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 3);
      expect(slow.response.status).toBe(504);
      expect(slow.error!.errors[0]!.detail).toBe(
        `${method.provider} did not answer the payment request in time; please try again`,
      );
      expect(await requestsOf(invoice.id)).toBe(0);
      expect(await invoiceRow(invoice.id)).toEqual(before);
      // The provider did charge; the retry carries the same key and is answered that charge.
      const ref = reference(invoice.invoiceNumber);
      const made = charged(ref);
      expect(made).toBeTruthy();
      const retry = await pay(admin, invoice.id, method.partnerId);
      expect(retry.response.status).toBe(201);
      const given = retry.data!.data;
      expect(given.qr_string ?? given.va_number).toBe(made);
      const keys = fake.received
        .filter((r) => JSON.stringify(r.body ?? {}).includes(ref))
        .map((r) => r.headers['idempotency-key'] ?? r.headers['x-idempotency-key']);
      expect(keys.length).toBe(2);
      expect(new Set(keys).size).toBe(1);
      expect(await requestsOf(invoice.id)).toBe(1);
    }
  });

  it("answers 502 with the provider's reason when it refuses, and writes nothing", async () => {
    const cases = [
      {
        fake: midtrans,
        method: midtransBca,
        failure: {
          status: 500,
          body: { status_code: '500', status_message: 'Sorry, we encountered internal server error.' },
        },
        detail: 'Midtrans refused the payment request: Sorry, we encountered internal server error.',
      },
      {
        // Midtrans answers some refusals with HTTP 200 and its own status in the body.
        fake: midtrans,
        method: midtransQris,
        failure: { status: 200, body: { status_code: '402', status_message: 'Payment channel is not activated.' } },
        detail: 'Midtrans refused the payment request: Payment channel is not activated.',
      },
      {
        fake: xendit,
        method: xenditBni,
        failure: {
          status: 400,
          body: { error_code: 'BANK_NOT_SUPPORTED_ERROR', message: 'That bank code is not currently supported' },
        },
        detail: 'Xendit refused the payment request: That bank code is not currently supported',
      },
      {
        fake: xendit,
        method: xenditQris,
        failure: { status: 503, body: 'unavailable' },
        detail: 'Xendit refused the payment request (503)',
      },
    ];
    for (const { fake, method, failure, detail } of cases) {
      const { invoice } = await order();
      const before = await invoiceRow(invoice.id);
      fake.failures.push(failure);
      const res = await pay(admin, invoice.id, method.partnerId);
      expect(res.response.status, detail).toBe(502);
      expect(res.error!.errors).toEqual([{ detail }]);
      expect(await requestsOf(invoice.id)).toBe(0);
      expect(await invoiceRow(invoice.id)).toEqual(before);
    }
  });

  it('never puts a key in an answer or a log line, even one the provider echoes, and logs what the provider said', async () => {
    const { invoice } = await order();
    midtrans.failures.push({
      status: 401,
      body: { status_code: '401', status_message: `Unknown merchant server key ${midtrans.serverKey}` },
    });
    const unknown = await pay(admin, invoice.id, midtransBca.partnerId);
    xendit.failures.push({
      status: 400,
      body: { error_code: 'API_VALIDATION_ERROR', message: `Key ${xendit.secretKey} may not do this` },
    });
    const echoed = await pay(admin, invoice.id, xenditBni.partnerId);
    expect(unknown.error!.errors[0]!.detail).toBe("Midtrans refused the server's key for the payment request");
    expect(echoed.error!.errors[0]!.detail).toBe('Xendit refused the payment request: Key [redacted] may not do this');
    const logged = JSON.stringify(t.logs());
    for (const key of [midtrans.serverKey, xendit.secretKey]) {
      for (const text of [logged, JSON.stringify(unknown.error), JSON.stringify(echoed.error)]) {
        expect(text).not.toContain(key);
        expect(text).not.toContain(Buffer.from(`${key}:`).toString('base64'));
      }
    }
    expect(logged).toContain('Midtrans refused the payment request');
    expect(logged).toContain('API_VALIDATION_ERROR');
  });
});

describe('the adapters on their own', () => {
  const log = t.app.log;
  const method = (m: typeof midtransBca): PaymentMethod => ({
    code: m.code,
    name: m.name,
    provider: m.provider,
    methodType: m.methodType,
    partnerId: m.partnerId,
  });
  const charge = (m: PaymentMethod): PaymentInstructionRequest => ({
    idempotencyKey: `TEST-${Math.random()}`,
    reference: providerReference(`INV/20261126/${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`, 1),
    invoiceNumber: 'INV/20261126/00001',
    amount: 45000,
    expiresAt: new Date(Date.now() + 3_600_000),
    customer: { name: 'Siti Rahma', phoneNumber: '081300000001' },
    method: m,
    city: 'Jakarta Selatan',
  });

  it('picks the provider by its name given the keys; a provider without a key is simulated', () => {
    const connected = t.app.paymentProviders;
    expect(connected.forGateway('Midtrans').id).toBe('midtrans');
    expect(connected.forGateway('xendit').id).toBe('xendit');
    expect(connected.forGateway('Doku').id).toBe('simulated');
    const payments = { ...t.config.payments };
    const none = paymentProviders(
      { paymentProviders: { midtrans: undefined, xendit: undefined, timeoutMs: 1000 }, payments },
      log,
    );
    expect(none.forGateway('Midtrans').id).toBe('simulated');
    expect(none.forGateway('Xendit').id).toBe('simulated');
    const midtransOnly = paymentProviders(
      {
        paymentProviders: {
          midtrans: { key: new Secret('k'), baseUrl: midtrans.url },
          xendit: undefined,
          timeoutMs: 1000,
        },
        payments,
      },
      log,
    );
    expect(midtransOnly.forGateway('Midtrans').id).toBe('midtrans');
    expect(midtransOnly.forGateway('Xendit').id).toBe('simulated');
  });

  it("answers 502 for a provider that cannot be reached or refuses the key, quoting neither the key nor the provider's", async () => {
    const wrongKey = 'SB-Mid-server-WrongKeyThatMustNotShow000';
    const refusing = midtransProvider({
      account: { key: new Secret(wrongKey), baseUrl: midtrans.url },
      timeoutMs: 1000,
      log,
    });
    const refused = await refusing.requestPayment(charge(method(midtransBca))).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect(refused).toMatchObject({
      statusCode: 502,
      detail: "Midtrans refused the server's key for the payment request",
    });
    expect(JSON.stringify(refused) + String(refused)).not.toContain(wrongKey);

    const unreachable = xenditProvider({
      account: { key: new Secret(xendit.secretKey), baseUrl: 'http://127.0.0.1:1' },
      callbackToken: undefined,
      timeoutMs: 1000,
      log,
    });
    const failed = await unreachable.requestPayment(charge(method(xenditBni))).catch((e: unknown) => e);
    expect(failed).toMatchObject({ statusCode: 502, detail: 'Xendit could not be reached; please try again' });
  });

  it('refunds a paid Midtrans QRIS payment once, however often it is asked', async () => {
    const adapter = t.app.paymentProviders.forGateway('Midtrans');
    const request = charge(method(midtransQris));
    await adapter.requestPayment(request);
    midtrans.notification(request.reference, 'settlement');
    const refund = {
      idempotencyKey: `${request.reference}:refund:${request.amount}`,
      reference: request.reference,
      paymentId: null,
      amount: request.amount,
      reason: 'Order cancelled',
      method: request.method,
    };
    const first = await adapter.refund(refund);
    const again = await adapter.refund(refund);
    expect(first).toEqual({ status: 'REFUNDED', refundId: expect.any(String) });
    expect(again).toEqual(first);
    expect([...midtrans.refunds.values()].filter((r) => r.order_id === request.reference)).toHaveLength(1);
    const sent = sentTo(midtrans, `/v2/${request.reference}/refund`)[0]!;
    expect(sent.body).toEqual({
      refund_key: expect.stringMatching(/^[\w~.-]+$/),
      amount: 45000,
      reason: 'Order cancelled',
    });
  });

  it('refunds a paid Xendit QR payment by its payment id, pending until Xendit confirms', async () => {
    const adapter = t.app.paymentProviders.forGateway('Xendit');
    const request = charge(method(xenditQris));
    await adapter.requestPayment(request);
    const paid = xendit.qrPaidCallback(request.reference);
    expect(paid.headers['x-callback-token']).toBe(xendit.callbackToken);
    const refund = {
      idempotencyKey: `${request.reference}:refund:${request.amount}`,
      reference: request.reference,
      paymentId: paid.body.data.id as string,
      amount: request.amount,
      reason: 'Order cancelled',
      method: request.method,
    };
    const first = await adapter.refund(refund);
    expect(await adapter.refund(refund)).toEqual(first);
    expect(first).toEqual({ status: 'PENDING', refundId: expect.stringMatching(/^qrrf_/) });
    expect([...xendit.refunds.values()].filter((r) => r.payment_id === paid.body.data.id)).toHaveLength(1);
  });

  it('refuses to refund a virtual account payment through either provider; the simulated gateway agrees at once', async () => {
    for (const m of [midtransBca, xenditBni]) {
      const adapter = t.app.paymentProviders.forGateway(m.provider);
      const refused = await adapter
        .refund({
          idempotencyKey: 'k',
          reference: 'INV-20261126-00001',
          paymentId: 'p',
          amount: 1,
          reason: 'r',
          method: method(m),
        })
        .catch((e: unknown) => e);
      expect(refused).toMatchObject({
        statusCode: 422,
        detail: `${m.provider} cannot refund ${m.name} payments; refund the customer another way`,
      });
    }
    expect(
      await t.app.paymentProviders.byId('simulated').refund({
        idempotencyKey: 'k',
        reference: 'INV-20261126-00001',
        paymentId: null,
        amount: 1000,
        reason: 'r',
        method: method(midtransBca),
      }),
    ).toEqual({ status: 'REFUNDED', refundId: 'SIMULATED-REFUND-INV-20261126-00001' });
  });
});
