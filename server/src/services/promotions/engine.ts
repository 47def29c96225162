// The promotions the one pricing function applies: whether a promotion runs for an order (its
// status, dates, days, hours, outlets, doors and order types, in Asia/Jakarta) and what the
// promotions that run take off the order's lines, chosen deterministically, then the points a
// member redeems as the last discount. Pure: the caller reads the promotions and the order's lines
// and freezes the answer on the order.
//
// Which promotions apply: each promotion that does not stack is an option on its own; all those
// that stack together are one more option, applied one after another in (priority, id) order, each
// on what is left of every line after the ones before it. The option that takes the most off wins;
// between options that take the same, the one whose first promotion has the lower (priority, id).
// A promotion that takes nothing is left out of the answer.
//
// What each type takes off (the matching units are sorted by unit value high to low, ties by line
// order then unit, where a line's units share what is left of it as evenly as whole rupiah allow,
// the first units taking the odd rupiah):
// - percent_off `{ percent_bp }`: that percent of what is left of each matching line.
// - amount_off `{ amount }`: that much off each matching unit, never more than what is left of the line.
// - buy_x_get_y `{ buy, get, get_percent_bp }`: in each full run of buy + get units, the last `get`
//   (the cheapest) take get_percent_bp off their value.
// - nth_item_percent `{ n, percent_bp }`: every n-th unit takes percent_bp off its value.
// - bundle_price `{ quantity, price }`: each full group of `quantity` units costs `price` (no
//   discount when the units come to less); the group's discount is shared over its units by value.
// - min_spend_amount_off `{ min_spend, amount }`: when what is left of the matching lines comes to
//   at least min_spend, `amount` off them (at most all of it), shared by what is left of each line.
//
// Rounding: every amount is whole rupiah. A percent (in basis points) of an amount is rounded once,
// half up, in BigInt (`percentOf`, the same as service charge and PBJT): per line for percent_off,
// per unit for buy_x_get_y and nth_item_percent. An amount shared over lines or units (a bundle's,
// a minimum spend's, points) goes by largest remainder: each share is the floor of its exact part,
// and the rupiah left over go one each to the largest fractions (ties to the earlier line), so the
// shares add up to the amount exactly and none is above what it is shared by. A line's discounts
// never add up to more than its subtotal.
import type { promotions, PromotionFunder, PromotionParams, PromotionType } from '../../db/schema/promotions';
import { jakartaDate, jakartaDateTime } from '../../lib/jakarta-time';
import { percentOf, type AppliedDiscount } from '../sales/pricing';

/** A promotion as the engine reads it; `params` as stored (percents in basis points, `percent_bp`). */
export interface EngineRule {
  id: number;
  name: string;
  type: PromotionType;
  skuIds: readonly number[];
  categoryIds: readonly number[];
  params: PromotionParams;
  /** ISO days (1 Monday … 7 Sunday); empty: every day. */
  daysOfWeek: readonly number[];
  /** HH:mm in Jakarta, [start, end); both null: all day. An end before the start runs past midnight. */
  startTime: string | null;
  endTime: string | null;
  /** Jakarta dates, both inclusive; null: open-ended. */
  validFrom: string | null;
  validTo: string | null;
  outletIds: readonly number[];
  channels: readonly string[];
  orderTypes: readonly string[];
  fundedBy: PromotionFunder;
  priority: number;
  stackable: boolean;
  status: 'active' | 'inactive';
  requiresCode: boolean;
}

type Row = Pick<
  typeof promotions.$inferSelect,
  | 'id'
  | 'name'
  | 'type'
  | 'skuIds'
  | 'categoryIds'
  | 'params'
  | 'daysOfWeek'
  | 'startTime'
  | 'endTime'
  | 'validFrom'
  | 'validTo'
  | 'outletIds'
  | 'channels'
  | 'orderTypes'
  | 'fundedBy'
  | 'priority'
  | 'stackable'
  | 'status'
  | 'requiresCode'
>;
/** A `promotions` row (or a draft of one, its arrays read only). */
type PromotionRow = { [K in keyof Row]: Row[K] extends (infer T)[] ? readonly T[] : Row[K] };

