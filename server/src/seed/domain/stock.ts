// The demo's stock ledger, played forward in time: goods receipts at the outlet of their purchase
// order, the sales of paid orders (what their recipes use, one movement per order and ingredient) and
// the returns of orders cancelled after payment, occasional adjustments by hand, and the reorders that
// keep each outlet supplied. It keeps what the live ledger keeps (lib/stock-ledger.ts): the stock of
// every outlet and SKU, a movement per change with the quantity before and after, and each SKU's
// moving-average cost, blended on each receipt exactly as lib/average-cost.ts does, in integers.
// Events are booked in time order; a batch of orders is booked before its lines are written, so each
// line's cost is frozen at its payment, as services/orders/sale-stock.ts freezes it.
import type { Tx } from '../../db/client';
import { sql } from 'drizzle-orm';
import { arrayLiteral, reserveIds, type Row } from './bulk';
import type { Random } from './random';
import { MILLI, usageCost } from '../../lib/cup-recipe';
import { addDays, jakartaDate, startOfJakartaDay } from '../../lib/jakarta-time';

export type Tagging = 'retur' | 'po' | 'rusak' | 'hilang' | 'expired' | 'free' | 'giveaway';

export interface SoldLine {
  skuId: number;
  quantity: number;
  /**
   * What the line used, per stock SKU, in thousandths of a unit (its options applied); by default
   * the product's recipe times the quantity.
   */
  exact?: ReadonlyMap<number, number>;
  /** The order_items row; its `cost` is set when the sale is booked. */
  row: Row;
}

export interface PaidOrder {
  orderId: number;
  outletId: number;
  paidAt: number;
  lines: SoldLine[];
  /** When the outlet cancelled it after payment, and who (null when it was not). */
  cancelled: { at: number; by: number | null } | null;
}

export interface Receipt {
  outletId: number;
  skuId: number;
  /** Stock units. */
  quantity: number;
  /** The line's price per stock unit, in milli-rupiah. */
  costMilli: number;
  poNumber: string;
  poId: number;
  inboundItemId: number;
  by: number;
}

export interface Adjustment {
  outletId: number;
  skuId: number;
  add: boolean;
  quantity: number;
  tagging: Tagging;
  note: string;
  by: number;
  /** An addition of a SKU that tracks expiry found with its printed expiry date: a lot of its own. */
  expiryDate?: string;
}

export type WasteReason = 'spill' | 'remake' | 'expired' | 'quality' | 'other';

/**
 * A lot at an outlet, as the ledger keeps it (lib/stock-lots.ts): a prep batch made in the shop or a
 * received lot with its expiry date. Ids are the stock_lots ids the seed writes (the table is empty
 * before it), so movements name them as they are booked.
 */
export interface Lot {
  id: number;
  outletId: number;
  skuId: number;
  kind: 'batch' | 'lot';
  batches: number | null;
  producedAt: number;
  expiresAt: number;
  expiryDate: string | null;
  initial: number;
  quantity: number;
  unitCostMilli: number | null;
  createdBy: number | null;
  discardedAt: number | null;
  discardedBy: number | null;
}

/** A prep item: its batch recipe (stock units of each ingredient per batch), yield and holding time. */
export interface PrepRecipe {
  name: string;
  batchYield: number;
  holdingMinutes: number;
  recipe: [number, number][];
}

type Event = { at: number; seq: number } & (
  | { type: 'sale'; order: PaidOrder }
  | { type: 'return'; orderId: number; outletId: number; taken: Taken[]; by: number | null }
  | { type: 'receipt'; receipt: Receipt }
  | { type: 'adjust'; adjustment: Adjustment }
  | { type: 'call'; run: (at: number) => void }
);

/** What a sale booked of a SKU: the whole units moved and the exact use behind them. */
type Taken = { skuId: number; whole: number; exact: number };

