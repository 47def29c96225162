// Promotions at every door: a happy hour running now shows on the counter's sale and the app's order
// (the discount, each line's share, the receipt), the quote equals what placing freezes, a happy
// hour outside its hours takes nothing, vouchers are refused with their reason, and a member's
// points are spent on an app order or refused above the balance or what is left to pay.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../generated/schema';
import {
  customers,
  orderDiscounts,
  pointEntries,
  promotionCodes,
  promotions,
  skus,
  type PromotionParams,
} from '../../src/db/schema';
import { jakartaDate, jakartaDateTime } from '../../src/lib/jakarta-time';
import { customerAppFixtures, signInCustomer, type SignedInCustomer } from '../helpers/customer-app';
import { makeSku } from '../helpers/purchasing';
import { openEveryCounter } from '../helpers/shifts';
import { JAKARTA, setChainTax, setOutletTax } from '../helpers/tax';
import { uniqueName } from '../helpers/unique';
import { build } from '../helpers/test-app';

const t = await build();
await openEveryCounter(t.app.db);
const shop = t.outletId['Surabaya Tunjungan']!; // takes the app's orders as well as the counter's
const dago = t.outletId['Bandung Dago']!;
const fx = await customerAppFixtures(t);
await fx.openOutlet(shop);
await setChainTax(t.app.db, { pricesIncludeTax: false, cashRounding: 0 });
// 5 % service on dine-in and pick-up, PBJT 10 % on top.
await setOutletTax(t.app.db, shop, { ...JAKARTA, serviceChargeOrderTypes: ['dine_in', 'pickup'] });
const cashier = await t.asUser(['view_admin_counter', 'view_admin_order'], shop);

type Order = components['schemas']['Order'];
type Quote = components['schemas']['OrderQuote'];

async function drink(label: string, price: number): Promise<number> {
  const sku = await makeSku(t, label);
  await t.app.db.update(skus).set({ price }).where(eq(skus.id, sku.id));
  return sku.id;
}

/** The Jakarta clock `minutes` from now, HH:mm. */
const clockIn = (minutes: number) => jakartaDateTime(Date.now() + minutes * 60_000).slice(11, 16);

async function promotion(
  values: Partial<typeof promotions.$inferInsert> & {
    type: (typeof promotions.$inferInsert)['type'];
    params: PromotionParams;
  },
) {
  const [row] = await t.app.db
    .insert(promotions)
    .values({ name: uniqueName('Promotion'), fundedBy: 'brand', ...values })
    .returning();
  return row!;
}

async function voucher(values: Partial<typeof promotions.$inferInsert>, usesPerCode = 1, usedCount = 0) {
  const promo = await promotion({ type: 'amount_off', params: { amount: 5000 }, requiresCode: true, ...values });
  const code = uniqueName('TEH')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();
  const [row] = await t.app.db
    .insert(promotionCodes)
    .values({ promotionId: promo.id, code, usesPerCode, usedCount })
    .returning();
  return { promotion: promo, code: row!.code, id: row!.id };
}

const amountsOf = (order: Quote | Order | components['schemas']['AppOrder']) => ({
  subtotal: order.subtotal,
  discount_total: order.discount_total,
  service_charge: order.service_charge,
  tax_base: order.tax_base,
  tax: order.tax,
  total_amount: order.total_amount,
});

function sell(
  items: { sku_id: number; quantity: number }[],
  extra: { voucher_code?: string; order_type?: 'takeaway' | 'dine_in' } = {},
) {
  return cashier.POST('/adm/v1/counter/orders', {
    body: {
      outlet_id: shop,
      register: 'Counter 1',
      order_type: extra.order_type ?? 'dine_in',
      items,
      payment: { method: 'cash', tendered: 1_000_000 },
      ...(extra.voucher_code ? { voucher_code: extra.voucher_code } : {}),
    },
  });
}

