// The Invoices screen's URL search (page, size, status as a number, invoice_id, and `view`, the
// invoice open in the drawer, so reload and Back keep it) and the list call it makes.
import { InvoiceStatus, type ListInvoicesParams } from '@generated/model';
import {
  numericEnumParam,
  numericParam,
  pagingSearch,
  safeText,
  searchSchema,
  type SearchOf,
} from '@/lib/validation/search-params';

export const invoiceSearchSchema = searchSchema({
  ...pagingSearch,
  status: numericEnumParam<number>('status', Object.values(InvoiceStatus)),
  invoice_id: safeText,
  view: numericParam('invoiceId'),
});
export type InvoiceSearch = SearchOf<typeof invoiceSearchSchema>;

export const invoiceListParams = ({ page, size, status, invoice_id }: InvoiceSearch): ListInvoicesParams => ({
  page,
  size,
  status: status as InvoiceStatus | undefined,
  invoice_id,
});
