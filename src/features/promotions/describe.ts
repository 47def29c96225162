// A promotion in a few words for its row in the list: how much it takes off ("20 % off", "Buy 1 get
// 1 free"), when it runs ("Mon–Fri 14:00–17:00"), where ("Every outlet", or how many).
import type { TFunction } from 'i18next';
import type { Promotion } from '@generated/model';
import { formatNumber, formatRupiah } from '@/lib/format';
import { currentLanguage, type Language } from '@/lib/i18n';
import { weekdayShort } from './preview';

const SUFFIXES: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'st', two: 'nd', few: 'rd' };

/** An ordinal as the language writes it: 2nd, 3rd, 11th; ke-2. */
export function ordinal(n: number, language: Language = currentLanguage()): string {
  if (language === 'id') return `ke-${formatNumber(n, language)}`;
  return `${formatNumber(n, language)}${SUFFIXES[new Intl.PluralRules('en', { type: 'ordinal' }).select(n)] ?? 'th'}`;
}

export function promotionOffer(promotion: Pick<Promotion, 'type' | 'params'>, t: TFunction): string {
  const p = promotion.params;
  const percent = (value: number | undefined) => formatNumber(value ?? 0);
  const money = (value: number | undefined) => formatRupiah(value ?? 0);
  switch (promotion.type) {
    case 'percent_off':
      return t('promotion.offer.percent_off', { percent: percent(p.percent) });
    case 'amount_off':
      return t('promotion.offer.amount_off', { amount: money(p.amount) });
    case 'buy_x_get_y':
      return p.get_percent === 100
        ? t('promotion.offer.buy_x_get_y_free', { buy: p.buy, get: p.get })
        : t('promotion.offer.buy_x_get_y', { buy: p.buy, get: p.get, percent: percent(p.get_percent) });
    case 'nth_item_percent':
      return t('promotion.offer.nth_item_percent', { nth: ordinal(p.n ?? 0), percent: percent(p.percent) });
    case 'bundle_price':
      return t('promotion.offer.bundle_price', { quantity: p.quantity, price: money(p.price) });
    case 'min_spend_amount_off':
      return t('promotion.offer.min_spend_amount_off', { amount: money(p.amount), min: money(p.min_spend) });
  }
}

/** Consecutive days as a range: [1,2,3,4,5] → Mon–Fri; [2] → Tue; [1,3] → Mon, Wed. */
function daysText(days: readonly number[]): string {
  const sorted = [...days].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1] === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .map((run) =>
      run.length >= 3
        ? `${weekdayShort(run[0]!)}–${weekdayShort(run[run.length - 1]!)}`
        : run.map((d) => weekdayShort(d)).join(', '),
    )
    .join(', ');
}

export function promotionWhen(promotion: Pick<Promotion, 'schedule'>, t: TFunction): string {
  const { days_of_week: days, start_time: start, end_time: end } = promotion.schedule;
  const dayPart = days.length === 0 || days.length === 7 ? t('promotion.everyDay') : daysText(days);
  return start && end ? `${dayPart} ${start}–${end}` : dayPart;
}

export function promotionWhere(
  promotion: Pick<Promotion, 'outlet_ids'>,
  t: TFunction,
  outletName: (id: number) => string | undefined,
): string {
  if (promotion.outlet_ids.length === 0) return t('promotion.everyOutlet');
  const names = promotion.outlet_ids.map((id) => outletName(id) ?? `#${id}`);
  return names.length <= 2 ? names.join(', ') : t('promotion.outletCount', { count: names.length });
}
