// The totals of the period, each with its change against the period before: up in teal, down in
// red, unchanged in grey (a small fall is "-0.4%", never "+0%"). Net sales sit beside gross sales
// because the average order value and the margin are taken on them; each of those cards says what
// it is based on, and the margin card sets out net sales − cost of goods = gross profit so the
// figures on screen add up. Items sold without a known cost are counted (their cost is left out,
// so the margin reads high).
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
  { key: 'net_sales', money: true, basis: 'net_sales' },
  { key: 'order_count', money: false },
  { key: 'average_order_value', money: true, basis: 'average_order_value' },
  { key: 'paid_invoice_count', money: false },
  { key: 'new_customer_count', money: false },
] as const satisfies readonly { key: keyof DashboardTotals; money: boolean; basis?: string }[];

export function StatCards({ totals, previous }: { totals: DashboardTotals; previous: DashboardTotals }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      {CARDS.map((card) => {
        const { key, money } = card;
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
            {'basis' in card ? (
              <Text size="xs" c="dimmed" data-testid={`basis-${key}`}>
                {t(`dashboard.basis.${card.basis}`)}
              </Text>
            ) : null}
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
      <Text size="xs" c="dimmed" data-testid="basis-gross_margin">
        {t('dashboard.basis.gross_margin')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('dashboard.margin.net_sales')}: {formatRupiah(totals.net_sales)}
      </Text>
      <Text size="xs" c="dimmed">
        {t('dashboard.margin.cogs')}: {formatRupiah(-totals.cogs)}
      </Text>
      <Text size="xs" c="dimmed">
        {t('dashboard.margin.gross_profit')}: {formatRupiah(totals.gross_profit)}
      </Text>
      <Text size="xs" c="dimmed" data-testid="discount-share">
        {t('dashboard.margin.discounts', {
          amount: formatRupiah(totals.discount_total),
          share: formatPercent(totals.discount_share),
        })}
      </Text>
      {totals.uncosted_quantity > 0 ? (
        <Text size="xs" c="yellow.8" data-testid="gross-margin-uncosted">
          {t('dashboard.margin.uncosted', { count: totals.uncosted_quantity })}
        </Text>
      ) : null}
    </Paper>
  );
}
