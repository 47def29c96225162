// The period's sales by the door they came in by: each channel's gross sales, its share of them as
// a bar, and its orders.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Progress.css';
import { Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardTotals } from '@generated/model';
import { formatNumber, formatPercent, formatRupiah } from '@/lib/format';

const COLOR = { app: 'grape', counter: 'orange', gofood: 'green', grabfood: 'teal', shopeefood: 'red' } as const;

export function ChannelSplit({ totals }: { totals: DashboardTotals }) {
  const { t } = useTranslation();
  const share = (gross: number) => (totals.gross_sales ? gross / totals.gross_sales : 0);
  return (
    <Paper withBorder p="md" radius="md" data-testid="channel-split">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {t('dashboard.byChannel')}
      </Text>
      <Progress.Root size="lg" mt="xs" aria-hidden>
        {totals.by_channel.map((part) => (
          <Progress.Section key={part.channel} value={share(part.gross_sales) * 100} color={COLOR[part.channel]} />
        ))}
      </Progress.Root>
      <Group mt="sm" gap="xl" wrap="wrap">
        {totals.by_channel.map((part) => (
          <Stack key={part.channel} gap={0} data-testid={`channel-${part.channel}`}>
            <Group gap={6} wrap="nowrap">
              <Progress.Root w={10} size={10} aria-hidden>
                <Progress.Section value={100} color={COLOR[part.channel]} />
              </Progress.Root>
              <Text size="sm" fw={600}>
                {t(`order.channels.${part.channel}`)} · {formatPercent(share(part.gross_sales))}
              </Text>
            </Group>
            <Text fw={700} fz="lg" style={{ whiteSpace: 'nowrap' }}>
              {formatRupiah(part.gross_sales)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('dashboard.channelOrders', { count: part.order_count, formatted: formatNumber(part.order_count) })}
            </Text>
          </Stack>
        ))}
      </Group>
    </Paper>
  );
}
