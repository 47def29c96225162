import { createRoute } from '@tanstack/react-router';
import { skuListParams, skuSearchSchema } from '@/features/skus/search';
import { lazy, prefetchWith } from '@/lib/lazy-route';
import { signedInLayout } from './layouts';

export const skuRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/sku',
  staticData: { name: 'sku', rule: 'view_admin_sku', icon: 'box', orderInSidebar: 3 },
  validateSearch: skuSearchSchema,
  loaderDeps: ({ search }) => search,
  // Starts the list call alongside the screen's code (and on hover); the screen shows its progress.
  loader: ({ context, deps }) =>
    prefetchWith(
      () => import('@generated/hooks/skus/skus'),
      ({ getListSkusQueryOptions }) => context.queryClient.prefetchQuery(getListSkusQueryOptions(skuListParams(deps))),
    ),
  component: lazy(() => import('@/features/skus/sku-page'), 'SkuPage', 'skus'),
});
