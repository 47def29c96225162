// The customer app's forms: the contract's request bodies (generated from the customer contract)
// with the forms' own messages in front of each rule.
import { z } from 'zod';
import {
  createCustomerTokenBody,
  createCustomerTokenBodyNameMax,
  requestCustomerOtpBody,
  updateCustomerMeBody,
  updateCustomerMeBodyNameMax,
} from '@generated/app/zod/app-auth/app-auth.zod';
import { maxLengthMessage, message } from '@/lib/validation/messages';

/** The spec's phone rule: optional +62, 62 or 0, then 8, a digit 1-9, then 6-9 digits. */
export const PHONE_RULE = /^(\+62|62|0)?8[1-9][0-9]{6,9}$/;

const phone = z
  .string()
  .trim()
  .min(1, message('customer.signIn.phoneRequired'))
  // Spaces and dashes as people type them (0812-3456-7890) are left out.
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(PHONE_RULE, message('customer.signIn.phoneInvalid')));

export const phoneSchema = requestCustomerOtpBody.extend({ phone_number: phone });

export const codeSchema = createCustomerTokenBody.extend({
  phone_number: z.string(),
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, message('customer.signIn.codeInvalid')),
  // Optional: an empty name is not sent.
  name: z
    .string()
    .trim()
    .max(createCustomerTokenBodyNameMax, maxLengthMessage('customer.account.name', createCustomerTokenBodyNameMax))
    .transform((value) => value || undefined)
    .optional(),
});

export const nameSchema = updateCustomerMeBody.extend({
  name: z
    .string()
    .trim()
    .min(1, message('customer.account.nameRequired'))
    .max(updateCustomerMeBodyNameMax, maxLengthMessage('customer.account.name', updateCustomerMeBodyNameMax)),
});

export type PhoneInput = z.input<typeof phoneSchema>;
export type PhoneValues = z.output<typeof phoneSchema>;
export type CodeInput = z.input<typeof codeSchema>;
export type CodeValues = z.output<typeof codeSchema>;
export type NameInput = z.input<typeof nameSchema>;
export type NameValues = z.output<typeof nameSchema>;
