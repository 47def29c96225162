// A purchase order's status and approval badges and its received-progress bar.
import { useTranslation } from 'react-i18next';
import type { PurchaseOrderApprovalStatus, PurchaseOrderStatus } from '@generated/model';
import { ProgressCell } from '@/components/document/progress-cell';
import { StatusBadge as Badge, type StatusColors } from '@/components/document/status-badge';
import { formatNumber } from '@/lib/format';

const COLORS: StatusColors<PurchaseOrderStatus> = {
  PENDING: 'yellow',
  PARTIAL: 'blue',
  COMPLETED: 'teal',
  CANCELLED: 'gray',
};

export function StatusBadge({ status }: { status: PurchaseOrderStatus }) {
  const { t } = useTranslation();
  return <Badge status={status} colors={COLORS} label={t(`purchaseOrder.status.${status}`)} />;
}

export function ReceivedProgress({ received, ordered }: { received: number; ordered: number }) {
  const { t } = useTranslation();
  const label = t('purchaseOrder.receivedProgress', {
    received: formatNumber(received),
    ordered: formatNumber(ordered),
  });
  return <ProgressCell done={received} total={ordered} label={label} />;
}

export const APPROVAL_COLORS: StatusColors<PurchaseOrderApprovalStatus> = {
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
  return <Badge status={status} colors={APPROVAL_COLORS} label={t(`purchaseOrder.approval.${status}`)} />;
}
