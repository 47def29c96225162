// Business days (YYYY-MM-DD): today's, a day some days on, and to and from the Dates the calendar
// inputs use. The inputs work in Asia/Jakarta (DatesProvider's timezone): they take and hand back
// the instant a Jakarta day starts, whatever zone the browser is in, so a day never slips to the
// one before.
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The instant the Jakarta day starts: `2026-12-25` → 2026-12-24T17:00:00Z. */
export function jakartaDayToDate(day: string): Date {
  return new Date(`${day}T00:00:00+07:00`);
}

/** The Jakarta calendar day of an instant, YYYY-MM-DD. */
export function dateToJakartaDay(date: Date): string {
  return new Date(date.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10);
}

/** Today's business day in Jakarta, whatever the browser's zone. */
export function jakartaToday(now = new Date()): string {
  return dateToJakartaDay(now);
}

/** The business day `days` after `day` (both YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The business day an instant belongs to when the chain's day starts at `startsAt` (HH:mm, WIB):
 * the Jakarta date, moved back a day before that time (01:30 belongs to the day before when the
 * day starts at 04:00).
 */
export function businessDayOf(startsAt: string, now = new Date()): string {
  const wib = new Date(now.getTime() + WIB_OFFSET_MS).toISOString();
  const day = wib.slice(0, 10);
  return wib.slice(11, 16) < startsAt ? addDays(day, -1) : day;
}
