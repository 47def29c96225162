// The demo's stock warnings do not depend on the day it is seeded: two watched ingredients end low at
// one outlet each (the last stock count found them short), and every other watched line ends at or
// above the low-stock threshold.
import type { Catalogue } from './catalogue';
import type { SuppliedOutlet } from './purchasing';
import type { StockBook } from './stock';
import { LOW_STOCK_THRESHOLD } from '../../lib/low-stock';
import { stockUnitsPerPurchase } from '../../lib/stock-units';
import { HOUR, MINUTE } from '../../lib/jakarta-time';

/** [outlet name, ingredient, stock units it ends with]. */
export const LOW_STOCK: readonly [string, string, number][] = [
  ['Bandung Dago', 'Matcha Powder', 12],
  ['Surabaya Tunjungan', 'Cup 16 oz', 6],
];

export function finishStock(
  book: StockBook,
  catalogue: Catalogue,
  outlets: (SuppliedOutlet & { name: string })[],
  now: number,
) {
  for (const sku of catalogue.skus) {
    if (!sku.watched) continue;
    for (const outlet of outlets) {
      const target = LOW_STOCK.find(([o, s]) => o === outlet.name && s === sku.name)?.[2];
      const have = book.stockOf(outlet.id, sku.id);
      const last = book.lastMovementAt(outlet.id, sku.id) ?? now - 26 * HOUR;
      // After the line's last movement, so it is the last word, and never after now.
      const at = Math.max(last, Math.min(now, Math.max(last + MINUTE, now - 26 * HOUR)));
      const floor = target ?? LOW_STOCK_THRESHOLD;
      if (have < floor) {
        const perPack = stockUnitsPerPurchase('ingredient', sku.unit, sku.unitAmount);
        book.adjustment(at, {
          outletId: outlet.id,
          skuId: sku.id,
          add: true,
          quantity: (target ?? Math.max(perPack, 2 * LOW_STOCK_THRESHOLD)) - have,
          tagging: 'retur',
          note: 'Unopened packs found in the back store at the stock count',
          by: outlet.keeperId,
        });
      } else if (target !== undefined && have > target) {
        book.adjustment(at, {
          outletId: outlet.id,
          skuId: sku.id,
          add: false,
          quantity: have - target,
          tagging: 'hilang',
          note: 'Counted short at the evening stock count',
          by: outlet.keeperId,
        });
      }
    }
  }
  book.drain(Infinity);
}
