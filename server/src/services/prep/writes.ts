// Making prep batches, discarding them, and setting an outlet's prep pars.
//
// A batch books its batch recipe × batches out of the outlet's stock and its yield in as one new lot
// (kind `batch`) in a single call to the stock ledger, which locks every line it touches in its one
// order (outlet, then SKU), so a batch never waits in a circle with a sale, and names the batch it
// made in the movements' notes (lib/stock-lots). The batch costs what it used at the ingredients' average cost, summed
// exactly in milli-rupiah and divided by its yield (half up); unknown when an ingredient has no cost.
//
// A discard locks the batch's stock line and then the batch (the ledger's order again), writes what
// is left off as waste at the batch's cost, and marks it discarded.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { prepPars, skuRecipeItems, skus, stockLots } from '../../db/schema';
import { recordChange } from '../../lib/audit';
import { blendAverageCost } from '../../lib/average-cost';
import { HttpError, unprocessable } from '../../lib/http-error';
import { MINUTE } from '../../lib/jakarta-time';
import { reaches, type OutletReach } from '../../lib/outlet-access';
import { moveStock, type StockChange } from '../../lib/stock-ledger';
import { costOf } from '../../lib/stock-units';
import { BATCH_NOT_FOUND, getPrepBatch, parsOf, requireOutlet, type PrepBatchDto, type PrepParsDto } from './queries';

type PrepBatchInput = components['schemas']['PrepBatchInput'];
type PrepParsInput = components['schemas']['PrepParsInput'];

export const NOT_PREP = 'This SKU is not a prep item';
export const NOTHING_LEFT = 'Nothing is left of this batch';

/** `total / count` rounded half up, for a non-negative total and a positive count. */
const perUnit = (total: number, count: number) => Math.floor((2 * total + count) / (2 * count));

export function createPrepBatch(
  db: DbOrTx,
  userId: number,
  reach: OutletReach,
  input: PrepBatchInput,
): Promise<PrepBatchDto> {
  return db.transaction(async (tx) => {
    await requireOutlet(tx, reach, input.outlet_id);
    const [item] = await tx
      .select({
        id: skus.id,
        name: skus.name,
        kind: skus.kind,
        batchYield: skus.batchYield,
        holdingMinutes: skus.holdingMinutes,
      })
      .from(skus)
      .where(eq(skus.id, input.sku_id));
    if (!item) throw unprocessable('SKU does not exist', 'sku_id');
    if (item.kind !== 'prep' || item.batchYield === null || item.holdingMinutes === null)
      throw unprocessable(NOT_PREP, 'sku_id');
    const recipe = await tx
      .select({
        skuId: skuRecipeItems.ingredientSkuId,
        quantity: skuRecipeItems.quantity,
        costMilli: skus.avgCostMilli,
      })
      .from(skuRecipeItems)
      .innerJoin(skus, eq(skus.id, skuRecipeItems.ingredientSkuId))
      .where(eq(skuRecipeItems.productSkuId, item.id))
      .orderBy(asc(skuRecipeItems.ingredientSkuId));
    if (recipe.length === 0) throw unprocessable('This prep item has no batch recipe', 'sku_id');

    const made = input.batches * item.batchYield;
    const used = recipe.map((line) => ({ ...line, quantity: line.quantity * input.batches }));
    const unitCostMilli = used.some((line) => line.costMilli === null)
      ? null
      : perUnit(
          used.reduce((sum, line) => sum + line.quantity * Number(line.costMilli), 0),
          made,
        );
    const producedAt = new Date();
    const expiresAt = new Date(producedAt.getTime() + item.holdingMinutes * MINUTE);
    const common = { outletId: input.outlet_id, source: 'production' as const, userId, field: 'sku_id' };
    const changes: StockChange[] = [
      {
        ...common,
        skuId: item.id,
        changeType: 'add',
        quantity: made,
        note: { code: 'batch_made', params: { sku: item.name } },
        newLot: { kind: 'batch', expiresAt, producedAt, batches: input.batches, unitCostMilli },
      },
      ...used.map((line): StockChange => ({
        ...common,
        skuId: line.skuId,
        changeType: 'deduct',
        quantity: line.quantity,
        note: { code: 'batch_used', params: { sku: item.name } },
      })),
    ];
    const movements = await moveStock(tx, changes);
    const batchId = movements.find((m) => m.skuId === item.id && m.changeType === 'add')!.lotId!;
    // What the prep item costs where recipes use it: its batches' costs, blended like receipts.
    if (unitCostMilli !== null) await blendAverageCost(tx, item.id, made, unitCostMilli);
    await recordChange(tx, {
      recordType: 'inventory',
      recordId: item.id,
      outletId: input.outlet_id,
      after: {
        batchId,
        batches: input.batches,
        quantity: made,
        expiresAt: expiresAt.toISOString(),
        unitCostMilli,
        used: used.map((line) => ({ sku_id: line.skuId, quantity: line.quantity })),
      },
    });
    return getPrepBatch(tx, reach, batchId);
  });
}

