// The Reports group (sidebar submenu 'reports'): sales, inventory and purchase-order reports.
import { IconChartBar, IconChartLine, IconFileAnalytics } from '@tabler/icons-react';
import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { dateParam, enumParam, idListParam, pagingSearch } from '../lib/validation/search-params';
import { rootRoute } from './__root';
import { placeholderComponent } from './placeholder';

const RULE = 'view_admin_user';
const reportSearch = {
  ...pagingSearch,
  start_date: dateParam.optional(),
  end_date: dateParam.optional(),
  type: enumParam('Type', ['daily', 'week', 'month']).optional(),
};

export const reportSalesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/report-sales',
  staticData: {
    name: 'Sales Report',
    routerType: 'PRIVATE',
    rule: RULE,
    icon: IconChartBar,
    orderInSidebar: 1,
    group: 'reports',
  },
  validateSearch: z.object({
    ...reportSearch,
    outlet_ids: idListParam('Outlet IDs').optional(),
    sku_ids: idListParam('SKU IDs').optional(),
    owner_ids: idListParam('Owner IDs').optional(),
    area_ids: idListParam('Area IDs').optional(),
  }),
  component: placeholderComponent,
});

export const reportInventoriesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/report-inventories',
  staticData: {
    name: 'Inventory Report',
    routerType: 'PRIVATE',
    rule: RULE,
    icon: IconChartLine,
    orderInSidebar: 2,
    group: 'reports',
  },
  validateSearch: z.object({ ...reportSearch, sku_ids: idListParam('SKU IDs').optional() }),
  component: placeholderComponent,
});

export const reportPoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/report-po',
  staticData: {
    name: 'Purchase Order Report',
    routerType: 'PRIVATE',
    rule: RULE,
    icon: IconFileAnalytics,
    orderInSidebar: 3,
    group: 'reports',
  },
  validateSearch: z.object({ ...reportSearch, vendor_ids: idListParam('Vendor IDs').optional() }),
  component: placeholderComponent,
});
