// The Outlet screen's URL search (spec section 2: size, owner as name_id, owner_id, search_name,
// page) and the list call it makes.
import { z } from 'zod';
import type { ListOutletsParams } from '../../../generated/model';
import { nameIdParam, numericParam, pagingSearch, safeText } from '../../lib/validation/search-params';

export const outletSearchSchema = z.object({
  ...pagingSearch,
  owner: nameIdParam('owner').optional(),
  owner_id: numericParam('ownerId').optional(),
  search_name: safeText.optional(),
});
export type OutletSearch = z.infer<typeof outletSearchSchema>;

export const outletListParams = ({ page, size, owner, owner_id, search_name }: OutletSearch): ListOutletsParams => ({
  page,
  size,
  owner,
  owner_id,
  search_name,
});
