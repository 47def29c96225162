import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { ApiError } from '@/lib/api/errors';
import { DataTable, type DataTableProps } from './data-table';
import { renderWithProviders } from '@/testing/render';

interface Tea {
  id: number;
  name: string;
}
const columns: MRT_ColumnDef<Tea>[] = [
  { accessorKey: 'name', header: 'Name', enableSorting: true },
  { id: 'notes', header: 'Notes', enableSorting: false },
];
const teas: Tea[] = [
  { id: 1, name: 'Milk Tea' },
  { id: 2, name: 'Fruit Tea' },
];

function renderTable(props: Partial<DataTableProps<Tea>> = {}) {
  const all: DataTableProps<Tea> = {
    columns,
    rows: teas,
    total: 2,
    pagination: { page: 1, size: 10 },
    onPaginationChange: vi.fn(),
    isLoading: false,
    isFetching: false,
    error: null,
    onRetry: vi.fn(),
    emptyMessage: 'Nothing here yet',
    getRowId: (row) => String(row.id),
    ...props,
  };
  renderWithProviders(<DataTable {...all} />);
  return all;
}

// The table and the cards load on demand (see data-table); loaded first, they render at once.
beforeAll(async () => {
  await Promise.all([import('./table-view'), import('./data-cards')]);
});

