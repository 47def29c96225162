// The outlet form: the contract's create/update body with the spec's messages in front of it
// (Name and Address required, 'Area is required', 'Owner is required', the registers); its
// opening-hours tab and its Tax tab.
import { z } from 'zod';
import {
  createOutletBody,
  createOutletBodyAddressMax,
  createOutletBodyNameMax,
  createOutletBodyRegistersItemMax,
  createOutletBodyRegistersMax,
  createOutletBodyStaffIdsMax,
  replaceOutletPickupHoursBodyCapacityMax,
  replaceOutletPickupHoursBodyClosedDaysItemNoteMax,
  replaceOutletPickupHoursBodyClosedDaysMax,
  replaceOutletPickupHoursBodySlotMinutesMax,
  replaceOutletPickupHoursBodySlotMinutesMin,
} from '@generated/zod/outlets/outlets.zod';
import {
  replaceOutletTaxBody,
  replaceOutletTaxBodyNpwpdMax,
  replaceOutletTaxBodyNpwpdRegExp,
  replaceOutletTaxResponseDataPbjtRatePercentMax,
  replaceOutletTaxResponseDataServiceChargePercentMax,
} from '@generated/zod/tax/tax.zod';
import type { PickupHours, PickupHoursInput } from '@generated/model';
import { type TextKey, maxLengthMessage, message } from '@/lib/validation/messages';
import { t } from '@/lib/i18n';
import { isTime } from '@/components/form/time-field';

/** A custom issue's message from the catalogue, in the language of the moment. */
const text = (key: TextKey) => ({ message: t(key) as unknown as string });

const requiredText = (required: TextKey, label: TextKey, max: number) =>
  z.string(message(required)).trim().min(1, message(required)).max(max, maxLengthMessage(label, max));

const chosenId = (required: TextKey) => z.union([z.number(), z.undefined()]).pipe(z.number(message(required)));

export const outletFormSchema = createOutletBody.extend({
  name: requiredText('outlet.nameRequired', 'outlet.name', createOutletBodyNameMax).pipe(createOutletBody.shape.name),
  address: requiredText('outlet.addressRequired', 'outlet.address', createOutletBodyAddressMax).pipe(
    createOutletBody.shape.address,
  ),
  // Nothing chosen yet is undefined in the form; the message says what is missing.
  area_id: chosenId('outlet.areaRequired').pipe(createOutletBody.shape.area_id),
  owner_id: chosenId('outlet.ownerRequired').pipe(createOutletBody.shape.owner_id),
  is_hq: z.boolean(),
  staff_ids: z.array(z.number()).max(createOutletBodyStaffIdsMax),
  // 1 to 20 names, none longer than 40 characters, no two alike in any case.
  registers: z
    .array(
      z
        .string()
        .trim()
        .max(
          createOutletBodyRegistersItemMax,
          message('outlet.registerTooLong', { max: createOutletBodyRegistersItemMax }),
        ),
    )
    .min(1, message('outlet.registersRequired'))
    .max(createOutletBodyRegistersMax, message('outlet.registersTooMany', { max: createOutletBodyRegistersMax }))
    .refine(
      (names) => new Set(names.map((name) => name.toLocaleLowerCase('id'))).size === names.length,
      message('outlet.registersUnique'),
    )
    .pipe(createOutletBody.shape.registers.unwrap()),
});

/** What the form holds while the user edits it (no area or owner chosen yet). */
export type OutletFormInput = z.input<typeof outletFormSchema>;
/** What the form hands over on submit: the request body of create and update. */
export type OutletFormValues = z.output<typeof outletFormSchema>;

export const EMPTY_OUTLET: OutletFormInput = {
  name: '',
  address: '',
  area_id: undefined,
  owner_id: undefined,
  is_hq: false,
  staff_ids: [],
  registers: [],
};

/** Monday first, as the form lists the days and the API answers them. */
export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

const optionalTime = z.union([z.string(), z.undefined()]);
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** One weekday: closed, or open with both times, closing after opening. */
const openingDay = z
  .object({ weekday: z.enum(WEEKDAYS), open: z.boolean(), opens_at: optionalTime, closes_at: optionalTime })
  .superRefine((day, ctx) => {
    if (!day.open) return;
    if (!day.opens_at) ctx.addIssue({ code: 'custom', path: ['opens_at'], ...text('pickupHours.opensRequired') });
    else if (!isTime(day.opens_at))
      ctx.addIssue({ code: 'custom', path: ['opens_at'], ...text('pickupHours.timeInvalid') });
    if (!day.closes_at) ctx.addIssue({ code: 'custom', path: ['closes_at'], ...text('pickupHours.closesRequired') });
    else if (!isTime(day.closes_at))
      ctx.addIssue({ code: 'custom', path: ['closes_at'], ...text('pickupHours.timeInvalid') });
    // HH:mm strings compare as times.
    if (day.opens_at && day.closes_at && isTime(day.opens_at) && isTime(day.closes_at) && day.closes_at <= day.opens_at)
      ctx.addIssue({ code: 'custom', path: ['closes_at'], ...text('pickupHours.closeAfterOpen') });
  });

