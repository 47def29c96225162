// Payment providers' notifications: each provider's check as it documents it (a bad signature or
// token is 401 and changes nothing), a payment, confirmed with the provider's own record of the
// charge, marking the invoice PAID with its fee and moving the order to PAID with its live event, a
// repeat changing nothing, a wrong amount refused and shown on the invoice, failure and expiry; the
// simulated gateway's development operation and the order simulator paying through it. The
// providers are local fakes of Midtrans and Xendit (never the real services).
import { inspect } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, orderEvents, orders, orderStatusHistory, paymentGateways } from '../../src/db/schema';
import { gatewayFee } from '../../src/services/payment-gateways/fee';
import { midtransSignature } from '../../src/services/payment-gateways/midtrans/notification';
import { simulatedSignature } from '../../src/services/payment-gateways/simulated/notification';
import { startFakeMidtrans } from '../helpers/fake-midtrans';
import { fakeProviderEnv } from '../helpers/fake-provider';
import { startFakeXendit } from '../helpers/fake-xendit';
import { orderFixtures } from '../helpers/orders';
import { makeGateway } from '../helpers/sales';
import { build, type TestApp } from '../helpers/test-app';

const SIMULATED_SECRET = 'simulated-secret-for-the-tests';
const midtransFake = await startFakeMidtrans();
const xenditFake = await startFakeXendit();

const t = await build({
  env: {
    ...fakeProviderEnv(midtransFake, xenditFake),
    SIMULATED_GATEWAY_SECRET: SIMULATED_SECRET,
    LOG_LEVEL: 'info',
  },
});
const fx = orderFixtures(t);
const bandung = t.outletId['Bandung Dago']!;
// 0.7 % and Rp 1.000 on top: 69.000 pays a fee of 1.483.
async function gateway(provider: string, options: Parameters<typeof makeGateway>[1]) {
  const made = await makeGateway(t.app.db, { provider, ...options });
  await t.app.db.update(paymentGateways).set({ feeFlat: 1000, feePercent: 0.7 }).where(eq(paymentGateways.id, made.id));
  return made;
}
const midtransQris = await gateway('Midtrans', { methodType: 'QRIS' });
const xenditVa = await gateway('Xendit', { code: 'BCA_VA' });
const xenditQris = await gateway('Xendit', { methodType: 'QRIS' });
const simulatedQris = await gateway('Simulated', { methodType: 'QRIS' });

/**
 * An unpaid order (Rp 69.000: two Thai Tea and a Boba Milk) with a payment requested through
 * `method`; `ref` is the reference it was charged under.
 */
async function unpaidInvoice(method: typeof midtransQris, t2: TestApp = t) {
  const order = await (t2 === t ? fx : orderFixtures(t2)).makeOrder({ outletId: bandung, status: 0 });
  const [invoice] = await t2.app.db.select().from(invoices).where(eq(invoices.orderId, order.id));
  const admin = await t2.asAdmin();
  const requested = await admin.POST('/adm/v1/invoices/payment-request', {
    body: { invoice_id: invoice!.id, payment_method_partner_id: method.partnerId },
  });
  expect(requested.response.status).toBe(201);
  const number = invoice!.invoiceNumber;
  return {
    orderId: order.id,
    invoiceId: invoice!.id,
    number,
    amount: invoice!.amount,
    ref: number.replaceAll('/', '-'),
  };
}

const state = async (invoiceId: number) => {
  const [invoice] = await t.app.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  const [order] = await t.app.db.select().from(orders).where(eq(orders.id, invoice!.orderId));
  return { invoice: invoice!, order: order! };
};

const midtrans = (body: object) => t.raw('POST', '/adm/v1/payment-callbacks/midtrans', { body });
const xendit = (body: object, token = xenditFake.callbackToken) =>
  t.raw('POST', '/adm/v1/payment-callbacks/xendit', { body, headers: { 'x-callback-token': token } });
function simulated(body: object, secret = SIMULATED_SECRET, app: TestApp = t) {
  const text = JSON.stringify(body);
  return app.raw('POST', '/adm/v1/payment-callbacks/simulated', {
    payload: text,
    headers: { 'content-type': 'application/json', 'x-simulated-signature': simulatedSignature(text, secret) },
  });
}

