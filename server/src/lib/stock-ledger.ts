// The stock ledger: the one way stock changes. Every change (a goods receipt, an adjustment, a sale
// and its return, and whatever moves stock later) calls `moveStock` inside the caller's transaction
// with the changes it makes. The ledger locks the stock lines they touch, all in one statement and
// in one fixed order (outlet, then SKU), so two writers never wait on each other in a circle; it
// writes one movement per change with the quantity before and after, who and why, and sets the new
// stock, so each outlet's stock of a SKU always equals the sum of its movements there.
//
// After booking, the ledger tells the low-stock alerts (lib/low-stock.ts) each changed line's stock,
// in the same transaction, so a line crossing below its reorder rule's minimum alerts exactly once,
// and records a change notice of the outlet's stock naming the SKUs moved (lib/order-events.ts).
//
// A deduction by hand or by receipt never takes stock below zero. One that takes from a lot is
// judged by the lot (it never takes more than the lot holds): a batch thrown away is thrown away
// even when sales took what is held without a lot below zero. A sale may: the customer has the
// drink, so the shelf held more than was booked, and the line shows in red until it is counted. A
// deduction booked together with a larger addition to the same line (a transfer received with some
// units damaged) is judged by what the call does to the line: it never lowers a line below zero.
//
// Exact use and whole units. A sale knows what its cups used exactly, in thousandths of a stock
// unit (a large cup at 50 % sugar uses 7.5 ml of syrup), but stock moves in whole units. A change
// may carry `exactMilli`; the ledger then keeps, per outlet and SKU, what was used but not booked
// (inventory_stocks.owed_milli = exact used − booked × 1000) and decides the whole units itself,
// under the stock line's lock:
//   a sale of e:   owed += e; whole = round half up (owed / 1000), never below 0; owed −= whole × 1000;
//   its return:    gives back exactly the whole units the sale booked; owed += whole × 1000 − e,
//                  undoing that sale's effect on the carry.
// Rounding happens once per (order, SKU) booking, on the running total, so however many cups are
// sold the booked stock stays within half a unit of what the cups used exactly after every sale:
// 10,000 cups of 7.5 ml book 75,000 ml, never 80,000 or 70,000. A return gives back what was
// booked, not what was used, so until the next sale the carry may be off by that booking's own
// rounding (under a unit per return); the next sale books it in (a carry left below half a unit
// short books nothing until sales use it up). A booking that comes to no whole unit moves nothing
// and writes no movement (the carry still counts it). Movements keep `exact_milli`, the exact
// amount behind their whole `quantity`.
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import {
  INVENTORY_SOURCES,
  INVENTORY_TAGGINGS,
  inventoryMovements,
  TAGGINGS_BY_CHANGE_TYPE,
  type WasteReason,
  type MovementNoteCode,
  type MovementNoteParams,
} from '../db/schema';
import { MILLI } from './cup-recipe';
import { databaseErrorCode, unprocessable } from './http-error';
import { alertLowStock } from './low-stock';
import { recordChangeNotices } from './order-events';
import { bookLots, lineKey, splitByLot, type NewLot } from './stock-lots';

export type ChangeType = keyof typeof TAGGINGS_BY_CHANGE_TYPE;
export type Tagging = (typeof INVENTORY_TAGGINGS)[number];
export type StockSource = (typeof INVENTORY_SOURCES)[number];

export const INVALID_TAGGING = 'Invalid tagging for the selected change type';

/**
 * Sources whose deductions may take stock below zero: a sale, a prep batch's use of its ingredients
 * (the cup or the batch was made: the shelf held more than was booked), and a count's variance,
 * which sets the shelf to what was counted plus what moved after counting (sales after the count may
 * have taken the book below zero).
 */
const MAY_GO_NEGATIVE: ReadonlySet<StockSource> = new Set(['sale', 'stocktake', 'production']);

