// Report periods: Jakarta days, ISO weeks (labels by ISO year) and months, cut to the range.
import { describe, expect, it } from 'vitest';
import { isoWeekLabel, periodsOf, reportRange } from '../../src/lib/report-periods';

describe('report periods', () => {
  it('labels ISO weeks across a year end by the year of their Thursday', () => {
    expect(isoWeekLabel('2026-12-28')).toBe('2026-W53');
    expect(isoWeekLabel('2027-01-04')).toBe('2027-W01');
    expect(isoWeekLabel('2024-12-30')).toBe('2025-W01');
    expect(isoWeekLabel('2026-11-16')).toBe('2026-W47');
  });

  it('cuts the first and last week to the range', () => {
    expect(periodsOf('week', { start: '2026-12-30', end: '2027-01-05' })).toEqual([
      { key: '2026-12-28', period_start: '2026-12-30', period_end: '2027-01-03', period_label: '2026-W53' },
      { key: '2027-01-04', period_start: '2027-01-04', period_end: '2027-01-05', period_label: '2027-W01' },
    ]);
  });

  it('cuts months to the range and knows February', () => {
    expect(periodsOf('month', { start: '2028-01-15', end: '2028-03-10' })).toEqual([
      { key: '2028-01-01', period_start: '2028-01-15', period_end: '2028-01-31', period_label: '2028-01' },
      { key: '2028-02-01', period_start: '2028-02-01', period_end: '2028-02-29', period_label: '2028-02' },
      { key: '2028-03-01', period_start: '2028-03-01', period_end: '2028-03-10', period_label: '2028-03' },
    ]);
  });

  it('lists every day, both ends included', () => {
    const days = periodsOf('daily', { start: '2026-02-27', end: '2026-03-02' });
    expect(days.map((d) => d.period_label)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(days.every((d) => d.period_start === d.period_end)).toBe(true);
  });

  it('accepts 366 days and refuses 367 or a range that ends before it starts', () => {
    expect(reportRange({ start_date: '2027-01-01', end_date: '2028-01-01' })).toEqual({
      start: '2027-01-01',
      end: '2028-01-01',
    });
    expect(() => reportRange({ start_date: '2027-01-01', end_date: '2028-01-02' })).toThrow(/366 days/);
    expect(() => reportRange({ start_date: '2027-01-02', end_date: '2027-01-01' })).toThrow(
      'End date must not be before start date',
    );
  });
});
