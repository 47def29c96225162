// Lots under the stock ledger. A prep item (made in the shop in batches that are held for a time) and
// a SKU that tracks expiry (received in lots with an expiry date) are stocked lot by lot: every
// movement of such a SKU names the lot it changed, or none for stock held without a lot (stock from
// before the SKU was tracked, sale returns, count variances), so an outlet's stock of the SKU is its
// lots plus what is held without one, and each lot's quantity is the sum of the movements naming it.
//
// The ledger (lib/stock-ledger) calls `splitByLot` with the stock lines already locked and before it
// books; it locks the lines' lots (outlet, SKU, expiry, id: one order for every writer) and splits
// each deduction into one change per lot it takes from, first-expiring first:
//   a sale, a batch's use of its ingredients, what cups made used (`usedInCups`) and a transfer
//     take what has not expired, then what is held without a lot (a sale may take that below zero, as it may take the line);
//   a transfer never sends what has expired: short of unexpired stock it is refused;
//   waste, an adjustment and a count's variance take every lot, the expired first, then the rest;
//   a change naming its lot (a batch discarded, an expired lot written off) takes that lot only;
//   a change `withoutLot` (units booked in and out in one go, a transfer's damaged units) takes
//     what is held without a lot only.
// An addition naming a new lot (a batch made, a lot received) creates it; one naming a lot adds to
// it (a cancelled transfer's units back to the lots they left); any other addition is held without
// a lot. After booking, `bookLots` sets each lot's quantity, marks a lot with nothing left used up,
// and one that has something again (a transfer cancelled) active or expired.
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { unprocessable } from './http-error';
import { addDays, startOfJakartaDay } from './jakarta-time';
import type { StockChange, StockSource } from './stock-ledger';

/** A lot an addition brings in. */
export interface NewLot {
  kind: 'batch' | 'lot';
  /** The end of a batch's holding time, or the Jakarta midnight after a lot's expiry date. */
  expiresAt: Date;
  /** A received lot's printed expiry date (YYYY-MM-DD); absent for a batch. */
  expiryDate?: string | null;
  /** Batches made at once, for a batch. */
  batches?: number | null;
  /** When it was made or received; now when absent. */
  producedAt?: Date;
  /** A batch's cost per stock unit, in milli-rupiah. */
  unitCostMilli?: number | null;
  /** The transfer that brought it. */
  transferId?: number | null;
}

export const EXPIRY_REQUIRED = 'Expiry date is required';

/** A lot received with its printed expiry date: it expires at the Jakarta midnight after that date. */
export const receivedLot = (
  expiryDate: string,
  from: { unitCostMilli?: number | null; transferId?: number } = {},
): NewLot => ({
  kind: 'lot',
  expiryDate,
  expiresAt: new Date(startOfJakartaDay(addDays(expiryDate, 1))),
  unitCostMilli: from.unitCostMilli ?? null,
  transferId: from.transferId ?? null,
});

/** Sources that take only what has not expired. */
const USABLE_ONLY: ReadonlySet<StockSource> = new Set(['sale', 'production', 'transfer_out']);

interface LotRow {
  id: number;
  outlet_id: number;
  sku_id: number;
  quantity: number;
  expired: boolean;
}

export const lineKey = (c: { outletId: number; skuId: number }) => `${c.outletId}:${c.skuId}`;

/**
 * Answers the changes with every deduction of a lot-tracked SKU split per lot (each piece naming its
 * lot, or none for stock held without a lot) and every new lot created; other changes as given;
 * `origin` says which change given each piece is of. It
 * has the ledger lock the tracked lines (`lockLines`, in outlet then SKU order, answering each
 * line's stock by `outlet:sku`), then locks their lots, before reading either.
 */
