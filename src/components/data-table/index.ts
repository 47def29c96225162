export { DataTable, type DataTableProps } from './data-table';
export { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageParams } from './pagination';
