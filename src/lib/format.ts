// Numbers, money, dates and times as every screen shows them, in the language in use: rupiah as
// whole numbers (`Rp 25.000` / `Rp 25,000`), times in Asia/Jakarta with the zone shown
// (`22 Nov 2026 15.49 WIB` / `22 Nov 2026 15:49 WIB`), business days as Jakarta calendar days.
//
// The figures, dates and times of a list are written here from the language's separators and month
// names, not with Intl: the browser's first Intl number or date format loads its locale data, a
// 150-250 ms task on a mid-range phone in the middle of the first rows. What Intl writes is the
// reference: the tests hold every one of these to Intl's output. The rarer forms (chart axes, "5
// minutes ago", weekdays) still use Intl, once their screens are open.
import { currentLanguage, type Language } from './i18n';
import { jakartaWallClock } from './jakarta-day';

const TIME_ZONE = 'Asia/Jakarta';
const ZONE_LABEL = 'WIB';
const LOCALE: Record<Language, string> = { en: 'en-US', id: 'id-ID' };
/** Indonesian writes the time with a dot (15.49), English with a colon (15:49). */
const TIME_SEPARATOR: Record<Language, string> = { en: ':', id: '.' };
/** Thousands and decimals: 1,234.5 in English, 1.234,5 in Indonesian. */
const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  id: { group: '.', decimal: ',' },
};
const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  id: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
};

// Intl formatters are costly to build: keep one per language.
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  build: (locale: string) => T,
  language: Language,
): T {
  const id = `${key}:${language}`;
  let formatter = cache.get(id) as T | undefined;
  if (!formatter) {
    formatter = build(LOCALE[language]);
    cache.set(id, formatter);
  }
  return formatter;
}

/**
 * A number rounded to at most `digits` decimals, half away from zero, thousands grouped, trailing
 * zeros dropped: `-1,234.5` / `-1.234,5`. Intl rounds the number as JavaScript writes it (0.015 is
 * 0.02 at two decimals), so this rounds those digits too; `shift` moves the point first (2 for a
 * percent), in the digits, where multiplying would add a float's error.
 */
