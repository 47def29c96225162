// The promotions the one pricing function applies, table by table, with no database: when a
// promotion runs (Jakarta days and hours, dates, outlets, doors, order types), what each type takes
// off, which of several apply (stacking, priority, ties), the shares of each line that add up to
// each discount, points as the last discount, and the PBJT base after the discount.
import { describe, expect, it } from 'vitest';
import {
  applyPromotions,
  pointsDiscount,
  promotionRuns,
  ruleFromRow,
  shareOut,
  whyNotRunning,
  type EngineLine,
  type EngineRule,
} from '../../../src/services/promotions/engine';
import { orderAmounts, priceOrder, type AppliedDiscount, type Charges } from '../../../src/services/sales/pricing';

const MILK_TEA = 1;
const FRUIT_TEA = 2;
const TEA_CATEGORY = 10;

let nextId = 1;
function rule(overrides: Partial<EngineRule> & Pick<EngineRule, 'type' | 'params'>): EngineRule {
  return {
    id: nextId++,
    name: overrides.type,
    skuIds: [],
    categoryIds: [],
    daysOfWeek: [],
    startTime: null,
    endTime: null,
    validFrom: null,
    validTo: null,
    outletIds: [],
    channels: [],
    orderTypes: [],
    fundedBy: 'brand',
    priority: 100,
    stackable: false,
    status: 'active',
    requiresCode: false,
    ...overrides,
  };
}

const promo = (type: EngineRule['type'], params: EngineRule['params']) => ({ type, params });

const line = (skuId: number, price: number, quantity = 1, categoryId: number | null = TEA_CATEGORY): EngineLine => ({
  skuId,
  categoryId,
  quantity,
  price,
  subtotal: price * quantity,
});

/** Each discount's shares add up to it, and no line takes more than its subtotal. */
function checkShares(lines: readonly EngineLine[], discounts: readonly AppliedDiscount[]) {
  const taken = lines.map(() => 0);
  for (const discount of discounts) {
    expect(discount.lines.reduce((sum, share) => sum + share.amount, 0)).toBe(discount.amount);
    for (const share of discount.lines) {
      expect(Number.isSafeInteger(share.amount) && share.amount > 0).toBe(true);
      taken[share.line]! += share.amount;
    }
  }
  taken.forEach((amount, index) => expect(amount).toBeLessThanOrEqual(lines[index]!.subtotal));
}

const jakarta = (local: string) => new Date(`${local}:00+07:00`);
// 1 December 2026 is a Tuesday.
const TUESDAY_15 = jakarta('2026-12-01T15:00');
const at = (when: Date) => ({ at: when, outletId: 7, channel: 'counter', orderType: 'takeaway' });

