import { describe, expect, it } from 'vitest';
import { formatCount, formatRupiah, percentChange } from './format';

describe('dashboard numbers', () => {
  it('formats rupiah and counts the Indonesian way', () => {
    expect(formatRupiah(17827000).replace(/\s/g, ' ')).toBe('Rp 17.827.000');
    expect(formatCount(1234)).toBe('1.234');
  });
  it('compares with the previous window in whole percent', () => {
    expect(percentChange(474, 431)).toBe(10);
    expect(percentChange(38, 41)).toBe(-7);
    expect(percentChange(5, 0)).toBeNull();
  });
});
