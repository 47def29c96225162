// The Category screen's URL search (size, page, name) and the list call it makes;
// the route validates with the schema, the screen reads its type.
import type { ListCategoriesParams } from '@generated/model';
import { pagingSearch, safeText, searchSchema, type SearchOf } from '@/lib/validation/search-params';

export const categorySearchSchema = searchSchema({ ...pagingSearch, name: safeText });
export type CategorySearch = SearchOf<typeof categorySearchSchema>;

export const categoryListParams = (search: CategorySearch): ListCategoriesParams => categorySearchSchema.pick(search);
