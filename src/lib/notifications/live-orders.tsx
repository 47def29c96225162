// Follows the live stream while someone who may see orders, inventory, invoices or purchase orders
// is signed in: a new order chimes and toasts (once, see order-alerts); a low-stock alert toasts
// with a way to the outlet's Reorder screen; a purchase order awaiting approval toasts with a way to
// the approvals queue. Every event, a change notice of another user's write among them, refetches
// the open screens that show what it says changed (see api/order-events staleBy and api/stale);
// after a drop, those showing anything a notice could have named.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { followOrderEvents, NOTICE_RESOURCES, staleBy } from '../api/order-events';
import { refetchStale } from '../api/stale';
import { announceAwaitingApproval, announceLowStock, announceNewOrder } from './order-alerts';

export default function LiveOrders() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(
    () =>
      followOrderEvents({
        onEvent: (event) => {
          void refetchStale(queryClient, staleBy(event));
          if (event.type === 'purchase_order.awaiting_approval')
            announceAwaitingApproval(event, () => void navigate({ to: '/approvals' }));
          else if (event.type === 'stock.low')
            announceLowStock(
              event,
              (outletId) => void navigate({ to: '/inventory/reorder', search: { outlet_id: outletId } }),
            );
          else if (event.type === 'order.created')
            announceNewOrder(
              { orderId: event.order_id, outletName: event.outlet.name },
              (orderId) => void navigate({ to: '/order', search: { view: orderId } }),
            );
        },
        onReconnect: () => void refetchStale(queryClient, NOTICE_RESOURCES),
      }),
    [queryClient, navigate],
  );

  return null;
}
