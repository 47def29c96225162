import { describe, expect, it } from 'vitest';
import { fromTablePagination, toTablePagination } from './pagination';

describe('list pagination between the URL (1-based) and the table (0-based)', () => {
  it('maps the URL page to the table page index', () => {
    expect(toTablePagination({ page: 3, size: 20 })).toEqual({ pageIndex: 2, pageSize: 20 });
  });

  it('never gives a negative page index for a page below 1', () => {
    expect(toTablePagination({ page: 0, size: 10 }).pageIndex).toBe(0);
  });

  it('maps a table page change back to the 1-based URL page', () => {
    expect(fromTablePagination({ pageIndex: 4, pageSize: 10 }, { page: 1, size: 10 })).toEqual({
      page: 5,
      size: 10,
    });
  });

  it('starts again at page 1 when the page size changes', () => {
    expect(fromTablePagination({ pageIndex: 3, pageSize: 50 }, { page: 4, size: 10 })).toEqual({
      page: 1,
      size: 50,
    });
  });
});
