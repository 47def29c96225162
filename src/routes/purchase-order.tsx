// The purchase-order screens: the list and its add, edit and detail pages, and the approvers' queue.
import type { QueryClient } from '@tanstack/react-query';
import { createRoute } from '@tanstack/react-router';
import {
  poNumberSearchSchema,
  purchaseOrderListParams,
  purchaseOrderSearchSchema,
} from '@/features/purchase-orders/search';
import { lazy, prefetchWith } from '@/lib/lazy-route';
import { signedInLayout } from './layouts';

const RULE = 'view_admin_purchase_order';

/** Starts loading one order alongside the page's code, when the id is a number. */
function prefetchOrder({ context, params }: { context: { queryClient: QueryClient }; params: { poID: string } }) {
  const id = Number(params.poID);
  if (!Number.isSafeInteger(id) || id <= 0) return;
  prefetchWith(
    () => import('@generated/hooks/purchase-orders/purchase-orders'),
    ({ getGetPurchaseOrderQueryOptions }) => context.queryClient.prefetchQuery(getGetPurchaseOrderQueryOptions(id)),
  );
}

export const purchaseOrderRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/purchase-order',
  staticData: { name: 'purchaseOrders', rule: RULE, icon: 'fileText', orderInSidebar: 4 },
  validateSearch: purchaseOrderSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchWith(
      () => import('@generated/hooks/purchase-orders/purchase-orders'),
      ({ getListPurchaseOrdersQueryOptions }) =>
        context.queryClient.prefetchQuery(getListPurchaseOrdersQueryOptions(purchaseOrderListParams(deps))),
    ),
  component: lazy(
    () => import('@/features/purchase-orders/purchase-order-list-page'),
    'PurchaseOrderListPage',
    'purchase-orders',
  ),
});

export const purchaseOrderAddRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/purchase-order/add',
  staticData: { name: 'addPurchaseOrder', rule: RULE },
  component: lazy(
    () => import('@/features/purchase-orders/purchase-order-form-pages'),
    'PurchaseOrderAddPage',
    'purchase-orders',
  ),
});

export const purchaseOrderEditRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/purchase-order/$poID/edit',
  staticData: { name: 'updatePurchaseOrder', rule: RULE, titleSearchKey: 'po_number' },
  validateSearch: poNumberSearchSchema,
  loader: prefetchOrder,
  component: lazy(
    () => import('@/features/purchase-orders/purchase-order-form-pages'),
    'PurchaseOrderEditPage',
    'purchase-orders',
  ),
});

export const purchaseOrderDetailRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/purchase-order/$poID/detail',
  staticData: { name: 'purchaseOrderDetail', rule: RULE, titleSearchKey: 'po_number' },
  validateSearch: poNumberSearchSchema,
  loader: prefetchOrder,
  component: lazy(
    () => import('@/features/purchase-orders/purchase-order-detail-page'),
    'PurchaseOrderDetailPage',
    'purchase-orders',
  ),
});

export const purchaseOrderApprovalsRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/approvals',
  // The purchase orders' approvers, and those who see shifts (whose variances await approval too).
  staticData: {
    name: 'purchaseOrderApprovals',
    rule: ['approve_admin_purchase_order', 'view_admin_shift'],
    icon: 'checks',
    orderInSidebar: 4,
  },
  component: lazy(() => import('./approvals-page'), 'ApprovalsPage', 'purchase-orders'),
});
