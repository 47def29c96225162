// The payments report: per period and payment method the payments taken, what they brought in, the
// gateways' fees and what is left, and the refunds given; the chart stacks each period's net and
// fees, so a bar's height is what was paid. Payments at the counter, which pay no gateway, show as
// such. Only the outlets where the user sees invoices can be chosen (the report covers no others).
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getExportPaymentReportQueryKey,
  getExportPaymentReportXlsxQueryKey,
  getGetPaymentReportQueryOptions,
} from '@generated/hooks/reports/reports';
import type { PaymentReportRow } from '@generated/model';
import { DataTable } from '@/components/data-table/data-table';
import { MultiSelectFilter } from '@/components/list/multi-select-filter';
import { useListScreen } from '@/components/list/use-list-screen';
import { ExportButtons } from '@/components/reports/export-buttons';
import { SummaryCards } from '@/components/reports/summary-cards';
import { counterMethodLabel } from '@/lib/domain-labels';
import { formatRupiah } from '@/lib/format';
import { useSession } from '@/lib/session';
import { LazyChart } from './lazy-chart';
import { periodAxisLabel } from './period-label';
import { measureCards, measures, reportColumns } from './report-columns';
import { ReportFilters } from './report-filters';
import { ReportLayout } from './report-layout';
import { exportParams, reportParams } from './search';

const route = getRouteApi('/_signed-in/report-payments');
const FIGURES = measures(
  ['payment_count', 'refund_count'] as const,
  ['gross_amount', 'fee_amount', 'net_amount', 'refund_amount'] as const,
);
type Figure = (typeof FIGURES)[number]['key'];

export function PaymentReportPage() {
  const { t } = useTranslation();
  const report = useListScreen(route, getGetPaymentReportQueryOptions, reportParams);
  const { search, params, setSearch } = report;
  const { session } = useSession();
  const outlets = (session?.outlets ?? []).filter((outlet) => outlet.admin_scope.includes('view_admin_invoices'));

  const columns = useMemo(
    () =>
      reportColumns<Figure, PaymentReportRow>(t, params.type, FIGURES, (key) => t(`reports.payments.${key}`), [
        {
          id: 'gateway',
          header: t('reports.payments.gateway'),
          accessorKey: 'gateway_name',
          // Rendered, not read once: the counter's name, and how it was paid there, follow the language.
          Cell: ({ row }) => {
            const { gateway_name: gateway, counter_method: method } = row.original;
            if (gateway) return gateway;
            return method
              ? `${t('reports.payments.counter')} · ${counterMethodLabel(method)}`
              : t('reports.payments.counter');
          },
        },
        { id: 'provider', header: t('reports.payments.provider'), accessorFn: (row) => row.provider ?? '–' },
      ]),
    [t, params.type],
  );

  return (
    <ReportLayout
      title={t('screens.paymentReport')}
      exports={
        <ExportButtons
          csv={getExportPaymentReportQueryKey(exportParams(search))}
          xlsx={getExportPaymentReportXlsxQueryKey(exportParams(search))}
        />
      }
      filters={
        <ReportFilters start={params.start_date} end={params.end_date} type={params.type} onChange={setSearch}>
          {outlets.length > 1 ? (
            <MultiSelectFilter
              label={t('reports.outlets')}
              options={outlets.map((o) => ({ value: o.id, label: o.name }))}
              value={search.outlet_ids}
              onChange={(outlet_ids) => setSearch({ outlet_ids })}
            />
          ) : null}
        </ReportFilters>
      }
      summary={
        <SummaryCards
          loading={report.table.isFetching}
          cards={measureCards(FIGURES, (key) => t(`reports.payments.${key}`), report.query.data?.summary)}
        />
      }
      chartTitle={t('reports.payments.chart')}
      chart={
        <LazyChart
          variant="stacked"
          data={(report.query.data?.periods ?? []).map((p) => ({
            label: periodAxisLabel(p, params.type),
            net_amount: p.net_amount,
            fee_amount: p.fee_amount,
          }))}
          dataKey="label"
          format={formatRupiah}
          series={[
            { name: 'net_amount', label: t('reports.payments.net_amount'), color: 'teal.6' },
            { name: 'fee_amount', label: t('reports.payments.fee_amount'), color: 'orange.6' },
          ]}
        />
      }
      table={
        <DataTable
          {...report.table}
          columns={columns}
          getRowId={(row) => `${row.period_start}-${row.payment_gateway_id ?? 'counter'}`}
          emptyMessage={t('reports.payments.empty')}
        />
      }
    />
  );
}
