import { createRoute } from '@tanstack/react-router';
import { memberListParams, memberSearchSchema } from '@/features/members/search';
import { lazy, prefetchWith } from '@/lib/lazy-route';
import { signedInLayout } from './layouts';

export const customersRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/customers',
  staticData: {
    name: 'customers',
    rule: ['view_admin_order', 'view_admin_user'],
    icon: 'users',
    orderInSidebar: 10.2,
  },
  validateSearch: memberSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchWith(
      () => import('@generated/hooks/customers/customers'),
      ({ getListCustomersQueryOptions }) =>
        context.queryClient.prefetchQuery(getListCustomersQueryOptions(memberListParams(deps))),
    ),
  component: lazy(() => import('@/features/members/members-page'), 'MembersPage', 'members'),
});
