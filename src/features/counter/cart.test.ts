import { describe, expect, it } from 'vitest';
import { addOne, cartTotal, changeDue, itemCount, quickTenders, unitPrice } from './cart';

describe('the counter cart preview', () => {
  it('sells at the discounted price when a product has one, else at its price', () => {
    expect(unitPrice({ price: 25_000, discounted_price: 0 })).toBe(25_000);
    expect(unitPrice({ price: 25_000, discounted_price: 22_000 })).toBe(22_000);
  });

  it('adds up the lines in whole rupiah and counts the items', () => {
    const prices = new Map([
      [1, 22_000],
      [2, 18_500],
    ]);
    const lines = [
      { sku_id: 1, quantity: 2, note: '' },
      { sku_id: 2, quantity: 3, note: 'less ice' },
    ];
    expect(cartTotal(lines, (line) => prices.get(line.sku_id))).toBe(99_500);
    expect(itemCount(lines)).toBe(5);
    // A product no longer listed counts nothing rather than NaN.
    expect(cartTotal([{ sku_id: 9, quantity: 1, note: '' }], (line) => prices.get(line.sku_id))).toBe(0);
  });

  it('adds one more to the line of the same product, a new line otherwise, and stops at 99', () => {
    let lines = addOne([], 1);
    lines = addOne(lines, 2);
    lines = addOne(lines, 1);
    expect(lines).toEqual([
      { sku_id: 1, quantity: 2, note: '' },
      { sku_id: 2, quantity: 1, note: '' },
    ]);
    expect(addOne([{ sku_id: 1, quantity: 99, note: '' }], 1)).toEqual([{ sku_id: 1, quantity: 99, note: '' }]);
  });

  it('keeps the same product with other options on a line of its own', () => {
    let lines = addOne([], 12, [2, 7]);
    lines = addOne(lines, 12, [7, 2]);
    lines = addOne(lines, 12, [1]);
    expect(lines).toEqual([
      { sku_id: 12, quantity: 2, note: '', options: [{ modifier_option_id: 2 }, { modifier_option_id: 7 }] },
      { sku_id: 12, quantity: 1, note: '', options: [{ modifier_option_id: 1 }] },
    ]);
  });

  it('gives change only when the cash covers the total', () => {
    expect(changeDue(50_000, 44_000)).toBe(6_000);
    expect(changeDue(44_000, 44_000)).toBe(0);
    expect(changeDue(40_000, 44_000)).toBeNull();
    expect(changeDue(undefined, 44_000)).toBeNull();
  });

  it('offers the exact amount and the notes above it', () => {
    expect(quickTenders(44_000)).toEqual([44_000, 50_000, 100_000]);
    expect(quickTenders(15_000)).toEqual([15_000, 20_000, 50_000, 100_000]);
    expect(quickTenders(120_000)).toEqual([120_000, 150_000, 200_000]);
    expect(quickTenders(50_000)).toEqual([50_000, 100_000]);
    expect(quickTenders(0)).toEqual([]);
  });
});
