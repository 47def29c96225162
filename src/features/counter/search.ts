// The counter's URL search: the outlet it sells at (also remembered on the device), the category
// shown and the search text, so a reload or a shared link opens the same grid.
import { numericParam, safeText, searchSchema, type SearchOf } from '@/lib/validation/search-params';

export const counterSearchSchema = searchSchema({
  outlet_id: numericParam('outletId'),
  category_id: numericParam('categoryId'),
  q: safeText,
});
export type CounterSearch = SearchOf<typeof counterSearchSchema>;
