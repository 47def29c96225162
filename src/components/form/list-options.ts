// The options of a select whose list the API searches as you type (see async-select-field), kept
// apart from the fields so a list filter can use them without loading the form kit.
import type { ComboboxItem } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';

export interface Options {
  options: ComboboxItem[];
  loading: boolean;
}

/**
 * Options from a list query's rows. Give the list hook `{ query: { placeholderData: keepPreviousData } }`
 * so the last options stay while the next search loads.
 */
export function listOptions<R>(
  query: Pick<UseQueryResult<{ data: R[] } | undefined, unknown>, 'data' | 'isFetching'>,
  toOption: (row: R) => ComboboxItem,
): Options {
  return { options: query.data?.data.map(toOption) ?? [], loading: query.isFetching };
}
