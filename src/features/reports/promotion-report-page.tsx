// The promotions report: over a range of days, each promotion (and the points members redeemed) with
// who pays for it (the brand or the outlet), the paid orders and cups it applied to, what it took off
// and the net sales of those orders, then a totals row; the summary splits the discount by funder.
// The API answers every promotion at once; the last row is its summary.
import '@mantine/core/styles/Badge.css';
import { Badge, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getExportPromotionReportQueryKey,
  getExportPromotionReportXlsxQueryKey,
  useGetPromotionReport,
} from '@generated/hooks/reports/reports';
import type { PromotionReportRow } from '@generated/model';
import { DataTable } from '@/components/data-table/data-table';
import { useListSearch } from '@/components/list/use-list-search';
import { ExportButtons } from '@/components/reports/export-buttons';
import { SummaryCards } from '@/components/reports/summary-cards';
import { formatNumber, formatRupiah } from '@/lib/format';
import { LazyChart } from './lazy-chart';
import { OutletFilter } from './outlet-filter';
import { ReportFilters } from './report-filters';
import { ReportLayout } from './report-layout';
import { promotionReportParams } from './search';

const route = getRouteApi('/_signed-in/report-promotions');
const SUMMARY = ['discount', 'discount_brand', 'discount_outlet', 'order_count', 'net_sales'] as const;
const COUNTS = ['order_count', 'cups'] as const;
const AMOUNTS = ['discount', 'net_sales'] as const;
/** The id of the totals row, which no promotion has. */
const TOTAL_ID = 'total';

type Row = PromotionReportRow & { total?: boolean };

export function PromotionReportPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useListSearch(route);
  const params = promotionReportParams(search);
  const report = useGetPromotionReport(params, { query: { placeholderData: keepPreviousData } });
  const promotions = report.data?.data;
  const summary = report.data?.summary;
  const nameOf = (row: Row) =>
    row.total ? t('reports.promotions.total') : row.promotion_id === null ? t('reports.promotions.points') : row.name;
  const rows = useMemo<Row[] | undefined>(
    () =>
      promotions && summary && promotions.length > 0
        ? [...promotions, { ...summary, promotion_id: null, name: '', funded_by: 'brand', total: true }]
        : promotions,
    [promotions, summary],
  );

  const columns = useMemo<MRT_ColumnDef<Row>[]>(
    () => [
      {
        id: 'promotion',
        header: t('reports.promotions.promotion'),
        accessorFn: nameOf,
        Cell: ({ row: { original } }) => (
          <Text size="sm" fw={original.total ? 700 : undefined}>
            {nameOf(original)}
          </Text>
        ),
      },
      {
        id: 'funded_by',
        header: t('reports.promotions.funded_by'),
        accessorFn: (row) => (row.total ? '' : t(`reports.promotions.funder.${row.funded_by}`)),
        Cell: ({ row: { original } }) =>
          original.total ? null : (
            <Badge variant="light" color={original.funded_by === 'brand' ? 'indigo' : 'teal'}>
              {t(`reports.promotions.funder.${original.funded_by}`)}
            </Badge>
          ),
      },
      ...COUNTS.map((key): MRT_ColumnDef<Row> => ({
        id: key,
        header: t(`reports.promotions.${key}`),
        accessorFn: (row) => formatNumber(row[key]),
        Cell: ({ row: { original } }) => (
          <Text size="sm" fw={original.total ? 700 : undefined}>
            {formatNumber(original[key])}
          </Text>
        ),
      })),
      ...AMOUNTS.map((key): MRT_ColumnDef<Row> => ({
        id: key,
        header: t(`reports.promotions.${key}`),
        accessorFn: (row) => formatRupiah(row[key]),
        Cell: ({ row: { original } }) => (
          <Text size="sm" fw={original.total ? 700 : undefined}>
            {formatRupiah(original[key])}
          </Text>
        ),
      })),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names follow the language, as `t` does
    [t],
  );

  const chartData = (promotions ?? []).map((row) => ({
    promotion: nameOf(row),
    brand: row.funded_by === 'brand' ? row.discount : 0,
    outlet: row.funded_by === 'outlet' ? row.discount : 0,
  }));

  return (
    <ReportLayout
      title={t('screens.promotionReport')}
      exports={
        <ExportButtons
          csv={getExportPromotionReportQueryKey(params)}
          xlsx={getExportPromotionReportXlsxQueryKey(params)}
        />
      }
      filters={
        <ReportFilters start={params.start_date} end={params.end_date} onChange={setSearch}>
          <OutletFilter value={search.outlet_ids} onChange={(outlet_ids) => setSearch({ outlet_ids })} />
        </ReportFilters>
      }
      summary={
        <SummaryCards
          loading={report.isFetching}
          cards={SUMMARY.map((key) => ({
            key,
            label: t(`reports.promotions.summary.${key}`),
            value: summary ? (key === 'order_count' ? formatNumber(summary[key]) : formatRupiah(summary[key])) : '–',
          }))}
        />
      }
      chartTitle={t('reports.promotions.chart')}
      chart={
        <LazyChart
          variant="grouped"
          data={chartData}
          dataKey="promotion"
          format={(value) => formatRupiah(value)}
          series={[
            { name: 'brand', label: t('reports.promotions.funder.brand'), color: 'indigo.6' },
            { name: 'outlet', label: t('reports.promotions.funder.outlet'), color: 'teal.6' },
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
            getRowId={(row) => (row.total ? TOTAL_ID : `${row.promotion_id ?? 'points'}-${row.funded_by}`)}
            emptyMessage={t('reports.promotions.empty')}
          />
          <Text size="sm" c="dimmed">
            {t('reports.promotions.note')}
          </Text>
        </>
      }
    />
  );
}
