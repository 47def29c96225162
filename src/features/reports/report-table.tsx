// The table of a report's rows, paged by the URL search like every list.
import type { UseQueryResult } from '@tanstack/react-query';
import type { MRT_ColumnDef, MRT_RowData } from 'mantine-react-table';
import { DataTable } from '../../components/data-table/data-table';
import { listProps } from '../../components/data-table/list-props';
import { DEFAULT_PAGE_SIZE, type PageParams } from '../../components/data-table/pagination';

export interface ReportTableProps<Row extends MRT_RowData> {
  report: UseQueryResult<{ data: Row[]; meta: { total: number } }, Error>;
  columns: MRT_ColumnDef<Row>[];
  getRowId: (row: Row) => string;
  search: { page?: number; size?: number };
  onPaginationChange: (next: PageParams) => void;
  emptyMessage: string;
}

export function ReportTable<Row extends MRT_RowData>({ report, search, ...props }: ReportTableProps<Row>) {
  return (
    <DataTable
      {...listProps(report)}
      {...props}
      pagination={{ page: search.page ?? 1, size: search.size ?? DEFAULT_PAGE_SIZE }}
    />
  );
}
