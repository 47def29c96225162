// The number of purchase orders and shifts awaiting approval (each for those who may see them),
// beside the Approvals entry of the sidebar; it follows the live alerts, which refresh the
// purchase-order lists, and the shift lists as they go stale.
import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useListPurchaseOrders } from '@generated/hooks/purchase-orders/purchase-orders';
import { useListShifts } from '@generated/hooks/shifts/shifts';
import { formatNumber } from '@/lib/format';
import { canAccess } from '@/lib/session/access';
import { useSession } from '@/lib/session/use-session';

export function ApprovalCount() {
  const { t } = useTranslation();
  const { session } = useSession();
  const orders = useListPurchaseOrders(
    { approval_status: 'AWAITING_APPROVAL', size: 1 },
    { query: { enabled: canAccess(session, 'approve_admin_purchase_order') } },
  );
  const shifts = useListShifts(
    { status: 'AWAITING_APPROVAL', size: 1 },
    { query: { enabled: canAccess(session, 'view_admin_shift') } },
  );
  const waitingOrders = orders.data?.meta.total ?? 0;
  const waitingShifts = shifts.data?.meta.total ?? 0;
  const waiting = waitingOrders + waitingShifts;
  if (waiting === 0) return null;
  return (
    <Badge
      size="sm"
      color="orange"
      circle={waiting < 10}
      aria-label={[
        waitingOrders > 0 ? t('purchaseOrder.approval.waitingCount', { count: waitingOrders }) : null,
        waitingShifts > 0 ? t('approvals.shiftsWaiting', { count: waitingShifts }) : null,
      ]
        .filter(Boolean)
        .join(', ')}
      data-testid="approval-count"
    >
      {formatNumber(waiting)}
    </Badge>
  );
}