describe('the fee', () => {
  it('is the flat fee plus the percentage, rounded half up to a rupiah', () => {
    expect(gatewayFee(69000, { feeFlat: 1000, feePercent: 0.7 })).toBe(1000 + 483);
    expect(gatewayFee(50, { feeFlat: 0, feePercent: 1 })).toBe(1); // 0.5 rounds up
    expect(gatewayFee(49, { feeFlat: 0, feePercent: 1 })).toBe(0); // 0.49 rounds down
    expect(gatewayFee(44000, { feeFlat: 4000, feePercent: 0 })).toBe(4000);
  });
});

describe('Midtrans notifications', () => {
  const transactionId = (ref: string) => midtransFake.charges.get(ref)!.transactionId;

  it('a settlement pays the invoice with its fee and moves the order to PAID with its live event', async () => {
    const admin = await t.asAdmin();
    const { invoiceId, orderId, ref } = await unpaidInvoice(midtransQris);
    const res = await midtrans(midtransFake.notification(ref, 'settlement'));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ data: { result: 'paid' } });
    const { invoice, order } = await state(invoiceId);
    expect(invoice).toMatchObject({
      status: 100,
      fee: 1483,
      providerReference: transactionId(ref),
      chargeReference: ref,
      paymentGatewayId: midtransQris.id,
      alertReason: null,
    });
    expect(invoice.paidAt).toBeInstanceOf(Date);
    expect(order.status).toBe(100);
    const history = await t.app.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
    expect(history.map((h) => [h.status, h.changedBy])).toEqual([
      [0, null],
      [100, null],
    ]);
    // The live event the order desk hears.
    const events = await t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((e) => [e.type, e.status])).toContainEqual(['order.status_changed', 100]);
    // Midtrans was asked for the charge's status before anything was applied.
    expect(midtransFake.received.some((r) => r.method === 'GET' && r.path === `/v2/${ref}/status`)).toBe(true);
    // Staff see the fee and the reference on the invoice.
    const read = await admin.GET('/adm/v1/invoices/{invoice_id}', { params: { path: { invoice_id: invoiceId } } });
    expect(read.data!.data).toMatchObject({
      status: 100,
      fee: 1483,
      provider_reference: transactionId(ref),
      payment_alert: null,
    });
  });

  it('a repeated notification changes nothing and answers success', async () => {
    const { invoiceId, ref } = await unpaidInvoice(midtransQris);
    const body = midtransFake.notification(ref, 'settlement');
    expect((await midtrans(body)).body.data.result).toBe('paid');
    const before = await state(invoiceId);
    const again = await midtrans(body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ data: { result: 'unchanged' } });
    const after = await state(invoiceId);
    expect(after.invoice).toEqual(before.invoice);
    expect(after.order).toEqual(before.order);
    const history = await t.app.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, before.order.id));
    expect(history.filter((h) => h.status === 100)).toHaveLength(1);
  });

  it('a bad signature is 401, logged, and changes nothing', async () => {
    const { invoiceId, ref } = await unpaidInvoice(midtransQris);
    const genuine = midtransFake.notification(ref, 'settlement');
    const forged = { ...genuine, signature_key: midtransSignature(genuine, 'not-the-server-key') };
    expect((await midtrans(forged)).status).toBe(401);
    // A signature over other fields than those sent.
    const tampered = { ...genuine, gross_amount: '1000.00' };
    expect((await midtrans(tampered)).status).toBe(401);
    const { invoice, order } = await state(invoiceId);
    expect([invoice.status, order.status]).toEqual([0, 0]);
    expect(t.logs().some((line) => line.security?.event === 'payment_notification_refused')).toBe(true);
  });

  it('a different amount is refused, written to the security log and shown on the invoice', async () => {
    const { invoiceId, ref } = await unpaidInvoice(midtransQris);
    // Midtrans reports a payment of another amount than the invoice's.
    midtransFake.charges.get(ref)!.grossAmount = 60000;
    const res = await midtrans(midtransFake.notification(ref, 'settlement'));
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toEqual({ detail: 'The amount paid does not match the invoice', field: 'amount' });
    const { invoice, order } = await state(invoiceId);
    expect([invoice.status, order.status]).toEqual([0, 0]);
    expect(invoice).toMatchObject({
      alertReason: 'AMOUNT_MISMATCH',
      alertAmount: 60000,
      alertReference: transactionId(ref),
    });
    const logged = t
      .logs()
      .find((line) => line.security?.event === 'payment_amount_mismatch' && line.security.invoice_id === invoiceId);
    expect(logged?.security).toMatchObject({ invoice_id: invoiceId, expected_amount: 69000, reported_amount: 60000 });
    const admin = await t.asAdmin();
    const read = await admin.GET('/adm/v1/invoices/{invoice_id}', { params: { path: { invoice_id: invoiceId } } });
    expect(read.data!.data.payment_alert).toEqual({
      reason: 'AMOUNT_MISMATCH',
      amount: 60000,
      provider_reference: transactionId(ref),
      reported_at: expect.any(String),
    });
    // The right amount afterwards still pays it.
    midtransFake.charges.get(ref)!.grossAmount = 69000;
    expect((await midtrans(midtransFake.notification(ref, 'settlement'))).body.data.result).toBe('paid');
  });

  it('failure sets FAILED; expiry sets EXPIRED and cancels the unpaid order; pending changes nothing', async () => {
    const failing = await unpaidInvoice(midtransQris);
    expect((await midtrans(midtransFake.notification(failing.ref, 'pending'))).body.data.result).toBe('unchanged');
    expect((await midtrans(midtransFake.notification(failing.ref, 'deny'))).body.data.result).toBe('failed');
    expect((await state(failing.invoiceId)).invoice.status).toBe(300);
    const expiring = await unpaidInvoice(midtransQris);
    expect((await midtrans(midtransFake.notification(expiring.ref, 'expire'))).body.data.result).toBe('expired');
    const { invoice, order } = await state(expiring.invoiceId);
    expect([invoice.status, order.status]).toEqual([200, 500]);
    // Expired from now on, not at the later time it was given.
    expect(invoice.expiresAt!.getTime()).toBeLessThanOrEqual(Date.now());
    // A payment reported after that is kept for staff to refund, and answered so the provider stops.
    const late = await midtrans(midtransFake.notification(expiring.ref, 'settlement'));
    expect(late.body).toEqual({ data: { result: 'needs_attention' } });
    expect((await state(expiring.invoiceId)).invoice).toMatchObject({ status: 200, alertReason: 'PAID_WHEN_CLOSED' });
  });

  it('a charge neither Midtrans nor the server knows is 404', async () => {
    const body = { order_id: 'INV-20200101-99999', status_code: '200', gross_amount: '1000.00' };
    const signed = {
      ...body,
      transaction_status: 'settlement',
      currency: 'IDR',
      signature_key: midtransSignature(body, midtransFake.serverKey),
    };
    expect((await midtrans(signed)).status).toBe(404);
  });

  it("answers 502 when Midtrans' status API fails, so Midtrans repeats the notification, and changes nothing", async () => {
    const { invoiceId, ref } = await unpaidInvoice(midtransQris);
    const body = midtransFake.notification(ref, 'settlement');
    midtransFake.failures.push({ status: 500, body: { status_code: '500', status_message: 'Internal error' } });
    const res = await midtrans(body);
    expect(res.status).toBe(502);
    expect(res.body.errors[0].detail).toBe('Midtrans refused the status check: Internal error');
    expect((await state(invoiceId)).invoice.status).toBe(0);
    expect((await midtrans(body)).body.data.result).toBe('paid');
  });
});

