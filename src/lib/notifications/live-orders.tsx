// Follows the live order events while someone who may see orders or inventory is signed in: a new
// order chimes and toasts (once, see order-alerts), and any change refreshes the order lists, that
// order and the dashboard through their query keys; a low-stock alert toasts with a way to the
// outlet's Reorder screen and refreshes the stock and reorder lists; a purchase order awaiting
// approval toasts with a way to the approvals queue and refreshes the purchase-order lists.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { getGetDashboardAnalyticsQueryKey } from '@generated/hooks/dashboard/dashboard';
import {
  getListInventoryQueryKey,
  getListReorderRulesQueryKey,
  getListReorderSuggestionsQueryKey,
} from '@generated/hooks/inventory/inventory';
import { getGetOrderQueryKey, getListOrdersQueryKey } from '@generated/hooks/orders/orders';
import { getListPurchaseOrdersQueryKey } from '@generated/hooks/purchase-orders/purchase-orders';
import { followOrderEvents } from '../api/order-events';
import { announceAwaitingApproval, announceLowStock, announceNewOrder } from './order-alerts';

export default function LiveOrders() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    const refresh = (orderId?: number) => {
      void queryClient.invalidateQueries({ queryKey: [getListOrdersQueryKey()[0]] });
      void queryClient.invalidateQueries({ queryKey: [getGetDashboardAnalyticsQueryKey()[0]] });
      if (orderId) void queryClient.invalidateQueries({ queryKey: getGetOrderQueryKey(orderId) });
    };
    return followOrderEvents({
      onEvent: (event) => {
        if (event.type === 'purchase_order.awaiting_approval') {
          void queryClient.invalidateQueries({ queryKey: [getListPurchaseOrdersQueryKey()[0]] });
          announceAwaitingApproval(event, () => void navigate({ to: '/approvals' }));
          return;
        }
        if (event.type === 'stock.low') {
          for (const key of [getListInventoryQueryKey, getListReorderRulesQueryKey, getListReorderSuggestionsQueryKey])
            void queryClient.invalidateQueries({ queryKey: [key()[0]] });
          void queryClient.invalidateQueries({ queryKey: [getGetDashboardAnalyticsQueryKey()[0]] });
          announceLowStock(
            event,
            (outletId) => void navigate({ to: '/inventory/reorder', search: { outlet_id: outletId } }),
          );
          return;
        }
        refresh(event.order_id);
        if (event.type === 'order.created')
          announceNewOrder(
            { orderId: event.order_id, outletName: event.outlet.name },
            (orderId) => void navigate({ to: '/order', search: { view: orderId } }),
          );
      },
      onReconnect: () => refresh(),
    });
  }, [queryClient, navigate]);

  return null;
}
