import { describe, expect, it, vi } from 'vitest';
import {
  formatCompact,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatPercentChange,
  formatPhone,
  formatRelative,
  formatRupiah,
  formatTime,
  formatClockRange,
} from './format';

// The instant 2026-11-22 15:49 in Jakarta (UTC+7).
const AT = '2026-11-22T08:49:00Z';
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('money and numbers', () => {
  it('writes whole rupiah with the grouping of the language', () => {
    expect(plain(formatRupiah(25000, 'id'))).toBe('Rp 25.000');
    expect(plain(formatRupiah(17827000, 'en'))).toBe('Rp 17,827,000');
    expect(plain(formatRupiah(-5000, 'id'))).toBe('-Rp 5.000');
    expect(plain(formatRupiah(0, 'en'))).toBe('Rp 0');
  });

  it('shortens large figures for chart axes', () => {
    expect(formatCompact(17_800_000, 'en')).toBe('17.8M');
    expect(formatCompact(17_800_000, 'id').replace(/\u00a0/g, ' ')).toBe('17,8 jt');
  });

  it('groups thousands the way each language does', () => {
    expect(formatNumber(1234, 'id')).toBe('1.234');
    expect(formatNumber(1234, 'en')).toBe('1,234');
  });
});

describe('dates and times in Jakarta', () => {
  it('shows the time in WIB whatever the browser zone', () => {
    expect(formatDateTime(AT, 'en')).toBe('22 Nov 2026 15:49 WIB');
    expect(formatDateTime(AT, 'id')).toBe('22 Nov 2026 15.49 WIB');
    expect(formatTime(AT, 'id')).toBe('15.49 WIB');
    // A pick-up window reads like the times around it.
    expect(formatClockRange('20:30', '21:00', 'en')).toBe('20:30–21:00 WIB');
    expect(formatClockRange('20:30:00', '21:00:00', 'id')).toBe('20.30–21.00 WIB');
  });

  it('puts an instant after midnight in Jakarta on the next day', () => {
    expect(formatDate('2026-11-22T17:30:00Z', 'en')).toBe('23 Nov 2026');
  });

  it('shows a business day as that calendar day', () => {
    expect(formatDate('2026-08-17', 'id')).toBe('17 Agu 2026');
    expect(formatDate('2026-01-01', 'en')).toBe('1 Jan 2026');
  });

  it('says how long ago in words', () => {
    const now = Date.parse(AT);
    expect(formatRelative(now - 5 * 60_000, now, 'en')).toBe('5 minutes ago');
    expect(formatRelative(now - 5 * 60_000, now, 'id')).toBe('5 menit yang lalu');
    expect(formatRelative(now + 2 * 3_600_000, now, 'en')).toBe('in 2 hours');
  });
});

describe('percent change', () => {
  it('never shows a fall as +0%', () => {
    expect(formatPercentChange(-0.4, 'en')).toBe('-0.4%');
    expect(formatPercentChange(-0.04, 'en')).toBe('0%');
    expect(formatPercentChange(12.3, 'en')).toBe('+12%');
    expect(formatPercentChange(2.25, 'id')).toBe('+2,3%');
  });
});

describe('percent', () => {
  it('shows a fraction as a share with one decimal at most, below zero too', () => {
    expect(formatPercent(0.5734, 'en')).toBe('57.3%');
    expect(formatPercent(0.5734, 'id')).toBe('57,3%');
    expect(formatPercent(-0.125, 'en')).toBe('-12.5%');
    expect(formatPercent(0, 'en')).toBe('0%');
  });
});

describe('phone numbers', () => {
  it('writes a mobile as +62 812-3456-7890 whichever prefix it was stored with', () => {
    expect(formatPhone('+6281234567890')).toBe('+62 812-3456-7890');
    expect(formatPhone('081234567890')).toBe('+62 812-3456-7890');
    expect(formatPhone('81234567890')).toBe('+62 812-3456-7890');
    expect(formatPhone('6285260001122')).toBe('+62 852-6000-1122');
    expect(formatPhone('+628571234567')).toBe('+62 857-1234-567');
  });

  it('writes a landline with its area code in brackets', () => {
    expect(formatPhone('0218765432')).toBe('(021) 876-5432');
    expect(formatPhone('0318431234')).toBe('(031) 843-1234');
    expect(formatPhone('0251825123')).toBe('(0251) 825-123');
    expect(formatPhone('+62215573321')).toBe('(021) 557-3321');
  });

  it('leaves what is not an Indonesian number as it is', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('+1 415 555 0100')).toBe('+1 415 555 0100');
  });
});

describe('prepareFormats', () => {
  it('builds the date formatter ahead, so the first date shown builds none', async () => {
    vi.resetModules();
    const { prepareFormats, formatDateTime } = await import('./format');
    const Original = Intl.DateTimeFormat;
    let built = 0;
    Intl.DateTimeFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        built += 1;
      }
    } as typeof Intl.DateTimeFormat;
    try {
      prepareFormats('id');
      expect(built).toBe(1);
      expect(formatDateTime('2026-11-22T08:49:00Z', 'id')).toBe('22 Nov 2026 15.49 WIB');
      expect(built).toBe(1);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });
});
