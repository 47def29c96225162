// One transfer: the header, the lines with sent / received / damaged / lost, a link to its
// movements, and the actions its status allows (receive, cancel after confirming), printable as a
// transfer note on A4.
import { Button, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { IconList, IconTruckDelivery, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelStockTransfer, useGetStockTransfer } from '@generated/hooks/stock-transfers/stock-transfers';
import type { StockTransfer } from '@generated/model';
import { ActionBar, DocumentBar } from '@/components/document/action-bar';
import { MissingRecord, recordId } from '@/components/document/missing-record';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { PendingScreen } from '@/components/feedback/pending-screen';
import { FormModal } from '@/components/form/form-modal';
import { AnchorLink, ButtonLink } from '@/components/links';
import { lazyPart, usePreloadOnIntent } from '@/lib/lazy-part';
import { TransferStatusBadge } from './status';
import { StockTransferDocument } from './stock-transfer-document';

const route = getRouteApi('/_signed-in/stock-transfer/$transferId');

// The receiving form loads with its dialog, not with the page (see lazyPart).
const ReceiveForm = lazyPart(() => import('./receive-dialog'), 'ReceiveForm');

export function StockTransferDetailPage() {
  usePreloadOnIntent(ReceiveForm);
  const { t } = useTranslation();
  const { transferId } = route.useParams();
  const id = recordId(transferId);
  const query = useGetStockTransfer(id ?? 0, { query: { enabled: id !== undefined } });
  const transfer = query.data?.data;

  return (
    <Stack gap="md">
      {/* The screen's title and actions; the print shows the document alone. */}
      <DocumentBar
        label={t('screens.stockTransferDetail')}
        number={transfer?.transfer_number}
        badges={transfer ? <TransferStatusBadge status={transfer.status} /> : null}
        actions={transfer ? <Actions transfer={transfer} /> : null}
      />
      {query.isError || id === undefined ? (
        <MissingRecord
          error={query.error}
          onRetry={() => void query.refetch()}
          notFound={t('stockTransfer.notFound')}
          back={<AnchorLink to="/stock-transfer">{t('stockTransfer.back')}</AnchorLink>}
        />
      ) : !transfer ? (
        <PendingScreen />
      ) : (
        <StockTransferDocument transfer={transfer} />
      )}
    </Stack>
  );
}

function Actions({ transfer }: { transfer: StockTransfer }) {
  const { t } = useTranslation();
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
  };

  return (
    <ActionBar printLabel={t('stockTransfer.print')}>
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
      {confirmDialog}
      <FormModal
        opened={receiving}
        onClose={() => setReceiving(false)}
        title={t('stockTransfer.receiveTitle', { number: transfer.transfer_number })}
        size="lg"
      >
        <ReceiveForm transfer={transfer} />
      </FormModal>
    </ActionBar>
  );
}
