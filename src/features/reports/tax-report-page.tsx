// The tax report: for a calendar month, each outlet in reach with its area (the regency or city its
// PBJT return is filed with), its paid orders, tax base, PBJT and service charge, then a totals row;
// what an owner files from. The API answers every outlet at once; the last row is its summary.
import { Group, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getExportTaxReportQueryKey,
  getExportTaxReportXlsxQueryKey,
  useGetTaxReport,
} from '@generated/hooks/reports/reports';
import type { TaxReportRow } from '@generated/model';
import { DataTable } from '@/components/data-table/data-table';
import { useListSearch } from '@/components/list/use-list-search';
import { MonthFilter } from '@/components/list/month-filter';
import { ExportButtons } from '@/components/reports/export-buttons';
import { SummaryCards } from '@/components/reports/summary-cards';
import { formatNumber, formatRupiah } from '@/lib/format';
import { LazyChart } from './lazy-chart';
import { OutletFilter } from './outlet-filter';
import { ReportLayout } from './report-layout';
import { taxReportParams } from './search';

const route = getRouteApi('/_signed-in/report-tax');
const SUMMARY = ['order_count', 'tax_base', 'tax', 'service_charge'] as const;
const AMOUNTS = ['tax_base', 'tax', 'service_charge'] as const;
/** The id of the totals row, which no outlet has. */
const TOTAL_ID = 'total';

type Row = TaxReportRow & { total?: boolean };

export function TaxReportPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useListSearch(route);
  const params = taxReportParams(search);
  const report = useGetTaxReport(params, { query: { placeholderData: keepPreviousData } });
  const outlets = report.data?.data;
  const summary = report.data?.summary;
  const rows = useMemo<Row[] | undefined>(
    () =>
      outlets && summary && outlets.length > 0
        ? [
            ...outlets,
            {
              ...summary,
              outlet_id: 0,
              outlet_name: t('reports.tax.total'),
              area_id: 0,
              area_name: '',
              npwpd: '',
              total: true,
            },
          ]
        : outlets,
    [outlets, summary, t],
  );

  const columns = useMemo<MRT_ColumnDef<Row>[]>(
    () => [
      {
        id: 'outlet',
        header: t('reports.tax.outlet'),
        accessorFn: (row) => row.outlet_name,
        Cell: ({ row: { original } }) => (
          <Text size="sm" fw={original.total ? 700 : undefined}>
            {original.outlet_name}
          </Text>
        ),
      },
      { id: 'area', header: t('reports.tax.area'), accessorFn: (row) => row.area_name },
      { id: 'npwpd', header: t('reports.tax.npwpd'), accessorFn: (row) => row.npwpd },
      {
        id: 'order_count',
        header: t('reports.tax.order_count'),
        accessorFn: (row) => formatNumber(row.order_count),
        Cell: ({ row: { original } }) => (
          <Text size="sm" fw={original.total ? 700 : undefined}>
            {formatNumber(original.order_count)}
          </Text>
        ),
      },
      ...AMOUNTS.map((key): MRT_ColumnDef<Row> => ({
        id: key,
        header: t(`reports.tax.${key}`),
        accessorFn: (row) => formatRupiah(row[key]),
        Cell: ({ row: { original } }) => (
          <Text size="sm" fw={original.total ? 700 : undefined}>
            {formatRupiah(original[key])}
          </Text>
        ),
      })),
    ],
    [t],
  );

  const chartData = (outlets ?? []).map((row) => ({
    outlet: row.outlet_name,
    tax: row.tax,
    service_charge: row.service_charge,
  }));

  return (
    <ReportLayout
      title={t('screens.taxReport')}
      exports={<ExportButtons csv={getExportTaxReportQueryKey(params)} xlsx={getExportTaxReportXlsxQueryKey(params)} />}
      filters={
        <Group gap="sm" align="center" wrap="wrap">
          <MonthFilter label={t('reports.tax.month')} value={params.month} onChange={(month) => setSearch({ month })} />
          <OutletFilter value={search.outlet_ids} onChange={(outlet_ids) => setSearch({ outlet_ids })} />
        </Group>
      }
      summary={
        <SummaryCards
          loading={report.isFetching}
          cards={SUMMARY.map((key) => ({
            key,
            label: t(`reports.tax.summary.${key}`),
            value: summary ? (key === 'order_count' ? formatNumber(summary[key]) : formatRupiah(summary[key])) : '–',
          }))}
        />
      }
      chartTitle={t('reports.tax.chart')}
      chart={
        <LazyChart
          variant="grouped"
          data={chartData}
          dataKey="outlet"
          format={(value) => formatRupiah(value)}
          series={[
            { name: 'tax', label: t('reports.tax.tax'), color: 'indigo.6' },
            { name: 'service_charge', label: t('reports.tax.service_charge'), color: 'teal.6' },
          ]}
        />
      }
      table={
        <>
          <DataTable
            rows={rows}
            total={rows?.length}
            isLoading={report.isLoading}
            isFetching={report.isFetching}
            error={report.error}
            onRetry={() => void report.refetch()}
            columns={columns}
            getRowId={(row) => (row.total ? TOTAL_ID : String(row.outlet_id))}
            emptyMessage={t('reports.tax.empty')}
          />
          <Text size="sm" c="dimmed">
            {t('reports.tax.note')}
          </Text>
        </>
      }
    />
  );
}
