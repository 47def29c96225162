// The number of purchase orders awaiting approval, beside the Approvals entry of the sidebar; it
// follows the live alerts, which refresh the purchase-order lists.
import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useListPurchaseOrders } from '@generated/hooks/purchase-orders/purchase-orders';
import { formatNumber } from '@/lib/format';

export function ApprovalCount() {
  const { t } = useTranslation();
  const query = useListPurchaseOrders({ approval_status: 'AWAITING_APPROVAL', size: 1 });
  const waiting = query.data?.meta.total ?? 0;
  if (waiting === 0) return null;
  return (
    <Badge
      size="sm"
      color="orange"
      circle={waiting < 10}
      aria-label={t('purchaseOrder.approval.waitingCount', { count: waiting })}
      data-testid="approval-count"
    >
      {formatNumber(waiting)}
    </Badge>
  );
}
