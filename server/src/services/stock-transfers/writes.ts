// Sending, receiving and cancelling transfers, each in one transaction through the stock ledger.
//
// Sending books `transfer_out` at the sender for every line; the ledger locks the sender's stock
// lines and refuses a line the sender does not have, so nothing else is locked. Receiving and
// cancelling lock the transfer row first and go on only while it is IN_TRANSIT, so a transfer is
// received once, or cancelled once, never both: the second writer waits for the first and then
// finds it closed (409).
//
// Receiving books, at the receiver, `transfer_in` of everything sent, then deducts the damaged
// units (an adjustment tagged `rusak`) and the units that never arrived (tagged `hilang`), all
// pointing to the transfer; the receiver's stock grows by what arrived in good order. Cancelling
// books every line back at the sender (`transfer_out`, add).
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx, Tx } from '../../db/client';
import { outlets, skus, stockTransferItems, stockTransfers } from '../../db/schema';
import { conflict, databaseErrorCode, notFound, unprocessable } from '../../lib/http-error';
import { recordChangeNotices } from '../../lib/order-events';
import { requireReach, type OutletReach } from '../../lib/outlet-access';
import { moveStock, type StockChange } from '../../lib/stock-ledger';
import { EXPIRY_REQUIRED, receivedLot, type NewLot } from '../../lib/stock-lots';
import { getStockTransfer, lotsSent, nextTransferNumber, TRANSFER_NOT_FOUND, type StockTransferDto } from './queries';
import { recordChange, snapshot } from '../../lib/audit';

type Input = components['schemas']['StockTransferInput'];
type ReceiveInput = components['schemas']['StockTransferReceiveInput'];

const NOT_FOUND = notFound(TRANSFER_NOT_FOUND).message;
/** Tries at a free number when transfers are sent at the same moment. */
const NUMBER_TRIES = 100;

/** Each SKU once (422 at the second line naming it). */
function checkOnce(skuIds: readonly number[]): void {
  const seen = new Set<number>();
  skuIds.forEach((skuId, index) => {
    if (seen.has(skuId)) throw unprocessable('This SKU is already on the transfer', `items.${index}.sku_id`);
    seen.add(skuId);
  });
}

/** Both outlets and every SKU exist (422 naming the first that does not); answers the receiver's name. */
async function checkReferences(tx: Tx, input: Input): Promise<string> {
  const found = new Map(
    (
      await tx
        .select({ id: outlets.id, name: outlets.name })
        .from(outlets)
        .where(inArray(outlets.id, [input.from_outlet_id, input.to_outlet_id]))
    ).map((row) => [row.id, row.name]),
  );
  if (!found.has(input.from_outlet_id)) throw unprocessable('Outlet does not exist', 'from_outlet_id');
  if (!found.has(input.to_outlet_id)) throw unprocessable('Outlet does not exist', 'to_outlet_id');
  const known = new Set(
    (
      await tx
        .select({ id: skus.id })
        .from(skus)
        .where(
          inArray(
            skus.id,
            input.items.map((line) => line.sku_id),
          ),
        )
    ).map((row) => row.id),
  );
  const missing = input.items.findIndex((line) => !known.has(line.sku_id));
  if (missing >= 0) throw unprocessable('SKU does not exist', `items.${missing}.sku_id`);
  return found.get(input.to_outlet_id)!;
}

/**
 * Gives the transfer the next free number, last thing before the commit, so a number is held only
 * for the moment it takes to commit. Two transfers sent at once may pick the same number; the
 * second waits for the first to commit and tries the next one (in a savepoint, so the
 * transaction goes on). Until then the transfer carries a provisional number no one sees.
 */
async function assignNumber(tx: Tx, id: number): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const transferNumber = await nextTransferNumber(tx);
    try {
      await tx.transaction(async (savepoint) => {
        await savepoint.update(stockTransfers).set({ transferNumber }).where(eq(stockTransfers.id, id));
      });
      return;
    } catch (error) {
      if (databaseErrorCode(error) !== '23505' || attempt >= NUMBER_TRIES) throw error;
    }
  }
}

