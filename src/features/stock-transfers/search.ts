// The transfer screens' URL search: the list's filters (sender, receiver, status, number, Jakarta
// days) and the list call they make; the new-transfer form's prefill (`to_outlet_id` and
// `items=<sku_id>:<qty>,…`, as reorder suggestions open it); the number shown in the detail title.
import { StockTransferStatus, type ListStockTransfersParams } from '@generated/model';
import {
  dateParam,
  enumParam,
  numericParam,
  pagingSearch,
  safeText,
  searchSchema,
  type Param,
  type SearchOf,
} from '@/lib/validation/search-params';
import { t } from '@/lib/i18n';

export const STATUSES = Object.values(StockTransferStatus) as [StockTransferStatus, ...StockTransferStatus[]];

export const stockTransferSearchSchema = searchSchema({
  ...pagingSearch,
  transfer_number: safeText,
  from_outlet_id: numericParam('outletId'),
  to_outlet_id: numericParam('outletId'),
  status: enumParam('status', STATUSES),
  start_date: dateParam,
  end_date: dateParam,
});
export type StockTransferSearch = SearchOf<typeof stockTransferSearchSchema>;

export const stockTransferListParams = (search: StockTransferSearch): ListStockTransfersParams => ({
  ...stockTransferSearchSchema.pick(search),
  // A range picked backwards still means the days between.
  end_date: search.end_date && search.start_date && search.end_date < search.start_date ? undefined : search.end_date,
});

export interface PrefilledLine {
  sku_id: number;
  quantity: number;
}

const LINE = /^(\d{1,9}):(\d{1,7})$/;

/** `<sku_id>:<qty>,<sku_id>:<qty>`: each a whole SKU id and a quantity from 1. */
export const parsePrefilledLines = (value: string): PrefilledLine[] | undefined => {
  const parts = value.split(',').filter(Boolean);
  const lines = parts.map((part) => LINE.exec(part.trim()));
  if (parts.length === 0 || lines.some((match) => !match)) return undefined;
  const parsed = lines.map((match) => ({ sku_id: Number(match![1]), quantity: Number(match![2]) }));
  return parsed.every((line) => line.sku_id > 0 && line.quantity > 0) ? parsed : undefined;
};

const prefilledLines: Param<string> = (value) =>
  typeof value === 'string' && parsePrefilledLines(value)
    ? { value }
    : { issues: [t('validation.oneOf', { label: 'items', values: '<sku_id>:<qty>,…' })] };

export const newStockTransferSearchSchema = searchSchema({
  to_outlet_id: numericParam('outletId'),
  items: prefilledLines,
});

/** The number shown in the detail page's title. */
export const transferNumberSearchSchema = searchSchema({ transfer_number: safeText });
