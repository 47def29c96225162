// Opening, counting, closing and cancelling stock counts. Opening records every line's expected
// quantity in one statement, holding the outlet's stock lines for a moment so a sale either is in
// the expected quantity or is stamped after the opening. Saving counts and closing queue on the
// count's row: a save waits for a close and then finds the count closed; a second close finds it
// closed and books nothing. Closing books every counted line's variance in one ledger call.
import { eq, sql } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { outlets, stocktakes } from '../../db/schema';
import { conflict, notFound, unprocessable } from '../../lib/http-error';
import { recordChangeNotices } from '../../lib/order-events';
import { requireReach, type OutletReach } from '../../lib/outlet-access';
import { moveStock, type StockChange } from '../../lib/stock-ledger';
import { getStocktake, OUTLET_NOT_FOUND, STOCKTAKE_NOT_FOUND, type Stocktake, type StocktakeDto } from './queries';
import { recordChange, snapshot } from '../../lib/audit';
import { nextDocumentNumber, STOCKTAKE_NUMBERS } from '../../lib/document-numbers';

type Input = components['schemas']['StocktakeInput'];
type CountsInput = components['schemas']['StocktakeCountsInput'];

export const NOT_OPEN = 'This stock count is already closed or cancelled';

/**
 * Opens a count at the outlet: the SKUs named, or every SKU with a stock line there and every
 * active ingredient, each with the stock on hand as its expected quantity.
 */
/** Records a count's change at its outlet; `counted` names the lines counted by this write. */
async function recordStocktake(
  tx: Tx,
  id: number,
  before: Record<string, unknown> | undefined,
  counted?: Record<string, unknown>,
) {
  const after = await snapshot(tx, stocktakes, id);
  await recordChange(tx, {
    recordType: 'stocktake',
    recordId: id,
    outletId: after?.outletId as number,
    before: counted ? undefined : before,
    after: counted ?? after,
  });
  await recordChangeNotices(tx, 'stocktake', [{ outletId: after?.outletId as number, id }]);
}

export function openStocktake(db: DbOrTx, userId: number, reach: OutletReach, input: Input): Promise<StocktakeDto> {
  return db.transaction(async (tx) => {
    requireReach(reach, input.outlet_id, OUTLET_NOT_FOUND);
    const [outlet] = await tx.select({ id: outlets.id }).from(outlets).where(eq(outlets.id, input.outlet_id));
    if (!outlet) throw notFound('Outlet');
    const skuIds = input.sku_ids ? [...new Set(input.sku_ids)] : null;
    const number = await nextDocumentNumber(tx, STOCKTAKE_NUMBERS);
    const [header] = await tx
      .insert(stocktakes)
      .values({
        stocktakeNumber: number,
        outletId: input.outlet_id,
        blind: input.blind,
        note: input.note?.trim() ?? '',
        createdBy: userId,
      })
      .returning({ id: stocktakes.id });
    const id = header!.id;
    const chosen = skuIds
      ? sql`s.id = any(${`{${skuIds.join(',')}}`}::integer[])`
      : sql`(l.sku_id is not null or (s.kind = 'ingredient' and s.status))`;
    // The stock lines are held (for share) while they are read: a sale booking one now is waited
    // for and read after, and a sale that comes next waits for this transaction and is stamped
    // after the opening below.
    const written = await rowsOf<{ sku_id: number }>(
      tx,
      sql`with held as (
          select sku_id, quantity from inventory_stocks where outlet_id = ${input.outlet_id}
          order by sku_id for share
        )
        insert into stocktake_lines (stocktake_id, sku_id, expected_quantity)
        select ${id}::integer, s.id, coalesce(l.quantity, 0)
        from skus s left join held l on l.sku_id = s.id
        where ${chosen}
        returning sku_id`,
    );
    if (skuIds && written.length !== skuIds.length) {
      const found = new Set(written.map((row) => row.sku_id));
      const missing = skuIds.findIndex((skuId) => !found.has(skuId));
      throw unprocessable(
        `SKU ${skuIds[missing]} does not exist`,
        `sku_ids.${input.sku_ids!.indexOf(skuIds[missing]!)}`,
      );
    }
    await tx.execute(sql`update ${stocktakes} set opened_at = clock_timestamp() where id = ${id}`);
    await recordStocktake(tx, id, undefined);
    return getStocktake(tx, reach, id);
  });
}

/** The count's row, held for the rest of the transaction; out of reach is not found. */
async function heldStocktake(tx: Tx, reach: OutletReach, id: number, strength: 'update' | 'share'): Promise<Stocktake> {
  const query = tx.select().from(stocktakes).where(eq(stocktakes.id, id));
  const [row] = await (strength === 'update' ? query.for('update') : query.for('share'));
  if (!row) throw notFound(STOCKTAKE_NOT_FOUND);
  requireReach(reach, row.outletId, notFound(STOCKTAKE_NOT_FOUND).message);
  if (row.status !== 'OPEN') throw conflict(NOT_OPEN);
  return row;
}

