// The Roles screen's URL search (spec section 2: page, size, name, outlet_ids, type USER or ADMIN)
// and the list call it makes.
import { z } from 'zod';
import type { ListRolesParams } from '../../../generated/model';
import { enumParam, idListParam, pagingSearch, safeText } from '../../lib/validation/search-params';

export const ROLE_TYPES = ['USER', 'ADMIN'] as const;

export const roleSearchSchema = z.object({
  ...pagingSearch,
  name: safeText.optional(),
  outlet_ids: idListParam('outletIds').optional(),
  type: enumParam('type', ROLE_TYPES).optional(),
});
export type RoleSearch = z.infer<typeof roleSearchSchema>;

export const roleListParams = ({ page, size, name, outlet_ids, type }: RoleSearch): ListRolesParams => ({
  page,
  size,
  name,
  outlet_ids,
  type,
});
