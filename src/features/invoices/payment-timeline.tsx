// An invoice's payment timeline: each request for payment instructions with its method, the
// payment (through a gateway with the provider's reference, or at the counter), a failure, the
// expiry, and the refund asked for, failed or made, oldest first, with times in WIB. One column of
// short lines, so it reads on a phone as on a desk; a long reference breaks instead of widening it.
import '@mantine/core/styles/Timeline.css';
import { Text, Timeline } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowBackUp,
  IconCheck,
  IconClockOff,
  IconReceipt,
  IconSend,
  IconX,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceEvent, InvoiceEventType } from '@generated/model';
import { formatDateTime } from '@/lib/format';

const LOOK: Record<InvoiceEventType, { color: string; icon: ReactNode }> = {
  PAYMENT_REQUESTED: { color: 'blue', icon: <IconSend size={12} aria-hidden /> },
  PAID: { color: 'green', icon: <IconCheck size={12} aria-hidden /> },
  FAILED: { color: 'red', icon: <IconX size={12} aria-hidden /> },
  EXPIRED: { color: 'gray', icon: <IconClockOff size={12} aria-hidden /> },
  REFUND_REQUESTED: { color: 'orange', icon: <IconReceipt size={12} aria-hidden /> },
  REFUND_FAILED: { color: 'red', icon: <IconAlertTriangle size={12} aria-hidden /> },
  REFUNDED: { color: 'grape', icon: <IconArrowBackUp size={12} aria-hidden /> },
};

function title(t: TFunction, event: InvoiceEvent): string {
  const method = event.payment_method?.name;
  switch (event.type) {
    case 'PAYMENT_REQUESTED':
      return t('invoice.timeline.requested', { method: method ?? '' });
    case 'PAID':
      return method && event.provider_reference
        ? t('invoice.timeline.paidThrough', { method })
        : t('invoice.timeline.paidAtCounter');
    case 'FAILED':
      return t('invoice.timeline.failed');
    case 'EXPIRED':
      return t('invoice.timeline.expired');
    case 'REFUND_REQUESTED':
      return t('invoice.timeline.refundRequested');
    case 'REFUND_FAILED':
      return t('invoice.timeline.refundFailed');
    case 'REFUNDED':
      return event.provider_reference ? t('invoice.timeline.refunded') : t('invoice.timeline.refundedByStaff');
  }
}

export function PaymentTimeline({ events }: { events: InvoiceEvent[] }) {
  const { t } = useTranslation();
  if (events.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('invoice.timeline.empty')}
      </Text>
    );
  return (
    // Read as a list of steps by screen readers, as it is seen.
    <Timeline
      bulletSize={22}
      lineWidth={2}
      active={events.length - 1}
      role="list"
      aria-label={t('invoice.timeline.title')}
    >
      {events.map((event, i) => (
        <Timeline.Item
          role="listitem"
          key={`${event.at}-${i}`}
          color={LOOK[event.type].color}
          bullet={LOOK[event.type].icon}
          title={
            <Text size="sm" fw={600}>
              {title(t, event)}
            </Text>
          }
        >
          <Text size="xs" c="dimmed">
            {formatDateTime(event.at)}
          </Text>
          {event.provider_reference && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('invoice.timeline.reference', { reference: event.provider_reference })}
            </Text>
          )}
          {event.detail && (
            <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
              {event.detail}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
