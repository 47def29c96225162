// One order in a drawer: status, channel, customer, pick-up window (app orders), items and the amounts
// frozen on it (subtotal, each discount by name with each line's share, service charge, PBJT at its rate, rounding, total),
// invoice, the timeline of its status history, and the moves it allows now (cancelling asks first, and
// asks whether the cups of an order in the making were made; cancelling one handed over says its
// drinks are written off and its points taken back); a line of a paid order can be made again;
// every order's receipt and cup labels print from here (each line's options show under its name). A phone number masked for the reader (personal
// data) shows as text, not a number to call.
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Timeline.css';
import { Anchor, Button, Group, Loader, Divider, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconRepeat } from '@tabler/icons-react';
import { CupLabelsLink } from '@/components/document/cup-labels-link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetInvoice } from '@generated/hooks/invoices/invoices';
import { useGetOrder } from '@generated/hooks/orders/orders';
import type { Order, OrderItem, OrderStatusChange } from '@generated/model';
import { LineItemsTable } from '@/components/data-table/line-items-table';
import { ReceiptLink } from '@/components/document/receipt-link';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { Drawer } from '@/components/feedback/dialog';
import { OrderAmounts } from '@/components/order-amounts/order-amounts';
import { orderStatusLabel } from '@/lib/domain-labels';
import { formatDateTime } from '@/lib/format';
import { useSession } from '@/lib/session';
import { CounterPayment } from '@/components/counter-payment/counter-payment';
import { CancelMadeDialog } from './cancel-made-dialog';
import { MarkPaidDialog } from './mark-paid-dialog';
import { RemakeDialog } from './remake-dialog';
import { pickUpWindow } from './order-columns';
import { AcceptButton } from './accept-button';
import { ChannelBadge, OrderStatusBadge, PickUpBadge, waitsForAccept } from './status-badges';
import { useChangeStatus } from './use-change-status';

const CANCELLED = 500;
const PAID = 100;
const PREPARING = 200;
const READY = 300;
/** The orders whose cups may be made: a line can be made again, a cancellation asks whether they were. */
const MAKING: readonly number[] = [PAID, PREPARING, READY];
/** Handed over (picked up, completed): a cancellation is a refund after handover, its drinks written off. */
const HANDED_OVER: readonly number[] = [350, 400];

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

function StatusActions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { change, pending } = useChangeStatus(order.id);
  const [confirm, confirmDialog] = useConfirm();
  const [markingPaid, setMarkingPaid] = useState(false);
  const [cancellingMade, setCancellingMade] = useState(false);
  const move = async (status: OrderStatusChange) => {
    // Paid by hand: the dialog confirms and asks how.
    if (status === PAID) {
      setMarkingPaid(true);
      return;
    }
    // Its cups may be made: the dialog asks whether they were, and cancels.
    if (status === CANCELLED && (order.status === PREPARING || order.status === READY)) {
      setCancellingMade(true);
      return;
    }
    if (status === CANCELLED) {
      const sure = await confirm({
        title: t('order.cancelTitle', { id: order.id }),
        message: t(HANDED_OVER.includes(order.status) ? 'order.cancelHandedOverMessage' : 'order.cancelMessage', {
          customer: order.customer_name ?? '—',
        }),
        confirmLabel: t('order.cancelConfirm'),
        cancelLabel: t('order.keepOrder'),
        danger: true,
      });
      if (!sure) return;
    }
    await change(status).catch(() => undefined);
  };
  if (order.next_statuses.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('order.final')}
      </Text>
    );
  return (
    <Group gap="sm">
      {order.next_statuses.map((status) => (
        <Button
          key={status}
          color={status === CANCELLED ? 'red' : undefined}
          variant={status === CANCELLED ? 'light' : 'filled'}
          leftSection={
            status === CANCELLED ? <IconCircleX size={16} aria-hidden /> : <IconCircleCheck size={16} aria-hidden />
          }
          loading={pending}
          onClick={() => void move(status)}
        >
          {status === CANCELLED ? t('order.cancelOrder') : t('order.markAs', { status: orderStatusLabel(status) })}
        </Button>
      ))}
      {confirmDialog}
      {order.next_statuses.includes(PAID) ? (
        <MarkPaidDialog
          order={order}
          opened={markingPaid}
          onClose={() => setMarkingPaid(false)}
          onPaid={(payment) => change(PAID, payment)}
        />
      ) : null}
      {order.next_statuses.includes(CANCELLED) ? (
        <CancelMadeDialog
          order={order}
          opened={cancellingMade}
          onClose={() => setCancellingMade(false)}
          onCancel={(made) => change(CANCELLED, undefined, made)}
        />
      ) : null}
    </Group>
  );
}

