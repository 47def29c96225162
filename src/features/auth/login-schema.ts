// The sign-in form's schema, with the form's own messages. Sign-in is the first screen
// every member of staff loads, so it is written with zod's small build, `zod/mini` (the full build
// weighs four times as much), and holds the contract's limits itself: the generated module that
// has them (generated/zod/auth) builds the other auth schemas with the full build, and would bring
// it along. login-schema.test.ts keeps these limits equal to the contract's. The recovery and
// password forms (schemas.ts) use the full build; both speak through the same messages. The page
// loads this module alongside it, not before it (see login-page).
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { maxLengthMessage, message } from '@/lib/validation/messages';

/** The contract's limits on the sign-in body (`loginBody*` in generated/zod/auth). */
export const LOGIN_LIMITS = {
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  passwordPattern: /^(?=.*[a-z])(?=.*[A-Z]).*$/,
};

export const loginFormSchema = z.object({
  email: z.email(message('auth.emailInvalid')).check(z.maxLength(LOGIN_LIMITS.emailMax, message('auth.emailInvalid'))),
  password: z
    .string()
    .check(
      z.minLength(LOGIN_LIMITS.passwordMin, message('auth.passwordMin')),
      z.maxLength(LOGIN_LIMITS.passwordMax, maxLengthMessage('auth.password', LOGIN_LIMITS.passwordMax)),
      z.regex(LOGIN_LIMITS.passwordPattern, message('auth.passwordCase')),
    ),
  remember: z.boolean(),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const loginResolver = zodResolver(loginFormSchema);
