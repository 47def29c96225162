// What the customer needs to pay: the virtual account number, the payment page or the QRIS code
// (drawn for the customer to scan, its content below it), each with a copy button, the amount and
// how long the instructions hold (WIB).
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Skeleton.css';
import { ActionIcon, Anchor, Code, CopyButton, Group, Paper, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoicePaymentInstruction } from '@generated/model';
import { formatDateTime, formatRupiah } from '@/lib/format';
import { lazyPart } from '@/lib/lazy-part';

// The QR encoder loads with the first QRIS payment shown, not with the invoices screen.
const QrCode = lazyPart(() => import('@/components/qr-code/qr-code'), 'QrCode');
const QR_WIDTH = 224;

function CopyValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code fz="md" style={{ wordBreak: 'break-all' }} data-testid={`instruction-${label}`}>
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('invoice.copied') : t('invoice.copy')} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={t('invoice.copyItem', { label })}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

export function PaymentInstructions({ payment }: { payment: InvoicePaymentInstruction }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text fw={600}>{payment.payment_method_name}</Text>
        {payment.va_number && <CopyValue label={t('invoice.vaNumber')} value={payment.va_number} />}
        {payment.payment_url && (
          <Stack gap={2}>
            <CopyValue label={t('invoice.paymentUrl')} value={payment.payment_url} />
            <Anchor href={payment.payment_url} target="_blank" rel="noopener noreferrer" size="sm">
              {t('invoice.paymentUrl')}
            </Anchor>
          </Stack>
        )}
        {payment.qr_string && (
          <Stack gap="xs" align="center">
            <Suspense fallback={<Skeleton width={QR_WIDTH} height={QR_WIDTH} />}>
              <QrCode
                width={QR_WIDTH}
                value={payment.qr_string}
                label={t('invoice.qrImage', { amount: formatRupiah(payment.amount), number: payment.invoice_number })}
              />
            </Suspense>
            <Text size="xs" c="dimmed" ta="center">
              {t('invoice.scanToPay')}
            </Text>
          </Stack>
        )}
        {payment.qr_string && <CopyValue label={t('invoice.qrString')} value={payment.qr_string} />}
        <Group gap="xl">
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('invoice.payAmount')}
            </Text>
            <Text fw={600}>{formatRupiah(payment.amount)}</Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('invoice.validUntil')}
            </Text>
            <Text size="sm">{formatDateTime(payment.expires_at)}</Text>
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}
