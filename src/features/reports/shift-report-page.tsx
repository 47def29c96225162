// The Z report: every shift of one business day (today's business day by default, which starts at
// the chain's `business_day_starts_at`) at the outlets chosen, each with its sales per payment
// method, refunds, pay in and out, safe drops, expected and counted cash and the variance (red when
// short), then a totals row; CSV and Excel downloads, and each outlet's Z slip to print.
import { Anchor, Group, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { IconPrinter } from '@tabler/icons-react';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getExportShiftReportQueryKey,
  getExportShiftReportXlsxQueryKey,
  useGetShiftReport,
} from '@generated/hooks/reports/reports';
import { useGetSettings } from '@generated/hooks/settings/settings';
import type { ShiftReportRow } from '@generated/model';
import { DataTable } from '@/components/data-table/data-table';
import { DateFilter } from '@/components/list/date-filter';
import { useListSearch } from '@/components/list/use-list-search';
import { ButtonLink } from '@/components/links';
import { ExportButtons } from '@/components/reports/export-buttons';
import { SummaryCards } from '@/components/reports/summary-cards';
import { shiftStatusLabel } from '@/lib/domain-labels';
import { formatNumber, formatRupiah, formatTime } from '@/lib/format';
import { businessDayOf } from '@/lib/jakarta-day';
import { OutletFilter } from './outlet-filter';
import { ReportLayout } from './report-layout';

const route = getRouteApi('/_signed-in/report-shifts');

type Row = ShiftReportRow & { total?: boolean };
const AMOUNTS = [
  'opening_float',
  'cash_sales',
  'card_sales',
  'qris_static_sales',
  'gateway_sales',
  'refunds',
  'pay_in',
  'pay_out',
  'safe_drops',
  'expected_cash',
  'counted_cash',
] as const;
const SUMMARY = ['cash_sales', 'expected_cash', 'counted_cash', 'variance'] as const;

const signed = (amount: number) => (amount > 0 ? `+${formatRupiah(amount)}` : formatRupiah(amount));

