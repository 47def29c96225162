import { describe, expect, it } from 'vitest';
import { addDays, dateToJakartaDay, jakartaDayToDate, jakartaToday } from './jakarta-day';

describe('Jakarta business days and calendar dates', () => {
  it('reads the day a calendar input hands back in Jakarta, not in the browser zone', () => {
    // What the input answers for 25 December: the instant that day starts in Jakarta.
    expect(dateToJakartaDay(new Date('2026-12-24T17:00:00Z'))).toBe('2026-12-25');
    expect(dateToJakartaDay(new Date('2026-12-25T16:59:59Z'))).toBe('2026-12-25');
    expect(dateToJakartaDay(new Date('2026-12-25T17:00:00Z'))).toBe('2026-12-26');
  });

  it('gives the input the start of the Jakarta day, and comes back to the same day', () => {
    expect(jakartaDayToDate('2026-12-25').toISOString()).toBe('2026-12-24T17:00:00.000Z');
    for (const day of ['2026-01-01', '2026-02-28', '2026-12-31'])
      expect(dateToJakartaDay(jakartaDayToDate(day))).toBe(day);
  });

  it('counts today in Jakarta, and days on across a month and a year end', () => {
    expect(jakartaToday(new Date('2026-11-20T17:30:00Z'))).toBe('2026-11-21');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });
});
