// The list every screen uses, for server-side lists. The page, the sort and the filters live in the
// URL; the row count comes from the API's `meta.total`; the list shows its own loading, empty and
// error states, server-side sorting from the column headers, row selection for bulk actions.
//
// On a desktop it is mantine-react-table's table (table-view). On a phone (below 48em) the same
// columns show a card per row (data-cards), with the filters folded behind a "Filters" button that
// opens them in a drawer; the cards read the columns themselves, so a phone neither downloads nor
// runs the table library. Each view loads with the kit, alongside the screen's own code.
import { Suspense, useDeferredValue, useMemo, type ReactNode } from 'react';
import type { MRT_ColumnDef, MRT_Localization, MRT_RowData } from 'mantine-react-table';
import { useTableLocalization } from './localization';
import { DataTableEmpty, DataTableError } from './data-table-states';
import type { PageParams } from './pagination';
import type { SortState } from './sorting';
import { SelectionToolbar } from './selection-toolbar';
import type { CardLayout } from './data-cards';
import { lazyPart } from '@/lib/lazy-part';
import { PHONE_SCREEN, usePhone } from '@/lib/use-phone';

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

/** What the table and the cards are given: the list as it is shown now, with its parts built. */
export interface ListView<T extends MRT_RowData> extends Omit<TableProps<T>, 'emptyMessage'> {
  getRowId: (row: T) => string;
  localization: MRT_Localization;
  /** The empty message or the error, shown instead of rows. */
  fallback: ReactNode;
  /** The bulk actions' toolbar while rows are selected. */
  bulkActions: ReactNode;
  /** Whether the list pages: a paged list that is empty shows no paging. */
  showPagination: boolean;
}

const byId = (row: MRT_RowData) => String(row.id);

// Each view loaded lazily loses its type parameter, which is given back here.
type View = <T extends MRT_RowData>(props: ListView<T>) => ReactNode;
const TableView = lazyPart(() => import('./table-view'), 'TableView');
const DataCards = lazyPart(() => import('./data-cards'), 'DataCards');
// The view this screen shows starts loading with the kit, alongside the screen's own code.
if (typeof window.matchMedia === 'function')
  void (window.matchMedia(PHONE_SCREEN).matches ? DataCards : TableView).preload();

export function DataTable<T extends MRT_RowData>(props: DataTableProps<T>) {
  const { error, selection, pagination, onPaginationChange } = props;
  const localization = useTableLocalization();
  const phone = usePhone();
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

  const bulkActions =
    selection && selection.selected.length > 0 ? (
      <SelectionToolbar count={selection.selected.length} onClear={() => selection.onChange([])}>
        {selection.actions(selection.selected)}
      </SelectionToolbar>
    ) : null;
  const fallback = error ? (
    <DataTableError error={error} onRetry={props.onRetry} />
  ) : (
    <DataTableEmpty message={props.emptyMessage} />
  );
  const paged = Boolean(pagination && onPaginationChange);
  const view: ListView<T> = {
    ...props,
    rows,
    isLoading,
    total,
    getRowId,
    localization,
    fallback,
    bulkActions,
    showPagination: paged && !(total === 0 && !isLoading),
  };
  const View = (phone ? DataCards : TableView) as View;
  return (
    <Suspense fallback={null}>
      <View {...view} />
    </Suspense>
  );
}
