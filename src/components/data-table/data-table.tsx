// The list every screen uses: mantine-react-table for server-side lists. The page, the sort and the
// filters live in the URL; the row count comes from the API's `meta.total`; the table shows its own
// loading, empty and error states, server-side sorting from the column headers, row selection for
// bulk actions. On a phone (below 48em) the same table shows a card per row, and its filters fold
// behind a "Filters" button that opens them in a drawer.
import './styles';
import { Suspense, useDeferredValue, useMemo, type ReactNode } from 'react';
import {
  MantineReactTable,
  useMantineReactTable,
  type MRT_Column,
  type MRT_ColumnDef,
  type MRT_PaginationState,
  type MRT_RowData,
  type MRT_RowSelectionState,
  type MRT_SortingState,
  type MRT_Updater,
} from 'mantine-react-table';
import { useTableLocalization } from './localization';
import { DataTableEmpty, DataTableError } from './data-table-states';
import { fromTablePagination, PAGE_SIZES, toTablePagination, type PageParams } from './pagination';
import { fromTableSorting, toTableSorting, type SortState } from './sorting';
import { SelectionToolbar } from './selection-toolbar';
import type { CardLayout, DataCardsProps } from './data-cards';
import { lazyPart } from '@/lib/lazy-part';
import { usePhone } from '@/lib/use-phone';

/** What a list query gives the table (see `useListScreen`). */
export interface ListState<T> {
  /** The current page's rows; undefined before the first answer. */
  rows: T[] | undefined;
  /** Rows matching the filters across all pages (`meta.total`). */
  total: number | undefined;
  /** First load, nothing to show yet: skeleton rows. */
  isLoading: boolean;
  /** Any request in flight (including a page change): progress bar over the old rows. */
  isFetching: boolean;
  error: Error | null;
  onRetry: () => void;
  /** How many filters are set, for the phone's "Filters" button. */
  activeFilters?: number;
}

export interface RowSelection {
  /** Ids (from `getRowId`) of the selected rows. */
  selected: string[];
  onChange: (ids: string[]) => void;
  /** The bulk actions shown while rows are selected. */
  actions: (ids: string[]) => ReactNode;
}

interface TableProps<T extends MRT_RowData> extends ListState<T> {
  columns: MRT_ColumnDef<T>[];
  /** The page shown; a list the API does not page (a few dozen rows at most) leaves both out. */
  pagination?: PageParams;
  onPaginationChange?: (next: PageParams) => void;
  /** Server-side sorting: a column whose `id` is sortable (`enableSorting: true`) sorts the list. */
  sort?: SortState;
  onSortChange?: (next: SortState) => void;
  emptyMessage: string;
  renderRowActions?: (row: T) => ReactNode;
  selection?: RowSelection;
  /** Shown at the left of the top toolbar (filters); on a phone, in the filter drawer. */
  toolbar?: ReactNode;
  /** The columns that make a row's card on a phone; by default the first is the title. */
  card?: CardLayout;
}

/** Rows are told apart by their `id`; rows without one say what tells them apart. */
type RowId<T> = T extends { id: number | string }
  ? { getRowId?: (row: T) => string }
  : { getRowId: (row: T) => string };

export type DataTableProps<T extends MRT_RowData> = TableProps<T> & RowId<T>;

const byId = (row: MRT_RowData) => String(row.id);

// The phone's cards load on a phone only: a desktop never needs them.
// (Loaded lazily it loses its type parameter, which is given back here.)
const DataCards = lazyPart(() => import('./data-cards'), 'DataCards') as unknown as <T extends MRT_RowData>(
  props: DataCardsProps<T>,
) => ReactNode;

const OPAQUE = { opacity: 1 };

/**
 * A column's size is the width it would like, not its least (the library's minimum): the browser
 * narrows the columns (to 60 % of it), wrapping their text, to fit the table beside the sidebar, so the pinned
 * actions cover no column (the SKU list's "Updated at" lay under them at 1440 px). Pinned cells
 * keep their width, and are opaque: the library leaves them slightly see-through, which shows the
 * columns scrolling beneath as ghost text.
 */
const cellStyle = <T extends MRT_RowData>(column: MRT_Column<T>) =>
  column.getIsPinned()
    ? OPAQUE
    : { minWidth: `${Math.max(column.columnDef.minSize ?? 0, Math.round(column.getSize() * NARROWEST))}px` };
/** How far below its size a column may narrow. */
const NARROWEST = 0.6;

/** An unpaged list: its rows on one page. */
const WHOLE_LIST: PageParams = { page: 1, size: Math.max(...PAGE_SIZES) };

// A stable empty list: mantine-react-table memoises on the data reference.
const NO_ROWS: never[] = [];

const toSelectionState = (ids: string[]): MRT_RowSelectionState => Object.fromEntries(ids.map((id) => [id, true]));

