// The chain settings form: the approval threshold (empty: none) and the letterhead details.
import { z } from 'zod';
import type { ChainSettingsInput } from '@generated/model';
import { maxLengthMessage, message } from '@/lib/validation/messages';

export const settingsFormSchema = z.object({
  po_approval_threshold: z.number().int().min(1, message('settings.thresholdMin')).optional(),
  company_name: z.string().trim().max(200, maxLengthMessage('settings.companyName', 200)),
  company_address: z.string().trim().max(500, maxLengthMessage('settings.companyAddress', 500)),
  company_npwp: z
    .string()
    .trim()
    .regex(/^([0-9]{15}|[0-9]{16})?$/, message('settings.npwpDigits')),
  // Empty, or a phone number and an address as a vendor's are written (spaces and dashes dropped).
  company_phone: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^((\+62|0)[1-9][0-9]{6,14})?$/, message('vendor.phoneInvalid'))),
  company_email: z.union([z.literal(''), z.email(message('vendor.emailInvalid'))]),
  company_logo_url: z.string(),
});
export type SettingsFormInput = z.input<typeof settingsFormSchema>;
export type SettingsFormValues = z.output<typeof settingsFormSchema>;

export const settingsBody = (values: SettingsFormValues): ChainSettingsInput => ({
  ...values,
  po_approval_threshold: values.po_approval_threshold ?? null,
  company_logo_url: values.company_logo_url || null,
});
