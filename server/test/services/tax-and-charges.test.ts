// PBJT, the service charge and cash rounding through the doors: the app and the counter price an
// order with its outlet's settings and the chain's as they stand when it is placed, freeze the
// amounts and the rates on it, and its invoice asks for its total. Bapenda DKI's example (Rp 80,000
// after discount, 5 % service, PBJT 10 %: tax Rp 8,400, total Rp 92,400), a price including PBJT
// (Rp 22,000: base Rp 20,000, PBJT Rp 2,000), cash rounded to Rp 100 and QRIS never, a change of
// settings that leaves placed orders alone, and sales placed while the settings change.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../generated/schema';
import { invoices, orders, skus } from '../../src/db/schema';
import { simulatedSignature } from '../../src/services/payment-gateways/simulated/notification';
import { customerAppFixtures, signInCustomer } from '../helpers/customer-app';
import { makeGateway } from '../helpers/sales';
import { JAKARTA, setChainTax, setOutletTax } from '../helpers/tax';
import { placeWhileSettingsChange } from '../helpers/tax-races';
import { openEveryCounter } from '../helpers/shifts';
import { build } from '../helpers/test-app';
import { uniqueName } from '../helpers/unique';

const SIMULATED_SECRET = 'simulated-secret-for-tax-and-charges';
const t = await build({ env: { SIMULATED_GATEWAY_SECRET: SIMULATED_SECRET } });
await openEveryCounter(t.app.db);
const fx = await customerAppFixtures(t);
const admin = await t.asAdmin();
const qris = await makeGateway(t.app.db, { methodType: 'QRIS', provider: 'Simulated' });
const surabaya = t.outletId['Surabaya Tunjungan']!;
const bandung = t.outletId['Bandung Dago']!;
const kemang = t.outletId['Jakarta Kemang']!;
await fx.openOutlet(surabaya);

/** A product on the menu at `price`, or at `discounted` when given. */
async function product(price: number, discounted = 0): Promise<number> {
  const [row] = await t.app.db
    .insert(skus)
    .values({
      name: uniqueName('Tax Tea'),
      categoryId: Object.values(t.seed.categoryIds)[0]!,
      price,
      discountedPrice: discounted,
      unitAmount: 1,
      unit: 'cup',
      imageUrl: '/uploads/t.png',
    })
    .returning({ id: skus.id });
  return row!.id;
}

type CounterOrderBody = components['schemas']['CounterOrderCreate'];

async function sell(body: Partial<CounterOrderBody> & Pick<CounterOrderBody, 'items' | 'outlet_id'>) {
  const res = await admin.POST('/adm/v1/counter/orders', {
    body: { register: 'Counter 1', order_type: 'takeaway', payment: { method: 'cash', tendered: 1_000_000 }, ...body },
  });
  expect(res.response.status, JSON.stringify(res.error)).toBe(201);
  return res.data!.data;
}

async function invoiceAmount(orderId: number): Promise<number> {
  const [row] = await t.app.db.select({ amount: invoices.amount }).from(invoices).where(eq(invoices.orderId, orderId));
  return row!.amount;
}

const BAPENDA = {
  subtotal: 80000,
  discount_total: 0,
  service_charge: 4000,
  tax_base: 84000,
  tax: 8400,
  tax_included: 0,
  rounding: 0,
  total_amount: 92400,
  pbjt_rate_percent: 10,
  service_charge_percent: 5,
  prices_include_tax: false,
};

describe("Bapenda DKI's example through the doors", () => {
  it('charges 5 % service on 80,000 and PBJT 10 % on 84,000: tax 8,400, total 92,400, through the app and at the counter', async () => {
    await setChainTax(t.app.db, { pricesIncludeTax: false, cashRounding: 100 });
    // Jakarta's rules, with the service charge on pick-up too, as the app's orders are picked up.
    await setOutletTax(t.app.db, surabaya, { ...JAKARTA, serviceChargeOrderTypes: ['dine_in', 'pickup'] });
    const tea = await product(100000, 80000);

    const customer = await signInCustomer(t);
    const window = await fx.window(surabaya);
    const app = await customer.POST('/app/v1/orders', {
      body: { outlet_id: surabaya, pickup_window_id: window.id, items: [{ sku_id: tea, quantity: 1 }] },
    });
    expect(app.response.status, JSON.stringify(app.error)).toBe(201);
    expect(app.data!.data).toMatchObject({ ...BAPENDA, invoice: { amount: 92400 } });

    const counter = await sell({
      outlet_id: surabaya,
      order_type: 'dine_in',
      items: [{ sku_id: tea, quantity: 1 }],
      payment: { method: 'cash', tendered: 100000 },
    });
    expect(counter.order).toMatchObject({ ...BAPENDA, cash_tendered: 100000, invoice: { amount: 92400 } });
    expect(counter.change_due).toBe(7600);
    expect(await invoiceAmount(counter.order.id)).toBe(92400);

    // Taken away, the same cup carries no service charge: PBJT 10 % of 80,000.
    const away = await sell({ outlet_id: surabaya, items: [{ sku_id: tea, quantity: 1 }] });
    expect(away.order).toMatchObject({ service_charge: 0, tax_base: 80000, tax: 8000, total_amount: 88000 });
  });
});

