// The Users screen's URL search (search_phone, search_email, search_name, page,
// size) and the list call it makes; the route validates with the schema, the screen reads its type.
import type { ListUsersParams } from '@generated/model';
import { pagingSearch, safeText, searchSchema, type SearchOf } from '@/lib/validation/search-params';

export const userSearchSchema = searchSchema({
  ...pagingSearch,
  search_phone: safeText,
  search_email: safeText,
  search_name: safeText,
});
export type UserSearch = SearchOf<typeof userSearchSchema>;

export const userListParams = (search: UserSearch): ListUsersParams => userSearchSchema.pick(search);
