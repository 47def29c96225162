// An order's receipt, to print on the outlet's till roll: opened after a counter sale and from the
// order desk. The roll's width (58 or 80 mm, the device's last choice at first) and the receipt's
// language (the reader's at first) are in the address; the screen shows the receipt as it prints,
// with Print and the way back, and the paper gets the receipt alone.
import { Group, Loader } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useGetOrderReceipt } from '@generated/hooks/tax/tax';
import { MissingRecord, recordId } from '@/components/document/missing-record';
import { ReceiptDocument, rememberedReceiptWidth, type ReceiptWidth } from '@/components/document/receipt';
import { BackButton, RollPage } from '@/components/document/roll-page';
import { currentLanguage, type Language } from '@/lib/i18n';

const route = getRouteApi('/_signed-in/order/$orderId/receipt');

export function ReceiptPage() {
  const { t } = useTranslation();
  const navigate = route.useNavigate();
  const { orderId } = route.useParams();
  const search = route.useSearch();
  const width: ReceiptWidth = search.width ?? rememberedReceiptWidth();
  const language: Language = search.lang ?? currentLanguage();
  const id = recordId(orderId);
  const receipt = useGetOrderReceipt(id ?? 0, { query: { enabled: id !== undefined } });
  const choose = (next: { width?: ReceiptWidth; lang?: Language }) =>
    void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true });
  const back = <BackButton />;
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
    <RollPage
      title={t('receipt.pageTitle', { id: data.order_id })}
      subtitle={data.order_number}
      width={width}
      language={language}
      onChoose={choose}
    >
      <ReceiptDocument receipt={data} width={width} language={language} />
    </RollPage>
  );
}