export function discardPrepBatch(
  db: DbOrTx,
  userId: number,
  reach: OutletReach,
  batchId: number,
): Promise<PrepBatchDto> {
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .select({ outletId: stockLots.outletId, skuId: stockLots.skuId })
      .from(stockLots)
      .where(and(eq(stockLots.id, batchId), eq(stockLots.kind, 'batch')));
    if (!batch || !reaches(reach, batch.outletId)) throw new HttpError(404, BATCH_NOT_FOUND);
    await tx.execute(sql`select 1 from inventory_stocks
      where outlet_id = ${batch.outletId} and sku_id = ${batch.skuId} for update`);
    const [locked] = await tx
      .select({
        quantity: stockLots.quantity,
        status: stockLots.status,
        unitCostMilli: stockLots.unitCostMilli,
        expired: sql<boolean>`${stockLots.expiresAt} <= now()`,
      })
      .from(stockLots)
      .where(eq(stockLots.id, batchId))
      .for('update');
    if (!locked || locked.status === 'discarded' || locked.quantity <= 0) throw unprocessable(NOTHING_LEFT);
    const wasteReason = locked.expired ? 'expired' : 'quality';
    const wasteValue = locked.unitCostMilli === null ? null : costOf(locked.quantity, Number(locked.unitCostMilli));
    await moveStock(tx, [
      {
        outletId: batch.outletId,
        skuId: batch.skuId,
        changeType: 'deduct',
        quantity: locked.quantity,
        source: 'waste',
        note: '',
        userId,
        lotId: batchId,
        wasteReason,
        wasteValue,
      },
    ]);
    await tx
      .update(stockLots)
      .set({ status: 'discarded', discardedAt: new Date(), discardedBy: userId })
      .where(eq(stockLots.id, batchId));
    await recordChange(tx, {
      recordType: 'inventory',
      recordId: batch.skuId,
      outletId: batch.outletId,
      before: { batchId, status: locked.status, quantity: locked.quantity },
      after: { batchId, status: 'discarded', quantity: 0, wasteReason, wasteValue },
    });
    return getPrepBatch(tx, reach, batchId);
  });
}

/** Checks the lines before anything is read: an item's daypart once. */
function checkPars(input: PrepParsInput) {
  const seen = new Set<string>();
  input.pars.forEach((par, index) => {
    const key = `${par.sku_id}@${par.from}`;
    if (seen.has(key)) throw unprocessable('This prep item already has a par from this time', `pars.${index}.from`);
    seen.add(key);
  });
}

/** Replaces every par of the outlet, in one transaction that holds the outlet's pars until it ends. */
export function replaceOutletPrepPars(
  db: DbOrTx,
  reach: OutletReach,
  outletId: number,
  input: PrepParsInput,
): Promise<PrepParsDto> {
  checkPars(input);
  return db.transaction(async (tx) => {
    await requireOutlet(tx, reach, outletId);
    // One replacement of an outlet's pars at a time; a lock that leaves the outlet's other writers be.
    await tx.execute(sql`select id from outlets where id = ${outletId} for no key update`);
    const ids = [...new Set(input.pars.map((par) => par.sku_id))];
    const found = ids.length
      ? await tx.select({ id: skus.id, kind: skus.kind }).from(skus).where(inArray(skus.id, ids)).for('share')
      : [];
    const kindOf = new Map(found.map((row) => [row.id, row.kind]));
    input.pars.forEach((par, index) => {
      const kind = kindOf.get(par.sku_id);
      if (!kind) throw unprocessable('SKU does not exist', `pars.${index}.sku_id`);
      if (kind !== 'prep') throw unprocessable(NOT_PREP, `pars.${index}.sku_id`);
    });
    const before = await parsOf(tx, outletId);
    await tx.delete(prepPars).where(eq(prepPars.outletId, outletId));
    if (input.pars.length)
      await tx
        .insert(prepPars)
        .values(input.pars.map((par) => ({ outletId, skuId: par.sku_id, fromTime: par.from, par: par.par })));
    const after = await parsOf(tx, outletId);
    const audited = (pars: PrepParsDto) => pars.pars.map(({ sku_id, from, par }) => ({ sku_id, from, par }));
    await recordChange(tx, {
      recordType: 'outlet',
      recordId: outletId,
      outletId,
      before: { prepPars: audited(before) },
      after: { prepPars: audited(after) },
    });
    return after;
  });
}