describe('when a promotion runs', () => {
  const memberDay = rule({ type: 'buy_x_get_y', params: { buy: 1, get: 1, get_percent_bp: 10_000 }, daysOfWeek: [2] });
  const happyHour = rule({
    type: 'percent_off',
    params: { percent_bp: 2000 },
    daysOfWeek: [1, 2, 3, 4, 5],
    startTime: '14:00',
    endTime: '17:00',
  });

  it.each([
    { promotion: memberDay, when: '2026-12-01T15:00', runs: true, why: 'Tuesday BOGO on a Tuesday' },
    { promotion: memberDay, when: '2026-12-01T00:00', runs: true, why: 'Tuesday BOGO at midnight starting Tuesday' },
    { promotion: memberDay, when: '2026-11-30T23:59', runs: false, why: 'Tuesday BOGO a minute before Tuesday' },
    { promotion: memberDay, when: '2026-12-06T15:00', runs: false, why: 'Tuesday BOGO on a Sunday' },
    { promotion: happyHour, when: '2026-12-01T16:59', runs: true, why: 'happy hour at 16:59' },
    { promotion: happyHour, when: '2026-12-01T14:00', runs: true, why: 'happy hour at its start, 14:00' },
    { promotion: happyHour, when: '2026-12-01T17:00', runs: false, why: 'happy hour at its end, 17:00' },
    { promotion: happyHour, when: '2026-12-01T17:01', runs: false, why: 'happy hour at 17:01' },
    { promotion: happyHour, when: '2026-12-01T13:59', runs: false, why: 'happy hour at 13:59' },
    { promotion: happyHour, when: '2026-12-05T15:00', runs: false, why: 'happy hour on a Saturday' },
  ])('$why: $runs', ({ promotion, when, runs }) => {
    expect(promotionRuns(promotion, at(jakarta(when)))).toBe(runs);
  });

  it('reads the day and hour in Jakarta, not UTC', () => {
    // 16:30 in Jakarta is 09:30 UTC; 08:00 UTC Wednesday is 15:00 Wednesday in Jakarta.
    expect(promotionRuns(happyHour, at(new Date('2026-12-01T09:30:00Z')))).toBe(true);
    expect(promotionRuns(memberDay, at(new Date('2026-12-01T17:30:00Z')))).toBe(false); // Wednesday 00:30 WIB
  });

  it('runs past midnight when its end is before its start', () => {
    const lateNight = rule({ type: 'percent_off', params: { percent_bp: 1000 }, startTime: '22:00', endTime: '02:00' });
    expect(promotionRuns(lateNight, at(jakarta('2026-12-01T23:30')))).toBe(true);
    expect(promotionRuns(lateNight, at(jakarta('2026-12-02T01:59')))).toBe(true);
    expect(promotionRuns(lateNight, at(jakarta('2026-12-02T02:00')))).toBe(false);
  });

  it.each([
    { change: { status: 'inactive' as const }, reason: 'inactive' },
    { change: { validFrom: '2026-12-02' }, reason: 'not_yet_valid' },
    { change: { validTo: '2026-11-30' }, reason: 'expired' },
    { change: { validFrom: '2026-12-01', validTo: '2026-12-01' }, reason: null },
    { change: { daysOfWeek: [3] }, reason: 'day' },
    { change: { startTime: '15:01', endTime: '18:00' }, reason: 'time' },
    { change: { outletIds: [8] }, reason: 'outlet' },
    { change: { outletIds: [8, 7] }, reason: null },
    { change: { channels: ['app'] }, reason: 'channel' },
    { change: { orderTypes: ['dine_in', 'pickup'] }, reason: 'order_type' },
    { change: { orderTypes: ['takeaway'] }, reason: null },
  ])('$change → $reason', ({ change, reason }) => {
    const promotion = rule({ type: 'percent_off', params: { percent_bp: 1000 }, ...change });
    expect(whyNotRunning(promotion, at(TUESDAY_15))).toBe(reason);
  });

  it('reads a stored row: HH:mm:ss times as HH:mm, params as stored', () => {
    const row = { ...memberDay, startTime: '14:00:00', endTime: '17:00:00', skuIds: [1], categoryIds: [] };
    expect(ruleFromRow(row)).toMatchObject({ startTime: '14:00', endTime: '17:00', params: memberDay.params });
  });
});

