// Indonesian mobile numbers as the spec writes them (optional +62, 62 or 0, then 8, a digit 1-9,
// then 6-9 digits), stored in one form, +628…, so one person's number is one customer however typed.
import { unprocessable } from '../../lib/http-error';
import { normalisePhone as normaliseWritten } from '../../lib/phone';

const MOBILE = /^\+628[1-9][0-9]{6,9}$/;
export const INVALID_PHONE = 'Invalid Indonesian phone number format';

/** The number as stored (+628…), or undefined when it is not an Indonesian mobile number. */
export function normalisePhone(input: string): string | undefined {
  const phone = normaliseWritten(input);
  return MOBILE.test(phone) ? phone : undefined;
}

/** The stored form of `input`, refusing (422, `field`) anything but an Indonesian mobile number. */
export function requirePhone(input: string, field = 'phone_number'): string {
  const phone = normalisePhone(input);
  if (!phone) throw unprocessable(INVALID_PHONE, field);
  return phone;
}
