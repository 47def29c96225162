// The Users screen's URL search (spec section 2: search_phone, search_email, search_name, page,
// size) and the list call it makes; the route validates with the schema, the screen reads its type.
import { z } from 'zod';
import type { ListUsersParams } from '../../../generated/model';
import { pagingSearch, safeText } from '../../lib/validation/search-params';

export const userSearchSchema = z.object({
  ...pagingSearch,
  search_phone: safeText.optional(),
  search_email: safeText.optional(),
  search_name: safeText.optional(),
});
export type UserSearch = z.infer<typeof userSearchSchema>;

export const userListParams = ({
  page,
  size,
  search_name,
  search_email,
  search_phone,
}: UserSearch): ListUsersParams => ({
  page,
  size,
  search_name,
  search_email,
  search_phone,
});