/** The engine's rule for a `promotions` row (its params kept as stored: `percent_bp`, `get_percent_bp`, …). */
export function ruleFromRow(row: PromotionRow): EngineRule {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    skuIds: row.skuIds,
    categoryIds: row.categoryIds,
    params: row.params,
    daysOfWeek: row.daysOfWeek,
    startTime: row.startTime ? row.startTime.slice(0, 5) : null,
    endTime: row.endTime ? row.endTime.slice(0, 5) : null,
    validFrom: row.validFrom,
    validTo: row.validTo,
    outletIds: row.outletIds,
    channels: row.channels,
    orderTypes: row.orderTypes,
    fundedBy: row.fundedBy,
    priority: row.priority,
    stackable: row.stackable,
    status: row.status,
    requiresCode: row.requiresCode,
  };
}

/** Where and when an order is placed. */
export interface RunContext {
  at: Date;
  outletId: number;
  channel: string;
  orderType: string;
}

/** Why a promotion does not run for an order, or null when it does. */
export type NotRunning =
  'inactive' | 'not_yet_valid' | 'expired' | 'day' | 'time' | 'outlet' | 'channel' | 'order_type';

/** Why the promotion does not run for this order (the first reason, in this order), or null when it runs. */
export function whyNotRunning(rule: EngineRule, context: RunContext): NotRunning | null {
  if (rule.status !== 'active') return 'inactive';
  const date = jakartaDate(context.at);
  if (rule.validFrom !== null && date < rule.validFrom) return 'not_yet_valid';
  if (rule.validTo !== null && date > rule.validTo) return 'expired';
  if (rule.daysOfWeek.length > 0 && !rule.daysOfWeek.includes(isoWeekday(date))) return 'day';
  if (!inHours(rule, jakartaDateTime(context.at).slice(11, 16))) return 'time';
  if (rule.outletIds.length > 0 && !rule.outletIds.includes(context.outletId)) return 'outlet';
  if (rule.channels.length > 0 && !rule.channels.includes(context.channel)) return 'channel';
  if (rule.orderTypes.length > 0 && !rule.orderTypes.includes(context.orderType)) return 'order_type';
  return null;
}

/** Whether the promotion runs for an order placed at `at`, at this outlet, by this door, of this type. */
export function promotionRuns(rule: EngineRule, context: RunContext): boolean {
  return whyNotRunning(rule, context) === null;
}

function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Within [start, end) (HH:mm strings compare in time order); an end at or before the start wraps past midnight. */
function inHours(rule: EngineRule, time: string): boolean {
  const start = rule.startTime ?? '00:00';
  const end = rule.endTime;
  if (end === null) return time >= start;
  if (start < end) return time >= start && time < end;
  return time >= start || time < end;
}

/** A line as the engine sees it: what it is, how many, and what it costs. */
export interface EngineLine {
  skuId: number;
  categoryId: number | null;
  quantity: number;
  /** One unit's price, whole rupiah. */
  price: number;
  /** quantity × price. */
  subtotal: number;
}

/** Whether the promotion applies to the line's product: by SKU or its category; neither listed: every product. */
export function ruleMatches(rule: EngineRule, line: Pick<EngineLine, 'skuId' | 'categoryId'>): boolean {
  if (rule.skuIds.length === 0 && rule.categoryIds.length === 0) return true;
  return rule.skuIds.includes(line.skuId) || (line.categoryId !== null && rule.categoryIds.includes(line.categoryId));
}

/** A param as a whole number from 0 (a missing or broken one is 0, which takes nothing off). */
function param(rule: EngineRule, name: string): number {
  const value = rule.params[name];
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;
}

