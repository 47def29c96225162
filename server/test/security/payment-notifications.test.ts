// Forged and misdirected payment notifications, replayed against local fakes of Midtrans and
// Xendit: an outcome is taken only from what the provider's check covers and its own record of the
// charge confirms; a notification pays only an invoice charged through the same provider under the
// reference it names; and only rupiah pay. Each forgery leaves the invoice unpaid, the order
// unpaid and its stock untouched.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inventoryMovements, invoices, orders } from '../../src/db/schema';
import { midtransSignature } from '../../src/services/payment-gateways/midtrans/notification';
import { methodOf } from '../../src/services/payment-gateways/port';
import { simulatedSignature } from '../../src/services/payment-gateways/simulated/notification';
import { INVOICE, ORDER } from '../../src/services/sales/states';
import { startFakeMidtrans } from '../helpers/fake-midtrans';
import { fakeProviderEnv } from '../helpers/fake-provider';
import { startFakeXendit } from '../helpers/fake-xendit';
import { orderFixtures } from '../helpers/orders';
import { makeGateway } from '../helpers/sales';
import { build } from '../helpers/test-app';

const SIMULATED_SECRET = 'simulated-secret-for-forgeries';
const midtrans = await startFakeMidtrans();
const xendit = await startFakeXendit();
const t = await build({
  env: {
    ...fakeProviderEnv(midtrans, xendit),
    SIMULATED_GATEWAY_SECRET: SIMULATED_SECRET,
    LOG_LEVEL: 'info',
  },
});
const fx = orderFixtures(t);
const admin = await t.asAdmin();
const midtransQris = await makeGateway(t.app.db, { provider: 'Midtrans', methodType: 'QRIS' });
const xenditQris = await makeGateway(t.app.db, { provider: 'Xendit', methodType: 'QRIS' });
const xenditVa = await makeGateway(t.app.db, { provider: 'Xendit', code: 'BNI_VA' });
const simulatedQris = await makeGateway(t.app.db, { provider: 'Simulated', methodType: 'QRIS' });
type Gateway = typeof midtransQris;

/** An unpaid order of the menu and its invoice, its payment asked of `through` (or of nobody). */
async function unpaid(through: Gateway | null) {
  const order = await fx.makeOrder({ status: 0 });
  const [invoice] = await t.app.db.select().from(invoices).where(eq(invoices.orderId, order.id));
  if (through) {
    const asked = await admin.POST('/adm/v1/invoices/payment-request', {
      body: { invoice_id: invoice!.id, payment_method_partner_id: through.partnerId },
    });
    expect(asked.response.status).toBe(201);
  }
  return { invoice: invoice!, ref: invoice!.invoiceNumber.replaceAll('/', '-') };
}

/**
 * A charge made at a provider under the invoice's reference without the server asking for it (a
 * charge of another system on the same account, say): the provider's notifications of it are
 * genuine.
 */
async function chargedElsewhere(gateway: Gateway, invoice: { invoiceNumber: string; amount: number }) {
  const reference = invoice.invoiceNumber.replaceAll('/', '-');
  await t.app.paymentProviders.forGateway(gateway.provider).requestPayment({
    idempotencyKey: `elsewhere-${reference}`,
    reference,
    invoiceNumber: invoice.invoiceNumber,
    amount: invoice.amount,
    expiresAt: new Date(Date.now() + 3_600_000),
    customer: { name: 'Siti Rahma', phoneNumber: '081300000001' },
    method: methodOf(gateway),
    city: 'Jakarta Selatan',
  });
  return reference;
}

/** The invoice and its order unpaid, and no stock taken for the order. */
async function expectUnpaid(invoiceId: number) {
  const [invoice] = await t.app.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  const [order] = await t.app.db.select().from(orders).where(eq(orders.id, invoice!.orderId));
  expect(invoice!.status).not.toBe(INVOICE.PAID);
  expect(invoice!.paidAt).toBeNull();
  expect(order!.status).toBe(ORDER.CREATED);
  const [moved] = await t.app.db
    .select({ n: count() })
    .from(inventoryMovements)
    .where(eq(inventoryMovements.orderId, order!.id));
  expect(moved!.n).toBe(0);
}

const toMidtrans = (body: object) => t.raw('POST', '/adm/v1/payment-callbacks/midtrans', { body });
const toXendit = (body: object) =>
  t.raw('POST', '/adm/v1/payment-callbacks/xendit', { body, headers: { 'x-callback-token': xendit.callbackToken } });
const unmatchedLogged = (invoiceId: number) =>
  t
    .logs()
    .some(
      (line) => line.security?.event === 'payment_notification_unmatched' && line.security.invoice_id === invoiceId,
    );