/** How each of the SKUs is stocked in lots: `expiry` (received lots with a date), `batch` (prep items); absent otherwise. */
async function lotTracking(tx: Tx, skuIds: readonly number[]): Promise<Map<number, 'expiry' | 'batch'>> {
  if (skuIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: skus.id, kind: skus.kind, tracksExpiry: skus.tracksExpiry })
    .from(skus)
    .where(inArray(skus.id, [...skuIds]));
  const tracking = new Map<number, 'expiry' | 'batch'>();
  for (const row of rows) {
    if (row.kind === 'prep') tracking.set(row.id, 'batch');
    else if (row.tracksExpiry) tracking.set(row.id, 'expiry');
  }
  return tracking;
}

/**
 * The lot what arrived in good order comes in as: for a SKU tracking expiry, a lot with the date
 * the receiver gives; for a prep item, a batch ending when the first of the batches sent ends (none
 * when nothing sent was from a batch). Its cost is that of the lots sent.
 */
function arrivingLot(
  tracking: 'expiry' | 'batch',
  line: ReceiveInput['items'][number],
  sentLots: Awaited<ReturnType<typeof lotsSent>>,
  skuId: number,
  transferId: number,
): NewLot | undefined {
  const lots = sentLots.filter((lot) => lot.skuId === skuId);
  const costed = lots.filter((lot) => lot.unitCostMilli !== null);
  const units = costed.reduce((sum, lot) => sum + lot.quantity, 0);
  const unitCostMilli =
    units === 0 ? null : Math.round(costed.reduce((sum, lot) => sum + lot.quantity * lot.unitCostMilli!, 0) / units);
  if (tracking === 'expiry') return receivedLot(line.expiry_date!, { unitCostMilli, transferId });
  if (lots.length === 0) return undefined;
  const first = (dates: Date[]) => new Date(Math.min(...dates.map((d) => d.getTime())));
  return {
    kind: 'batch',
    batches: 1,
    expiresAt: first(lots.map((lot) => lot.expiresAt)),
    producedAt: first(lots.map((lot) => lot.producedAt)),
    unitCostMilli,
    transferId,
  };
}

/** Sends the lines from one outlet to another; the caller must reach the sender (404 otherwise). */
/** Records a transfer's change at its sender, and notices of it at both outlets; `before` read before the write. */
async function recordTransfer(tx: Tx, id: number, before: Record<string, unknown> | undefined) {
  const after = await snapshot(tx, stockTransfers, id);
  await recordChange(tx, {
    recordType: 'stock_transfer',
    recordId: id,
    outletId: after?.fromOutletId as number,
    before,
    after,
  });
  await recordChangeNotices(tx, 'stock_transfer', [
    { outletId: after?.fromOutletId as number, id },
    { outletId: after?.toOutletId as number, id },
  ]);
}

export function createStockTransfer(
  db: DbOrTx,
  userId: number,
  reach: OutletReach,
  input: Input,
): Promise<StockTransferDto> {
  requireReach(reach, input.from_outlet_id, 'Outlet not found');
  if (input.from_outlet_id === input.to_outlet_id) {
    throw unprocessable('Choose another outlet than the sender', 'to_outlet_id');
  }
  if (input.items.length === 0) throw unprocessable('Add at least one SKU', 'items');
  checkOnce(input.items.map((line) => line.sku_id));
  const note = input.note?.trim() ?? '';
  return db.transaction(async (tx) => {
    const receiverName = await checkReferences(tx, input);
    const [header] = await tx
      .insert(stockTransfers)
      .values({
        transferNumber: `pending-${randomUUID()}`,
        fromOutletId: input.from_outlet_id,
        toOutletId: input.to_outlet_id,
        note,
        createdBy: userId,
      })
      .returning({ id: stockTransfers.id });
    await tx
      .insert(stockTransferItems)
      .values(input.items.map((line) => ({ transferId: header!.id, skuId: line.sku_id, quantity: line.quantity })));
    await moveStock(
      tx,
      input.items.map((line, index): StockChange => ({
        outletId: input.from_outlet_id,
        skuId: line.sku_id,
        changeType: 'deduct',
        quantity: line.quantity,
        source: 'transfer_out',
        note: { code: 'transfer_sent', params: { outlet: receiverName } },
        transferId: header!.id,
        userId,
        field: `items.${index}.quantity`,
      })),
    );
    await assignNumber(tx, header!.id);
    await recordTransfer(tx, header!.id, undefined);
    return getStockTransfer(tx, reach, header!.id);
  });
}

