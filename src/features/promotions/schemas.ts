// The promotion form: the contract's create/update body (PromotionInput), checked here by the same
// rules the API applies, each message at its field (the type's amounts under `params.<name>`, the
// time window at `schedule.end_time`, the dates at `valid_to`). The output is the request body with
// only the amounts its type takes.
import { z } from 'zod';
import {
  OrderChannel,
  OrderType,
  PromotionFunder,
  PromotionStatus,
  PromotionType,
  type Promotion,
  type PromotionInput,
  type PromotionParams,
} from '@generated/model';
import { isTime } from '@/components/form/time-field';
import { maxLengthMessage, message, type TextKey } from '@/lib/validation/messages';

export const PROMOTION_TYPES = Object.values(PromotionType) as PromotionType[];
export const FUNDERS = Object.values(PromotionFunder) as PromotionFunder[];
export const STATUSES = Object.values(PromotionStatus) as PromotionStatus[];
export const CHANNELS = Object.values(OrderChannel);
export const ORDER_TYPES = Object.values(OrderType);
/** ISO days, Monday (1) to Sunday (7). */
export const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const NAME_MAX = 100;

type ParamName = keyof PromotionParams;

/** Each type's amounts, with the smallest and largest each may be. */
export const PARAMS_OF: Record<PromotionType, { name: ParamName; min: number; max?: number; percent?: boolean }[]> = {
  percent_off: [{ name: 'percent', min: 0.01, max: 100, percent: true }],
  amount_off: [{ name: 'amount', min: 1 }],
  buy_x_get_y: [
    { name: 'buy', min: 1 },
    { name: 'get', min: 1 },
    { name: 'get_percent', min: 0.01, max: 100, percent: true },
  ],
  nth_item_percent: [
    { name: 'n', min: 2 },
    { name: 'percent', min: 0.01, max: 100, percent: true },
  ],
  bundle_price: [
    { name: 'quantity', min: 2 },
    { name: 'price', min: 0 },
  ],
  min_spend_amount_off: [
    { name: 'min_spend', min: 1 },
    { name: 'amount', min: 1 },
  ],
};

/** The amounts that are money (typed as rupiah). */
export const MONEY_PARAMS: readonly ParamName[] = ['amount', 'price', 'min_spend'];

const ALL_PARAMS: ParamName[] = [
  'percent',
  'amount',
  'buy',
  'get',
  'get_percent',
  'n',
  'quantity',
  'price',
  'min_spend',
];

const optionalNumber = z.number().optional().nullable();
const day = (value: string | null | undefined) => (value ? value : null);