function OrderDetail({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { session } = useSession();
  // Each line's cost and margin, to those who see inventory at the order's outlet, while the order
  // stands: a cancelled order's ingredients went back to stock, so it sold nothing at a cost.
  const scopes = session?.outlets.find((outlet) => outlet.id === order.outlet.id)?.admin_scope ?? [];
  const seesCost = order.status !== CANCELLED && scopes.includes('view_admin_inventory');
  // How a payment taken at the counter was made is the invoice's word, to those who see invoices.
  const invoice = useGetInvoice(order.invoice.id, {
    query: { enabled: order.invoice.paid_at !== null && scopes.includes('view_admin_invoices') },
  });
  const counterPaid = invoice.data?.data.counter_method ? invoice.data.data : null;
  const [remaking, setRemaking] = useState<OrderItem | null>(null);
  const canRemake = MAKING.includes(order.status);
  return (
    <Stack gap="md">
      <Group gap="xs">
        <OrderStatusBadge status={order.status} />
        <PickUpBadge value={order.pick_up_status} />
        <ChannelBadge channel={order.channel} platform={order.platform} status={order.status} />
      </Group>
      {waitsForAccept(order) ? <AcceptButton orderId={order.id} /> : null}
      <StatusActions order={order} />
      <Group gap="sm">
        <CupLabelsLink orderId={order.id} size="sm" />
        <ReceiptLink orderId={order.id} size="sm" />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Field label={t('order.customer')}>
          {order.customer_name ?? (order.channel === 'counter' ? t('order.walkIn') : '—')}
          {order.customer?.phone_number && (
            <>
              <br />
              {order.customer.phone_number.includes('*') ? (
                order.customer.phone_number
              ) : (
                <Anchor href={`tel:${order.customer.phone_number}`} size="sm">
                  {order.customer.phone_number}
                </Anchor>
              )}
            </>
          )}
        </Field>
        <Field label={t('order.outlet')}>{order.outlet.name}</Field>
        {order.timeslot ? (
          <Field label={t('order.pickUpWindow')}>{pickUpWindow(order.timeslot)}</Field>
        ) : (
          <Field label={t('order.orderType')}>{t(`order.orderTypes.${order.order_type}`)}</Field>
        )}
        <Field label={t('order.placedAt')}>{formatDateTime(order.created_at)}</Field>
        {order.platform?.accepted_at ? (
          <Field label={t('order.platform.field')}>
            {order.platform.platform_order_id}
            <Text size="xs" c="dimmed">
              {t('order.platform.acceptedAt', { time: formatDateTime(order.platform.accepted_at) })}
            </Text>
          </Field>
        ) : order.platform ? (
          <Field label={t('order.platform.field')}>{order.platform.platform_order_id}</Field>
        ) : null}
        <Field label={t('order.invoice')}>
          {order.invoice.invoice_number}
          <br />
          {/* Paid, it says when (and when refunded): the payment and its refund each at its own
              time, never one read as the other. */}
          {order.invoice.paid_at ? null : (
            <Text span size="xs" c="dimmed">
              {t(`order.invoiceStatus.${order.invoice.status}`)}
            </Text>
          )}
          {order.invoice.paid_at ? (
            <Text size="xs" c="dimmed" data-testid="invoice-paid-at">
              {t('order.invoicePaidAt', { time: formatDateTime(order.invoice.paid_at) })}
            </Text>
          ) : null}
          {order.invoice.refunded_at ? (
            <Text size="xs" c="dimmed" data-testid="invoice-refunded-at">
              {t('order.invoiceRefundedAt', { time: formatDateTime(order.invoice.refunded_at) })}
            </Text>
          ) : null}
        </Field>
        {counterPaid ? (
          <Field label={t('counterPayment.label')}>
            <CounterPayment invoice={counterPaid} />
          </Field>
        ) : null}
        {order.notes ? <Field label={t('order.notes')}>{order.notes}</Field> : null}
      </SimpleGrid>
      <LineItemsTable
        minWidth={seesCost ? 520 : 340}
        striped
        withTableBorder
        fz="sm"
        items={order.items}
        headings={[t('order.item'), t('order.quantity'), t('order.price'), t('order.subtotal')]}
        costHeadings={seesCost ? [t('order.cost'), t('order.grossProfit')] : undefined}
        discountLabel={t('orderAmounts.discount')}
        lineAction={
          canRemake
            ? (line) => (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  leftSection={<IconRepeat size={14} aria-hidden />}
                  aria-label={t('order.remake.open', { name: line.sku_name })}
                  onClick={() => setRemaking(order.items.find((item) => item.id === line.id) ?? null)}
                >
                  {t('order.remake.button')}
                </Button>
              )
            : undefined
        }
      />
      {canRemake ? <RemakeDialog orderId={order.id} line={remaking} onClose={() => setRemaking(null)} /> : null}
      <Stack ml="auto" w="100%" maw={360}>
        <OrderAmounts amounts={order} />
      </Stack>
      <Divider />
      <Title order={3} size="h5">
        {t('order.history')}
      </Title>
      <Timeline active={order.status_history.length - 1} bulletSize={14} lineWidth={2}>
        {order.status_history.map((entry, index) => (
          <Timeline.Item key={index} title={orderStatusLabel(entry.status)}>
            <Text size="xs" c="dimmed">
              {formatDateTime(entry.changed_at)} · {entry.changed_by?.name ?? t('order.bySystem')}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}

export function OrderDrawer({ orderId, onClose }: { orderId: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const order = useGetOrder(orderId ?? 0, { query: { enabled: orderId !== undefined } });
  return (
    <Drawer
      opened={orderId !== undefined}
      onClose={onClose}
      position="right"
      size="lg"
      title={t('order.title', { id: orderId })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {order.data ? (
        <OrderDetail order={order.data.data} />
      ) : order.error ? (
        <Text c="red">{order.error.message}</Text>
      ) : (
        <Group justify="center" p="xl">
          <Loader aria-label={t('common.loading')} />
        </Group>
      )}
    </Drawer>
  );
}