async function placeInApp(
  customer: SignedInCustomer,
  items: { sku_id: number; quantity: number }[],
  extra: { voucher_code?: string; redeem_points?: number } = {},
) {
  const window = await fx.window(shop);
  return customer.POST('/app/v1/orders', { body: { outlet_id: shop, pickup_window_id: window.id, items, ...extra } });
}

describe('a happy hour at the counter', () => {
  it('shows on the quote, the sale, its lines and its receipt, and PBJT is on the amount after it', async () => {
    const tea = await drink('Happy Milk Tea', 50_000);
    const other = await drink('Full-price Tea', 30_000);
    const happy = await promotion({
      name: 'Happy hour 20 %',
      type: 'percent_off',
      params: { percent_bp: 2000 },
      skuIds: [tea],
      startTime: clockIn(-60),
      endTime: clockIn(60),
      daysOfWeek: [((new Date(jakartaDate(Date.now())).getUTCDay() + 6) % 7) + 1],
      channels: ['counter'],
    });
    const items = [
      { sku_id: tea, quantity: 2 },
      { sku_id: other, quantity: 1 },
    ];
    const quoted = await cashier.POST('/adm/v1/counter/quote', {
      body: { outlet_id: shop, order_type: 'dine_in', payment_method: 'cash', items },
    });
    expect(quoted.response.status, JSON.stringify(quoted.error)).toBe(200);
    const quote = quoted.data!.data;
    // 130,000 − 20,000 = 110,000; service 5 % 5,500; PBJT 10 % of 115,500 = 11,550; total 127,050.
    expect(quote).toMatchObject({
      subtotal: 130_000,
      discount_total: 20_000,
      service_charge: 5500,
      tax_base: 115_500,
      tax: 11_550,
      total_amount: 127_050,
    });
    expect(quote.lines.map((line) => line.discount)).toEqual([20_000, 0]);
    const discounts = [
      {
        promotion_id: happy.id,
        name: 'Happy hour 20 %',
        amount: 20_000,
        funded_by: 'brand',
        code: null,
        points: 0,
        lines: [{ line: 0, amount: 20_000 }],
      },
    ];
    expect(quote.discounts).toEqual(discounts);

    const sold = await sell(items);
    expect(sold.response.status, JSON.stringify(sold.error)).toBe(201);
    const { order } = sold.data!.data;
    expect(amountsOf(order)).toEqual(amountsOf(quote));
    expect(order.items.map((item) => item.discount)).toEqual([20_000, 0]);
    expect(order.discounts).toEqual(discounts);

    const receipt = await cashier.GET('/adm/v1/orders/{order_id}/receipt', {
      params: { path: { order_id: order.id } },
    });
    expect(receipt.response.status, JSON.stringify(receipt.error)).toBe(200);
    expect(receipt.data!.data.discounts).toEqual(discounts);
    expect(receipt.data!.data.lines.map((line) => line.discount)).toEqual([20_000, 0]);
    expect(receipt.data!.data).toMatchObject({ discount_total: 20_000, total_amount: 127_050 });

    // Not for the app's orders: the promotion is the counter's.
    const customer = await signInCustomer(t);
    const inApp = await placeInApp(customer, items);
    expect(inApp.response.status, JSON.stringify(inApp.error)).toBe(201);
    expect(inApp.data!.data).toMatchObject({ discount_total: 0, discounts: [] });
  });

  it('takes nothing outside its hours, on another day, or when inactive', async () => {
    const tea = await drink('Late Milk Tea', 20_000);
    const today = ((new Date(jakartaDate(Date.now())).getUTCDay() + 6) % 7) + 1;
    await promotion({
      type: 'percent_off',
      params: { percent_bp: 2000 },
      skuIds: [tea],
      startTime: clockIn(-120),
      endTime: clockIn(-1),
    });
    await promotion({
      type: 'percent_off',
      params: { percent_bp: 3000 },
      skuIds: [tea],
      daysOfWeek: [(today % 7) + 1],
    });
    await promotion({ type: 'percent_off', params: { percent_bp: 4000 }, skuIds: [tea], status: 'inactive' });
    await promotion({ type: 'percent_off', params: { percent_bp: 5000 }, skuIds: [tea], outletIds: [dago] });
    await promotion({ type: 'percent_off', params: { percent_bp: 6000 }, skuIds: [tea], orderTypes: ['takeaway'] });
    const sold = await sell([{ sku_id: tea, quantity: 1 }]);
    expect(sold.response.status, JSON.stringify(sold.error)).toBe(201);
    expect(sold.data!.data.order).toMatchObject({ discount_total: 0, discounts: [], subtotal: 20_000 });
    // The takeaway one runs for a takeaway sale.
    const takeaway = await sell([{ sku_id: tea, quantity: 1 }], { order_type: 'takeaway' });
    expect(takeaway.data!.data.order.discount_total).toBe(12_000);
  });
});

