// An order's state in the customer's words: a badge, the pick-up status, and the steps from paid
// to picked up.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Stepper.css';
import { Badge, Stepper, useMatches } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AppOrder, OrderStatus, PickUpStatus } from '@generated/app/model';

type StatusName = 'CREATED' | 'PAID' | 'PREPARING' | 'READY_TO_PICKUP' | 'PICKED_UP' | 'COMPLETED' | 'CANCELLED';
const STATUS_NAMES: Record<OrderStatus, StatusName> = {
  0: 'CREATED',
  100: 'PAID',
  200: 'PREPARING',
  300: 'READY_TO_PICKUP',
  350: 'PICKED_UP',
  400: 'COMPLETED',
  500: 'CANCELLED',
};
const STATUS_COLORS: Record<OrderStatus, string> = {
  0: 'yellow',
  100: 'blue',
  200: 'cyan',
  300: 'teal',
  350: 'green',
  400: 'green',
  500: 'gray',
};

/** An order that will not change any more: no need to keep asking. */
export const isFinal = (status: OrderStatus): boolean => status === 400 || status === 500;

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant={status === 300 ? 'filled' : 'light'} data-testid="order-status">
      {t(`customer.status.${STATUS_NAMES[status]}`)}
    </Badge>
  );
}

export function PickUpStatusBadge({ value }: { value: PickUpStatus | null }) {
  const { t } = useTranslation();
  if (!value) return null;
  return (
    <Badge
      color={value === 'LATE' ? 'red' : value === 'READY_TO_PICKUP' ? 'teal' : 'gray'}
      variant="outline"
      data-testid="pick-up-status"
    >
      {t(`customer.pickUp.${value}`)}
    </Badge>
  );
}

const STEPS = [
  [100, 'PAID'],
  [200, 'PREPARING'],
  [300, 'READY_TO_PICKUP'],
  [350, 'PICKED_UP'],
] as const;

/** Paid, being prepared, ready, picked up: where the order is on its way. */
export function OrderSteps({ order }: { order: Pick<AppOrder, 'status'> }) {
  const { t } = useTranslation();
  // Down the screen on a phone, across it on a larger one.
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  if (order.status === 500) return null;
  const done = order.status === 400 ? STEPS.length : STEPS.filter(([step]) => step <= order.status).length;
  return (
    <Stepper
      active={done}
      size="sm"
      orientation={orientation}
      allowNextStepsSelect={false}
      aria-label={t('customer.order.progress')}
    >
      {STEPS.map(([step, name]) => (
        <Stepper.Step key={step} label={t(`customer.steps.${name}`)} />
      ))}
    </Stepper>
  );
}
