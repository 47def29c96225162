import { createRoute } from '@tanstack/react-router';
import { vendorListParams, vendorSearchSchema } from '@/features/vendors/search';
import { lazy, prefetchWith } from '@/lib/lazy-route';
import { signedInLayout } from './layouts';

export const vendorRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/vendor',
  staticData: {
    name: 'vendor',
    rule: 'view_admin_purchase_order',
    icon: 'buildingWarehouse',
    orderInSidebar: 12,
  },
  validateSearch: vendorSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchWith(
      () => import('@generated/hooks/vendors/vendors'),
      ({ getListVendorsQueryOptions }) =>
        context.queryClient.prefetchQuery(getListVendorsQueryOptions(vendorListParams(deps))),
    ),
  component: lazy(() => import('@/features/vendors/vendor-page'), 'VendorPage', 'vendors'),
});
