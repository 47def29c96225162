// The Roles screen's URL search (page, size, name, outlet_ids, type USER or ADMIN)
// and the list call it makes.
import type { ListRolesParams } from '@generated/model';
import {
  enumParam,
  idListParam,
  pagingSearch,
  safeText,
  searchSchema,
  type SearchOf,
} from '@/lib/validation/search-params';

export const ROLE_TYPES = ['USER', 'ADMIN'] as const;

export const roleSearchSchema = searchSchema({
  ...pagingSearch,
  name: safeText,
  outlet_ids: idListParam('outletIds'),
  type: enumParam('type', ROLE_TYPES),
});
export type RoleSearch = SearchOf<typeof roleSearchSchema>;

export const roleListParams = (search: RoleSearch): ListRolesParams => roleSearchSchema.pick(search);
