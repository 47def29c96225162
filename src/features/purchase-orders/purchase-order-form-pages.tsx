// The add and edit pages around the purchase-order form. Add proposes the next PO number; edit is
// offered only while the order is PENDING.
import { Alert, Stack, Title } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useGetNextPurchaseOrderNumber, useGetPurchaseOrder } from '@generated/hooks/purchase-orders/purchase-orders';
import type { PurchaseOrder } from '@generated/model';
import { recordId } from '@/components/document/missing-record';
import { PendingScreen } from '@/components/feedback/pending-screen';
import { PurchaseOrderForm } from './purchase-order-form';
import { AnchorLink } from '@/components/links';
import { PurchaseOrderMissing } from './purchase-order-missing';

const editRoute = getRouteApi('/_signed-in/purchase-order/$poID/edit');

function useOpenDetail() {
  const navigate = useNavigate();
  return (po: Pick<PurchaseOrder, 'id' | 'po_number'>) =>
    void navigate({
      to: '/purchase-order/$poID/detail',
      params: { poID: String(po.id) },
      search: { po_number: po.po_number },
    });
}

export function PurchaseOrderAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openDetail = useOpenDetail();
  // A proposal only: the form opens with it, or empty when it cannot be had.
  const next = useGetNextPurchaseOrderNumber({ query: { staleTime: 0, gcTime: 0 } });
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('screens.addPurchaseOrder')}
      </Title>
      {next.isPending ? (
        <PendingScreen />
      ) : (
        <PurchaseOrderForm
          proposedNumber={next.data?.data.po_number}
          onSaved={openDetail}
          onCancel={() => void navigate({ to: '/purchase-order' })}
        />
      )}
    </Stack>
  );
}

export function PurchaseOrderEditPage() {
  const { t } = useTranslation();
  const { poID } = editRoute.useParams();
  const id = recordId(poID);
  const openDetail = useOpenDetail();
  const query = useGetPurchaseOrder(id ?? 0, { query: { enabled: id !== undefined } });
  const po = query.data?.data;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('screens.updatePurchaseOrder')} {po?.po_number}
      </Title>
      {query.isError || id === undefined ? (
        <PurchaseOrderMissing error={query.error} onRetry={() => void query.refetch()} />
      ) : !po ? (
        <PendingScreen />
      ) : po.status !== 'PENDING' ? (
        <Alert color="yellow" title={t('purchaseOrder.notEditable')}>
          <AnchorLink to="/purchase-order/$poID/detail" params={{ poID }} search={{ po_number: po.po_number }}>
            {po.po_number}
          </AnchorLink>
        </Alert>
      ) : (
        <PurchaseOrderForm purchaseOrder={po} onSaved={openDetail} onCancel={() => openDetail(po)} />
      )}
    </Stack>
  );
}
