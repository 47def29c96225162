import { IconTag } from '@tabler/icons-react';
import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { getListCategoriesQueryOptions } from '../../generated/hooks/categories/categories';
import { categoryListParams } from '../features/categories/list-params';
import { getToken } from '../lib/cookies';
import { lazy } from '../lib/lazy-route';
import { pagingSearch, safeText } from '../lib/validation/search-params';
import { rootRoute } from './__root';

export const categorySearchSchema = z.object({ ...pagingSearch, name: safeText.optional() });

export const categoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/category',
  staticData: {
    name: 'Category',
    routerType: 'PRIVATE',
    rule: 'view_admin_category',
    icon: IconTag,
    orderInSidebar: 2,
  },
  validateSearch: categorySearchSchema,
  loaderDeps: ({ search }) => search,
  // Without a token the guard sends the visitor to /login; there is nothing to load for them.
  // prefetchQuery never throws: a failed first load shows the table's error state with Retry,
  // and a member of staff without the permission meets the 404 page, not the error page.
  loader: ({ context, deps }) =>
    getToken() ? context.queryClient.prefetchQuery(getListCategoriesQueryOptions(categoryListParams(deps))) : undefined,
  component: lazy(() => import('../features/categories/category-page'), 'CategoryPage'),
});
