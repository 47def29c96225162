import { createRoute } from '@tanstack/react-router';
import { vendorListParams, vendorSearchSchema } from '../features/vendors/search';
import { lazy, prefetchWith } from '../lib/lazy-route';
import { rootRoute } from './__root';

export const vendorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/vendor',
  staticData: {
    name: 'vendor',
    routerType: 'PRIVATE',
    rule: 'view_admin_purchase_order',
    icon: 'buildingWarehouse',
    orderInSidebar: 12,
  },
  validateSearch: vendorSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchWith(
      () => import('../../generated/hooks/vendors/vendors'),
      ({ getListVendorsQueryOptions }) =>
        context.queryClient.prefetchQuery(getListVendorsQueryOptions(vendorListParams(deps))),
    ),
  component: lazy(() => import('../features/vendors/vendor-page'), 'VendorPage'),
});
