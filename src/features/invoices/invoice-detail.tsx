// One invoice in a side drawer: who, where, how much, its status and times, how a payment at the
// counter was made (method, a card's approval code, the shift), the gateway's fee and the
// provider's reference once paid, a provider's payment that needs staff (a different amount, or
// money after the invoice closed), the refund of a cancelled order's payment (asked again from here
// when it failed), the order's items, the latest payment instructions, with "Request payment" while
// it can still be paid (and only then), and the payment's timeline.
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Skeleton.css';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconAlertTriangle, IconArrowBackUp, IconCreditCard } from '@tabler/icons-react';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetInvoice, useRefundInvoice } from '@generated/hooks/invoices/invoices';
import type { InvoiceDetail as InvoiceDetailData } from '@generated/model';
import { CounterPayment } from '@/components/counter-payment/counter-payment';
import { DataTableError } from '@/components/data-table/data-table-states';
import { Drawer } from '@/components/feedback/dialog';
import { LineItemsTable } from '@/components/data-table/line-items-table';
import { formatDateTime, formatRupiah } from '@/lib/format';
import { lazyPart } from '@/lib/lazy-part';
import { useOnceTrue } from '@/lib/use-once-true';
import { expiryFact, InvoiceStatusBadge } from './invoice-columns';
import { PaymentInstructions } from './payment-instructions';
import { PaymentTimeline } from './payment-timeline';

const PAYABLE = [0, 300];

// The payment request form loads with an invoice's details, not with the list (see lazyPart).
const PaymentRequestDialog = lazyPart(() => import('./payment-request-dialog'), 'PaymentRequestDialog');

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" component="div">
        {children}
      </Text>
    </Group>
  );
}

function PaymentAlert({ alert }: { alert: NonNullable<InvoiceDetailData['payment_alert']> }) {
  const { t } = useTranslation();
  const mismatch = alert.reason === 'AMOUNT_MISMATCH';
  const values = {
    time: formatDateTime(alert.reported_at),
    amount: formatRupiah(alert.amount),
    reference: alert.provider_reference ?? t('invoice.noReference'),
  };
  return (
    <Alert
      color={mismatch ? 'red' : 'orange'}
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t(mismatch ? 'invoice.alertMismatchTitle' : 'invoice.alertClosedTitle')}
    >
      {t(mismatch ? 'invoice.alertMismatch' : 'invoice.alertClosed', values)}
    </Alert>
  );
}

/**
 * Where the refund of a cancelled order's payment stands: waiting for the provider, failed (with
 * the reason and "Ask for the refund again"), or to be given back by staff.
 */
