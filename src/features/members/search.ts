// The Customers screen's URL search (size, page, q) with the customer whose drawer is open, and the
// list call it makes.
import type { ListCustomersParams } from '@generated/model';
import { numericParam, pagingSearch, safeText, searchSchema, type SearchOf } from '@/lib/validation/search-params';

export const memberSearchSchema = searchSchema({ ...pagingSearch, q: safeText, customer: numericParam('customerId') });
export type MemberSearch = SearchOf<typeof memberSearchSchema>;

const listSchema = searchSchema({ ...pagingSearch, q: safeText });
export const memberListParams = (search: MemberSearch): ListCustomersParams => listSchema.pick(search);
