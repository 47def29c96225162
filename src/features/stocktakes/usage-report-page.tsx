// The usage report: pick an outlet and two of its closed counts (in the URL); per SKU counted at
// both, opening, received, transferred in and out, other adjustments, closing, the actual usage
// against what sales should have used, the waste recorded, and the difference nothing explains in
// units, rupiah and %.
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import { Alert, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useGetStockUsageReport, useListStocktakes } from '@generated/hooks/stocktakes/stocktakes';
import { PendingScreen } from '@/components/feedback/pending-screen';
import { ButtonLink } from '@/components/links';
import { FilterBar } from '@/components/list/filter-bar';
import { ListScreen } from '@/components/list/list-screen';
import { OutletFilter } from '@/components/list/outlet-filter';
import { SelectFilter } from '@/components/list/select-filter';
import { SummaryCards } from '@/components/reports/summary-cards';
import { formatDate, formatNumber, formatRupiah } from '@/lib/format';
import { errorToastText } from '@/lib/mutation-feedback';
import type { UsageSearch } from './search';
import { shareOf } from './variance-report';

const route = getRouteApi('/_signed-in/stocktake/usage');

export function UsageReportPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/stocktake/usage' });
  const setSearch = (next: Partial<UsageSearch>) =>
    void navigate({ search: (current) => ({ ...current, ...next }), replace: true });
  const counts = useListStocktakes(
    { outlet_id: search.outlet_id, status: 'CLOSED', size: 100 },
    { query: { enabled: search.outlet_id !== undefined } },
  );
  const choices = (counts.data?.data ?? []).map((count) => ({
    value: String(count.id),
    label: `${count.stocktake_number} · ${formatDate(count.closed_at ?? count.opened_at)}`,
  }));
  const ready =
    search.outlet_id !== undefined && search.from_stocktake_id !== undefined && search.to_stocktake_id !== undefined;
  const report = useGetStockUsageReport(
    {
      outlet_id: search.outlet_id ?? 0,
      from_stocktake_id: search.from_stocktake_id ?? 0,
      to_stocktake_id: search.to_stocktake_id ?? 0,
    },
    { query: { enabled: ready, retry: false } },
  );
  const data = report.data?.data;

  return (
    <ListScreen
      title={t('screens.stockUsage')}
      action={
        <ButtonLink to="/stocktake" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {t('stocktake.back')}
        </ButtonLink>
      }
    >
      <Text size="sm" c="dimmed">
        {t('stocktake.usageHint')}
      </Text>
      <FilterBar>
        <OutletFilter
          scope="view_admin_inventory"
          label={t('stocktake.outlet')}
          placeholder={t('stocktake.outlet')}
          value={search.outlet_id}
          onChange={(outlet_id) => setSearch({ outlet_id, from_stocktake_id: undefined, to_stocktake_id: undefined })}
        />
        <SelectFilter
          label={t('stocktake.usageFrom')}
          placeholder={t('stocktake.usageFrom')}
          data={choices}
          value={search.from_stocktake_id === undefined ? undefined : String(search.from_stocktake_id)}
          onChange={(value) => setSearch({ from_stocktake_id: value === undefined ? undefined : Number(value) })}
          width={240}
        />
        <SelectFilter
          label={t('stocktake.usageTo')}
          placeholder={t('stocktake.usageTo')}
          data={choices}
          value={search.to_stocktake_id === undefined ? undefined : String(search.to_stocktake_id)}
          onChange={(value) => setSearch({ to_stocktake_id: value === undefined ? undefined : Number(value) })}
          width={240}
        />
      </FilterBar>
      {!ready ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('stocktake.usagePick')}
        </Text>
      ) : report.isError ? (
        <Alert color="red" variant="light">
          {errorToastText(report.error)}
        </Alert>
      ) : !data ? (
        <PendingScreen />
      ) : (
        <Stack gap="sm">
          <SummaryCards
            cards={[
              { key: 'actual', label: t('stocktake.totalsActual'), value: formatRupiah(data.totals.actual_value) },
              {
                key: 'theoretical',
                label: t('stocktake.totalsTheoretical'),
                value: formatRupiah(data.totals.theoretical_value),
              },
              { key: 'waste', label: t('stocktake.totalsWaste'), value: formatRupiah(data.totals.waste_value) },
              {
                key: 'difference',
                label: t('stocktake.totalsDifference'),
                value: `${formatRupiah(data.totals.difference_value)} (${shareOf(data.totals.difference_bp)})`,
              },
            ]}
          />
          {data.lines.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              {t('stocktake.usageEmpty')}
            </Text>
          ) : (
            <ScrollArea type="auto">
              <Table striped withTableBorder miw={1300} data-testid="usage-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('stocktake.sku')}</Table.Th>
                    <Table.Th ta="right">{t('stocktake.opening')}</Table.Th>
                    <Table.Th ta="right">{t('stocktake.received')}</Table.Th>
                    <Table.Th ta="right">{t('stocktake.produced')}</Table.Th>
                    <Table.Th ta="right">{t('stocktake.transferredIn')}</Table.Th>
                    <Table.Th ta="right">{t('stocktake.transferredOut')}</Table.Th>
                    <Table.Th ta="right">{t('stocktake.otherAdjustments')}</Table.Th>
                    <Table.Th ta="right">{t('stocktake.closing')}</Table.Th>
                    <Table.Th ta="right">{t('stocktake.actualUsage')}</Table.Th>
                    <Table.Th ta="right">{t('stocktake.theoreticalUsage')}</Table.Th>
                    <Table.Th ta="right">{t('stocktake.waste')}</Table.Th>
                    <Table.Th ta="right">{t('stocktake.difference')}</Table.Th>
                    <Table.Th ta="right">{t('stocktake.differenceValue')}</Table.Th>
                    <Table.Th ta="right">{t('stocktake.percent')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.lines.map((line) => (
                    <Table.Tr key={line.sku_id}>
                      <Table.Td>
                        {line.sku_name}{' '}
                        <Text span size="xs" c="dimmed">
                          ({line.stock_unit})
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">{formatNumber(line.opening)}</Table.Td>
                      <Table.Td ta="right">{formatNumber(line.received)}</Table.Td>
                      <Table.Td ta="right">{formatNumber(line.produced)}</Table.Td>
                      <Table.Td ta="right">{formatNumber(line.transferred_in)}</Table.Td>
                      <Table.Td ta="right">{formatNumber(line.transferred_out)}</Table.Td>
                      <Table.Td ta="right">{formatNumber(line.other_adjustments)}</Table.Td>
                      <Table.Td ta="right">{formatNumber(line.closing)}</Table.Td>
                      <Table.Td ta="right" fw={600}>
                        {formatNumber(line.actual_usage)}
                      </Table.Td>
                      <Table.Td ta="right">{formatNumber(line.theoretical_usage)}</Table.Td>
                      <Table.Td ta="right">{formatNumber(line.waste)}</Table.Td>
                      <Table.Td ta="right" c={line.difference > 0 ? 'red' : undefined} fw={600}>
                        {formatNumber(line.difference)}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatRupiah(line.difference_value)}
                      </Table.Td>
                      <Table.Td ta="right">{shareOf(line.difference_bp)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          )}
        </Stack>
      )}
    </ListScreen>
  );
}
