// The drawer's arithmetic: what a shift's cash should be, whether a variance needs approval, and the
// business day a shift belongs to. Whole rupiah, integers only.
import { jakartaDate } from '../../lib/jakarta-time';

export interface CashFigures {
  openingFloat: number;
  /** Cash sales as paid, after cash rounding. */
  sales: number;
  refunds: number;
  payIn: number;
  payOut: number;
  safeDrops: number;
}

/** opening float + cash sales − cash refunds + pay in − pay out − safe drops. */
export function expectedCash(f: CashFigures): number {
  return f.openingFloat + f.sales - f.refunds + f.payIn - f.payOut - f.safeDrops;
}

/** Counted − expected: negative when the drawer is short. */
export function cashVariance(counted: number, expected: number): number {
  return counted - expected;
}

/** A variance beyond the tolerance (either way) waits for another user's approval. */
export function needsApproval(variance: number, tolerance: number): boolean {
  return Math.abs(variance) > tolerance;
}

const MINUTE = 60_000;

/** Minutes after midnight of an HH:mm time. */
function minutesOf(hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/**
 * The business day (YYYY-MM-DD) an instant falls on when business days begin at `startsAt` (HH:mm,
 * Jakarta time): the Jakarta date, a day earlier before `startsAt`. A shift belongs to the business
 * day on which it opened, however late it closes.
 */
export function businessDateOf(at: Date | number, startsAt: string): string {
  const instant = typeof at === 'number' ? at : at.getTime();
  return jakartaDate(instant - minutesOf(startsAt) * MINUTE);
}

/** The notes and coins a drawer is counted in, largest first. */
export const DENOMINATIONS = [100_000, 50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 500, 200, 100] as const;

/** What a count by note and coin adds up to. */
export function countedTotal(counts: readonly { value: number; count: number }[]): number {
  return counts.reduce((sum, { value, count }) => sum + value * count, 0);
}
