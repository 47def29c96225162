import { IconBox } from '@tabler/icons-react';
import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ListSkusSortBy, ListSkusSortKey } from '../../generated/model';
import { enumParam, pagingSearch, safeText } from '../lib/validation/search-params';
import { rootRoute } from './__root';
import { placeholderComponent } from './placeholder';

const sortBy = Object.values(ListSkusSortBy) as [ListSkusSortBy, ...ListSkusSortBy[]];
const sortKey = Object.values(ListSkusSortKey) as [ListSkusSortKey, ...ListSkusSortKey[]];

export const skuRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sku',
  staticData: { name: 'sku', routerType: 'PRIVATE', rule: 'view_admin_sku', icon: IconBox, orderInSidebar: 3 },
  validateSearch: z.object({
    ...pagingSearch,
    name: safeText.optional(),
    sort_by: enumParam('sortBy', sortBy).optional(),
    sort_key: enumParam('sortKey', sortKey).optional(),
  }),
  component: placeholderComponent,
});