describe('what each type of promotion takes off', () => {
  it('two Milk Teas under a Tuesday BOGO: the cheaper one is free', () => {
    const bogo = rule({
      name: 'Member day',
      type: 'buy_x_get_y',
      params: { buy: 1, get: 1, get_percent_bp: 10_000 },
      skuIds: [MILK_TEA],
      daysOfWeek: [2],
    });
    expect(promotionRuns(bogo, at(TUESDAY_15))).toBe(true);
    const lines = [line(MILK_TEA, 25_000), line(MILK_TEA, 22_000)];
    const discounts = applyPromotions(lines, [bogo]);
    expect(discounts).toEqual([
      {
        promotionId: bogo.id,
        name: 'Member day',
        amount: 22_000,
        fundedBy: 'brand',
        code: null,
        codeId: null,
        points: 0,
        lines: [{ line: 1, amount: 22_000 }],
      },
    ]);
  });

  it.each([
    {
      why: 'BOGO on one line of two cups: one cup free',
      promotion: promo('buy_x_get_y', { buy: 1, get: 1, get_percent_bp: 10_000 }),
      lines: [line(MILK_TEA, 22_000, 2)],
      shares: [22_000],
    },
    {
      why: 'BOGO with three cups: the third has no partner',
      promotion: promo('buy_x_get_y', { buy: 1, get: 1, get_percent_bp: 10_000 }),
      lines: [line(MILK_TEA, 30_000), line(MILK_TEA, 22_000), line(MILK_TEA, 20_000)],
      shares: [0, 22_000, 0],
    },
    {
      why: 'buy 2 get 1 half price: the cheapest of each three',
      promotion: promo('buy_x_get_y', { buy: 2, get: 1, get_percent_bp: 5000 }),
      lines: [line(MILK_TEA, 20_000, 3), line(FRUIT_TEA, 25_001, 3)],
      shares: [10_000, 12_501], // 25,001 × 50 % = 12,500.5 → 12,501 half up
    },
    {
      why: 'second cup half price: every second unit',
      promotion: promo('nth_item_percent', { n: 2, percent_bp: 5000 }),
      lines: [line(FRUIT_TEA, 27_000), line(FRUIT_TEA, 23_000), line(FRUIT_TEA, 25_000)],
      shares: [0, 0, 12_500], // sorted 27,000, 25,000, 23,000: the second is 25,000
    },
    {
      why: 'nth item: every third unit, units of equal price in line order',
      promotion: promo('nth_item_percent', { n: 3, percent_bp: 10_000 }),
      lines: [line(MILK_TEA, 20_000, 2), line(FRUIT_TEA, 20_000, 4)],
      shares: [0, 40_000],
    },
    {
      why: 'bundle: two cups for Rp 40,000, one group',
      promotion: promo('bundle_price', { quantity: 2, price: 40_000 }),
      lines: [line(MILK_TEA, 25_000), line(FRUIT_TEA, 22_000), line(MILK_TEA, 21_000)],
      // Group 25,000 + 22,000 = 47,000 → 7,000 off shared 25:22 = 3,723.4 / 3,276.6 → 3,723 / 3,277.
      shares: [3723, 3277, 0],
    },
    {
      why: 'bundle: cups already cheaper than the bundle take nothing',
      promotion: promo('bundle_price', { quantity: 2, price: 40_000 }),
      lines: [line(MILK_TEA, 18_000, 2)],
      shares: [0],
    },
    {
      why: 'min spend met: Rp 10,000 off shared by line',
      promotion: promo('min_spend_amount_off', { min_spend: 50_000, amount: 10_000 }),
      lines: [line(MILK_TEA, 25_000), line(FRUIT_TEA, 25_000)],
      shares: [5000, 5000],
    },
    {
      why: 'min spend not met: nothing',
      promotion: promo('min_spend_amount_off', { min_spend: 50_000, amount: 10_000 }),
      lines: [line(MILK_TEA, 25_000), line(FRUIT_TEA, 24_999)],
      shares: [0, 0],
    },
    {
      why: 'min spend: an amount above the spend takes it all, no more',
      promotion: promo('min_spend_amount_off', { min_spend: 0, amount: 100_000 }),
      lines: [line(MILK_TEA, 25_000), line(FRUIT_TEA, 3)],
      shares: [25_000, 3],
    },
    {
      why: 'amount off each unit',
      promotion: promo('amount_off', { amount: 3000 }),
      lines: [line(MILK_TEA, 22_000, 3)],
      shares: [9000],
    },
    {
      why: 'amount off above the price is capped at 0',
      promotion: promo('amount_off', { amount: 30_000 }),
      lines: [line(MILK_TEA, 22_000, 2), line(FRUIT_TEA, 0)],
      shares: [44_000, 0],
    },
    {
      why: 'percent off, half up per line',
      promotion: promo('percent_off', { percent_bp: 2000 }),
      lines: [line(MILK_TEA, 22_222), line(FRUIT_TEA, 12_345, 3)],
      shares: [4444, 7407], // 4,444.4 → 4,444; 37,035 × 20 % = 7,407
    },
    {
      why: 'percent off with half a rupiah rounds up',
      promotion: promo('percent_off', { percent_bp: 5000 }),
      lines: [line(MILK_TEA, 12_345)],
      shares: [6173],
    },
  ])('$why', ({ promotion, lines, shares }) => {
    const discounts = applyPromotions(lines, [rule(promotion)]);
    checkShares(lines, discounts);
    const byLine = lines.map(() => 0);
    for (const discount of discounts) for (const share of discount.lines) byLine[share.line]! += share.amount;
    expect(byLine).toEqual(shares);
    if (shares.every((share) => share === 0)) expect(discounts).toEqual([]);
  });

  it('applies only to its products and categories; none listed: every product', () => {
    const lines = [line(MILK_TEA, 20_000, 1, 10), line(FRUIT_TEA, 20_000, 1, 11), line(3, 20_000, 1, null)];
    const shares = (promotion: EngineRule) =>
      applyPromotions(lines, [promotion]).flatMap((discount) => discount.lines.map((share) => share.line));
    const tenPercent = { type: 'percent_off' as const, params: { percent_bp: 1000 } };
    expect(shares(rule({ ...tenPercent, skuIds: [FRUIT_TEA] }))).toEqual([1]);
    expect(shares(rule({ ...tenPercent, categoryIds: [10] }))).toEqual([0]);
    expect(shares(rule({ ...tenPercent, skuIds: [3], categoryIds: [11] }))).toEqual([1, 2]);
    expect(shares(rule(tenPercent))).toEqual([0, 1, 2]);
  });

  it('a promotion with broken params takes nothing', () => {
    const lines = [line(MILK_TEA, 20_000, 2)];
    expect(applyPromotions(lines, [rule({ type: 'nth_item_percent', params: { percent_bp: 5000 } })])).toEqual([]);
    expect(
      applyPromotions(lines, [rule({ type: 'buy_x_get_y', params: { buy: 1, get: 0, get_percent_bp: 1 } })]),
    ).toEqual([]);
  });
});

