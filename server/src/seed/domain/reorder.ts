// The demo's reorder rules: at every outlet but the head office, each ingredient it uses keeps a day
// of sales as its minimum and a week as its maximum (at least a pack above the minimum), ordered in
// whole packs, so the Reorder screen suggests what ran low. The lines the demo ends low (see stock-finish) are below their minimum for certain.
// Lines already low when the demo is written count as alerted, so the first sales do not ring for them.
import type { Tx } from '../../db/client';
import { reorderRules } from '../../db/schema';
import { stockUnitsPerPurchase } from '../../lib/stock-units';
import type { Catalogue } from './catalogue';
import type { StockBook } from './stock';
import { LOW_STOCK } from './stock-finish';

const MIN_DAYS = 1;
const MAX_DAYS = 7;

export async function seedReorderRules(
  tx: Tx,
  catalogue: Catalogue,
  outlets: readonly { id: number; name: string }[],
  forecast: Map<number, Map<number, number>>,
  book: StockBook,
  now: number,
) {
  const rows: (typeof reorderRules.$inferInsert)[] = [];
  for (const outlet of outlets) {
    for (const sku of catalogue.skus) {
      if (sku.kind !== 'ingredient') continue;
      const perDay = forecast.get(outlet.id)?.get(sku.id) ?? 0;
      if (perDay <= 0) continue;
      const pack = stockUnitsPerPurchase('ingredient', sku.unit, sku.unitAmount);
      const packs = (days: number) => Math.max(1, Math.ceil((perDay * days) / pack)) * pack;
      const low = LOW_STOCK.find(([o, s]) => o === outlet.name && s === sku.name)?.[2];
      const minQuantity = Math.max(1, Math.ceil(perDay * MIN_DAYS), low === undefined ? 0 : low + 1);
      const maxQuantity = Math.max(packs(MAX_DAYS), minQuantity + pack);
      const onHand = book.stockOf(outlet.id, sku.id);
      rows.push({
        outletId: outlet.id,
        skuId: sku.id,
        minQuantity,
        maxQuantity,
        multiple: pack,
        alertedAt: onHand <= minQuantity ? new Date(now) : null,
        updatedAt: new Date(now),
      });
    }
  }
  if (rows.length) await tx.insert(reorderRules).values(rows);
  return rows.length;
}
