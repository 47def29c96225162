// The address being recovered, kept for the OTP step (and its resend link) in this tab only.
const KEY = 'forget_password_email';

export const getRecoveryEmail = (): string => sessionStorage.getItem(KEY) ?? '';
export const setRecoveryEmail = (email: string): void => sessionStorage.setItem(KEY, email);
export const clearRecoveryEmail = (): void => sessionStorage.removeItem(KEY);

/**
 * Days from now until an ISO timestamp, for a cookie that must expire with its token. A time
 * already past on this browser's clock (a clock ahead of the server's) still keeps the token for
 * `minimumDays`: the server, not this clock, decides whether the token is still good.
 */
export function daysUntil(isoTimestamp: string, now: number = Date.now(), minimumDays = 10 / 1440): number {
  const ms = new Date(isoTimestamp).getTime() - now;
  const days = Number.isFinite(ms) ? ms / 86_400_000 : 0;
  return Math.max(days, minimumDays);
}
