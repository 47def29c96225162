// The address being recovered, kept for the OTP step (and its resend link) in this tab only.
const KEY = 'forget_password_email';

export const getRecoveryEmail = (): string => sessionStorage.getItem(KEY) ?? '';
export const setRecoveryEmail = (email: string): void => sessionStorage.setItem(KEY, email);
export const clearRecoveryEmail = (): void => sessionStorage.removeItem(KEY);

/** Days from now until an ISO timestamp, for a cookie that must expire with its token. */
export function daysUntil(isoTimestamp: string, now: number = Date.now()): number {
  const ms = new Date(isoTimestamp).getTime() - now;
  return Number.isFinite(ms) && ms > 0 ? ms / 86_400_000 : 0;
}
