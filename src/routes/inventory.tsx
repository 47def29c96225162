// The inventory screens: stock per SKU, the movement log, and reorder rules with their suggestions.
import { createRoute } from '@tanstack/react-router';
import {
  inventoryListParams,
  inventorySearchSchema,
  movementListParams,
  movementSearchSchema,
  reorderSearchSchema,
} from '@/features/inventory/search';
import { lazy, prefetchWith } from '@/lib/lazy-route';
import { signedInLayout } from './layouts';

export const inventoryRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/inventory',
  staticData: {
    name: 'inventory',
    rule: 'view_admin_inventory',
    icon: 'packages',
    orderInSidebar: 4,
  },
  validateSearch: inventorySearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchWith(
      () => import('@generated/hooks/inventory/inventory'),
      ({ getListInventoryQueryOptions }) =>
        context.queryClient.prefetchQuery(getListInventoryQueryOptions(inventoryListParams(deps))),
    ),
  component: lazy(() => import('@/features/inventory/inventory-page'), 'InventoryPage', 'inventory'),
});

export const inventoryMovementsRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/inventory/movements',
  staticData: { name: 'inventoryMovements', rule: 'view_admin_inventory' },
  validateSearch: movementSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchWith(
      () => import('@generated/hooks/inventory/inventory'),
      ({ getListInventoryMovementsQueryOptions }) =>
        context.queryClient.prefetchQuery(getListInventoryMovementsQueryOptions(movementListParams(deps))),
    ),
  component: lazy(() => import('@/features/inventory/movements-page'), 'MovementsPage', 'inventory'),
});

export const inventoryReorderRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/inventory/reorder',
  staticData: { name: 'reorder', rule: 'view_admin_inventory', icon: 'buildingWarehouse', orderInSidebar: 5 },
  validateSearch: reorderSearchSchema,
  component: lazy(() => import('@/features/inventory/reorder-page'), 'ReorderPage', 'inventory'),
});
