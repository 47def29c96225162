// The promotions screen: the chain's promotions, each built with a live preview, and their voucher codes.
import { createRoute } from '@tanstack/react-router';
import { promotionListParams, promotionSearchSchema } from '@/features/promotions/search';
import { lazy, prefetchWith } from '@/lib/lazy-route';
import { signedInLayout } from './layouts';

export const promotionsRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/promotions',
  staticData: { name: 'promotions', rule: 'view_admin_sku', icon: 'discount', orderInSidebar: 3.2 },
  validateSearch: promotionSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchWith(
      () => import('@generated/hooks/promotions/promotions'),
      ({ getListPromotionsQueryOptions }) =>
        context.queryClient.prefetchQuery(getListPromotionsQueryOptions(promotionListParams(deps))),
    ),
  component: lazy(() => import('@/features/promotions/promotion-page'), 'PromotionPage', 'promotions'),
});
