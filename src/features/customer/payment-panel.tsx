// Paying an unpaid order: the ways to pay, then what the chosen one needs (the QRIS code to scan,
// the virtual account number to transfer to, or the payment page) with the amount and until when
// it holds. The order moves on by itself once the gateway tells the server it is paid.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Input.css';
import {
  Anchor,
  Button,
  Code,
  CopyButton,
  Group,
  Input,
  Paper,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePayCustomerOrder } from '@generated/app/hooks/app-orders/app-orders';
import { useListCustomerPaymentMethods } from '@generated/app/hooks/app-outlets/app-outlets';
import type { AppOrder, AppPaymentInstruction } from '@generated/app/model';
import { isApiError } from '@/lib/api/errors';
import { formatDateTime, formatRupiah } from '@/lib/format';
import { lazyPart } from '@/lib/lazy-part';
import { EmptyState, LoadFailed } from './states';

// The QR encoder loads with the first QRIS code shown.
const QrCode = lazyPart(() => import('@/components/qr-code/qr-code'), 'QrCode');
const QR_WIDTH = 240;

function CopyValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code fz="lg" fw={600} style={{ wordBreak: 'break-all' }} data-testid="va-number">
          {value}
        </Code>
        {/* A word on the button rather than a tooltip: a phone has no hover. */}
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              size="compact-sm"
              variant="light"
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
              aria-label={copied ? t('customer.pay.copied') : t('customer.pay.copyItem', { label })}
            >
              {copied ? t('customer.pay.copied') : t('customer.pay.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

export function Instructions({ payment }: { payment: AppPaymentInstruction }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" data-testid="payment-instructions">
      <Stack gap="sm">
        <Text fw={600}>{payment.payment_method_name}</Text>
        {payment.qr_string ? (
          <Stack gap="xs" align="center">
            <Suspense fallback={<Skeleton width={QR_WIDTH} height={QR_WIDTH} />}>
              <QrCode
                width={QR_WIDTH}
                value={payment.qr_string}
                label={t('customer.pay.qrImage', { amount: formatRupiah(payment.amount) })}
              />
            </Suspense>
            <Text size="sm" ta="center">
              {t('customer.pay.scan')}
            </Text>
          </Stack>
        ) : null}
        {payment.va_number ? (
          <>
            <CopyValue label={t('customer.pay.vaNumber')} value={payment.va_number} />
            <Text size="sm">{t('customer.pay.vaHint')}</Text>
          </>
        ) : null}
        {payment.payment_url ? (
          <Anchor href={payment.payment_url} target="_blank" rel="noopener noreferrer">
            <Group gap={4} component="span">
              {t('customer.pay.openPage')}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        ) : null}
        <Group gap="xl">
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('customer.pay.amount')}
            </Text>
            <Text fw={700}>{formatRupiah(payment.amount)}</Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('customer.pay.expires')}
            </Text>
            <Text size="sm">{formatDateTime(payment.expires_at)}</Text>
          </Stack>
        </Group>
        <Text size="xs" c="dimmed">
          {t('customer.pay.waiting')}
        </Text>
      </Stack>
    </Paper>
  );
}

export function PaymentPanel({ order }: { order: AppOrder }) {
  const { t } = useTranslation();
  const methods = useListCustomerPaymentMethods();
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [payment, setPayment] = useState<AppPaymentInstruction | null>(null);
  const pay = usePayCustomerOrder({ mutation: { meta: { successToast: false } } });

  const ask = async () => {
    if (chosen === null) {
      setError(t('customer.pay.chooseMethod'));
      return;
    }
    setError(undefined);
    try {
      const answer = await pay.mutateAsync({ orderId: order.id, data: { payment_method_partner_id: chosen } });
      setPayment(answer.data);
    } catch (failure) {
      if (isApiError(failure)) setError(failure.message);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="order-pay">
      <Stack gap="sm">
        <Title order={2} size="h4" id="order-pay">
          {t('customer.pay.title')}
        </Title>
        {methods.isPending ? (
          <Skeleton height={120} radius="md" />
        ) : methods.isError ? (
          <LoadFailed error={methods.error} onRetry={() => void methods.refetch()} />
        ) : methods.data.data.length === 0 ? (
          <EmptyState text={t('customer.pay.noMethods')} />
        ) : (
          <Input.Wrapper label={t('customer.pay.method')} error={error} withAsterisk>
            <Radio.Group
              value={chosen === null ? null : String(chosen)}
              onChange={(value) => {
                setChosen(Number(value));
                setPayment(null);
                setError(undefined);
              }}
              aria-label={t('customer.pay.method')}
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt={6}>
                {methods.data.data.map((method) => (
                  <Radio.Card
                    key={method.partner_id}
                    value={String(method.partner_id)}
                    radius="md"
                    p="xs"
                    aria-label={method.name}
                  >
                    <Group wrap="nowrap" gap="xs">
                      <Radio.Indicator size="sm" />
                      <div>
                        <Text size="sm" fw={600}>
                          {method.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t(`customer.methodType.${method.method_type}`)}
                        </Text>
                      </div>
                    </Group>
                  </Radio.Card>
                ))}
              </SimpleGrid>
            </Radio.Group>
          </Input.Wrapper>
        )}
        {payment ? (
          <Instructions payment={payment} />
        ) : (
          <Button onClick={() => void ask()} loading={pay.isPending} disabled={!methods.isSuccess}>
            {t('customer.pay.getInstructions')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