/**
 * Locks the transfer for the rest of the transaction; 404 when there is none or the caller does not
 * reach the end that acts (`end`), 409 when it is no longer in transit.
 */
async function lockInTransit(tx: Tx, reach: OutletReach, id: number, end: 'from' | 'to') {
  const [transfer] = await tx
    .select({
      number: stockTransfers.transferNumber,
      status: stockTransfers.status,
      fromOutletId: stockTransfers.fromOutletId,
      toOutletId: stockTransfers.toOutletId,
    })
    .from(stockTransfers)
    .where(eq(stockTransfers.id, id))
    .for('update');
  requireReach(reach, end === 'from' ? transfer?.fromOutletId : transfer?.toOutletId, NOT_FOUND);
  if (transfer!.status === 'RECEIVED') throw conflict('This transfer was already received');
  if (transfer!.status === 'CANCELLED') throw conflict('This transfer was cancelled');
  const items = await tx
    .select({ skuId: stockTransferItems.skuId, quantity: stockTransferItems.quantity })
    .from(stockTransferItems)
    .where(eq(stockTransferItems.transferId, id));
  return { ...transfer!, items };
}

/** Receives every line at the receiver, which the caller must reach. */
export function receiveStockTransfer(
  db: DbOrTx,
  userId: number,
  reach: OutletReach,
  id: number,
  input: ReceiveInput,
): Promise<StockTransferDto> {
  checkOnce(input.items.map((line) => line.sku_id));
  return db.transaction(async (tx) => {
    const transfer = await lockInTransit(tx, reach, id, 'to');
    const sent = new Map(transfer.items.map((item) => [item.skuId, item.quantity]));
    input.items.forEach((line, index) => {
      const quantity = sent.get(line.sku_id);
      if (quantity === undefined) throw unprocessable('This SKU is not on the transfer', `items.${index}.sku_id`);
      if (line.quantity_received + line.quantity_damaged > quantity) {
        throw unprocessable(
          `Received and damaged cannot exceed the ${quantity} sent`,
          `items.${index}.quantity_received`,
        );
      }
    });
    const given = new Set(input.items.map((line) => line.sku_id));
    if (transfer.items.some((item) => !given.has(item.skuId))) {
      throw unprocessable('Give what arrived for every line of the transfer', 'items');
    }
    const inLots = await lotTracking(tx, [...given]);
    input.items.forEach((line, index) => {
      if (inLots.get(line.sku_id) === 'expiry' && line.quantity_received > 0 && !line.expiry_date)
        throw unprocessable(EXPIRY_REQUIRED, `items.${index}.expiry_date`);
    });
    const sentLots = await lotsSent(tx, id);
    const changes: StockChange[] = [];
    const base = { outletId: transfer.toOutletId, transferId: id, userId };
    input.items.forEach((line, index) => {
      const quantity = sent.get(line.sku_id)!;
      const lost = quantity - line.quantity_received - line.quantity_damaged;
      const field = `items.${index}.quantity_received`;
      const skuId = line.sku_id;
      const received = { code: 'transfer_received' as const, params: { number: transfer.number } };
      const tracking = inLots.get(skuId);
      // What arrived in good order comes in as one lot; damaged and lost units are booked in and
      // out again without one.
      const newLot =
        tracking && line.quantity_received > 0 ? arrivingLot(tracking, line, sentLots, skuId, id) : undefined;
      if (newLot) {
        changes.push({
          ...base,
          skuId,
          changeType: 'add',
          quantity: line.quantity_received,
          source: 'transfer_in',
          note: received,
          field,
          newLot,
        });
        if (quantity > line.quantity_received)
          changes.push({
            ...base,
            skuId,
            changeType: 'add',
            quantity: quantity - line.quantity_received,
            source: 'transfer_in',
            note: received,
            field,
          });
      } else {
        changes.push({ ...base, skuId, changeType: 'add', quantity, source: 'transfer_in', note: received, field });
      }
      const withoutLot = tracking !== undefined;
      if (line.quantity_damaged > 0) {
        changes.push({
          ...base,
          skuId,
          changeType: 'deduct',
          quantity: line.quantity_damaged,
          source: 'adjustment',
          tagging: 'rusak',
          note: { code: 'transfer_damaged', params: { number: transfer.number } },
          field: `items.${index}.quantity_damaged`,
          withoutLot,
        });
      }
      if (lost > 0) {
        changes.push({
          ...base,
          skuId,
          changeType: 'deduct',
          quantity: lost,
          source: 'adjustment',
          tagging: 'hilang',
          note: { code: 'transfer_lost', params: { number: transfer.number } },
          field,
          withoutLot,
        });
      }
    });
    await moveStock(tx, changes);
    for (const line of input.items) {
      await tx
        .update(stockTransferItems)
        .set({ quantityReceived: line.quantity_received, quantityDamaged: line.quantity_damaged })
        .where(and(eq(stockTransferItems.transferId, id), eq(stockTransferItems.skuId, line.sku_id)));
    }
    const before = await snapshot(tx, stockTransfers, id);
    await tx
      .update(stockTransfers)
      .set({ status: 'RECEIVED', receivedAt: new Date(), receivedBy: userId, receiveNote: input.note?.trim() || null })
      .where(eq(stockTransfers.id, id));
    await recordTransfer(tx, id, before);
    return getStockTransfer(tx, reach, id);
  });
}

