import { createRoute } from '@tanstack/react-router';
import { roleListParams, roleSearchSchema } from '@/features/roles/search';
import { lazy, prefetchWith } from '@/lib/lazy-route';
import { signedInLayout } from './layouts';

export const rolesRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/roles',
  staticData: { name: 'roles', rule: 'view_admin_user', icon: 'key', orderInSidebar: 21 },
  validateSearch: roleSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchWith(
      () => import('@generated/hooks/roles/roles'),
      ({ getListRolesQueryOptions }) =>
        context.queryClient.prefetchQuery(getListRolesQueryOptions(roleListParams(deps))),
    ),
  component: lazy(() => import('@/features/roles/roles-page'), 'RolesPage', 'roles'),
});
