// One purchase order: the header, the lines with ordered / received / remaining, the receipt
// history, and the actions its status allows (receive, edit, cancel), printable as an A4 page.
import { Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { IconPencil, IconPrinter, IconTruckDelivery, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getGetPurchaseOrderQueryKey,
  getListPurchaseOrdersQueryKey,
  useCancelPurchaseOrder,
  useGetPurchaseOrder,
} from '@generated/hooks/purchase-orders/purchase-orders';
import type { PurchaseOrder } from '@generated/model';
import { DocumentTitle } from '@/components/shell/document-title';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { PendingScreen } from '@/components/feedback/pending-screen';
import { FormModal } from '@/components/form/form-modal';
import { lazyPart } from '@/lib/lazy-part';
import { PurchaseOrderDocument } from './purchase-order-document';
import { PurchaseOrderMissing } from './purchase-order-missing';
import { StatusBadge } from './status';
import '@/components/print/document-print.css';
import { ButtonLink } from '@/components/links';
import { HistoryButton } from '@/components/audit/record-history';

const route = getRouteApi('/_signed-in/purchase-order/$poID/detail');

// The receiving form loads with its dialog, not with the page (see lazyPart).
const ReceiveForm = lazyPart(() => import('./receive-dialog'), 'ReceiveForm');

export function PurchaseOrderDetailPage() {
  // Once the page has shown, fetch the form's code so the dialog opens with its fields.
  useEffect(() => void ReceiveForm.preload(), []);
  const { t } = useTranslation();
  const { poID } = route.useParams();
  const id = Number(poID);
  const valid = Number.isSafeInteger(id) && id > 0;
  const query = useGetPurchaseOrder(id, { query: { enabled: valid } });
  const po = query.data?.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <DocumentTitle label={t('screens.purchaseOrderDetail')} number={po?.po_number} />
          {po ? <StatusBadge status={po.status} /> : null}
        </Group>
        {po ? <Actions po={po} /> : null}
      </Group>
      {query.isError || !valid ? (
        <PurchaseOrderMissing error={query.error} onRetry={() => void query.refetch()} />
      ) : !po ? (
        <PendingScreen />
      ) : (
        <PurchaseOrderDocument po={po} />
      )}
    </Stack>
  );
}

function Actions({ po }: { po: PurchaseOrder }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [receiving, setReceiving] = useState(false);
  const [confirm, confirmDialog] = useConfirm();
  const cancel = useCancelPurchaseOrder();
  const open = po.status === 'PENDING' || po.status === 'PARTIAL';

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
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetPurchaseOrderQueryKey(po.id) }),
      queryClient.invalidateQueries({ queryKey: getListPurchaseOrdersQueryKey() }),
    ]);
  };

  return (
    <Group gap="xs" className="po-no-print">
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
      <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
        {t('purchaseOrder.print')}
      </Button>
      {confirmDialog}
      <FormModal
        opened={receiving}
        onClose={() => setReceiving(false)}
        title={t('purchaseOrder.receiveTitle', { number: po.po_number })}
        size="xl"
      >
        <ReceiveForm purchaseOrder={po} />
      </FormModal>
    </Group>
  );
}
