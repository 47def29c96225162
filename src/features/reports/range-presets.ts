// The date range presets of the report filters, in Jakarta days: today, this week (ISO, from
// Monday), the last 7 days, this month and last month.
import { addDays, jakartaToday } from '@/lib/jakarta-day';

export const RANGE_PRESETS = ['today', 'thisWeek', 'last7Days', 'thisMonth', 'lastMonth'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const monthStart = (day: string) => `${day.slice(0, 8)}01`;

export function presetRange(preset: RangePreset, today = jakartaToday()): { start: string; end: string } {
  switch (preset) {
    case 'today':
      return { start: today, end: today };
    case 'thisWeek': {
      const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
      return { start: addDays(today, -((weekday + 6) % 7)), end: today };
    }
    case 'last7Days':
      return { start: addDays(today, -6), end: today };
    case 'thisMonth':
      return { start: monthStart(today), end: today };
    case 'lastMonth': {
      const end = addDays(monthStart(today), -1);
      return { start: monthStart(end), end };
    }
  }
}
