// The preview's sentence: what the promotion being edited would take off an order of some products
// at a day and time (Jakarta) — "Milk Tea ×2 at 15:00 on Tuesday → −Rp 22,000" — or why it would
// not apply then and there. Also the instant a Jakarta day and time stand for, as the preview asks.
import type { TFunction } from 'i18next';
import type { PromotionPreview } from '@generated/model';
import { formatNumber, formatRupiah } from '@/lib/format';
import { currentLanguage, type Language } from '@/lib/i18n';

export interface PreviewItem {
  name: string;
  quantity: number;
}

/** The instant of a Jakarta day (YYYY-MM-DD) at a time (HH:mm), as the API takes it. */
export const jakartaInstant = (day: string, time: string): string => new Date(`${day}T${time}:00+07:00`).toISOString();

/** Now in Jakarta: its day and its time to the minute. */
export function jakartaNow(now = new Date()): { day: string; time: string } {
  const wib = new Date(now.getTime() + 7 * 60 * 60 * 1000).toISOString();
  return { day: wib.slice(0, 10), time: wib.slice(11, 16) };
}

/** The name of a Jakarta day's weekday in the language: Tuesday, Selasa. */
export function weekdayName(day: string, language: Language = currentLanguage()): string {
  return new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-GB', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** ISO weekday (1 Monday … 7 Sunday) of a Jakarta day. */
export const isoWeekday = (day: string): number => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** "Milk Tea ×2, Fruit Tea ×1". */
export const itemsText = (items: readonly PreviewItem[], language: Language = currentLanguage()): string =>
  items.map((item) => `${item.name} ×${formatNumber(item.quantity, language)}`).join(', ');

/** A discount as the sentence writes it: −Rp 22,000. */
export const minusRupiah = (amount: number, language: Language = currentLanguage()): string =>
  `−${formatRupiah(amount, language)}`;

export function previewSentence(
  t: TFunction,
  ask: { items: readonly PreviewItem[]; day: string; time: string },
  answer: Pick<PromotionPreview, 'applies' | 'reason' | 'discount_total'>,
  language: Language = currentLanguage(),
): string {
  const values = {
    items: itemsText(ask.items, language),
    time: language === 'id' ? ask.time.replace(':', '.') : ask.time,
    day: weekdayName(ask.day, language),
  };
  if (answer.applies && answer.discount_total > 0)
    return t('promotion.preview.applies', { ...values, amount: minusRupiah(answer.discount_total, language) });
  return t('promotion.preview.doesNotApply', {
    ...values,
    reason: t(`promotion.reasons.${answer.reason ?? 'no_discount'}`),
  });
}

/** A weekday's short name by its ISO number (1 Monday … 7 Sunday): Tue, Sel. */
export function weekdayShort(iso: number, language: Language = currentLanguage()): string {
  // 2024-01-01 was a Monday.
  return new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-GB', { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, iso)),
  );
}