export interface StockChange {
  outletId: number;
  skuId: number;
  changeType: ChangeType;
  /**
   * Stock units, at least 1. For a deduction with `exactMilli` the ledger decides it from the carry
   * (whatever is given is ignored); for an addition with `exactMilli`, the whole units given back.
   */
  quantity: number;
  /**
   * What the change is exactly, in thousandths of a stock unit (a sale, or what a return undoes):
   * the ledger books it with the carry of the outlet's SKU (see the head of this file).
   */
  exactMilli?: number | null;
  source: StockSource;
  /** The spec's reason: required for adjustments and receipts, absent for the other sources. */
  tagging?: Tagging | null;
  /** What a person typed, or what the server says as a code with its parameters (worded by the reader's language). */
  note: string | ServerNote;
  poNumber?: string | null;
  purchaseOrderId?: number | null;
  /** The goods-receipt line that brought the units in. */
  inboundItemId?: number | null;
  /** The order whose sale or return this is. */
  orderId?: number | null;
  /** The transfer that sends, receives, loses or returns these units (required for transfer sources). */
  transferId?: number | null;
  /** The stocktake whose variance this is (required for `stocktake`). */
  stocktakeId?: number | null;
  /** Null when the system makes the change. */
  userId: number | null;
  /**
   * The lot this change takes from or adds to (a batch discarded, an expired lot written off); absent
   * for a deduction of a lot-tracked SKU, which the ledger splits per lot (lib/stock-lots).
   */
  lotId?: number | null;
  /**
   * A deduction of a lot-tracked SKU from what is held without a lot only, not split per lot: units
   * booked in without a lot and out again in the same call (a transfer's damaged or lost units).
   */
  withoutLot?: boolean;
  /** The lot an addition brings in (a batch made, a lot received with its expiry date). */
  newLot?: NewLot;
  /** Why the stock was thrown away: required for `waste`, absent for the other sources. */
  wasteReason?: WasteReason | null;
  /**
   * What waste is worth, in whole rupiah. Without it the ledger values each waste movement it books
   * (one per lot it took from) at its lot's cost per unit when the lot has one (a batch made in the
   * shop), else at the SKU's average cost, half up; null when neither is known.
   */
  wasteValue?: number | null;
  /**
   * What cups made at the shop used (a cup made again, the cups of an order cancelled once made):
   * taken like a sale, what has not expired first, and it may take the line below zero (the cups
   * were made, so the shelf held more than was booked).
   */
  usedInCups?: boolean;
  /** Where a refusal points in the request (`quantity`, `items.0.quantity_received`...). */
  field?: string;
}

export type Movement = typeof inventoryMovements.$inferSelect;

/** A note the server writes, kept as a code and its parameters. */
interface ServerNote {
  code: MovementNoteCode;
  params?: MovementNoteParams;
}

const typed = (note: string | ServerNote) => (typeof note === 'string' ? note : '');
const coded = (note: string | ServerNote) => (typeof note === 'string' ? null : note.code);
const params = (note: string | ServerNote) => JSON.stringify(typeof note === 'string' ? {} : (note.params ?? {}));

export function taggingFits(changeType: ChangeType, tagging: string): boolean {
  return (TAGGINGS_BY_CHANGE_TYPE[changeType] as readonly string[]).includes(tagging);
}

function check(change: StockChange): void {
  const field = change.field ?? 'quantity';
  if (change.exactMilli !== undefined && change.exactMilli !== null) {
    if (!Number.isSafeInteger(change.exactMilli) || change.exactMilli < 0)
      throw new RangeError(`An exact quantity must be whole thousandths from 0, got ${change.exactMilli}`);
    if (change.changeType === 'add' && (!Number.isSafeInteger(change.quantity) || change.quantity < 0))
      throw new RangeError(`A return must give back whole units, got ${change.quantity}`);
  } else if (!Number.isSafeInteger(change.quantity) || change.quantity < 1) {
    throw unprocessable('Quantity must be at least 1', field);
  }
  if ((change.source === 'waste') !== Boolean(change.wasteReason))
    throw new RangeError('Waste, and only waste, carries its reason');
  if (change.newLot && change.changeType !== 'add') throw new RangeError('Only an addition brings in a lot');
  if (change.withoutLot && (change.changeType !== 'deduct' || change.lotId != null))
    throw new RangeError('Only a deduction naming no lot takes what is held without one');
  const tagged = change.source === 'adjustment' || change.source === 'receipt';
  if (tagged ? !change.tagging || !taggingFits(change.changeType, change.tagging) : change.tagging) {
    throw unprocessable(INVALID_TAGGING, 'tagging');
  }
}

const ERROR_FIELD = (changes: readonly StockChange[]) => changes[0]!.field ?? 'sku_id';

