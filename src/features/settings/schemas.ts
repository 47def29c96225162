// The chain settings form: the contract's body with the spec's messages in front of it; the
// approval threshold (empty: none), the letterhead details, whether prices include tax and how
// cash is rounded, the shifts' cash variance tolerance and the hour a business day starts, and what
// members earn in points and what a point is worth.
// Written here only what the contract cannot say: whole rupiah, and the NPWP and phone number as
// people write them (dots, dashes, spaces), brought to the one form the API stores.
import { z } from 'zod';
import {
  updateSettingsBody,
  updateSettingsBodyCashVarianceToleranceMax,
  updateSettingsBodyCompanyAddressMax,
  updateSettingsBodyCompanyNameMax,
  updateSettingsBodyCompanyNpwpRegExp,
  updateSettingsBodyCompanyPhoneRegExp,
  updateSettingsBodyPointValueMax,
  updateSettingsBodyPointsEarnPercentMax,
} from '@generated/zod/settings/settings.zod';
import type { ChainSettingsInput } from '@generated/model';
import { isTime } from '@/components/form/time-field';
import { normaliseNpwp } from '@/lib/npwp';
import { normalisePhone } from '@/lib/phone';
import { maxLengthMessage, message } from '@/lib/validation/messages';

const body = updateSettingsBody.shape;

export const settingsFormSchema = z.object({
  po_approval_threshold: z
    .number()
    .int()
    .min(1, message('settings.thresholdMin'))
    .pipe(body.po_approval_threshold.unwrap())
    .optional(),
  company_name: z
    .string()
    .trim()
    .max(updateSettingsBodyCompanyNameMax, maxLengthMessage('settings.companyName', updateSettingsBodyCompanyNameMax))
    .pipe(body.company_name),
  company_address: z
    .string()
    .trim()
    .max(
      updateSettingsBodyCompanyAddressMax,
      maxLengthMessage('settings.companyAddress', updateSettingsBodyCompanyAddressMax),
    )
    .pipe(body.company_address),
  company_npwp: z
    .string()
    .transform(normaliseNpwp)
    .pipe(z.string().regex(updateSettingsBodyCompanyNpwpRegExp, message('settings.npwpDigits')))
    .pipe(body.company_npwp),
  // Empty, or a phone number as a vendor's.
  company_phone: z
    .string()
    .transform(normalisePhone)
    .pipe(z.string().regex(updateSettingsBodyCompanyPhoneRegExp, message('vendor.phoneInvalid')))
    .pipe(body.company_phone.unwrap()),
  company_email: z.union([z.literal(''), z.email(message('vendor.emailInvalid'))]).pipe(body.company_email.unwrap()),
  company_logo_url: z.string().pipe(body.company_logo_url.unwrap().unwrap()),
  prices_include_tax: body.prices_include_tax.unwrap(),
  cash_rounding: body.cash_rounding.unwrap(),
  cash_variance_tolerance: z
    .number(message('settings.toleranceRequired'))
    .int(message('settings.toleranceWhole'))
    .min(0, message('settings.toleranceWhole'))
    .max(
      updateSettingsBodyCashVarianceToleranceMax,
      message('settings.toleranceMax', { max: updateSettingsBodyCashVarianceToleranceMax.toLocaleString('en') }),
    )
    .pipe(body.cash_variance_tolerance.unwrap()),
  // A percent with at most two decimals (1.25 % earns 1.25 points per Rp 100).
  points_earn_percent: z
    .number(message('settings.pointsEarnRequired'))
    .min(0, message('settings.pointsEarnRange', { max: updateSettingsBodyPointsEarnPercentMax }))
    .max(
      updateSettingsBodyPointsEarnPercentMax,
      message('settings.pointsEarnRange', { max: updateSettingsBodyPointsEarnPercentMax }),
    )
    .refine(
      (percent) => Number.isInteger(Math.round(percent * 100 * 1e6) / 1e6),
      message('settings.pointsEarnDecimals'),
    )
    .pipe(body.points_earn_percent.unwrap()),
  point_value: z
    .number(message('settings.pointValueRequired'))
    .int(message('settings.pointValueRange', { max: updateSettingsBodyPointValueMax.toLocaleString('en') }))
    .min(1, message('settings.pointValueRange', { max: updateSettingsBodyPointValueMax.toLocaleString('en') }))
    .max(
      updateSettingsBodyPointValueMax,
      message('settings.pointValueRange', { max: updateSettingsBodyPointValueMax.toLocaleString('en') }),
    )
    .pipe(body.point_value.unwrap()),
  business_day_starts_at: z
    .string(message('settings.dayStartsRequired'))
    .refine(isTime, message('settings.dayStartsInvalid'))
    .pipe(body.business_day_starts_at.unwrap()),
});

/** The units a cash payment may be rounded to, as the select lists them; 0 is none. */
export const CASH_ROUNDING_UNITS = [0, 100, 500, 1000] as const;
export type SettingsFormInput = z.input<typeof settingsFormSchema>;
export type SettingsFormValues = z.output<typeof settingsFormSchema>;

export const settingsBody = (values: SettingsFormValues): ChainSettingsInput => ({
  ...values,
  po_approval_threshold: values.po_approval_threshold ?? null,
  company_logo_url: values.company_logo_url || null,
});
