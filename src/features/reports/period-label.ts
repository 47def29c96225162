// How a report period reads on screen: a day, a week with its days (cut to the range), a month.
import { formatDate, formatMonth } from '@/lib/format';
import type { PeriodType } from './report-filters';

export interface PeriodRow {
  period_start: string;
  period_end: string;
  period_label: string;
}

export function periodLabel(row: PeriodRow, type: PeriodType): string {
  if (type === 'daily') return formatDate(row.period_start);
  return `${row.period_label} (${formatDate(row.period_start)} – ${formatDate(row.period_end)})`;
}

/**
 * A period on a chart's axis, short and in the screen's language: the day (`27 Okt 2026`), the
 * week's first day in range (`27 Okt 2026`), the month (`Okt 2026`).
 */
export function periodAxisLabel(row: PeriodRow, type: PeriodType): string {
  if (type === 'month') return formatMonth(row.period_start);
  return formatDate(row.period_start);
}
