// How a report period reads on screen: a day, a week with its days (cut to the range), a month.
import { formatDate } from '@/lib/format';
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
