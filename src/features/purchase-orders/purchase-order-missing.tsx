// A purchase order's page when the order cannot be loaded: the kit's missing-record state with the
// way back to the purchase-order list (the detail and edit pages both show it).
import { useTranslation } from 'react-i18next';
import { MissingRecord } from '@/components/document/missing-record';
import { AnchorLink } from '@/components/links';

export function PurchaseOrderMissing({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <MissingRecord
      error={error}
      onRetry={onRetry}
      notFound={t('purchaseOrder.notFound')}
      back={<AnchorLink to="/purchase-order">{t('purchaseOrder.back')}</AnchorLink>}
    />
  );
}