export function ShiftReportPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useListSearch(route);
  const settings = useGetSettings();
  const startsAt = settings.data?.data.business_day_starts_at;
  // Today's business day once the settings say when it starts (or could not be read: midnight).
  const today = startsAt !== undefined || settings.isError ? businessDayOf(startsAt ?? '00:00') : undefined;
  const date = search.date ?? today;
  const params = { date: date ?? '', outlet_ids: search.outlet_ids };
  const report = useGetShiftReport(params, {
    query: { enabled: date !== undefined, placeholderData: keepPreviousData },
  });
  const shifts = report.data?.data;
  const summary = report.data?.summary;
  const rows = useMemo<Row[] | undefined>(
    () =>
      shifts && summary && shifts.length > 0
        ? [
            ...shifts,
            {
              ...summary,
              shift_id: 0,
              outlet_id: 0,
              outlet_name: t('reports.shifts.total', { count: summary.shift_count }),
              register: '',
              status: 'CLOSED',
              opened_at: '',
              closed_at: null,
              opened_by_name: null,
              closed_by_name: null,
              total: true,
            },
          ]
        : shifts,
    [shifts, summary, t],
  );

  const columns = useMemo<MRT_ColumnDef<Row>[]>(() => {
    const bold = (row: Row) => (row.total ? 700 : undefined);
    return [
      {
        id: 'shift',
        header: t('reports.shifts.shift'),
        accessorFn: (row) => `${row.outlet_name} ${row.register}`,
        Cell: ({ row: { original } }) =>
          original.total ? (
            <Text size="sm" fw={700}>
              {original.outlet_name}
            </Text>
          ) : (
            <Anchor
              size="sm"
              fw={600}
              renderRoot={(props) => <Link {...props} to="/shift" search={{ view: original.shift_id }} />}
            >
              {t('reports.shifts.registerAt', { register: original.register, outlet: original.outlet_name })}
            </Anchor>
          ),
      },
      {
        id: 'status',
        header: t('reports.shifts.status'),
        accessorFn: (row) => (row.total ? '' : shiftStatusLabel(row.status)),
      },
      {
        id: 'hours',
        header: t('reports.shifts.hours'),
        accessorFn: (row) =>
          row.total
            ? ''
            : `${formatTime(row.opened_at)}–${row.closed_at ? formatTime(row.closed_at) : t('reports.shifts.stillOpen')}`,
      },
      ...AMOUNTS.map((key): MRT_ColumnDef<Row> => ({
        id: key,
        header: t(`reports.shifts.${key}`),
        mantineTableBodyCellProps: { align: 'right' },
        mantineTableHeadCellProps: { align: 'right' },
        accessorFn: (row) => (row[key] === null ? '—' : formatRupiah(row[key])),
        Cell: ({ row: { original } }) => (
          <Text size="sm" fw={bold(original)}>
            {original[key] === null ? '—' : formatRupiah(original[key])}
          </Text>
        ),
      })),
      {
        id: 'variance',
        header: t('reports.shifts.variance'),
        mantineTableBodyCellProps: { align: 'right' },
        mantineTableHeadCellProps: { align: 'right' },
        accessorFn: (row) => (row.variance === null ? '—' : signed(row.variance)),
        Cell: ({ row: { original } }) => (
          <Text
            size="sm"
            fw={bold(original) ?? (original.variance ? 600 : undefined)}
            c={(original.variance ?? 0) < 0 ? 'red' : undefined}
          >
            {original.variance === null ? '—' : signed(original.variance)}
          </Text>
        ),
      },
    ];
  }, [t]);

  // One Z slip per outlet of the day.
  const outlets = [...new Map((shifts ?? []).map((row) => [row.outlet_id, row.outlet_name])).entries()];

  return (
    <ReportLayout
      title={t('screens.shiftReport')}
      exports={
        <ExportButtons csv={getExportShiftReportQueryKey(params)} xlsx={getExportShiftReportXlsxQueryKey(params)} />
      }
      filters={
        <Group gap="sm" align="center" wrap="wrap">
          <DateFilter label={t('reports.shifts.day')} value={date} onChange={(day) => setSearch({ date: day })} />
          <OutletFilter value={search.outlet_ids} onChange={(outlet_ids) => setSearch({ outlet_ids })} />
        </Group>
      }
      summary={
        <SummaryCards
          loading={report.isFetching}
          cards={[
            {
              key: 'shift_count',
              label: t('reports.shifts.summary.shift_count'),
              value: summary ? formatNumber(summary.shift_count) : '–',
            },
            ...SUMMARY.map((key) => ({
              key,
              label: t(`reports.shifts.summary.${key}`),
              value: summary ? (key === 'variance' ? signed(summary[key]) : formatRupiah(summary[key])) : '–',
            })),
          ]}
        />
      }
      table={
        <>
          <DataTable
            rows={rows}
            total={rows?.length}
            isLoading={date === undefined || report.isLoading}
            isFetching={report.isFetching}
            error={report.error}
            onRetry={() => void report.refetch()}
            columns={columns}
            getRowId={(row) => (row.total ? 'total' : String(row.shift_id))}
            emptyMessage={t('reports.shifts.empty')}
          />
          {date !== undefined && outlets.length > 0 ? (
            <Group gap="xs" wrap="wrap">
              {outlets.map(([outletId, name]) => (
                <ButtonLink
                  key={outletId}
                  to="/report-shifts/slip"
                  search={{ date, outlet_id: outletId }}
                  variant="light"
                  size="xs"
                  leftSection={<IconPrinter size={14} aria-hidden />}
                >
                  {t('reports.shifts.printSlip', { outlet: name })}
                </ButtonLink>
              ))}
            </Group>
          ) : null}
          <Text size="sm" c="dimmed">
            {t('reports.shifts.note')}
          </Text>
        </>
      }
    />
  );
}
