export { DataTable } from './data-table';
export { listProps } from './list-props';
export { DEFAULT_PAGE_SIZE } from './pagination';
export { DataTableEmpty, DataTableError } from './data-table-states';
export { SelectionToolbar } from './selection-toolbar';
