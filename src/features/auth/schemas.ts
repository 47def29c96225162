// Form schemas for sign-in, recovery and password change: the generated request bodies with the
// spec's messages (section 5) on each rule, so a contract change still flows into the forms.
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
  loginBody,
  loginBodyEmailMax,
  loginBodyPasswordMax,
  loginBodyPasswordMin,
  loginBodyPasswordRegExp,
} from '../../../generated/zod/auth/auth.zod';

export const MESSAGES = {
  email: 'Please enter a valid email address',
  passwordMin: 'Password must be at least 8 characters',
  passwordCase: 'Password must include uppercase, lowercase',
  otpLength: 'OTP must be exactly 6 digits',
  otpDigits: 'OTP must contain only numbers',
  mismatch: "Passwords don't match",
  sameAsCurrent: 'New password must be different from current password',
  currentRequired: 'Current password is required',
} as const;

const email = z.email({ message: MESSAGES.email }).max(loginBodyEmailMax, { message: MESSAGES.email });

const password = (min: number, max: number, pattern: RegExp) =>
  z.string().min(min, { message: MESSAGES.passwordMin }).max(max).regex(pattern, { message: MESSAGES.passwordCase });

const loginPassword = password(loginBodyPasswordMin, loginBodyPasswordMax, loginBodyPasswordRegExp);
const newPassword = password(
  changePasswordWithTokenBodyNewPasswordMin,
  changePasswordWithTokenBodyNewPasswordMax,
  changePasswordWithTokenBodyNewPasswordRegExp,
);

export const loginFormSchema = loginBody.extend({ email, password: loginPassword, remember: z.boolean() });
export type LoginForm = z.infer<typeof loginFormSchema>;

export const forgetPasswordEmailSchema = initiateForgetPasswordBody.extend({ email });
export type ForgetPasswordEmailForm = z.infer<typeof forgetPasswordEmailSchema>;

export const otpFormSchema = claimOtpBody.pick({ otp: true }).extend({
  otp: z
    .string()
    .length(claimOtpBodyOtpMax, { message: MESSAGES.otpLength })
    .regex(/^\d+$/, { message: MESSAGES.otpDigits }),
});
export type OtpForm = z.infer<typeof otpFormSchema>;

export const newPasswordFormSchema = z
  .object({ new_password: newPassword, confirm_password: newPassword })
  .refine((form) => form.new_password === form.confirm_password, {
    message: MESSAGES.mismatch,
    path: ['confirm_password'],
  });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

export const changePasswordFormSchema = changePasswordBody
  .extend({
    current_password: z
      .string()
      .min(1, { message: MESSAGES.currentRequired })
      .max(changePasswordBodyCurrentPasswordMax),
    new_password: newPassword,
    confirm_password: newPassword,
  })
  .refine((form) => form.new_password === form.confirm_password, {
    message: MESSAGES.mismatch,
    path: ['confirm_password'],
  })
  .refine((form) => form.new_password !== form.current_password, {
    message: MESSAGES.sameAsCurrent,
    path: ['new_password'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