/** The movement log's columns as the seed writes them, each with its SQL array type. */
const MOVEMENT_COLUMNS: [string, string][] = [
  ['lot_id', 'int'],
  ['waste_reason', 'text'],
  ['waste_value', 'int'],
  ['note_code', 'text'],
  ['note_params', 'text'],
  ['outlet_id', 'int'],
  ['sku_id', 'int'],
  ['source', 'text'],
  ['change_type', 'text'],
  ['quantity', 'int'],
  ['quantity_before', 'int'],
  ['quantity_after', 'int'],
  ['tagging', 'text'],
  ['note', 'text'],
  ['po_number', 'text'],
  ['purchase_order_id', 'int'],
  ['inbound_item_id', 'int'],
  ['order_id', 'int'],
  ['created_by', 'int'],
  ['created_ms', 'bigint'],
];

/** The same for sales and their returns (`back`), whose other columns follow from these. */
const SALE_COLUMNS: [string, string][] = [
  ['lot_id', 'int'],
  ['outlet_id', 'int'],
  ['sku_id', 'int'],
  ['back', 'boolean'],
  ['quantity', 'int'],
  ['quantity_before', 'int'],
  ['order_id', 'int'],
  ['created_by', 'int'],
  ['created_ms', 'bigint'],
  ['exact_milli', 'bigint'],
];

/** Movements per statement. */
const FLUSH_ROWS = 50_000;

const key = (outletId: number, skuId: number) => outletId * 1_000_000 + skuId;
const before = (a: Event, b: Event) => a.at < b.at || (a.at === b.at && a.seq < b.seq);

export class StockBook {
  private readonly stock = new Map<number, number>();
  private readonly lastAt = new Map<number, number>();
  /** Stock units each outlet has sold of each SKU so far, or used in its batches. */
  private readonly sold = new Map<number, number>();
  /** Per outlet and SKU, what sales used but did not book, in milli-units (lib/stock-ledger.ts). */
  private readonly owed = new Map<number, number>();
  /** Moving-average cost per stock unit, in milli-rupiah. */
  readonly averageCost = new Map<number, number>();
  private readonly queue: Event[] = [];
  private seq = 0;
  private rows: Row[] = [];
  movements = 0;
  /** Every lot made or received, by id − 1. */
  readonly lots: Lot[] = [];
  /** Per outlet and SKU, its lots with something left, first-expiring first. */
  private readonly held = new Map<number, Lot[]>();
  /** SKUs that track expiry, with the days from delivery to their printed date. */
  private readonly shelfDays = new Map<number, number>();
  private readonly preps = new Map<number, PrepRecipe>();

  constructor(private readonly usage: Map<number, Map<number, number>>) {}

  /** Receives `skuId` in lots that expire `days` after delivery. */
  tracksExpiry(skuId: number, days: number) {
    this.shelfDays.set(skuId, days);
  }

  /** Stocks `skuId` in batches made from `prep`'s recipe. */
  makesInBatches(skuId: number, prep: PrepRecipe) {
    this.preps.set(skuId, prep);
  }

  private tracked(skuId: number): boolean {
    return this.shelfDays.has(skuId) || this.preps.has(skuId);
  }

  /** What the outlet holds of the SKU in lots that have not expired at `at`. */
  usableOf(outletId: number, skuId: number, at: number): number {
    let sum = 0;
    for (const lot of this.held.get(key(outletId, skuId)) ?? []) if (lot.expiresAt > at) sum += lot.quantity;
    return sum;
  }

  stockOf(outletId: number, skuId: number): number {
    return this.stock.get(key(outletId, skuId)) ?? 0;
  }

  soldOf(outletId: number, skuId: number): number {
    return this.sold.get(key(outletId, skuId)) ?? 0;
  }

  lastMovementAt(outletId: number, skuId: number): number | undefined {
    return this.lastAt.get(key(outletId, skuId));
  }

