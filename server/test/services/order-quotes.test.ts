// Quotes before a sale: what the counter and the app show before the customer pays is what placing
// the same cart then freezes on the order (service charge, PBJT, cash rounding and the rates used);
// an outlet out of reach is 404 and a sold-out line is refused at its place, as placing refuses it.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../../generated/schema';
import { skus, soldOutItems } from '../../src/db/schema';
import type { ApiClient } from '../helpers/api-client';
import { customerAppFixtures, signInCustomer } from '../helpers/customer-app';
import { makeGateway } from '../helpers/sales';
import { JAKARTA, setChainTax, setOutletTax } from '../helpers/tax';
import { openEveryCounter } from '../helpers/shifts';
import { build } from '../helpers/test-app';

const SIMULATED_SECRET = 'simulated-secret-for-quotes';
const t = await build({ env: { SIMULATED_GATEWAY_SECRET: SIMULATED_SECRET } });
await openEveryCounter(t.app.db);
const fx = await customerAppFixtures(t);
const dago = t.outletId['Bandung Dago']!;
const kemang = t.outletId['Jakarta Kemang']!;
const admin = await t.asAdmin();
const cashier = await t.asUser(['view_admin_counter'], dago);
const qris = await makeGateway(t.app.db, { methodType: 'QRIS', provider: 'Simulated' });
await fx.openOutlet(dago);

type Quote = components['schemas']['OrderQuote'];
type CounterQuoteBody = components['schemas']['CounterQuoteRequest'];

/** The amounts an order carries, as a quote names them. */
const amountsOf = (order: Quote | components['schemas']['Order'] | components['schemas']['AppOrder']) => ({
  subtotal: order.subtotal,
  discount_total: order.discount_total,
  service_charge: order.service_charge,
  tax_base: order.tax_base,
  tax: order.tax,
  tax_included: order.tax_included,
  rounding: order.rounding,
  total_amount: order.total_amount,
  pbjt_rate_percent: order.pbjt_rate_percent,
  service_charge_percent: order.service_charge_percent,
  prices_include_tax: order.prices_include_tax,
});

const quoteAtCounter = (body: Partial<CounterQuoteBody> & Pick<CounterQuoteBody, 'items'>, api: ApiClient = cashier) =>
  api.POST('/adm/v1/counter/quote', {
    body: { outlet_id: dago, order_type: 'takeaway', payment_method: 'cash', ...body },
  });

beforeEach(async () => {
  await t.app.db.delete(soldOutItems).where(eq(soldOutItems.outletId, dago));
});

