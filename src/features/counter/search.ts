// The counter's URL search: the outlet it sells at (also remembered on the device), the category
// shown and the search text, so a reload or a shared link opens the same grid.
import type { ListSkusParams } from '@generated/model';
import { numericParam, safeText, searchSchema, type SearchOf } from '@/lib/validation/search-params';

export const counterSearchSchema = searchSchema({
  outlet_id: numericParam('outletId'),
  category_id: numericParam('categoryId'),
  q: safeText,
});
export type CounterSearch = SearchOf<typeof counterSearchSchema>;

/** The products on sale, by name: one page holds a tea chain's menu (the contract's largest page). */
export const MENU_PARAMS: ListSkusParams = {
  kind: 'product',
  status: true,
  size: 100,
  sort_by: 'name',
  sort_key: 'asc',
};
