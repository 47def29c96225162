import { describe, expect, it } from 'vitest';
import { nextSearch } from './use-list-search';

describe('nextSearch', () => {
  it('starts again at page 1 when a filter changes', () => {
    expect(nextSearch({ page: 4, size: 20, name: 'tea' }, { name: 'milk' })).toEqual({ size: 20, name: 'milk' });
  });

  it('keeps the page when the page or size is what changes', () => {
    expect(nextSearch({ page: 4, name: 'tea' }, { page: 5 })).toEqual({ page: 5, name: 'tea' });
    expect(nextSearch<{ page?: number; size?: number }>({ page: 4 }, { page: 1, size: 50 })).toEqual({
      page: 1,
      size: 50,
    });
  });

  it('drops empty values so the URL stays short', () => {
    expect(nextSearch({ name: 'tea', outlet_ids: [1] }, { name: '', outlet_ids: [] })).toEqual({});
    expect(nextSearch({ name: 'tea' }, { name: undefined })).toEqual({});
  });
});