/**
 * `total` shared over `weights` by largest remainder: the shares add up to `total` exactly and none
 * is above its weight when `total` is at most their sum. Ties go to the earlier weight.
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const t = BigInt(total);
  const s = BigInt(sum);
  const parts = weights.map((weight, index) => {
    const exact = t * BigInt(weight);
    return { index, floor: exact / s, remainder: exact % s };
  });
  let left = t - parts.reduce((a, part) => a + part.floor, 0n);
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  const shares = parts.map((part) => part.floor);
  for (const part of byRemainder) {
    if (left <= 0n) break;
    if (part.remainder === 0n) continue;
    shares[part.index]! += 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

interface Unit {
  line: number;
  value: number;
}

/** The matching lines' units, by value high to low (ties: line order, then unit). */
function unitsOf(matching: readonly number[], lines: readonly EngineLine[], left: readonly number[]): Unit[] {
  const units: (Unit & { k: number })[] = [];
  for (const line of matching) {
    const { quantity } = lines[line]!;
    const base = Math.floor(left[line]! / quantity);
    const extra = left[line]! % quantity;
    for (let k = 0; k < quantity; k++) units.push({ line, k, value: base + (k < extra ? 1 : 0) });
  }
  return units.sort((a, b) => b.value - a.value || a.line - b.line || a.k - b.k);
}

/** What one promotion takes off each line, given what is left of each. */
function takeOff(rule: EngineRule, lines: readonly EngineLine[], left: readonly number[]): number[] {
  const off = lines.map(() => 0);
  const matching = lines.flatMap((line, index) => (ruleMatches(rule, line) && left[index]! > 0 ? [index] : []));
  if (matching.length === 0) return off;
  switch (rule.type) {
    case 'percent_off': {
      const bp = Math.min(param(rule, 'percent_bp'), 10_000);
      for (const line of matching) off[line] = percentOf(left[line]!, bp);
      break;
    }
    case 'amount_off': {
      const amount = param(rule, 'amount');
      for (const line of matching) off[line] = Math.min(amount * lines[line]!.quantity, left[line]!);
      break;
    }
    case 'buy_x_get_y': {
      const buy = param(rule, 'buy');
      const get = param(rule, 'get');
      const bp = Math.min(param(rule, 'get_percent_bp'), 10_000);
      if (buy === 0 || get === 0) break;
      const units = unitsOf(matching, lines, left);
      const run = buy + get;
      const full = Math.floor(units.length / run) * run;
      units.slice(0, full).forEach((unit, index) => {
        if (index % run >= buy) off[unit.line]! += percentOf(unit.value, bp);
      });
      break;
    }
    case 'nth_item_percent': {
      const n = param(rule, 'n');
      const bp = Math.min(param(rule, 'percent_bp'), 10_000);
      if (n === 0) break;
      unitsOf(matching, lines, left).forEach((unit, index) => {
        if (index % n === n - 1) off[unit.line]! += percentOf(unit.value, bp);
      });
      break;
    }
    case 'bundle_price': {
      const quantity = param(rule, 'quantity');
      const price = rule.params.price;
      if (quantity === 0 || typeof price !== 'number' || !Number.isSafeInteger(price) || price < 0) break;
      const units = unitsOf(matching, lines, left);
      for (let start = 0; start + quantity <= units.length; start += quantity) {
        const group = units.slice(start, start + quantity);
        const value = group.reduce((sum, unit) => sum + unit.value, 0);
        const shares = shareOut(
          value - price,
          group.map((unit) => unit.value),
        );
        group.forEach((unit, index) => (off[unit.line]! += shares[index]!));
      }
      break;
    }
    case 'min_spend_amount_off': {
      const minSpend = param(rule, 'min_spend');
      const spent = matching.reduce((sum, line) => sum + left[line]!, 0);
      if (spent < minSpend) break;
      const shares = shareOut(
        Math.min(param(rule, 'amount'), spent),
        matching.map((line) => left[line]!),
      );
      matching.forEach((line, index) => (off[line] = shares[index]!));
      break;
    }
  }
  return off;
}

const byPriority = (a: EngineRule, b: EngineRule) => a.priority - b.priority || a.id - b.id;

