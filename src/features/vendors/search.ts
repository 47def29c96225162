// The Vendor screen's URL search (size, page, name) and the list call it makes.
import type { ListVendorsParams } from '@generated/model';
import { pagingSearch, safeText, searchSchema, type SearchOf } from '@/lib/validation/search-params';

export const vendorSearchSchema = searchSchema({ ...pagingSearch, name: safeText });
export type VendorSearch = SearchOf<typeof vendorSearchSchema>;

export const vendorListParams = (search: VendorSearch): ListVendorsParams => vendorSearchSchema.pick(search);
