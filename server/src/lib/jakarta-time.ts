// Calendar arithmetic in Asia/Jakarta (WIB, UTC+7 all year, no daylight saving), where every
// outlet is and by which the reports and the dashboard count days.

const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The Jakarta calendar day of an instant, as YYYY-MM-DD. */
export function jakartaDate(at: Date | number): string {
  return new Date(new Date(at).getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Jakarta calendar day starts. */
export function startOfJakartaDay(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) - WIB_OFFSET_MS;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** 0 for Sunday to 6 for Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** HH:mm for minutes after midnight. */
export function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A database time (`HH:mm:ss`) as shown and sent: `HH:mm`. */
export const hhmm = (time: string) => time.slice(0, 5);

export const iso = (ms: number) => new Date(ms).toISOString();

/** The Jakarta date and time of an instant, as YYYY-MM-DD HH:mm. */
export function jakartaDateTime(at: Date | number): string {
  return new Date(new Date(at).getTime() + WIB_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
