// The e-receipt of one of the customer's orders: the outlet's receipt as it would print (80 mm), in
// the language the app speaks, with the way back to the order and Print for those who want paper.
import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useGetCustomerOrderReceipt } from '@generated/app/hooks/app-orders/app-orders';
import { NO_PRINT } from '@/components/document/print-classes';
import { ReceiptDocument, useReceiptPage } from '@/components/document/receipt';
import { AnchorLink } from '@/components/links';
import { isApiError } from '@/lib/api/errors';
import { currentLanguage } from '@/lib/i18n';
import { useCustomerTitle } from './title';
import { LoadFailed, NotFoundPage } from './states';

const route = getRouteApi('/customer/orders/$orderId/receipt');

const orderIdOf = (param: string) =>
  /^[1-9]\d{0,9}$/.test(param) && Number(param) <= 2147483647 ? Number(param) : undefined;

export function ReceiptPage() {
  const { t } = useTranslation();
  const { orderId: param } = route.useParams();
  const orderId = orderIdOf(param);
  const receipt = useGetCustomerOrderReceipt(orderId ?? 0, { query: { enabled: orderId !== undefined } });
  const { receipt: slip, pageStyle } = useReceiptPage(80);
  useCustomerTitle(t('customer.receipt.title', { id: orderId ?? param }));

  if (orderId === undefined || (isApiError(receipt.error) && receipt.error.status === 404)) return <NotFoundPage />;

  return (
    <Stack maw={720} mx="auto">
      <Group justify="space-between" className={NO_PRINT}>
        <AnchorLink to="/customer/orders/$orderId" params={{ orderId: String(orderId) }} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('customer.receipt.back')}
          </Group>
        </AnchorLink>
        {receipt.data ? (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => window.print()}
          >
            {t('customer.receipt.print')}
          </Button>
        ) : null}
      </Group>
      {receipt.isPending ? (
        <Skeleton height={480} radius="md" maw={320} mx="auto" w="100%" />
      ) : receipt.isError && !receipt.data ? (
        <LoadFailed error={receipt.error} onRetry={() => void receipt.refetch()} />
      ) : (
        <>
          {pageStyle}
          <div className="receipt-frame" ref={slip}>
            <ReceiptDocument receipt={receipt.data!.data} width={80} language={currentLanguage()} />
          </div>
        </>
      )}
    </Stack>
  );
}
