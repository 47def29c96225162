// What every provider's notification reading shares: comparing a signature or token without
// telling by the time taken how much of a guess was right, the refusal of one that fails its check
// (before anything is read from the database), required fields and amounts.
import { createHash, timingSafeEqual } from 'node:crypto';
import { badRequest, HttpError } from '../../lib/http-error';

export const SIGNATURE_REFUSED = 'The notification signature is not valid';

/** Equal without telling by its timing how much of a guess was right. */
export function sameText(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b) && given.length === expected.length;
}

/** A notification that fails its provider's check (401); `detail` says which part when it is not the signature. */
export const refused = (detail = SIGNATURE_REFUSED) => new HttpError(401, detail);

export function required<T>(value: T | undefined | null, field: string): T {
  if (value === undefined || value === null || value === '')
    throw badRequest(`The notification has no ${field}`, field);
  return value;
}

/** "44000.00" → 4400000; anything that is not a decimal amount is refused. */
export function centsOf(text: string, field: string): number {
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw badRequest(`The notification's ${field} is not an amount`, field);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function centsOfNumber(value: number, field: string): number {
  const cents = Math.round(value * 100);
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw badRequest(`The notification's ${field} is not an amount`, field);
  return cents;
}

/** A header's value (the first, when it came more than once). */
export function headerOf(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}
