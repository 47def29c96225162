// Moves an order to a new status (paid: with how it was paid): the answer becomes the open order, the lists and the dashboard
// refresh, and the toast says where the order is now. A refusal shows the API's message.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getGetOrderQueryKey, useUpdateOrderStatus } from '@generated/hooks/orders/orders';
import type { ManualPayment, OrderStatusChange } from '@generated/model';
import { orderStatusLabel } from '@/lib/domain-labels';
import { toast } from '@/lib/toast';

export function useChangeStatus(orderId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useUpdateOrderStatus({ mutation: { meta: { successToast: false } } });
  /**
   * `payment`: how a payment taken by hand was made, when marking the order paid; `made`: whether
   * the cups of a PREPARING or READY order were made, when cancelling it.
   */
  const change = async (status: OrderStatusChange, payment?: ManualPayment, made?: boolean) => {
    const data = { status, ...(payment ? { payment } : {}), ...(made === undefined ? {} : { made }) };
    const answer = await mutation.mutateAsync({ orderId, data });
    queryClient.setQueryData(getGetOrderQueryKey(orderId), answer);
    toast.success(t('order.statusChanged', { id: orderId, status: orderStatusLabel(status) }));
  };
  return { change, pending: mutation.isPending };
}
