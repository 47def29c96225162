// A promotion's offer as its row in the list says it: the n-th cup is written as an ordinal in the
// language ("Every 2nd cup", "Every 3rd cup", "Every 11th cup"; "Setiap gelas ke-2").
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { ordinal, promotionOffer } from './describe';

const t = i18n.t.bind(i18n);
const nth = (n: number) => promotionOffer({ type: 'nth_item_percent', params: { n, percent: 50 } }, t);

describe('the offer of an n-th cup promotion', () => {
  it('writes the cup as an English ordinal', () => {
    expect(nth(2)).toBe('Every 2nd cup 50 % off');
    expect(nth(3)).toBe('Every 3rd cup 50 % off');
    expect(nth(4)).toBe('Every 4th cup 50 % off');
    expect([1, 11, 12, 13, 21, 22, 23, 101].map((n) => ordinal(n, 'en'))).toEqual([
      '1st',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
    ]);
  });

  it('writes it with ke- in Indonesian', async () => {
    await i18n.changeLanguage('id');
    expect(nth(2)).toBe('Setiap gelas ke-2 potongan 50 %');
    expect(ordinal(11, 'id')).toBe('ke-11');
  });
});
