// A purchase order's approval: the panel on the detail page (who asked, who decided, when, why) and
// the approve / reject actions for an approver at its outlet who neither created it nor asked for
// its approval.
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApprovePurchaseOrder, useRejectPurchaseOrder } from '@generated/hooks/purchase-orders/purchase-orders';
import type { PurchaseOrder, PurchaseOrderSummary } from '@generated/model';
import { FormModal } from '@/components/form/form-modal';
import { ModalForm } from '@/components/form/modal-form';
import { TextareaField } from '@/components/form/textarea-field';
import { formatDateTime } from '@/lib/format';
import { useSession } from '@/lib/session/use-session';
import { rejectionSchema, type RejectionValues } from './schemas';
import { APPROVAL_COLORS } from './status';
import { NO_PRINT } from '@/components/document/print-classes';

const APPROVE_SCOPE = 'approve_admin_purchase_order';

interface Barred {
  /** Who created the PO. */
  creatorId?: number;
  /** Who made it need approval (`approval.requested_by`). */
  requesterId?: number;
}

/** Whether the signed-in user may approve this PO: the scope at its outlet, neither its creator nor its requester. */
function useCanDecide(po: Pick<PurchaseOrderSummary, 'outlet_id' | 'approval_status'> & Barred) {
  const { session } = useSession();
  if (!session || po.approval_status !== 'AWAITING_APPROVAL') return false;
  if (po.creatorId === session.id || po.requesterId === session.id) return false;
  return session.outlets.some((outlet) => outlet.id === po.outlet_id && outlet.admin_scope.includes(APPROVE_SCOPE));
}

/** The approval state on the detail page: waiting, or who approved or rejected it, when and why. */
export function ApprovalPanel({ po }: { po: PurchaseOrder }) {
  const { t } = useTranslation();
  const { approval } = po;
  if (po.approval_status === 'NOT_REQUIRED') return null;
  const decided = approval.decided_by && approval.decided_at;
  return (
    <Alert
      color={APPROVAL_COLORS[po.approval_status]}
      title={t(`purchaseOrder.approval.${po.approval_status}`)}
      className={NO_PRINT}
      data-testid="po-approval"
    >
      {po.approval_status === 'AWAITING_APPROVAL' ? (
        <Text size="sm">{t('purchaseOrder.approval.waitingText')}</Text>
      ) : null}
      {po.approval_status === 'AWAITING_APPROVAL' && approval.requested_by && approval.requested_at ? (
        <Text size="sm">
          {t('purchaseOrder.approval.requestedBy', {
            name: approval.requested_by.name,
            at: formatDateTime(approval.requested_at),
          })}
        </Text>
      ) : null}
      {decided ? (
        <Text size="sm">
          {t(
            po.approval_status === 'REJECTED'
              ? 'purchaseOrder.approval.rejectedBy'
              : 'purchaseOrder.approval.approvedBy',
            {
              name: approval.decided_by!.name,
              at: formatDateTime(approval.decided_at!),
            },
          )}
        </Text>
      ) : null}
      {approval.reason ? (
        <Text size="sm">
          {t('purchaseOrder.approval.reason')}: {approval.reason}
        </Text>
      ) : null}
    </Alert>
  );
}

function RejectForm({ po }: { po: Pick<PurchaseOrderSummary, 'id'> }) {
  const { t } = useTranslation();
  const form = useForm<RejectionValues>({ resolver: zodResolver(rejectionSchema), defaultValues: { reason: '' } });
  const reject = useRejectPurchaseOrder({ mutation: { meta: { successToast: t('purchaseOrder.approval.rejected') } } });
  return (
    <ModalForm
      form={form}
      submitLabel={t('purchaseOrder.approval.reject')}
      onSubmit={async (values) => {
        await reject.mutateAsync({ purchaseOrderId: po.id, data: { reason: values.reason } });
      }}
    >
      <TextareaField control={form.control} name="reason" label={t('purchaseOrder.approval.reason')} required />
    </ModalForm>
  );
}

/** Approve and Reject (with a reason), for an approver who may decide on this PO. */
export function ApprovalActions({
  po,
  creatorId,
  requesterId,
}: {
  po: Pick<PurchaseOrderSummary, 'id' | 'po_number' | 'outlet_id' | 'approval_status'>;
} & Barred) {
  const { t } = useTranslation();
  const [rejecting, setRejecting] = useState(false);
  const approve = useApprovePurchaseOrder({
    mutation: { meta: { successToast: t('purchaseOrder.approval.approved') } },
  });
  const canDecide = useCanDecide({ ...po, creatorId, requesterId });
  if (!canDecide) return null;
  return (
    <Group gap="xs" className={NO_PRINT}>
      <Button
        color="teal"
        leftSection={<IconCheck size={16} aria-hidden />}
        loading={approve.isPending}
        aria-label={t('purchaseOrder.approval.approveItem', { number: po.po_number })}
        onClick={() => void approve.mutateAsync({ purchaseOrderId: po.id }).catch(() => undefined)}
      >
        {t('purchaseOrder.approval.approve')}
      </Button>
      <Button
        variant="default"
        color="red"
        leftSection={<IconX size={16} aria-hidden />}
        aria-label={t('purchaseOrder.approval.rejectItem', { number: po.po_number })}
        onClick={() => setRejecting(true)}
      >
        {t('purchaseOrder.approval.reject')}
      </Button>
      <FormModal
        opened={rejecting}
        onClose={() => setRejecting(false)}
        title={t('purchaseOrder.approval.rejectTitle', { number: po.po_number })}
      >
        <RejectForm po={po} />
      </FormModal>
    </Group>
  );
}
