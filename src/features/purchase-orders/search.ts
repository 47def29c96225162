// The purchase-order list's URL search (size, page, vendor, po_number, status, approval_status) and
// the list call it makes; the route validates with the schema, the screen reads its type.
import type { ListPurchaseOrdersParams } from '@generated/model';
import { enumParam, pagingSearch, safeText, searchSchema, type SearchOf } from '@/lib/validation/search-params';

export const LIST_STATUSES = ['PENDING', 'PARTIAL', 'COMPLETED', 'CANCELLED'] as const;
export const APPROVAL_STATUSES = ['NOT_REQUIRED', 'AWAITING_APPROVAL', 'APPROVED', 'REJECTED'] as const;

export const purchaseOrderSearchSchema = searchSchema({
  ...pagingSearch,
  vendor: safeText,
  po_number: safeText,
  status: enumParam('status', LIST_STATUSES),
  approval_status: enumParam('approvalStatus', APPROVAL_STATUSES),
});
export type PurchaseOrderSearch = SearchOf<typeof purchaseOrderSearchSchema>;

export const purchaseOrderListParams = (search: PurchaseOrderSearch): ListPurchaseOrdersParams =>
  purchaseOrderSearchSchema.pick(search);

/** The PO number shown in the page title of the edit and detail pages. */
export const poNumberSearchSchema = searchSchema({ po_number: safeText });
