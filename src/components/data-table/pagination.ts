// Lists keep their page in the URL 1-based (`?page=2&size=20`); mantine-react-table counts pages
// from 0. These helpers are the one place that converts between the two.
import type { MRT_PaginationState } from 'mantine-react-table';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** The page a list shows, as the URL and the API count it (page starts at 1). */
export interface PageParams {
  page: number;
  size: number;
}

export const toTablePagination = ({ page, size }: PageParams): MRT_PaginationState => ({
  pageIndex: Math.max(0, page - 1),
  pageSize: size,
});

/**
 * The URL page for a table state. A new page size starts again at page 1, because the old page
 * number points at different rows (or past the end) once the size changes.
 */
export const fromTablePagination = (next: MRT_PaginationState, current: PageParams): PageParams =>
  next.pageSize !== current.size ? { page: 1, size: next.pageSize } : { page: next.pageIndex + 1, size: next.pageSize };
