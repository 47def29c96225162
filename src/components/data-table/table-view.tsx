// The list on a desktop: mantine-react-table, with the server's paging and sorting, row selection,
// the screen's filters in its top toolbar and the row actions pinned at the right (see data-table).
import './styles';
import {
  MantineReactTable,
  useMantineReactTable,
  type MRT_Column,
  type MRT_PaginationState,
  type MRT_RowData,
  type MRT_RowSelectionState,
  type MRT_SortingState,
  type MRT_Updater,
} from 'mantine-react-table';
import type { ListView } from './data-table';
import { fromTablePagination, PAGE_SIZES, toTablePagination, type PageParams } from './pagination';
import { fromTableSorting, toTableSorting } from './sorting';

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

export function TableView<T extends MRT_RowData>(props: ListView<T>) {
  const { pagination, onPaginationChange, error, renderRowActions, toolbar, selection, sort, onSortChange } = props;
  const { rows, isLoading, total, localization, getRowId } = props;
  const tablePagination = toTablePagination(pagination ?? WHOLE_LIST);
  const sorting = toTableSorting(sort);
  const rowSelection = toSelectionState(selection?.selected ?? []);

  const table = useMantineReactTable<T>({
    columns: props.columns,
    data: error || !rows ? NO_ROWS : rows,
    getRowId: (row) => getRowId(row),
    localization,
    manualPagination: true,
    enablePagination: Boolean(pagination && onPaginationChange),
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
    enableBottomToolbar: props.showPagination,
    renderTopToolbarCustomActions: () => props.bulkActions ?? toolbar,
    renderEmptyRowsFallback: () => props.fallback,
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
  return <MantineReactTable table={table} />;
}
