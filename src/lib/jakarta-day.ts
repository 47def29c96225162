// Business days (YYYY-MM-DD): today's, a day some days on, and to and from the Dates the calendar
// inputs use. The inputs pick calendar days, not instants: they take and hand back the day's
// midnight in the browser's own zone, so a day shows as itself whatever zone the browser is in.
// (Giving the inputs Jakarta's zone instead has them load the browser's time zone data as they first
// render, a long task on a phone.)
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The Date a calendar input shows for a business day: that day's midnight, in the browser's zone. */
export function dayToCalendarDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date);
}

/** The business day a calendar input picked, YYYY-MM-DD. */
export function calendarDateToDay(date: Date): string {
  const twoDigits = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/**
 * An instant's calendar day and wall-clock time in Jakarta, as ISO text without a zone:
 * `2026-12-25T09:30:00.000`. A time that is not one is a RangeError.
 */
export function jakartaWallClock(instant: Date): string {
  return new Date(instant.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 23);
}

/** The Jakarta calendar day of an instant, YYYY-MM-DD. */
export function dateToJakartaDay(date: Date): string {
  return jakartaWallClock(date).slice(0, 10);
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
  const wib = jakartaWallClock(now);
  const day = wib.slice(0, 10);
  return wib.slice(11, 16) < startsAt ? addDays(day, -1) : day;
}
