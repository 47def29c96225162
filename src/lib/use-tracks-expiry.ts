// Whether each of these SKUs tracks expiry (its receipts carry the printed expiry date), by position;
// false until the SKUs are known.
import { useListSkus } from '@generated/hooks/skus/skus';

export function useTracksExpiry(skuIds: readonly number[]): boolean[] {
  const unique = [...new Set(skuIds)];
  const skus = useListSkus(
    { sku_ids: unique, size: Math.min(100, Math.max(1, unique.length)) },
    { query: { enabled: unique.length > 0 } },
  );
  const tracking = new Set((skus.data?.data ?? []).filter((sku) => sku.tracks_expiry).map((sku) => sku.id));
  return skuIds.map((id) => tracking.has(id));
}
