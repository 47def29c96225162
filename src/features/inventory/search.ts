// The inventory screens' URL search (page, size, sku_name, tagging; the movement
// log adds the SKU id and the date range the contract offers) and the list calls they make.
import { InventoryTagging, type ListInventoryMovementsParams, type ListInventoryParams } from '@generated/model';
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

const inventorySearch = {
  ...pagingSearch,
  sku_name: safeText,
  tagging: enumParam('tagging', TAGGINGS),
};
export const inventorySearchSchema = searchSchema(inventorySearch);
export type InventorySearch = SearchOf<typeof inventorySearchSchema>;

export const movementSearchSchema = searchSchema({
  ...inventorySearch,
  sku_id: numericParam('skuId'),
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