/**
 * Books every line back at the sender, which the caller must reach: what left a lot goes back to
 * that lot (an expired one stays expired), the rest is held without a lot.
 */
export function cancelStockTransfer(db: DbOrTx, userId: number, reach: OutletReach, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const transfer = await lockInTransit(tx, reach, id, 'from');
    const inLots = await lotTracking(
      tx,
      transfer.items.map((item) => item.skuId),
    );
    const sentLots = await lotsSent(tx, id);
    const back = (skuId: number, quantity: number, lotId: number | null): StockChange => ({
      outletId: transfer.fromOutletId,
      skuId,
      changeType: 'add',
      quantity,
      source: 'transfer_out',
      note: { code: 'transfer_returned', params: { number: transfer.number } },
      transferId: id,
      userId,
      lotId,
    });
    await moveStock(
      tx,
      transfer.items.flatMap((item) => {
        const lots = inLots.has(item.skuId) ? sentLots.filter((lot) => lot.skuId === item.skuId) : [];
        const fromLots = lots.reduce((sum, lot) => sum + lot.quantity, 0);
        return [
          ...lots.map((lot) => back(item.skuId, lot.quantity, lot.id)),
          ...(item.quantity > fromLots ? [back(item.skuId, item.quantity - fromLots, null)] : []),
        ];
      }),
    );
    const before = await snapshot(tx, stockTransfers, id);
    await tx
      .update(stockTransfers)
      .set({ status: 'CANCELLED', cancelledAt: new Date(), cancelledBy: userId })
      .where(eq(stockTransfers.id, id));
    await recordTransfer(tx, id, before);
  });
}
