// How a lot reads wherever stock shows it: a received lot by its printed expiry date, a batch made
// in the shop as "Batch" with the time it was made (or, without it, the time it expires).
import type { TFunction } from 'i18next';
import { formatDate, formatDateTime } from './format';

interface LotLike {
  kind: 'batch' | 'lot';
  expiry_date: string | null;
  expires_at: string;
  produced_at?: string | null;
}

export function lotLabel(t: TFunction, lot: LotLike): string {
  if (lot.kind === 'lot' && lot.expiry_date) return t('lots.expires', { date: formatDate(lot.expiry_date) });
  return lot.produced_at
    ? t('lots.batchMade', { time: formatDateTime(lot.produced_at) })
    : t('lots.batchUntil', { time: formatDateTime(lot.expires_at) });
}
