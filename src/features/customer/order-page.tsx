// One of the customer's orders: where it is (followed live: asked again every few seconds until it
// is completed or cancelled), the pick-up window and outlet, what is in it (each cup's options and its
// share of the discounts), what it came to (each discount by name, the points it earned), and, while unpaid, the
// payment and a way to cancel it; once paid, the way to its e-receipt.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Skeleton.css';
import { Alert, Button, Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCalendarTime, IconInfoCircle, IconMapPin, IconReceipt } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCancelCustomerOrder, useGetCustomerOrder } from '@generated/app/hooks/app-orders/app-orders';
import type { AppOrder } from '@generated/app/model';
import { optionsLine } from '@/components/cup-options/options';
import { AnchorLink, ButtonLink } from '@/components/links';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { isApiError } from '@/lib/api/errors';
import { OrderAmounts } from '@/components/order-amounts/order-amounts';
import { formatClockRange, formatDate, formatDateTime, formatNumber, formatRupiah } from '@/lib/format';
import { useCustomerTitle } from './title';
import { OrderStatusBadge, OrderSteps, PickUpStatusBadge, isFinal } from './order-status';
import { PaymentPanel } from './payment-panel';
import { LoadFailed, NotFoundPage } from './states';

const route = getRouteApi('/customer/orders/$orderId');

/** How often an order on its way is asked for again. */
const FOLLOW_EVERY_MS = 3_000;

const orderIdOf = (param: string) =>
  /^[1-9]\d{0,9}$/.test(param) && Number(param) <= 2147483647 ? Number(param) : undefined;

/** Unpaid and still payable: waiting for payment, or the last attempt failed. */
const awaitsPayment = (order: AppOrder) =>
  order.status === 0 && (order.invoice.status === 0 || order.invoice.status === 300);

function Items({ order }: { order: AppOrder }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="order-items">
      <Title order={2} size="h4" id="order-items" mb="sm">
        {t('customer.order.items')}
      </Title>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {order.items.map((item) => (
          <Group key={item.id} component="li" justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text>
                {item.quantity} × {item.sku_name}
              </Text>
              {item.options.length > 0 ? (
                <Text size="sm" data-testid="order-line-options">
                  {optionsLine(item.options)}
                </Text>
              ) : null}
              {item.note ? (
                <Text size="sm" c="dimmed">
                  {t('customer.order.note', { note: item.note })}
                </Text>
              ) : null}
            </div>
            <Stack gap={0} align="flex-end">
              <Text fw={500}>{formatRupiah(item.subtotal)}</Text>
              {item.discount > 0 ? (
                <Text size="xs" c="teal.8" data-testid="line-discount">
                  {t('orderAmounts.discount')} {formatRupiah(-item.discount)}
                </Text>
              ) : null}
            </Stack>
          </Group>
        ))}
      </Stack>
      {order.notes ? (
        <Text size="sm" mt="sm">
          {t('customer.order.orderNote', { note: order.notes })}
        </Text>
      ) : null}
      <Divider my="sm" />
      <OrderAmounts amounts={order} totalLabel={t('customer.order.total')} totalTestId="order-total" />
      {order.points_earned > 0 ? (
        <Text size="sm" c="dimmed" mt="xs" data-testid="points-earned">
          {t('customer.order.pointsEarned', { points: formatNumber(order.points_earned) })}
        </Text>
      ) : null}
    </Paper>
  );
}

function CancelButton({ order }: { order: AppOrder }) {
  const { t } = useTranslation();
  const [confirm, dialog] = useConfirm();
  const cancel = useCancelCustomerOrder({ mutation: { meta: { successToast: t('customer.order.cancelled') } } });
  const ask = async () => {
    const sure = await confirm({
      title: t('customer.order.cancelTitle', { id: order.id }),
      message: t('customer.order.cancelText'),
      confirmLabel: t('customer.order.cancel'),
      cancelLabel: t('customer.order.keep'),
      danger: true,
    });
    if (sure) await cancel.mutateAsync({ orderId: order.id }).catch(() => undefined);
  };
  return (
    <>
      <Button variant="subtle" color="red" onClick={() => void ask()} loading={cancel.isPending}>
        {t('customer.order.cancel')}
      </Button>
      {dialog}
    </>
  );
}

export function OrderPage() {
  const { t } = useTranslation();
  const { orderId: param } = route.useParams();
  const orderId = orderIdOf(param);
  const order = useGetCustomerOrder(orderId ?? 0, {
    query: {
      enabled: orderId !== undefined,
      staleTime: 0,
      refetchInterval: (query) => {
        const status = query.state.data?.data.status;
        return status === undefined || isFinal(status) ? false : FOLLOW_EVERY_MS;
      },
    },
  });
  useCustomerTitle(t('customer.order.title', { id: orderId ?? param }));

  if (orderId === undefined || (isApiError(order.error) && order.error.status === 404)) return <NotFoundPage />;

  return (
    <Stack maw={720} mx="auto">
      <AnchorLink to="/customer/orders" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('customer.order.allOrders')}
        </Group>
      </AnchorLink>
      {order.isPending ? (
        <Skeleton height={320} radius="md" />
      ) : order.isError && !order.data ? (
        <LoadFailed error={order.error} onRetry={() => void order.refetch()} />
      ) : (
        <OrderDetail order={order.data!.data} />
      )}
    </Stack>
  );
}

function OrderDetail({ order }: { order: AppOrder }) {
  const { t } = useTranslation();
  const window = order.pickup_window;
  return (
    <>
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t('customer.order.title', { id: order.id })}
        </Title>
        <Group gap="xs">
          <OrderStatusBadge status={order.status} />
          <PickUpStatusBadge value={order.pick_up_status} />
        </Group>
      </Group>
      <Paper withBorder radius="md" p="md" aria-live="polite">
        <Stack gap="sm">
          <Text fw={600} data-testid="order-headline">
            {t(`customer.headline.${headlineOf(order)}`)}
          </Text>
          <OrderSteps order={order} />
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
            <Text size="sm">{order.outlet.name}</Text>
          </Group>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconCalendarTime size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
            <Text size="sm">
              {t('customer.order.window', {
                date: formatDate(window.date),
                time: formatClockRange(window.start_time, window.end_time),
              })}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {t('customer.order.placedAt', { at: formatDateTime(order.created_at) })}
          </Text>
        </Stack>
      </Paper>
      {order.status === 0 && order.invoice.status === 200 ? (
        <Alert color="gray" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t('customer.order.expired')}
        </Alert>
      ) : null}
      {awaitsPayment(order) ? <PaymentPanel order={order} /> : null}
      <Items order={order} />
      {order.invoice.paid_at ? (
        <Group justify="center">
          <ButtonLink
            to="/customer/orders/$orderId/receipt"
            params={{ orderId: String(order.id) }}
            variant="light"
            leftSection={<IconReceipt size={16} aria-hidden />}
          >
            {t('customer.order.receipt')}
          </ButtonLink>
        </Group>
      ) : null}
      {awaitsPayment(order) ? (
        <Group justify="center">
          <CancelButton order={order} />
        </Group>
      ) : null}
    </>
  );
}

/** The one sentence that says where the order is. */
function headlineOf(order: AppOrder) {
  if (order.status === 0) return order.invoice.status === 200 ? 'EXPIRED' : 'CREATED';
  if (order.pick_up_status === 'LATE') return 'LATE';
  return (
    {
      100: 'PAID',
      200: 'PREPARING',
      300: 'READY_TO_PICKUP',
      350: 'PICKED_UP',
      400: 'COMPLETED',
      500: 'CANCELLED',
    } as const
  )[order.status];
}
