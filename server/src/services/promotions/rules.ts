// The rules a promotion keeps: each broken one is a 422 naming its field, in the order a reader goes
// through the form. First those it keeps on its own (`checkPromotion`), then those the database
// answers (`checkReferences`: its products, categories and outlets exist, and the outlets are the
// caller's). What passes comes out as the row to store, percents in basis points.
import { and, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import {
  categories,
  ORDER_CHANNELS,
  ORDER_TYPES,
  outlets,
  PROMOTION_FUNDERS,
  PROMOTION_STATUSES,
  PROMOTION_TYPES,
  skus,
  type PromotionParams,
  type PromotionType,
} from '../../db/schema';
import { unprocessable } from '../../lib/http-error';
import type { OutletReach } from '../../lib/outlet-access';

export type PromotionInput = components['schemas']['PromotionInput'];
export type ApiParams = components['schemas']['PromotionParams'];

export const NAME_MAX = 100;
export const PRIORITY_MAX = 1000;
export const DEFAULT_PRIORITY = 100;
/** The most units a buy, get, n or bundle counts, and the most rupiah a promotion's amount holds. */
const COUNT_MAX = 1000;
const MONEY_MAX = 100_000_000;

/** A promotion's row as stored (less its id and bookkeeping). */
export interface PromotionValues {
  name: string;
  type: PromotionType;
  skuIds: number[];
  categoryIds: number[];
  params: PromotionParams;
  daysOfWeek: number[];
  startTime: string | null;
  endTime: string | null;
  validFrom: string | null;
  validTo: string | null;
  outletIds: number[];
  channels: string[];
  orderTypes: string[];
  fundedBy: (typeof PROMOTION_FUNDERS)[number];
  priority: number;
  stackable: boolean;
  status: (typeof PROMOTION_STATUSES)[number];
  requiresCode: boolean;
}

type ParamName = keyof ApiParams;
type ParamRule =
  { kind: 'percent' } | { kind: 'count'; min: number; label: string } | { kind: 'money'; min: number; label: string };

const PERCENT: ParamRule = { kind: 'percent' };

/** The params each type takes, in the order the form shows them. */
export const PARAMS_BY_TYPE: Record<PromotionType, Partial<Record<ParamName, ParamRule>>> = {
  percent_off: { percent: PERCENT },
  amount_off: { amount: { kind: 'money', min: 1, label: 'The amount' } },
  buy_x_get_y: {
    buy: { kind: 'count', min: 1, label: 'Buy' },
    get: { kind: 'count', min: 1, label: 'Get' },
    get_percent: PERCENT,
  },
  nth_item_percent: { n: { kind: 'count', min: 2, label: 'Every n-th item' }, percent: PERCENT },
  bundle_price: {
    quantity: { kind: 'count', min: 2, label: 'The bundle quantity' },
    price: { kind: 'money', min: 0, label: 'The bundle price' },
  },
  min_spend_amount_off: {
    min_spend: { kind: 'money', min: 1, label: 'The minimum spend' },
    amount: { kind: 'money', min: 1, label: 'The amount' },
  },
};

/** Percents go in basis points under these names; the rest keep theirs. */
const STORED_NAME: Partial<Record<ParamName, string>> = { percent: 'percent_bp', get_percent: 'get_percent_bp' };

const isType = (value: string): value is PromotionType => (PROMOTION_TYPES as readonly string[]).includes(value);

/** A percent with at most two decimals, from 0.01 to 100, in basis points; undefined when it is not one. */
function basisPoints(percent: number): number | undefined {
  const bp = Math.round(percent * 100);
  if (Math.abs(bp - percent * 100) > 1e-6) return undefined;
  return bp >= 1 && bp <= 10_000 ? bp : undefined;
}

function checkParams(type: PromotionType, params: ApiParams, prefix: string): PromotionParams {
  const rules = PARAMS_BY_TYPE[type];
  const given = params as Record<string, number | undefined>;
  for (const name of Object.keys(given)) {
    if (given[name] !== undefined && !(name in rules))
      throw unprocessable('This type of promotion does not take this value', `${prefix}params.${name}`);
  }
  const stored: PromotionParams = {};
  for (const [name, rule] of Object.entries(rules) as [ParamName, ParamRule][]) {
    const field = `${prefix}params.${name}`;
    const value = given[name];
    if (rule.kind === 'percent') {
      const bp = value === undefined || value === null ? undefined : basisPoints(value);
      if (bp === undefined)
        throw unprocessable('The percent must be from 0.01 to 100, with two decimals at most', field);
      stored[STORED_NAME[name]!] = bp;
      continue;
    }
    const max = rule.kind === 'count' ? COUNT_MAX : MONEY_MAX;
    if (value === undefined || value === null || !Number.isInteger(value) || value < rule.min || value > max)
      throw unprocessable(
        `${rule.label} must be a whole number from ${rule.min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}`,
        field,
      );
    stored[name] = value;
  }
  return stored;
}

/** A stored promotion's params as the contract gives them (percents back in percent). */
export function apiParams(stored: PromotionParams): ApiParams {
  const params: Record<string, number> = {};
  for (const [name, value] of Object.entries(stored)) {
    if (name === 'percent_bp') params.percent = value / 100;
    else if (name === 'get_percent_bp') params.get_percent = value / 100;
    else params[name] = value;
  }
  return params as ApiParams;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function uniqueKnown(values: readonly string[], known: readonly string[], field: string, what: string): string[] {
  if (values.some((value) => !known.includes(value)))
    throw unprocessable(`${what} must be one of ${known.join(', ')}`, field);
  if (new Set(values).size !== values.length) throw unprocessable(`${what} may be listed once each`, field);
  return known.filter((value) => values.includes(value));
}

function uniqueIds(ids: readonly number[], field: string): number[] {
  if (new Set(ids).size !== ids.length) throw unprocessable('An id may be listed once', field);
  return [...ids].sort((a, b) => a - b);
}

/**
 * 422 for the first rule the promotion breaks on its own; else its row. `prefix` names the fields
 * of a promotion given inside another body (`promotion.` in a preview).
 */
export function checkPromotion(input: PromotionInput, prefix = ''): PromotionValues {
  const field = (name: string) => `${prefix}${name}`;
  const name = input.name.trim();
  if (!name) throw unprocessable('Name is required', field('name'));
  if (name.length > NAME_MAX) throw unprocessable(`Name may be ${NAME_MAX} characters at most`, field('name'));
  if (!isType(input.type)) throw unprocessable(`The type must be one of ${PROMOTION_TYPES.join(', ')}`, field('type'));
  const params = checkParams(input.type, input.params, prefix);
  const skuIds = uniqueIds(input.applies_to.sku_ids, field('applies_to.sku_ids'));
  const categoryIds = uniqueIds(input.applies_to.category_ids, field('applies_to.category_ids'));

  const schedule = input.schedule ?? { days_of_week: [], start_time: null, end_time: null };
  const days = schedule.days_of_week;
  if (days.some((day) => !Number.isInteger(day) || day < 1 || day > 7))
    throw unprocessable('Days of the week are 1 (Monday) to 7 (Sunday)', field('schedule.days_of_week'));
  if (new Set(days).size !== days.length)
    throw unprocessable('A day of the week may be listed once', field('schedule.days_of_week'));
  const start = schedule.start_time ?? null;
  const end = schedule.end_time ?? null;
  if (start !== null && !TIME.test(start))
    throw unprocessable('The start time must be HH:mm (00:00 to 23:59)', field('schedule.start_time'));
  if (end !== null && !TIME.test(end))
    throw unprocessable('The end time must be HH:mm (00:00 to 23:59)', field('schedule.end_time'));
  if (start !== null && end === null)
    throw unprocessable('Give an end time with the start time', field('schedule.end_time'));
  if (start === null && end !== null)
    throw unprocessable('Give a start time with the end time', field('schedule.start_time'));
  if (start !== null && end !== null && start >= end)
    throw unprocessable('The end time must be after the start time', field('schedule.end_time'));

  const validFrom = input.valid_from ?? null;
  const validTo = input.valid_to ?? null;
  if (validFrom !== null && validTo !== null && validFrom > validTo)
    throw unprocessable('The last day cannot be before the first day', field('valid_to'));

  const outletIds = uniqueIds(input.outlet_ids ?? [], field('outlet_ids'));
  const channels = uniqueKnown(input.channels ?? [], ORDER_CHANNELS, field('channels'), 'Channels');
  const orderTypes = uniqueKnown(input.order_types ?? [], ORDER_TYPES, field('order_types'), 'Order types');
  const fundedBy = input.funded_by;
  if (!(PROMOTION_FUNDERS as readonly string[]).includes(fundedBy))
    throw unprocessable('Funded by must be brand or outlet', field('funded_by'));
  const priority = input.priority ?? DEFAULT_PRIORITY;
  if (!Number.isInteger(priority) || priority < 0 || priority > PRIORITY_MAX)
    throw unprocessable(`The priority must be a whole number from 0 to ${PRIORITY_MAX}`, field('priority'));
  const status = input.status ?? 'active';
  if (!(PROMOTION_STATUSES as readonly string[]).includes(status))
    throw unprocessable('The status must be active or inactive', field('status'));

  return {
    name,
    type: input.type,
    skuIds,
    categoryIds,
    params,
    daysOfWeek: [...days].sort((a, b) => a - b),
    startTime: start,
    endTime: end,
    validFrom,
    validTo,
    outletIds,
    channels,
    orderTypes,
    fundedBy: fundedBy as PromotionValues['fundedBy'],
    priority,
    stackable: input.stackable ?? false,
    status: status as PromotionValues['status'],
    requiresCode: input.requires_code ?? false,
  };
}

/** Whether the caller manages a promotion at these outlets: all of them reached; chain-wide needs every outlet. */
export function manages(reach: OutletReach, outletIds: readonly number[]): boolean {
  if (reach.all) return true;
  return outletIds.length > 0 && outletIds.every((id) => reach.ids.includes(id));
}

/**
 * 422 unless the products, categories and outlets it names exist (products being products, not
 * ingredients or prep items) and the caller manages its outlets.
 */
export async function checkReferences(
  db: DbOrTx,
  reach: OutletReach,
  values: PromotionValues,
  prefix = '',
): Promise<void> {
  if (values.skuIds.length > 0) {
    const found = await db
      .select({ id: skus.id })
      .from(skus)
      .where(and(inArray(skus.id, values.skuIds), eq(skus.kind, 'product')));
    if (found.length !== values.skuIds.length)
      throw unprocessable('Every item must be an existing product', `${prefix}applies_to.sku_ids`);
  }
  if (values.categoryIds.length > 0) {
    const found = await db
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.id, values.categoryIds));
    if (found.length !== values.categoryIds.length)
      throw unprocessable('Every category must exist', `${prefix}applies_to.category_ids`);
  }
  if (values.outletIds.length === 0) {
    if (!reach.all)
      throw unprocessable(
        'A promotion at every outlet needs access to every outlet; pick outlets',
        `${prefix}outlet_ids`,
      );
    return;
  }
  const reached = values.outletIds.every((id) => reach.all || reach.ids.includes(id));
  const found = reached
    ? await db.select({ id: outlets.id }).from(outlets).where(inArray(outlets.id, values.outletIds))
    : [];
  if (found.length !== values.outletIds.length)
    throw unprocessable('Every outlet must exist and be one you manage', `${prefix}outlet_ids`);
}
