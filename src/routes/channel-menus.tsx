import { createRoute } from '@tanstack/react-router';
import { channelMenuListParams, channelMenuSearchSchema } from '@/features/channel-menus/search';
import { lazy, prefetchWith } from '@/lib/lazy-route';
import { signedInLayout } from './layouts';

export const channelMenusRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/channel-menus',
  staticData: {
    name: 'channelMenus',
    rule: 'view_admin_outlet',
    icon: 'shoppingBag',
    orderInSidebar: 11.5,
  },
  validateSearch: channelMenuSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchWith(
      () => import('@generated/hooks/channel-menus/channel-menus'),
      ({ getListChannelMenuSyncsQueryOptions }) =>
        context.queryClient.prefetchQuery(getListChannelMenuSyncsQueryOptions(channelMenuListParams(deps))),
    ),
  component: lazy(() => import('@/features/channel-menus/channel-menus-page'), 'ChannelMenusPage', 'channel-menus'),
});
