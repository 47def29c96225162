// The limits on the calls anyone can make without signing in. Per client address: AUTH_RATE_LIMIT
// requests a minute to each. Per account (the email in the body, whoever sends it): a few recovery
// requests per quarter hour; failed sign-ins are counted per account by the login itself. Per phone
// number: a few customer sign-in codes and guesses per quarter hour (each code also takes 5 tries).
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { minutes } from '../../lib/tokens';
import type { Limit, ThrottledOperations } from '../../lib/throttle-limits';
import { normalisePhone } from '../customer-auth/phone';

const ACCOUNT_WINDOW = minutes(15);

function emailOf(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
}

/** The customer app's sign-in counts per number, in the form it is stored whichever way it was typed. */
function phoneOf(request: FastifyRequest): string | undefined {
  const phone = (request.body as { phone_number?: unknown } | undefined)?.phone_number;
  return typeof phone === 'string' ? (normalisePhone(phone) ?? phone.trim()) : undefined;
}

/** Sign-in codes a number may be sent, and guesses made for it, per quarter hour. */
export const CODES_PER_NUMBER = 5;
export const GUESSES_PER_NUMBER = 10;

export function throttledOperations(config: Config): ThrottledOperations {
  const perAddress = (operation: string): Limit => ({
    name: `${operation}:address`,
    max: config.authRateLimit,
    windowMs: minutes(1),
    // An IPv6 client is counted by its subnet (as @fastify/rate-limit does), so rotating through
    // the addresses of one network does not multiply the allowance.
    key: (request) => normalizeIP(request.ip),
  });
  const perAccount = (operation: string, max: number): Limit => ({
    name: `${operation}:account`,
    max,
    windowMs: ACCOUNT_WINDOW,
    key: emailOf,
  });
  const perNumber = (operation: string, max: number): Limit => ({
    name: `${operation}:number`,
    max,
    windowMs: ACCOUNT_WINDOW,
    key: phoneOf,
  });
  return {
    login: [perAddress('login')],
    initiateForgetPassword: [perAddress('initiateForgetPassword'), perAccount('initiateForgetPassword', 5)],
    claimOtp: [perAddress('claimOtp'), perAccount('claimOtp', 10)],
    changePasswordWithToken: [perAddress('changePasswordWithToken')],
    requestCustomerOtp: [perAddress('requestCustomerOtp'), perNumber('requestCustomerOtp', CODES_PER_NUMBER)],
    createCustomerToken: [perAddress('createCustomerToken'), perNumber('createCustomerToken', GUESSES_PER_NUMBER)],
  };
}