  /** Every outlet and SKU with a stock line, and what its sales used but did not book. */
  lines(): { outletId: number; skuId: number; quantity: number; owedMilli: number; lastAt: number }[] {
    return [...this.stock].map(([k, quantity]) => ({
      outletId: Math.floor(k / 1_000_000),
      skuId: k % 1_000_000,
      quantity,
      owedMilli: this.owed.get(k) ?? 0,
      lastAt: this.lastAt.get(k)!,
    }));
  }

  sale(order: PaidOrder) {
    this.push({ type: 'sale', at: order.paidAt, seq: this.seq++, order });
  }

  receipt(at: number, receipt: Receipt) {
    this.push({ type: 'receipt', at, seq: this.seq++, receipt });
  }

  adjustment(at: number, adjustment: Adjustment) {
    this.push({ type: 'adjust', at, seq: this.seq++, adjustment });
  }

  /** Runs `run` at `at`, in time order with the stock changes (a reorder reads the stock then). */
  at(at: number, run: (at: number) => void) {
    this.push({ type: 'call', at, seq: this.seq++, run });
  }

  /** Books every event before `until`, in time order (an event may add later ones); later ones wait. */
  drain(until: number) {
    while (this.queue.length && this.queue[0]!.at < until) this.book(this.pop());
  }

  /**
   * Writes the movements booked so far, column by column (an array each, unnested), in the order
   * booked: ids follow it, so movements at the same moment keep their order. Sales and returns,
   * nearly all of them, travel as a few numbers each; the database writes out the rest.
   */
  async flush(tx: Tx) {
    const rows = this.rows;
    if (!rows.length) return;
    this.rows = [];
    let id = await reserveIds(tx, 'inventory_movements', rows.length);
    for (let start = 0; start < rows.length;) {
      const sales = rows[start]!.source === 'sale' || rows[start]!.source === 'sale_return';
      let end = start;
      const fits = (r: Row) => (r.source === 'sale' || r.source === 'sale_return') === sales;
      while (end < rows.length && end - start < FLUSH_ROWS && fits(rows[end]!)) end++;
      const chunk = rows.slice(start, end);
      const columns = sales ? SALE_COLUMNS : MOVEMENT_COLUMNS;
      const arrays = columns.map(
        ([name, type]) =>
          sql`${arrayLiteral(
            chunk.map((r) => r[name] as string | number | null),
            type,
          )}::${sql.raw(type)}[]`,
      );
      const unnested = sql`unnest(${sql.join(arrays, sql`, `)}) with ordinality`;
      await tx.execute(
        sales
          ? sql`
        insert into inventory_movements (id, lot_id, outlet_id, sku_id, source, change_type, quantity, quantity_before,
          quantity_after, note, note_code, note_params, order_id, created_by, created_at, exact_milli)
        overriding system value
        select ${id} + n - 1, lot_id, outlet_id, sku_id, case when back then 'sale_return' else 'sale' end,
          case when back then 'add' else 'deduct' end, quantity, quantity_before,
          quantity_before + case when back then quantity else -quantity end,
          '', case when back then 'sale_cancelled' else 'sale' end, jsonb_build_object('order_id', order_id),
          order_id, created_by, to_timestamp(created_ms / 1000.0), exact_milli
        from ${unnested} as m(lot_id, outlet_id, sku_id, back, quantity, quantity_before, order_id, created_by, created_ms,
          exact_milli, n)`
          : sql`
        insert into inventory_movements (id, lot_id, waste_reason, waste_value, outlet_id, sku_id, source, change_type,
          quantity, quantity_before, quantity_after, tagging, note, note_code, note_params, po_number, purchase_order_id,
          inbound_item_id, order_id, created_by, created_at)
        overriding system value
        select ${id} + n - 1, lot_id, waste_reason, waste_value, outlet_id, sku_id, source, change_type, quantity,
          quantity_before, quantity_after, tagging, note,
          case when source = 'receipt' then 'goods_receipt' else note_code end,
          case when source = 'receipt' then jsonb_build_object('number', po_number) else coalesce(note_params, '{}')::jsonb end,
          po_number, purchase_order_id, inbound_item_id, order_id, created_by, to_timestamp(created_ms / 1000.0)
        from ${unnested} as m(lot_id, waste_reason, waste_value, note_code, note_params, outlet_id, sku_id, source, change_type, quantity, quantity_before, quantity_after,
          tagging, note, po_number, purchase_order_id, inbound_item_id, order_id, created_by, created_ms, n)`,
      );
      id += chunk.length;
      start = end;
    }
  }