export async function splitByLot(
  tx: Tx,
  changes: readonly StockChange[],
  lockLines: (lines: readonly { outletId: number; skuId: number }[]) => Promise<Map<string, number>>,
): Promise<{ changes: StockChange[]; origin: number[] }> {
  const skuIds = [...new Set(changes.map((c) => c.skuId))];
  const tracked = new Set(
    (
      await rowsOf<{ id: number }>(
        tx,
        sql`select id from skus where id in (${sql.join(
          skuIds.map((id) => sql`${id}::integer`),
          sql`, `,
        )}) and (kind = 'prep' or tracks_expiry)`,
      )
    ).map((row) => Number(row.id)),
  );
  const named = changes.filter((c) => c.lotId != null || c.newLot);
  if (tracked.size === 0 && named.length === 0) return { changes: [...changes], origin: changes.map((_, i) => i) };
  for (const change of named)
    if (!tracked.has(change.skuId)) throw new RangeError(`SKU ${change.skuId} is not stocked in lots`);

  // Every line of the call is locked here, tracked or not, so the call's locks keep the one order
  // (outlet, then SKU) even when an untracked line sorts before a tracked one.
  await lockLines([...new Map(changes.map((c) => [lineKey(c), c])).values()]);
  const lines = [...new Map(changes.filter((c) => tracked.has(c.skuId)).map((c) => [lineKey(c), c])).values()].sort(
    (a, b) => a.outletId - b.outletId || a.skuId - b.skuId,
  );
  const stock = await lockLines(lines);

  const lots =
    lines.length === 0
      ? []
      : await rowsOf<LotRow>(
          tx,
          sql`select id, outlet_id, sku_id, quantity, expires_at <= now() as expired
            from stock_lots
            where (outlet_id, sku_id) in (${sql.join(
              lines.map((c) => sql`(${c.outletId}::integer, ${c.skuId}::integer)`),
              sql`, `,
            )}) and (quantity > 0 or id in (${sql.join(
              [0, ...changes.map((c) => c.lotId ?? 0)].map((id) => sql`${id}::integer`),
              sql`, `,
            )}))
            order by outlet_id, sku_id, expires_at, id
            for update`,
        );
  const left = new Map(lots.map((lot) => [lot.id, Number(lot.quantity)]));
  const lotById = new Map(lots.map((lot) => [lot.id, lot]));
  /** The named lot, when it is of the change's outlet and SKU. */
  const namedLot = (change: StockChange) => {
    const lot = lotById.get(change.lotId!);
    return lot && lot.outlet_id === change.outletId && lot.sku_id === change.skuId ? lot : undefined;
  };
  const byLine = new Map<string, LotRow[]>();
  for (const lot of lots) {
    const key = lineKey({ outletId: lot.outlet_id, skuId: lot.sku_id });
    byLine.set(key, [...(byLine.get(key) ?? []), lot]);
  }
  // What each line holds without a lot: its stock less what its lots hold.
  const loose = new Map<string, number>();
  for (const line of lines) {
    const held = (byLine.get(lineKey(line)) ?? []).reduce((sum, lot) => sum + left.get(lot.id)!, 0);
    loose.set(lineKey(line), (stock.get(lineKey(line)) ?? 0) - held);
  }

  const split: StockChange[] = [];
  const origin: number[] = [];
  for (const [index, change] of changes.entries()) {
    const push = (piece: StockChange) => {
      split.push(piece);
      origin.push(index);
    };
    const key = lineKey(change);
    if (!tracked.has(change.skuId)) {
      push(change);
      continue;
    }
    if (change.newLot) {
      const [created] = await rowsOf<{ id: number }>(
        tx,
        sql`insert into stock_lots (outlet_id, sku_id, kind, batches, produced_at, expires_at, expiry_date,
            initial_quantity, quantity, unit_cost_milli, transfer_id, created_by)
          values (${change.outletId}, ${change.skuId}, ${change.newLot.kind}, ${change.newLot.batches ?? null},
            ${(change.newLot.producedAt ?? new Date()).toISOString()}, ${change.newLot.expiresAt.toISOString()},
            ${change.newLot.expiryDate ?? null}, ${change.quantity}, 0, ${change.newLot.unitCostMilli ?? null},
            ${change.newLot.transferId ?? null}, ${change.userId})
          returning id`,
      );
      push({ ...change, lotId: Number(created!.id) });
      continue;
    }
    if (change.lotId != null && !namedLot(change))
      throw unprocessable('This lot is not held at this outlet', change.field ?? 'lot_id');
    if (change.changeType === 'add') {
      if (change.lotId != null) left.set(change.lotId, left.get(change.lotId)! + change.quantity);
      else loose.set(key, (loose.get(key) ?? 0) + change.quantity);
      push(change);
      continue;
    }
    if (change.withoutLot) {
      loose.set(key, (loose.get(key) ?? 0) - change.quantity);
      push({ ...change, lotId: null });
      continue;
    }
    if (change.lotId != null) {
      const has = left.get(change.lotId)!;
      if (change.source === 'transfer_out' && namedLot(change)!.expired)
        throw unprocessable('Expired stock cannot be transferred', change.field ?? 'lot_id');
      if (change.quantity > has)
        throw unprocessable(
          `Not enough stock in this lot: ${has} left, ${change.quantity} to deduct`,
          change.field ?? 'quantity',
        );
      left.set(change.lotId, has - change.quantity);
      push(change);
      continue;
    }
    const usableOnly = USABLE_ONLY.has(change.source) || change.usedInCups === true;
    let wanted = change.quantity;
    // An exact sale keeps what it used exactly on its first piece, so its movements still say it.
    let exactMilli = change.exactMilli ?? null;
    for (const lot of byLine.get(key) ?? []) {
      if (wanted === 0) break;
      if (usableOnly && lot.expired) continue;
      const take = Math.min(left.get(lot.id)!, wanted);
      if (take <= 0) continue;
      left.set(lot.id, left.get(lot.id)! - take);
      wanted -= take;
      push({ ...change, quantity: take, lotId: lot.id, exactMilli, wasteValue: null });
      exactMilli = null;
    }
    if (wanted > 0) {
      const unlotted = loose.get(key) ?? 0;
      const short = wanted - Math.max(unlotted, 0);
      // Short of unexpired stock, a transfer that expired stock would cover is refused for that
      // reason; one that nothing would cover is refused by the ledger as more than is on hand.
      if (change.source === 'transfer_out' && short > 0) {
        const expired = (byLine.get(key) ?? []).filter((lot) => lot.expired).reduce((s, l) => s + left.get(l.id)!, 0);
        if (expired >= short)
          throw unprocessable(
            `Expired stock cannot be transferred: ${change.quantity - short} unexpired on hand, ${change.quantity} to send`,
            change.field ?? 'quantity',
          );
      }
      loose.set(key, unlotted - wanted);
      push({ ...change, quantity: wanted, lotId: null, exactMilli, wasteValue: null });
    }
  }
  return { changes: namingTheBatch(split), origin };
}