export function DataTable<T extends MRT_RowData>(props: DataTableProps<T>) {
  const { pagination, onPaginationChange, error, renderRowActions, toolbar, selection, sort, onSortChange } = props;
  const localization = useTableLocalization();
  const phone = usePhone();
  const paged = Boolean(pagination && onPaginationChange);
  const tablePagination = toTablePagination(pagination ?? WHOLE_LIST);
  const sorting = toTableSorting(sort);
  const rowSelection = toSelectionState(selection?.selected ?? []);
  const getRowId = (props as { getRowId?: (row: T) => string }).getRowId ?? byId;

  // Rows that arrive are built in the background, in small steps between the browser's other work:
  // until they are, the list shows what it showed (on a phone, laying out a page of rows takes
  // longer than a tap may wait).
  const { rows, isLoading, total } = useDeferredValue(
    useMemo(
      () => ({ rows: props.rows, isLoading: props.isLoading, total: props.total }),
      [props.rows, props.isLoading, props.total],
    ),
  );

  const selecting = selection && selection.selected.length > 0;
  const bulkActions = selecting ? (
    <SelectionToolbar count={selection.selected.length} onClear={() => selection.onChange([])}>
      {selection.actions(selection.selected)}
    </SelectionToolbar>
  ) : null;
  const fallback = error ? (
    <DataTableError error={error} onRetry={props.onRetry} />
  ) : (
    <DataTableEmpty message={props.emptyMessage} />
  );
  const showPagination = paged && !(total === 0 && !isLoading);

  const table = useMantineReactTable<T>({
    columns: props.columns,
    data: error || !rows ? NO_ROWS : rows,
    getRowId: (row) => getRowId(row),
    localization,
    manualPagination: true,
    enablePagination: paged,
    // The page is the URL's: new rows must not send the user back to the first page.
    autoResetPageIndex: false,
    rowCount: total ?? 0,
    onPaginationChange: (updater: MRT_Updater<MRT_PaginationState>) => {
      const next = typeof updater === 'function' ? updater(tablePagination) : updater;
      if (next.pageIndex === tablePagination.pageIndex && next.pageSize === tablePagination.pageSize) return;
      if (pagination) onPaginationChange?.(fromTablePagination(next, pagination));
    },
    mantinePaginationProps: { rowsPerPageOptions: PAGE_SIZES.map(String) },
    // Sorting is the server's: only columns that opt in, one at a time, in the URL.
    manualSorting: true,
    enableSorting: Boolean(onSortChange),
    enableMultiSort: false,
    onSortingChange: (updater: MRT_Updater<MRT_SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onSortChange?.(fromTableSorting(next));
    },
    enableRowSelection: Boolean(selection),
    onRowSelectionChange: (updater: MRT_Updater<MRT_RowSelectionState>) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      selection?.onChange(Object.keys(next).filter((id) => next[id]));
    },
    state: {
      pagination: tablePagination,
      sorting,
      rowSelection,
      showSkeletons: isLoading && !error,
      showProgressBars: props.isFetching,
    },
    // Filtering and column tools would act on one page only; the screen's filters go to the API.
    enableColumnActions: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableToolbarInternalActions: false,
    enableRowActions: Boolean(renderRowActions),
    positionActionsColumn: 'last',
    // On a narrow screen the table scrolls sideways; selection and actions stay in reach.
    enableColumnPinning: true,
    initialState: { columnPinning: { left: ['mrt-row-select'], right: ['mrt-row-actions'] } },
    displayColumnDefOptions: { 'mrt-row-actions': { header: localization.actions } },
    renderRowActions: renderRowActions ? ({ row }) => renderRowActions(row.original) : undefined,
    positionToolbarAlertBanner: 'none',
    // The top toolbar holds the screen's filters, or the bulk actions: a list with neither has none.
    enableTopToolbar: Boolean(toolbar ?? selection),
    // An empty list says so in its body; paging through nothing ("0-0 of 0") says nothing more.
    enableBottomToolbar: showPagination,
    renderTopToolbarCustomActions: () => bulkActions ?? toolbar,
    renderEmptyRowsFallback: () => fallback,
    // Screen readers hear which column the list is sorted by.
    mantineTableHeadCellProps: ({ column }) => {
      const sorted = column.getIsSorted();
      return {
        ...(sorted ? { 'aria-sort': sorted === 'desc' ? 'descending' : 'ascending' } : {}),
        style: cellStyle(column),
      };
    },
    mantineTableBodyCellProps: ({ column }) => ({ style: cellStyle(column) }),
    // The progress bar moves only while the list is fetching: hidden, it would still redraw the page
    // sixty times a second.
    mantineProgressProps: { animated: Boolean(props.isFetching), value: 100 },
    mantineTableProps: { striped: true, highlightOnHover: true },
    mantinePaperProps: { withBorder: true, shadow: 'none' },
    // A table wider than the screen scrolls sideways, from the keyboard too.
    mantineTableContainerProps: { tabIndex: 0 },
    mantineTopToolbarProps: { style: { flexWrap: 'wrap' } },
  });

  if (phone) {
    return (
      <Suspense fallback={null}>
        <DataCards
          table={table}
          layout={props.card}
          isLoading={isLoading && !error}
          fallback={fallback}
          renderRowActions={renderRowActions}
          selectable={Boolean(selection)}
          bulkActions={bulkActions}
          filters={toolbar}
          activeFilters={props.activeFilters ?? 0}
          showPagination={showPagination}
        />
      </Suspense>
    );
  }
  return <MantineReactTable table={table} />;
}
