// The Category screen's URL search (spec section 2: size, page, name) and the list call it makes;
// the route validates with the schema, the screen reads its type.
import { z } from 'zod';
import type { ListCategoriesParams } from '../../../generated/model';
import { pagingSearch, safeText } from '../../lib/validation/search-params';

export const categorySearchSchema = z.object({ ...pagingSearch, name: safeText.optional() });
export type CategorySearch = z.infer<typeof categorySearchSchema>;

export const categoryListParams = ({ page, size, name }: CategorySearch): ListCategoriesParams => ({
  page,
  size,
  name,
});
