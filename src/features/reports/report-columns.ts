// What the reports share about their figures: the period column, one column per figure formatted
// as a count or as rupiah, and the summary cards of the same figures; and the sales report's split
// by channel.
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef, MRT_RowData } from 'mantine-react-table';
import { OrderChannel, type SalesReportRow } from '@generated/model';
import { formatNumber, formatRupiah } from '@/lib/format';
import { periodLabel, type PeriodRow } from './period-label';
import type { PeriodType } from './report-filters';
import type { SummaryCard } from '@/components/reports/summary-cards';

/** One figure of a report row or summary, and how it reads. */
export interface Measure<K extends string> {
  key: K;
  format: (value: number) => string;
}

/** The counts, then the amounts in rupiah. */
export function measures<K extends string>(counts: readonly K[], money: readonly K[] = []): Measure<K>[] {
  return [
    ...counts.map((key) => ({ key, format: formatNumber })),
    ...money.map((key) => ({ key, format: formatRupiah })),
  ];
}

/**
 * The period first, then the report's own columns, then a column for each figure headed by its
 * label.
 */
export function reportColumns<K extends string, Row extends MRT_RowData & PeriodRow & Record<K, number>>(
  t: TFunction,
  type: PeriodType,
  figures: Measure<K>[],
  label: (key: K) => string,
  own: MRT_ColumnDef<Row>[] = [],
): MRT_ColumnDef<Row>[] {
  return [
    { id: 'period', header: t('reports.period'), accessorFn: (row) => periodLabel(row, type) },
    ...own,
    ...figures.map(({ key, format }) => ({
      id: key,
      header: label(key),
      accessorFn: (row: Row) => format(row[key]),
    })),
  ];
}

/** A card for each figure of the summary; a dash while there is none yet. */
export function measureCards<K extends string>(
  figures: Measure<K>[],
  label: (key: K) => string,
  summary: Record<K, number> | undefined,
): SummaryCard[] {
  return figures.map(({ key, format }) => ({ key, label: label(key), value: summary ? format(summary[key]) : '–' }));
}

type ByChannel = SalesReportRow['by_channel'];
const CHANNELS: SalesReportRow['by_channel'][number]['channel'][] = Object.values(OrderChannel);
const partOf = (split: ByChannel | undefined, channel: string) => split?.find((part) => part.channel === channel);

/** Each channel's orders and gross sales, headed as the downloads head them ("Counter orders"). */
export function channelColumns(t: TFunction): MRT_ColumnDef<SalesReportRow>[] {
  return CHANNELS.flatMap((channel) => [
    {
      id: `${channel}_order_count`,
      header: t(`reports.sales.${channel}_order_count`),
      accessorFn: (row: SalesReportRow) => formatNumber(partOf(row.by_channel, channel)?.order_count ?? 0),
    },
    {
      id: `${channel}_gross_sales`,
      header: t(`reports.sales.${channel}_gross_sales`),
      accessorFn: (row: SalesReportRow) => formatRupiah(partOf(row.by_channel, channel)?.gross_sales ?? 0),
    },
  ]);
}

/** Each channel's orders and gross sales over the range as cards; dashes while there are none yet. */
export function channelCards(t: TFunction, split: ByChannel | undefined): SummaryCard[] {
  return CHANNELS.flatMap((channel) => {
    const part = partOf(split, channel);
    return [
      {
        key: `${channel}_order_count`,
        label: t(`reports.sales.${channel}_order_count`),
        value: part ? formatNumber(part.order_count) : '–',
      },
      {
        key: `${channel}_gross_sales`,
        label: t(`reports.sales.${channel}_gross_sales`),
        value: part ? formatRupiah(part.gross_sales) : '–',
      },
    ];
  });
}