function RefundPanel({ invoiceId, refund }: { invoiceId: number; refund: NonNullable<InvoiceDetailData['refund']> }) {
  const { t } = useTranslation();
  const retry = useRefundInvoice({ mutation: { meta: { successToast: t('invoice.refund.asked') } } });
  if (refund.status === 'REFUNDED') return null;
  const ask = async () => {
    await retry.mutateAsync({ invoiceId });
  };
  const look = { PENDING: 'blue', FAILED: 'red', MANUAL: 'orange' }[refund.status];
  const text =
    refund.status === 'PENDING'
      ? t('invoice.refund.pending', { time: formatDateTime(refund.requested_at) })
      : refund.status === 'FAILED'
        ? t('invoice.refund.failed')
        : refund.message
          ? t('invoice.refund.manualProvider')
          : t('invoice.refund.manualCounter');
  return (
    <Alert
      color={look}
      variant="light"
      icon={<IconArrowBackUp size={18} aria-hidden />}
      title={
        refund.status === 'PENDING'
          ? t('invoice.refund.pendingTitle')
          : refund.status === 'FAILED'
            ? t('invoice.refund.failedTitle')
            : t('invoice.refund.manualTitle')
      }
    >
      <Stack gap="xs">
        <Text size="sm">{text}</Text>
        {refund.message && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {refund.message}
          </Text>
        )}
        {refund.status !== 'MANUAL' && (
          <Group>
            <Button size="xs" variant="light" color={look} loading={retry.isPending} onClick={() => void ask()}>
              {t('invoice.refund.askAgain')}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

function InvoiceBody({ invoice }: { invoice: InvoiceDetailData }) {
  const { t } = useTranslation();
  const [requesting, setRequesting] = useState(false);
  // The dialog's code loads when it first opens; it stays mounted to close with its transition.
  const dialogOpened = useOnceTrue(requesting);
  const expiry = expiryFact(t, invoice);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <InvoiceStatusBadge status={invoice.status} />
        <Text fw={700} size="lg">
          {formatRupiah(invoice.amount)}
        </Text>
      </Group>
      <Stack gap={6}>
        <Fact label={t('invoice.order')}>
          <Anchor renderRoot={(props) => <Link {...props} to="/order" search={{ order_id: invoice.order_id }} />}>
            {t('invoice.orderNumber', { id: invoice.order_id })}
          </Anchor>
        </Fact>
        <Fact label={t('invoice.customer')}>
          {[invoice.customer?.name, invoice.customer?.phone_number].filter(Boolean).join(' · ') || '—'}
        </Fact>
        <Fact label={t('invoice.outlet')}>{invoice.outlet.name}</Fact>
        {invoice.counter_method ? (
          <Fact label={t('counterPayment.label')}>
            <CounterPayment invoice={invoice} />
          </Fact>
        ) : (
          <Fact label={t('invoice.paymentMethod')}>{invoice.payment_method?.name ?? t('invoice.noPaymentMethod')}</Fact>
        )}
        <Fact label={t('invoice.createdAt')}>{formatDateTime(invoice.created_at)}</Fact>
        {invoice.paid_at && <Fact label={t('invoice.paidAtLabel')}>{formatDateTime(invoice.paid_at)}</Fact>}
        {invoice.refunded_at && <Fact label={t('invoice.refundedAtLabel')}>{formatDateTime(invoice.refunded_at)}</Fact>}
        {expiry && <Fact label={expiry.label}>{expiry.time}</Fact>}
        {invoice.provider_reference && <Fact label={t('invoice.providerReference')}>{invoice.provider_reference}</Fact>}
        {invoice.fee !== null && (
          <>
            <Fact label={t('invoice.feeLabel')}>{formatRupiah(invoice.fee)}</Fact>
            <Fact label={t('invoice.netLabel')}>{formatRupiah(invoice.amount - invoice.fee)}</Fact>
          </>
        )}
      </Stack>
      {invoice.payment_alert && <PaymentAlert alert={invoice.payment_alert} />}
      {invoice.refund && <RefundPanel invoiceId={invoice.id} refund={invoice.refund} />}

      <Title order={3} size="h5">
        {t('invoice.items')}
      </Title>
      <LineItemsTable
        minWidth={360}
        striped
        items={invoice.items}
        headings={[t('invoice.item'), t('invoice.quantity'), t('invoice.price'), t('invoice.subtotal')]}
        total={{ label: t('invoice.total'), amount: invoice.amount }}
      />

      {/* Instructions only while the invoice can be paid: once paid, expired or refunded, a virtual
          account or QR code to pay would mislead; the timeline keeps what was requested. */}
      {PAYABLE.includes(invoice.status) && (
        <>
          <Group justify="space-between">
            <Title order={3} size="h5">
              {t('invoice.instructions')}
            </Title>
            <Button leftSection={<IconCreditCard size={16} aria-hidden />} onClick={() => setRequesting(true)}>
              {t('invoice.requestPayment')}
            </Button>
          </Group>
          {invoice.payment ? (
            <PaymentInstructions payment={invoice.payment} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('invoice.noInstructions')}
            </Text>
          )}
        </>
      )}

      <Title order={3} size="h5">
        {t('invoice.timeline.title')}
      </Title>
      <PaymentTimeline events={invoice.timeline} />
      {dialogOpened ? (
        <Suspense fallback={null}>
          <PaymentRequestDialog invoiceId={invoice.id} opened={requesting} onClose={() => setRequesting(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

export function InvoiceDrawer({ invoiceId, onClose }: { invoiceId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const invoice = useGetInvoice(invoiceId ?? 0, { query: { enabled: invoiceId !== null } });
  const number = invoice.data?.data.invoice_number ?? '';
  return (
    <Drawer
      opened={invoiceId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={<Text fw={700}>{t('invoice.detailTitle', { number })}</Text>}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {invoice.error ? (
        <DataTableError error={invoice.error} onRetry={() => void invoice.refetch()} />
      ) : invoice.data ? (
        <InvoiceBody invoice={invoice.data.data} />
      ) : (
        <Stack>
          <Skeleton h={28} />
          <Skeleton h={120} />
          <Skeleton h={160} />
        </Stack>
      )}
    </Drawer>
  );
}
