import { describe, expect, it } from 'vitest';
import {
  dateParam,
  enumParam,
  idListParam,
  nameIdParam,
  numericEnumParam,
  numericParam,
  pagingSearch,
  safeText,
  searchSchema,
  type Param,
  type SearchSchema,
} from './search-params';

const messagesOf = (param: Param<unknown, unknown>, value: unknown): string[] => param(value).issues ?? [];

const parse = <T>(param: Param<T, unknown>, value: unknown): T => {
  const checked = param(value);
  if (checked.issues) throw new Error(checked.issues.join('; '));
  return checked.value;
};

const validate = <T>(schema: SearchSchema<T, unknown>, search: Record<string, unknown>) =>
  schema['~standard'].validate(search);

const searchMessages = (schema: SearchSchema<unknown, unknown>, search: Record<string, unknown>): string[] =>
  validate(schema, search).issues?.map((issue) => issue.message) ?? [];

describe('searchSchema', () => {
  const schema = searchSchema({ ...pagingSearch, name: safeText });

  it('leaves out what is absent and what it does not name', () => {
    expect(validate(schema, { page: 2, other: 'x' })).toEqual({ value: { page: 2 } });
  });

  it("picks its own keys out of a route's search, which holds the URL's other keys too", () => {
    expect(schema.pick({ page: 2, name: undefined, other: 'x' } as never)).toEqual({ page: 2, name: undefined });
  });

  it('reports every refused value, each with its key', () => {
    expect(validate(schema, { page: 'x', name: '<script>' }).issues).toEqual([
      { message: 'Page must be a number', path: ['page'] },
      { message: 'Potentially dangerous content detected.', path: ['name'] },
    ]);
  });
});

describe('numericParam', () => {
  const search = searchSchema(pagingSearch);

  it('accepts numbers and numeric strings', () => {
    expect(validate(search, { page: 2, size: '25' })).toEqual({ value: { page: 2, size: 25 } });
    expect(validate(search, {})).toEqual({ value: {} });
  });

  it.each([
    ['page', 'abc', 'Page must be a number'],
    ['size', 'ten', 'Size must be a number'],
    ['page', '', 'Page must be a number'],
    ['size', true, 'Size must be a number'],
    ['size', -5, 'Size must be a whole number from 1'],
    ['size', '-5', 'Size must be a whole number from 1'],
    ['size', '2.5', 'Size must be a whole number from 1'],
    ['page', 0, 'Page must be a whole number from 1'],
    ['page', '1.5', 'Page must be a whole number from 1'],
    ['page', '1e400', 'Page must be a number'],
  ])('refuses %s=%s with "%s"', (key, value, message) => {
    expect(searchMessages(search, { [key]: value })).toEqual([message]);
  });

  it('shows at most the largest page size every list allows', () => {
    expect(validate(search, { size: 500 })).toEqual({ value: { size: 100 } });
    expect(validate(search, { size: 100 })).toEqual({ value: { size: 100 } });
  });

  it('names the id in its message', () => {
    expect(messagesOf(numericParam('ownerId'), 'x1')).toEqual(['Owner ID must be a number']);
  });
});

describe('idListParam', () => {
  const ids = idListParam('outletIds');
  it('reads a comma-separated list, a single number or an array', () => {
    expect(parse(ids, '1,2,3')).toEqual([1, 2, 3]);
    expect(parse(ids, 7)).toEqual([7]);
    expect(parse(ids, [4, '5'])).toEqual([4, 5]);
  });
  it('refuses anything not a number, and numbers below 1 as out of range', () => {
    expect(messagesOf(ids, '1,two')).toEqual(['Outlet IDs must be a number']);
    expect(messagesOf(ids, '1,-2')).toEqual(['Outlet IDs must be a whole number from 1']);
  });
});

describe('safeText', () => {
  it('keeps ordinary text and turns numbers into text', () => {
    expect(parse(safeText, 'Jasmine tea')).toBe('Jasmine tea');
    expect(parse(safeText, 350)).toBe('350');
  });
  it('refuses dangerous content', () => {
    expect(messagesOf(safeText, '<script>x</script>')).toEqual(['Potentially dangerous content detected.']);
  });
  it('refuses a value that is neither text nor a number', () => {
    expect(messagesOf(safeText, true)).toEqual(['Invalid input']);
  });
});

describe('dateParam', () => {
  it('accepts a real YYYY-MM-DD day', () => {
    expect(parse(dateParam, '2024-02-29')).toBe('2024-02-29');
  });
  it.each(['2024/01/02', '02-01-2024', '2023-02-29', '2024-13-01', 20240101])('refuses %s', (value) => {
    expect(messagesOf(dateParam, value)).toEqual(['Date must be in YYYY-MM-DD format']);
  });
});

describe('nameIdParam', () => {
  const owner = nameIdParam('owner');
  it('accepts name_id', () => {
    expect(parse(owner, 'Budi Santoso_12')).toBe('Budi Santoso_12');
    expect(parse(owner, 'Outlet_Kemang_3')).toBe('Outlet_Kemang_3');
  });
  it.each(['Budi', 'Budi_', '_12', 'Budi_x'])('refuses %s', (value) => {
    expect(messagesOf(owner, value)).toEqual(['Owner must match the pattern name_id']);
  });
  it('refuses dangerous content even in the pattern', () => {
    expect(messagesOf(owner, '<script>_1')).toEqual(['Potentially dangerous content detected.']);
  });
  it('gives both messages when a value misses the pattern and is dangerous', () => {
    expect(messagesOf(owner, '<script>')).toEqual([
      'Owner must match the pattern name_id',
      'Potentially dangerous content detected.',
    ]);
  });
});

describe('enumParam', () => {
  const status = enumParam('status', ['COMPLETED', 'PENDING', 'PARTIAL']);
  it('accepts a listed value and refuses others', () => {
    expect(parse(status, 'PENDING')).toBe('PENDING');
    expect(messagesOf(status, 'DONE')).toEqual(['Status must be one of COMPLETED, PENDING, PARTIAL']);
  });
});

describe('numericEnumParam', () => {
  const status = numericEnumParam('status', [0, 100, 200]);
  it('accepts a listed number, also from text', () => {
    expect(parse(status, '100')).toBe(100);
  });
  it('accepts 0 when the set holds it (an unpaid invoice, a created order)', () => {
    expect(parse(status, '0')).toBe(0);
    expect(parse(status, 0)).toBe(0);
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
    expect(searchMessages(searchSchema(pagingSearch), { page: 'x' })).toEqual(['Halaman harus berupa angka']);
    expect(messagesOf(safeText, '<script>')).toEqual(['Terdeteksi konten yang berpotensi berbahaya.']);
  });
});
