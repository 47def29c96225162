import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  loginBody,
  loginBodyEmailMax,
  loginBodyPasswordMax,
  loginBodyPasswordMin,
  loginBodyPasswordRegExp,
} from '@generated/zod/auth/auth.zod';
import { LOGIN_LIMITS } from './login-schema';

describe('the sign-in limits', () => {
  it('are the contract’s', () => {
    expect(LOGIN_LIMITS).toEqual({
      emailMax: loginBodyEmailMax,
      passwordMin: loginBodyPasswordMin,
      passwordMax: loginBodyPasswordMax,
      passwordPattern: loginBodyPasswordRegExp,
    });
  });

  it('cover every field of the sign-in body', () => {
    expect(Object.keys(loginBody.shape).sort()).toEqual(['email', 'password', 'remember']);
    expectTypeOf<keyof typeof loginBody.shape>().toEqualTypeOf<'email' | 'password' | 'remember'>();
  });
});
