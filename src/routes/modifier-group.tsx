import { createRoute } from '@tanstack/react-router';
import { modifierGroupListParams, modifierGroupSearchSchema } from '@/features/modifiers/search';
import { lazy, prefetchWith } from '@/lib/lazy-route';
import { signedInLayout } from './layouts';

export const modifierGroupRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/modifier-group',
  staticData: { name: 'modifierGroup', rule: 'view_admin_sku', icon: 'adjustments', orderInSidebar: 3.1 },
  validateSearch: modifierGroupSearchSchema,
  loaderDeps: ({ search }) => search,
  // Starts the list call alongside the screen's code (and on hover); the screen shows its progress.
  loader: ({ context, deps }) =>
    prefetchWith(
      () => import('@generated/hooks/modifiers/modifiers'),
      ({ getListModifierGroupsQueryOptions }) =>
        context.queryClient.prefetchQuery(getListModifierGroupsQueryOptions(modifierGroupListParams(deps))),
    ),
  component: lazy(() => import('@/features/modifiers/modifier-group-page'), 'ModifierGroupPage', 'modifiers'),
});
