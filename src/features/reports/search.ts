// The reports' URL search and what it asks the API: a range of Jakarta days, last
// 30 days by default, grouped by day unless the URL says week or month.
import { addDays, jakartaToday } from '@/lib/jakarta-day';
import {
  dateParam,
  enumParam,
  idListParam,
  monthParam,
  pagingSearch,
  searchSchema,
  type SearchOf,
} from '@/lib/validation/search-params';

const reportSearch = {
  ...pagingSearch,
  start_date: dateParam,
  end_date: dateParam,
  type: enumParam('type', ['daily', 'week', 'month']),
};

export const salesReportSearchSchema = searchSchema({
  ...reportSearch,
  outlet_ids: idListParam('outletIds'),
  sku_ids: idListParam('skuIds'),
  owner_ids: idListParam('ownerIds'),
  area_ids: idListParam('areaIds'),
});
export const inventoryReportSearchSchema = searchSchema({
  ...reportSearch,
  outlet_ids: idListParam('outletIds'),
  sku_ids: idListParam('skuIds'),
});
export const purchaseOrderReportSearchSchema = searchSchema({
  ...reportSearch,
  outlet_ids: idListParam('outletIds'),
  vendor_ids: idListParam('vendorIds'),
});
export const paymentReportSearchSchema = searchSchema({ ...reportSearch, outlet_ids: idListParam('outletIds') });
/** The modifier report has no periods: one row per option over the whole range. */
export const modifierReportSearchSchema = searchSchema({
  ...pagingSearch,
  start_date: dateParam,
  end_date: dateParam,
  outlet_ids: idListParam('outletIds'),
});

/** The waste report has no periods: one row per reason, SKU or day (the URL's `group_by`) over the range. */
export const wasteReportSearchSchema = searchSchema({
  ...pagingSearch,
  start_date: dateParam,
  end_date: dateParam,
  outlet_ids: idListParam('outletIds'),
  group_by: enumParam('groupBy', ['reason', 'sku', 'day']),
});

/** The promotions report has no periods: one row per promotion and funder over the range. */
export const promotionReportSearchSchema = searchSchema({
  start_date: dateParam,
  end_date: dateParam,
  outlet_ids: idListParam('outletIds'),
});

/** The channel report has no periods: one row per delivery platform over the range. */
export const channelReportSearchSchema = searchSchema({
  start_date: dateParam,
  end_date: dateParam,
  outlet_ids: idListParam('outletIds'),
});

/** The Z report covers one business day: today's unless the URL says another. */
export const shiftReportSearchSchema = searchSchema({ date: dateParam, outlet_ids: idListParam('outletIds') });

/** The tax report covers one calendar month: this month unless the URL says another. */
export const taxReportSearchSchema = searchSchema({ month: monthParam, outlet_ids: idListParam('outletIds') });

export type SalesReportSearch = SearchOf<typeof salesReportSearchSchema>;
export type InventoryReportSearch = SearchOf<typeof inventoryReportSearchSchema>;
export type PurchaseOrderReportSearch = SearchOf<typeof purchaseOrderReportSearchSchema>;
export type PaymentReportSearch = SearchOf<typeof paymentReportSearchSchema>;
export type ModifierReportSearch = SearchOf<typeof modifierReportSearchSchema>;
export type TaxReportSearch = SearchOf<typeof taxReportSearchSchema>;
export type PromotionReportSearch = SearchOf<typeof promotionReportSearchSchema>;
export type WasteReportSearch = SearchOf<typeof wasteReportSearchSchema>;
export type ChannelReportSearch = SearchOf<typeof channelReportSearchSchema>;
export type ReportSearch = SalesReportSearch | InventoryReportSearch | PurchaseOrderReportSearch | PaymentReportSearch;

type Filled<S extends ReportSearch> = Omit<S, 'page' | 'size' | 'start_date' | 'end_date' | 'type'> & {
  start_date: string;
  end_date: string;
  type: 'daily' | 'week' | 'month';
};

/** The range of the search: the URL's days, else the last 30 days to today. */
function rangeOf(search: { start_date?: string; end_date?: string }, today: string) {
  const end_date = search.end_date ?? today;
  return { start_date: search.start_date ?? addDays(end_date, -29), end_date };
}

/** The same filters with the defaults filled in and without paging: what an export downloads. */
export function exportParams<S extends ReportSearch>(search: S, today = jakartaToday()): Filled<S> {
  const { page: _page, size: _size, ...filters } = search;
  return { ...filters, ...rangeOf(search, today), type: search.type ?? 'daily' } as Filled<S>;
}

/** What the modifier report and its downloads are asked for (the whole list; the table pages it). */
export function modifierReportParams(search: ModifierReportSearch, today = jakartaToday()) {
  return { ...rangeOf(search, today), outlet_ids: search.outlet_ids };
}

/** What the waste report and its downloads are asked for: the range, the outlets, by reason unless the URL says otherwise. */
export function wasteReportParams(search: WasteReportSearch, today = jakartaToday()) {
  return { ...rangeOf(search, today), outlet_ids: search.outlet_ids, group_by: search.group_by ?? 'reason' };
}

/** The search with its defaults filled in: what the report is asked for. */
export function reportParams<S extends ReportSearch>(search: S, today = jakartaToday()) {
  return { ...exportParams(search, today), page: search.page, size: search.size };
}

/** What the tax report and its downloads are asked for: the URL's month, else this month. */
export function taxReportParams(search: TaxReportSearch, today = jakartaToday()) {
  return { month: search.month ?? today.slice(0, 7), outlet_ids: search.outlet_ids };
}

/** What the promotions report and its downloads are asked for: the range (the last 30 days by default) and the outlets. */
export function promotionReportParams(search: PromotionReportSearch, today = jakartaToday()) {
  return { ...rangeOf(search, today), outlet_ids: search.outlet_ids };
}

/** What the channel report and its downloads are asked for: the range (the last 30 days by default) and the outlets. */
export function channelReportParams(search: ChannelReportSearch, today = jakartaToday()) {
  return { ...rangeOf(search, today), outlet_ids: search.outlet_ids };
}