describe('prices including PBJT', () => {
  it('carve the tax out of a counter sale of 22,000: base 20,000, PBJT 2,000, the customer pays 22,000', async () => {
    await setChainTax(t.app.db, { pricesIncludeTax: true, cashRounding: 100 });
    await setOutletTax(t.app.db, bandung, JAKARTA);
    const tea = await product(22000);
    for (const payment of [
      { method: 'cash' as const, tendered: 50000 },
      { method: 'qris' as const, payment_method_partner_id: qris.partnerId },
    ]) {
      const sale = await sell({ outlet_id: bandung, items: [{ sku_id: tea, quantity: 1 }], payment });
      expect(sale.order, payment.method).toMatchObject({
        subtotal: 22000,
        service_charge: 0,
        tax_base: 20000,
        tax: 2000,
        tax_included: 2000,
        rounding: 0,
        total_amount: 22000,
        pbjt_rate_percent: 10,
        prices_include_tax: true,
      });
      expect(await invoiceAmount(sale.order.id)).toBe(22000);
    }
  });
});

describe('cash rounding', () => {
  it('rounds a cash sale of 23,450 to 23,500 (+50, change 26,500 from 50,000) and never a QRIS one', async () => {
    await setChainTax(t.app.db, { pricesIncludeTax: true, cashRounding: 100 });
    await setOutletTax(t.app.db, bandung, JAKARTA);
    const tea = await product(23450);
    const cash = await sell({
      outlet_id: bandung,
      items: [{ sku_id: tea, quantity: 1 }],
      payment: { method: 'cash', tendered: 50000 },
    });
    // The PBJT stays what the menu price holds; the rounding is a line of its own.
    expect(cash.order).toMatchObject({
      subtotal: 23450,
      tax_base: 21318,
      tax: 2132,
      tax_included: 2132,
      rounding: 50,
      total_amount: 23500,
      cash_tendered: 50000,
    });
    expect(cash.change_due).toBe(26500);
    expect(await invoiceAmount(cash.order.id)).toBe(23500);

    const byQris = await sell({
      outlet_id: bandung,
      items: [{ sku_id: tea, quantity: 1 }],
      payment: { method: 'qris', payment_method_partner_id: qris.partnerId },
    });
    expect(byQris.order).toMatchObject({ subtotal: 23450, tax: 2132, rounding: 0, total_amount: 23450 });
    expect(byQris.payment).toMatchObject({ amount: 23450 });
    expect(await invoiceAmount(byQris.order.id)).toBe(23450);
  });
});

describe('a change of settings', () => {
  it('applies to orders placed after it, never to those placed before, even when they are paid after it', async () => {
    await setChainTax(t.app.db, { pricesIncludeTax: false, cashRounding: 100 });
    await setOutletTax(t.app.db, kemang, JAKARTA);
    const tea = await product(40000);
    const line = [{ sku_id: tea, quantity: 1 }];
    const before = await sell({ outlet_id: kemang, order_type: 'dine_in', items: line });
    const waiting = await sell({
      outlet_id: kemang,
      order_type: 'dine_in',
      items: line,
      payment: { method: 'qris', payment_method_partner_id: qris.partnerId },
    });
    const old = { service_charge: 2000, tax_base: 42000, tax: 4200, total_amount: 46200, pbjt_rate_percent: 10 };
    expect(before.order).toMatchObject(old);
    expect(waiting.order).toMatchObject(old);

    await setChainTax(t.app.db, { pricesIncludeTax: true, cashRounding: 1000 });
    await setOutletTax(t.app.db, kemang, { pbjtEnabled: false, serviceChargePercent: 10, serviceChargeOrderTypes: [] });

    const after = await sell({ outlet_id: kemang, order_type: 'dine_in', items: line });
    expect(after.order).toMatchObject({
      service_charge: 0,
      tax_base: 0,
      tax: 0,
      total_amount: 40000,
      pbjt_rate_percent: 0,
      prices_include_tax: true,
    });

    // The QRIS sale placed before the change is paid after it, for what it was placed at.
    const body = JSON.stringify({
      invoice_number: waiting.order.invoice.invoice_number,
      status: 'PAID',
      amount: 46200,
      reference: `SIM-${waiting.order.id}`,
    });
    const paid = await t.raw('POST', '/adm/v1/payment-callbacks/simulated', {
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-simulated-signature': simulatedSignature(body, SIMULATED_SECRET),
      },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);

    for (const placed of [before, waiting]) {
      const read = await admin.GET('/adm/v1/orders/{order_id}', { params: { path: { order_id: placed.order.id } } });
      expect(read.data!.data).toMatchObject({ ...old, prices_include_tax: false, rounding: 0 });
      expect(await invoiceAmount(placed.order.id)).toBe(46200);
    }
    const [status] = await t.app.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, waiting.order.id));
    expect(status!.status).toBe(100);
  });
});

describe('sales placed while the settings change', () => {
  it('each freeze one whole set of rates and rules, priced by it, with the invoice asking for the total', async () => {
    const tea = await product(27300);
    const { setUsed, invoiceMismatches } = await placeWhileSettingsChange([t.app.db], bandung, tea, 24);
    expect(setUsed).toHaveLength(24);
    expect(setUsed.filter((set) => set < 0)).toEqual([]);
    // Both sets were in force for some of them.
    expect(new Set(setUsed)).toEqual(new Set([0, 1]));
    expect(invoiceMismatches).toEqual([]);
  });
});
