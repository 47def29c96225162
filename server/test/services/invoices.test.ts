// Invoices: the list and its filters, one invoice, payment requests through a gateway (the
// instructions each method gives, a repeat answering the same instructions, parallel requests
// making one charge), the states that refuse a payment, and per-outlet access.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoicePaymentRequests, invoices } from '../../src/db/schema';
import type { ApiClient } from '../helpers/api-client';
import { makeGateway, makeOrder } from '../helpers/sales';
import { parseTlv, readQris } from '../helpers/qris-payload';
import { build } from '../helpers/test-app';

const t = await build();
const admin = await t.asAdmin();
const outlet = t.outletId;
const va = await makeGateway(t.app.db, { code: 'BCA_VA' });

const order = (options: Partial<Parameters<typeof makeOrder>[2]> = {}) =>
  makeOrder(t.app.db, t.seed, { outletId: outlet['Jakarta Kemang']!, ...options });

const pay = (api: ApiClient, invoice_id: number, payment_method_partner_id: number) =>
  api.POST('/adm/v1/invoices/payment-request', { body: { invoice_id, payment_method_partner_id } });

const requestsOf = async (invoiceId: number) =>
  (
    await t.app.db
      .select({ n: count() })
      .from(invoicePaymentRequests)
      .where(eq(invoicePaymentRequests.invoiceId, invoiceId))
  )[0]!.n;

const listed = async (api: ApiClient, query: { status?: 0 | 100 | 200 | 300 | 400; invoice_id?: string }) =>
  (await api.GET('/adm/v1/invoices', { params: { query: { size: 100, ...query } } })).data!;

