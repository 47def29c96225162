import { describe, expect, it } from 'vitest';
import { presetRange } from './range-presets';
import { reportParams } from './search';

describe('report ranges', () => {
  it('has a today that is the one Jakarta day', () => {
    expect(presetRange('today', '2026-11-22')).toEqual({ start: '2026-11-22', end: '2026-11-22' });
  });

  it('starts this week on Monday and knows last month across a year end', () => {
    expect(presetRange('thisWeek', '2026-11-22')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(presetRange('thisWeek', '2026-11-16')).toEqual({ start: '2026-11-16', end: '2026-11-16' });
    expect(presetRange('last7Days', '2026-03-02')).toEqual({ start: '2026-02-24', end: '2026-03-02' });
    expect(presetRange('thisMonth', '2026-11-22')).toEqual({ start: '2026-11-01', end: '2026-11-22' });
    expect(presetRange('lastMonth', '2027-01-10')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });

  it('defaults to the last 30 days by day', () => {
    expect(reportParams({}, '2026-11-30')).toMatchObject({
      start_date: '2026-11-01',
      end_date: '2026-11-30',
      type: 'daily',
    });
  });
});
