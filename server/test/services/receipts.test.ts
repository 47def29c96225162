// Receipts: what an order's receipt prints, from the amounts frozen on it when it was placed (an
// inclusive-price sale's PBJT carved out of the price, an exempt outlet's none), the letterhead
// (the outlet's NPWPD), the lines with their options, and the payment (cash and change, QRIS,
// online); read by the desk and the counter within their reach, and by a customer for their own
// orders only.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chainSettings, invoices, skus } from '../../src/db/schema';
import { placeOrder } from '../../src/services/orders/placement';
import { INVOICE } from '../../src/services/sales/states';
import { attachGroups, makeGroup } from '../helpers/cup-options';
import { customerAppFixtures, signInCustomer } from '../helpers/customer-app';
import { makeSku } from '../helpers/purchasing';
import { makeGateway } from '../helpers/sales';
import { JAKARTA, setChainTax, setOutletTax } from '../helpers/tax';
import { openEveryCounter } from '../helpers/shifts';
import { build } from '../helpers/test-app';

const t = await build();
await openEveryCounter(t.app.db);
const kemang = t.outletId['Jakarta Kemang']!;
const bandung = t.outletId['Bandung Dago']!;
const shop = t.outletId['Surabaya Tunjungan']!;
const app = await customerAppFixtures(t);
await app.openOutlet(shop);
await t.app.db.update(chainSettings).set({ companyName: 'PT Teahouse Nusantara' }).where(eq(chainSettings.id, 1));
await setChainTax(t.app.db, { pricesIncludeTax: true, cashRounding: 0 });
await setOutletTax(t.app.db, kemang, { ...JAKARTA, npwpd: '3174.1234.567' });
await setOutletTax(t.app.db, bandung, { pbjtEnabled: false });
await setOutletTax(t.app.db, shop, { pbjtEnabled: true, pbjtRatePercent: 10 });

const kemangCashier = await t.asUser(['view_admin_counter'], kemang);
const bandungCashier = await t.asUser(['view_admin_counter'], bandung);

async function drink(name: string, price: number) {
  const sku = await makeSku(t, name);
  await t.app.db.update(skus).set({ price }).where(eq(skus.id, sku.id));
  return sku.id;
}

const receiptOf = (api: typeof kemangCashier, orderId: number) =>
  api.GET('/adm/v1/orders/{order_id}/receipt', { params: { path: { order_id: orderId } } });

describe("a counter sale's receipt", () => {
  it('carves PBJT out of an inclusive price: Rp 22,000 is base 20,000 and PBJT 2,000, with the cash and change', async () => {
    const thaiTea = await drink('Receipt Thai Tea', 22000);
    const size = await makeGroup(t, {
      name: 'Size',
      indonesianName: 'Ukuran',
      selection: 'single',
      options: [{ name: 'Regular', indonesianName: 'Reguler', isDefault: true }],
    });
    await attachGroups(t, thaiTea, [size.id]);
    const sale = await kemangCashier.POST('/adm/v1/counter/orders', {
      body: {
        outlet_id: kemang,
        register: 'Counter 1',
        order_type: 'takeaway',
        customer_name: 'Dewi',
        items: [
          { sku_id: thaiTea, quantity: 1, note: 'less ice', options: [{ modifier_option_id: size.option.Regular! }] },
        ],
        payment: { method: 'cash', tendered: 50000 },
      },
    });
    expect(sale.response.status, JSON.stringify(sale.error)).toBe(201);
    const orderId = sale.data!.data.order.id;

    const res = await receiptOf(kemangCashier, orderId);
    expect(res.response.status, JSON.stringify(res.error)).toBe(200);
    const receipt = res.data!.data;
    expect(receipt).toMatchObject({
      order_id: orderId,
      order_number: sale.data!.data.order.invoice.invoice_number,
      channel: 'counter',
      order_type: 'takeaway',
      customer_name: 'Dewi',
      company_name: 'PT Teahouse Nusantara',
      outlet: { id: kemang, name: 'Jakarta Kemang', npwpd: '3174.1234.567' },
      subtotal: 22000,
      discount_total: 0,
      service_charge: 0,
      tax_base: 20000,
      tax: 2000,
      tax_included: 2000,
      rounding: 0,
      total_amount: 22000,
      pbjt_rate_percent: 10,
      prices_include_tax: true,
      payment: { method: 'cash', method_name: null, tendered: 50000, change: 28000 },
    });
    expect(receipt.outlet.address).not.toBe('');
    expect(receipt.outlet.area_name).not.toBe('');
    expect(receipt.lines).toEqual([
      {
        sku_name: expect.stringContaining('Receipt Thai Tea'),
        quantity: 1,
        price: 22000,
        subtotal: 22000,
        discount: 0,
        note: 'less ice',
        options: [
          expect.objectContaining({
            group_name: expect.stringContaining('Size'),
            indonesian_group_name: 'Ukuran',
            option_name: 'Regular',
            indonesian_option_name: 'Reguler',
            price_delta: 0,
          }),
        ],
      },
    ]);
    expect(receipt.paid_at).not.toBeNull();
    expect(Date.parse(receipt.placed_at)).toBeLessThanOrEqual(Date.now());
  });

  it("shows no PBJT for an exempt outlet's sale", async () => {
    const tea = await drink('Receipt Kiosk Tea', 22000);
    const sale = await bandungCashier.POST('/adm/v1/counter/orders', {
      body: {
        outlet_id: bandung,
        register: 'Counter 1',
        order_type: 'dine_in',
        items: [{ sku_id: tea, quantity: 2 }],
        payment: { method: 'cash', tendered: 44000 },
      },
    });
    expect(sale.response.status, JSON.stringify(sale.error)).toBe(201);
    const receipt = (await receiptOf(bandungCashier, sale.data!.data.order.id)).data!.data;
    expect(receipt).toMatchObject({
      subtotal: 44000,
      tax_base: 0,
      tax: 0,
      tax_included: 0,
      pbjt_rate_percent: 0,
      total_amount: 44000,
      outlet: { id: bandung, npwpd: '' },
      customer_name: null,
      payment: { method: 'cash', tendered: 44000, change: 0 },
    });
  });

  it('names QRIS and its method once paid, and no payment while unpaid', async () => {
    const tea = await drink('Receipt QRIS Tea', 18000);
    const gateway = await makeGateway(t.app.db, { methodType: 'QRIS' });
    const placed = await placeOrder(t.app.db, {
      outletId: kemang,
      door: { channel: 'counter', orderType: 'takeaway', customerName: null, register: 'Counter 1' },
      lines: [{ skuId: tea, quantity: 1 }],
      notes: null,
      payment: 'unpaid',
    });
    const unpaid = (await receiptOf(kemangCashier, placed.orderId)).data!.data;
    expect(unpaid.payment).toEqual({ method: null, method_name: null, tendered: null, change: null });
    expect(unpaid.paid_at).toBeNull();
    await t.app.db
      .update(invoices)
      .set({ status: INVOICE.PAID, paidAt: new Date(), paymentGatewayId: gateway.id })
      .where(eq(invoices.id, placed.invoiceId));
    const paid = (await receiptOf(kemangCashier, placed.orderId)).data!.data;
    expect(paid.payment).toEqual({ method: 'qris', method_name: gateway.name, tendered: null, change: null });
    expect(paid.paid_at).not.toBeNull();
  });

  it("is 404 at another outlet, as is an unknown order, and 403 without the desk's or the counter's scope", async () => {
    const tea = await drink('Receipt Reach Tea', 15000);
    const sale = await kemangCashier.POST('/adm/v1/counter/orders', {
      body: {
        outlet_id: kemang,
        register: 'Counter 1',
        order_type: 'takeaway',
        items: [{ sku_id: tea, quantity: 1 }],
        payment: { method: 'cash', tendered: 15000 },
      },
    });
    const orderId = sale.data!.data.order.id;
    const elsewhere = await receiptOf(bandungCashier, orderId);
    expect(elsewhere.response.status).toBe(404);
    expect(elsewhere.error).toMatchObject({ errors: [{ detail: 'Order not found' }] });
    expect((await receiptOf(kemangCashier, 999_999_999)).response.status).toBe(404);
    const desk = await t.asUser(['view_admin_order'], kemang);
    expect((await receiptOf(desk, orderId)).data!.data.order_id).toBe(orderId);
    expect((await receiptOf(await t.asUser(['view_admin_order'], bandung), orderId)).response.status).toBe(404);
    expect((await receiptOf(await t.asUser(['view_admin_sku'], kemang), orderId)).response.status).toBe(403);
  });
});