  /** The queue is a binary heap by time, then by the order events were added. */
  private push(event: Event) {
    const heap = this.queue;
    heap.push(event);
    for (let i = heap.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if (!before(heap[i]!, heap[parent]!)) break;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  }

  private pop(): Event {
    const heap = this.queue;
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length) {
      heap[0] = last;
      for (let i = 0; ;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let least = i;
        if (left < heap.length && before(heap[left]!, heap[least]!)) least = left;
        if (right < heap.length && before(heap[right]!, heap[least]!)) least = right;
        if (least === i) break;
        [heap[i], heap[least]] = [heap[least]!, heap[i]!];
        i = least;
      }
    }
    return top;
  }

  private book(e: Event) {
    switch (e.type) {
      case 'sale':
        return this.bookSale(e.at, e.order);
      case 'return':
        // Gives back the whole units the sale booked, and undoes its effect on the carry.
        for (const { skuId, whole, exact } of e.taken) {
          const k = key(e.outletId, skuId);
          this.owed.set(k, (this.owed.get(k) ?? 0) + whole * MILLI - exact);
          if (whole <= 0) continue;
          this.move(e.at, e.outletId, skuId, 'add', whole, {
            source: 'sale_return',
            note: null,
            order_id: e.orderId,
            created_by: e.by,
            exact_milli: exact,
          });
        }
        return;
      case 'receipt':
        return this.bookReceipt(e.at, e.receipt);
      case 'adjust': {
        const a = e.adjustment;
        // A deduction by hand takes only what is there; with nothing in stock there is nothing to record.
        const quantity = a.add ? a.quantity : Math.min(a.quantity, this.stockOf(a.outletId, a.skuId));
        if (quantity <= 0) return;
        const fields = { source: 'adjustment', tagging: a.tagging, note: a.note, created_by: a.by };
        if (!a.add) return this.deduct(e.at, a.outletId, a.skuId, quantity, false, () => fields);
        const lot = a.expiryDate ? this.newLot(e.at, a.outletId, a.skuId, quantity, a.by, a.expiryDate) : null;
        if (lot) lot.unitCostMilli = this.averageCost.get(a.skuId) ?? null;
        this.move(e.at, a.outletId, a.skuId, 'add', quantity, { ...fields, lot_id: lot?.id ?? null });
        return;
      }
      case 'call':
        return e.run(e.at);
    }
  }

  /** What a line used, per stock SKU, exactly. */
  private exactOf(line: SoldLine): ReadonlyMap<number, number> {
    if (line.exact) return line.exact;
    return new Map(
      [...this.usage.get(line.skuId)!].map(([skuId, perUnit]) => [skuId, perUnit * line.quantity * MILLI]),
    );
  }

