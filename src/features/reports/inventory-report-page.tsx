// The inventory report: each SKU's stock per period (opening, in, out, closing, what sales used up
// and cancellations gave back) over the chosen outlets, and the units moved by tagging and by sales,
// charted over the whole range.
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getGetInventoryReportQueryOptions,
  getExportInventoryReportQueryKey,
  getExportInventoryReportXlsxQueryKey,
} from '@generated/hooks/reports/reports';
import type { InventoryReportRow } from '@generated/model';
import { DataTable } from '@/components/data-table/data-table';
import { useListScreen } from '@/components/list/use-list-screen';
import { formatNumber } from '@/lib/format';
import { LazyChart } from './lazy-chart';
import { ExportButtons } from '@/components/reports/export-buttons';
import { OutletFilter } from './outlet-filter';
import { measures, reportColumns } from './report-columns';
import { periodAxisLabel } from './period-label';
import { ReportFilters } from './report-filters';
import { ReportLayout } from './report-layout';
import { exportParams, reportParams } from './search';
import { SkuFilter } from './sku-filter';
import { SummaryCards } from '@/components/reports/summary-cards';

const route = getRouteApi('/_signed-in/report-inventories');
const IN = ['po', 'retur'] as const;
const OUT = ['rusak', 'hilang', 'expired', 'free', 'giveaway'] as const;
const COLORS = ['teal.6', 'green.4', 'red.6', 'orange.5', 'yellow.6', 'grape.5', 'indigo.4', 'blue.6', 'cyan.4'];
const QUANTITIES = measures([
  'opening_quantity',
  'quantity_in',
  'quantity_out',
  'sold',
  'sale_returns',
  'closing_quantity',
] as const);
type Quantity = (typeof QUANTITIES)[number]['key'];

export function InventoryReportPage() {
  const { t } = useTranslation();
  const report = useListScreen(route, getGetInventoryReportQueryOptions, reportParams);
  const { search, params, setSearch } = report;

  const columns = useMemo(
    () =>
      reportColumns<Quantity, InventoryReportRow>(t, params.type, QUANTITIES, (key) => t(`reports.inventory.${key}`), [
        { id: 'sku', header: t('reports.inventory.sku'), accessorFn: (row) => `${row.sku_name} (${row.stock_unit})` },
      ]),
    [t, params.type],
  );

  const summary = report.query.data?.summary;
  // Units in above the axis, units out below it.
  const chartData = (report.query.data?.periods ?? []).map((p) => ({
    label: periodAxisLabel(p, params.type),
    ...Object.fromEntries(IN.map((tag) => [tag, p.by_tagging[tag]])),
    ...Object.fromEntries(OUT.map((tag) => [tag, -p.by_tagging[tag]])),
    sale_returns: p.sale_returns,
    sold: -p.sold,
  }));
  return (
    <ReportLayout
      title={t('screens.inventoryReport')}
      exports={
        <ExportButtons
          csv={getExportInventoryReportQueryKey(exportParams(search))}
          xlsx={getExportInventoryReportXlsxQueryKey(exportParams(search))}
        />
      }
      filters={
        <ReportFilters start={params.start_date} end={params.end_date} type={params.type} onChange={setSearch}>
          <OutletFilter value={search.outlet_ids} onChange={(outlet_ids) => setSearch({ outlet_ids })} />
          <SkuFilter value={search.sku_ids} onChange={(sku_ids) => setSearch({ sku_ids })} />
        </ReportFilters>
      }
      summary={
        <SummaryCards
          loading={report.table.isFetching}
          cards={[
            { key: 'quantity_in', label: t('reports.inventory.quantity_in'), value: summary?.quantity_in },
            { key: 'quantity_out', label: t('reports.inventory.quantity_out'), value: summary?.quantity_out },
            { key: 'sold', label: t('reports.inventory.sold'), value: summary?.sold },
            { key: 'po', label: t('reports.tagging.po'), value: summary?.by_tagging.po },
            { key: 'rusak', label: t('reports.tagging.rusak'), value: summary?.by_tagging.rusak },
          ].map((card) => ({ ...card, value: card.value === undefined ? '–' : formatNumber(card.value) }))}
        />
      }
      chartTitle={t('reports.inventory.chart')}
      chart={
        <LazyChart
          variant="stacked"
          data={chartData}
          dataKey="label"
          format={(value) => formatNumber(Math.abs(value))}
          series={[
            ...[...IN, ...OUT].map((tag) => ({ name: tag, label: t(`reports.tagging.${tag}`) })),
            { name: 'sale_returns', label: t('reports.inventory.sale_returns') },
            { name: 'sold', label: t('reports.inventory.sold') },
          ].map((series, i) => ({ ...series, color: COLORS[i]! }))}
        />
      }
      table={
        <DataTable
          {...report.table}
          columns={columns}
          getRowId={(row) => `${row.period_start}-${row.sku_id}`}
          emptyMessage={t('reports.empty')}
        />
      }
    />
  );
}
