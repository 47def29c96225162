// The Shifts screen's URL search (outlet, register, status, a range of business days, paging, and
// `view`, the shift open in the drawer, so reload, Back and a link from the counter keep it), the list
// call it makes, and the printable slips' search (the roll's width and the slip's language).
import { ShiftStatus, type ListShiftsParams } from '@generated/model';
import {
  dateParam,
  enumParam,
  numericEnumParam,
  numericParam,
  pagingSearch,
  safeText,
  searchSchema,
  type SearchOf,
} from '@/lib/validation/search-params';

export const shiftSearchSchema = searchSchema({
  ...pagingSearch,
  outlet_id: numericParam('outletId'),
  register: safeText,
  status: enumParam('status', Object.values(ShiftStatus) as [ShiftStatus, ...ShiftStatus[]]),
  from: dateParam,
  to: dateParam,
  view: numericParam('shiftId'),
});
export type ShiftSearch = SearchOf<typeof shiftSearchSchema>;

export const shiftListParams = ({ view: _view, register, ...filters }: ShiftSearch): ListShiftsParams => ({
  ...filters,
  register: register?.trim() || undefined,
});

const slipSearch = {
  width: numericEnumParam<58 | 80>('width', [58, 80]),
  lang: enumParam('language', ['en', 'id']),
};

/** One shift's X slip: the roll and the language. */
export const shiftSlipSearchSchema = searchSchema(slipSearch);

/** A business day's Z slip at one outlet. */
export const daySlipSearchSchema = searchSchema({
  ...slipSearch,
  date: dateParam,
  outlet_id: numericParam('outletId'),
});
