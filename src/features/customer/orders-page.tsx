// The customer's orders, newest first: each with its outlet, pick-up window, status and total.
// While one is still on its way the list is asked for again now and then.
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Pagination.css';
import { Card, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListCustomerOrders } from '@generated/app/hooks/app-orders/app-orders';
import type { AppOrder } from '@generated/app/model';
import { ButtonLink } from '@/components/links';
import { formatClockRange, formatDate, formatRupiah } from '@/lib/format';
import { useCustomerTitle } from './title';
import { OrderStatusBadge, PickUpStatusBadge, isFinal } from './order-status';
import { EmptyState, LoadFailed } from './states';

const PAGE_SIZE = 10;
/** How often a list with an order on its way is asked for again. */
const FOLLOW_LIST_EVERY_MS = 10_000;

function OrderCard({ order }: { order: AppOrder }) {
  const { t } = useTranslation();
  const window = order.pickup_window;
  return (
    <Link
      to="/customer/orders/$orderId"
      params={{ orderId: String(order.id) }}
      aria-label={t('customer.order.title', { id: order.id })}
      className="customer-card-link"
    >
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={4}>
            <Group gap="xs">
              <Text fw={700}>{t('customer.order.title', { id: order.id })}</Text>
              <OrderStatusBadge status={order.status} />
              <PickUpStatusBadge value={order.pick_up_status} />
            </Group>
            <Text size="sm">{order.outlet.name}</Text>
            <Text size="sm" c="dimmed">
              {formatDate(window.date)} · {formatClockRange(window.start_time, window.end_time)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('customer.cart.items', { count: order.items.reduce((sum, item) => sum + item.quantity, 0) })} ·{' '}
              {formatRupiah(order.total_amount)}
            </Text>
          </Stack>
          <IconChevronRight size={20} aria-hidden style={{ flexShrink: 0, alignSelf: 'center' }} />
        </Group>
      </Card>
    </Link>
  );
}

export function OrdersPage() {
  const { t } = useTranslation();
  useCustomerTitle(t('customer.orders.title'));
  const [page, setPage] = useState(1);
  const orders = useListCustomerOrders(
    { page, size: PAGE_SIZE },
    {
      query: {
        staleTime: 0,
        refetchInterval: (query) =>
          query.state.data?.data.some((order) => !isFinal(order.status)) ? FOLLOW_LIST_EVERY_MS : false,
      },
    },
  );
  const pages = orders.data ? Math.ceil(orders.data.meta.total / PAGE_SIZE) : 0;
  return (
    <Stack maw={720} mx="auto" w="100%">
      <Title order={1} size="h2">
        {t('customer.orders.title')}
      </Title>
      {orders.isPending ? (
        <Stack>
          {[1, 2, 3].map((key) => (
            <Skeleton key={key} height={110} radius="md" />
          ))}
        </Stack>
      ) : orders.isError ? (
        <LoadFailed error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.data.length === 0 ? (
        <EmptyState
          text={t('customer.orders.empty')}
          action={<ButtonLink to="/customer">{t('customer.orders.startOrder')}</ButtonLink>}
        />
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {orders.data.data.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </Stack>
      )}
      {pages > 1 ? (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} size="sm" />
        </Group>
      ) : null}
    </Stack>
  );
}
