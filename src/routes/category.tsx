import { createRoute } from '@tanstack/react-router';
import { categoryListParams, categorySearchSchema } from '@/features/categories/search';
import { lazy, prefetchWith } from '@/lib/lazy-route';
import { signedInLayout } from './layouts';

export const categoryRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/category',
  staticData: {
    name: 'category',
    rule: 'view_admin_category',
    icon: 'tag',
    orderInSidebar: 2,
  },
  validateSearch: categorySearchSchema,
  loaderDeps: ({ search }) => search,
  // Starts the list call alongside the screen's code (and on hover); the screen shows its progress.
  loader: ({ context, deps }) =>
    prefetchWith(
      () => import('@generated/hooks/categories/categories'),
      ({ getListCategoriesQueryOptions }) =>
        context.queryClient.prefetchQuery(getListCategoriesQueryOptions(categoryListParams(deps))),
    ),
  component: lazy(() => import('@/features/categories/category-page'), 'CategoryPage', 'categories'),
});
