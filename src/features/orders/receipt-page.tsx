// An order's receipt, to print on the outlet's till roll: opened after a counter sale and from the
// order desk. The roll's width (58 or 80 mm, the device's last choice at first) and the receipt's
// language (the reader's at first) are in the address; the screen shows the receipt as it prints,
// with Print and the way back, and the paper gets the receipt alone.
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Button, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useGetOrderReceipt } from '@generated/hooks/tax/tax';
import { MissingRecord, recordId } from '@/components/document/missing-record';
import { NO_PRINT } from '@/components/document/print-classes';
import {
  RECEIPT_WIDTHS,
  ReceiptDocument,
  rememberReceiptWidth,
  rememberedReceiptWidth,
  useReceiptPage,
  type ReceiptWidth,
} from '@/components/document/receipt';
import { LANGUAGES, currentLanguage, type Language } from '@/lib/i18n';

const route = getRouteApi('/_signed-in/order/$orderId/receipt');

export function ReceiptPage() {
  const { t } = useTranslation();
  const router = useRouter();
  const navigate = route.useNavigate();
  const { orderId } = route.useParams();
  const search = route.useSearch();
  const width: ReceiptWidth = search.width ?? rememberedReceiptWidth();
  const language: Language = search.lang ?? currentLanguage();
  const id = recordId(orderId);
  const receipt = useGetOrderReceipt(id ?? 0, { query: { enabled: id !== undefined } });
  const { receipt: slip, pageStyle } = useReceiptPage(width);
  const choose = (next: { width?: ReceiptWidth; lang?: Language }) =>
    void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true });
  const back = (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      onClick={() => router.history.back()}
    >
      {t('receipt.back')}
    </Button>
  );
  if (id === undefined || receipt.error)
    return (
      <MissingRecord
        error={receipt.error}
        onRetry={() => void receipt.refetch()}
        notFound={t('receipt.notFound')}
        back={back}
      />
    );
  if (!receipt.data)
    return (
      <Group justify="center" p="xl">
        <Loader aria-label={t('common.loading')} />
      </Group>
    );
  const data = receipt.data.data;
  return (
    <Stack gap="md">
      <Stack gap="sm" className={NO_PRINT}>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={0}>
            <Title order={1} size="h2">
              {t('receipt.pageTitle', { id: data.order_id })}
            </Title>
            <Text size="sm" c="dimmed">
              {data.order_number}
            </Text>
          </Stack>
          <Group gap="sm">
            {back}
            <Button
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() => window.print()}
              data-autofocus
              autoFocus
            >
              {t('receipt.printNow')}
            </Button>
          </Group>
        </Group>
        <Group gap="sm" wrap="wrap">
          <SegmentedControl
            aria-label={t('receipt.width')}
            value={String(width)}
            onChange={(value) => {
              const next: ReceiptWidth = value === '58' ? 58 : 80;
              rememberReceiptWidth(next);
              choose({ width: next });
            }}
            data={RECEIPT_WIDTHS.map((mm) => ({ value: String(mm), label: t('receipt.widthMm', { width: mm }) }))}
          />
          <SegmentedControl
            aria-label={t('receipt.language')}
            value={language}
            onChange={(value) => choose({ lang: value === 'id' ? 'id' : 'en' })}
            data={LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
          />
        </Group>
      </Stack>
      {pageStyle}
      <div className="receipt-frame" ref={slip}>
        <ReceiptDocument receipt={data} width={width} language={language} />
      </div>
    </Stack>
  );
}