describe('a counter quote', () => {
  const carts = [
    {
      name: 'dine-in in cash under Bapenda rules, prices before tax, rounded to 100',
      outlet: JAKARTA,
      chain: { pricesIncludeTax: false, cashRounding: 100 } as const,
      orderType: 'dine_in' as const,
      method: 'cash' as const,
      // 2 × 22,000 + 25,000 = 69,000; service 3,450; PBJT 10 % of 72,450 = 7,245; 79,695 → 79,700.
      expected: { subtotal: 69000, service_charge: 3450, tax: 7245, rounding: 5, total_amount: 79700 },
    },
    {
      name: 'takeaway in cash with prices including tax (no service charge on takeaway)',
      outlet: JAKARTA,
      chain: { pricesIncludeTax: true, cashRounding: 100 } as const,
      orderType: 'takeaway' as const,
      method: 'cash' as const,
      // 69,000 carries 6,273 of PBJT inside (69,000 × 10/110, rounded); the customer pays the menu price.
      expected: { subtotal: 69000, service_charge: 0, tax_included: 6273, rounding: 0, total_amount: 69000 },
    },
    {
      name: 'dine-in by QRIS, never rounded',
      outlet: JAKARTA,
      chain: { pricesIncludeTax: false, cashRounding: 1000 } as const,
      orderType: 'dine_in' as const,
      method: 'qris' as const,
      expected: { service_charge: 3450, tax: 7245, rounding: 0, total_amount: 79695 },
    },
    {
      name: 'at an outlet exempt from PBJT',
      outlet: { pbjtEnabled: false },
      chain: { pricesIncludeTax: false, cashRounding: 0 } as const,
      orderType: 'dine_in' as const,
      method: 'cash' as const,
      expected: { service_charge: 0, tax_base: 0, tax: 0, rounding: 0, total_amount: 69000 },
    },
  ];

  for (const cart of carts)
    it(`equals what the sale then freezes on the order: ${cart.name}`, async () => {
      await setOutletTax(t.app.db, dago, cart.outlet);
      await setChainTax(t.app.db, cart.chain);
      const items = [
        { sku_id: fx.thaiTea, quantity: 2, note: 'less ice' },
        { sku_id: fx.boba, quantity: 1 },
      ];
      const quoted = await quoteAtCounter({ order_type: cart.orderType, payment_method: cart.method, items });
      expect(quoted.response.status, JSON.stringify(quoted.error)).toBe(200);
      const quote = quoted.data!.data;
      expect(quote).toMatchObject(cart.expected);
      expect(quote.lines).toEqual([
        { sku_id: fx.thaiTea, quantity: 2, price: 22000, subtotal: 44000, discount: 0 },
        { sku_id: fx.boba, quantity: 1, price: 25000, subtotal: 25000, discount: 0 },
      ]);

      const sold = await cashier.POST('/adm/v1/counter/orders', {
        body: {
          outlet_id: dago,
          register: 'Counter 1',
          order_type: cart.orderType,
          items,
          payment:
            cart.method === 'cash'
              ? { method: 'cash', tendered: quote.total_amount }
              : { method: 'qris', payment_method_partner_id: qris.partnerId },
        },
      });
      expect(sold.response.status, JSON.stringify(sold.error)).toBe(201);
      const { order, change_due, payment } = sold.data!.data;
      expect(amountsOf(order)).toEqual(amountsOf(quote));
      expect(
        order.items.map(({ sku_id, quantity, price, subtotal, discount }) => ({
          sku_id,
          quantity,
          price,
          subtotal,
          discount,
        })),
      ).toEqual(quote.lines);
      // Cash handed over to the quoted total gives no change; QRIS asks for the quoted total.
      if (cart.method === 'cash') expect(change_due).toBe(0);
      else expect(payment!.amount).toBe(quote.total_amount);
      expect(order.invoice.amount).toBe(quote.total_amount);
    });

  it('rounds 23,450 in cash to 23,500 (+50) and leaves QRIS at 23,450', async () => {
    await setOutletTax(t.app.db, dago, { pbjtEnabled: true, pbjtRatePercent: 10 });
    await setChainTax(t.app.db, { pricesIncludeTax: true, cashRounding: 100 });
    const [priced] = await t.app.db
      .update(skus)
      .set({ price: 23450 })
      .where(eq(skus.id, fx.thaiTea))
      .returning({ id: skus.id });
    const items = [{ sku_id: priced!.id, quantity: 1 }];
    const cash = (await quoteAtCounter({ items })).data!.data;
    expect(cash).toMatchObject({ subtotal: 23450, rounding: 50, total_amount: 23500, tax_included: 2132 });
    const byQris = (await quoteAtCounter({ items, payment_method: 'qris' })).data!.data;
    expect(byQris).toMatchObject({ subtotal: 23450, rounding: 0, total_amount: 23450 });
    await t.app.db.update(skus).set({ price: 22000 }).where(eq(skus.id, fx.thaiTea));
  });

  it('answers 404 for an outlet out of reach or unknown', async () => {
    const items = [{ sku_id: fx.thaiTea, quantity: 1 }];
    const elsewhere = await quoteAtCounter({ outlet_id: kemang, items });
    expect(elsewhere.response.status).toBe(404);
    expect(elsewhere.error!.errors[0]!.detail).toBe('Outlet not found');
    expect((await quoteAtCounter({ outlet_id: 987_654, items }, admin)).response.status).toBe(404);
    // Reached, the same cart is priced.
    expect((await quoteAtCounter({ items })).response.status).toBe(200);
  });

  it('refuses a sold-out line naming it, as the sale would', async () => {
    await t.app.db.insert(soldOutItems).values({ outletId: dago, skuId: fx.boba });
    const items = [
      { sku_id: fx.thaiTea, quantity: 1 },
      { sku_id: fx.boba, quantity: 1 },
    ];
    const quoted = await quoteAtCounter({ items });
    expect(quoted.response.status).toBe(422);
    expect(quoted.error!.errors[0]).toMatchObject({ field: 'items.1.sku_id' });
    expect(quoted.error!.errors[0]!.detail).toMatch(/sold out/);
    const sold = await cashier.POST('/adm/v1/counter/orders', {
      body: {
        outlet_id: dago,
        register: 'Counter 1',
        order_type: 'takeaway',
        items,
        payment: { method: 'cash', tendered: 100000 },
      },
    });
    expect(sold.error!.errors[0]).toEqual(quoted.error!.errors[0]);
  });
});

describe("the app's quote", () => {
  it('equals what placing the basket then freezes on the order, with the service charge on pick-up', async () => {
    await setOutletTax(t.app.db, dago, { ...JAKARTA, serviceChargeOrderTypes: ['dine_in', 'pickup'] });
    await setChainTax(t.app.db, { pricesIncludeTax: false, cashRounding: 500 });
    const customer = await signInCustomer(t);
    const items = [
      { sku_id: fx.thaiTea, quantity: 2, note: 'Less ice' },
      { sku_id: fx.boba, quantity: 1 },
    ];
    const quoted = await customer.POST('/app/v1/orders/quote', { body: { outlet_id: dago, items } });
    expect(quoted.response.status, JSON.stringify(quoted.error)).toBe(200);
    const quote = quoted.data!.data;
    // Paid online, never rounded.
    expect(quote).toMatchObject({ subtotal: 69000, service_charge: 3450, tax: 7245, rounding: 0, total_amount: 79695 });

    const window = await fx.window(dago);
    const placed = await customer.POST('/app/v1/orders', {
      body: { outlet_id: dago, pickup_window_id: window.id, items },
    });
    expect(placed.response.status, JSON.stringify(placed.error)).toBe(201);
    expect(amountsOf(placed.data!.data)).toEqual(amountsOf(quote));
  });

  it('refuses a sold-out line naming it', async () => {
    await t.app.db.insert(soldOutItems).values({ outletId: dago, skuId: fx.thaiTea });
    const customer = await signInCustomer(t);
    const quoted = await customer.POST('/app/v1/orders/quote', {
      body: { outlet_id: dago, items: [{ sku_id: fx.thaiTea, quantity: 1 }] },
    });
    expect(quoted.response.status).toBe(422);
    expect(quoted.error!.errors[0]).toMatchObject({ field: 'items.0.sku_id' });
  });

  it('refuses an outlet not taking orders at its field', async () => {
    const customer = await signInCustomer(t);
    const quoted = await customer.POST('/app/v1/orders/quote', {
      body: { outlet_id: kemang, items: [{ sku_id: fx.thaiTea, quantity: 1 }] },
    });
    expect(quoted.response.status).toBe(422);
    expect(quoted.error!.errors[0]).toMatchObject({ field: 'outlet_id' });
  });
});
