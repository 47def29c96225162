import { describe, expect, it } from 'vitest';
import {
  businessDateOf,
  cashVariance,
  countedTotal,
  expectedCash,
  needsApproval,
} from '../../src/services/shifts/cash';

describe("a shift's drawer", () => {
  it('expects float + cash sales − refunds + pay in − pay out − safe drops', () => {
    const expected = expectedCash({
      openingFloat: 500_000,
      sales: 1_200_000,
      refunds: 50_000,
      payIn: 0,
      payOut: 100_000,
      safeDrops: 0,
    });
    expect(expected).toBe(1_550_000);
    expect(cashVariance(1_540_000, expected)).toBe(-10_000);
    expect(expectedCash({ openingFloat: 0, sales: 0, refunds: 0, payIn: 20_000, payOut: 0, safeDrops: 15_000 })).toBe(
      5_000,
    );
  });

  it('sends a variance beyond the tolerance, either way, to approval', () => {
    expect(needsApproval(-10_000, 5_000)).toBe(true);
    expect(needsApproval(10_000, 5_000)).toBe(true);
    expect(needsApproval(-5_000, 5_000)).toBe(false);
    expect(needsApproval(0, 0)).toBe(false);
    expect(needsApproval(100, 0)).toBe(true);
  });

  it('adds up a count by note and coin', () => {
    expect(
      countedTotal([
        { value: 100_000, count: 15 },
        { value: 20_000, count: 2 },
        { value: 100, count: 3 },
      ]),
    ).toBe(1_540_300);
    expect(countedTotal([])).toBe(0);
  });
});

describe('the business day of a shift', () => {
  // 18:00 WIB on 20 November is 11:00 UTC; 01:30 WIB on the 21st is 18:30 UTC on the 20th.
  const evening = Date.parse('2026-11-20T11:00:00Z');
  const afterMidnight = Date.parse('2026-11-20T18:30:00Z');

  it('is the Jakarta date when days begin at midnight', () => {
    expect(businessDateOf(evening, '00:00')).toBe('2026-11-20');
    expect(businessDateOf(afterMidnight, '00:00')).toBe('2026-11-21');
  });

  it('is the day before when the instant is earlier than the day start', () => {
    expect(businessDateOf(afterMidnight, '04:00')).toBe('2026-11-20');
    // 04:00 WIB exactly starts the new day.
    expect(businessDateOf(Date.parse('2026-11-20T21:00:00Z'), '04:00')).toBe('2026-11-21');
    expect(businessDateOf(Date.parse('2026-11-20T20:59:00Z'), '04:00')).toBe('2026-11-20');
  });
});