describe('a promotion in the app', () => {
  it('two non-stackable promotions give the better one; the quote equals the placed order', async () => {
    const tea = await drink('App BOGO Milk Tea', 22_000);
    await promotion({
      name: 'Happy hour',
      type: 'percent_off',
      params: { percent_bp: 2000 },
      skuIds: [tea],
      priority: 1,
    });
    const bogo = await promotion({
      name: 'Member day BOGO',
      type: 'buy_x_get_y',
      params: { buy: 1, get: 1, get_percent_bp: 10_000 },
      skuIds: [tea],
      priority: 2,
      fundedBy: 'outlet',
      channels: ['app'],
    });
    const customer = await signInCustomer(t);
    const items = [{ sku_id: tea, quantity: 2 }];
    const quoted = await customer.POST('/app/v1/orders/quote', { body: { outlet_id: shop, items } });
    expect(quoted.response.status, JSON.stringify(quoted.error)).toBe(200);
    const quote = quoted.data!.data;
    expect(quote.discounts.map((d) => [d.promotion_id, d.amount, d.funded_by])).toEqual([[bogo.id, 22_000, 'outlet']]);
    const placed = await placeInApp(customer, items);
    expect(placed.response.status, JSON.stringify(placed.error)).toBe(201);
    const order = placed.data!.data;
    expect(amountsOf(order)).toEqual(amountsOf(quote));
    expect(order.discounts).toEqual(quote.discounts);
    expect(order.items.map((item) => item.discount)).toEqual([22_000]);
    // 22,000 left; service 1,100; PBJT 2,310.
    expect(order).toMatchObject({ discount_total: 22_000, service_charge: 1100, tax: 2310, total_amount: 25_410 });
  });
});

