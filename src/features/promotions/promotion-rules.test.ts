// The promotion form's rules (each message at its field, the body with only the type's amounts) and
// the preview's sentence in both languages.
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { isoWeekday, jakartaInstant, jakartaNow, previewSentence } from './preview';
import { emptyPromotion, promotionFormSchema, type PromotionFormInput } from './schemas';

const happyHour = (patch: Partial<PromotionFormInput> = {}): PromotionFormInput => ({
  ...emptyPromotion(),
  name: 'Happy hour 20 %',
  params: { ...emptyPromotion().params, percent: 20, amount: 5000 },
  schedule: { days_of_week: [5, 1, 2, 3, 4], start_time: '14:00', end_time: '17:00' },
  ...patch,
});

const errorsOf = (input: PromotionFormInput) => {
  const result = promotionFormSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the promotion form', () => {
  it("sends the contract's body with only the amounts its type takes, days in order, empty times as null", () => {
    const body = promotionFormSchema.parse(happyHour());
    expect(body).toMatchObject({
      name: 'Happy hour 20 %',
      type: 'percent_off',
      params: { percent: 20 },
      schedule: { days_of_week: [1, 2, 3, 4, 5], start_time: '14:00', end_time: '17:00' },
      valid_from: null,
      funded_by: 'brand',
      priority: 100,
    });
    expect(body.params).not.toHaveProperty('amount');
    const allDay = promotionFormSchema.parse(
      happyHour({ schedule: { days_of_week: [], start_time: '', end_time: '' } }),
    );
    expect(allDay.schedule).toEqual({ days_of_week: [], start_time: null, end_time: null });
  });

  it("asks for each of the type's amounts, in range, at its own field", async () => {
    await i18n.changeLanguage('en');
    const none = emptyPromotion().params;
    expect(errorsOf(happyHour({ type: 'buy_x_get_y', params: { ...none, buy: 1 } }))).toEqual({
      'params.get': 'Required for this type',
      'params.get_percent': 'Required for this type',
    });
    expect(errorsOf(happyHour({ params: { ...none, percent: 120 } }))).toEqual({
      'params.percent': 'Must be from 0.01 to 100',
    });
    expect(errorsOf(happyHour({ params: { ...none, percent: 12.345 } }))).toEqual({
      'params.percent': 'At most two decimals',
    });
    expect(errorsOf(happyHour({ type: 'nth_item_percent', params: { ...none, n: 1, percent: 50 } }))).toEqual({
      'params.n': 'Must be at least 2',
    });
    expect(errorsOf(happyHour({ type: 'bundle_price', params: { ...none, quantity: 2, price: 0 } }))).toEqual({});
  });

  it('wants both times or neither, the end after the start, and the last day not before the first', () => {
    expect(errorsOf(happyHour({ schedule: { days_of_week: [], start_time: '14:00', end_time: '' } }))).toEqual({
      'schedule.end_time': 'Give both times, or neither',
    });
    expect(errorsOf(happyHour({ schedule: { days_of_week: [], start_time: '17:00', end_time: '14:00' } }))).toEqual({
      'schedule.end_time': 'Must be after the start time',
    });
    expect(errorsOf(happyHour({ valid_from: '2026-12-10', valid_to: '2026-12-01' }))).toEqual({
      valid_to: 'Cannot be before the first day',
    });
    expect(errorsOf(happyHour({ name: '  ', priority: 1001 }))).toEqual({
      name: 'Name is required',
      priority: 'Priority must be a whole number from 0 to 1000',
    });
  });
});

/** Spaces as typed (the rupiah's is a non-breaking one). */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe("the preview's sentence", () => {
  const ask = { items: [{ name: 'Milk Tea', quantity: 2 }], day: '2026-12-01', time: '15:00' };

  it('says what it takes off, at what time on which day', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.getFixedT('en');
    expect(plain(previewSentence(t, ask, { applies: true, reason: null, discount_total: 22000 }, 'en'))).toBe(
      'Milk Tea ×2 at 15:00 on Tuesday → −Rp 22,000',
    );
    expect(
      previewSentence(t, { ...ask, time: '17:01' }, { applies: false, reason: 'time_of_day', discount_total: 0 }, 'en'),
    ).toBe('Milk Tea ×2 at 17:01 on Tuesday: no discount, it does not run at that time');
  });

  it('in Indonesian', async () => {
    await i18n.loadLanguages('id');
    const t = i18n.getFixedT('id');
    expect(plain(previewSentence(t, ask, { applies: true, reason: null, discount_total: 22000 }, 'id'))).toBe(
      'Milk Tea ×2 pukul 15.00 hari Selasa → −Rp 22.000',
    );
    expect(plain(previewSentence(t, ask, { applies: false, reason: 'day_of_week', discount_total: 0 }, 'id'))).toBe(
      'Milk Tea ×2 pukul 15.00 hari Selasa: tanpa potongan, tidak berjalan pada hari itu',
    );
  });

  it('asks at the Jakarta instant, and starts from now in Jakarta', () => {
    expect(jakartaInstant('2026-12-01', '15:00')).toBe('2026-12-01T08:00:00.000Z');
    expect(jakartaNow(new Date('2026-11-30T18:30:00Z'))).toEqual({ day: '2026-12-01', time: '01:30' });
    expect(isoWeekday('2026-12-01')).toBe(2);
  });
});
