import { createRoute } from '@tanstack/react-router';
import { counterSearchSchema, MENU_PARAMS } from '@/features/counter/search';
import { lazy, prefetchWith } from '@/lib/lazy-route';
import { signedInLayout } from './layouts';

export const counterRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/counter',
  staticData: {
    name: 'counter',
    rule: 'view_admin_counter',
    icon: 'cashRegister',
    orderInSidebar: 9.5,
  },
  validateSearch: counterSearchSchema,
  // The menu starts loading alongside the screen's code.
  loader: ({ context }) =>
    prefetchWith(
      () => import('@generated/hooks/skus/skus'),
      ({ getListSkusQueryOptions }) => context.queryClient.prefetchQuery(getListSkusQueryOptions(MENU_PARAMS)),
    ),
  component: lazy(() => import('@/features/counter/counter-page'), 'CounterPage', 'counter'),
});
