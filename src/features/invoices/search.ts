// The Invoices screen's URL search (spec section 2: page, size, status as a number, invoice_id)
// and the list call it makes.
import { z } from 'zod';
import { InvoiceStatus, type ListInvoicesParams } from '../../../generated/model';
import { numericEnumParam, pagingSearch, safeText } from '../../lib/validation/search-params';

export const invoiceSearchSchema = z.object({
  ...pagingSearch,
  status: numericEnumParam('status', Object.values(InvoiceStatus)).optional(),
  invoice_id: safeText.optional(),
});
export type InvoiceSearch = z.infer<typeof invoiceSearchSchema>;

export const invoiceListParams = ({ page, size, status, invoice_id }: InvoiceSearch): ListInvoicesParams => ({
  page,
  size,
  status: status as InvoiceStatus | undefined,
  invoice_id,
});