/** One promotion's discount from its shares of the lines; null when it takes nothing. */
function discountOf(rule: EngineRule, off: readonly number[]): AppliedDiscount | null {
  const lines = off.flatMap((amount, line) => (amount > 0 ? [{ line, amount }] : []));
  if (lines.length === 0) return null;
  return {
    promotionId: rule.id,
    name: rule.name,
    amount: lines.reduce((sum, line) => sum + line.amount, 0),
    fundedBy: rule.fundedBy,
    code: null,
    codeId: null,
    points: 0,
    lines,
  };
}

/** The promotions applied one after another, each on what the ones before left of every line. */
function applyInTurn(lines: readonly EngineLine[], rules: readonly EngineRule[]): AppliedDiscount[] {
  const left = lines.map((line) => line.subtotal);
  const applied: AppliedDiscount[] = [];
  for (const rule of rules) {
    const off = takeOff(rule, lines, left);
    off.forEach((amount, line) => (left[line]! -= amount));
    const discount = discountOf(rule, off);
    if (discount) applied.push(discount);
  }
  return applied;
}

/**
 * The discounts the promotions `rules` (those that run for the order; a promotion that requires a
 * code only when its code was given) take off `lines`: the best option allowed by stacking, as the
 * header says. Each discount's `lines` index into `lines` and add up to its amount; `code` and
 * `codeId` are null (the caller fills them for the voucher's promotion).
 */
export function applyPromotions(lines: readonly EngineLine[], rules: readonly EngineRule[]): AppliedDiscount[] {
  for (const line of lines) {
    if (
      !Number.isSafeInteger(line.subtotal) ||
      line.subtotal < 0 ||
      !Number.isSafeInteger(line.quantity) ||
      line.quantity < 1
    )
      throw new RangeError(`A line must be whole rupiah and units, got ${line.subtotal} for ${line.quantity}`);
  }
  const sorted = [...rules].sort(byPriority);
  const options: { first: EngineRule; discounts: AppliedDiscount[] }[] = sorted
    .filter((rule) => !rule.stackable)
    .map((rule) => ({ first: rule, discounts: applyInTurn(lines, [rule]) }));
  const stacking = sorted.filter((rule) => rule.stackable);
  if (stacking.length > 0) options.push({ first: stacking[0]!, discounts: applyInTurn(lines, stacking) });
  let best: { first: EngineRule; total: number; discounts: AppliedDiscount[] } | null = null;
  for (const option of options) {
    const total = option.discounts.reduce((sum, discount) => sum + discount.amount, 0);
    if (total === 0) continue;
    if (!best || total > best.total || (total === best.total && byPriority(option.first, best.first) < 0))
      best = { ...option, total };
  }
  return best ? best.discounts : [];
}

/** What is left of each line after these discounts. */
export function leftOfLines(lines: readonly Pick<EngineLine, 'subtotal'>[], discounts: readonly AppliedDiscount[]) {
  const left = lines.map((line) => line.subtotal);
  for (const discount of discounts) for (const share of discount.lines) left[share.line]! -= share.amount;
  return left;
}

/** The name points redeemed go by on an order. */
export const POINTS_DISCOUNT_NAME = 'Points';

/**
 * Points redeemed, the last discount: `points` × `pointValue` rupiah, at most what the earlier
 * discounts left of the order, shared over the lines by what is left of each (largest remainder);
 * funded by the brand. Null when no points are redeemed or nothing is left.
 */
export function pointsDiscount(
  lines: readonly Pick<EngineLine, 'subtotal'>[],
  earlier: readonly AppliedDiscount[],
  points: number,
  pointValue: number,
): AppliedDiscount | null {
  if (!Number.isSafeInteger(points) || points <= 0) return null;
  const left = leftOfLines(lines, earlier);
  const amount = Math.min(
    points * pointValue,
    left.reduce((a, b) => a + b, 0),
  );
  if (amount <= 0) return null;
  const shares = shareOut(amount, left);
  return {
    promotionId: null,
    name: POINTS_DISCOUNT_NAME,
    amount,
    fundedBy: 'brand',
    code: null,
    codeId: null,
    points,
    lines: shares.flatMap((share, line) => (share > 0 ? [{ line, amount: share }] : [])),
  };
}