/** Movement rows as the statement answers them (column names as in the table). */
interface WrittenRow {
  id: number;
  outlet_id: number;
  sku_id: number;
  source: StockSource;
  change_type: ChangeType;
  quantity: number;
  quantity_before: number;
  quantity_after: number;
  tagging: Tagging | null;
  note: string;
  note_code: MovementNoteCode | null;
  note_params: MovementNoteParams;
  po_number: string | null;
  purchase_order_id: number | null;
  inbound_item_id: number | null;
  order_id: number | null;
  transfer_id: number | null;
  stocktake_id: number | null;
  exact_milli: string | number | null;
  lot_id: number | null;
  waste_reason: WasteReason | null;
  waste_value: number | null;
  created_by: number | null;
  created_at: string | Date;
}

/**
 * Books the changes, in the order given, in the caller's transaction, in one statement: it adds
 * each stock line's net change (creating a line that never had stock), locking the lines in outlet
 * then SKU order, and writes one movement per change with the stock before and after it. A line's
 * movements are stamped with the moment its lock was granted (its last movement too), so a change
 * that waited for a line is later in the log than the one it waited for. The lines stay locked until the caller's
 * transaction ends, so writers of the same lines queue and none waits in a circle. Answers the
 * movements in the order given; refuses them all (the caller's transaction must not commit) when a
 * deduction other than a sale would take a line below zero.
 */
