export { DataTable } from './data-table';
export { DEFAULT_PAGE_SIZE, type PageParams } from './pagination';