/**
 * A batch made books its yield and what it used in one call, before its lot exists: the notes that
 * say so (`batch_made`, `batch_used`) are given the batch the call created.
 */
function namingTheBatch(split: StockChange[]): StockChange[] {
  const made = split.filter((c) => c.newLot?.kind === 'batch');
  if (made.length !== 1) return split;
  const batchId = made[0]!.lotId!;
  return split.map((c) =>
    typeof c.note !== 'string' && (c.note.code === 'batch_made' || c.note.code === 'batch_used')
      ? { ...c, note: { ...c.note, params: { ...c.note.params, batch_id: batchId } } }
      : c,
  );
}

/** Sets the lots' quantities from the movements booked, marking a lot with nothing left used up. */
export async function bookLots(tx: Tx, moved: readonly { lotId: number | null; delta: number }[]): Promise<void> {
  const delta = new Map<number, number>();
  for (const m of moved) if (m.lotId !== null) delta.set(m.lotId, (delta.get(m.lotId) ?? 0) + m.delta);
  if (delta.size === 0) return;
  const values = sql.join(
    [...delta].map(([id, d]) => sql`(${id}::integer, ${d}::integer)`),
    sql`, `,
  );
  await tx.execute(sql`update stock_lots l set quantity = l.quantity + v.delta,
      status = case
        when l.quantity + v.delta = 0 and l.status in ('active', 'expired') then 'used_up'
        when l.quantity + v.delta > 0 and l.status in ('used_up', 'discarded')
          then case when l.expires_at <= now() then 'expired' else 'active' end
        else l.status end
    from (values ${values}) as v(id, delta) where l.id = v.id`);
}
