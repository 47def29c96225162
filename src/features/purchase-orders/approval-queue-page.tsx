// The approvers' queue: purchase orders at their outlets awaiting approval, as cards that fit a
// phone, each with its vendor, outlet, total and lines, and Approve / Reject (with a reason); and
// below them what else awaits approval (the shifts, composed in by the route).
import '@mantine/core/styles/Paper.css';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useListPurchaseOrders } from '@generated/hooks/purchase-orders/purchase-orders';
import type { PurchaseOrderSummary } from '@generated/model';
import { ListScreen } from '@/components/list/list-screen';
import { PendingScreen } from '@/components/feedback/pending-screen';
import { AnchorLink } from '@/components/links';
import { formatDateTime, formatNumber, formatRupiah } from '@/lib/format';
import { canAccess } from '@/lib/session/access';
import { useSession } from '@/lib/session/use-session';
import { ApprovalActions } from './approval';

const APPROVE_SCOPE = 'approve_admin_purchase_order';

/** The queue: one page of the newest, which is more than an approver has waiting in practice. */
export const APPROVAL_QUEUE_PARAMS = { approval_status: 'AWAITING_APPROVAL', size: 100 } as const;

function QueueCard({ po }: { po: PurchaseOrderSummary }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" data-testid="approval-card">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <AnchorLink
            to="/purchase-order/$poID/detail"
            params={{ poID: String(po.id) }}
            search={{ po_number: po.po_number }}
            fw={600}
          >
            {po.po_number}
          </AnchorLink>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatRupiah(po.total_amount)}
          </Text>
        </Group>
        <Text size="sm">{po.vendor_name}</Text>
        <Text size="sm" c="dimmed">
          {po.outlet_name} · {formatDateTime(po.created_at)}
        </Text>
        <Text size="sm" c="dimmed">
          {po.buyer} ·{' '}
          {t('purchaseOrder.approval.lines', { count: po.item_count, quantity: formatNumber(po.quantity_ordered) })}
        </Text>
        <ApprovalActions
          po={po}
          creatorId={po.created_by_id ?? undefined}
          requesterId={po.approval_requested_by_id ?? undefined}
        />
      </Stack>
    </Paper>
  );
}

function PurchaseOrderQueue({ titled }: { titled: boolean }) {
  const { t } = useTranslation();
  const query = useListPurchaseOrders(APPROVAL_QUEUE_PARAMS);
  const rows = query.data?.data;
  return (
    <Stack gap="sm" maw={720}>
      {titled ? (
        <Title order={2} size="h4">
          {t('purchaseOrder.approval.queueTitle')}
        </Title>
      ) : null}
      <Text size="sm" c="dimmed">
        {t('purchaseOrder.approval.queueHint')}
      </Text>
      {!rows ? (
        <PendingScreen />
      ) : rows.length === 0 ? (
        <Text>{t('purchaseOrder.approval.queueEmpty')}</Text>
      ) : (
        rows.map((po) => <QueueCard key={po.id} po={po} />)
      )}
    </Stack>
  );
}

/** The queue; `more` is what else awaits approval, under the purchase orders (titled then). */
export function ApprovalQueuePage({ more }: { more?: ReactNode }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const approver = canAccess(session, APPROVE_SCOPE);
  return (
    <ListScreen title={t('screens.purchaseOrderApprovals')}>
      {approver ? <PurchaseOrderQueue titled={Boolean(more)} /> : null}
      {more}
    </ListScreen>
  );
}
