// The one price list every door sells at, table by table, with no database: the unit price a
// product sells at, a cup with its options' deltas, each line's subtotal and the order's totals,
// all in whole rupiah, and the amounts it refuses rather than round.
import { describe, expect, it } from 'vitest';
import { cupPrice, priceOrder, unitPrice, type SkuPrice } from '../../../src/services/sales/pricing';

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
    expect(priceOrder([])).toEqual({ lines: [], subtotal: 0, discountTotal: 0, total: 0 });
  });
});
