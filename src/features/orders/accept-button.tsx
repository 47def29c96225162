// The tap that accepts a delivery platform's order waiting for the outlet: the answer becomes the
// open order, the lists refresh (the operation's invalidations), and the toast says so. A refusal
// shows the API's message.
import { Button } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getGetOrderQueryKey, useAcceptOrder } from '@generated/hooks/orders/orders';
import { toast } from '@/lib/toast';

export function AcceptButton({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useAcceptOrder({ mutation: { meta: { successToast: false } } });
  const accept = async () => {
    const answer = await mutation.mutateAsync({ orderId }).catch(() => undefined);
    if (!answer) return;
    queryClient.setQueryData(getGetOrderQueryKey(orderId), answer);
    toast.success(t('order.platform.accepted', { id: orderId }));
  };
  return (
    <Button
      color="green"
      leftSection={<IconCircleCheck size={16} aria-hidden />}
      loading={mutation.isPending}
      onClick={() => void accept()}
      data-testid="accept-order"
    >
      {t('order.platform.accept')}
    </Button>
  );
}
