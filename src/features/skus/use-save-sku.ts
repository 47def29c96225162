// Create or update a SKU (every SKU list, the look-ups of other screens too, refetches: see lib/api/stale).
import { useTranslation } from 'react-i18next';
import { useCreateSku, useUpdateSku } from '@generated/hooks/skus/skus';
import { useSave } from '@/components/form/use-save';

export function useSaveSku() {
  const { t } = useTranslation();
  return useSave({
    create: useCreateSku({ mutation: { meta: { successToast: t('sku.created') } } }),
    update: useUpdateSku({ mutation: { meta: { successToast: t('sku.updated') } } }),
    updateVariables: (skuId, data) => ({ skuId, data }),
  });
}
