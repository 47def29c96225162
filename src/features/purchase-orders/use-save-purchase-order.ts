// Create or update a purchase order and keep its answer as the order itself (the lists and the
// proposed number refetch: see lib/api/stale).
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getGetPurchaseOrderQueryKey,
  useCreatePurchaseOrder,
  useUpdatePurchaseOrder,
} from '@generated/hooks/purchase-orders/purchase-orders';
import type { PurchaseOrderInput } from '@generated/model';
import { useSave } from '@/components/form/use-save';

export function useSavePurchaseOrder() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useSave({
    create: useCreatePurchaseOrder({ mutation: { meta: { successToast: t('purchaseOrder.created') } } }),
    update: useUpdatePurchaseOrder({ mutation: { meta: { successToast: t('purchaseOrder.updated') } } }),
    updateVariables: (purchaseOrderId, data: PurchaseOrderInput) => ({
      purchaseOrderId,
      data: { ...data, id: purchaseOrderId },
    }),
  });
  return async (data: PurchaseOrderInput, id?: number) => {
    const answer = await save(data, id);
    queryClient.setQueryData(getGetPurchaseOrderQueryKey(answer.data.id), answer);
    return answer.data;
  };
}
