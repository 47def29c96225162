// The delivery platforms' settlement files: check a file against the orders (a dry run), import it,
// and read the files imported with their exceptions.
import { createRoute } from '@tanstack/react-router';
import { lazy, prefetchWith } from '@/lib/lazy-route';
import { signedInLayout } from './layouts';

export const channelSettlementsRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/channel-settlements',
  staticData: { name: 'channelSettlements', rule: 'view_admin_order', icon: 'reportMoney', orderInSidebar: 10.3 },
  loader: ({ context }) =>
    prefetchWith(
      () => import('@generated/hooks/settlements/settlements'),
      ({ getListChannelSettlementsQueryOptions }) =>
        context.queryClient.prefetchQuery(getListChannelSettlementsQueryOptions({ size: 20 })),
    ),
  component: lazy(() => import('@/features/settlements/settlements-page'), 'SettlementsPage', 'settlements'),
});
