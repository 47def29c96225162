// Opaque bearer tokens: random bytes handed to the client once, stored only as an HMAC so a
// database copy cannot be replayed.
import { createHmac, randomBytes, randomInt } from 'node:crypto';

export function newToken(prefix: string): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`;
}

export function hashToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('hex');
}

/** A 6-digit code, leading zeros allowed. */
export function newOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export const hours = (n: number) => n * 60 * 60 * 1000;
export const minutes = (n: number) => n * 60 * 1000;