  /**
   * Books a paid order as the ledger does: each line's cost from its exact use, then per SKU the
   * whole units of the carry (owed += exact; whole = round half up (owed / 1000); owed −= whole × 1000).
   */
  private bookSale(at: number, order: PaidOrder) {
    const perSku = new Map<number, number>();
    for (const line of order.lines) {
      const used = [...this.exactOf(line)];
      for (const [skuId, milli] of used) perSku.set(skuId, (perSku.get(skuId) ?? 0) + milli);
      line.row.cost = usageCost(
        used.map(([skuId, milli]) => ({ milli, avgCostMilli: this.averageCost.get(skuId) ?? null })),
      );
    }
    const taken: Taken[] = [];
    for (const [skuId, exact] of [...perSku].sort((a, b) => a[0] - b[0])) {
      if (exact <= 0) continue;
      const k = key(order.outletId, skuId);
      const owed = (this.owed.get(k) ?? 0) + exact;
      const whole = Math.floor((owed + MILLI / 2) / MILLI);
      this.owed.set(k, owed - whole * MILLI);
      taken.push({ skuId, whole, exact });
      if (whole <= 0) continue;
      this.deduct(at, order.outletId, skuId, whole, true, (_lot, _units, first) => ({
        source: 'sale',
        note: null,
        order_id: order.orderId,
        created_by: null,
        exact_milli: first ? exact : null,
      }));
      this.sold.set(k, (this.sold.get(k) ?? 0) + whole);
    }
    if (order.cancelled) {
      this.push({
        type: 'return',
        at: order.cancelled.at,
        seq: this.seq++,
        orderId: order.orderId,
        outletId: order.outletId,
        taken,
        by: order.cancelled.by,
      });
    }
  }

  private bookReceipt(at: number, r: Receipt) {
    const days = this.shelfDays.get(r.skuId);
    const lot =
      days === undefined
        ? null
        : this.newLot(at, r.outletId, r.skuId, r.quantity, r.by, addDays(jakartaDate(at), days));
    this.move(at, r.outletId, r.skuId, 'add', r.quantity, {
      lot_id: lot?.id ?? null,
      source: 'receipt',
      tagging: 'po',
      // The server's own note: goods_receipt with the PO's number, written as a code by the insert.
      note: '',
      po_number: r.poNumber,
      purchase_order_id: r.poId,
      inbound_item_id: r.inboundItemId,
      created_by: r.by,
    });
    if (lot) {
      lot.unitCostMilli = r.costMilli;
      // A lot that expires with something left is written off the next morning (the last days' wait).
      this.at(lot.expiresAt + 9 * 3600_000, (when) => {
        if (lot.quantity > 0 && when <= this.until)
          this.waste(when, r.outletId, r.skuId, lot.quantity, 'expired', r.by, lot);
      });
    }
    this.blendCost(r.skuId, r.quantity, r.costMilli);
  }

  /** Nothing after this is written off by the book's own schedule (the demo's "now"). */
  until = Infinity;

  /**
   * lib/average-cost.ts: what the chain held before (its positive lines, less what just came in) at
   * the average so far, blended with what came in at its price; rounded half up.
   */
  private blendCost(skuId: number, quantity: number, costMilli: number) {
    let held = -quantity;
    for (const [k, stock] of this.stock) if (k % 1_000_000 === skuId && stock > 0) held += stock;
    held = Math.max(held, 0);
    const average = this.averageCost.get(skuId);
    if (average === undefined || held <= 0) {
      this.averageCost.set(skuId, costMilli);
      return;
    }
    const total = BigInt(held) * BigInt(average) + BigInt(quantity) * BigInt(costMilli);
    const units = BigInt(held + quantity);
    this.averageCost.set(skuId, Number((2n * total + units) / (2n * units)));
  }

  private newLot(
    at: number,
    outletId: number,
    skuId: number,
    quantity: number,
    by: number | null,
    expiryDate: string | null,
    batch?: { batches: number; holdingMinutes: number },
  ): Lot {
    const lot: Lot = {
      id: this.lots.length + 1,
      outletId,
      skuId,
      kind: batch ? 'batch' : 'lot',
      batches: batch?.batches ?? null,
      producedAt: at,
      // A batch until its holding time is up; a lot until the Jakarta midnight after its date.
      expiresAt: batch ? at + batch.holdingMinutes * 60_000 : startOfJakartaDay(addDays(expiryDate!, 1)),
      expiryDate,
      initial: quantity,
      quantity: 0,
      unitCostMilli: null,
      createdBy: by,
      discardedAt: null,
      discardedBy: null,
    };
    this.lots.push(lot);
    const k = key(outletId, skuId);
    const line = this.held.get(k) ?? [];
    let i = line.length;
    while (i > 0 && line[i - 1]!.expiresAt > lot.expiresAt) i--;
    line.splice(i, 0, lot);
    this.held.set(k, line);
    return lot;
  }

