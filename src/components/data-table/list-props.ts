// Turns a generated list query (`useListCategories(...)`) into what the table needs.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ListState } from './data-table';

interface ListAnswer<T> {
  data: T[];
  meta: { total: number };
}

export function listProps<T>(query: UseQueryResult<ListAnswer<T>, Error>): ListState<T> {
  return {
    rows: query.data?.data,
    total: query.data?.meta.total,
    isLoading: query.isPending,
    isFetching: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}
