// The Orders screen's URL search (page, size, status, invoice_id, start_date, end_date,
// pick_up_status, user_id, order_id, outlet_name as name_id, channel, order_type and customer, a
// name or phone number), plus `view`, the order open
// in the drawer, so a link (a new-order toast) opens it. The route validates with the schema.
import { OrderChannel, OrderStatus, OrderType, PickUpStatus, type ListOrdersParams } from '@generated/model';
import {
  dateParam,
  enumParam,
  nameIdParam,
  numericEnumParam,
  numericParam,
  pagingSearch,
  safeText,
  searchSchema,
  type SearchOf,
} from '@/lib/validation/search-params';

const pickUpStatuses = Object.values(PickUpStatus) as [PickUpStatus, ...PickUpStatus[]];
export const ORDER_CHANNELS = Object.values(OrderChannel) as [OrderChannel, ...OrderChannel[]];
export const ORDER_TYPES = Object.values(OrderType) as [OrderType, ...OrderType[]];

export const orderSearchSchema = searchSchema({
  ...pagingSearch,
  status: numericEnumParam<number>('status', Object.values(OrderStatus)),
  invoice_id: safeText,
  start_date: dateParam,
  end_date: dateParam,
  pick_up_status: enumParam('pickUpStatus', pickUpStatuses),
  user_id: numericParam('userId'),
  order_id: numericParam('orderId'),
  outlet_name: nameIdParam('outletName'),
  channel: enumParam('channel', ORDER_CHANNELS),
  order_type: enumParam('orderType', ORDER_TYPES),
  customer: safeText,
  view: numericParam('orderId'),
});
export type OrderSearch = SearchOf<typeof orderSearchSchema>;

/** An order's receipt page: the roll it prints on (58 or 80 mm) and the receipt's language. */
export const receiptSearchSchema = searchSchema({
  width: numericEnumParam<58 | 80>('width', [58, 80]),
  lang: enumParam('language', ['en', 'id']),
});

export const orderListParams = ({ view: _view, ...filters }: OrderSearch): ListOrdersParams => ({
  ...filters,
  status: filters.status as ListOrdersParams['status'],
});
