// The totals of the period, each with its change against the period before: up in teal, down in
// red, unchanged in grey (a small fall is "-0.4%", never "+0%"). Then the gross margin, with the
// cost of goods and gross profit it comes from, and how many items sold have no known cost (their
// cost is left out, so the margin reads high).
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardTotals } from '@generated/model';
import { formatNumber, formatPercent, formatPercentChange, formatRupiah } from '@/lib/format';
import { percentChange } from './percent-change';

const CARDS = [
  { key: 'gross_sales', money: true },
  { key: 'order_count', money: false },
  { key: 'average_order_value', money: true },
  { key: 'paid_invoice_count', money: false },
  { key: 'new_customer_count', money: false },
] as const satisfies readonly { key: keyof DashboardTotals; money: boolean }[];

export function StatCards({ totals, previous }: { totals: DashboardTotals; previous: DashboardTotals }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 6 }}>
      {CARDS.map(({ key, money }) => {
        const change = percentChange(totals[key], previous[key]);
        const text = change === null ? null : formatPercentChange(change);
        return (
          <Paper key={key} withBorder p="md" radius="md">
            {/* The change sits beside the label, so a long figure never pushes it onto a line of its own. */}
            <Group justify="space-between" align="center" gap="xs" wrap="nowrap">
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t(`dashboard.totals.${key}`)}
              </Text>
              {text === null ? null : (
                <Badge
                  variant="light"
                  color={text.startsWith('+') ? 'teal' : text.startsWith('-') ? 'red' : 'gray'}
                  title={t('dashboard.againstPrevious')}
                  style={{ flexShrink: 0 }}
                >
                  {text}
                </Badge>
              )}
            </Group>
            <Text fw={700} fz="lg" mt={4} style={{ whiteSpace: 'nowrap' }}>
              {money ? formatRupiah(totals[key]) : formatNumber(totals[key])}
            </Text>
          </Paper>
        );
      })}
      <GrossMarginCard totals={totals} />
    </SimpleGrid>
  );
}

function GrossMarginCard({ totals }: { totals: DashboardTotals }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" data-testid="gross-margin">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {t('dashboard.totals.gross_margin')}
      </Text>
      <Text fw={700} fz="lg" mt={4}>
        {formatPercent(totals.gross_margin)}
      </Text>
      <Text size="xs" c="dimmed">
        {t('dashboard.margin.cogs')}: {formatRupiah(totals.cogs)}
      </Text>
      <Text size="xs" c="dimmed">
        {t('dashboard.margin.gross_profit')}: {formatRupiah(totals.gross_profit)}
      </Text>
      {totals.uncosted_quantity > 0 ? (
        <Text size="xs" c="yellow.8" data-testid="gross-margin-uncosted">
          {t('dashboard.margin.uncosted', { count: totals.uncosted_quantity })}
        </Text>
      ) : null}
    </Paper>
  );
}
