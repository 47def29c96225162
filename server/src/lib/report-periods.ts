// The periods of a report range: Jakarta calendar days, ISO weeks (Monday to Sunday) or calendar
// months, the first and last cut to the range. Every report lists every period, zeros included.
import type { components } from '../../../generated/schema';
import { badRequest, unprocessable } from './http-error';
import { addDays, DAY } from './jakarta-time';

export type PeriodType = components['schemas']['ReportPeriodType'];

/** The longest range a report covers, in days, both ends included. */
export const MAX_RANGE_DAYS = 366;

export interface Period {
  /** The period's first day as the database truncates it (a Monday for weeks, the 1st for months). */
  key: string;
  period_start: string;
  period_end: string;
  period_label: string;
}

export interface Range {
  start: string;
  end: string;
}

/** date_trunc's unit for a period type. */
export const truncUnit = (type: PeriodType) => (type === 'daily' ? 'day' : type);

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);

/** The range of a report request, refused (400) when it ends before it starts or is too long. */
export function reportRange(query: { start_date: string; end_date: string }): Range {
  const { start_date: start, end_date: end } = query;
  if (end < start) throw badRequest('End date must not be before start date', 'end_date');
  if (daysBetween(start, end) + 1 > MAX_RANGE_DAYS)
    throw badRequest(`The date range must not be longer than ${MAX_RANGE_DAYS} days`, 'end_date');
  return { start, end };
}

/** Monday of the ISO week holding the date. */
function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** YYYY-Www: the ISO year is the year of the week's Thursday. */
export function isoWeekLabel(monday: string): string {
  const thursday = addDays(monday, 3);
  const year = thursday.slice(0, 4);
  const week = Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

function nextMonth(first: string): string {
  const [year, month] = first.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

const MONTH = /^([1-9]\d{3})-(0[1-9]|1[0-2])$/;

/** The Jakarta days of a calendar month written YYYY-MM, refused (422 naming `field`) otherwise. */
export function monthRange(month: string, field = 'month'): Range {
  if (!MONTH.test(month)) throw unprocessable('Month must be a calendar month written YYYY-MM', field);
  const start = `${month}-01`;
  return { start, end: addDays(nextMonth(start), -1) };
}

/** Every period of the range, oldest first. */
export function periodsOf(type: PeriodType, range: Range): Period[] {
  const periods: Period[] = [];
  let key = type === 'week' ? mondayOf(range.start) : type === 'month' ? `${range.start.slice(0, 8)}01` : range.start;
  while (key <= range.end) {
    const next = type === 'week' ? addDays(key, 7) : type === 'month' ? nextMonth(key) : addDays(key, 1);
    const label = type === 'week' ? isoWeekLabel(key) : type === 'month' ? key.slice(0, 7) : key;
    const lastDay = addDays(next, -1);
    periods.push({
      key,
      period_start: key < range.start ? range.start : key,
      period_end: lastDay > range.end ? range.end : lastDay,
      period_label: label,
    });
    key = next;
  }
  return periods;
}
