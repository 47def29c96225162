// The Outlet screen's URL search (size, owner as name_id, owner_id, search_name,
// page) and the list call it makes.
import type { ListOutletsParams } from '@generated/model';
import {
  nameIdParam,
  numericParam,
  pagingSearch,
  safeText,
  searchSchema,
  type SearchOf,
} from '@/lib/validation/search-params';

export const outletSearchSchema = searchSchema({
  ...pagingSearch,
  owner: nameIdParam('owner'),
  owner_id: numericParam('ownerId'),
  search_name: safeText,
});
export type OutletSearch = SearchOf<typeof outletSearchSchema>;

export const outletListParams = (search: OutletSearch): ListOutletsParams => outletSearchSchema.pick(search);
