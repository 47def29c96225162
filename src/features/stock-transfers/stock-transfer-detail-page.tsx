// One transfer: the header, the lines with sent / received / damaged / lost, a link to its
// movements, and the actions its status allows (receive, cancel after confirming), printable as a
// transfer note on A4.
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/ScrollArea.css';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { IconList, IconPrinter, IconTruckDelivery, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getListInventoryMovementsQueryKey, getListInventoryQueryKey } from '@generated/hooks/inventory/inventory';
import {
  getGetStockTransferQueryKey,
  getListStockTransfersQueryKey,
  useCancelStockTransfer,
  useGetStockTransfer,
} from '@generated/hooks/stock-transfers/stock-transfers';
import type { StockTransfer } from '@generated/model';
import { DocumentTitle } from '@/components/shell/document-title';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { PendingScreen } from '@/components/feedback/pending-screen';
import { FormModal } from '@/components/form/form-modal';
import { AnchorLink, ButtonLink } from '@/components/links';
import { isApiError } from '@/lib/api/errors';
import { lazyPart } from '@/lib/lazy-part';
import { TransferStatusBadge } from './status';
import { StockTransferDocument } from './stock-transfer-document';
import '@/components/document/document-print.css';

const route = getRouteApi('/_signed-in/stock-transfer/$transferId');

// The receiving form loads with its dialog, not with the page (see lazyPart).
const ReceiveForm = lazyPart(() => import('./receive-dialog'), 'ReceiveForm');

export function StockTransferDetailPage() {
  useEffect(() => void ReceiveForm.preload(), []);
  const { t } = useTranslation();
  const { transferId } = route.useParams();
  const id = Number(transferId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const query = useGetStockTransfer(id, { query: { enabled: valid } });
  const transfer = query.data?.data;

  return (
    <Stack gap="md">
      {/* The screen's title and actions; the print shows the document alone. */}
      <Group justify="space-between" gap="sm" className="document-no-print">
        <Group gap="sm">
          <DocumentTitle label={t('screens.stockTransferDetail')} number={transfer?.transfer_number} />
          {transfer ? <TransferStatusBadge status={transfer.status} /> : null}
        </Group>
        {transfer ? <Actions transfer={transfer} /> : null}
      </Group>
      {query.isError || !valid ? (
        <Missing error={query.error} onRetry={() => void query.refetch()} />
      ) : !transfer ? (
        <PendingScreen />
      ) : (
        <StockTransferDocument transfer={transfer} />
      )}
    </Stack>
  );
}

function Missing({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const notFound = !error || (isApiError(error) && error.status === 404);
  return (
    <Alert color={notFound ? 'gray' : 'red'} title={notFound ? t('stockTransfer.notFound') : t('errors.unknown')}>
      <Group gap="md">
        {!notFound && error instanceof Error ? error.message : null}
        {!notFound ? (
          <Button size="xs" variant="light" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : null}
        <AnchorLink to="/stock-transfer">{t('stockTransfer.back')}</AnchorLink>
      </Group>
    </Alert>
  );
}

function Actions({ transfer }: { transfer: StockTransfer }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [receiving, setReceiving] = useState(false);
  const [confirm, confirmDialog] = useConfirm();
  const cancel = useCancelStockTransfer({ mutation: { meta: { successToast: t('stockTransfer.cancelled') } } });
  const inTransit = transfer.status === 'IN_TRANSIT';

  const cancelTransfer = async () => {
    const sure = await confirm({
      title: t('stockTransfer.cancelTitle'),
      message: t('stockTransfer.cancelText', { number: transfer.transfer_number, outlet: transfer.from_outlet_name }),
      confirmLabel: t('stockTransfer.cancelConfirm'),
      cancelLabel: t('stockTransfer.keep'),
      danger: true,
    });
    if (!sure) return;
    await cancel.mutateAsync({ transferId: transfer.id }).catch(() => undefined);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetStockTransferQueryKey(transfer.id) }),
      queryClient.invalidateQueries({ queryKey: getListStockTransfersQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getListInventoryQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getListInventoryMovementsQueryKey() }),
    ]);
  };

  return (
    <Group gap="xs" className="document-no-print">
      {inTransit ? (
        <>
          <Button leftSection={<IconTruckDelivery size={16} aria-hidden />} onClick={() => setReceiving(true)}>
            {t('stockTransfer.receive')}
          </Button>
          <Button
            variant="default"
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => void cancelTransfer()}
            loading={cancel.isPending}
          >
            {t('stockTransfer.cancel')}
          </Button>
        </>
      ) : null}
      <ButtonLink
        to="/inventory/movements"
        search={{ transfer_id: transfer.id }}
        variant="default"
        leftSection={<IconList size={16} aria-hidden />}
      >
        {t('stockTransfer.movements')}
      </ButtonLink>
      <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
        {t('stockTransfer.print')}
      </Button>
      {confirmDialog}
      <FormModal
        opened={receiving}
        onClose={() => setReceiving(false)}
        title={t('stockTransfer.receiveTitle', { number: transfer.transfer_number })}
        size="lg"
      >
        <ReceiveForm transfer={transfer} />
      </FormModal>
    </Group>
  );
}
