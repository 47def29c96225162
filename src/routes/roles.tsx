import { createRoute } from '@tanstack/react-router';
import { roleListParams, roleSearchSchema } from '../features/roles/search';
import { lazy, prefetchWith } from '../lib/lazy-route';
import { rootRoute } from './__root';

export const rolesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/roles',
  staticData: { name: 'roles', routerType: 'PRIVATE', rule: 'view_admin_user', icon: 'key', orderInSidebar: 21 },
  validateSearch: roleSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchWith(
      () => import('../../generated/hooks/roles/roles'),
      ({ getListRolesQueryOptions }) =>
        context.queryClient.prefetchQuery(getListRolesQueryOptions(roleListParams(deps))),
    ),
  component: lazy(() => import('../features/roles/roles-page'), 'RolesPage'),
});
