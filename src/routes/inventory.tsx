import { IconPackages } from '@tabler/icons-react';
import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { InventoryTagging } from '../../generated/model';
import { enumParam, pagingSearch, safeText } from '../lib/validation/search-params';
import { rootRoute } from './__root';
import { placeholderComponent } from './placeholder';

const taggings = Object.values(InventoryTagging) as [InventoryTagging, ...InventoryTagging[]];
const inventorySearch = z.object({
  ...pagingSearch,
  sku_name: safeText.optional(),
  tagging: enumParam('tagging', taggings).optional(),
});

export const inventoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/inventory',
  staticData: {
    name: 'inventory',
    routerType: 'PRIVATE',
    rule: 'view_admin_inventory',
    icon: IconPackages,
    orderInSidebar: 4,
  },
  validateSearch: inventorySearch,
  component: placeholderComponent,
});

export const inventoryMovementsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/inventory/movements',
  staticData: { name: 'inventoryMovements', routerType: 'PRIVATE', rule: 'view_admin_inventory' },
  validateSearch: inventorySearch,
  component: placeholderComponent,
});
