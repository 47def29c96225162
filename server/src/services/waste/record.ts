// Waste recorded by hand at an outlet: each line written off the outlet's stock through the ledger
// (`source: waste`, its reason and note), first-expiring lots first, never below zero, and valued.
import { eq, sql } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { Db, DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { outlets } from '../../db/schema';
import { recordChanges } from '../../lib/audit';
import { HttpError, unprocessable } from '../../lib/http-error';
import { requireReach, type OutletReach } from '../../lib/outlet-access';
import { moveStock, type Movement } from '../../lib/stock-ledger';
import { wasteRecorded, type WasteRecorded, type WrittenOff } from './recorded';

type WasteInput = components['schemas']['WasteInput'];

export const OUTLET_NOT_FOUND = 'Outlet not found';
export const SKU_NOT_FOUND = 'SKU not found';
export const NOT_STOCKED = 'This SKU keeps no stock of its own: it is made from its recipe or components';

/**
 * Whether each SKU keeps stock of its own: an ingredient, a prep item, or a product sold as itself
 * (no recipe, not a bundle); a drink made from its recipe or a bundle of components does not.
 */
async function stocked(db: DbOrTx, ids: readonly number[]) {
  const rows = await rowsOf<{ id: number; stocked: boolean }>(
    db,
    sql`select s.id, (s.kind <> 'product' or (not s.is_bundled
        and not exists (select 1 from sku_recipe_items r where r.product_sku_id = s.id))) as stocked
      from skus s where s.id in (${sql.join(
        ids.map((id) => sql`${id}::integer`),
        sql`, `,
      )})`,
  );
  return new Map(rows.map((row) => [Number(row.id), row.stocked]));
}

export function recordWaste(db: Db, userId: number, reach: OutletReach, input: WasteInput): Promise<WasteRecorded> {
  return db.transaction(async (tx) => {
    const outletId = input.outlet_id;
    requireReach(reach, outletId, OUTLET_NOT_FOUND);
    const [outlet] = await tx.select({ id: outlets.id }).from(outlets).where(eq(outlets.id, outletId));
    if (!outlet) throw new HttpError(404, OUTLET_NOT_FOUND);
    const kinds = await stocked(tx, [...new Set(input.lines.map((line) => line.sku_id))]);
    input.lines.forEach((line, i) => {
      const keeps = kinds.get(line.sku_id);
      if (keeps === undefined) throw unprocessable(SKU_NOT_FOUND, `lines.${i}.sku_id`);
      if (!keeps) throw unprocessable(NOT_STOCKED, `lines.${i}.sku_id`);
    });
    const movements = await moveStock(
      tx,
      input.lines.map((line, i) => ({
        outletId,
        skuId: line.sku_id,
        source: 'waste' as const,
        changeType: 'deduct' as const,
        quantity: line.quantity,
        wasteReason: line.reason,
        note: line.note?.trim() ?? '',
        userId,
        field: `lines.${i}.quantity`,
      })),
    );
    // The ledger answers each line's pieces (one per lot it took from) in the order given.
    const lines: WrittenOff[] = [];
    let next = 0;
    for (const line of input.lines) {
      const pieces: Movement[] = [];
      for (let left = line.quantity; left > 0; next++) {
        pieces.push(movements[next]!);
        left -= movements[next]!.quantity;
      }
      lines.push({ skuId: line.sku_id, reason: line.reason, movements: pieces });
    }
    const recorded = await wasteRecorded(tx, outletId, lines);
    await recordChanges(
      tx,
      lines.map((line, i) => ({
        recordType: 'inventory' as const,
        recordId: line.skuId,
        outletId,
        before: { quantity: line.movements[0]!.quantityBefore },
        after: {
          quantity: line.movements.at(-1)!.quantityAfter,
          wasteReason: line.reason,
          wasted: recorded.lines[i]!.quantity,
          wasteValue: recorded.lines[i]!.value,
          note: input.lines[i]!.note?.trim() ?? '',
        },
      })),
    );
    return recorded;
  });
}
