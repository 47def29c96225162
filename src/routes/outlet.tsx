import { createRoute } from '@tanstack/react-router';
import { outletListParams, outletSearchSchema } from '@/features/outlets/search';
import { lazy, prefetchWith } from '@/lib/lazy-route';
import { signedInLayout } from './layouts';

export const outletRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/outlet',
  staticData: {
    name: 'outlet',
    rule: 'view_admin_outlet',
    icon: 'buildingStore',
    orderInSidebar: 11,
  },
  validateSearch: outletSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchWith(
      () => import('@generated/hooks/outlets/outlets'),
      ({ getListOutletsQueryOptions }) =>
        context.queryClient.prefetchQuery(getListOutletsQueryOptions(outletListParams(deps))),
    ),
  component: lazy(() => import('./outlet-page'), 'OutletScreen', 'outlets'),
});