  /**
   * A deduction as the ledger splits it: of a lot-tracked SKU, lot by lot first-expiring first (a
   * sale or a batch's use only what has not expired; waste and adjustments every lot, the expired
   * first), then what is held without a lot; `whole` answers each piece's fields.
   */
  private deduct(
    at: number,
    outletId: number,
    skuId: number,
    quantity: number,
    usableOnly: boolean,
    fields: (
      lot: Lot | null,
      quantity: number,
      first: boolean,
    ) => Row & { source: string; note: string | null; created_by: number | null },
  ) {
    let wanted = quantity;
    let first = true;
    if (this.tracked(skuId)) {
      const line = this.held.get(key(outletId, skuId)) ?? [];
      const order = usableOnly
        ? line.filter((l) => l.expiresAt > at)
        : [...line.filter((l) => l.expiresAt <= at), ...line.filter((l) => l.expiresAt > at)];
      for (const lot of order) {
        if (wanted === 0) break;
        const take = Math.min(lot.quantity, wanted);
        if (take <= 0) continue;
        wanted -= take;
        this.move(at, outletId, skuId, 'deduct', take, { ...fields(lot, take, first), lot_id: lot.id });
        first = false;
      }
    }
    if (wanted > 0) this.move(at, outletId, skuId, 'deduct', wanted, { ...fields(null, wanted, first), lot_id: null });
  }

  /**
   * Makes `batches` batches of a prep item at the outlet: its recipe leaves stock (`production`,
   * each line naming the batch) and the yield arrives as a new batch, at the cost of what it used.
   */
  produce(at: number, outletId: number, skuId: number, batches: number, by: number | null): Lot {
    const prep = this.preps.get(skuId)!;
    const quantity = prep.batchYield * batches;
    const lot = this.newLot(at, outletId, skuId, quantity, by, null, { batches, holdingMinutes: prep.holdingMinutes });
    const params = JSON.stringify({ batch_id: lot.id, sku: prep.name });
    let costMilli = 0;
    let costed = true;
    for (const [ingredientId, perBatch] of prep.recipe) {
      const average = this.averageCost.get(ingredientId);
      if (average === undefined) costed = false;
      else costMilli += average * perBatch * batches;
      // What batches use is used like what sales use: the purchase orders cover both.
      const k = key(outletId, ingredientId);
      this.sold.set(k, (this.sold.get(k) ?? 0) + perBatch * batches);
      this.deduct(at, outletId, ingredientId, perBatch * batches, true, () => ({
        source: 'production',
        note: '',
        note_code: 'batch_used',
        note_params: params,
        created_by: by,
      }));
    }
    lot.unitCostMilli = costed ? Math.round(costMilli / quantity) : null;
    this.move(at, outletId, skuId, 'add', quantity, {
      lot_id: lot.id,
      source: 'production',
      note: '',
      note_code: 'batch_made',
      note_params: params,
      created_by: by,
    });
    if (lot.unitCostMilli !== null) this.blendCost(skuId, quantity, lot.unitCostMilli);
    return lot;
  }

