// The purchase-order report: per period and vendor the POs raised, their total, what was received
// and what is still outstanding; the chart compares each vendor's total with what was received.
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useGetPurchaseOrderReport,
  getExportPurchaseOrderReportQueryKey,
  getExportPurchaseOrderReportXlsxQueryKey,
} from '../../../generated/hooks/reports/reports';
import { useListVendors } from '../../../generated/hooks/vendors/vendors';
import type { PurchaseOrderReportRow } from '../../../generated/model';
import { DataTable } from '../../components/data-table/data-table';
import { listProps } from '../../components/data-table/list-props';
import { DEFAULT_PAGE_SIZE } from '../../components/data-table/pagination';
import { MultiSelectFilter } from '../../components/list/multi-select-filter';
import { useListSearch } from '../../components/list/use-list-search';
import { formatNumber, formatRupiah } from '../../lib/format';
import { LazyChart } from './lazy-chart';
import { ExportButtons } from './export-buttons';
import { periodLabel } from './period-label';
import { ReportFilters } from './report-filters';
import { ReportLayout } from './report-layout';
import { exportParams, reportParams } from './search';
import { SummaryCards } from './summary-cards';

const route = getRouteApi('/report-po');
const COUNTS = ['po_count', 'completed_count'] as const;
const MONEY = ['total_amount', 'received_amount', 'outstanding_amount'] as const;

export function PurchaseOrderReportPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useListSearch(route);
  const params = reportParams(search);
  const report = useGetPurchaseOrderReport(params, { query: { placeholderData: keepPreviousData } });
  const vendors = useListVendors({ size: 100 });

  const columns = useMemo<MRT_ColumnDef<PurchaseOrderReportRow>[]>(
    () => [
      { id: 'period', header: t('reports.period'), accessorFn: (row) => periodLabel(row, params.type) },
      { id: 'vendor', header: t('reports.po.vendor'), accessorKey: 'vendor_name' },
      ...COUNTS.map((key) => ({
        id: key,
        header: t(`reports.po.${key}`),
        accessorFn: (row: PurchaseOrderReportRow) => formatNumber(row[key]),
      })),
      ...MONEY.map((key) => ({
        id: key,
        header: t(`reports.po.${key}`),
        accessorFn: (row: PurchaseOrderReportRow) => formatRupiah(row[key]),
      })),
    ],
    [t, params.type],
  );

  const summary = report.data?.summary;
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
          loading={report.isFetching}
          cards={[
            ...COUNTS.map((key) => ({ key, format: formatNumber })),
            ...MONEY.map((key) => ({ key, format: formatRupiah })),
          ].map(({ key, format }) => ({
            key,
            label: t(`reports.po.${key}`),
            value: summary ? format(summary[key]) : '–',
          }))}
        />
      }
      chartTitle={t('reports.po.chart')}
      chart={
        <LazyChart
          variant="grouped"
          data={(report.data?.vendors ?? []).map((v) => ({
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
          {...listProps(report)}
          columns={columns}
          getRowId={(row) => `${row.period_start}-${row.vendor_id}`}
          pagination={{ page: search.page ?? 1, size: search.size ?? DEFAULT_PAGE_SIZE }}
          onPaginationChange={setSearch}
          emptyMessage={t('reports.emptyPurchaseOrders')}
        />
      }
    />
  );
}
