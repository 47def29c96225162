// One purchase order: the header, the lines with ordered / received / remaining, the receipt
// history, its approval, and the actions its status allows (approve or reject, receive, edit,
// cancel), printable as an A4 page once approved (until then the print says it awaits approval).
import { Button, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { IconPencil, IconTruckDelivery, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelPurchaseOrder, useGetPurchaseOrder } from '@generated/hooks/purchase-orders/purchase-orders';
import type { PurchaseOrder } from '@generated/model';
import { ActionBar, DocumentBar } from '@/components/document/action-bar';
import { recordId } from '@/components/document/missing-record';
import { NO_PRINT, PRINT_ONLY } from '@/components/document/print-classes';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { PendingScreen } from '@/components/feedback/pending-screen';
import { FormModal } from '@/components/form/form-modal';
import { lazyPart, usePreloadOnIntent } from '@/lib/lazy-part';
import { PurchaseOrderDocument } from './purchase-order-document';
import { ApprovalActions, ApprovalPanel } from './approval';
import { ApprovalBadge, heldBack, StatusBadge } from './status';
import { ButtonLink } from '@/components/links';
import { HistoryButton } from '@/components/audit/record-history';
import { PurchaseOrderMissing } from './purchase-order-missing';

const route = getRouteApi('/_signed-in/purchase-order/$poID/detail');

// The receiving form loads with its dialog, not with the page (see lazyPart).
const ReceiveForm = lazyPart(() => import('./receive-dialog'), 'ReceiveForm');

export function PurchaseOrderDetailPage() {
  // Once the user reaches for the page, fetch the form's code so the dialog opens with its fields.
  usePreloadOnIntent(ReceiveForm);
  const { t } = useTranslation();
  const { poID } = route.useParams();
  const id = recordId(poID);
  const query = useGetPurchaseOrder(id ?? 0, { query: { enabled: id !== undefined } });
  const po = query.data?.data;

  return (
    <Stack gap="md">
      {/* The screen's title and actions; the print shows the document alone. */}
      <DocumentBar
        label={t('screens.purchaseOrderDetail')}
        number={po?.po_number}
        badges={
          po ? (
            <>
              <StatusBadge status={po.status} />
              <ApprovalBadge status={po.approval_status} />
            </>
          ) : null
        }
        actions={po ? <Actions po={po} /> : null}
      />
      {query.isError || id === undefined ? (
        <PurchaseOrderMissing error={query.error} onRetry={() => void query.refetch()} />
      ) : !po ? (
        <PendingScreen />
      ) : (
        <>
          <ApprovalPanel po={po} />
          {heldBack(po) ? <HeldPrint po={po} /> : null}
          <div className={heldBack(po) ? NO_PRINT : undefined}>
            <PurchaseOrderDocument po={po} />
          </div>
        </>
      )}
    </Stack>
  );
}

/** What prints instead of the document while the PO may not go to the vendor. */
function HeldPrint({ po }: { po: PurchaseOrder }) {
  const { t } = useTranslation();
  return (
    <div className={PRINT_ONLY} data-testid="po-print-held">
      <Title order={2}>
        {t('purchaseOrder.printTitle')} {po.po_number}
      </Title>
      <Title order={3} mt="md">
        {t('purchaseOrder.approval.printHeld')}
      </Title>
      <Text size="sm">
        {t(
          po.approval_status === 'REJECTED'
            ? 'purchaseOrder.approval.printRejectedText'
            : 'purchaseOrder.approval.printHeldText',
        )}
      </Text>
    </div>
  );
}

function Actions({ po }: { po: PurchaseOrder }) {
  const { t } = useTranslation();
  const [receiving, setReceiving] = useState(false);
  const [confirm, confirmDialog] = useConfirm();
  const cancel = useCancelPurchaseOrder();
  const open = (po.status === 'PENDING' || po.status === 'PARTIAL') && !heldBack(po);

  const cancelOrder = async () => {
    const sure = await confirm({
      title: t('purchaseOrder.cancelTitle'),
      message: t('purchaseOrder.cancelText', { number: po.po_number }),
      confirmLabel: t('purchaseOrder.cancelConfirm'),
      cancelLabel: t('purchaseOrder.keep'),
      danger: true,
    });
    if (!sure) return;
    await cancel.mutateAsync({ purchaseOrderId: po.id }).catch(() => undefined);
  };

  return (
    <ActionBar printLabel={t('purchaseOrder.print')}>
      {po.status === 'PENDING' ? (
        <ApprovalActions po={po} creatorId={po.created_by?.id} requesterId={po.approval.requested_by?.id} />
      ) : null}
      {open ? (
        <Button leftSection={<IconTruckDelivery size={16} aria-hidden />} onClick={() => setReceiving(true)}>
          {t('purchaseOrder.receive')}
        </Button>
      ) : null}
      {po.status === 'PENDING' ? (
        <>
          <ButtonLink
            to="/purchase-order/$poID/edit"
            params={{ poID: String(po.id) }}
            search={{ po_number: po.po_number }}
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {t('purchaseOrder.edit')}
          </ButtonLink>
          <Button
            variant="default"
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => void cancelOrder()}
            loading={cancel.isPending}
          >
            {t('purchaseOrder.cancel')}
          </Button>
        </>
      ) : null}
      <HistoryButton
        recordType="purchase_order"
        recordId={po.id}
        title={t('auditLog.historyOf', { name: po.po_number })}
      />
      {confirmDialog}
      <FormModal
        opened={receiving}
        onClose={() => setReceiving(false)}
        title={t('purchaseOrder.receiveTitle', { number: po.po_number })}
        size="xl"
      >
        <ReceiveForm purchaseOrder={po} />
      </FormModal>
    </ActionBar>
  );
}
