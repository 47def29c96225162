// The purchase-order report: per period and vendor the POs raised for the chosen outlets, their
// total, what was received and what is still outstanding; the chart compares each vendor's total with
// what was received.
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getGetPurchaseOrderReportQueryOptions,
  getExportPurchaseOrderReportQueryKey,
  getExportPurchaseOrderReportXlsxQueryKey,
} from '@generated/hooks/reports/reports';
import { useListVendors } from '@generated/hooks/vendors/vendors';
import type { PurchaseOrderReportRow } from '@generated/model';
import { DataTable } from '@/components/data-table/data-table';
import { MultiSelectFilter } from '@/components/list/multi-select-filter';
import { useListScreen } from '@/components/list/use-list-screen';
import { formatRupiah } from '@/lib/format';
import { LazyChart } from './lazy-chart';
import { ExportButtons } from '@/components/reports/export-buttons';
import { OutletFilter } from './outlet-filter';
import { measureCards, measures, reportColumns } from './report-columns';
import { ReportFilters } from './report-filters';
import { ReportLayout } from './report-layout';
import { exportParams, reportParams } from './search';
import { SummaryCards } from '@/components/reports/summary-cards';

const route = getRouteApi('/_signed-in/report-po');
const FIGURES = measures(
  ['po_count', 'completed_count'] as const,
  ['total_amount', 'received_amount', 'outstanding_amount'] as const,
);
type Figure = (typeof FIGURES)[number]['key'];

export function PurchaseOrderReportPage() {
  const { t } = useTranslation();
  const report = useListScreen(route, getGetPurchaseOrderReportQueryOptions, reportParams);
  const { search, params, setSearch } = report;
  const vendors = useListVendors({ size: 100 });

  const columns = useMemo(
    () =>
      reportColumns<Figure, PurchaseOrderReportRow>(t, params.type, FIGURES, (key) => t(`reports.po.${key}`), [
        { id: 'vendor', header: t('reports.po.vendor'), accessorKey: 'vendor_name' },
      ]),
    [t, params.type],
  );

  return (
    <ReportLayout
      title={t('screens.purchaseOrderReport')}
      exports={
        <ExportButtons
          csv={getExportPurchaseOrderReportQueryKey(exportParams(search))}
          xlsx={getExportPurchaseOrderReportXlsxQueryKey(exportParams(search))}
        />
      }
      filters={
        <ReportFilters start={params.start_date} end={params.end_date} type={params.type} onChange={setSearch}>
          <OutletFilter value={search.outlet_ids} onChange={(outlet_ids) => setSearch({ outlet_ids })} />
          <MultiSelectFilter
            label={t('reports.vendors')}
            options={(vendors.data?.data ?? []).map((v) => ({ value: v.id, label: v.name }))}
            value={search.vendor_ids}
            onChange={(vendor_ids) => setSearch({ vendor_ids })}
            disabled={!vendors.data}
          />
        </ReportFilters>
      }
      summary={
        <SummaryCards
          loading={report.table.isFetching}
          cards={measureCards(FIGURES, (key) => t(`reports.po.${key}`), report.query.data?.summary)}
        />
      }
      chartTitle={t('reports.po.chart')}
      chart={
        <LazyChart
          variant="grouped"
          data={(report.query.data?.vendors ?? []).map((v) => ({
            vendor: v.vendor_name,
            total_amount: v.total_amount,
            received_amount: v.received_amount,
          }))}
          dataKey="vendor"
          format={formatRupiah}
          series={[
            { name: 'total_amount', label: t('reports.po.total_amount'), color: 'indigo.6' },
            { name: 'received_amount', label: t('reports.po.received_amount'), color: 'teal.6' },
          ]}
        />
      }
      table={
        <DataTable
          {...report.table}
          columns={columns}
          getRowId={(row) => `${row.period_start}-${row.vendor_id}`}
          emptyMessage={t('reports.emptyPurchaseOrders')}
        />
      }
    />
  );
}
