import { IconShoppingBag } from '@tabler/icons-react';
import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { OrderStatus, PickUpStatus } from '../../generated/model';
import {
  dateParam,
  enumParam,
  nameIdParam,
  numericEnumParam,
  numericParam,
  pagingSearch,
  safeText,
} from '../lib/validation/search-params';
import { rootRoute } from './__root';
import { placeholderComponent } from './placeholder';

const pickUpStatuses = Object.values(PickUpStatus) as [PickUpStatus, ...PickUpStatus[]];

export const orderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/order',
  staticData: {
    name: 'orders',
    routerType: 'PRIVATE',
    rule: 'view_admin_order',
    icon: IconShoppingBag,
    orderInSidebar: 10,
  },
  validateSearch: z.object({
    ...pagingSearch,
    status: numericEnumParam('status', Object.values(OrderStatus)).optional(),
    invoice_id: safeText.optional(),
    start_date: dateParam.optional(),
    end_date: dateParam.optional(),
    pick_up_status: enumParam('pickUpStatus', pickUpStatuses).optional(),
    user_id: numericParam('userId').optional(),
    order_id: numericParam('orderId').optional(),
    outlet_name: nameIdParam('outletName').optional(),
  }),
  component: placeholderComponent,
});
