// Refunds of cancelled orders' payments and the invoice's payment timeline. Cancelling a paid order
// at the desk asks the invoice's gateway for the refund after the cancellation has committed: the
// simulated gateway and Midtrans QRIS refund at once, Xendit QR takes it as pending until its
// refund callback; a provider that fails leaves the order cancelled and the refund FAILED, asked
// again by staff without a second refund at the provider; a counter payment and a virtual account
// are refunded by staff. Every step is on the invoice's timeline, in order, with its method and the
// provider's reference. The providers are local fakes (never the real services).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceEvents, invoices, orders } from '../../src/db/schema';
import { expireOverdueInvoices } from '../../src/services/invoices/expiry';
import { simulatedSignature } from '../../src/services/payment-gateways/simulated/notification';
import { INVOICE } from '../../src/services/sales/states';
import { startFakeMidtrans } from '../helpers/fake-midtrans';
import { fakeProviderEnv } from '../helpers/fake-provider';
import { startFakeXendit } from '../helpers/fake-xendit';
import { makeGateway, makeOrder } from '../helpers/sales';
import { openShift } from '../helpers/shifts';
import { build } from '../helpers/test-app';

const SIMULATED_SECRET = 'simulated-secret-for-the-refund-tests';
const midtrans = await startFakeMidtrans();
const xendit = await startFakeXendit();
const t = await build({
  env: {
    ...fakeProviderEnv(midtrans, xendit),
    SIMULATED_GATEWAY_SECRET: SIMULATED_SECRET,
    PAYMENT_PROVIDER_TIMEOUT_MS: '400',
  },
});
const admin = await t.asAdmin();
const simulatedQris = await makeGateway(t.app.db, { provider: 'Simulated', methodType: 'QRIS' });
const midtransQris = await makeGateway(t.app.db, { provider: 'Midtrans', methodType: 'QRIS' });
const midtransBca = await makeGateway(t.app.db, { provider: 'Midtrans', code: 'BCA_VA' });
const xenditQris = await makeGateway(t.app.db, { provider: 'Xendit', methodType: 'QRIS' });

const reference = (invoiceNumber: string) => invoiceNumber.replaceAll('/', '-');
const notify = (provider: string, body: unknown, headers: Record<string, string> = {}) =>
  t.raw('POST', `/adm/v1/payment-callbacks/${provider}`, { body, headers });
const cancel = (orderId: number) =>
  admin.PUT('/adm/v1/orders/{order_id}/status', { params: { path: { order_id: orderId } }, body: { status: 500 } });
const detail = async (invoiceId: number) => {
  const res = await admin.GET('/adm/v1/invoices/{invoice_id}', { params: { path: { invoice_id: invoiceId } } });
  expect(res.response.status).toBe(200);
  return res.data!.data;
};
const retry = (invoiceId: number) =>
  admin.POST('/adm/v1/invoices/{invoice_id}/refund', { params: { path: { invoice_id: invoiceId } } });
