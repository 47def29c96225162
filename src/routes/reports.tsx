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
  type: enumParam('type', ['daily', 'week', 'month']).optional(),
};

export const reportSalesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/report-sales',
  staticData: {
    name: 'salesReport',
    routerType: 'PRIVATE',
    rule: RULE,
    icon: IconChartBar,
    orderInSidebar: 1,
    group: 'reports',
  },
  validateSearch: z.object({
    ...reportSearch,
    outlet_ids: idListParam('outletIds').optional(),
    sku_ids: idListParam('skuIds').optional(),
    owner_ids: idListParam('ownerIds').optional(),
    area_ids: idListParam('areaIds').optional(),
  }),
  component: placeholderComponent,
});

export const reportInventoriesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/report-inventories',
  staticData: {
    name: 'inventoryReport',
    routerType: 'PRIVATE',
    rule: RULE,
    icon: IconChartLine,
    orderInSidebar: 2,
    group: 'reports',
  },
  validateSearch: z.object({ ...reportSearch, sku_ids: idListParam('skuIds').optional() }),
  component: placeholderComponent,
});

export const reportPoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/report-po',
  staticData: {
    name: 'purchaseOrderReport',
    routerType: 'PRIVATE',
    rule: RULE,
    icon: IconFileAnalytics,
    orderInSidebar: 3,
    group: 'reports',
  },
  validateSearch: z.object({ ...reportSearch, vendor_ids: idListParam('vendorIds').optional() }),
  component: placeholderComponent,
});
