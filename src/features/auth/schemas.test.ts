import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type {
  ChangePasswordRequest,
  ChangePasswordTokenRequest,
  ClaimOtpRequest,
  ForgetPasswordRequest,
  LoginRequest,
} from '@generated/model';
import { loginFormSchema } from './login-schema';
import { changePasswordFormSchema, forgetPasswordEmailSchema, newPasswordFormSchema, otpFormSchema } from './schemas';

/** A schema of zod's full build or of `zod/mini`. */
interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}
/** The messages a schema gives for a value. */
const messages = (schema: Schema, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('login form', () => {
  const valid = { email: 'admin@teahouse.id', password: 'Secret123', remember: true };
  it('accepts valid credentials', () => {
    expect(loginFormSchema.parse(valid)).toEqual(valid);
  });
  it('states each rule in the words of the spec', () => {
    expect(messages(loginFormSchema, { ...valid, email: 'not-an-email' })).toEqual([
      'Please enter a valid email address',
    ]);
    expect(messages(loginFormSchema, { ...valid, password: 'Sh0rt' })).toEqual([
      'Password must be at least 8 characters',
    ]);
    expect(messages(loginFormSchema, { ...valid, password: 'alllowercase1' })).toEqual([
      'Password must include uppercase, lowercase',
    ]);
  });
  it('produces what the login call takes', () => {
    expectTypeOf<z.output<typeof loginFormSchema>>().toExtend<LoginRequest>();
  });
});

describe('recovery forms', () => {
  it('checks the email', () => {
    expect(messages(forgetPasswordEmailSchema, { email: 'x@' })).toEqual(['Please enter a valid email address']);
    expectTypeOf<z.output<typeof forgetPasswordEmailSchema>>().toExtend<ForgetPasswordRequest>();
  });

  it('checks the OTP length and digits', () => {
    expect(otpFormSchema.parse({ otp: '123456' })).toEqual({ otp: '123456' });
    expect(messages(otpFormSchema, { otp: '123' })).toEqual(['OTP must be exactly 6 digits']);
    expect(messages(otpFormSchema, { otp: '12a456' })).toEqual(['OTP must contain only numbers']);
    expectTypeOf<z.output<typeof otpFormSchema> & { email: string }>().toExtend<ClaimOtpRequest>();
  });

  it('requires the confirmation to match', () => {
    expect(messages(newPasswordFormSchema, { new_password: 'Secret123', confirm_password: 'Secret124' })).toEqual([
      "Passwords don't match",
    ]);
    expectTypeOf<
      Pick<z.output<typeof newPasswordFormSchema>, 'new_password'> & { token: string }
    >().toExtend<ChangePasswordTokenRequest>();
  });
});

describe('change password form', () => {
  it('requires a new password different from the current one', () => {
    expect(
      messages(changePasswordFormSchema, {
        current_password: 'Secret123',
        new_password: 'Secret123',
        confirm_password: 'Secret123',
      }),
    ).toEqual(['New password must be different from current password']);
  });
  it('requires the confirmation to match and accepts a valid change', () => {
    expect(
      messages(changePasswordFormSchema, {
        current_password: 'Secret123',
        new_password: 'Better123',
        confirm_password: 'Better124',
      }),
    ).toEqual(["Passwords don't match"]);
    expect(
      changePasswordFormSchema.safeParse({
        current_password: 'Secret123',
        new_password: 'Better123',
        confirm_password: 'Better123',
      }).success,
    ).toBe(true);
    expectTypeOf<z.output<typeof changePasswordFormSchema>>().toExtend<ChangePasswordRequest>();
  });
});
