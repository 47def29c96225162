import { describe, expect, it } from 'vitest';
import { cupUsage, exactQuantity, recipeGaps, usageCost, usagePerSku } from '../../src/lib/cup-recipe';

const TEA = 1;
const MILK = 2;
const SYRUP = 3;
const CUP16 = 4;
const CUP22 = 5;
const OAT = 6;
const PEARLS = 7;
const base = [
  { skuId: TEA, quantity: 15 },
  { skuId: MILK, quantity: 150 },
  { skuId: SYRUP, quantity: 15 },
  { skuId: CUP16, quantity: 1 },
];
const large = {
  optionId: 10,
  priceDelta: 5000,
  items: [
    { skuId: TEA, action: 'scale' as const, quantity: null, factorPercent: 150 },
    { skuId: MILK, action: 'scale' as const, quantity: null, factorPercent: 150 },
    { skuId: CUP16, action: 'remove' as const, quantity: null, factorPercent: null },
    { skuId: CUP22, action: 'add' as const, quantity: 1, factorPercent: null },
  ],
};
const halfSugar = {
  optionId: 20,
  priceDelta: 0,
  items: [{ skuId: SYRUP, action: 'scale' as const, quantity: null, factorPercent: 50 }],
};
const oatMilk = {
  optionId: 30,
  priceDelta: 6000,
  items: [
    { skuId: MILK, action: 'remove' as const, quantity: null, factorPercent: null },
    { skuId: OAT, action: 'add' as const, quantity: 150, factorPercent: null },
  ],
};
const pearls = {
  optionId: 40,
  priceDelta: 5000,
  items: [{ skuId: PEARLS, action: 'add' as const, quantity: 50, factorPercent: null }],
};

describe('cupUsage', () => {
  it('is the base recipe when no option is chosen', () => {
    const { shares, gaps } = cupUsage(base, []);
    expect([...usagePerSku(shares)]).toEqual([
      [TEA, 15_000],
      [MILK, 150_000],
      [SYRUP, 15_000],
      [CUP16, 1_000],
    ]);
    expect(gaps).toEqual([]);
  });

  it('makes a large, half-sugar, oat-milk cup with pearls exactly', () => {
    const { shares } = cupUsage(base, [large, halfSugar, oatMilk, pearls]);
    expect(Object.fromEntries(usagePerSku(shares))).toEqual({
      [TEA]: 22_500,
      [SYRUP]: 7_500,
      [CUP22]: 1_000,
      [OAT]: 150_000,
      [PEARLS]: 50_000,
    });
    // Removal wins over the large cup's scale of the milk, and the removal is oat milk's share.
    expect(shares.filter((share) => share.skuId === MILK)).toEqual([
      { skuId: MILK, optionId: null, milli: 150_000 },
      { skuId: MILK, optionId: 30, milli: -150_000 },
    ]);
    expect(shares.find((share) => share.skuId === SYRUP && share.optionId === 20)?.milli).toBe(-7_500);
  });

  it('applies two scales of one line in order, each option keeping what it changed', () => {
    const double = {
      optionId: 50,
      priceDelta: 0,
      items: [{ skuId: TEA, action: 'scale' as const, quantity: null, factorPercent: 33 }],
    };
    const { shares } = cupUsage([{ skuId: TEA, quantity: 1 }], [large, double]);
    // 1,000 × 150 % = 1,500; × 33 % = 495.
    expect(shares.filter((share) => share.skuId === TEA)).toEqual([
      { skuId: TEA, optionId: null, milli: 1_000 },
      { skuId: TEA, optionId: 10, milli: 500 },
      { skuId: TEA, optionId: 50, milli: -1_005 },
    ]);
  });

  it('rounds a scaled thousandth half up', () => {
    const third = {
      optionId: 60,
      priceDelta: 0,
      items: [{ skuId: SYRUP, action: 'scale' as const, quantity: null, factorPercent: 33 }],
    };
    // 0.015 ml × 33 % = 4.95 milli-units → 5.
    const { shares } = cupUsage([{ skuId: SYRUP, quantity: 0 }], [third]);
    expect(usagePerSku(shares).size).toBe(0);
    const small = cupUsage(
      [{ skuId: SYRUP, quantity: 1 }],
      [{ ...third, items: [{ ...third.items[0]!, factorPercent: 1 }] }],
    );
    expect(usagePerSku(small.shares).get(SYRUP)).toBe(10);
  });

  it('flags an option that scales or removes what the recipe lacks, and a paid option that changes nothing', () => {
    const free = { optionId: 70, priceDelta: 0, items: [] };
    const pudding = { optionId: 80, priceDelta: 4000, items: [] };
    const { shares, gaps } = cupUsage([{ skuId: TEA, quantity: 10 }], [halfSugar, oatMilk, free, pudding]);
    expect(gaps).toEqual([
      { optionId: 20, reason: 'not_in_recipe', skuId: SYRUP },
      { optionId: 30, reason: 'not_in_recipe', skuId: MILK },
      { optionId: 80, reason: 'no_recipe', skuId: null },
    ]);
    expect(Object.fromEntries(usagePerSku(shares))).toEqual({ [TEA]: 10_000, [OAT]: 150_000 });
    expect(recipeGaps([{ skuId: SYRUP, quantity: 1 }], [halfSugar])).toEqual([]);
  });
});

describe('exactQuantity', () => {
  it.each([
    [7_500, '7.5'],
    [0, '0'],
    [-3_150_000, '-3150'],
    [1, '0.001'],
    [-250, '-0.25'],
  ])('%i milli-units read %s', (milli, text) => expect(exactQuantity(milli)).toBe(text));
});

describe('usageCost', () => {
  it('prices milli-units at milli-rupiah per unit, rounding once', () => {
    // 7.5 ml at Rp 18.5 / ml = Rp 138.75 → 139; plus 22.5 gr at Rp 240 / gr = Rp 5,400.
    expect(
      usageCost([
        { milli: 7_500, avgCostMilli: 18_500 },
        { milli: 22_500, avgCostMilli: 240_000 },
      ]),
    ).toBe(5_539);
    expect(usageCost([{ milli: 1_000, avgCostMilli: null }])).toBeNull();
    expect(usageCost([])).toBe(0);
  });

  it('stays exact where floating point would not', () => {
    // 99 cups × 150 ml at Rp 18.333 / ml, well past 2^53 millionths of a rupiah in total.
    expect(usageCost([{ milli: 99 * 150_000 * 1_000_000, avgCostMilli: 18_333 }])).toBe(272_245_050_000);
  });
});
