// The waste report: what was thrown away over the range at the chosen outlets, by reason, SKU or day
// (the URL's `group_by`), with the quantity in its stock unit (by SKU), the value in rupiah and the
// waste lines counted, then a totals row; CSV and Excel downloads of the same rows.
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getExportWasteReportQueryKey,
  getExportWasteReportXlsxQueryKey,
  useGetWasteReport,
} from '@generated/hooks/reports/reports';
import type { WasteGroupBy, WasteReportRow } from '@generated/model';
import { DataTable } from '@/components/data-table/data-table';
import { DEFAULT_PAGE_SIZE } from '@/components/data-table/pagination';
import { useListSearch } from '@/components/list/use-list-search';
import { ExportButtons } from '@/components/reports/export-buttons';
import { SummaryCards } from '@/components/reports/summary-cards';
import { formatDate, formatNumber, formatRupiah } from '@/lib/format';
import { OutletFilter } from './outlet-filter';
import { ReportFilters } from './report-filters';
import { ReportLayout } from './report-layout';
import { wasteReportParams } from './search';

const route = getRouteApi('/_signed-in/report-waste');
const GROUPINGS: WasteGroupBy[] = ['reason', 'sku', 'day'];

type Row = WasteReportRow & { total?: boolean };

/** What a row is called: the reason in the reader's language, the SKU's name, or the day. */
export function wasteRowLabel(t: TFunction, groupBy: WasteGroupBy, row: WasteReportRow): string {
  if (groupBy === 'reason') return t(`waste.reasons.${row.key}`, { defaultValue: row.label });
  if (groupBy === 'day') return formatDate(row.key);
  return row.label;
}

export function WasteReportPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useListSearch(route);
  const params = wasteReportParams(search);
  const report = useGetWasteReport(params, { query: { placeholderData: keepPreviousData } });
  // The rows answer the grouping they were asked for, also while the next one loads.
  const groupBy = report.data?.group_by ?? params.group_by;
  const summary = report.data?.summary;
  const page = search.page ?? 1;
  const size = search.size ?? DEFAULT_PAGE_SIZE;
  const data = report.data?.data;
  const rows = useMemo<Row[] | undefined>(() => {
    if (!data || !summary || data.length === 0) return data;
    const shown = data.slice((page - 1) * size, page * size);
    const total: Row = {
      key: 'total',
      label: t('reports.waste.total'),
      sku_id: null,
      stock_unit: null,
      quantity: null,
      value: summary.value,
      lines: summary.lines,
      total: true,
    };
    return [...shown, total];
  }, [data, summary, page, size, t]);

  const columns = useMemo<MRT_ColumnDef<Row>[]>(() => {
    const bold = (row: Row) => (row.total ? 700 : undefined);
    const right = {
      mantineTableBodyCellProps: { align: 'right' },
      mantineTableHeadCellProps: { align: 'right' },
    } as const;
    return [
      {
        id: 'label',
        header: t(`reports.waste.groupBy.${groupBy}`),
        accessorFn: (row) => (row.total ? row.label : wasteRowLabel(t, groupBy, row)),
        Cell: ({ row: { original }, renderedCellValue }) => (
          <Text size="sm" fw={bold(original)}>
            {renderedCellValue}
          </Text>
        ),
      },
      ...(groupBy === 'sku'
        ? [
            {
              id: 'quantity',
              header: t('reports.waste.quantity'),
              ...right,
              accessorFn: (row: Row) =>
                row.quantity === null ? '' : `${formatNumber(row.quantity)} ${row.stock_unit ?? ''}`.trim(),
            },
          ]
        : []),
      {
        id: 'value',
        header: t('reports.waste.value'),
        ...right,
        accessorFn: (row) => formatRupiah(row.value),
        Cell: ({ row: { original }, renderedCellValue }) => (
          <Text size="sm" fw={bold(original)}>
            {renderedCellValue}
          </Text>
        ),
      },
      {
        id: 'lines',
        header: t('reports.waste.lines'),
        ...right,
        accessorFn: (row) => formatNumber(row.lines),
        Cell: ({ row: { original }, renderedCellValue }) => (
          <Text size="sm" fw={bold(original)}>
            {renderedCellValue}
          </Text>
        ),
      },
    ];
  }, [t, groupBy]);

  return (
    <ReportLayout
      title={t('screens.wasteReport')}
      exports={
        <ExportButtons csv={getExportWasteReportQueryKey(params)} xlsx={getExportWasteReportXlsxQueryKey(params)} />
      }
      filters={
        <ReportFilters start={params.start_date} end={params.end_date} onChange={setSearch}>
          <OutletFilter value={search.outlet_ids} onChange={(outlet_ids) => setSearch({ outlet_ids })} />
          <SegmentedControl
            aria-label={t('reports.groupBy')}
            value={params.group_by}
            onChange={(value) => setSearch({ group_by: value as WasteGroupBy, page: undefined })}
            data={GROUPINGS.map((value) => ({ value, label: t(`reports.waste.groupBy.${value}`) }))}
          />
        </ReportFilters>
      }
      summary={
        <SummaryCards
          loading={report.isFetching}
          cards={[
            {
              key: 'value',
              label: t('reports.waste.summary.value'),
              value: summary ? formatRupiah(summary.value) : '–',
            },
            {
              key: 'lines',
              label: t('reports.waste.summary.lines'),
              value: summary ? formatNumber(summary.lines) : '–',
            },
          ]}
        />
      }
      table={
        <DataTable
          rows={rows}
          total={data?.length}
          isLoading={report.isLoading}
          isFetching={report.isFetching}
          error={report.error}
          onRetry={() => void report.refetch()}
          pagination={{ page, size }}
          onPaginationChange={(next) => setSearch({ page: next.page, size: next.size })}
          columns={columns}
          getRowId={(row) => (row.total ? 'total' : row.key)}
          emptyMessage={t('reports.waste.empty')}
        />
      }
    />
  );
}
