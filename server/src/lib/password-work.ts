// Password hashing is deliberately slow (scrypt), which makes it what a flood of sign-ins spends
// the server on. At most two hashes run at once and a few more wait; beyond that a sign-in is
// refused at once (503) instead of queueing behind the flood, so the server stays responsive.
import pLimit from 'p-limit';
import { HttpError } from './http-error';

const gate = pLimit(2);
const MAX_WAITING = 16;

export const SIGN_IN_BUSY = 'Sign-in is busy. Please try again in a moment.';

export function passwordWork<T>(work: () => Promise<T>): Promise<T> {
  if (gate.pendingCount >= MAX_WAITING) {
    return Promise.reject(new HttpError(503, SIGN_IN_BUSY, undefined, { 'retry-after': '1' }));
  }
  return gate(work);
}