function decimal(value: number, digits: number, language: Language, shift = 0): string {
  // Beyond what fixed notation writes, and NaN or infinity, Intl has the words.
  if (!(Math.abs(value) < 1e21)) {
    const build = (locale: string) =>
      new Intl.NumberFormat(locale, { maximumFractionDigits: digits, ...(shift ? { style: 'percent' } : {}) });
    return cached(`decimal${digits}:${shift}`, build, language).format(value).replace(/%$/, '');
  }
  const [mantissa = '0', exponent = '0'] = String(Math.abs(value)).split('e');
  const [integral = '0', fractional = ''] = mantissa.split('.');
  const written = integral + fractional;
  // The rounded number times 10^digits, as whole digits.
  const kept = integral.length + Number(exponent) + shift + digits;
  const scaled =
    kept <= 0
      ? BigInt(kept === 0 && written[0]! >= '5')
      : BigInt(written.slice(0, kept).padEnd(kept, '0')) + BigInt((written[kept] ?? '0') >= '5');
  const text = scaled.toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const decimals = text.slice(text.length - digits).replace(/0+$/, '');
  const { group, decimal: point } = SEPARATORS[language];
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, group)}${decimals ? point + decimals : ''}`;
}

/** 1.234 in Indonesian, 1,234 in English. */
export function formatNumber(value: number, language: Language = currentLanguage()): string {
  return decimal(value, 2, language);
}

/**
 * A quantity exact to a thousandth as the API writes it ("-3150", "7.125"): all its decimals shown,
 * in the language's separators. (Read as a number only to be written: three decimals survive that.)
 */
export function formatExactQuantity(text: string, language: Language = currentLanguage()): string {
  return decimal(Number(text), 3, language);
}

/** A short figure for chart axes: `18M` / `18 jt`. */
export function formatCompact(value: number, language: Language = currentLanguage()): string {
  return cached(
    'compact',
    (locale) => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }),
    language,
  ).format(value);
}

/** Whole rupiah: `Rp 25.000` (a non-breaking space keeps it on one line); `-Rp 5.000` below zero. */
export function formatRupiah(amount: number, language: Language = currentLanguage()): string {
  return `${amount < 0 ? '-' : ''}Rp\u00a0${decimal(Math.abs(amount), 0, language)}`;
}

interface JakartaParts {
  day: number;
  /** 0 for January. */
  month: number;
  year: number;
  hour: string;
  minute: string;
}

/** An instant's calendar day and wall-clock time in Jakarta. */
function jakarta(value: string | number | Date): JakartaParts {
  const wall = jakartaWallClock(value instanceof Date ? value : new Date(value));
  return {
    day: Number(wall.slice(8, 10)),
    month: Number(wall.slice(5, 7)) - 1,
    year: Number(wall.slice(0, 4)),
    hour: wall.slice(11, 13),
    minute: wall.slice(14, 16),
  };
}

/** `22 Nov 2026 15:49 WIB` (English) or `22 Nov 2026 15.49 WIB` (Indonesian). */
export function formatDateTime(value: string | number | Date, language: Language = currentLanguage()): string {
  const p = jakarta(value);
  return `${p.day} ${MONTHS[language][p.month]} ${p.year} ${p.hour}${TIME_SEPARATOR[language]}${p.minute} ${ZONE_LABEL}`;
}

/** `15:49 WIB` / `15.49 WIB`. */
export function formatTime(value: string | number | Date, language: Language = currentLanguage()): string {
  const p = jakarta(value);
  return `${p.hour}${TIME_SEPARATOR[language]}${p.minute} ${ZONE_LABEL}`;
}

/**
 * A wall-clock window of a business day (a pick-up slot, `10:00`–`10:30`) in the same form as the
 * times around it: `10:00–10:30 WIB` / `10.00–10.30 WIB`.
 */
export function formatClockRange(start: string, end: string, language: Language = currentLanguage()): string {
  const clock = (time: string) => time.slice(0, 5).replace(':', TIME_SEPARATOR[language]);
  return `${clock(start)}–${clock(end)} ${ZONE_LABEL}`;
}

/** The Jakarta calendar day of an instant, or a business day given as YYYY-MM-DD: `22 Nov 2026`. */
export function formatDate(value: string | number | Date, language: Language = currentLanguage()): string {
  const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  // A business day has no time: read it at noon in Jakarta, so no zone moves it to another day.
  const p = jakarta(day ? `${value}T12:00:00+07:00` : value);
  return `${p.day} ${MONTHS[language][p.month]} ${p.year}`;
}

/** The month of a business day: `Nov 2026` / `Nov 2026`, `Oct 2026` / `Okt 2026`. */
export function formatMonth(date: string, language: Language = currentLanguage()): string {
  const p = jakarta(`${date}T12:00:00+07:00`);
  return `${MONTHS[language][p.month]} ${p.year}`;
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** `5 minutes ago`, `in 2 hours`, `yesterday` / `5 menit yang lalu`, `kemarin`. */
export function formatRelative(
  value: string | number | Date,
  now: number = Date.now(),
  language: Language = currentLanguage(),
): string {
  const formatter = cached('relative', (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }), language);
  let amount = ((value instanceof Date ? value : new Date(value)).getTime() - now) / 1000;
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return formatter.format(Math.round(amount), unit);
    amount /= size;
  }
  return formatDateTime(value, language);
}

/**
 * A change in percent with its sign, one decimal below 10 %: `+12%`, `-0.4%`, `0%`. A fall never
 * shows as `+0%`.
 */
export function formatPercentChange(change: number, language: Language = currentLanguage()): string {
  const digits = Math.abs(change) < 10 ? 1 : 0;
  const rounded = Number(change.toFixed(digits));
  if (rounded === 0) return '0%';
  const text = decimal(Math.abs(rounded), digits, language);
  return `${rounded > 0 ? '+' : '-'}${text}%`;
}

/** A share such as a margin, from a fraction: `57.3%` (`57,3%` in Indonesian), one decimal at most. */
export function formatPercent(fraction: number, language: Language = currentLanguage()): string {
  return `${decimal(fraction, 1, language, 2)}%`;
}

// Two-digit area codes (Jakarta, Bandung, Semarang, Surabaya, Medan); the others have three digits.
const SHORT_AREA_CODES = ['21', '22', '24', '31', '61'];

/**
 * An Indonesian phone number as people write it: a mobile as `+62 812-3456-7890`, a landline with
 * its area code as `(021) 876-5432`. Anything else is shown as it is.
 */
export function formatPhone(phone: string): string {
  const compact = phone.replace(/[\s-]/g, '');
  // A mobile number may be written without its prefix: 81234567890.
  const match = /^(?:\+62|62|0)([1-9]\d{6,14})$|^(8\d{7,10})$/.exec(compact);
  if (!match) return phone;
  const digits = (match[1] ?? match[2])!;
  if (digits.startsWith('8'))
    return `+62 ${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`.replace(/-$/, '');
  const areaLength = SHORT_AREA_CODES.some((code) => digits.startsWith(code)) ? 2 : 3;
  const local = digits.slice(areaLength);
  // The last four digits apart (three when there are only six): 876-5432, 5573-3210, 825-123.
  const split = local.length - (local.length >= 7 ? 4 : 3);
  return `(0${digits.slice(0, areaLength)}) ${local.slice(0, split)}-${local.slice(split)}`;
}

const weekdayFormatter = (locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short' });

/** A business day in a few letters: `Tue, Nov 24` / `Sel, 24 Nov`. */
export function formatShortDay(date: string, language: Language = currentLanguage()): string {
  return cached('weekday', weekdayFormatter, language).format(new Date(`${date}T12:00:00+07:00`));
}