export async function moveStock(tx: Tx, given: readonly StockChange[]): Promise<Movement[]> {
  if (given.length === 0) return [];
  given.forEach(check);
  const whole = given.some((c) => c.exactMilli !== undefined && c.exactMilli !== null) ? await carry(tx, given) : given;
  if (whole.length === 0) return [];
  const { changes, origin } = await splitByLot(tx, whole, (lines) => lockLines(tx, lines));
  const values = sql.join(
    changes.map(
      (c, seq) => sql`(${seq}::integer, ${c.outletId}::integer, ${c.skuId}::integer,
        ${c.changeType === 'add' ? c.quantity : -c.quantity}::integer, ${c.source}::text, ${c.changeType}::text,
        ${c.quantity}::integer, ${c.tagging ?? null}::text, ${typed(c.note)}::text, ${coded(c.note)}::text,
        ${params(c.note)}::jsonb, ${c.poNumber ?? null}::text,
        ${c.purchaseOrderId ?? null}::integer, ${c.inboundItemId ?? null}::integer, ${c.orderId ?? null}::integer,
        ${c.transferId ?? null}::integer, ${c.stocktakeId ?? null}::integer, ${c.userId}::integer,
        ${c.exactMilli ?? null}::bigint, ${c.lotId ?? null}::integer, ${c.wasteReason ?? null}::text, ${c.wasteValue ?? null}::integer)`,
    ),
    sql`, `,
  );
  const written = await rowsOf<WrittenRow>(
    tx,
    sql`with changes (seq, outlet_id, sku_id, delta, source, change_type, quantity, tagging, note, note_code,
          note_params, po_number, purchase_order_id, inbound_item_id, order_id, transfer_id, stocktake_id, created_by, exact_milli,
          lot_id, waste_reason, waste_value)
          as (values ${values}),
      lines as (select outlet_id, sku_id, sum(delta)::integer as delta from changes group by outlet_id, sku_id),
      moved as (
        insert into inventory_stocks as s (outlet_id, sku_id, quantity, last_movement_at)
        select l.outlet_id, l.sku_id, l.delta, clock_timestamp() from lines l order by l.outlet_id, l.sku_id
        on conflict (outlet_id, sku_id) do update
          set quantity = s.quantity + excluded.quantity, last_movement_at = clock_timestamp()
        returning s.outlet_id, s.sku_id, s.quantity as closing, s.last_movement_at as at
      ),
      ordered as (
        select c.*, mv.at, mv.closing - l.delta + coalesce(sum(c.delta) over (partition by c.outlet_id, c.sku_id order by c.seq
            rows between unbounded preceding and 1 preceding), 0) as before
        from changes c join moved mv on mv.outlet_id = c.outlet_id and mv.sku_id = c.sku_id
          join lines l on l.outlet_id = c.outlet_id and l.sku_id = c.sku_id
      )
      insert into inventory_movements (outlet_id, sku_id, source, change_type, quantity, quantity_before,
        quantity_after, tagging, note, note_code, note_params, po_number, purchase_order_id, inbound_item_id, order_id,
        transfer_id, stocktake_id, created_by, created_at, exact_milli, lot_id, waste_reason, waste_value)
      select o.outlet_id, o.sku_id, o.source, o.change_type, o.quantity, o.before, o.before + o.delta, o.tagging,
        o.note, o.note_code, o.note_params, o.po_number, o.purchase_order_id, o.inbound_item_id, o.order_id, o.transfer_id, o.stocktake_id,
        o.created_by, o.at, o.exact_milli, o.lot_id, o.waste_reason,
        coalesce(o.waste_value, case when o.source = 'waste' then
          ((o.quantity::bigint * coalesce(l.unit_cost_milli, k.avg_cost_milli) + 500) / 1000)::integer end)
      from ordered o join skus k on k.id = o.sku_id left join stock_lots l on l.id = o.lot_id
      order by o.seq
      returning *`,
  ).catch((error: unknown) => {
    if (databaseErrorCode(error) === '23503') {
      const first = changes[0]!;
      throw unprocessable(
        changes.length === 1
          ? `SKU ${first.skuId} or outlet ${first.outletId} does not exist`
          : 'A SKU or outlet does not exist',
        ERROR_FIELD(changes),
      );
    }
    throw error;
  });
  // The statement answers in the order written, which is the order given.
  const movements = written
    .sort((a, b) => a.id - b.id)
    .map((row): Movement => ({
      id: row.id,
      outletId: row.outlet_id,
      skuId: row.sku_id,
      source: row.source,
      changeType: row.change_type,
      quantity: Number(row.quantity),
      quantityBefore: Number(row.quantity_before),
      quantityAfter: Number(row.quantity_after),
      tagging: row.tagging,
      note: row.note,
      noteCode: row.note_code,
      noteParams: row.note_params,
      poNumber: row.po_number,
      purchaseOrderId: row.purchase_order_id,
      inboundItemId: row.inbound_item_id,
      orderId: row.order_id,
      transferId: row.transfer_id,
      stocktakeId: row.stocktake_id,
      createdBy: row.created_by,
      exactMilli: row.exact_milli === null ? null : Number(row.exact_milli),
      lotId: row.lot_id,
      wasteReason: row.waste_reason,
      wasteValue: row.waste_value === null ? null : Number(row.waste_value),
      createdAt: new Date(row.created_at),
    }));
  // What the call does to each line in all.
  const net = new Map<string, number>();
  for (const m of movements) {
    const key = `${m.outletId}:${m.skuId}`;
    net.set(key, (net.get(key) ?? 0) + m.quantityAfter - m.quantityBefore);
  }
  movements.forEach((movement, index) => {
    const change = changes[index]!;
    const raisesLine = net.get(`${movement.outletId}:${movement.skuId}`)! > 0;
    if (
      movement.quantityAfter < 0 &&
      change.changeType === 'deduct' &&
      !MAY_GO_NEGATIVE.has(change.source) &&
      !change.usedInCups &&
      change.lotId == null &&
      !raisesLine
    ) {
      // A change split over lots is told as a whole: the stock before its first piece, and all it deducts.
      const first = movements[origin.indexOf(origin[index]!)]!;
      throw unprocessable(
        `Not enough stock: ${Math.max(first.quantityBefore, 0)} on hand, ${whole[origin[index]!]!.quantity} to deduct`,
        change.field ?? 'quantity',
      );
    }
  });
  await bookLots(
    tx,
    movements.map((m) => ({ lotId: m.lotId, delta: m.quantityAfter - m.quantityBefore })),
  );
  // Each line's stock after the last of its changes, for the low-stock alerts (see low-stock).
  const closing = new Map<string, { outletId: number; skuId: number; quantity: number }>();
  for (const m of movements) closing.set(`${m.outletId}:${m.skuId}`, { ...m, quantity: m.quantityAfter });
  await alertLowStock(tx, [...closing.values()]);
  await recordChangeNotices(
    tx,
    'stock',
    [...closing.values()].map(({ outletId, skuId }) => ({ outletId, id: skuId })),
  );
  return movements;
}

