import { createRoute } from '@tanstack/react-router';
import { orderListParams, orderSearchSchema, receiptSearchSchema } from '@/features/orders/search';
import { lazy, prefetchWith } from '@/lib/lazy-route';
import { signedInLayout } from './layouts';

export const orderRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/order',
  staticData: {
    name: 'orders',
    rule: 'view_admin_order',
    icon: 'shoppingBag',
    orderInSidebar: 10,
  },
  validateSearch: orderSearchSchema,
  loaderDeps: ({ search }) => orderListParams(search),
  // Starts the list call alongside the screen's code (and on hover); the screen shows its progress.
  loader: ({ context, deps }) =>
    prefetchWith(
      () => import('@generated/hooks/orders/orders'),
      ({ getListOrdersQueryOptions }) => context.queryClient.prefetchQuery(getListOrdersQueryOptions(deps)),
    ),
  component: lazy(() => import('@/features/orders/order-page'), 'OrderPage', 'orders'),
});

// The labels are for the counter's cashiers as much as for the order desk.
export const orderLabelsRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/order/$orderId/labels',
  staticData: { name: 'cupLabels', rule: ['view_admin_order', 'view_admin_counter'] },
  component: lazy(() => import('@/features/orders/labels-page'), 'LabelsPage', 'orders'),
});

// An order's receipt, printed at the counter after a sale or again from the order desk.
export const orderReceiptRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/order/$orderId/receipt',
  staticData: { name: 'orderReceipt', rule: ['view_admin_order', 'view_admin_counter'] },
  validateSearch: receiptSearchSchema,
  component: lazy(() => import('@/features/orders/receipt-page'), 'ReceiptPage', 'orders'),
});
