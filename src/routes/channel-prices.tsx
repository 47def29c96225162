// The channel prices screen: the chain's own prices of products on each delivery platform.
import { createRoute } from '@tanstack/react-router';
import { lazy } from '@/lib/lazy-route';
import { signedInLayout } from './layouts';

export const channelPricesRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/channel-prices',
  staticData: { name: 'channelPrices', rule: 'view_admin_sku', icon: 'tag', orderInSidebar: 3.3 },
  component: lazy(() => import('@/features/channels/channel-prices-page'), 'ChannelPricesPage', 'channels'),
});
