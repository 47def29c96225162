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
});
export type SettingsFormInput = z.input<typeof settingsFormSchema>;
export type SettingsFormValues = z.output<typeof settingsFormSchema>;

export const settingsBody = (values: SettingsFormValues): ChainSettingsInput => ({
  ...values,
  po_approval_threshold: values.po_approval_threshold ?? null,
});