describe('the invoice list', () => {
  it('lists invoices newest first with the customer, outlet, amount and status', async () => {
    const older = await order({ quantity: 1 });
    const newer = await order({ quantity: 3, outletId: outlet['Bandung Dago'] });
    const { data } = await listed(admin, {});
    const ids = data.map((i) => i.id);
    expect(ids.indexOf(newer.invoice.id)).toBeLessThan(ids.indexOf(older.invoice.id));
    expect(data.find((i) => i.id === newer.invoice.id)).toEqual({
      id: newer.invoice.id,
      invoice_number: newer.invoice.invoiceNumber,
      order_id: newer.order.id,
      customer: { id: newer.customer.id, name: newer.customer.name, phone_number: newer.customer.phoneNumber },
      outlet: { id: outlet['Bandung Dago'], name: 'Bandung Dago' },
      amount: 72000,
      status: 0,
      payment_method: null,
      counter_method: null,
      paid_at: null,
      refunded_at: null,
      expires_at: newer.invoice.expiresAt!.toISOString(),
      fee: null,
      provider_reference: null,
      payment_alert: null,
      created_at: newer.invoice.createdAt.toISOString(),
      updated_at: newer.invoice.updatedAt.toISOString(),
    });
  });

  it('finds an invoice by part of its number, any case, and filters by status', async () => {
    const unpaid = await order();
    const paid = await order({ invoiceStatus: 100 });
    const part = unpaid.invoice.invoiceNumber.slice(-7).toLowerCase();
    expect((await listed(admin, { invoice_id: part })).data.map((i) => i.id)).toEqual([unpaid.invoice.id]);
    const paidIds = (await listed(admin, { status: 100 })).data.map((i) => i.id);
    expect(paidIds).toContain(paid.invoice.id);
    expect(paidIds).not.toContain(unpaid.invoice.id);
    const search = (await listed(admin, { invoice_id: 'INV/%' })).meta.total;
    expect(search).toBe(0);
  });

  it('shows an unpaid invoice past its expiry as EXPIRED, under the EXPIRED filter only', async () => {
    const lapsed = await order({ expiresInMinutes: -5 });
    const failedLapsed = await order({ invoiceStatus: 300, expiresInMinutes: -5 });
    const expired = (await listed(admin, { status: 200 })).data.map((i) => i.id);
    expect(expired).toEqual(expect.arrayContaining([lapsed.invoice.id, failedLapsed.invoice.id]));
    expect((await listed(admin, { status: 0 })).data.map((i) => i.id)).not.toContain(lapsed.invoice.id);
    expect((await listed(admin, { status: 300 })).data.map((i) => i.id)).not.toContain(failedLapsed.invoice.id);
    const detail = await admin.GET('/adm/v1/invoices/{invoice_id}', {
      params: { path: { invoice_id: lapsed.invoice.id } },
    });
    expect(detail.data!.data.status).toBe(200);
  });

  it('refuses a status outside the set', async () => {
    const res = await t.raw('GET', '/adm/v1/invoices?status=7', { token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('status');
  });
});

describe('one invoice', () => {
  it("holds the order's items and no payment until one is requested", async () => {
    const { invoice, order: o } = await order({ quantity: 2 });
    const res = await admin.GET('/adm/v1/invoices/{invoice_id}', { params: { path: { invoice_id: invoice.id } } });
    expect(res.data!.data).toMatchObject({
      id: invoice.id,
      order_id: o.id,
      amount: 48000,
      items: [{ quantity: 2, price: 24000, subtotal: 48000 }],
      payment: null,
      payment_method: null,
    });
  });

  it('answers 404 for an unknown invoice', async () => {
    const res = await admin.GET('/adm/v1/invoices/{invoice_id}', { params: { path: { invoice_id: 999999 } } });
    expect(res.response.status).toBe(404);
    expect(res.error!.errors[0]!.detail).toBe('Invoice not found');
  });
});

describe('payment requests', () => {
  it('gives a virtual account number for the amount until the invoice expires, and the invoice shows it', async () => {
    const { invoice } = await order();
    const res = await pay(admin, invoice.id, va.partnerId);
    expect(res.response.status).toBe(201);
    const instructions = res.data!.data;
    expect(instructions).toEqual({
      invoice_id: invoice.id,
      invoice_number: invoice.invoiceNumber,
      payment_method_partner_id: va.partnerId,
      payment_method_name: va.name,
      amount: invoice.amount,
      payment_url: null,
      va_number: expect.stringMatching(/^39010\d{11}$/),
      qr_string: null,
      expires_at: invoice.expiresAt!.toISOString(),
    });
    const detail = (await admin.GET('/adm/v1/invoices/{invoice_id}', { params: { path: { invoice_id: invoice.id } } }))
      .data!.data;
    expect(detail.payment).toEqual(instructions);
    expect(detail.payment_method).toEqual({ partner_id: va.partnerId, name: va.name });
    expect(detail.status).toBe(0);
  });

  it('answers a repeated request with the same instructions and makes no second charge', async () => {
    const { invoice } = await order();
    const first = await pay(admin, invoice.id, va.partnerId);
    const again = await pay(admin, invoice.id, va.partnerId);
    expect(again.data!.data).toEqual(first.data!.data);
    expect(await requestsOf(invoice.id)).toBe(1);
  });

  it('makes one set of instructions for parallel identical requests', async () => {
    const { invoice } = await order();
    const answers = await Promise.all(Array.from({ length: 6 }, () => pay(admin, invoice.id, va.partnerId)));
    expect(answers.map((a) => a.response.status)).toEqual(Array(6).fill(201));
    const numbers = new Set(answers.map((a) => JSON.stringify(a.data!.data)));
    expect(numbers.size).toBe(1);
    expect(await requestsOf(invoice.id)).toBe(1);
  });

  it('gives a payment page to e-wallets and a QR code with it for QRIS; another method replaces the instructions', async () => {
    const wallet = await makeGateway(t.app.db, { methodType: 'EWALLET' });
    const qris = await makeGateway(t.app.db, { methodType: 'QRIS' });
    const { invoice } = await order();
    const byWallet = (await pay(admin, invoice.id, wallet.partnerId)).data!.data;
    expect(byWallet).toMatchObject({
      va_number: null,
      qr_string: null,
      payment_url: expect.stringMatching(/^https:\/\//),
    });
    const byQr = (await pay(admin, invoice.id, qris.partnerId)).data!.data;
    expect(byQr).toMatchObject({ va_number: null, payment_url: expect.any(String), qr_string: expect.any(String) });
    // A QRIS payload a banking app can scan: the invoice's amount and number, a matching CRC.
    const qr = readQris(byQr.qr_string!);
    expect(qr.get('54')).toBe(String(invoice.amount));
    expect(parseTlv(qr.get('62')!).get('01')).toBe(invoice.invoiceNumber);
    const detail = (await admin.GET('/adm/v1/invoices/{invoice_id}', { params: { path: { invoice_id: invoice.id } } }))
      .data!.data;
    expect(detail.payment).toEqual(byQr);
    expect(detail.payment_method!.partner_id).toBe(qris.partnerId);
    expect(await requestsOf(invoice.id)).toBe(2);
  });

  it('makes a FAILED invoice UNPAID again with new instructions', async () => {
    const { invoice } = await order({ invoiceStatus: 300 });
    const res = await pay(admin, invoice.id, va.partnerId);
    expect(res.response.status).toBe(201);
    const [row] = await t.app.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row!.status).toBe(0);
    expect(row!.paymentGatewayId).toBe(va.id);
  });

  it('refuses a paid, refunded or expired invoice with 409 and changes nothing', async () => {
    for (const [options, detail] of [
      [{ invoiceStatus: 100 }, 'Invoice is already paid'],
      [{ invoiceStatus: 400 }, 'Invoice is already paid'],
      [{ invoiceStatus: 200 }, 'Invoice has expired'],
      [{ expiresInMinutes: -1 }, 'Invoice has expired'],
    ] as const) {
      const { invoice } = await order(options);
      const res = await pay(admin, invoice.id, va.partnerId);
      expect(res.response.status, detail).toBe(409);
      expect(res.error!.errors[0]!.detail).toBe(detail);
      expect(await requestsOf(invoice.id)).toBe(0);
    }
  });

  it('refuses a disabled or unknown payment method with 422 naming the field', async () => {
    const off = await makeGateway(t.app.db, { isEnabled: false });
    const { invoice } = await order();
    for (const partnerId of [off.partnerId, 987654]) {
      const res = await pay(admin, invoice.id, partnerId);
      expect(res.response.status).toBe(422);
      expect(res.error!.errors[0]).toEqual({
        detail: 'Payment method is not available',
        field: 'payment_method_partner_id',
      });
    }
    expect(await requestsOf(invoice.id)).toBe(0);
  });

  it('answers 404 for an unknown invoice and names a missing field', async () => {
    const missing = await pay(admin, 999999, va.partnerId);
    expect(missing.response.status).toBe(404);
    const noMethod = await admin.POST('/adm/v1/invoices/payment-request', { body: { invoice_id: 1 } as never });
    expect(noMethod.response.status).toBe(400);
    expect(noMethod.error!.errors[0]).toEqual({
      detail: 'Payment method partner ID is required',
      field: 'payment_method_partner_id',
    });
    const noInvoice = await admin.POST('/adm/v1/invoices/payment-request', {
      body: { payment_method_partner_id: va.partnerId } as never,
    });
    expect(noInvoice.error!.errors[0]).toEqual({ detail: 'Invoice ID is required', field: 'invoice_id' });
  });
});

describe('invoices at the outlets a user reaches', () => {
  async function checkReach(api: ApiClient, home: string, away: string) {
    const mine = await order({ outletId: outlet[home] });
    const theirs = await order({ outletId: outlet[away] });
    const all = (await listed(api, {})).data;
    expect(all.map((i) => i.id)).toContain(mine.invoice.id);
    expect(all.every((i) => i.outlet.name === home)).toBe(true);
    const byNumber = await listed(api, { invoice_id: theirs.invoice.invoiceNumber });
    expect(byNumber.meta.total).toBe(0);

    const own = await api.GET('/adm/v1/invoices/{invoice_id}', { params: { path: { invoice_id: mine.invoice.id } } });
    expect(own.response.status).toBe(200);
    const other = await api.GET('/adm/v1/invoices/{invoice_id}', {
      params: { path: { invoice_id: theirs.invoice.id } },
    });
    expect(other.response.status).toBe(404);
    expect(other.error!.errors[0]!.detail).toBe('Invoice not found');

    expect((await pay(api, mine.invoice.id, va.partnerId)).response.status).toBe(201);
    const refused = await pay(api, theirs.invoice.id, va.partnerId);
    expect(refused.response.status).toBe(404);
    expect(await requestsOf(theirs.invoice.id)).toBe(0);
  }

  it("keeps the Bandung cashier to Bandung's invoices; another outlet's invoice is not found", async () => {
    const cashier = await t.asStaff();
    await checkReach(cashier, 'Bandung Dago', 'Surabaya Tunjungan');
  });

  it("keeps an outlet manager to their outlet's invoices", async () => {
    const manager = await t.newUser({ roles: [{ role: 'Outlet Manager', outlet: outlet['Jakarta Kemang'] }] });
    await checkReach(manager, 'Jakarta Kemang', 'Bandung Dago');
  });

  it('refuses a user without the invoice scope', async () => {
    const warehouse = await t.newUser({ roles: [{ role: 'Warehouse Staff', outlet: outlet['Jakarta Kemang'] }] });
    const res = await warehouse.GET('/adm/v1/invoices');
    expect(res.response.status).toBe(403);
  });
});