/** Saves counted quantities; the last save of a line wins and records who counted it and when. */
export function saveCounts(
  db: DbOrTx,
  userId: number,
  reach: OutletReach,
  id: number,
  input: CountsInput,
): Promise<StocktakeDto> {
  return db.transaction(async (tx) => {
    await heldStocktake(tx, reach, id, 'share');
    // A SKU sent twice in one save keeps its last quantity.
    const latest = new Map<number, { quantity: number; index: number }>();
    input.counts.forEach((count, index) => latest.set(count.sku_id, { quantity: count.counted_quantity, index }));
    const skuIds = [...latest.keys()];
    const quantities = skuIds.map((skuId) => latest.get(skuId)!.quantity);
    const updated = await rowsOf<{ sku_id: number }>(
      tx,
      sql`update stocktake_lines l
        set counted_quantity = c.quantity, counted_by = ${userId}, counted_at = clock_timestamp()
        from unnest(${`{${skuIds.join(',')}}`}::integer[], ${`{${quantities.join(',')}}`}::integer[]) as c(sku_id, quantity)
        where l.stocktake_id = ${id} and l.sku_id = c.sku_id
        returning l.sku_id`,
    );
    if (updated.length !== skuIds.length) {
      const found = new Set(updated.map((row) => row.sku_id));
      const missing = skuIds.find((skuId) => !found.has(skuId))!;
      throw unprocessable(`SKU ${missing} is not on this stock count`, `counts.${latest.get(missing)!.index}.sku_id`);
    }
    await recordStocktake(tx, id, undefined, {
      counts: skuIds.map((skuId, index) => ({ sku_id: skuId, counted_quantity: quantities[index] })),
    });
    return getStocktake(tx, reach, id);
  });
}

interface ClosedLine {
  sku_id: number;
  variance: number;
}

/**
 * Closes the count: for each counted line, what moved at the outlet after opening up to the line's
 * count, the variance against the expected quantity plus that, and the SKU's average cost are kept
 * on the line; the variances are booked in one ledger call. Lines never counted are left alone.
 */
export function closeStocktake(db: DbOrTx, userId: number, reach: OutletReach, id: number): Promise<StocktakeDto> {
  return db.transaction(async (tx) => {
    const stocktake = await heldStocktake(tx, reach, id, 'update');
    const lines = await rowsOf<ClosedLine>(
      tx,
      sql`with moved as (
          select l.sku_id, coalesce(sum(case when m.change_type = 'add' then m.quantity else -m.quantity end), 0)::integer as moved
          from stocktake_lines l
            left join inventory_movements m on m.outlet_id = ${stocktake.outletId} and m.sku_id = l.sku_id
              and m.created_at > ${stocktake.openedAt.toISOString()}::timestamptz and m.created_at <= l.counted_at
          where l.stocktake_id = ${id} and l.counted_quantity is not null
          group by l.sku_id
        )
        update stocktake_lines l
        set moved_since_opening = mv.moved,
          variance = l.counted_quantity - l.expected_quantity - mv.moved,
          unit_cost_milli = s.avg_cost_milli::integer
        from moved mv, skus s
        where l.stocktake_id = ${id} and l.sku_id = mv.sku_id and s.id = l.sku_id
        returning l.sku_id, l.variance`,
    );
    const changes: StockChange[] = lines
      .filter((line) => line.variance !== 0)
      .sort((a, b) => a.sku_id - b.sku_id)
      .map((line) => ({
        outletId: stocktake.outletId,
        skuId: line.sku_id,
        changeType: line.variance > 0 ? 'add' : 'deduct',
        quantity: Math.abs(line.variance),
        source: 'stocktake',
        note: { code: 'stock_count', params: { number: stocktake.stocktakeNumber } },
        stocktakeId: id,
        userId,
      }));
    await moveStock(tx, changes);
    const before = await snapshot(tx, stocktakes, id);
    await tx
      .update(stocktakes)
      .set({ status: 'CLOSED', closedAt: sql`clock_timestamp()`, closedBy: userId })
      .where(eq(stocktakes.id, id));
    await recordStocktake(tx, id, before);
    return getStocktake(tx, reach, id);
  });
}

/** Cancels an open count; nothing is booked. */
export function cancelStocktake(db: DbOrTx, userId: number, reach: OutletReach, id: number): Promise<StocktakeDto> {
  return db.transaction(async (tx) => {
    await heldStocktake(tx, reach, id, 'update');
    const before = await snapshot(tx, stocktakes, id);
    await tx
      .update(stocktakes)
      .set({ status: 'CANCELLED', closedAt: sql`clock_timestamp()`, closedBy: userId })
      .where(eq(stocktakes.id, id));
    await recordStocktake(tx, id, before);
    return getStocktake(tx, reach, id);
  });
}
