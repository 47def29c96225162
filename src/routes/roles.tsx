import { IconKey } from '@tabler/icons-react';
import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { enumParam, idListParam, pagingSearch, safeText } from '../lib/validation/search-params';
import { rootRoute } from './__root';
import { placeholderComponent } from './placeholder';

export const rolesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/roles',
  staticData: { name: 'roles', routerType: 'PRIVATE', rule: 'view_admin_user', icon: IconKey, orderInSidebar: 21 },
  validateSearch: z.object({
    ...pagingSearch,
    name: safeText.optional(),
    outlet_ids: idListParam('outletIds').optional(),
    type: enumParam('type', ['USER', 'ADMIN']).optional(),
  }),
  component: placeholderComponent,
});
