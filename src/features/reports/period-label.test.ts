import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { periodAxisLabel, periodLabel } from './period-label';

const week = { period_start: '2026-10-26', period_end: '2026-11-01', period_label: '2026-W44' };
const month = { period_start: '2026-10-01', period_end: '2026-10-31', period_label: '2026-10' };

afterEach(() => i18n.changeLanguage('en'));

describe("a period on a chart's axis", () => {
  it('reads like the dates of the table, in the language of the screen', async () => {
    expect(periodAxisLabel(week, 'daily')).toBe('26 Oct 2026');
    expect(periodAxisLabel(week, 'week')).toBe('26 Oct 2026');
    expect(periodAxisLabel(month, 'month')).toBe('Oct 2026');
    await i18n.changeLanguage('id');
    expect(periodAxisLabel(week, 'week')).toBe('26 Okt 2026');
    expect(periodAxisLabel(month, 'month')).toBe('Okt 2026');
    expect(periodLabel(week, 'week')).toBe('2026-W44 (26 Okt 2026 – 1 Nov 2026)');
  });
});
