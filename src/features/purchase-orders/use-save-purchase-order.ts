// Create or update a purchase order, then refresh the lists, the proposed number and the order itself.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getGetNextPurchaseOrderNumberQueryKey,
  getGetPurchaseOrderQueryKey,
  getListPurchaseOrdersQueryKey,
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
    invalidates: [getListPurchaseOrdersQueryKey(), getGetNextPurchaseOrderNumberQueryKey()],
  });
  return async (data: PurchaseOrderInput, id?: number) => {
    const answer = await save(data, id);
    queryClient.setQueryData(getGetPurchaseOrderQueryKey(answer.data.id), answer);
    return answer.data;
  };
}
