// A closed count's variance report: the totals (losses, gains, the net in rupiah and as a share of
// the book value, lines left uncounted), each counted line with its expected quantity, what moved
// since opening, what was counted, the variance in units, in rupiah and in %, the largest losses
// first, and the CSV and Excel downloads.
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import { Alert, Group, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  getExportStocktakeVarianceQueryKey,
  getExportStocktakeVarianceXlsxQueryKey,
  useGetStocktakeVariance,
} from '@generated/hooks/stocktakes/stocktakes';
import { PendingScreen } from '@/components/feedback/pending-screen';
import { ExportButtons } from '@/components/reports/export-buttons';
import { SummaryCards } from '@/components/reports/summary-cards';
import { errorToastText } from '@/lib/mutation-feedback';
import { formatNumber, formatPercent, formatRupiah } from '@/lib/format';

/** Hundredths of a percent as a share: −294 → −2.9 %; empty when there is no whole to share. */
export const shareOf = (bp: number | null) => (bp === null ? '–' : formatPercent(bp / 10_000));

const signed = (value: number) => (value > 0 ? `+${formatNumber(value)}` : formatNumber(value));

export function VarianceReport({ stocktakeId }: { stocktakeId: number }) {
  const { t } = useTranslation();
  const query = useGetStocktakeVariance(stocktakeId);
  const report = query.data?.data;
  if (query.isError) {
    return (
      <Alert color="red" variant="light">
        {errorToastText(query.error)}
      </Alert>
    );
  }
  if (!report) return <PendingScreen />;
  const { totals } = report;

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {t('stocktake.varianceTitle')}
        </Title>
        <ExportButtons
          csv={getExportStocktakeVarianceQueryKey(stocktakeId)}
          xlsx={getExportStocktakeVarianceXlsxQueryKey(stocktakeId)}
        />
      </Group>
      <SummaryCards
        cards={[
          { key: 'loss', label: t('stocktake.totalsLoss'), value: formatRupiah(-totals.loss_value) },
          { key: 'gain', label: t('stocktake.totalsGain'), value: formatRupiah(totals.gain_value) },
          {
            key: 'net',
            label: t('stocktake.totalsNet'),
            value: `${formatRupiah(totals.net_value)} (${shareOf(totals.net_bp)})`,
          },
          { key: 'uncounted', label: t('stocktake.totalsUncounted'), value: formatNumber(totals.uncounted_count) },
        ]}
      />
      {report.lines.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('stocktake.varianceEmpty')}
        </Text>
      ) : (
        <ScrollArea type="auto">
          <Table striped withTableBorder miw={760} data-testid="variance-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('stocktake.sku')}</Table.Th>
                <Table.Th ta="right">{t('stocktake.expected')}</Table.Th>
                <Table.Th ta="right">{t('stocktake.moved')}</Table.Th>
                <Table.Th ta="right">{t('stocktake.book')}</Table.Th>
                <Table.Th ta="right">{t('stocktake.counted')}</Table.Th>
                <Table.Th ta="right">{t('stocktake.variance')}</Table.Th>
                <Table.Th ta="right">{t('stocktake.value')}</Table.Th>
                <Table.Th ta="right">{t('stocktake.percent')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.lines.map((line) => (
                <Table.Tr key={line.sku_id}>
                  <Table.Td>
                    {line.sku_name}{' '}
                    <Text span size="xs" c="dimmed">
                      ({line.stock_unit})
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{formatNumber(line.expected_quantity)}</Table.Td>
                  <Table.Td ta="right">{signed(line.moved_since_opening)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(line.book_quantity)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(line.counted_quantity)}</Table.Td>
                  <Table.Td ta="right" c={line.variance < 0 ? 'red' : line.variance > 0 ? 'teal' : undefined} fw={600}>
                    {signed(line.variance)}
                  </Table.Td>
                  <Table.Td ta="right" c={line.variance_value < 0 ? 'red' : undefined} style={{ whiteSpace: 'nowrap' }}>
                    {formatRupiah(line.variance_value)}
                  </Table.Td>
                  <Table.Td ta="right">{shareOf(line.variance_bp)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={6}>{t('stocktake.totalsNet')}</Table.Th>
                <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatRupiah(totals.net_value)}
                </Table.Th>
                <Table.Th ta="right">{shareOf(totals.net_bp)}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </ScrollArea>
      )}
    </Stack>
  );
}
