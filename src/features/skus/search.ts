// The SKU screen's URL search (size, page, name, sort_by, sort_key; plus the
// category, status, bundled and kind filters) and the list call it makes; the route validates with the
// schema, the screen reads its type.
import { ListSkusSortBy, ListSkusSortKey, SkuKind, type ListSkusParams } from '@generated/model';
import {
  booleanParam,
  enumParam,
  numericParam,
  pagingSearch,
  safeText,
  searchSchema,
  type SearchOf,
} from '@/lib/validation/search-params';

const sortBy = Object.values(ListSkusSortBy) as [ListSkusSortBy, ...ListSkusSortBy[]];
const sortKey = Object.values(ListSkusSortKey) as [ListSkusSortKey, ...ListSkusSortKey[]];
const kinds = Object.values(SkuKind) as [SkuKind, ...SkuKind[]];

export const skuSearchSchema = searchSchema({
  ...pagingSearch,
  name: safeText,
  sort_by: enumParam('sortBy', sortBy),
  sort_key: enumParam('sortKey', sortKey),
  category_id: numericParam('categoryId'),
  status: booleanParam('status'),
  is_bundled: booleanParam('isBundled'),
  kind: enumParam('kind', kinds),
});
export type SkuSearch = SearchOf<typeof skuSearchSchema>;

export const skuListParams = (search: SkuSearch): ListSkusParams => ({
  page: search.page,
  size: search.size,
  name: search.name,
  // A direction alone sorts the default column; a column alone sorts it newest/highest first.
  sort_by: search.sort_by ?? (search.sort_key ? ListSkusSortBy.created_at : undefined),
  sort_key: search.sort_key ?? (search.sort_by ? ListSkusSortKey.desc : undefined),
  category_id: search.category_id,
  status: search.status,
  is_bundled: search.is_bundled,
  kind: search.kind,
});
