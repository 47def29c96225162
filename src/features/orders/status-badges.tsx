// An order's status, pick-up status and channel as badges; a late pick-up stands out in red.
import '@mantine/core/styles/Badge.css';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderChannel, OrderPickUpStatusValue, OrderStatus, OrderType } from '@generated/model';
import { orderStatusLabel } from '@/lib/domain-labels';

const STATUS_COLOR: Record<number, string> = {
  0: 'gray',
  100: 'blue',
  200: 'yellow',
  300: 'teal',
  350: 'cyan',
  400: 'green',
  500: 'red',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={STATUS_COLOR[status] ?? 'gray'} variant="light">
      {orderStatusLabel(status)}
    </Badge>
  );
}

export function PickUpBadge({ value }: { value: OrderPickUpStatusValue }) {
  const { t } = useTranslation();
  if (!value) return null;
  const late = value === 'LATE';
  return (
    <Badge color={late ? 'red' : value === 'READY_TO_PICKUP' ? 'teal' : 'gray'} variant={late ? 'filled' : 'outline'}>
      {t(`order.pickUp.${value}`)}
    </Badge>
  );
}

/** The door the order came in by as a badge, and how it is handed over under it when given ("Counter", "Dine-in"). */
/** The one way a channel hands its orders over, where it has only one. */
const ONLY_TYPE: Partial<Record<OrderChannel, OrderType>> = { app: 'pickup' };

export function ChannelBadge({ channel, orderType }: { channel: OrderChannel; orderType?: OrderType }) {
  const { t } = useTranslation();
  const badge = (
    <Badge color={channel === 'app' ? 'grape' : 'orange'} variant="light">
      {t(`order.channels.${channel}`)}
    </Badge>
  );
  // The app's orders are always picked up: its badge says so, and only the counter's way is written out.
  if (!orderType || orderType === ONLY_TYPE[channel]) return badge;
  return (
    <Group gap={6} wrap="nowrap">
      {badge}
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t(`order.orderTypes.${orderType}`)}
      </Text>
    </Group>
  );
}
