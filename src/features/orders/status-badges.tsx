// An order's status, pick-up status and channel as badges; a late pick-up stands out in red.
import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
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

/** The door the order came in by, and how it is handed over ("App · Pick-up", "Counter · Dine-in"). */
export function ChannelBadge({ channel, orderType }: { channel: OrderChannel; orderType: OrderType }) {
  const { t } = useTranslation();
  return (
    <Badge color={channel === 'app' ? 'grape' : 'orange'} variant="light" tt="none">
      {t(`order.channels.${channel}`)} · {t(`order.orderTypes.${orderType}`)}
    </Badge>
  );
}
