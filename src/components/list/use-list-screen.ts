// The wiring every list screen shares: its URL search, the list call made from it (with the
// parameters the route's loader prefetches, so both ask for the same query), and what the table
// needs. The old page stays on screen while the next one loads; a page past the end (`?page=99`,
// or the last row of the last page deleted) gives way to the last page.
//
//   const list = useListScreen(route, getListVendorsQueryOptions, vendorListParams);
//   <DataTable {...list.table} columns={columns} emptyMessage={…} toolbar={<SearchFilter … />} />
import {
  keepPreviousData,
  useQuery,
  type QueryFunction,
  type QueryKey,
  type SkipToken,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { ListState } from '../data-table/data-table';
import { DEFAULT_PAGE_SIZE, type PageParams } from '../data-table/pagination';
import type { SortDirection, SortState } from '../data-table/sorting';
import { isEmpty, useListSearch, type SearchRoute, type SetSearch } from './use-list-search';

interface ListAnswer {
  data: unknown[];
  meta: { total: number };
}

type ListSearch = Record<string, unknown> & { page?: number; size?: number };

/**
 * The generated query options of a list (`getListVendorsQueryOptions`), what the route's loader
 * prefetches with. (The generated hook would do as well, but handed on it loses its answer's type.)
 */
type ListQuery<P> = (params: P) => { queryKey: QueryKey; queryFn?: QueryFunction<ListAnswer> | SkipToken };
type AnswerOf<Q> = Q extends (params: never) => { queryFn?: QueryFunction<infer A> | SkipToken } ? A : never;

/** The search keys of a sortable list's column and direction (the SKU list's `sort_by`, `sort_key`). */
export interface SortKeys<S> {
  by: keyof S & string;
  direction: keyof S & string;
}

/** What `DataTable` takes from the list: `<DataTable {...list.table} … />`. */
export interface ListTable<Row> extends ListState<Row> {
  pagination: PageParams;
  onPaginationChange: (next: PageParams) => void;
  sort?: SortState;
  onSortChange?: (next: SortState) => void;
}

export interface ListController<S, P, A extends ListAnswer> {
  search: S;
  /** What the list is asked for: `toParams(search)`. */
  params: P;
  /** Changes part of the search; a change of filters or sort starts again at page 1. */
  setSearch: SetSearch<S>;
  /** The list call carries a filter: an empty list means "no match", not "nothing yet". */
  filtered: boolean;
  /** The whole answer, for what a screen shows beside its rows (a report's summary). */
  query: UseQueryResult<A, Error>;
  table: ListTable<A['data'][number]>;
}

/** The last page of `total` rows; page 1 when there are none. */
export const lastPage = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

// The first page and the default size stay out of the URL: one address, and one query, for each.
const pageSearch = ({ page, size }: PageParams) => ({
  page: page === 1 ? undefined : page,
  size: size === DEFAULT_PAGE_SIZE ? undefined : size,
});

export function useListScreen<
  S extends ListSearch,
  P extends object,
  Q extends ListQuery<P>,
  A extends ListAnswer = AnswerOf<Q>,
>(
  route: SearchRoute<S>,
  listQuery: Q,
  toParams: (search: S) => P,
  options: { sort?: SortKeys<S> } = {},
): ListController<S, P, A> {
  const [search, setSearch] = useListSearch(route);
  const params = toParams(search);
  // `Q` answers `A` (see AnswerOf); the generated options only say so in their own terms.
  const query = useQuery({ ...listQuery(params), placeholderData: keepPreviousData }) as UseQueryResult<A>;
  const pagination = { page: search.page ?? 1, size: search.size ?? DEFAULT_PAGE_SIZE };
  const total = query.data?.meta.total;

  // Only a settled answer to this very search says where the list ends (not the previous page kept
  // on screen, nor an answer being refreshed). The page only ever moves down, so this cannot loop.
  const settled = total !== undefined && !query.isPlaceholderData && !query.isFetching;
  const last = settled ? lastPage(total, pagination.size) : undefined;
  const pastEnd = last !== undefined && pagination.page > last;
  // The empty page past the end stays on screen (as the previous data) while the last page loads.
  const keptPastEnd = query.isPlaceholderData && total !== 0 && query.data?.data.length === 0;
  useEffect(() => {
    if (pastEnd) setSearch(pageSearch({ page: last, size: pagination.size }) as Partial<S>, { replace: true });
  }, [pastEnd, last, pagination.size, setSearch]);

  const onPaginationChange = useCallback((next: PageParams) => setSearch(pageSearch(next) as Partial<S>), [setSearch]);

  const { sort: sortKeys } = options;
  const sorting = sortKeys && {
    sort: search[sortKeys.by]
      ? { by: String(search[sortKeys.by]), direction: (search[sortKeys.direction] as SortDirection) ?? 'desc' }
      : undefined,
    onSortChange: (next: SortState) =>
      setSearch({ [sortKeys.by]: next?.by, [sortKeys.direction]: next?.direction } as Partial<S>),
  };

  const notFilters = new Set(['page', 'size', sortKeys?.by, sortKeys?.direction]);
  const activeFilters = Object.entries(params).filter(([key, value]) => !notFilters.has(key) && !isEmpty(value)).length;
  const filtered = activeFilters > 0;

  return {
    search,
    params,
    setSearch,
    filtered,
    query,
    table: {
      rows: query.data?.data,
      total,
      // Skeletons rather than "nothing here" while a page past the end gives way to the last one.
      isLoading: query.isPending || pastEnd || keptPastEnd,
      isFetching: query.isFetching,
      error: query.error,
      onRetry: () => void query.refetch(),
      activeFilters,
      pagination,
      onPaginationChange,
      ...sorting,
    },
  };
}
