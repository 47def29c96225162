// The prep board: what is made in the shop at one outlet, what expires first, what to make now, and
// the waste recorded there.
import { createRoute } from '@tanstack/react-router';
import { BOARD_STATUSES, boardParams, prepSearchSchema } from '@/features/prep/search';
import { lazy, prefetchWith } from '@/lib/lazy-route';
import { signedInLayout } from './layouts';

export const prepRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/prep',
  staticData: { name: 'prep', rule: 'view_admin_prep', icon: 'toolsKitchen', orderInSidebar: 9.7 },
  validateSearch: prepSearchSchema,
  loaderDeps: ({ search }) => ({ outletId: search.outlet_id }),
  loader: ({ context, deps }) =>
    deps.outletId === undefined
      ? undefined
      : prefetchWith(
          () => import('@generated/hooks/prep/prep'),
          ({ getListPrepBatchesQueryOptions, getListPrepSuggestionsQueryOptions }) =>
            Promise.all([
              ...BOARD_STATUSES.map((status) =>
                context.queryClient.prefetchQuery(getListPrepBatchesQueryOptions(boardParams(deps.outletId!, status))),
              ),
              context.queryClient.prefetchQuery(getListPrepSuggestionsQueryOptions({ outlet_id: deps.outletId! })),
            ]),
        ),
  component: lazy(() => import('@/features/prep/prep-page'), 'PrepPage', 'prep'),
});