describe('which promotions apply together', () => {
  const lines = [line(MILK_TEA, 22_000, 2)];

  it('two non-stackable promotions: the better one alone', () => {
    const happyHour = rule({ name: 'Happy hour', type: 'percent_off', params: { percent_bp: 2000 }, priority: 1 });
    const bogo = rule({
      name: 'BOGO',
      type: 'buy_x_get_y',
      params: { buy: 1, get: 1, get_percent_bp: 10_000 },
      priority: 2,
    });
    const discounts = applyPromotions(lines, [happyHour, bogo]);
    expect(discounts.map((discount) => [discount.name, discount.amount])).toEqual([['BOGO', 22_000]]);
  });

  it('stackable promotions stack in priority order, each on what is left', () => {
    const tenOff = rule({
      name: 'Rp 10,000 off',
      type: 'min_spend_amount_off',
      params: { min_spend: 40_000, amount: 10_000 },
      priority: 2,
      stackable: true,
    });
    const twenty = rule({
      name: '20 %',
      type: 'percent_off',
      params: { percent_bp: 2000 },
      priority: 1,
      stackable: true,
    });
    // 20 % of 44,000 = 8,800 first; 35,200 left ≥ 40,000? no — so the Rp 10,000 takes nothing.
    expect(applyPromotions(lines, [tenOff, twenty]).map((d) => [d.name, d.amount])).toEqual([['20 %', 8800]]);
    // Priorities the other way: 10,000 off 44,000, then 20 % of 34,000 = 6,800.
    const first = { ...tenOff, priority: 0 };
    const discounts = applyPromotions(lines, [twenty, first]);
    expect(discounts.map((d) => [d.name, d.amount])).toEqual([
      ['Rp 10,000 off', 10_000],
      ['20 %', 6800],
    ]);
    checkShares(lines, discounts);
  });

  it('stacked promotions are together one option against a non-stackable one', () => {
    const a = rule({ name: 'A', type: 'percent_off', params: { percent_bp: 1000 }, stackable: true });
    const b = rule({ name: 'B', type: 'amount_off', params: { amount: 1000 }, stackable: true });
    const alone = rule({ name: 'Alone', type: 'percent_off', params: { percent_bp: 1400 } });
    // A then B: 4,400 + 2,000 = 6,400 beats 14 % = 6,160.
    expect(applyPromotions(lines, [alone, b, a]).map((d) => d.name)).toEqual(['A', 'B']);
    const better = { ...alone, params: { percent_bp: 1500 } }; // 6,600
    expect(applyPromotions(lines, [a, b, better]).map((d) => d.name)).toEqual(['Alone']);
  });

  it('stacked discounts never take a line below 0', () => {
    const free = rule({ type: 'percent_off', params: { percent_bp: 10_000 }, stackable: true, priority: 1 });
    const more = rule({ type: 'amount_off', params: { amount: 5000 }, stackable: true, priority: 2 });
    const discounts = applyPromotions(lines, [free, more]);
    expect(discounts.reduce((sum, d) => sum + d.amount, 0)).toBe(44_000);
    expect(discounts).toHaveLength(1);
    checkShares(lines, discounts);
  });

  it.each([
    {
      why: 'lower priority wins a tie',
      first: { priority: 5, id: 900 },
      second: { priority: 6, id: 800 },
      winner: 900,
    },
    {
      why: 'equal priority: lower id wins a tie',
      first: { priority: 5, id: 901 },
      second: { priority: 5, id: 902 },
      winner: 901,
    },
  ])('$why', ({ first, second, winner }) => {
    const a = rule({ ...first, type: 'percent_off', params: { percent_bp: 5000 } });
    const b = rule({ ...second, type: 'buy_x_get_y', params: { buy: 1, get: 1, get_percent_bp: 10_000 } });
    expect(applyPromotions(lines, [b, a]).map((d) => d.promotionId)).toEqual([winner]);
    expect(applyPromotions(lines, [a, b]).map((d) => d.promotionId)).toEqual([winner]);
  });

  it('no promotion: no discount', () => {
    expect(applyPromotions(lines, [])).toEqual([]);
  });
});

