import { Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { DashboardTotals } from '../../../generated/model';
import { formatCount, formatRupiah, percentChange } from './format';

const CARDS: { key: keyof DashboardTotals; label: string; money?: boolean }[] = [
  { key: 'gross_sales', label: 'Gross sales', money: true },
  { key: 'order_count', label: 'Paid orders' },
  { key: 'average_order_value', label: 'Average order value', money: true },
  { key: 'paid_invoice_count', label: 'Paid invoices' },
  { key: 'new_customer_count', label: 'New customers' },
];

export function StatCards({ totals, previous }: { totals: DashboardTotals; previous: DashboardTotals }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 5 }}>
      {CARDS.map(({ key, label, money }) => {
        const change = percentChange(totals[key], previous[key]);
        return (
          <Paper key={key} withBorder p="md" radius="md">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {label}
            </Text>
            <Group justify="space-between" align="center" mt={4} gap="xs">
              <Text fw={700} fz="lg">
                {money ? formatRupiah(totals[key]) : formatCount(totals[key])}
              </Text>
              {change === null ? null : (
                <Badge variant="light" color={change >= 0 ? 'teal' : 'red'} title="Against the previous period">
                  {change >= 0 ? '+' : ''}
                  {change}%
                </Badge>
              )}
            </Group>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
