// After Pay: the sale's amounts as placed (subtotal, service charge, PBJT, rounding, total), the
// change to give (cash), or the QRIS code for the customer to scan with the order followed until it
// is paid (its query refreshes on the live event stream's notices); then its receipt as the server
// gives it, the way to print it and its cup labels, and to the next sale.
import '@mantine/core/styles/Skeleton.css';
import { Button, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { CupLabelsLink } from '@/components/document/cup-labels-link';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetOrder } from '@generated/hooks/orders/orders';
import { InvoiceStatus, type CounterSale } from '@generated/model';
import { useGetOrderReceipt } from '@generated/hooks/tax/tax';
import { ReceiptDocument, rememberedReceiptWidth } from '@/components/document/receipt';
import { ReceiptLink } from '@/components/document/receipt-link';
import { Modal } from '@/components/feedback/dialog';
import { OrderAmounts } from '@/components/order-amounts/order-amounts';
import { formatDateTime, formatRupiah } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { lazyPart } from '@/lib/lazy-part';

const QrCode = lazyPart(() => import('@/components/qr-code/qr-code'), 'QrCode');
const QR_WIDTH = 240;
// The event stream moves the order on; a slow poll covers a stream that is reconnecting.
const QRIS_POLL_MS = 5_000;

function WaitingForQris({ sale }: { sale: CounterSale }) {
  const { t } = useTranslation();
  const payment = sale.payment!;
  return (
    <Stack align="center" gap="xs">
      <Text fw={600}>{t('counter.scanToPay', { amount: formatRupiah(payment.amount) })}</Text>
      {payment.qr_string ? (
        <Suspense fallback={<Skeleton width={QR_WIDTH} height={QR_WIDTH} />}>
          <QrCode
            width={QR_WIDTH}
            value={payment.qr_string}
            label={t('counter.qrImage', { amount: formatRupiah(payment.amount), id: sale.order.id })}
          />
        </Suspense>
      ) : null}
      <Text size="sm" c="dimmed">
        {t('counter.validUntil', { time: formatDateTime(payment.expires_at) })}
      </Text>
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{t('counter.waitingForPayment')}</Text>
      </Group>
    </Stack>
  );
}

/** The paid sale's receipt, at the roll this device prints on. */
function ReceiptPreview({ orderId }: { orderId: number }) {
  const receipt = useGetOrderReceipt(orderId);
  if (!receipt.data) return <Skeleton height={320} width={240} style={{ alignSelf: 'center' }} />;
  return (
    <div className="receipt-frame">
      <ReceiptDocument receipt={receipt.data.data} width={rememberedReceiptWidth()} language={currentLanguage()} />
    </div>
  );
}

export function SaleResult({ sale, onNext }: { sale: CounterSale; onNext: () => void }) {
  const { t } = useTranslation();
  const qris = sale.payment !== null;
  const followed = useGetOrder(sale.order.id, {
    query: {
      enabled: qris,
      refetchInterval: (query) =>
        query.state.data?.data.invoice.status === InvoiceStatus.UNPAID ? QRIS_POLL_MS : false,
    },
  });
  const order = (qris ? followed.data?.data : undefined) ?? sale.order;
  const paid = order.invoice.status === InvoiceStatus.PAID;
  return (
    <Modal
      opened
      onClose={onNext}
      size="auto"
      closeOnClickOutside={false}
      title={
        <Text fw={700} size="lg" component="span">
          {paid ? t('counter.saleDone', { id: order.id }) : t('counter.saleWaiting', { id: order.id })}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md" miw={{ base: 0, xs: 340 }}>
        <OrderAmounts amounts={order} />
        {sale.change_due !== null ? (
          <Group justify="space-between" bg="teal.0" p="sm" style={{ borderRadius: 8 }}>
            <Text fw={600}>{t('counter.giveChange')}</Text>
            <Text fw={800} size="xl" data-testid="sale-change">
              {formatRupiah(sale.change_due)}
            </Text>
          </Group>
        ) : null}
        {qris && !paid ? <WaitingForQris sale={sale} /> : null}
        {paid ? <ReceiptPreview orderId={order.id} /> : null}
        <Group grow gap="sm">
          {paid ? <ReceiptLink orderId={order.id} size="md" /> : null}
          <CupLabelsLink orderId={order.id} size="md" />
          <Button variant={paid ? 'filled' : 'default'} size="md" onClick={onNext} data-autofocus>
            {t('counter.nextSale')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
