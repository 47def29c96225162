// The list controller through a real router (the URL is its state) and a real query client, with a
// list call whose answers the tests decide.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pagingSearch, safeText, searchSchema, type SearchOf } from '@/lib/validation/search-params';
import { useListScreen, type ListController } from './use-list-screen';

const thingSearch = searchSchema({ ...pagingSearch, name: safeText, sort_by: safeText, sort_key: safeText });
type ThingSearch = SearchOf<typeof thingSearch>;
type ThingParams = ThingSearch;
interface Thing {
  id: number;
}
interface ThingAnswer {
  data: Thing[];
  meta: { total: number };
}

/** The list's rows as the server has them now, and every call made for them. */
let stored = 0;
let calls: ThingParams[] = [];
/** While set, an answer waits for it. */
let gate: Promise<void> | undefined;

async function listThings(params: ThingParams): Promise<ThingAnswer> {
  calls.push(params);
  await gate;
  const page = params.page ?? 1;
  const size = params.size ?? 10;
  const ids = Array.from({ length: stored }, (_, i) => i + 1).slice((page - 1) * size, page * size);
  return { data: ids.map((id) => ({ id })), meta: { total: stored } };
}

const thingsQuery = (params: ThingParams | undefined) => ({
  queryKey: ['things', params],
  queryFn: () => listThings(params ?? {}),
});

/** The controller as each render of the current test's screen had it, the latest last. */
let renders: ListController<ThingSearch, ThingParams, ThingAnswer>[] = [];

/** The controller as the screen has it now (waitFor tries again until the screen has rendered). */
function latest() {
  const list = renders.at(-1);
  if (!list) throw new Error('The screen has not rendered yet');
  return list;
}

/** The list screen at `url` (`/?page=2`), the one route of its router. */
function open(url: string, sortable = false) {
  const thingsRoute = createRootRoute({
    validateSearch: thingSearch,
    component: function Things() {
      const list = useListScreen(thingsRoute, thingsQuery, (search) => ({ ...search }), {
        sort: sortable ? { by: 'sort_by', direction: 'sort_key' } : undefined,
      });
      renders.push(list);
      return null;
    },
  });
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({ routeTree: thingsRoute, history });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, history, queryClient };
}

const shown = () => latest().table.rows?.map((thing) => thing.id);

afterEach(() => {
  stored = 0;
  calls = [];
  renders = [];
  gate = undefined;
});

describe('useListScreen', () => {
  it("asks for the URL's page and hands the table its rows, total, page and size", async () => {
    stored = 45;
    open('/?page=2&size=20&name=tea');
    await waitFor(() => expect(shown()).toHaveLength(20));
    expect(calls).toEqual([{ page: 2, size: 20, name: 'tea' }]);
    expect(shown()![0]).toBe(21);
    expect(latest().table).toMatchObject({ total: 45, pagination: { page: 2, size: 20 }, isLoading: false });
    expect(latest().filtered).toBe(true);
  });

  it('puts a page past the end back on the last page, replacing the address, once', async () => {
    stored = 45;
    const { router, history } = open('/?page=99&size=20');
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 3, size: 20 }));
    await waitFor(() => expect(shown()).toEqual([41, 42, 43, 44, 45]));
    expect(history.length).toBe(1);
    expect(calls.map((call) => call.page)).toEqual([99, 3]);
  });

  it('shows skeletons, not "nothing here", while a page past the end gives way', async () => {
    stored = 5;
    open('/?page=4');
    await waitFor(() => expect(shown()).toEqual([1, 2, 3, 4, 5]));
    expect(latest().table.pagination.page).toBe(1);
    // Never "nothing here": each render had rows, skeletons or an error to show.
    expect(renders.filter(({ table }) => table.rows?.length === 0 && !table.isLoading && !table.error)).toEqual([]);
  });

  it('goes to page 1 when the list is empty', async () => {
    const { router } = open('/?page=5&name=nothing');
    await waitFor(() => expect(router.state.location.search).toEqual({ name: 'nothing' }));
    await waitFor(() => expect(latest().table.isFetching).toBe(false));
    expect(calls.map((call) => call.page)).toEqual([5, undefined]);
  });

  it('moves back a page when the last row of the last page goes', async () => {
    stored = 21;
    const { router, queryClient } = open('/?page=3');
    await waitFor(() => expect(shown()).toEqual([21]));
    stored = 20;
    await act(() => queryClient.invalidateQueries({ queryKey: ['things'] }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    await waitFor(() => expect(shown()).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]));
  });

  it('keeps the rows of the old page on screen while the next one loads', async () => {
    stored = 45;
    const { router } = open('/');
    await waitFor(() => expect(shown()).toHaveLength(10));
    let release = () => {};
    gate = new Promise((resolve) => (release = resolve));
    act(() => latest().table.onPaginationChange({ page: 2, size: 10 }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    await waitFor(() => expect(latest().table.isFetching).toBe(true));
    expect(shown()![0]).toBe(1);
    expect(latest().table.isLoading).toBe(false);
    expect(latest().table.pagination.page).toBe(2);
    act(() => release());
    await waitFor(() => expect(shown()![0]).toBe(11));
  });

  it('starts again at page 1 when a filter changes, and keeps the first page and default size out of the URL', async () => {
    stored = 45;
    const { router } = open('/?page=3&size=20');
    await waitFor(() => expect(shown()).toHaveLength(5));
    act(() => latest().setSearch({ name: 'milk' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ size: 20, name: 'milk' }));
    act(() => latest().table.onPaginationChange({ page: 2, size: 50 }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2, size: 50, name: 'milk' }));
    act(() => latest().table.onPaginationChange({ page: 1, size: 10 }));
    await waitFor(() => expect(router.state.location.search).toEqual({ name: 'milk' }));
  });

  it('counts neither the page, the size nor the sort as a filter', async () => {
    stored = 45;
    open('/?page=2&size=20&sort_by=name&sort_key=asc', true);
    await waitFor(() => expect(shown()).toHaveLength(20));
    expect(latest().filtered).toBe(false);
  });

  it('reads and writes the sort of a sortable list, newest first unless the URL says otherwise', async () => {
    stored = 45;
    const { router } = open('/?page=2&sort_by=price', true);
    await waitFor(() => expect(shown()).toHaveLength(10));
    expect(latest().table.sort).toEqual({ by: 'price', direction: 'desc' });
    act(() => latest().table.onSortChange!({ by: 'name', direction: 'asc' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sort_by: 'name', sort_key: 'asc' }));
    expect(latest().table.sort).toEqual({ by: 'name', direction: 'asc' });
    act(() => latest().table.onSortChange!(undefined));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('offers no sorting to a list that does not sort', async () => {
    stored = 3;
    open('/');
    await waitFor(() => expect(shown()).toHaveLength(3));
    expect(latest().table.onSortChange).toBeUndefined();
  });
});
