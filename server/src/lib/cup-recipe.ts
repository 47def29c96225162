// What one cup uses: a product's base recipe adjusted by the options it is sold with, exactly, in
// thousandths of a stock unit ("milli-units"), with each option's share of the change kept apart so
// the modifier report can say what every option added or saved.
//
// The rules, applied per ingredient line of the base recipe:
// - `remove` takes the base line out: the first removing option's share is minus the whole line, and
//   any scale of that line does nothing;
// - `scale` multiplies the line by factor_percent / 100; several scales of one line apply in the
//   order the options are given, each rounded half up to a whole milli-unit, and each option's
//   share is what it changed;
// - `add` uses its quantity on top, whether or not the base recipe has the ingredient (a scale
//   never applies to an added amount: a large oat-milk cup adds what the oat-milk option says).
// A `scale` or `remove` of an ingredient the base recipe lacks changes nothing and is a gap, as is
// an option that charges a price but changes no ingredient: the cup is costed from what is known
// and flagged, never silently free.
//
// Whole stock units are booked from these exact amounts by the stock ledger, which carries the
// fraction per outlet and SKU (inventory_stocks.owed_milli), so many cups never drift.
import type { ModifierAction } from '../db/schema';

export const MILLI = 1000;

export interface BaseLine {
  skuId: number;
  /** Whole stock units per serving. */
  quantity: number;
}

export interface OptionRecipeItem {
  skuId: number;
  action: ModifierAction;
  /** Stock units per cup, for `add`. */
  quantity: number | null;
  /** Percent, for `scale`. */
  factorPercent: number | null;
}

export interface ChosenOption {
  optionId: number;
  priceDelta: number;
  items: readonly OptionRecipeItem[];
}

export interface UsageShare {
  skuId: number;
  /** null for the base recipe's share. */
  optionId: number | null;
  /** Thousandths of a stock unit per cup; negative for what an option saved. */
  milli: number;
}

export type GapReason = 'no_recipe' | 'not_in_recipe';

export interface Gap {
  optionId: number;
  reason: GapReason;
  /** The ingredient the recipe lacks, for `not_in_recipe`. */
  skuId: number | null;
}

/** x × percent / 100, rounded half up to a whole number (x and the answer in milli-units). */
const scaled = (milli: number, percent: number) => Math.floor((milli * percent + 50) / 100);

/** The options that do not fit the base recipe, in the order given. */
export function recipeGaps(base: readonly BaseLine[], options: readonly ChosenOption[]): Gap[] {
  const inBase = new Set(base.map((line) => line.skuId));
  const gaps: Gap[] = [];
  for (const option of options) {
    if (option.items.length === 0 && option.priceDelta !== 0)
      gaps.push({ optionId: option.optionId, reason: 'no_recipe', skuId: null });
    for (const item of option.items)
      if (item.action !== 'add' && !inBase.has(item.skuId))
        gaps.push({ optionId: option.optionId, reason: 'not_in_recipe', skuId: item.skuId });
  }
  return gaps;
}

/** What one cup uses, as the base recipe's shares and each option's change (zero changes left out). */
export function cupUsage(
  base: readonly BaseLine[],
  options: readonly ChosenOption[],
): { shares: UsageShare[]; gaps: Gap[] } {
  const shares: UsageShare[] = [];
  for (const line of base) {
    let current = line.quantity * MILLI;
    shares.push({ skuId: line.skuId, optionId: null, milli: current });
    const changes = options.flatMap((option) =>
      option.items
        .filter((item) => item.skuId === line.skuId && item.action !== 'add')
        .map((item) => ({ option, item })),
    );
    const remover = changes.find(({ item }) => item.action === 'remove');
    if (remover) {
      if (current !== 0) shares.push({ skuId: line.skuId, optionId: remover.option.optionId, milli: -current });
      continue;
    }
    for (const { option, item } of changes) {
      const next = scaled(current, item.factorPercent ?? 100);
      if (next !== current) shares.push({ skuId: line.skuId, optionId: option.optionId, milli: next - current });
      current = next;
    }
  }
  for (const option of options)
    for (const item of option.items)
      if (item.action === 'add' && item.quantity)
        shares.push({ skuId: item.skuId, optionId: option.optionId, milli: item.quantity * MILLI });
  return { shares, gaps: recipeGaps(base, options) };
}

/** Per ingredient, what the shares add up to (in the order ingredients first appear), zeros left out. */
export function usagePerSku(shares: readonly UsageShare[]): Map<number, number> {
  const total = new Map<number, number>();
  for (const share of shares) total.set(share.skuId, (total.get(share.skuId) ?? 0) + share.milli);
  for (const [skuId, milli] of total) if (milli === 0) total.delete(skuId);
  return total;
}

/** Milli-units as the contract's ExactQuantity: 7500 → "7.5", -3150000 → "-3150". */
export function exactQuantity(milli: number): string {
  const sign = milli < 0 ? '-' : '';
  const abs = Math.abs(milli);
  const fraction = String(abs % MILLI)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${sign}${Math.trunc(abs / MILLI)}${fraction ? `.${fraction}` : ''}`;
}

/**
 * What amounts of stock cost, in whole rupiah rounded half up once: each amount in milli-units at its
 * SKU's average cost in milli-rupiah per stock unit; null when any SKU has no cost yet.
 */
export function usageCost(amounts: readonly { milli: number; avgCostMilli: number | null }[]): number | null {
  let total = 0n;
  for (const { milli, avgCostMilli } of amounts) {
    if (avgCostMilli === null) return null;
    total += BigInt(milli) * BigInt(avgCostMilli);
  }
  // total is in millionths of a rupiah; round half up (away from zero for the rare negative).
  const negative = total < 0n;
  const abs = negative ? -total : total;
  const rupiah = Number((abs + 500_000n) / 1_000_000n);
  return negative ? -rupiah : rupiah;
}
