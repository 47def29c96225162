// The inventory screens' URL search (page, size, sku_name, tagging, the outlet; the stock list adds
// the kind of SKU, the movement log the SKU id, the source, the order and the date range the
// contract offers) and the list calls they make.
import {
  InventorySource,
  InventoryTagging,
  SkuKind,
  type ListInventoryMovementsParams,
  type ListInventoryParams,
} from '@generated/model';
import {
  dateParam,
  enumParam,
  numericParam,
  pagingSearch,
  safeText,
  searchSchema,
  type SearchOf,
} from '@/lib/validation/search-params';

export const TAGGINGS = Object.values(InventoryTagging) as [InventoryTagging, ...InventoryTagging[]];
export const SOURCES = Object.values(InventorySource) as [InventorySource, ...InventorySource[]];
export const KINDS = Object.values(SkuKind) as [SkuKind, ...SkuKind[]];

const inventorySearch = {
  ...pagingSearch,
  sku_name: safeText,
  tagging: enumParam('tagging', TAGGINGS),
  outlet_id: numericParam('outletId'),
};
export const inventorySearchSchema = searchSchema({ ...inventorySearch, kind: enumParam('kind', KINDS) });
export type InventorySearch = SearchOf<typeof inventorySearchSchema>;

export const movementSearchSchema = searchSchema({
  ...inventorySearch,
  sku_id: numericParam('skuId'),
  source: enumParam('source', SOURCES),
  order_id: numericParam('orderId'),
  transfer_id: numericParam('transferId'),
  start_date: dateParam,
  end_date: dateParam,
});
export type MovementSearch = SearchOf<typeof movementSearchSchema>;

export const inventoryListParams = (search: InventorySearch): ListInventoryParams => inventorySearchSchema.pick(search);

export const movementListParams = (search: MovementSearch): ListInventoryMovementsParams => ({
  ...movementSearchSchema.pick(search),
  // A range picked backwards still means the days between.
  end_date: search.end_date && search.start_date && search.end_date < search.start_date ? undefined : search.end_date,
});

/** The Reorder screen's search: the outlet whose rules and suggestions it shows. */
export const reorderSearchSchema = searchSchema({ outlet_id: numericParam('outletId') });