describe('a voucher code', () => {
  const refusal = async (
    code: string,
    expected: string,
    door: 'counter' | 'app' = 'counter',
    customer?: SignedInCustomer,
  ) => {
    const tea = await drink('Voucher Tea', 20_000);
    const items = [{ sku_id: tea, quantity: 1 }];
    const answer =
      door === 'counter'
        ? await sell(items, { voucher_code: code })
        : await placeInApp(customer ?? (await signInCustomer(t)), items, { voucher_code: code });
    expect(answer.response.status, JSON.stringify(answer.data)).toBe(422);
    expect(answer.error!.errors[0]).toEqual({ detail: expected, field: 'voucher_code' });
    const quoted =
      door === 'counter'
        ? await cashier.POST('/adm/v1/counter/quote', {
            body: { outlet_id: shop, order_type: 'dine_in', payment_method: 'cash', items, voucher_code: code },
          })
        : await (customer ?? (await signInCustomer(t))).POST('/app/v1/orders/quote', {
            body: { outlet_id: shop, items, voucher_code: code },
          });
    expect(quoted.response.status).toBe(422);
    expect(quoted.error!.errors[0]).toEqual({ detail: expected, field: 'voucher_code' });
  };

  it('takes its discount in any case, counts the use and names the code on the order', async () => {
    const tea = await drink('Voucher Milk Tea', 20_000);
    const { code, id, promotion: promo } = await voucher({ name: 'Rp 5,000 voucher' }, 2);
    const sold = await sell([{ sku_id: tea, quantity: 1 }], { voucher_code: ` ${code.toLowerCase()} ` });
    expect(sold.response.status, JSON.stringify(sold.error)).toBe(201);
    expect(sold.data!.data.order.discounts).toEqual([
      {
        promotion_id: promo.id,
        name: 'Rp 5,000 voucher',
        amount: 5000,
        funded_by: 'brand',
        code,
        points: 0,
        lines: [{ line: 0, amount: 5000 }],
      },
    ]);
    const [row] = await t.app.db.select().from(promotionCodes).where(eq(promotionCodes.id, id));
    expect(row!.usedCount).toBe(1);
    const [discount] = await t.app.db
      .select()
      .from(orderDiscounts)
      .where(eq(orderDiscounts.orderId, sold.data!.data.order.id));
    expect(discount!.codeId).toBe(id);
  });

  it('refuses an unknown code', () => refusal('NO-SUCH-CODE', 'Voucher code does not exist'));

  it('refuses a code used up', async () => {
    const { code } = await voucher({}, 1, 1);
    await refusal(code, 'Voucher code has been used up');
  });

  it('refuses an expired code and one not valid yet', async () => {
    const today = jakartaDate(Date.now());
    const yesterday = new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.parse(today) + 86_400_000).toISOString().slice(0, 10);
    await refusal((await voucher({ validFrom: '2020-01-01', validTo: yesterday })).code, 'Voucher code has expired');
    await refusal((await voucher({ validFrom: tomorrow })).code, 'Voucher code is not valid yet');
    await refusal((await voucher({ status: 'inactive' })).code, 'Voucher code is no longer valid');
    await refusal(
      (await voucher({ startTime: clockIn(-120), endTime: clockIn(-1) })).code,
      'Voucher code is not valid at this time of day',
    );
  });

  it('refuses a code of another outlet, another door or another order type', async () => {
    await refusal((await voucher({ outletIds: [dago] })).code, 'Voucher code is not valid at this outlet');
    await refusal((await voucher({ channels: ['app'] })).code, 'Voucher code is not valid at the counter');
    await refusal((await voucher({ channels: ['counter'] })).code, 'Voucher code is not valid for app orders', 'app');
    await refusal((await voucher({ orderTypes: ['takeaway'] })).code, 'Voucher code is not valid for this order type');
  });

  it('refuses a code the customer already used, until that order is cancelled', async () => {
    const tea = await drink('Twice Tea', 20_000);
    const { code } = await voucher({}, 5);
    const customer = await signInCustomer(t);
    const first = await placeInApp(customer, [{ sku_id: tea, quantity: 1 }], { voucher_code: code });
    expect(first.response.status, JSON.stringify(first.error)).toBe(201);
    await refusal(code, 'You have already used this voucher code', 'app', customer);
    // Once that order is cancelled, the customer may use it again.
    const cancelled = await customer.POST('/app/v1/orders/{order_id}/cancel', {
      params: { path: { order_id: first.data!.data.id } },
    });
    expect(cancelled.response.status, JSON.stringify(cancelled.error)).toBe(200);
    const again = await placeInApp(customer, [{ sku_id: tea, quantity: 1 }], { voucher_code: code });
    expect(again.response.status, JSON.stringify(again.error)).toBe(201);
    // Another customer may use it.
    const someone = await placeInApp(await signInCustomer(t), [{ sku_id: tea, quantity: 1 }], { voucher_code: code });
    expect(someone.response.status, JSON.stringify(someone.error)).toBe(201);
  });

  it('refuses a code that takes nothing off the order, or loses to a better promotion', async () => {
    const elsewhere = await drink('Not this tea', 20_000);
    await refusal((await voucher({ skuIds: [elsewhere] })).code, 'Voucher code does not apply to this order');
    const tea = await drink('Better tea', 20_000);
    await promotion({ type: 'percent_off', params: { percent_bp: 5000 }, skuIds: [tea] });
    const { code } = await voucher({ skuIds: [tea] });
    const sold = await sell([{ sku_id: tea, quantity: 1 }], { voucher_code: code });
    expect(sold.error!.errors[0]).toEqual({
      detail: 'A better promotion already applies to this order',
      field: 'voucher_code',
    });
  });
});

