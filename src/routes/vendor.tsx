import { IconBuildingWarehouse } from '@tabler/icons-react';
import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { pagingSearch, safeText } from '../lib/validation/search-params';
import { rootRoute } from './__root';
import { placeholderComponent } from './placeholder';

export const vendorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/vendor',
  staticData: {
    name: 'vendor',
    routerType: 'PRIVATE',
    rule: 'view_admin_purchase_order',
    icon: IconBuildingWarehouse,
    orderInSidebar: 12,
  },
  validateSearch: z.object({ ...pagingSearch, name: safeText.optional() }),
  component: placeholderComponent,
});
