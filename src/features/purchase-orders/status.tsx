// A purchase order's status and approval badges and its received-progress bar.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Progress.css';
import { Badge, Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PurchaseOrderApprovalStatus, PurchaseOrderStatus } from '@generated/model';
import { formatNumber } from '@/lib/format';

const COLORS: Record<PurchaseOrderStatus, string> = {
  PENDING: 'yellow',
  PARTIAL: 'blue',
  COMPLETED: 'teal',
  CANCELLED: 'gray',
};

export function StatusBadge({ status }: { status: PurchaseOrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`purchaseOrder.status.${status}`)}
    </Badge>
  );
}

export function ReceivedProgress({ received, ordered }: { received: number; ordered: number }) {
  const { t } = useTranslation();
  const label = t('purchaseOrder.receivedProgress', {
    received: formatNumber(received),
    ordered: formatNumber(ordered),
  });
  const percent = ordered > 0 ? Math.round((received / ordered) * 100) : 0;
  return (
    <Group gap="xs" wrap="nowrap" miw={140}>
      <Progress value={percent} w={80} size="sm" aria-label={label} color={percent === 100 ? 'teal' : 'blue'} />
      <Text size="xs" c="dimmed">
        {formatNumber(received)}/{formatNumber(ordered)}
      </Text>
    </Group>
  );
}

export const APPROVAL_COLORS: Record<PurchaseOrderApprovalStatus, string> = {
  NOT_REQUIRED: 'gray',
  AWAITING_APPROVAL: 'orange',
  APPROVED: 'teal',
  REJECTED: 'red',
};

/** Held back from receiving and printing for the vendor. */
export const heldBack = (po: { approval_status: PurchaseOrderApprovalStatus }) =>
  po.approval_status === 'AWAITING_APPROVAL' || po.approval_status === 'REJECTED';

export function ApprovalBadge({ status }: { status: PurchaseOrderApprovalStatus }) {
  const { t } = useTranslation();
  if (status === 'NOT_REQUIRED') return null;
  return (
    <Badge color={APPROVAL_COLORS[status]} variant="light">
      {t(`purchaseOrder.approval.${status}`)}
    </Badge>
  );
}
