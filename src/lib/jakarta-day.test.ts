import { describe, expect, it } from 'vitest';
import { addDays, calendarDateToDay, dateToJakartaDay, dayToCalendarDate, jakartaToday } from './jakarta-day';

describe('Jakarta business days and calendar dates', () => {
  it("reads the Jakarta day of an instant, not the browser zone's", () => {
    expect(dateToJakartaDay(new Date('2026-12-24T17:00:00Z'))).toBe('2026-12-25');
    expect(dateToJakartaDay(new Date('2026-12-25T16:59:59Z'))).toBe('2026-12-25');
    expect(dateToJakartaDay(new Date('2026-12-25T17:00:00Z'))).toBe('2026-12-26');
  });

  it('shows a business day on the calendar as that day, and hands the same day back, in any zone', () => {
    const zone = process.env.TZ;
    try {
      for (const browserZone of ['Asia/Jakarta', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Europe/London']) {
        process.env.TZ = browserZone;
        for (const day of ['2026-01-01', '2026-02-28', '2026-03-29', '2026-10-25', '2026-12-31']) {
          const shown = dayToCalendarDate(day);
          // The calendar shows the Date's own day in the browser's zone.
          expect([shown.getFullYear(), shown.getMonth() + 1, shown.getDate()], browserZone).toEqual(
            day.split('-').map(Number),
          );
          expect(calendarDateToDay(shown), browserZone).toBe(day);
        }
      }
    } finally {
      process.env.TZ = zone;
    }
  });

  it('counts today in Jakarta, and days on across a month and a year end', () => {
    expect(jakartaToday(new Date('2026-11-20T17:30:00Z'))).toBe('2026-11-21');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });
});
