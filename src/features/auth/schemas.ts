// Form schemas for recovery and password change: the generated request bodies with the forms'
// own messages on each rule, so a contract change still flows into the forms. Sign-in has
// its own, lighter module (login-schema.ts). The recovery pages load this module alongside them,
// not before them (see lazyResolver).
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  changePasswordBody,
  changePasswordBodyCurrentPasswordMax,
  changePasswordWithTokenBodyNewPasswordMax,
  changePasswordWithTokenBodyNewPasswordMin,
  changePasswordWithTokenBodyNewPasswordRegExp,
  claimOtpBody,
  claimOtpBodyOtpMax,
  initiateForgetPasswordBody,
  loginBodyEmailMax,
} from '@generated/zod/auth/auth.zod';
import { maxLengthMessage, message } from '@/lib/validation/messages';

const email = z.email(message('auth.emailInvalid')).max(loginBodyEmailMax, message('auth.emailInvalid'));

const password = (min: number, max: number, pattern: RegExp) =>
  z
    .string()
    .min(min, message('auth.passwordMin'))
    .max(max, maxLengthMessage('auth.password', max))
    .regex(pattern, message('auth.passwordCase'));

const newPassword = password(
  changePasswordWithTokenBodyNewPasswordMin,
  changePasswordWithTokenBodyNewPasswordMax,
  changePasswordWithTokenBodyNewPasswordRegExp,
);

export const forgetPasswordEmailSchema = initiateForgetPasswordBody.extend({ email });
export type ForgetPasswordEmailForm = z.infer<typeof forgetPasswordEmailSchema>;
export const forgetPasswordEmailResolver = zodResolver(forgetPasswordEmailSchema);

export const otpFormSchema = claimOtpBody.pick({ otp: true }).extend({
  otp: z.string().length(claimOtpBodyOtpMax, message('auth.otpLength')).regex(/^\d+$/, message('auth.otpDigits')),
});
export type OtpForm = z.infer<typeof otpFormSchema>;
export const otpResolver = zodResolver(otpFormSchema);

export const newPasswordFormSchema = z
  .object({ new_password: newPassword, confirm_password: newPassword })
  .refine((form) => form.new_password === form.confirm_password, {
    ...message('auth.mismatch'),
    path: ['confirm_password'],
  });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;
export const newPasswordResolver = zodResolver(newPasswordFormSchema);

export const changePasswordFormSchema = changePasswordBody
  .extend({
    current_password: z.string().min(1, message('auth.currentRequired')).max(changePasswordBodyCurrentPasswordMax),
    new_password: newPassword,
    confirm_password: newPassword,
  })
  .refine((form) => form.new_password === form.confirm_password, {
    ...message('auth.mismatch'),
    path: ['confirm_password'],
  })
  .refine((form) => form.new_password !== form.current_password, {
    ...message('auth.sameAsCurrent'),
    path: ['new_password'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