describe('shares of a discount', () => {
  it('a 99-line order: every discount’s shares add up exactly', () => {
    const lines = Array.from({ length: 99 }, (_, i) =>
      line(i % 2 ? MILK_TEA : FRUIT_TEA, 10_001 + i * 137, 1 + (i % 3)),
    );
    const promotions = [
      rule({ type: 'percent_off', params: { percent_bp: 1333 }, stackable: true, priority: 1 }),
      rule({ type: 'nth_item_percent', params: { n: 3, percent_bp: 3333 }, stackable: true, priority: 2 }),
      rule({ type: 'bundle_price', params: { quantity: 4, price: 33_333 }, stackable: true, priority: 3 }),
      rule({ type: 'min_spend_amount_off', params: { min_spend: 1, amount: 99_999 }, stackable: true, priority: 4 }),
    ];
    const discounts = applyPromotions(lines, promotions);
    expect(discounts).toHaveLength(4);
    checkShares(lines, discounts);
    const points = pointsDiscount(lines, discounts, 123_457, 1)!;
    checkShares(lines, [...discounts, points]);
    expect(points.amount).toBe(123_457);
  });

  it.each([
    { total: 10, weights: [1, 1, 1], shares: [4, 3, 3] },
    { total: 7000, weights: [25_000, 22_000], shares: [3723, 3277] },
    { total: 5, weights: [0, 3, 2], shares: [0, 3, 2] },
    { total: 0, weights: [5], shares: [0] },
  ])('shares $total over $weights: $shares', ({ total, weights, shares }) => {
    expect(shareOut(total, weights)).toEqual(shares);
  });
});

