// The dashboard's lists: best sellers, stock running low (for those who see the stock) and orders
// by status.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardAnalytics } from '@generated/model';
import { orderStatusLabel } from '@/lib/domain-labels';
import { formatNumber, formatRupiah } from '@/lib/format';
import { useSession } from '@/lib/session';
import { canAccess } from '@/lib/session/access';

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
  const { t } = useTranslation();
  const { session } = useSession();
  const seesStock = canAccess(session, 'view_admin_inventory');
  return (
    <SimpleGrid cols={{ base: 1, md: seesStock ? 3 : 2 }}>
      <ListCard title={t('dashboard.topSkus')} empty={t('dashboard.noSales')}>
        {analytics.top_skus.map((sku) => (
          <Group key={sku.sku_id} component="li" justify="space-between" wrap="nowrap">
            <Text size="sm" truncate="end">
              {sku.sku_name}
            </Text>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('dashboard.sold', { count: sku.quantity, quantity: formatNumber(sku.quantity) })} ·{' '}
              {formatRupiah(sku.gross_sales)}
            </Text>
          </Group>
        ))}
      </ListCard>
      {seesStock ? (
        <ListCard title={t('reorder.dashboardLowStock')} empty={t('dashboard.wellStocked')}>
          {analytics.low_stock.map((line) => (
            <Group key={`${line.outlet_id}:${line.sku_id}`} component="li" justify="space-between" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" truncate="end">
                  {line.sku_name}
                </Text>
                <Text size="xs" c="dimmed" truncate="end">
                  {line.outlet_name}
                  {line.min_quantity === null ? '' : ` · ${t('reorder.min')} ${formatNumber(line.min_quantity)}`}
                </Text>
              </div>
              <Badge color={line.quantity <= 0 ? 'red' : 'yellow'} variant="light" style={{ flexShrink: 0 }}>
                {formatNumber(line.quantity)} {line.stock_unit}
              </Badge>
            </Group>
          ))}
        </ListCard>
      ) : null}
      <ListCard title={t('dashboard.ordersByStatus')} empty={t('dashboard.noOrders')}>
        {analytics.orders_by_status.map((row) => (
          <Group key={row.status} component="li" justify="space-between">
            <Text size="sm">{orderStatusLabel(row.status)}</Text>
            <Text size="sm" fw={600}>
              {formatNumber(row.count)}
            </Text>
          </Group>
        ))}
      </ListCard>
    </SimpleGrid>
  );
}
