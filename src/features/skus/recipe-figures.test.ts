import { describe, expect, it } from 'vitest';
import { formatExactQuantity, formatUnitCost, milliOf, recipeFigures, rupiahOf, stockUnitOf } from './recipe-figures';

describe('recipe figures', () => {
  it('reads unit costs as exact milli-rupiah', () => {
    expect(['18.5', '240', '0.125', '0.4', '7'].map(milliOf)).toEqual([18500, 240000, 125, 400, 7000]);
  });

  it('rounds half up to whole rupiah', () => {
    expect([1499, 1500, 2500, 0, 999].map(rupiahOf)).toEqual([1, 2, 3, 0, 1]);
  });

  it('costs 200 ml of a Rp 18,500 litre at Rp 3,700', () => {
    expect(recipeFigures([{ quantity: 200, unitCost: '18.5' }])).toEqual({
      costs: [3700],
      costPerServing: 3700,
      missingCost: false,
    });
  });

  it('rounds the cost per serving once, from the exact sum', () => {
    const figures = recipeFigures([
      { quantity: 1, unitCost: '0.4' },
      { quantity: 1, unitCost: '0.4' },
    ]);
    expect(figures.costs).toEqual([0, 0]);
    expect(figures.costPerServing).toBe(1);
  });

  it('flags an ingredient without a cost and gives no cost per serving; skips lines without an ingredient', () => {
    expect(recipeFigures([{ quantity: 200, unitCost: '18.5' }, { quantity: 15, unitCost: null }, {}])).toEqual({
      costs: [3700, null, null],
      costPerServing: null,
      missingCost: true,
    });
    expect(recipeFigures([]).costPerServing).toBeNull();
  });

  it('knows the stock unit of each unit', () => {
    expect((['ml', 'l', 'gr', 'kg', 'pcs', 'cup', 'pack'] as const).map(stockUnitOf)).toEqual([
      'ml',
      'ml',
      'gr',
      'gr',
      'pcs',
      'pcs',
      'pcs',
    ]);
  });

  it('shows a unit cost exactly, in either language', () => {
    expect(formatUnitCost('18.5', 'en')).toBe('Rp\u00a018.5');
    expect(formatUnitCost('18.5', 'id')).toBe('Rp\u00a018,5');
    expect(formatUnitCost('240000', 'id')).toBe('Rp\u00a0240.000');
  });

  it('never shows three decimals of a rupiah', () => {
    expect(formatUnitCost('18.125', 'en')).toBe('Rp\u00a018.1');
    expect(formatUnitCost('18.125', 'id')).toBe('Rp\u00a018,1');
    expect(formatUnitCost('170.625', 'en')).toBe('Rp\u00a0171');
    expect(formatUnitCost('0.125', 'en')).toBe('Rp\u00a00.13');
    expect(formatUnitCost('500', 'en')).toBe('Rp\u00a0500');
  });
});

describe('an exact quantity as the screen shows it', () => {
  it('groups the whole part and keeps the thousandths, in each language', () => {
    expect(formatExactQuantity('1250.5', 'en')).toBe('1,250.5');
    expect(formatExactQuantity('1250.5', 'id')).toBe('1.250,5');
    expect(formatExactQuantity('22', 'en')).toBe('22');
    expect(formatExactQuantity('-7.125', 'id')).toBe('-7,125');
  });
});
