import { IconBuildingStore } from '@tabler/icons-react';
import { createRoute } from '@tanstack/react-router';
import { getListOutletsQueryOptions } from '../../generated/hooks/outlets/outlets';
import { outletListParams, outletSearchSchema } from '../features/outlets/search';
import { lazy } from '../lib/lazy-route';
import { rootRoute } from './__root';

export const outletRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/outlet',
  staticData: {
    name: 'outlet',
    routerType: 'PRIVATE',
    rule: 'view_admin_outlet',
    icon: IconBuildingStore,
    orderInSidebar: 11,
  },
  validateSearch: outletSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(getListOutletsQueryOptions(outletListParams(deps))),
  component: lazy(() => import('../features/outlets/outlet-page'), 'OutletPage'),
});
