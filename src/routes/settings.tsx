// The chain settings: the purchase-order approval threshold and the letterhead.
import { createRoute } from '@tanstack/react-router';
import { lazy, prefetchWith } from '@/lib/lazy-route';
import { signedInLayout } from './layouts';

export const settingsRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/settings',
  staticData: { name: 'settings', rule: 'view_admin_user', icon: 'settings', orderInSidebar: 23 },
  loader: ({ context }) =>
    prefetchWith(
      () => import('@generated/hooks/settings/settings'),
      ({ getGetSettingsQueryOptions }) => context.queryClient.prefetchQuery(getGetSettingsQueryOptions()),
    ),
  component: lazy(() => import('@/features/settings/settings-page'), 'SettingsPage', 'settings'),
});
