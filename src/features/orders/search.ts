// The Orders screen's URL search (spec section 2: page, size, status, invoice_id, start_date,
// end_date, pick_up_status, user_id, order_id, outlet_name as name_id), plus `view`, the order open
// in the drawer, so a link (a new-order toast) opens it. The route validates with the schema.
import { z } from 'zod';
import { OrderStatus, PickUpStatus, type ListOrdersParams } from '../../../generated/model';
import {
  dateParam,
  enumParam,
  nameIdParam,
  numericEnumParam,
  numericParam,
  pagingSearch,
  safeText,
} from '../../lib/validation/search-params';

const pickUpStatuses = Object.values(PickUpStatus) as [PickUpStatus, ...PickUpStatus[]];

export const orderSearchSchema = z.object({
  ...pagingSearch,
  status: numericEnumParam('status', Object.values(OrderStatus)).optional(),
  invoice_id: safeText.optional(),
  start_date: dateParam.optional(),
  end_date: dateParam.optional(),
  pick_up_status: enumParam('pickUpStatus', pickUpStatuses).optional(),
  user_id: numericParam('userId').optional(),
  order_id: numericParam('orderId').optional(),
  outlet_name: nameIdParam('outletName').optional(),
  view: numericParam('orderId').optional(),
});
export type OrderSearch = z.infer<typeof orderSearchSchema>;

export const orderListParams = ({ view: _view, ...filters }: OrderSearch): ListOrdersParams => ({
  ...filters,
  status: filters.status as ListOrdersParams['status'],
});
