// The list every screen uses: a thin wrapper over mantine-react-table for server-side lists. The
// page lives in the URL (1-based), the row count comes from the API's `meta.total`, and the table
// shows its own loading, empty and error states.
import 'mantine-react-table/styles.css';
import type { ReactNode } from 'react';
import {
  MantineReactTable,
  useMantineReactTable,
  type MRT_ColumnDef,
  type MRT_PaginationState,
  type MRT_RowData,
  type MRT_Updater,
} from 'mantine-react-table';
import { DataTableEmpty, DataTableError } from './data-table-states';
import { fromTablePagination, PAGE_SIZES, toTablePagination, type PageParams } from './pagination';

export interface DataTableProps<T extends MRT_RowData> {
  columns: MRT_ColumnDef<T>[];
  /** The current page's rows; undefined before the first answer. */
  rows: T[] | undefined;
  /** Rows matching the filters across all pages (`meta.total`). */
  total: number | undefined;
  pagination: PageParams;
  onPaginationChange: (next: PageParams) => void;
  /** First load, nothing to show yet: skeleton rows. */
  isLoading: boolean;
  /** Any request in flight (including a page change): progress bar over the old rows. */
  isFetching: boolean;
  error: Error | null;
  onRetry: () => void;
  emptyMessage: string;
  getRowId: (row: T) => string;
  renderRowActions?: (row: T) => ReactNode;
  /** Shown at the left of the top toolbar (filters, a "New" button). */
  toolbar?: ReactNode;
}

// A stable empty list: mantine-react-table memoises on the data reference.
const NO_ROWS: never[] = [];

export function DataTable<T extends MRT_RowData>(props: DataTableProps<T>) {
  const { pagination, onPaginationChange, error, renderRowActions, toolbar } = props;
  const tablePagination = toTablePagination(pagination);

  const table = useMantineReactTable<T>({
    columns: props.columns,
    data: error || !props.rows ? NO_ROWS : props.rows,
    getRowId: (row) => props.getRowId(row),
    manualPagination: true,
    rowCount: props.total ?? 0,
    onPaginationChange: (updater: MRT_Updater<MRT_PaginationState>) => {
      const next = typeof updater === 'function' ? updater(tablePagination) : updater;
      onPaginationChange(fromTablePagination(next, pagination));
    },
    mantinePaginationProps: { rowsPerPageOptions: PAGE_SIZES.map(String) },
    state: {
      pagination: tablePagination,
      showSkeletons: props.isLoading && !error,
      showProgressBars: props.isFetching,
    },
    // Server lists: sorting, filtering and column tools would act on one page only.
    enableSorting: false,
    enableColumnActions: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableToolbarInternalActions: false,
    enableRowActions: Boolean(renderRowActions),
    positionActionsColumn: 'last',
    displayColumnDefOptions: { 'mrt-row-actions': { header: 'Actions' } },
    renderRowActions: renderRowActions ? ({ row }) => renderRowActions(row.original) : undefined,
    renderTopToolbarCustomActions: toolbar ? () => toolbar : undefined,
    renderEmptyRowsFallback: () =>
      error ? (
        <DataTableError error={error} onRetry={props.onRetry} />
      ) : (
        <DataTableEmpty message={props.emptyMessage} />
      ),
    mantineTableProps: { striped: true, highlightOnHover: true },
    mantinePaperProps: { withBorder: true, shadow: 'none' },
  });

  return <MantineReactTable table={table} />;
}
