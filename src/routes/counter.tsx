import { createRoute } from '@tanstack/react-router';
import { counterSearchSchema } from '@/features/counter/search';
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
  loaderDeps: ({ search }) => ({ outletId: search.outlet_id }),
  // The outlet's menu starts loading alongside the screen's code (once the URL names the outlet).
  loader: ({ context, deps }) =>
    deps.outletId === undefined
      ? undefined
      : prefetchWith(
          () => import('@generated/hooks/counter/counter'),
          ({ getGetCounterMenuQueryOptions }) =>
            context.queryClient.prefetchQuery(getGetCounterMenuQueryOptions({ outlet_id: deps.outletId! })),
        ),
  component: lazy(() => import('@/features/counter/counter-page'), 'CounterPage', 'counter'),
});