/**
 * The opening-hours form: each weekday open (with both times, closing after opening and long
 * enough for one window) or closed, the window length (5 to 240 minutes), the orders a window
 * holds (at least 1), and the closed days (a date each, once).
 */
export const pickupHoursFormSchema = z
  .object({
    slot_minutes: z
      .number(message('pickupHours.slotMinutesRequired'))
      .int()
      .min(replaceOutletPickupHoursBodySlotMinutesMin, message('pickupHours.slotMinutesRange'))
      .max(replaceOutletPickupHoursBodySlotMinutesMax, message('pickupHours.slotMinutesRange')),
    capacity: z
      .number(message('pickupHours.capacityRequired'))
      .int()
      .min(1, message('pickupHours.capacityMin'))
      .max(replaceOutletPickupHoursBodyCapacityMax, message('pickupHours.capacityMax')),
    weekly_hours: z.array(openingDay).length(7),
    closed_days: z
      .array(
        z.object({
          date: z.union([z.string(), z.undefined()]).pipe(z.string(message('pickupHours.dateRequired'))),
          note: z.string().trim().max(replaceOutletPickupHoursBodyClosedDaysItemNoteMax),
        }),
      )
      .max(replaceOutletPickupHoursBodyClosedDaysMax)
      .superRefine((days, ctx) => {
        const seen = new Set<string>();
        days.forEach((day, i) => {
          if (seen.has(day.date))
            ctx.addIssue({ code: 'custom', path: [i, 'date'], ...text('pickupHours.duplicateDate') });
          seen.add(day.date);
        });
      }),
  })
  // Checked once the rest holds: each open day lasts at least one window.
  .superRefine((values, ctx) => {
    values.weekly_hours.forEach((day, i) => {
      if (day.open && minutesOf(day.closes_at!) - minutesOf(day.opens_at!) < values.slot_minutes)
        ctx.addIssue({
          code: 'custom',
          path: ['weekly_hours', i, 'closes_at'],
          ...text('pickupHours.shorterThanWindow'),
        });
    });
  })
  .transform((values): PickupHoursInput => ({
    slot_minutes: values.slot_minutes,
    capacity: values.capacity,
    weekly_hours: values.weekly_hours.map((day) =>
      day.open
        ? { weekday: day.weekday, opens_at: day.opens_at!, closes_at: day.closes_at! }
        : { weekday: day.weekday, opens_at: null, closes_at: null },
    ),
    closed_days: values.closed_days.map((day) => ({ date: day.date, note: day.note })),
  }));

export type PickupHoursFormInput = z.input<typeof pickupHoursFormSchema>;

/** The form's values for the hours as the API answers them (a closed day keeps empty times). */
export const pickupHoursToInput = (hours: PickupHours): PickupHoursFormInput => ({
  slot_minutes: hours.slot_minutes,
  capacity: hours.capacity,
  weekly_hours: WEEKDAYS.map((weekday) => {
    const day = hours.weekly_hours.find((d) => d.weekday === weekday);
    const open = Boolean(day?.opens_at && day.closes_at);
    return {
      weekday,
      open,
      opens_at: open ? day!.opens_at! : undefined,
      closes_at: open ? day!.closes_at! : undefined,
    };
  }),
  closed_days: hours.closed_days.map((day) => ({ date: day.date, note: day.note })),
});

/** Whether a percent has at most two decimals (2.5 and 7.25 do, 9.125 does not). */
const twoDecimals = (percent: number) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6;

const percent = (required: TextKey, range: TextKey, max: number) =>
  z
    .number(message(required))
    .min(0, message(range))
    .max(max, message(range))
    .refine(twoDecimals, message('outletTax.twoDecimals'));

/**
 * The Tax tab: PBJT on or off and its rate (0 to 10 %), the service charge (0 to 20 %) and the
 * order types it applies to, whether it is taxed, and the NPWPD printed on receipts.
 */
export const outletTaxFormSchema = z.object({
  pbjt_enabled: z.boolean(),
  pbjt_rate_percent: percent(
    'outletTax.rateRequired',
    'outletTax.rateRange',
    replaceOutletTaxResponseDataPbjtRatePercentMax,
  ),
  service_charge_percent: percent(
    'outletTax.serviceRequired',
    'outletTax.serviceRange',
    replaceOutletTaxResponseDataServiceChargePercentMax,
  ),
  service_charge_order_types: replaceOutletTaxBody.shape.service_charge_order_types,
  service_charge_taxable: z.boolean(),
  npwpd: z
    .string()
    .trim()
    .max(replaceOutletTaxBodyNpwpdMax, maxLengthMessage('outletTax.npwpd', replaceOutletTaxBodyNpwpdMax))
    .regex(replaceOutletTaxBodyNpwpdRegExp, message('outletTax.npwpdInvalid')),
});

export type OutletTaxFormInput = z.input<typeof outletTaxFormSchema>;

/** The order types in the order the tab lists them. */
export const TAX_ORDER_TYPES = ['dine_in', 'takeaway', 'pickup'] as const;
