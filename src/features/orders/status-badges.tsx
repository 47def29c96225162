// An order's status, pick-up status and channel as badges; a late pick-up stands out in red.
import '@mantine/core/styles/Badge.css';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type {
  OrderChannel,
  OrderPickUpStatusValue,
  OrderPlatformValue,
  OrderStatus,
  OrderType,
} from '@generated/model';
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
const ONLY_TYPE: Partial<Record<OrderChannel, OrderType>> = {
  app: 'pickup',
  gofood: 'delivery',
  grabfood: 'delivery',
  shopeefood: 'delivery',
};

const CHANNEL_COLOR: Record<OrderChannel, string> = {
  app: 'grape',
  counter: 'orange',
  gofood: 'green',
  grabfood: 'teal',
  shopeefood: 'red',
};

/** The platforms whose orders wait for the outlet's tap (ShopeeFood's are entered, so accepted, at the counter). */
const ACCEPTING: readonly OrderChannel[] = ['gofood', 'grabfood'];
const CANCELLED = 500;

/** A platform order waiting for the outlet to accept it. */
export const waitsForAccept = (order: { channel: OrderChannel; status: OrderStatus; platform: OrderPlatformValue }) =>
  order.platform !== null &&
  order.platform.accepted_at === null &&
  ACCEPTING.includes(order.channel) &&
  order.status !== CANCELLED;

/**
 * A delivery platform's order: the platform with the short number its driver calls the order by
 * ("GrabFood GF-842"), and under it whether it waits to be accepted or names an item not mapped.
 */
export function ChannelBadge({
  channel,
  orderType,
  platform = null,
  status,
}: {
  channel: OrderChannel;
  orderType?: OrderType;
  platform?: OrderPlatformValue;
  status?: OrderStatus;
}) {
  const { t } = useTranslation();
  const name = t(`order.channels.${channel}`);
  const badge = platform ? (
    <Badge
      color={CHANNEL_COLOR[channel]}
      variant="filled"
      data-testid="platform-badge"
      aria-label={t('order.platform.numberLabel', { channel: name, number: platform.order_number })}
      style={{ textTransform: 'none' }}
    >
      {t('order.platform.badge', { channel: name, number: platform.order_number })}
    </Badge>
  ) : (
    <Badge color={CHANNEL_COLOR[channel]} variant="light">
      {name}
    </Badge>
  );
  if (platform) {
    const waiting = status !== undefined && waitsForAccept({ channel, status, platform });
    if (!waiting && !platform.needs_mapping) return badge;
    return (
      <Group gap={4} wrap="wrap">
        {badge}
        {waiting ? (
          <Badge color="yellow" variant="outline" data-testid="waiting-badge">
            {t('order.platform.waiting')}
          </Badge>
        ) : null}
        {platform.needs_mapping ? (
          <Badge color="red" variant="outline" title={t('order.platform.needsMappingHint')} data-testid="needs-mapping">
            {t('order.platform.needsMapping')}
          </Badge>
        ) : null}
      </Group>
    );
  }
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