describe("an app order's e-receipt", () => {
  it("opens to the customer who placed it, paid online; another customer's order, or a counter sale, is 404", async () => {
    const customer = await signInCustomer(t, 'Putri Anggraini');
    const window = await app.window(shop);
    const placed = await customer.POST('/app/v1/orders', {
      body: {
        outlet_id: shop,
        pickup_window_id: window.id,
        items: [{ sku_id: app.thaiTea, quantity: 2, note: 'Less ice' }],
      },
    });
    expect(placed.response.status, JSON.stringify(placed.error)).toBe(201);
    const orderId = placed.data!.data.id;
    await t.app.db
      .update(invoices)
      .set({ status: INVOICE.PAID, paidAt: new Date(), paymentGatewayId: app.gateway.id })
      .where(eq(invoices.orderId, orderId));

    const mine = await customer.GET('/app/v1/orders/{order_id}/receipt', { params: { path: { order_id: orderId } } });
    expect(mine.response.status, JSON.stringify(mine.error)).toBe(200);
    expect(mine.data!.data).toMatchObject({
      order_id: orderId,
      channel: 'app',
      order_type: 'pickup',
      customer_name: 'Putri Anggraini',
      outlet: { id: shop },
      lines: [{ quantity: 2, price: 22000, subtotal: 44000, note: 'Less ice', options: [] }],
      subtotal: 44000,
      tax_base: 40000,
      tax: 4000,
      total_amount: 44000,
      payment: { method: 'online', method_name: app.gateway.name, tendered: null, change: null },
    });

    const other = await signInCustomer(t, 'Budi');
    const theirs = await other.GET('/app/v1/orders/{order_id}/receipt', { params: { path: { order_id: orderId } } });
    expect(theirs.response.status).toBe(404);

    const tea = await drink('Receipt Counter Only', 10000);
    const counterSale = await placeOrder(t.app.db, {
      outletId: kemang,
      door: { channel: 'counter', orderType: 'takeaway', customerName: null, register: 'Counter 1' },
      lines: [{ skuId: tea, quantity: 1 }],
      notes: null,
      payment: { cash: 10000 },
    });
    const counter = await customer.GET('/app/v1/orders/{order_id}/receipt', {
      params: { path: { order_id: counterSale.orderId } },
    });
    expect(counter.response.status).toBe(404);
    // The staff route shows the same receipt to the outlet's desk.
    const desk = await t.asUser(['view_admin_order'], shop);
    const staff = await receiptOf(desk, orderId);
    expect(staff.data!.data).toEqual(mine.data!.data);
  });
});
