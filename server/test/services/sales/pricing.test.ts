// The one price list every door sells at, table by table, with no database: the unit price a
// product sells at, a cup with its options' deltas, each line's subtotal and the order's totals,
// all in whole rupiah, and the amounts it refuses rather than round.
import { describe, expect, it } from 'vitest';
import {
  basisPointsFromPercent,
  chargesFor,
  cupPrice,
  NO_CHARGES,
  orderAmounts,
  percentFromBasisPoints,
  percentOf,
  priceOrder,
  roundCash,
  unitPrice,
  type ChargeSettings,
  type SkuPrice,
} from '../../../src/services/sales/pricing';

const sku = (price: number, discountedPrice = 0): SkuPrice => ({ price, discountedPrice });

describe('the unit price of a product', () => {
  it.each([
    { price: 22000, discounted: 0, sells: 22000, why: 'no discount: its price' },
    { price: 28000, discounted: 25000, sells: 25000, why: 'a discount: the discounted price' },
    { price: 28000, discounted: 28000, sells: 28000, why: 'a discount equal to the price' },
    { price: 1, discounted: 0, sells: 1, why: 'the smallest price' },
  ])('$why', ({ price, discounted, sells }) => {
    expect(unitPrice(sku(price, discounted))).toBe(sells);
  });

  it.each([
    { price: 22000.5, discounted: 0 },
    { price: 22000, discounted: 0.25 },
    { price: -1, discounted: 0 },
    { price: Number.NaN, discounted: 0 },
    { price: 2 ** 53, discounted: 0 },
  ])('refuses $price (discounted $discounted): not whole rupiah', ({ price, discounted }) => {
    expect(() => unitPrice(sku(price, discounted))).toThrow(RangeError);
  });
});

describe('the price of a cup with options', () => {
  it.each([
    { why: 'no options: the product’s price', price: 28000, discounted: 0, deltas: [], sells: 28000 },
    { why: 'the deltas add to the price', price: 28000, discounted: 0, deltas: [5000, 0, 4000, 6000], sells: 43000 },
    {
      why: 'the deltas add to the discounted price',
      price: 28000,
      discounted: 25000,
      deltas: [5000, 4000],
      sells: 34000,
    },
    {
      why: 'a negative delta takes off (a small cup)',
      price: 28000,
      discounted: 0,
      deltas: [-3000, 4000],
      sells: 29000,
    },
    {
      why: 'deltas taking off more than the price sell at 0, never below',
      price: 5000,
      discounted: 0,
      deltas: [-8000],
      sells: 0,
    },
    {
      why: 'the floor is of the whole cup, not of each delta',
      price: 5000,
      discounted: 0,
      deltas: [-8000, 4000],
      sells: 1000,
    },
  ])('$why', ({ price, discounted, deltas, sells }) => {
    expect(cupPrice(sku(price, discounted), deltas)).toBe(sells);
  });

  it.each([0.5, Number.NaN, 2 ** 53])('refuses a delta of %s: not whole rupiah', (delta) => {
    expect(() => cupPrice(sku(28000), [delta])).toThrow(RangeError);
  });

  it('prices each line with its own options and multiplies by the quantity', () => {
    const priced = priceOrder([
      { line: { n: 1 }, sku: sku(28000, 25000), quantity: 3, optionDeltas: [5000, 4000] },
      { line: { n: 2 }, sku: sku(28000, 25000), quantity: 1 },
    ]);
    expect(priced.lines.map((l) => [l.price, l.subtotal])).toEqual([
      [34000, 102000],
      [25000, 25000],
    ]);
    expect(priced.total).toBe(127000);
  });
});

describe('an order priced', () => {
  const line = (name: string) => ({ name });

  it.each([
    {
      why: 'one line',
      lines: [{ sku: sku(22000), quantity: 1 }],
      prices: [22000],
      subtotals: [22000],
      total: 22000,
    },
    {
      why: 'quantities multiply the unit price',
      lines: [
        { sku: sku(22000), quantity: 2 },
        { sku: sku(28000, 25000), quantity: 3 },
      ],
      prices: [22000, 25000],
      subtotals: [44000, 75000],
      total: 119000,
    },
    {
      why: 'the same product on two lines (two notes) is priced twice',
      lines: [
        { sku: sku(18000), quantity: 1 },
        { sku: sku(18000), quantity: 1 },
      ],
      prices: [18000, 18000],
      subtotals: [18000, 18000],
      total: 36000,
    },
    {
      why: 'the largest line a door takes (99 of a product)',
      lines: [{ sku: sku(1_250_000), quantity: 99 }],
      prices: [1_250_000],
      subtotals: [123_750_000],
      total: 123_750_000,
    },
  ])('$why', ({ lines, prices, subtotals, total }) => {
    const priced = priceOrder(lines.map((l, i) => ({ line: line(`line ${i}`), sku: l.sku, quantity: l.quantity })));
    expect(priced.lines.map((l) => l.price)).toEqual(prices);
    expect(priced.lines.map((l) => l.subtotal)).toEqual(subtotals);
    // Each line keeps what the caller gave it.
    expect(priced.lines.map((l) => l.name)).toEqual(lines.map((_, i) => `line ${i}`));
    expect(priced.subtotal).toBe(subtotals.reduce((a, b) => a + b, 0));
    expect(priced.discountTotal).toBe(0);
    expect(priced.total).toBe(total);
    expect(priced.total).toBe(priced.subtotal - priced.discountTotal);
    for (const amount of [priced.subtotal, priced.total, ...priced.lines.map((l) => l.subtotal)])
      expect(Number.isInteger(amount)).toBe(true);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses a quantity of %s', (quantity) => {
    expect(() => priceOrder([{ line: line('x'), sku: sku(22000), quantity }])).toThrow(RangeError);
  });

  it('prices an order of no lines at nothing', () => {
    expect(priceOrder([])).toMatchObject({ lines: [], subtotal: 0, discountTotal: 0, tax: 0, total: 0 });
  });
});

