// The prep board's URL search (the outlet it shows, also remembered on the device), and what it asks
// for: the batches still there at the outlet, expired and active (each first-expiring first).
import type { ListPrepBatchesParams, LotStatus } from '@generated/model';
import { MAX_PAGE_SIZE, numericParam, searchSchema } from '@/lib/validation/search-params';

export const prepSearchSchema = searchSchema({ outlet_id: numericParam('outletId') });

/** The board's two lists, in the order it shows them: what is past its holding time first. */
export const BOARD_STATUSES = ['expired', 'active'] as const satisfies readonly LotStatus[];

export const boardParams = (outletId: number, status: LotStatus): ListPrepBatchesParams => ({
  outlet_id: outletId,
  status,
  size: MAX_PAGE_SIZE,
});
