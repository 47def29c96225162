import { describe, expect, it, vi } from 'vitest';
import {
  formatCompact,
  formatDate,
  formatDateTime,
  formatExactQuantity,
  formatMonth,
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

describe('the formats of a list', () => {
  it('build no Intl formatter: the first one is a long task on a phone', async () => {
    vi.resetModules();
    const format = await import('./format');
    const { NumberFormat, DateTimeFormat } = Intl;
    let built = 0;
    Intl.NumberFormat = class extends NumberFormat {
      constructor(...args: ConstructorParameters<typeof NumberFormat>) {
        super(...args);
        built += 1;
      }
    } as typeof Intl.NumberFormat;
    Intl.DateTimeFormat = class extends DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
        super(...args);
        built += 1;
      }
    } as typeof Intl.DateTimeFormat;
    try {
      for (const language of ['en', 'id'] as const) {
        format.formatNumber(1234.5, language);
        format.formatExactQuantity('-3150.125', language);
        format.formatRupiah(25000, language);
        format.formatDateTime(AT, language);
        format.formatDate('2026-08-17', language);
        format.formatTime(AT, language);
        format.formatMonth('2026-10-01', language);
        format.formatPercent(0.573, language);
        format.formatPercentChange(-0.4, language);
      }
      expect(built).toBe(0);
      // The counting itself works: a chart axis still uses Intl.
      format.formatCompact(17_800_000, 'en');
      expect(built).toBe(1);
    } finally {
      Intl.NumberFormat = NumberFormat;
      Intl.DateTimeFormat = DateTimeFormat;
    }
  });
});

describe('written as Intl writes them', () => {
  // The list formats are written by hand (Intl's first use is a long task on a phone); Intl is the
  // reference they are held to, in both languages.
  const LANGUAGES = ['en', 'id'] as const;
  const LOCALE = { en: 'en-US', id: 'id-ID' } as const;
  const NUMBERS = [
    0,
    -0,
    1,
    -1,
    7,
    12,
    999,
    1000,
    -1000,
    1234,
    9999.995,
    12345.678,
    100000,
    999999.999,
    1234567.891,
    -7654321.5,
    0.005,
    0.015,
    1.005,
    2.675,
    0.1 + 0.2,
    1e15,
    123456789012,
    Number.MAX_SAFE_INTEGER,
    0.0004,
    0.0005,
    -0.0005,
    3150,
    -3150,
    7.125,
    0.333,
    2 / 3,
  ];

  it('writes numbers, quantities and rupiah with the same digits and separators', () => {
    for (const language of LANGUAGES) {
      const intl = (digits: number, value: number) =>
        new Intl.NumberFormat(LOCALE[language], { maximumFractionDigits: digits }).format(value);
      for (const value of NUMBERS) {
        expect(formatNumber(value, language), `${value} ${language}`).toBe(intl(2, value));
        expect(formatExactQuantity(String(value), language), `${value} ${language}`).toBe(
          intl(3, Number(String(value))),
        );
        expect(formatRupiah(value, language), `${value} ${language}`).toBe(
          `${value < 0 ? '-' : ''}Rp\u00a0${intl(0, Math.abs(value))}`,
        );
      }
      expect(formatNumber(Number.NaN, language)).toBe(intl(2, Number.NaN));
      expect(formatNumber(1e22, language)).toBe(intl(2, 1e22));
    }
  });

  it('writes shares and changes in percent the same way', () => {
    for (const language of LANGUAGES) {
      const percent = new Intl.NumberFormat(LOCALE[language], { style: 'percent', maximumFractionDigits: 1 });
      for (const fraction of [
        0,
        0.5734,
        -0.125,
        0.999,
        1,
        12.3456,
        0.0001,
        -0.0004,
        0.3333,
        2 / 3,
        0.00125,
        0.12345,
        0.00015,
        1e-9,
        ...NUMBERS,
      ]) {
        expect(formatPercent(fraction, language), `${fraction} ${language}`).toBe(percent.format(fraction));
      }
      for (const change of [12.3, -0.4, 2.25, 9.94, 9.96, 1234.5, -87.65]) {
        const digits = Math.abs(change) < 10 ? 1 : 0;
        const text = new Intl.NumberFormat(LOCALE[language], { maximumFractionDigits: digits }).format(
          Math.abs(Number(change.toFixed(digits))),
        );
        expect(formatPercentChange(change, language)).toBe(`${change > 0 ? '+' : '-'}${text}%`);
      }
    }
  });

  it('writes every month, day and time of day in Jakarta the same way', () => {
    for (const language of LANGUAGES) {
      const parts = (at: number) =>
        Object.fromEntries(
          new Intl.DateTimeFormat(LOCALE[language], {
            timeZone: 'Asia/Jakarta',
            day: 'numeric',
            month: 'short',
            year: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
          })
            .formatToParts(at)
            .map((part) => [part.type, part.value.replace('.', '')]),
        ) as Record<string, string>;
      const separator = language === 'id' ? '.' : ':';
      // Every month of two years, at hours either side of Jakarta's midnight.
      for (let month = 0; month < 24; month++) {
        for (const hour of [0, 16, 17, 23]) {
          const at = Date.UTC(2026, month, month + 1, hour, 7 * month);
          const p = parts(at);
          expect(formatDateTime(at, language)).toBe(
            `${p.day} ${p.month} ${p.year} ${p.hour}${separator}${p.minute} WIB`,
          );
          expect(formatDate(new Date(at), language)).toBe(`${p.day} ${p.month} ${p.year}`);
          expect(formatTime(new Date(at).toISOString(), language)).toBe(`${p.hour}${separator}${p.minute} WIB`);
        }
        const day = `${2026 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-15`;
        const p = parts(Date.parse(`${day}T12:00:00+07:00`));
        expect(formatMonth(day, language)).toBe(`${p.month} ${p.year}`);
      }
    }
  });

  it('refuses a time that is not one, as Intl does', () => {
    expect(() => formatDateTime('not a time', 'en')).toThrow(RangeError);
  });
});