  /**
   * Throws stock away: what is left of `lot` (a batch discarded, an expired lot written off), or
   * `quantity` of the SKU taken from every lot, the expired first, then what is held without one
   * (never below zero). Each piece is valued at its lot's cost, else the average, in whole rupiah.
   */
  waste(
    at: number,
    outletId: number,
    skuId: number,
    quantity: number,
    reason: WasteReason,
    by: number | null,
    lot?: Lot,
    note = '',
  ) {
    const value = (piece: Lot | null, units: number) => {
      const cost = piece?.unitCostMilli ?? this.averageCost.get(skuId);
      return cost === undefined || cost === null ? null : Math.round((units * cost) / MILLI);
    };
    const fields = (piece: Lot | null, units: number) => ({
      source: 'waste',
      waste_reason: reason,
      waste_value: value(piece, units),
      note,
      created_by: by,
    });
    if (lot) {
      const units = Math.min(quantity, lot.quantity);
      if (units <= 0) return;
      this.move(at, outletId, skuId, 'deduct', units, { ...fields(lot, units), lot_id: lot.id });
      if (lot.quantity === 0) {
        lot.discardedAt = at;
        lot.discardedBy = by;
      }
      return;
    }
    const units = Math.min(quantity, this.stockOf(outletId, skuId));
    if (units <= 0) return;
    this.deduct(at, outletId, skuId, units, false, fields);
  }

  private move(
    at: number,
    outletId: number,
    skuId: number,
    changeType: 'add' | 'deduct',
    quantity: number,
    fields: Row & { source: string; note: string | null; created_by: number | null },
  ) {
    const k = key(outletId, skuId);
    const before = this.stock.get(k) ?? 0;
    const after = changeType === 'add' ? before + quantity : before - quantity;
    this.stock.set(k, after);
    const lotId = fields.lot_id as number | null | undefined;
    if (lotId) {
      const lot = this.lots[lotId - 1]!;
      lot.quantity += changeType === 'add' ? quantity : -quantity;
      if (lot.quantity === 0) {
        const line = this.held.get(k)!;
        line.splice(line.indexOf(lot), 1);
      }
    }
    this.lastAt.set(k, at);
    this.movements++;
    this.rows.push({
      outlet_id: outletId,
      sku_id: skuId,
      change_type: changeType,
      quantity,
      quantity_before: before,
      quantity_after: after,
      tagging: null,
      lot_id: null,
      waste_reason: null,
      waste_value: null,
      note_code: null,
      note_params: null,
      po_number: null,
      purchase_order_id: null,
      inbound_item_id: null,
      order_id: null,
      exact_milli: null,
      ...fields,
      back: fields.source === 'sale_return',
      created_ms: at,
    });
  }
}

const DEDUCTIONS = [
  { tagging: 'rusak', share: 35, note: 'Pack torn during unloading' },
  { tagging: 'expired', share: 25, note: 'Past its expiry date at the weekly check' },
  { tagging: 'hilang', share: 10, note: 'Missing at the stock count' },
  { tagging: 'free', share: 15, note: 'Free drink for a customer whose order was wrong' },
  { tagging: 'giveaway', share: 15, note: 'Tasting samples at the weekend promotion' },
] as const;

/** A handful of adjustments by hand every few days, at a random outlet: mostly losses, a few finds. */
export function scheduleAdjustments(
  book: StockBook,
  ingredients: { id: number; perPack: number }[],
  outlets: { id: number; name: string; keeperId: number }[],
  days: { start: number; count: number },
  now: number,
  random: Random,
) {
  for (let day = 0; day < days.count; day += random.int(1, 3)) {
    const at = days.start + day * 24 * 3600_000 + random.int(15 * 60, 20 * 60) * 60_000;
    const outlet = random.pick(outlets);
    const sku = random.pick(ingredients);
    // A quarter of a pack to a whole one.
    const quantity = Math.max(1, Math.round((sku.perPack * random.int(1, 4)) / 4));
    if (at > now) break;
    if (random.chance(0.12)) {
      book.adjustment(at, {
        outletId: outlet.id,
        skuId: sku.id,
        add: true,
        quantity,
        tagging: 'retur',
        note: 'Unopened pack found in the back store at the stock count',
        by: outlet.keeperId,
      });
    } else {
      const kind = random.weighted(DEDUCTIONS, (d) => d.share);
      book.adjustment(at, {
        outletId: outlet.id,
        skuId: sku.id,
        add: false,
        quantity,
        tagging: kind.tagging,
        note: kind.note,
        by: outlet.keeperId,
      });
    }
  }
}