describe('Xendit notifications', () => {
  it('a virtual account payment with the callback token pays; a wrong token is 401', async () => {
    const { invoiceId, ref } = await unpaidInvoice(xenditVa);
    const paid = xenditFake.vaPaidCallback(ref);
    expect((await xendit(paid.body, 'wrong-token-123')).status).toBe(401);
    expect((await state(invoiceId)).invoice.status).toBe(0);
    const res = await xendit(paid.body);
    expect(res.status, res.text).toBe(200);
    expect((await state(invoiceId)).invoice).toMatchObject({
      status: 100,
      providerReference: paid.body.payment_id,
      fee: 1483,
    });
  });

  it('a QR payment FAILED sets FAILED', async () => {
    const { invoiceId, ref } = await unpaidInvoice(xenditQris);
    const failed = xenditFake.qrPaidCallback(ref, 'FAILED');
    expect((await xendit(failed.body)).body).toEqual({ data: { result: 'failed' } });
    expect((await state(invoiceId)).invoice.status).toBe(300);
  });

  it("a QR payment SUCCEEDED pays once Xendit's list of the code's payments holds it; a wrong amount is refused", async () => {
    const { invoiceId, ref } = await unpaidInvoice(xenditQris);
    const paid = xenditFake.qrPaidCallback(ref);
    const payment = xenditFake.qrPayments.get(paid.body.data.id)!;
    payment.amount = 69001;
    const wrong = await xendit({ ...paid.body, data: { ...paid.body.data, amount: 69001 } });
    expect(wrong.status).toBe(422);
    payment.amount = 69000;
    expect((await xendit(paid.body)).body.data.result).toBe('paid');
    expect((await state(invoiceId)).order.status).toBe(100);
    const asked = xenditFake.received.filter(
      (r) => r.method === 'GET' && r.path === `/qr_codes/${payment.qr_id}/payments`,
    );
    expect(asked.length).toBe(2);
  });
});