const invoiceRow = async (id: number) => (await t.app.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
const orderStatus = async (id: number) =>
  (await t.app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;

/** An order paid through `gateway`'s provider by its own notification; answers the order and invoice. */
async function paidThrough(gateway: typeof midtransQris) {
  const { order, invoice } = await makeOrder(t.app.db, t.seed, { outletId: t.outletId['Jakarta Kemang']! });
  const requested = await admin.POST('/adm/v1/invoices/payment-request', {
    body: { invoice_id: invoice.id, payment_method_partner_id: gateway.partnerId },
  });
  expect(requested.response.status).toBe(201);
  const ref = reference(invoice.invoiceNumber);
  let paymentId: string | null = null;
  if (gateway.provider === 'Midtrans') {
    expect((await notify('midtrans', midtrans.notification(ref, 'settlement'))).status).toBe(200);
  } else if (gateway.provider === 'Xendit') {
    const paid = xendit.qrPaidCallback(ref);
    paymentId = paid.body.data.id as string;
    expect((await notify('xendit', paid.body, paid.headers)).status).toBe(200);
  } else {
    const text = JSON.stringify({
      invoice_number: invoice.invoiceNumber,
      status: 'PAID',
      amount: invoice.amount,
      reference: `SIM-${ref}`,
    });
    const answer = await t.raw('POST', '/adm/v1/payment-callbacks/simulated', {
      payload: text,
      headers: {
        'content-type': 'application/json',
        'x-simulated-signature': simulatedSignature(text, SIMULATED_SECRET),
      },
    });
    expect(answer.status).toBe(200);
  }
  expect(await invoiceRow(invoice.id)).toMatchObject({ status: INVOICE.PAID });
  expect(await orderStatus(order.id)).toBe(100);
  return { order, invoice, ref, paymentId };
}

describe('cancelling a paid order refunds its payment', () => {
  it('through the simulated gateway: REFUNDED at once, on the timeline', async () => {
    const { order, invoice } = await paidThrough(simulatedQris);
    const res = await cancel(order.id);
    expect(res.response.status).toBe(200);
    expect(res.data!.data.status).toBe(500);
    const read = await detail(invoice.id);
    expect(read.status).toBe(INVOICE.REFUNDED);
    expect(read.refund).toMatchObject({
      status: 'REFUNDED',
      provider_reference: `SIMULATED-REFUND-${reference(invoice.invoiceNumber)}`,
      message: null,
    });
    expect(read.timeline.map((e) => e.type)).toEqual(['PAYMENT_REQUESTED', 'PAID', 'REFUND_REQUESTED', 'REFUNDED']);
    // The payment keeps its own time; the refund's is told apart, the timeline's.
    expect(read.paid_at).toBe(read.timeline.find((e) => e.type === 'PAID')!.at);
    expect(read.refunded_at).toBe(read.timeline.find((e) => e.type === 'REFUNDED')!.at);
    expect(read.refunded_at).not.toBe(read.paid_at);
  });

  it('through Midtrans QRIS: one refund of the whole amount by the order id, REFUNDED at once', async () => {
    const { order, invoice, ref } = await paidThrough(midtransQris);
    expect((await cancel(order.id)).response.status).toBe(200);
    const sent = midtrans.received.filter((r) => r.path === `/v2/${ref}/refund`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ amount: invoice.amount, reason: 'Order cancelled' });
    expect(sent[0]!.headers['idempotency-key']).toBe(`${ref}:refund`);
    const read = await detail(invoice.id);
    expect(read.status).toBe(INVOICE.REFUNDED);
    expect(read.refund?.status).toBe('REFUNDED');
    // Midtrans' own notification of the refund afterwards changes nothing more.
    const again = await notify('midtrans', midtrans.refundNotification(ref));
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ data: { result: 'unchanged' } });
    expect((await detail(invoice.id)).timeline.filter((e) => e.type === 'REFUNDED')).toHaveLength(1);
  });

  it('through Xendit QR: PENDING by the payment id, REFUNDED on the qr.refund callback, once', async () => {
    const { order, invoice, paymentId } = await paidThrough(xenditQris);
    expect((await cancel(order.id)).response.status).toBe(200);
    const sent = xendit.received.filter((r) => r.path === `/qr_codes/payments/${paymentId}/refunds`);
    expect(sent).toHaveLength(1);
    const pending = await detail(invoice.id);
    expect(pending.status).toBe(INVOICE.PAID);
    expect(pending.refund).toMatchObject({ status: 'PENDING', provider_reference: expect.stringMatching(/^qrrf_/) });
    expect(await orderStatus(order.id)).toBe(500);

    // A wrong token is refused and changes nothing.
    const callback = xendit.qrRefundCallback(pending.refund!.provider_reference!, 'SUCCEEDED');
    expect((await notify('xendit', callback.body, { 'x-callback-token': 'wrong' })).status).toBe(401);
    expect((await invoiceRow(invoice.id)).status).toBe(INVOICE.PAID);

    const done = await notify('xendit', callback.body, callback.headers);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ data: { result: 'refunded' } });
    const repeat = await notify('xendit', callback.body, callback.headers);
    expect(repeat.body).toEqual({ data: { result: 'unchanged' } });
    const read = await detail(invoice.id);
    expect(read.status).toBe(INVOICE.REFUNDED);
    expect(read.refund?.status).toBe('REFUNDED');
    const refunded = read.timeline.filter((e) => e.type === 'REFUNDED');
    expect(refunded).toEqual([
      expect.objectContaining({ provider_reference: pending.refund!.provider_reference, amount: invoice.amount }),
    ]);
  });

  it('a Xendit refund that fails at Xendit is FAILED with its reason, and asked again', async () => {
    const { order, invoice } = await paidThrough(xenditQris);
    expect((await cancel(order.id)).response.status).toBe(200);
    const refundId = (await detail(invoice.id)).refund!.provider_reference!;
    const failed = xendit.qrRefundCallback(refundId, 'FAILED');
    expect((await notify('xendit', failed.body, failed.headers)).body).toEqual({ data: { result: 'refund_failed' } });
    expect((await detail(invoice.id)).refund).toMatchObject({
      status: 'FAILED',
      message: 'Xendit could not complete the refund; ask for it again',
    });
    const again = await retry(invoice.id);
    expect(again.response.status).toBe(200);
    expect(again.data!.data.refund?.status).toBe('PENDING');
  });

  it('a provider failure leaves the order cancelled and the refund FAILED; a retry refunds once', async () => {
    const { order, invoice, ref } = await paidThrough(midtransQris);
    midtrans.failures.push({ status: 500, body: { status_code: '500', status_message: 'Internal server error' } });
    const res = await cancel(order.id);
    expect(res.response.status).toBe(200);
    expect(await orderStatus(order.id)).toBe(500);
    const failed = await detail(invoice.id);
    expect(failed.status).toBe(INVOICE.PAID);
    expect(failed.refund).toMatchObject({
      status: 'FAILED',
      message: 'Midtrans refused the refund: Internal server error',
    });
    expect(failed.timeline.at(-1)).toMatchObject({ type: 'REFUND_FAILED', detail: failed.refund!.message });

    // Two retries at the same moment: the provider refunds once, the invoice is refunded once.
    const [a, b] = await Promise.all([retry(invoice.id), retry(invoice.id)]);
    const statuses = [a.response.status, b.response.status].sort();
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    expect([...midtrans.refunds.values()].filter((r) => r.order_id === ref)).toHaveLength(1);
    const read = await detail(invoice.id);
    expect(read.status).toBe(INVOICE.REFUNDED);
    expect(read.timeline.map((e) => e.type)).toEqual([
      'PAYMENT_REQUESTED',
      'PAID',
      'REFUND_REQUESTED',
      'REFUND_FAILED',
      'REFUND_REQUESTED',
      'REFUNDED',
    ]);
    // Nothing waits any more.
    const late = await retry(invoice.id);
    expect(late.response.status).toBe(409);
    expect(late.error).toEqual({ errors: [{ detail: 'The invoice has no refund waiting' }] });
  });

  it('a refund whose answer was lost is FAILED until Midtrans notifies it, then REFUNDED with no second ask', async () => {
    const { order, invoice, ref } = await paidThrough(midtransQris);
    midtrans.delayMs = 800;
    try {
      expect((await cancel(order.id)).response.status).toBe(200);
    } finally {
      midtrans.delayMs = 0;
    }
    expect((await detail(invoice.id)).refund).toMatchObject({
      status: 'FAILED',
      message: 'Midtrans did not answer the refund in time; please try again',
    });
    const notice = midtrans.refundNotification(ref);
    const answer = await notify('midtrans', notice);
    expect(answer.body).toEqual({ data: { result: 'refunded' } });
    const read = await detail(invoice.id);
    expect(read.status).toBe(INVOICE.REFUNDED);
    expect(read.refund).toMatchObject({
      status: 'REFUNDED',
      provider_reference: (notice.refunds as { refund_key: string }[])[0]!.refund_key,
    });
    expect(read.timeline.at(-1)).toMatchObject({ type: 'REFUNDED' });
    expect(midtrans.received.filter((r) => r.path === `/v2/${ref}/refund`)).toHaveLength(1);
  });

  it('the same Idempotency-Key on the cancellation answers the first answer and asks no second refund', async () => {
    const { order, ref } = await paidThrough(midtransQris);
    const key = `cancel-${order.id}`;
    const send = () =>
      t.raw('PUT', `/adm/v1/orders/${order.id}/status`, {
        body: { status: 500 },
        headers: { 'idempotency-key': key },
        token: admin.token,
      });
    const first = await send();
    const second = await send();
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(midtrans.received.filter((r) => r.path === `/v2/${ref}/refund`)).toHaveLength(1);
  });

  it('a virtual account payment is refunded by staff: REFUNDED with the provider’s reason, nothing asked again', async () => {
    const { order, invoice } = await paidThrough(midtransBca);
    expect((await cancel(order.id)).response.status).toBe(200);
    const read = await detail(invoice.id);
    expect(read.status).toBe(INVOICE.REFUNDED);
    expect(read.refund).toMatchObject({
      status: 'MANUAL',
      message: `Midtrans cannot refund ${midtransBca.name} payments; refund the customer another way`,
    });
    expect(read.timeline.at(-1)).toMatchObject({ type: 'REFUNDED', detail: read.refund!.message });
    expect((await retry(invoice.id)).response.status).toBe(409);
  });

  it('a payment taken at the counter is refunded at once, by staff, asking no gateway', async () => {
    const kemang = t.outletId['Jakarta Kemang']!;
    const { order, invoice } = await makeOrder(t.app.db, t.seed, { outletId: kemang });
    const shiftId = await openShift(t.app.db, kemang);
    const put = (status: 100 | 500) =>
      admin.PUT('/adm/v1/orders/{order_id}/status', {
        params: { path: { order_id: order.id } },
        body: { status, ...(status === 100 && { payment: { method: 'cash' as const, register: 'Counter 1' } }) },
      });
    expect((await put(100)).response.status).toBe(200);
    const before = midtrans.received.length + xendit.received.length;
    expect((await put(500)).response.status).toBe(200);
    expect(midtrans.received.length + xendit.received.length).toBe(before);
    const read = await detail(invoice.id);
    expect(read.status).toBe(INVOICE.REFUNDED);
    expect(read.refund).toMatchObject({ status: 'MANUAL', provider_reference: null, message: null });
    expect(read.timeline).toEqual([
      expect.objectContaining({ type: 'PAID', payment_method: null, provider_reference: null }),
      expect.objectContaining({ type: 'REFUNDED', payment_method: null, provider_reference: null }),
    ]);
    // Cash, it came out of the drawer it went into.
    expect(read).toMatchObject({ counter_method: 'cash', shift: { id: shiftId, register: 'Counter 1' } });
    const [row] = await t.app.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({ shiftId, refundShiftId: shiftId });
  });
});

