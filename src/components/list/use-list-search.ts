// A list screen's URL search: read it, and change part of it. A change of filters or sort starts
// again at page 1 (the old page number points elsewhere in the new list); empty values leave the
// URL, so it stays short and shareable.
import { useCallback } from 'react';

type Search = Record<string, unknown>;

/** The slice of a TanStack route API a list screen needs (`getRouteApi('/_signed-in/category')`). */
export interface SearchRoute<S extends Search> {
  useSearch: () => S;
  useNavigate: () => unknown;
}

/** With `replace` the URL changes in place, leaving no entry to go back to (for a correction). */
export type SetSearch<S> = (patch: Partial<S>, options?: { replace?: boolean }) => void;

type Navigate<S> = (options: { search: (previous: S) => S; replace?: boolean }) => Promise<void>;

export const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** `previous` with `patch` applied, the page reset unless the patch sets it, empty values dropped. */
export function nextSearch<S extends Search>(previous: S, patch: Partial<S>): S {
  const resetsPage = !('page' in patch) && !('size' in patch);
  const merged: Search = { ...previous, ...patch, ...(resetsPage ? { page: undefined } : {}) };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => !isEmpty(value))) as S;
}

export function useListSearch<S extends Search>(route: SearchRoute<S>): [S, SetSearch<S>] {
  const search = route.useSearch();
  // The route's own navigate, narrowed to the search update this hook makes.
  const navigate = route.useNavigate() as Navigate<S>;
  const update = useCallback<SetSearch<S>>(
    (patch, options) => void navigate({ search: (previous) => nextSearch(previous, patch), ...options }),
    [navigate],
  );
  return [search, update];
}