// ---------------------------------------------------------------------------------------------
// Charges: service charge, PBJT and cash rounding.
// ---------------------------------------------------------------------------------------------

const jakarta = (over: Partial<ChargeSettings> = {}): ChargeSettings => ({
  pbjtEnabled: true,
  pbjtBasisPoints: 1000,
  serviceChargeBasisPoints: 500,
  serviceChargeOrderTypes: ['dine_in'],
  serviceChargeTaxable: true,
  pricesIncludeTax: false,
  cashRoundingUnit: 100,
  ...over,
});

describe('an order’s charges', () => {
  it('Bapenda DKI’s example: 100,000 less 20 %, 5 % service, PBJT 10 % of 84,000 is 8,400; 92,400 to pay', () => {
    expect(orderAmounts(100_000, 20_000, chargesFor(jakarta(), 'dine_in'), false)).toEqual({
      subtotal: 100_000,
      discountTotal: 20_000,
      serviceCharge: 4_000,
      taxBase: 84_000,
      tax: 8_400,
      taxIncluded: 0,
      rounding: 0,
      total: 92_400,
      pbjtBasisPoints: 1000,
      serviceChargeBasisPoints: 500,
      pricesIncludeTax: false,
    });
  });

  it.each([
    // why, subtotal, settings, order type, cash, expected subset
    {
      why: 'takeaway carries no service charge where only dine-in does',
      subtotal: 80_000,
      settings: jakarta(),
      type: 'takeaway',
      cash: false,
      is: { serviceCharge: 0, taxBase: 80_000, tax: 8_000, total: 88_000 },
    },
    {
      why: 'a service charge outside the PBJT base',
      subtotal: 80_000,
      settings: jakarta({ serviceChargeTaxable: false }),
      type: 'dine_in',
      cash: false,
      is: { serviceCharge: 4_000, taxBase: 80_000, tax: 8_000, total: 92_000 },
    },
    {
      why: 'prices with tax: Rp 22,000 at 10 % is base 20,000 and PBJT 2,000, and the menu price is paid',
      subtotal: 22_000,
      settings: jakarta({ pricesIncludeTax: true }),
      type: 'takeaway',
      cash: false,
      is: { serviceCharge: 0, taxBase: 20_000, tax: 2_000, taxIncluded: 2_000, total: 22_000 },
    },
    {
      why: 'prices with tax and a taxable service charge: service on the base, its PBJT on top',
      subtotal: 22_000,
      settings: jakarta({ pricesIncludeTax: true }),
      type: 'dine_in',
      cash: false,
      is: { serviceCharge: 1_000, taxBase: 21_000, tax: 2_100, taxIncluded: 2_000, total: 23_100 },
    },
    {
      why: 'prices with tax carve out a rupiah-exact share (23,450 at 10 %: 21,318 and 2,132)',
      subtotal: 23_450,
      settings: jakarta({ pricesIncludeTax: true }),
      type: 'takeaway',
      cash: false,
      is: { taxBase: 21_318, tax: 2_132, taxIncluded: 2_132, total: 23_450 },
    },
    {
      why: 'an exempt outlet: no PBJT and no tax base, prices as they are',
      subtotal: 22_000,
      settings: jakarta({ pbjtEnabled: false, pricesIncludeTax: true }),
      type: 'takeaway',
      cash: false,
      is: { taxBase: 0, tax: 0, taxIncluded: 0, pbjtBasisPoints: 0, total: 22_000 },
    },
    {
      why: 'an exempt outlet still charges its service charge',
      subtotal: 50_000,
      settings: jakarta({ pbjtEnabled: false }),
      type: 'dine_in',
      cash: false,
      is: { serviceCharge: 2_500, taxBase: 0, tax: 0, total: 52_500 },
    },
    {
      why: 'cash is rounded to the nearest 100, half up: 23,450 → 23,500 (+50)',
      subtotal: 23_450,
      settings: jakarta({ pbjtEnabled: false }),
      type: 'takeaway',
      cash: true,
      is: { rounding: 50, total: 23_500 },
    },
    {
      why: 'cash rounded down: 23,420 → 23,400 (−20)',
      subtotal: 23_420,
      settings: jakarta({ pbjtEnabled: false }),
      type: 'takeaway',
      cash: true,
      is: { rounding: -20, total: 23_400 },
    },
    {
      why: 'QRIS (not cash) is never rounded',
      subtotal: 23_450,
      settings: jakarta({ pbjtEnabled: false }),
      type: 'takeaway',
      cash: false,
      is: { rounding: 0, total: 23_450 },
    },
    {
      why: 'cash rounding to 500 and to 1,000',
      subtotal: 23_250,
      settings: jakarta({ pbjtEnabled: false, cashRoundingUnit: 1000 }),
      type: 'takeaway',
      cash: true,
      is: { rounding: -250, total: 23_000 },
    },
    {
      why: 'no cash rounding set: cash pays the rupiah',
      subtotal: 23_450,
      settings: jakarta({ pbjtEnabled: false, cashRoundingUnit: 0 }),
      type: 'takeaway',
      cash: true,
      is: { rounding: 0, total: 23_450 },
    },
    {
      why: 'a rate with two decimals (2.5 % service, 7.5 % PBJT), each half up',
      subtotal: 12_345,
      settings: jakarta({ serviceChargeBasisPoints: 250, pbjtBasisPoints: 750 }),
      type: 'dine_in',
      cash: false,
      // 12,345 × 2.5 % = 308.625 → 309; (12,345 + 309) × 7.5 % = 949.05 → 949
      is: { serviceCharge: 309, taxBase: 12_654, tax: 949, total: 13_603 },
    },
    {
      why: 'zero: a free order owes nothing',
      subtotal: 0,
      settings: jakarta(),
      type: 'dine_in',
      cash: true,
      is: { serviceCharge: 0, taxBase: 0, tax: 0, rounding: 0, total: 0 },
    },
  ])('$why', ({ subtotal, settings, type, cash, is }) => {
    const amounts = orderAmounts(subtotal, 0, chargesFor(settings, type), cash);
    expect(amounts).toMatchObject(is);
    expect(amounts.total).toBe(
      amounts.subtotal -
        amounts.discountTotal +
        amounts.serviceCharge +
        amounts.tax -
        amounts.taxIncluded +
        amounts.rounding,
    );
  });

  it('a 99-line order of 99 cups each: every amount whole rupiah and the total adds up', () => {
    const lines = Array.from({ length: 99 }, (_, index) => ({
      line: { index },
      sku: sku(20_000 + index * 137, 0),
      quantity: 99,
      optionDeltas: [index % 3 === 0 ? 5_000 : 0],
    }));
    const order = priceOrder(lines, chargesFor(jakarta(), 'dine_in'), true);
    const subtotal = lines.reduce((sum, l) => sum + (l.sku.price + l.optionDeltas[0]!) * 99, 0);
    expect(order.subtotal).toBe(subtotal);
    expect(order.serviceCharge).toBe(Math.round(subtotal * 0.05));
    expect(order.tax).toBe(Math.round((subtotal + order.serviceCharge) * 0.1));
    expect(order.total % 100).toBe(0);
    expect(Math.abs(order.rounding)).toBeLessThanOrEqual(50);
    expect(order.total).toBe(order.subtotal + order.serviceCharge + order.tax + order.rounding);
  });

  it('refuses rates outside the law and the setting, and a rounding unit it does not know', () => {
    expect(() => chargesFor(jakarta({ pbjtBasisPoints: 1001 }), 'dine_in')).toThrow(RangeError);
    expect(() => chargesFor(jakarta({ serviceChargeBasisPoints: 2001 }), 'dine_in')).toThrow(RangeError);
    expect(() => chargesFor(jakarta({ cashRoundingUnit: 250 }), 'dine_in')).toThrow(RangeError);
    expect(() => orderAmounts(10_000, 10_001, NO_CHARGES, false)).toThrow(RangeError);
  });

  it.each([
    { percent: 10, bp: 1000 },
    { percent: 2.5, bp: 250 },
    { percent: 0.07, bp: 7 },
    { percent: 9.99, bp: 999 },
    { percent: 10.555, bp: null },
  ])('$percent % is $bp basis points', ({ percent, bp }) => {
    expect(basisPointsFromPercent(percent)).toBe(bp);
    if (bp !== null) expect(percentFromBasisPoints(bp)).toBe(percent);
  });

  it('half up at the half rupiah: 61.5 → 62, 61.49 → 61', () => {
    expect(percentOf(1_230, 500)).toBe(62); // 61.5
    expect(percentOf(12_298, 50)).toBe(61); // 61.49
    expect(roundCash(23_450, 100)).toBe(23_500);
    expect(roundCash(23_449, 100)).toBe(23_400);
  });
});
