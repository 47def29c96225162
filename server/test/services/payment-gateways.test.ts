// Payment gateways: the list by method type with its filters, switching a gateway on and off, and
// who may do which.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices } from '../../src/db/schema';
import type { ApiClient } from '../helpers/api-client';
import { makeGateway, makeOrder } from '../helpers/sales';
import { build } from '../helpers/test-app';

const t = await build();
const admin = await t.asAdmin();

const all = async (api: ApiClient, query: { is_enabled?: boolean; method_type?: 'QRIS' | 'EWALLET' } = {}) =>
  (await api.GET('/adm/v1/payment-gateways', { params: { query: { size: 100, ...query } } })).data!;

describe('payment gateways', () => {
  it('lists gateways by method type (virtual accounts first), then name', async () => {
    const qris = await makeGateway(t.app.db, { methodType: 'QRIS' });
    const bank = await makeGateway(t.app.db, { methodType: 'VIRTUAL_ACCOUNT' });
    const wallet = await makeGateway(t.app.db, { methodType: 'EWALLET' });
    const ids = (await all(admin)).data.map((g) => g.id);
    expect(ids.indexOf(bank.id)).toBeLessThan(ids.indexOf(wallet.id));
    expect(ids.indexOf(wallet.id)).toBeLessThan(ids.indexOf(qris.id));
    const listed = (await all(admin)).data.find((g) => g.id === bank.id);
    expect(listed).toEqual({
      id: bank.id,
      code: bank.code,
      name: bank.name,
      provider: 'Xendit',
      method_type: 'VIRTUAL_ACCOUNT',
      partner_id: bank.partnerId,
      fee_flat: 4000,
      fee_percent: 0,
      is_enabled: true,
      logo_url: null,
      updated_at: bank.updatedAt.toISOString(),
    });
  });

  it('filters by enabled and by method type', async () => {
    const off = await makeGateway(t.app.db, { methodType: 'EWALLET', isEnabled: false });
    const enabled = (await all(admin, { is_enabled: true })).data;
    expect(enabled.every((g) => g.is_enabled)).toBe(true);
    expect(enabled.map((g) => g.id)).not.toContain(off.id);
    const wallets = (await all(admin, { method_type: 'EWALLET', is_enabled: false })).data;
    expect(wallets.map((g) => g.id)).toContain(off.id);
    expect(wallets.every((g) => g.method_type === 'EWALLET')).toBe(true);
  });

  it('switches a gateway off and on again', async () => {
    const gateway = await makeGateway(t.app.db);
    const off = await admin.PUT('/adm/v1/payment-gateways/{payment_gateway_id}/status', {
      params: { path: { payment_gateway_id: gateway.id } },
      body: { is_enabled: false },
    });
    expect(off.response.status).toBe(200);
    expect(off.data!.data).toMatchObject({ id: gateway.id, is_enabled: false });
    expect((await all(admin, { is_enabled: true })).data.map((g) => g.id)).not.toContain(gateway.id);
    const on = await admin.PUT('/adm/v1/payment-gateways/{payment_gateway_id}/status', {
      params: { path: { payment_gateway_id: gateway.id } },
      body: { is_enabled: true },
    });
    expect(on.data!.data.is_enabled).toBe(true);
  });

  it('leaves invoices paid through a gateway as they were when it is switched off', async () => {
    const gateway = await makeGateway(t.app.db);
    const kemang = t.outletId['Jakarta Kemang']!;
    const { invoice } = await makeOrder(t.app.db, t.seed, { outletId: kemang, invoiceStatus: 100 });
    await t.app.db.update(invoices).set({ paymentGatewayId: gateway.id }).where(eq(invoices.id, invoice.id));
    await admin.PUT('/adm/v1/payment-gateways/{payment_gateway_id}/status', {
      params: { path: { payment_gateway_id: gateway.id } },
      body: { is_enabled: false },
    });
    const detail = (await admin.GET('/adm/v1/invoices/{invoice_id}', { params: { path: { invoice_id: invoice.id } } }))
      .data!.data;
    expect(detail).toMatchObject({
      status: 100,
      paid_at: invoice.paidAt!.toISOString(),
      payment_method: { partner_id: gateway.partnerId, name: gateway.name },
    });
  });

  it('answers 404 for an unknown gateway', async () => {
    const res = await admin.PUT('/adm/v1/payment-gateways/{payment_gateway_id}/status', {
      params: { path: { payment_gateway_id: 999999 } },
      body: { is_enabled: false },
    });
    expect(res.response.status).toBe(404);
    expect(res.error!.errors[0]!.detail).toBe('Payment gateway not found');
  });

  it('lets invoice staff read the gateways but not switch them', async () => {
    const gateway = await makeGateway(t.app.db);
    const cashier = await t.asStaff();
    expect((await all(cashier, { is_enabled: true })).data.map((g) => g.id)).toContain(gateway.id);
    const res = await cashier.PUT('/adm/v1/payment-gateways/{payment_gateway_id}/status', {
      params: { path: { payment_gateway_id: gateway.id } },
      body: { is_enabled: false },
    });
    expect(res.response.status).toBe(403);
    const nobody = await t.newUser({ roles: [] });
    expect((await nobody.GET('/adm/v1/payment-gateways')).response.status).toBe(403);
  });
});