describe('simulated gateway notifications', () => {
  it('are checked against the HMAC of the raw body', async () => {
    const { invoiceId, number } = await unpaidInvoice(simulatedQris);
    const body = { invoice_number: number, status: 'PAID', amount: 69000, reference: 'SIM-1' };
    expect((await simulated(body, 'another-secret-of-16+')).status).toBe(401);
    // The same fields, other bytes: the signature covers the body as sent.
    const text = JSON.stringify(body);
    const spaced = await t.raw('POST', '/adm/v1/payment-callbacks/simulated', {
      payload: JSON.stringify(body, null, 2),
      headers: {
        'content-type': 'application/json',
        'x-simulated-signature': simulatedSignature(text, SIMULATED_SECRET),
      },
    });
    expect(spaced.status).toBe(401);
    expect((await state(invoiceId)).invoice.status).toBe(0);
    expect((await simulated(body)).body.data.result).toBe('paid');
  });
});

describe('the development payment operation', () => {
  it('has the simulated gateway pay an invoice through its signed notification', async () => {
    const order = await fx.makeOrder({ outletId: bandung, status: 0 });
    const [row] = await t.app.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    const res = await t.api().POST('/usr/v1/dev/payments', { body: { invoice_id: row!.id, outcome: 'paid' } });
    expect(res.response.status).toBe(200);
    expect(res.data!.data).toMatchObject({
      id: row!.id,
      status: 100,
      provider_reference: expect.stringMatching(/^SIM-/),
    });
    expect(res.data!.data.fee).toBeGreaterThanOrEqual(0);
    expect((await state(row!.id)).order.status).toBe(100);
  });

  it('reports a failed payment', async () => {
    const { invoiceId } = await unpaidInvoice(simulatedQris);
    const res = await t.api().POST('/usr/v1/dev/payments', { body: { invoice_id: invoiceId, outcome: 'failed' } });
    expect(res.data!.data.status).toBe(300);
  });

  it('answers 404 through a proxy, and for an unknown invoice', async () => {
    const { invoiceId } = await unpaidInvoice(simulatedQris);
    const proxied = await t.raw('POST', '/usr/v1/dev/payments', {
      body: { invoice_id: invoiceId, outcome: 'paid' },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.status).toBe(404);
    expect((await state(invoiceId)).invoice.status).toBe(0);
    expect(
      (await t.raw('POST', '/usr/v1/dev/payments', { body: { invoice_id: 999999, outcome: 'paid' } })).status,
    ).toBe(404);
  });
});

describe('the keys', () => {
  it('never reach the log, nor a printed configuration', () => {
    const written = JSON.stringify(t.logs());
    for (const secret of [midtransFake.serverKey, xenditFake.secretKey, xenditFake.callbackToken, SIMULATED_SECRET]) {
      expect(written).not.toContain(secret);
      expect(JSON.stringify(t.config)).not.toContain(secret);
      expect(inspect(t.config, { depth: 5 })).not.toContain(secret);
    }
  });
});

describe('in production mode', async () => {
  const prod = await build({ env: { NODE_ENV: 'production' } });

  it('has no development payment operation, and takes no simulated notification without a configured secret', async () => {
    const order = await orderFixtures(prod).makeOrder({ outletId: prod.outletId['Bandung Dago']!, status: 0 });
    const [row] = await prod.app.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    const res = await prod.api().POST('/usr/v1/dev/payments', { body: { invoice_id: row!.id, outcome: 'paid' } });
    expect(res.response.status).toBe(404);
    const body = { invoice_number: row!.invoiceNumber, status: 'PAID', amount: row!.amount, reference: 'SIM-X' };
    // Signed with the development default, which is public: refused in production.
    expect((await simulated(body, 'simulated-gateway-development-secret', prod)).status).toBe(401);
    const [after] = await prod.app.db.select().from(invoices).where(eq(invoices.id, row!.id));
    expect(after!.status).toBe(0);
  });
});
