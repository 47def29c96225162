// The Category route's URL search and the list call it makes. The route's loader and the screen
// both build the call here, so they share one cache entry.
import type { ListCategoriesParams } from '../../../generated/model';

export interface CategorySearch {
  page?: number;
  size?: number;
  name?: string;
}

/** The list call for a URL search; absent values fall back to the API's defaults (page 1, size 10). */
export const categoryListParams = ({ page, size, name }: CategorySearch): ListCategoriesParams => ({
  page,
  size,
  name: name || undefined,
});
