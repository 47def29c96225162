// The channel report: over a range of days, each delivery platform's paid orders, their gross, the
// platform's commission and the merchant-funded promotions, the payout expected, what the imported
// settlement files paid and the difference, then a totals row. The API answers all three platforms.
import { Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getExportChannelReportQueryKey,
  getExportChannelReportXlsxQueryKey,
  useGetChannelReport,
} from '@generated/hooks/reports/reports';
import type { ChannelReportRow } from '@generated/model';
import { DataTable } from '@/components/data-table/data-table';
import { useListSearch } from '@/components/list/use-list-search';
import { ExportButtons } from '@/components/reports/export-buttons';
import { SummaryCards } from '@/components/reports/summary-cards';
import { formatNumber, formatRupiah } from '@/lib/format';
import { OutletFilter } from './outlet-filter';
import { ReportFilters } from './report-filters';
import { ReportLayout } from './report-layout';
import { channelReportParams } from './search';

const route = getRouteApi('/_signed-in/report-channels');
const SUMMARY = ['gross', 'commission', 'expected', 'settled', 'difference'] as const;
const COUNTS = ['order_count', 'settled_order_count'] as const;
const AMOUNTS = ['gross', 'commission', 'promotion', 'expected', 'settled', 'difference'] as const;
const TOTAL_ID = 'total';

type Row = Omit<ChannelReportRow, 'channel'> & { channel: ChannelReportRow['channel'] | typeof TOTAL_ID };

/** Rupiah, negative ones too (a difference short of what was expected). */
const signedRupiah = (value: number) => (value < 0 ? `−${formatRupiah(-value)}` : formatRupiah(value));

export function ChannelReportPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useListSearch(route);
  const params = channelReportParams(search);
  const report = useGetChannelReport(params, { query: { placeholderData: keepPreviousData } });
  const channels = report.data?.data;
  const summary = report.data?.summary;
  const rows = useMemo<Row[] | undefined>(
    () => (channels && summary ? [...channels, { ...summary, channel: TOTAL_ID }] : channels),
    [channels, summary],
  );
  const nameOf = (row: Row) => t(`reports.channels.channel.${row.channel}`);

  const columns = useMemo<MRT_ColumnDef<Row>[]>(
    () => [
      {
        id: 'channel',
        header: t('reports.channels.channel_column'),
        accessorFn: nameOf,
        Cell: ({ row: { original } }) => (
          <Text size="sm" fw={original.channel === TOTAL_ID ? 700 : undefined}>
            {nameOf(original)}
          </Text>
        ),
      },
      ...[...COUNTS, ...AMOUNTS].map((key): MRT_ColumnDef<Row> => ({
        id: key,
        header: t(`reports.channels.${key}`),
        accessorFn: (row) => row[key],
        Cell: ({ row: { original } }) => (
          <Text
            size="sm"
            fw={original.channel === TOTAL_ID ? 700 : undefined}
            c={key === 'difference' && original[key] < 0 ? 'red' : undefined}
          >
            {(COUNTS as readonly string[]).includes(key) ? formatNumber(original[key]) : signedRupiah(original[key])}
          </Text>
        ),
      })),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names follow the language, as `t` does
    [t],
  );

  return (
    <ReportLayout
      title={t('screens.channelReport')}
      exports={
        <ExportButtons csv={getExportChannelReportQueryKey(params)} xlsx={getExportChannelReportXlsxQueryKey(params)} />
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
            label: t(`reports.channels.summary.${key}`),
            value: summary ? signedRupiah(summary[key]) : '–',
          }))}
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
            getRowId={(row) => row.channel}
            emptyMessage={t('reports.channels.empty')}
          />
          <Text size="sm" c="dimmed">
            {t('reports.channels.note')}
          </Text>
        </>
      }
    />
  );
}
