// The stock-count screens' URL search: the list's page, size, outlet, status and opening days; the
// usage report's outlet and two counts; and the list call the list makes.
import { StocktakeStatus, type ListStocktakesParams } from '@generated/model';
import {
  dateParam,
  enumParam,
  numericParam,
  pagingSearch,
  searchSchema,
  type SearchOf,
} from '@/lib/validation/search-params';

export const STATUSES = Object.values(StocktakeStatus) as [StocktakeStatus, ...StocktakeStatus[]];

export const stocktakeSearchSchema = searchSchema({
  ...pagingSearch,
  outlet_id: numericParam('outletId'),
  status: enumParam('status', STATUSES),
  start_date: dateParam,
  end_date: dateParam,
});
export type StocktakeSearch = SearchOf<typeof stocktakeSearchSchema>;

export const stocktakeListParams = (search: StocktakeSearch): ListStocktakesParams => ({
  ...stocktakeSearchSchema.pick(search),
  // A range picked backwards still means the days between.
  end_date: search.end_date && search.start_date && search.end_date < search.start_date ? undefined : search.end_date,
});

export const usageSearchSchema = searchSchema({
  outlet_id: numericParam('outletId'),
  from_stocktake_id: numericParam('stocktakeId'),
  to_stocktake_id: numericParam('stocktakeId'),
});
export type UsageSearch = SearchOf<typeof usageSearchSchema>;
