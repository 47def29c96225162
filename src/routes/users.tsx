import { createRoute } from '@tanstack/react-router';
import { userListParams, userSearchSchema } from '@/features/users/search';
import { lazy, prefetchWith } from '@/lib/lazy-route';
import { signedInLayout } from './layouts';

export const usersRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/users',
  staticData: { name: 'users', rule: 'view_admin_user', icon: 'user', orderInSidebar: 20 },
  validateSearch: userSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchWith(
      () => import('@generated/hooks/users/users'),
      ({ getListUsersQueryOptions }) =>
        context.queryClient.prefetchQuery(getListUsersQueryOptions(userListParams(deps))),
    ),
  component: lazy(() => import('@/features/users/users-page'), 'UsersPage', 'users'),
});
