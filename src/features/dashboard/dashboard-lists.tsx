// The dashboard's lists: best sellers, watched SKUs running low and orders by status.
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { OrderStatus, type DashboardAnalytics } from '../../../generated/model';
import { formatCount, formatRupiah } from './format';

const STATUS_NAMES = Object.fromEntries(
  Object.entries(OrderStatus).map(([name, value]) => [value, name.replace(/_/g, ' ').toLowerCase()]),
) as Record<number, string>;

function ListCard({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {children.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {children}
        </Stack>
      )}
    </Paper>
  );
}

export function DashboardLists({ analytics }: { analytics: DashboardAnalytics }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      <ListCard title="Top SKUs" empty="No sales in this period yet.">
        {analytics.top_skus.map((sku) => (
          <Group key={sku.sku_id} component="li" justify="space-between" wrap="nowrap">
            <Text size="sm" truncate="end">
              {sku.sku_name}
            </Text>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatCount(sku.quantity)} sold · {formatRupiah(sku.gross_sales)}
            </Text>
          </Group>
        ))}
      </ListCard>
      <ListCard title={`Low stock (under ${analytics.low_stock_threshold})`} empty="Every watched SKU is well stocked.">
        {analytics.low_stock.map((sku) => (
          <Group key={sku.sku_id} component="li" justify="space-between" wrap="nowrap">
            <Text size="sm" truncate="end">
              {sku.sku_name}
            </Text>
            <Badge color={sku.quantity === 0 ? 'red' : 'yellow'} variant="light">
              {formatCount(sku.quantity)} {sku.unit}
            </Badge>
          </Group>
        ))}
      </ListCard>
      <ListCard title="Orders by status" empty="No orders in this period.">
        {analytics.orders_by_status.map((row) => (
          <Group key={row.status} component="li" justify="space-between">
            <Text size="sm" tt="capitalize">
              {STATUS_NAMES[row.status] ?? row.status}
            </Text>
            <Text size="sm" fw={600}>
              {formatCount(row.count)}
            </Text>
          </Group>
        ))}
      </ListCard>
    </SimpleGrid>
  );
}
