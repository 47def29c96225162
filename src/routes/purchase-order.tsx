// The purchase-order screens: the list and its add, edit and detail pages.
import { IconFileText } from '@tabler/icons-react';
import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { enumParam, pagingSearch, safeText } from '../lib/validation/search-params';
import { rootRoute } from './__root';
import { placeholderComponent } from './placeholder';

const RULE = 'view_admin_purchase_order';
const poNumberSearch = z.object({ po_number: safeText.optional() });

export const purchaseOrderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/purchase-order',
  staticData: { name: 'purchaseOrders', routerType: 'PRIVATE', rule: RULE, icon: IconFileText, orderInSidebar: 4 },
  validateSearch: z.object({
    ...pagingSearch,
    vendor: safeText.optional(),
    po_number: safeText.optional(),
    status: enumParam('status', ['COMPLETED', 'PENDING', 'PARTIAL']).optional(),
  }),
  component: placeholderComponent,
});

export const purchaseOrderAddRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/purchase-order/add',
  staticData: { name: 'addPurchaseOrder', routerType: 'PRIVATE', rule: RULE },
  component: placeholderComponent,
});

export const purchaseOrderEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/purchase-order/$poID/edit',
  staticData: { name: 'updatePurchaseOrder', routerType: 'PRIVATE', rule: RULE, titleSearchKey: 'po_number' },
  validateSearch: poNumberSearch,
  component: placeholderComponent,
});

export const purchaseOrderDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/purchase-order/$poID/detail',
  staticData: { name: 'purchaseOrderDetail', routerType: 'PRIVATE', rule: RULE, titleSearchKey: 'po_number' },
  validateSearch: poNumberSearch,
  component: placeholderComponent,
});