/**
 * Locks the stock lines (outlet then SKU, as every writer does; a line never stocked is made at 0)
 * and answers each one's stock by `outlet:sku`.
 */
async function lockLines(tx: Tx, given: readonly { outletId: number; skuId: number }[]): Promise<Map<string, number>> {
  if (given.length === 0) return new Map();
  const lines = [...given].sort((a, b) => a.outletId - b.outletId || a.skuId - b.skuId);
  const rows = await rowsOf<{ outlet_id: number; sku_id: number; quantity: number }>(
    tx,
    sql`insert into inventory_stocks as s (outlet_id, sku_id, quantity)
      select outlet_id, sku_id, 0 from (values ${sql.join(
        lines.map((c) => sql`(${c.outletId}::integer, ${c.skuId}::integer)`),
        sql`, `,
      )}) as v(outlet_id, sku_id) order by outlet_id, sku_id
      on conflict (outlet_id, sku_id) do update set owed_milli = s.owed_milli
      returning s.outlet_id, s.sku_id, s.quantity`,
  ).catch((error: unknown) => {
    if (databaseErrorCode(error) === '23503') throw unprocessable('A SKU or outlet does not exist', 'outlet_id');
    throw error;
  });
  return new Map(rows.map((row) => [lineKey({ outletId: row.outlet_id, skuId: row.sku_id }), Number(row.quantity)]));
}

/** Whole units of a number of thousandths, rounded half up (−1500 → −1, 1500 → 2). */
const wholeOf = (milli: number) => Math.floor((milli + MILLI / 2) / MILLI);

/**
 * Books the exact changes' carry and answers the changes with their whole quantities, those of no
 * whole unit left out. The stock lines of exact changes are locked first (a line never stocked is
 * made at 0), in outlet then SKU order like every writer's, so the carry read is the one written.
 * Every line of the call is locked here, exact or not, so the call's locks keep that one order.
 */
async function carry(tx: Tx, changes: readonly StockChange[]): Promise<StockChange[]> {
  const keys = [...new Map(changes.map((c) => [`${c.outletId}:${c.skuId}`, c])).values()].sort(
    (a, b) => a.outletId - b.outletId || a.skuId - b.skuId,
  );
  const lines = sql.join(
    keys.map((c) => sql`(${c.outletId}::integer, ${c.skuId}::integer)`),
    sql`, `,
  );
  const locked = await rowsOf<{ outlet_id: number; sku_id: number; owed_milli: string | number }>(
    tx,
    sql`insert into inventory_stocks as s (outlet_id, sku_id, quantity)
      select outlet_id, sku_id, 0 from (values ${lines}) as v(outlet_id, sku_id) order by outlet_id, sku_id
      on conflict (outlet_id, sku_id) do update set owed_milli = s.owed_milli
      returning s.outlet_id, s.sku_id, s.owed_milli`,
  ).catch((error: unknown) => {
    if (databaseErrorCode(error) === '23503')
      throw unprocessable('A SKU or outlet does not exist', ERROR_FIELD(changes));
    throw error;
  });
  const owed = new Map(locked.map((row) => [`${row.outlet_id}:${row.sku_id}`, Number(row.owed_milli)]));
  const booked: StockChange[] = [];
  for (const change of changes) {
    if (change.exactMilli === undefined || change.exactMilli === null) {
      booked.push(change);
      continue;
    }
    const key = `${change.outletId}:${change.skuId}`;
    let carried = owed.get(key)!;
    let quantity: number;
    if (change.changeType === 'deduct') {
      carried += change.exactMilli;
      quantity = Math.max(0, wholeOf(carried));
      carried -= quantity * MILLI;
    } else {
      quantity = change.quantity;
      carried += quantity * MILLI - change.exactMilli;
    }
    owed.set(key, carried);
    if (quantity > 0) booked.push({ ...change, quantity });
  }
  const values = sql.join(
    [...owed].map(([key, milli]) => {
      const [outletId, skuId] = key.split(':').map(Number);
      return sql`(${outletId}::integer, ${skuId}::integer, ${milli}::bigint)`;
    }),
    sql`, `,
  );
  await tx.execute(sql`update inventory_stocks s set owed_milli = v.owed
    from (values ${values}) as v(outlet_id, sku_id, owed)
    where s.outlet_id = v.outlet_id and s.sku_id = v.sku_id`);
  return booked;
}