describe('points redeemed', () => {
  const lines = [line(MILK_TEA, 22_000, 2), line(FRUIT_TEA, 10_000)];

  it('come last, on what the promotions left, funded by the brand', () => {
    const bogo = applyPromotions(lines, [
      rule({ type: 'buy_x_get_y', params: { buy: 1, get: 1, get_percent_bp: 10_000 } }),
    ]);
    expect(bogo[0]!.amount).toBe(22_000); // 22,000 + 22,000 + 10,000: the 22,000 pairs with the other 22,000
    const points = pointsDiscount(lines, bogo, 5000, 2)!;
    expect(points).toMatchObject({
      promotionId: null,
      name: 'Points',
      amount: 10_000,
      fundedBy: 'brand',
      points: 5000,
    });
    checkShares(lines, [...bogo, points]);
  });

  it('are capped at what is left; none or nothing left: no discount', () => {
    expect(pointsDiscount(lines, [], 1_000_000, 1)!.amount).toBe(54_000);
    expect(pointsDiscount(lines, [], 0, 1)).toBeNull();
    const all = applyPromotions(lines, [rule({ type: 'percent_off', params: { percent_bp: 10_000 } })]);
    expect(pointsDiscount(lines, all, 10, 1)).toBeNull();
  });
});

describe('the pricing function with promotions', () => {
  const charges: Charges = {
    pbjtBasisPoints: 1000,
    pbjtEnabled: true,
    serviceChargeBasisPoints: 500,
    serviceChargeTaxable: true,
    pricesIncludeTax: false,
    cashRoundingUnit: 0,
  };

  it('the PBJT base is after the discount: Rp 100,000 less 20 %, 5 % service, 10 % PBJT', () => {
    expect(orderAmounts(100_000, 20_000, charges, false)).toMatchObject({
      serviceCharge: 4000,
      taxBase: 84_000,
      tax: 8400,
      total: 92_400,
    });
    const twenty = rule({ type: 'percent_off', params: { percent_bp: 2000 } });
    const priced = priceOrder(
      [
        {
          line: { skuId: MILK_TEA, categoryId: TEA_CATEGORY },
          sku: { price: 50_000, discountedPrice: 0 },
          quantity: 2,
        },
      ],
      charges,
      false,
      (pricedLines) => applyPromotions(pricedLines, [twenty]),
    );
    expect(priced).toMatchObject({
      subtotal: 100_000,
      discountTotal: 20_000,
      taxBase: 84_000,
      tax: 8400,
      total: 92_400,
    });
    expect(priced.lines[0]!.discount).toBe(20_000);
    expect(priced.discounts).toHaveLength(1);
  });

  it('gives each line its share and the order its discounts', () => {
    const bogo = rule({ type: 'buy_x_get_y', params: { buy: 1, get: 1, get_percent_bp: 10_000 } });
    const priced = priceOrder(
      [
        { line: { skuId: MILK_TEA, categoryId: 1 }, sku: { price: 25_000, discountedPrice: 0 }, quantity: 1 },
        {
          line: { skuId: MILK_TEA, categoryId: 1 },
          sku: { price: 20_000, discountedPrice: 0 },
          quantity: 1,
          optionDeltas: [2000],
        },
      ],
      undefined,
      false,
      (pricedLines) => {
        const promotions = applyPromotions(pricedLines, [bogo]);
        const points = pointsDiscount(pricedLines, promotions, 1000, 1);
        return points ? [...promotions, points] : promotions;
      },
    );
    expect(priced.lines.map((l) => l.discount)).toEqual([1000, 22_000]);
    expect(priced.discountTotal).toBe(23_000);
    expect(priced.total).toBe(24_000);
  });

  it('refuses discounts whose shares do not add up or take a line below 0', () => {
    const lines = [{ line: {}, sku: { price: 1000, discountedPrice: 0 }, quantity: 1 }];
    const discount = (amount: number, share: number): AppliedDiscount => ({
      promotionId: 1,
      name: 'x',
      amount,
      fundedBy: 'brand',
      code: null,
      codeId: null,
      points: 0,
      lines: [{ line: 0, amount: share }],
    });
    expect(() => priceOrder(lines, undefined, false, () => [discount(10, 9)])).toThrow(RangeError);
    expect(() => priceOrder(lines, undefined, false, () => [discount(1001, 1001)])).toThrow(RangeError);
    expect(priceOrder(lines, undefined, false, () => [discount(1000, 1000)]).total).toBe(0);
  });
});
