import { IconBuildingStore } from '@tabler/icons-react';
import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { nameIdParam, numericParam, pagingSearch, safeText } from '../lib/validation/search-params';
import { rootRoute } from './__root';
import { placeholderComponent } from './placeholder';

export const outletRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/outlet',
  staticData: {
    name: 'outlet',
    routerType: 'PRIVATE',
    rule: 'view_admin_outlet',
    icon: IconBuildingStore,
    orderInSidebar: 11,
  },
  validateSearch: z.object({
    ...pagingSearch,
    owner: nameIdParam('owner').optional(),
    owner_id: numericParam('ownerId').optional(),
    search_name: safeText.optional(),
  }),
  component: placeholderComponent,
});
