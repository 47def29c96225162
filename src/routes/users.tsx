import { IconUser } from '@tabler/icons-react';
import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { pagingSearch, safeText } from '../lib/validation/search-params';
import { rootRoute } from './__root';
import { placeholderComponent } from './placeholder';

export const usersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/users',
  staticData: { name: 'users', routerType: 'PRIVATE', rule: 'view_admin_user', icon: IconUser, orderInSidebar: 20 },
  validateSearch: z.object({
    ...pagingSearch,
    search_phone: safeText.optional(),
    search_email: safeText.optional(),
    search_name: safeText.optional(),
  }),
  component: placeholderComponent,
});
