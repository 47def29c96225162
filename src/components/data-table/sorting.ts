// A list's sort lives in the URL as the column and its direction (the SKU list's `sort_by` and
// `sort_key`); mantine-react-table holds it as a one-entry sorting state.
import type { MRT_SortingState } from 'mantine-react-table';

export type SortDirection = 'asc' | 'desc';
export type SortState = { by: string; direction: SortDirection } | undefined;

export const toTableSorting = (sort: SortState): MRT_SortingState =>
  sort ? [{ id: sort.by, desc: sort.direction === 'desc' }] : [];

/** The first sorted column, or none when the header cycled back to unsorted. */
export function fromTableSorting(sorting: MRT_SortingState): SortState {
  const first = sorting[0];
  return first ? { by: first.id, direction: first.desc ? 'desc' : 'asc' } : undefined;
}