describe('DataTable', () => {
  it('shows the rows of the current page and a row action for each', () => {
    renderTable({ renderRowActions: (row) => <button type="button">Edit {row.name}</button> });
    expect(screen.getByText('Milk Tea')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Fruit Tea' })).toBeInTheDocument();
  });

  // The bar above the table: its first sibling before the table container.
  const topBar = () => document.querySelector('.mrt-table-container')?.previousElementSibling ?? null;

  it('shows its filters in a bar above the table', () => {
    renderTable({ toolbar: <input aria-label="Search" /> });
    expect(topBar()).toContainElement(screen.getByRole('textbox', { name: 'Search' }));
  });

  // MRT keeps its progress bars mounted, collapsed, while nothing loads: an animated one would
  // redraw the page sixty times a second for as long as the list is open.
  it('keeps its progress bar still while the list is not fetching', () => {
    renderTable({ toolbar: <input aria-label="Search" /> });
    const sections = () => [...document.querySelectorAll('.mantine-Progress-section')];
    expect(sections().length).toBeGreaterThan(0);
    for (const section of sections()) expect(section).not.toHaveAttribute('data-animated');
  });

  it('animates its progress bar while the list is fetching', () => {
    renderTable({ toolbar: <input aria-label="Search" />, isFetching: true });
    const animated = document.querySelectorAll('.mantine-Progress-section[data-animated]');
    expect(animated.length).toBeGreaterThan(0);
  });

  it('has no empty bar above a table without filters or selection', () => {
    renderTable();
    expect(topBar()).toBeNull();
  });

  it('keeps the pinned row actions opaque over the columns scrolling beneath them', () => {
    renderTable({ renderRowActions: (row) => <button type="button">Edit {row.name}</button> });
    // Set on the cells themselves, over the library's stylesheet (which jsdom does not apply).
    expect(screen.getByRole('columnheader', { name: /Actions/ }).style.opacity).toBe('1');
    expect(screen.getByRole('button', { name: 'Edit Milk Tea' }).closest('td')?.style.opacity).toBe('1');
  });

  it('shows the empty message when the page has no rows, without paging through nothing', () => {
    renderTable({ rows: [], total: 0 });
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.queryByText(/0-0/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /next page/i })).not.toBeInTheDocument();
  });

  it('pages through a list that has rows', () => {
    renderTable();
    expect(screen.getByText(/1-2/)).toBeInTheDocument();
  });

  it('shows skeletons rather than the empty message while the first page loads', () => {
    renderTable({ rows: undefined, total: undefined, isLoading: true });
    expect(screen.queryByText('Nothing here yet')).not.toBeInTheDocument();
  });

  it("shows the error's message and retries on request", async () => {
    const props = renderTable({ error: new Error('Session expired'), rows: undefined });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Session expired')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
  });

  it('asks for the next 1-based page using the total from the API', async () => {
    const props = renderTable({ total: 35 });
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(props.onPaginationChange).toHaveBeenCalledWith({ page: 2, size: 10 });
  });

  it('offers no Retry when the session was refused (the app signs the user out)', () => {
    renderTable({ error: new ApiError(401, { errors: [{ detail: 'Please sign in to continue.' }] }), rows: undefined });
    expect(within(screen.getByRole('alert')).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('stays on the page of the URL when the answer arrives', () => {
    const props = renderTable({ pagination: { page: 3, size: 10 }, total: 35 });
    expect(props.onPaginationChange).not.toHaveBeenCalled();
  });

  it.each([
    [undefined, { by: 'name', direction: 'asc' }],
    [{ by: 'name', direction: 'asc' } as const, { by: 'name', direction: 'desc' }],
    [{ by: 'name', direction: 'desc' } as const, undefined],
  ])('sorts on the server from a sortable header (from %o to %o)', async (sort, next) => {
    const onSortChange = vi.fn();
    renderTable({ onSortChange, sort });
    const header = screen.getByRole('columnheader', { name: /Name/ });
    await userEvent.click(within(header).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith(next);
    expect(within(screen.getByRole('columnheader', { name: /Notes/ })).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a descending sort from the URL on its header', () => {
    renderTable({ onSortChange: vi.fn(), sort: { by: 'name', direction: 'desc' } });
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('selects rows and shows the bulk actions for them', async () => {
    const onChange = vi.fn();
    renderTable({
      selection: { selected: [], onChange, actions: (ids) => <button type="button">Archive {ids.length}</button> },
    });
    await userEvent.click(within(screen.getByRole('row', { name: /Milk Tea/ })).getByRole('checkbox'));
    expect(onChange).toHaveBeenCalledWith(['1']);
  });

  it('tells rows apart by their id unless told otherwise', async () => {
    const onChange = vi.fn();
    renderTable({ getRowId: undefined, selection: { selected: [], onChange, actions: () => null } });
    await userEvent.click(within(screen.getByRole('row', { name: /Fruit Tea/ })).getByRole('checkbox'));
    expect(onChange).toHaveBeenCalledWith(['2']);
  });

  it('replaces the filters with the count, the actions and a way out while rows are selected', async () => {
    const onChange = vi.fn();
    renderTable({
      toolbar: <span>Filters</span>,
      selection: {
        selected: ['1', '2'],
        onChange,
        actions: (ids) => <button type="button">Archive {ids.length}</button>,
      },
    });
    const toolbar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(toolbar).toHaveTextContent('2 selected');
    expect(within(toolbar).getByRole('button', { name: 'Archive 2' })).toBeInTheDocument();
    expect(screen.queryByText('Filters')).not.toBeInTheDocument();
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Clear selection' }));
    expect(onChange).toHaveBeenCalledWith([]);
  });
});

describe('DataTable on a phone', () => {
  // A phone's width: the one media query the list asks about matches.
  beforeEach(() => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(max-width: 48em)',
          media: query,
          onchange: null,
          addListener: () => undefined,
          removeListener: () => undefined,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a card per row with the title, a figure under its header and the row actions, and no table', async () => {
    renderTable({
      card: { title: 'name', figures: ['notes'] },
      renderRowActions: (row) => <button type="button">Edit {row.name}</button>,
    });
    const [first, second, ...rest] = await screen.findAllByRole('listitem');
    expect(rest).toHaveLength(0);
    expect(within(first!).getByText('Milk Tea')).toBeInTheDocument();
    expect(within(first!).getByText('Notes')).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Edit Fruit Tea' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("leaves off the card's subtitle a column whose value is null for the row", async () => {
    type Origin = Tea & { origin: string | null };
    const withOrigin: MRT_ColumnDef<Origin>[] = [
      { accessorKey: 'name', header: 'Name' },
      { id: 'number', header: 'No.', Cell: ({ row }) => `#${row.original.id}` },
      {
        id: 'origin',
        header: 'Origin',
        accessorFn: (row) => row.origin,
        Cell: ({ row }) => row.original.origin ?? '—',
      },
    ];
    renderWithProviders(
      <DataTable
        columns={withOrigin}
        rows={[
          { id: 1, name: 'Milk Tea', origin: 'Bandung' },
          { id: 2, name: 'Fruit Tea', origin: null },
        ]}
        total={2}
        pagination={{ page: 1, size: 10 }}
        onPaginationChange={vi.fn()}
        isLoading={false}
        isFetching={false}
        error={null}
        onRetry={vi.fn()}
        emptyMessage="Nothing here yet"
        getRowId={(row: Origin) => String(row.id)}
        card={{ title: 'name', subtitle: ['number', 'origin'] }}
      />,
    );
    const [first, second] = await screen.findAllByRole('listitem');
    expect(first).toHaveTextContent('#1 · Bandung');
    expect(second).toHaveTextContent('#2');
    expect(second).not.toHaveTextContent('·');
    expect(second).not.toHaveTextContent('—');
  });

  it('folds the filters behind a Filters button that counts those set, and opens them in a drawer', async () => {
    renderTable({ toolbar: <input aria-label="Search" />, activeFilters: 2 });
    const button = await screen.findByRole('button', { name: 'Filters, 2 set' });
    expect(screen.queryByRole('textbox', { name: 'Search' })).not.toBeInTheDocument();
    await userEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(drawer).getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  });
  it('pages like the table: which rows of how many, the next page, and a new page size from the first page', async () => {
    const { onPaginationChange } = renderTable({ total: 25, pagination: { page: 2, size: 10 } });
    expect(await screen.findByText('11-20 of 25')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPaginationChange).toHaveBeenLastCalledWith({ page: 3, size: 10 });
    await userEvent.click(screen.getByRole('button', { name: 'Go to first page' }));
    expect(onPaginationChange).toHaveBeenLastCalledWith({ page: 1, size: 10 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '20');
    expect(onPaginationChange).toHaveBeenLastCalledWith({ page: 1, size: 20 });
  });

  it('cannot page past the last row', async () => {
    renderTable({ total: 12, pagination: { page: 2, size: 10 } });
    expect(await screen.findByText('11-12 of 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeEnabled();
  });

  it('selects a row from its card', async () => {
    const onChange = vi.fn();
    renderTable({ selection: { selected: ['2'], onChange, actions: () => null } });
    const [first, second] = await screen.findAllByRole('listitem');
    expect(within(second!).getByRole('checkbox')).toBeChecked();
    await userEvent.click(within(first!).getByRole('checkbox'));
    expect(onChange).toHaveBeenCalledWith(['2', '1']);
  });

  it("shows a column's value, or what its Cell makes of it", async () => {
    renderTable({
      columns: [
        { accessorKey: 'name', header: 'Name' },
        {
          id: 'code',
          header: 'Code',
          accessorFn: (row) => `T-${row.id}`,
          Cell: ({ renderedCellValue }) => <b>{renderedCellValue}</b>,
        },
      ],
      card: { title: 'name', figures: ['code'] },
    });
    const [first] = await screen.findAllByRole('listitem');
    expect(within(first!).getByText('Milk Tea')).toBeInTheDocument();
    expect(within(first!).getByText('T-1').tagName).toBe('B');
  });
});
