import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  dateParam,
  enumParam,
  idListParam,
  nameIdParam,
  numericEnumParam,
  numericParam,
  pagingSearch,
  safeText,
} from './search-params';

const messagesOf = (schema: z.ZodType, value: unknown): string[] => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('numericParam', () => {
  const search = z.object(pagingSearch);

  it('accepts numbers and numeric strings', () => {
    expect(search.parse({ page: 2, size: '25' })).toEqual({ page: 2, size: 25 });
    expect(search.parse({})).toEqual({});
  });

  it.each([
    ['page', 'abc', 'Page must be a number'],
    ['size', 'ten', 'Size must be a number'],
    ['page', '', 'Page must be a number'],
    ['size', true, 'Size must be a number'],
    ['size', -5, 'Size must be a number'],
    ['size', '-5', 'Size must be a number'],
    ['size', '2.5', 'Size must be a number'],
    ['page', 0, 'Page must be a number'],
    ['page', '1e400', 'Page must be a number'],
  ])('refuses %s=%s with "%s"', (key, value, message) => {
    expect(messagesOf(search, { [key]: value })).toEqual([message]);
  });

  it('shows at most the largest page size every list allows', () => {
    expect(search.parse({ size: 500 })).toEqual({ size: 100 });
    expect(search.parse({ size: 100 })).toEqual({ size: 100 });
  });

  it('names the id in its message', () => {
    expect(messagesOf(numericParam('ownerId'), 'x1')).toEqual(['Owner ID must be a number']);
  });
});

describe('idListParam', () => {
  const ids = idListParam('outletIds');
  it('reads a comma-separated list, a single number or an array', () => {
    expect(ids.parse('1,2,3')).toEqual([1, 2, 3]);
    expect(ids.parse(7)).toEqual([7]);
    expect(ids.parse([4, '5'])).toEqual([4, 5]);
  });
  it('refuses anything not a number', () => {
    expect(messagesOf(ids, '1,two')).toEqual(['Outlet IDs must be a number']);
    expect(messagesOf(ids, '1,-2')).toEqual(['Outlet IDs must be a number']);
  });
});

describe('safeText', () => {
  it('keeps ordinary text and turns numbers into text', () => {
    expect(safeText.parse('Jasmine tea')).toBe('Jasmine tea');
    expect(safeText.parse(350)).toBe('350');
  });
  it('refuses dangerous content', () => {
    expect(messagesOf(safeText, '<script>x</script>')).toEqual(['Potentially dangerous content detected.']);
  });
});

describe('dateParam', () => {
  it('accepts a real YYYY-MM-DD day', () => {
    expect(dateParam.parse('2024-02-29')).toBe('2024-02-29');
  });
  it.each(['2024/01/02', '02-01-2024', '2023-02-29', '2024-13-01', 20240101])('refuses %s', (value) => {
    expect(messagesOf(dateParam, value)).toEqual(['Date must be in YYYY-MM-DD format']);
  });
});

describe('nameIdParam', () => {
  const owner = nameIdParam('owner');
  it('accepts name_id', () => {
    expect(owner.parse('Budi Santoso_12')).toBe('Budi Santoso_12');
    expect(owner.parse('Outlet_Kemang_3')).toBe('Outlet_Kemang_3');
  });
  it.each(['Budi', 'Budi_', '_12', 'Budi_x'])('refuses %s', (value) => {
    expect(messagesOf(owner, value)).toEqual(['Owner must match the pattern name_id']);
  });
  it('refuses dangerous content even in the pattern', () => {
    expect(messagesOf(owner, '<script>_1')).toEqual(['Potentially dangerous content detected.']);
  });
});

describe('enumParam', () => {
  const status = enumParam('status', ['COMPLETED', 'PENDING', 'PARTIAL']);
  it('accepts a listed value and refuses others', () => {
    expect(status.parse('PENDING')).toBe('PENDING');
    expect(messagesOf(status, 'DONE')).toEqual(['Status must be one of COMPLETED, PENDING, PARTIAL']);
  });
});

describe('numericEnumParam', () => {
  const status = numericEnumParam('status', [0, 100, 200]);
  it('accepts a listed number, also from text', () => {
    expect(status.parse('100')).toBe(100);
  });
  it('accepts 0 when the set holds it (an unpaid invoice, a created order)', () => {
    expect(status.parse('0')).toBe(0);
    expect(status.parse(0)).toBe(0);
    expect(messagesOf(status, '')).toEqual(['Status must be a number']);
    expect(messagesOf(status, '-100')).toEqual(['Status must be one of 0, 100, 200']);
  });
  it('asks for a number first, then for a listed one', () => {
    expect(messagesOf(status, 'paid')).toEqual(['Status must be a number']);
    expect(messagesOf(status, 150)).toEqual(['Status must be one of 0, 100, 200']);
  });
});

describe('messages in Indonesian', () => {
  it('follow the language in use', async () => {
    const { i18n } = await import('../i18n');
    await i18n.changeLanguage('id');
    expect(messagesOf(z.object(pagingSearch), { page: 'x' })).toEqual(['Halaman harus berupa angka']);
    expect(messagesOf(safeText, '<script>')).toEqual(['Terdeteksi konten yang berpotensi berbahaya.']);
  });
});