describe("a member's points", () => {
  async function member(points: number) {
    const customer = await signInCustomer(t);
    await t.app.db.update(customers).set({ pointsBalance: points }).where(eq(customers.id, customer.id));
    return customer;
  }
  const balanceOf = async (id: number) =>
    (await t.app.db.select({ b: customers.pointsBalance }).from(customers).where(eq(customers.id, id)))[0]!.b;

  it('are spent after the promotions, on the quote as on the order, with an entry in the ledger', async () => {
    const tea = await drink('Points Tea', 30_000);
    await promotion({ type: 'amount_off', params: { amount: 10_000 }, skuIds: [tea] });
    const customer = await member(50_000);
    const items = [{ sku_id: tea, quantity: 1 }];
    const quote = (
      await customer.POST('/app/v1/orders/quote', { body: { outlet_id: shop, items, redeem_points: 15_000 } })
    ).data!.data;
    expect(quote.discounts.map((d) => [d.name, d.amount, d.points])).toEqual([
      [expect.any(String), 10_000, 0],
      ['Points', 15_000, 15_000],
    ]);
    const placed = await placeInApp(customer, items, { redeem_points: 15_000 });
    expect(placed.response.status, JSON.stringify(placed.error)).toBe(201);
    const order = placed.data!.data;
    expect(amountsOf(order)).toEqual(amountsOf(quote));
    expect(order).toMatchObject({ discount_total: 25_000, points_redeemed: 15_000 });
    expect(order.items[0]!.discount).toBe(25_000);
    expect(await balanceOf(customer.id)).toBe(35_000);
    const entries = await t.app.db.select().from(pointEntries).where(eq(pointEntries.orderId, order.id));
    expect(entries.map((e) => [e.kind, e.points, e.customerId])).toEqual([['redeemed', -15_000, customer.id]]);
  });

  it('are refused above the balance or above what is left to pay, and nothing is spent', async () => {
    const tea = await drink('Dear Tea', 20_000);
    await promotion({ type: 'amount_off', params: { amount: 5000 }, skuIds: [tea] });
    const customer = await member(16_000);
    const items = [{ sku_id: tea, quantity: 1 }];
    const above = await placeInApp(customer, items, { redeem_points: 16_001 });
    expect(above.error!.errors[0]).toEqual({ detail: 'You have only 16000 points', field: 'redeem_points' });
    const tooMuch = await placeInApp(customer, items, { redeem_points: 15_001 });
    expect(tooMuch.error!.errors[0]).toEqual({
      detail: 'The order comes to Rp 15,000 after its other discounts: redeem at most 15000 points',
      field: 'redeem_points',
    });
    const quoted = await customer.POST('/app/v1/orders/quote', {
      body: { outlet_id: shop, items, redeem_points: 15_001 },
    });
    expect(quoted.error!.errors[0]!.field).toBe('redeem_points');
    const poor = await member(0);
    const none = await placeInApp(poor, items, { redeem_points: 1 });
    expect(none.error!.errors[0]).toEqual({ detail: 'You have no points to redeem', field: 'redeem_points' });
    expect(await balanceOf(customer.id)).toBe(16_000);
    // Exactly what is left: the order comes to 0 before charges.
    const all = await placeInApp(customer, items, { redeem_points: 15_000 });
    expect(all.response.status, JSON.stringify(all.error)).toBe(201);
    expect(all.data!.data).toMatchObject({ discount_total: 20_000, total_amount: 0 });
    expect(await balanceOf(customer.id)).toBe(1000);
  });
});