export const promotionFormSchema = z
  .object({
    name: z
      .string(message('promotion.nameRequired'))
      .trim()
      .min(1, message('promotion.nameRequired'))
      .max(NAME_MAX, maxLengthMessage('promotion.name', NAME_MAX)),
    type: z.enum(PROMOTION_TYPES as [PromotionType, ...PromotionType[]], message('promotion.typeRequired')),
    params: z.object(
      Object.fromEntries(ALL_PARAMS.map((name) => [name, optionalNumber])) as Record<ParamName, typeof optionalNumber>,
    ),
    applies_to: z.object({ sku_ids: z.array(z.number().int()), category_ids: z.array(z.number().int()) }),
    schedule: z.object({
      days_of_week: z.array(z.number().int().min(1).max(7)),
      start_time: z.string().optional(),
      end_time: z.string().optional(),
    }),
    valid_from: z.string().optional().nullable(),
    valid_to: z.string().optional().nullable(),
    outlet_ids: z.array(z.number().int()),
    channels: z.array(z.enum(CHANNELS)),
    order_types: z.array(z.enum(ORDER_TYPES)),
    funded_by: z.enum(FUNDERS as [PromotionFunder, ...PromotionFunder[]], message('promotion.fundedByRequired')),
    priority: z
      .number(message('promotion.priorityRange'))
      .int(message('promotion.priorityRange'))
      .min(0, message('promotion.priorityRange'))
      .max(1000, message('promotion.priorityRange')),
    stackable: z.boolean(),
    status: z.enum(STATUSES as [PromotionStatus, ...PromotionStatus[]]),
    requires_code: z.boolean(),
  })
  .superRefine((form, context) => {
    const issue = (path: (string | number)[], key: TextKey, values?: Record<string, unknown>) =>
      context.addIssue({ code: 'custom', path, message: message(key, values).error() });
    for (const param of PARAMS_OF[form.type] ?? []) {
      const value = form.params[param.name];
      const path = ['params', param.name];
      if (value === undefined || value === null || Number.isNaN(value)) issue(path, 'promotion.paramRequired');
      else if (param.percent && (value < param.min || value > (param.max ?? Infinity)))
        issue(path, 'promotion.percentRange');
      else if (param.percent && Math.round(value * 100) !== value * 100) issue(path, 'promotion.percentDecimals');
      else if (!param.percent && !Number.isInteger(value)) issue(path, 'promotion.wholeNumber');
      else if (value < param.min) issue(path, 'promotion.atLeast', { min: param.min });
    }
    const { start_time: start, end_time: end } = form.schedule;
    if (start && !isTime(start)) issue(['schedule', 'start_time'], 'promotion.timeInvalid');
    if (end && !isTime(end)) issue(['schedule', 'end_time'], 'promotion.timeInvalid');
    if (Boolean(start) !== Boolean(end)) issue(['schedule', start ? 'end_time' : 'start_time'], 'promotion.timeBoth');
    else if (start && end && isTime(start) && isTime(end) && end <= start)
      issue(['schedule', 'end_time'], 'promotion.endAfterStart');
    if (form.valid_from && form.valid_to && form.valid_to < form.valid_from)
      issue(['valid_to'], 'promotion.validToBeforeFrom');
  })
  .transform((form): PromotionInput => ({
    name: form.name,
    type: form.type,
    applies_to: form.applies_to,
    params: Object.fromEntries(
      (PARAMS_OF[form.type] ?? []).map((param) => [param.name, form.params[param.name] as number]),
    ) as PromotionParams,
    schedule: {
      days_of_week: [...form.schedule.days_of_week].sort((a, b) => a - b),
      start_time: day(form.schedule.start_time),
      end_time: day(form.schedule.end_time),
    },
    valid_from: day(form.valid_from),
    valid_to: day(form.valid_to),
    outlet_ids: form.outlet_ids,
    channels: form.channels,
    order_types: form.order_types,
    funded_by: form.funded_by,
    priority: form.priority,
    stackable: form.stackable,
    status: form.status,
    requires_code: form.requires_code,
  }));

export type PromotionFormInput = z.input<typeof promotionFormSchema>;
export type PromotionFormValues = z.output<typeof promotionFormSchema>;

const emptyParams = () =>
  Object.fromEntries(ALL_PARAMS.map((name) => [name, undefined])) as PromotionFormInput['params'];

/** A new promotion: a percent off, every day all day, everywhere, paid by the brand. */
export const emptyPromotion = (): PromotionFormInput => ({
  name: '',
  type: 'percent_off',
  params: emptyParams(),
  applies_to: { sku_ids: [], category_ids: [] },
  schedule: { days_of_week: [], start_time: '', end_time: '' },
  valid_from: null,
  valid_to: null,
  outlet_ids: [],
  channels: [],
  order_types: [],
  funded_by: 'brand',
  priority: 100,
  stackable: false,
  status: 'active',
  requires_code: false,
});

/** A saved promotion as the form edits it. */
export const promotionToForm = (promotion: Promotion): PromotionFormInput => ({
  name: promotion.name,
  type: promotion.type,
  params: { ...emptyParams(), ...promotion.params },
  applies_to: { sku_ids: [...promotion.applies_to.sku_ids], category_ids: [...promotion.applies_to.category_ids] },
  schedule: {
    days_of_week: [...promotion.schedule.days_of_week],
    start_time: promotion.schedule.start_time ?? '',
    end_time: promotion.schedule.end_time ?? '',
  },
  valid_from: promotion.valid_from,
  valid_to: promotion.valid_to,
  outlet_ids: [...promotion.outlet_ids],
  channels: [...promotion.channels],
  order_types: [...promotion.order_types],
  funded_by: promotion.funded_by,
  priority: promotion.priority,
  stackable: promotion.stackable,
  status: promotion.status,
  requires_code: promotion.requires_code,
});