describe('the payment timeline', () => {
  it('tells each request with its method and reference, the payment with the provider’s, oldest first', async () => {
    const { order, invoice } = await makeOrder(t.app.db, t.seed, { outletId: t.outletId['Jakarta Kemang']! });
    const ask = (partnerId: number) =>
      admin.POST('/adm/v1/invoices/payment-request', {
        body: { invoice_id: invoice.id, payment_method_partner_id: partnerId },
      });
    expect((await ask(midtransBca.partnerId)).response.status).toBe(201);
    expect((await ask(midtransBca.partnerId)).response.status).toBe(201); // the same instructions: no new step
    expect((await ask(midtransQris.partnerId)).response.status).toBe(201);
    const second = `${reference(invoice.invoiceNumber)}~2`;
    const notice = midtrans.notification(second, 'settlement');
    expect((await notify('midtrans', notice)).status).toBe(200);
    expect(await orderStatus(order.id)).toBe(100);
    const read = await detail(invoice.id);
    expect(read.timeline).toEqual([
      {
        type: 'PAYMENT_REQUESTED',
        at: expect.any(String),
        payment_method: { partner_id: midtransBca.partnerId, name: midtransBca.name },
        provider_reference: reference(invoice.invoiceNumber),
        amount: invoice.amount,
        detail: null,
      },
      {
        type: 'PAYMENT_REQUESTED',
        at: expect.any(String),
        payment_method: { partner_id: midtransQris.partnerId, name: midtransQris.name },
        provider_reference: second,
        amount: invoice.amount,
        detail: null,
      },
      {
        type: 'PAID',
        at: read.paid_at,
        payment_method: { partner_id: midtransQris.partnerId, name: midtransQris.name },
        provider_reference: notice.transaction_id,
        amount: invoice.amount,
        detail: null,
      },
    ]);
    const times = read.timeline.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // The refund asks Midtrans under the order id that was paid, not the first one.
    expect((await cancel(order.id)).response.status).toBe(200);
    expect(midtrans.received.filter((r) => r.path === `/v2/${second}/refund`)).toHaveLength(1);
    expect((await detail(invoice.id)).status).toBe(INVOICE.REFUNDED);
  });

  it('tells the expiry the job makes of an unpaid invoice past its time', async () => {
    const { order, invoice } = await makeOrder(t.app.db, t.seed, {
      outletId: t.outletId['Jakarta Kemang']!,
      expiresInMinutes: -1,
    });
    await expireOverdueInvoices(t.app.db);
    expect(await orderStatus(order.id)).toBe(500);
    expect((await detail(invoice.id)).timeline).toEqual([
      expect.objectContaining({ type: 'EXPIRED', payment_method: null, amount: invoice.amount }),
    ]);
  });

  it('tells a failure and the expiry of an unpaid invoice whose order is cancelled', async () => {
    const { order, invoice } = await makeOrder(t.app.db, t.seed, { outletId: t.outletId['Jakarta Kemang']! });
    expect(
      (
        await admin.POST('/adm/v1/invoices/payment-request', {
          body: { invoice_id: invoice.id, payment_method_partner_id: midtransQris.partnerId },
        })
      ).response.status,
    ).toBe(201);
    const ref = reference(invoice.invoiceNumber);
    expect((await notify('midtrans', midtrans.notification(ref, 'deny'))).status).toBe(200);
    expect((await cancel(order.id)).response.status).toBe(200);
    const rows = await t.app.db
      .select({ type: invoiceEvents.type })
      .from(invoiceEvents)
      .where(eq(invoiceEvents.invoiceId, invoice.id))
      .orderBy(invoiceEvents.id);
    expect(rows.map((r) => r.type)).toEqual(['PAYMENT_REQUESTED', 'FAILED', 'EXPIRED']);
    expect((await detail(invoice.id)).refund).toBeNull();
  });
});
