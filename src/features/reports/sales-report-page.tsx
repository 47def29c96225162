// The sales report: paid orders per day, week or month for the outlets, SKUs, owners and areas
// chosen, with net sales and orders charted over the whole range. The cost of goods and gross profit
// leave out items sold without a known cost; a notice says how many there are. Net sales are before
// PBJT and charges, which have their own columns, and a line under the table says so. Each period's
// and the range's orders and gross sales are split by channel too, as the downloads split them. Under
// the table, the range's discounts by promotion and who pays for them.
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Alert, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useListOutlets } from '@generated/hooks/outlets/outlets';
import {
  getGetSalesReportQueryOptions,
  useGetSalesReport,
  getExportSalesReportQueryKey,
  getExportSalesReportXlsxQueryKey,
} from '@generated/hooks/reports/reports';
import type { SalesReportRow } from '@generated/model';
import { DataTable } from '@/components/data-table/data-table';
import { MultiSelectFilter } from '@/components/list/multi-select-filter';
import { useListScreen } from '@/components/list/use-list-screen';
import { formatNumber } from '@/lib/format';
import { LazyChart } from './lazy-chart';
import { ExportButtons } from '@/components/reports/export-buttons';
import { channelCards, channelColumns, measureCards, measures, reportColumns } from './report-columns';
import { periodAxisLabel } from './period-label';
import { ReportFilters } from './report-filters';
import { ReportLayout } from './report-layout';
import { exportParams, reportParams } from './search';
import { SkuFilter } from './sku-filter';
import { SummaryCards } from '@/components/reports/summary-cards';
import { DiscountsByPromotion } from './discounts-by-promotion';

const route = getRouteApi('/_signed-in/report-sales');
const CHART_PAGE = 100;
const FIGURES = measures(
  ['order_count', 'items_sold'] as const,
  [
    'gross_sales',
    'discount_total',
    'net_sales',
    'service_charge',
    'tax',
    'rounding',
    'average_order_value',
    'cogs',
    'gross_profit',
  ] as const,
);
type Figure = (typeof FIGURES)[number]['key'];

const unique = <T,>(items: T[], key: (item: T) => number) => [...new Map(items.map((i) => [key(i), i])).values()];

export function SalesReportPage() {
  const { t } = useTranslation();
  const report = useListScreen(route, getGetSalesReportQueryOptions, reportParams);
  const { search, params, setSearch } = report;
  const filters = { ...params, page: undefined, size: undefined };

  // The chart shows every period of the range, however the table pages.
  const first = useGetSalesReport(
    { ...filters, page: 1, size: CHART_PAGE },
    { query: { placeholderData: keepPreviousData } },
  );
  const pages = Math.ceil((first.data?.meta.total ?? 0) / CHART_PAGE);
  const rest = useQueries({
    queries: Array.from({ length: Math.max(0, pages - 1) }, (_, i) =>
      getGetSalesReportQueryOptions({ ...filters, page: i + 2, size: CHART_PAGE }),
    ),
  });
  const chartRows = [...(first.data?.data ?? []), ...rest.flatMap((q) => q.data?.data ?? [])];

  const outlets = useListOutlets({ size: 100 });
  const outletList = outlets.data?.data ?? [];
  const owners = unique(
    outletList.map((o) => o.outlet_owner),
    (p) => p.id,
  );
  const areas = unique(
    outletList.map((o) => o.outlet_area),
    (a) => a.area_id,
  );

  const columns = useMemo(
    () => [
      ...reportColumns<Figure, SalesReportRow>(t, params.type, FIGURES, (key) => t(`reports.sales.${key}`)),
      ...channelColumns(t),
    ],
    [t, params.type],
  );
  const summary = report.query.data?.summary;

  const uncosted = report.query.data?.summary.uncosted_quantity ?? 0;

  return (
    <ReportLayout
      title={t('screens.salesReport')}
      exports={
        <ExportButtons
          csv={getExportSalesReportQueryKey(exportParams(search))}
          xlsx={getExportSalesReportXlsxQueryKey(exportParams(search))}
        />
      }
      filters={
        <ReportFilters start={params.start_date} end={params.end_date} type={params.type} onChange={setSearch}>
          <MultiSelectFilter
            label={t('reports.outlets')}
            options={outletList.map((o) => ({ value: o.id, label: o.name }))}
            value={search.outlet_ids}
            onChange={(outlet_ids) => setSearch({ outlet_ids })}
            disabled={!outlets.data}
          />
          <SkuFilter value={search.sku_ids} onChange={(sku_ids) => setSearch({ sku_ids })} />
          <MultiSelectFilter
            label={t('reports.owners')}
            options={owners.map((p) => ({ value: p.id, label: p.name }))}
            value={search.owner_ids}
            onChange={(owner_ids) => setSearch({ owner_ids })}
            disabled={!outlets.data}
          />
          <MultiSelectFilter
            label={t('reports.areas')}
            options={areas.map((a) => ({ value: a.area_id, label: a.area_name }))}
            value={search.area_ids}
            onChange={(area_ids) => setSearch({ area_ids })}
            disabled={!outlets.data}
          />
        </ReportFilters>
      }
      summary={
        <Stack gap="sm">
          <SummaryCards
            loading={report.table.isFetching}
            cards={measureCards(FIGURES, (key) => t(`reports.sales.${key}`), summary)}
          />
          <SummaryCards loading={report.table.isFetching} cards={channelCards(t, summary?.by_channel)} />
          {uncosted > 0 ? (
            <Alert color="yellow" p="xs" data-testid="uncosted-notice">
              {t('reports.sales.uncosted', { count: uncosted })}
            </Alert>
          ) : null}
        </Stack>
      }
      chartTitle={t('reports.sales.chart')}
      chart={
        <LazyChart
          variant="composite"
          data={chartRows.map((row) => ({
            label: periodAxisLabel(row, params.type),
            net_sales: row.net_sales,
            order_count: row.order_count,
          }))}
          dataKey="label"
          format={formatNumber}
          series={[
            { name: 'net_sales', label: t('reports.sales.net_sales'), color: 'teal.6' },
            { name: 'order_count', label: t('reports.sales.order_count'), color: 'orange.6', line: true },
          ]}
        />
      }
      table={
        <Stack gap="xs">
          <DataTable
            {...report.table}
            columns={columns}
            getRowId={(row) => row.period_start}
            emptyMessage={t('reports.empty')}
          />
          <Text size="sm" c="dimmed" data-testid="net-sales-note">
            {t('reports.sales.netSalesNote')}
          </Text>
          {summary ? (
            <DiscountsByPromotion
              discounts={summary.discounts_by_promotion}
              brand={summary.discount_brand}
              outlet={summary.discount_outlet}
            />
          ) : null}
        </Stack>
      }
    />
  );
}