describe('Midtrans', () => {
  it('refuses a genuine pending notification resent as a settlement or a capture, its status not the signed code’s', async () => {
    const { invoice, ref } = await unpaid(midtransQris);
    const pending = midtrans.notification(ref, 'pending');
    expect((await toMidtrans(pending)).body).toEqual({ data: { result: 'unchanged' } });
    for (const status of ['settlement', 'capture']) {
      const forged = await toMidtrans({ ...pending, transaction_status: status });
      expect(forged.status).toBe(401);
      expect(forged.body.errors[0].detail).toBe(
        "The notification's transaction_status does not match its signed status_code",
      );
    }
    // With the code a settlement has, the signature no longer holds.
    expect((await toMidtrans({ ...pending, transaction_status: 'settlement', status_code: '200' })).status).toBe(401);
    await expectUnpaid(invoice.id);
  });

  it('takes the status from its status API: a settlement it does not confirm pays nothing', async () => {
    const { invoice, ref } = await unpaid(midtransQris);
    midtrans.notification(ref, 'pending');
    // Signed with the server key, code and status agreeing, but Midtrans' record says pending.
    const fields = { order_id: ref, status_code: '200', gross_amount: `${invoice.amount}.00` };
    const claimed = {
      ...fields,
      transaction_status: 'settlement',
      currency: 'IDR',
      signature_key: midtransSignature(fields, midtrans.serverKey),
    };
    expect((await toMidtrans(claimed)).body).toEqual({ data: { result: 'unchanged' } });
    expect(midtrans.received.some((r) => r.method === 'GET' && r.path === `/v2/${ref}/status`)).toBe(true);
    await expectUnpaid(invoice.id);
  });

  it('refuses a settlement of an invoice charged through Xendit', async () => {
    const { invoice } = await unpaid(xenditQris);
    const ref = await chargedElsewhere(midtransQris, invoice);
    const answer = await toMidtrans(midtrans.notification(ref, 'settlement'));
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0].detail).toBe(
      'The notification names no payment requested for this invoice through its provider',
    );
    expect(unmatchedLogged(invoice.id)).toBe(true);
    await expectUnpaid(invoice.id);
  });

  it('refuses a settlement of an invoice whose payment nobody asked for', async () => {
    const { invoice } = await unpaid(null);
    const ref = await chargedElsewhere(midtransQris, invoice);
    expect((await toMidtrans(midtrans.notification(ref, 'settlement'))).status).toBe(422);
    await expectUnpaid(invoice.id);
  });

  it('refuses a settlement in another currency than rupiah', async () => {
    const { invoice, ref } = await unpaid(midtransQris);
    midtrans.charges.get(ref)!.currency = 'USD';
    const answer = await toMidtrans(midtrans.notification(ref, 'settlement'));
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0]).toEqual({ detail: 'The payment is not in rupiah (IDR)', field: 'currency' });
    await expectUnpaid(invoice.id);
    midtrans.charges.get(ref)!.currency = 'IDR';
    expect((await toMidtrans(midtrans.notification(ref, 'settlement'))).body.data.result).toBe('paid');
  });
});

describe('Xendit', () => {
  it("refuses a failed QR payment's callback resent as succeeded: Xendit's record says it failed", async () => {
    const { invoice, ref } = await unpaid(xenditQris);
    const failed = xendit.qrPaidCallback(ref, 'FAILED');
    const forged = await toXendit({ ...failed.body, data: { ...failed.body.data, status: 'SUCCEEDED' } });
    expect(forged.body).toEqual({ data: { result: 'failed' } });
    await expectUnpaid(invoice.id);
    // A payment Xendit does not list for the code pays nothing either.
    const unknown = { ...failed.body, data: { ...failed.body.data, id: 'qrpy_not-at-xendit', status: 'SUCCEEDED' } };
    expect((await toXendit(unknown)).body).toEqual({ data: { result: 'unchanged' } });
    await expectUnpaid(invoice.id);
  });

  it('refuses a payment of an invoice charged through Midtrans', async () => {
    const { invoice } = await unpaid(midtransQris);
    const ref = await chargedElsewhere(xenditVa, invoice);
    const answer = await toXendit(xendit.vaPaidCallback(ref).body);
    expect(answer.status).toBe(422);
    expect(unmatchedLogged(invoice.id)).toBe(true);
    await expectUnpaid(invoice.id);
  });

  it('refuses a payment of an invoice whose payment nobody asked for', async () => {
    const { invoice } = await unpaid(null);
    const ref = await chargedElsewhere(xenditQris, invoice);
    expect((await toXendit(xendit.qrPaidCallback(ref).body)).status).toBe(422);
    await expectUnpaid(invoice.id);
  });

  it('refuses a virtual account payment in another currency than rupiah', async () => {
    const { invoice, ref } = await unpaid(xenditVa);
    const paid = xendit.vaPaidCallback(ref).body;
    const answer = await toXendit({ ...paid, currency: 'USD' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0].field).toBe('currency');
    await expectUnpaid(invoice.id);
    expect((await toXendit({ ...paid, currency: 'IDR' })).body.data.result).toBe('paid');
  });
});

describe('the simulated gateway', () => {
  it('refuses a signed payment of an invoice charged through a provider, and pays one it charged', async () => {
    const notify = (invoice: { invoiceNumber: string; amount: number }) => {
      const text = JSON.stringify({ invoice_number: invoice.invoiceNumber, status: 'PAID', amount: invoice.amount });
      return t.raw('POST', '/adm/v1/payment-callbacks/simulated', {
        payload: text,
        headers: {
          'content-type': 'application/json',
          'x-simulated-signature': simulatedSignature(text, SIMULATED_SECRET),
        },
      });
    };
    const theirs = await unpaid(midtransQris);
    expect((await notify(theirs.invoice)).status).toBe(422);
    await expectUnpaid(theirs.invoice.id);
    const nobodys = await unpaid(null);
    expect((await notify(nobodys.invoice)).status).toBe(422);
    await expectUnpaid(nobodys.invoice.id);
    const its = await unpaid(simulatedQris);
    expect((await notify(its.invoice)).body.data.result).toBe('paid');
  });
});
