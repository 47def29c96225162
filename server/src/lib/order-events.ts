// The live order events: written with the change they report, in its transaction, and fanned out
// to the connected event streams of every API process. On PostgreSQL each process LISTENs on one
// channel and reads the new rows when notified (the writer sends NOTIFY once it has committed); on
// PGlite, one process, the writer's NOTIFY reaches its own bus.
//
// Writers take no lock: each row carries its transaction's id (`xid`), and the stream runs in the
// order (xid, id). A reader takes only rows whose transaction is older than the oldest one of this
// database still running (see HORIZON): every such transaction has ended, so no row can appear
// before them later, and a reader that has passed a place in the stream has seen every row before
// it. A row committed while an older transaction still runs waits for it (the bus looks again
// shortly), so a long write transaction holds the stream back until it ends.
//
// The same stream carries low-stock alerts (`stock.low`), to the users who see inventory at the
// outlet; purchase orders waiting for approval (`purchase_order.awaiting_approval`), to the users
// who may approve them at the outlet; and change notices (`change`): which records of one kind a
// write changed at an outlet, by id only, to the users who see that kind of record there. A
// transaction writes one notice per outlet and kind, however many lines or calls it makes.
import { and, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../generated/schema';
import type { Db, DbOrTx } from '../db/client';
import { rowsOf } from '../db/rows';
import { afterCommit, gatherBeforeCommit } from '../db/transaction-tasks';
import {
  CHANGE_NOTICE_RESOURCES,
  customers,
  orderEvents,
  orders,
  outlets,
  purchaseOrders,
  skus,
  type OrderEventType,
  type OrderStatus,
} from '../db/schema';
import { reaches, withinReach, type OutletReach } from './outlet-access';
import { stockUnitSql } from './stock-units';

export type OrderEventDto = components['schemas']['OrderEvent'];
export type LowStockEventDto = components['schemas']['LowStockEvent'];
export type AwaitingApprovalEventDto = components['schemas']['PurchaseOrderAwaitingApprovalEvent'];
export type ChangeNoticeDto = components['schemas']['ChangeNotice'];
export type ChangeNoticeResource = components['schemas']['ChangeNoticeResource'];
/** What the stream sends: an order's event, a low-stock alert, a purchase order to approve or a change notice. */
export type StreamEventDto = OrderEventDto | LowStockEventDto | AwaitingApprovalEventDto | ChangeNoticeDto;

export const LOW_STOCK_EVENT = 'stock.low' as const;
export const AWAITING_APPROVAL_EVENT = 'purchase_order.awaiting_approval' as const;
export const CHANGE_NOTICE = 'change' as const;

export const ORDER_EVENTS_CHANNEL = 'order_events';
/** How far back a reconnecting client can resume. */
export const RESUME_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How soon the bus looks again for rows that wait for an older transaction to end. */
const WAITING_RETRY_MS = 25;
const READ_BATCH = 1000;

/**
 * The oldest transaction id whose rows a reader may not have seen yet: the oldest one running in
 * the reader's snapshot, or the snapshot's end when none runs. Transaction ids are shared by every
 * database of a server, so one seen running in another database is passed over (it cannot write
 * here); one that has ended since the snapshot counts, as its rows may be invisible to it.
 */
const HORIZON = sql`(select coalesce(
    (select min(running) from pg_snapshot_xip(pg_current_snapshot()) running
      where not exists (select 1 from pg_stat_activity elsewhere
        where elsewhere.backend_xid = running::xid and elsewhere.datname <> current_database())),
    pg_snapshot_xmax(pg_current_snapshot())))`;

const notify = (db: DbOrTx) => db.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, '')`);

/**
 * Tells every process's bus to read, once the transaction has committed. The NOTIFY goes on its
 * own after the commit, not in the writing transaction: PostgreSQL lets the commits of notifying
 * transactions through one at a time, which would make every event writer wait for every other.
 * Where the database runs no tasks after commit (PGlite, whose one process hears its own NOTIFY),
 * it is sent in the transaction.
 */
async function announce(tx: DbOrTx): Promise<void> {
  if (afterCommit(ORDER_EVENTS_CHANNEL, notifyAll)) return;
  await notify(tx);
}

/** Per database: the NOTIFY being sent, and the next one, not started yet, that later writers join. */
const sending = new WeakMap<Db, Promise<void>>();
const joining = new WeakMap<Db, Promise<void>>();

/**
 * One NOTIFY at a time per process: writers that commit while one is on its way share the next.
 * It need not survive a crash (the buses' safety poll reads the rows), so it waits for no disk.
 */
function notifyAll(db: Db): Promise<void> {
  const next = joining.get(db);
  if (next) return next;
  const mine: Promise<void> = (sending.get(db) ?? Promise.resolve())
    .then(async () => {
      joining.delete(db);
      sending.set(db, mine);
      await db.execute(
        sql`select set_config('synchronous_commit', 'off', true), pg_notify(${ORDER_EVENTS_CHANNEL}, '')`,
      );
    })
    .catch(() => {})
    .finally(() => {
      if (sending.get(db) === mine) sending.delete(db);
    });
  joining.set(db, mine);
  return mine;
}

/** Records what happened to an order; call last in the transaction that made the change. */
export async function recordOrderEvent(
  tx: DbOrTx,
  event: {
    type: Exclude<OrderEventType, 'stock.low' | 'purchase_order.awaiting_approval' | 'change'>;
    orderId: number;
    outletId: number;
    status: OrderStatus;
  },
): Promise<void> {
  await tx.insert(orderEvents).values(event);
  await announce(tx);
}

export interface LowStockAlert {
  outletId: number;
  skuId: number;
  quantity: number;
  minQuantity: number;
}

/** Records stock lines that crossed below their minimum; call in the transaction that moved the stock. */
export async function recordLowStockEvents(tx: DbOrTx, alerts: readonly LowStockAlert[]): Promise<void> {
  if (alerts.length === 0) return;
  await tx.insert(orderEvents).values(alerts.map((alert) => ({ type: LOW_STOCK_EVENT, ...alert }) as const));
  await announce(tx);
}

/** Records that a purchase order waits for approval; call in the transaction that made it wait. */
export async function recordAwaitingApprovalEvent(
  tx: DbOrTx,
  event: { purchaseOrderId: number; outletId: number },
): Promise<void> {
  await tx.insert(orderEvents).values({ type: AWAITING_APPROVAL_EVENT, ...event });
  await announce(tx);
}

/** The ids a transaction changed, by outlet and kind of record (`outlet:resource`). */
type Notices = Map<string, { outletId: number; resource: ChangeNoticeResource; ids: Set<number> }>;

/**
 * Records that the transaction changed these records of one kind, each at its outlet (a transfer
 * at both of its outlets; stock by SKU). One notice per outlet and kind per transaction, written
 * as the transaction ends where the database allows (one statement for all of them), else at once,
 * a later call adding its ids to the first's.
 */
export async function recordChangeNotices(
  tx: DbOrTx,
  resource: ChangeNoticeResource,
  changed: readonly { outletId: number; id: number }[],
): Promise<void> {
  if (changed.length === 0) return;
  const gathered = gatherBeforeCommit<Notices>(CHANGE_NOTICE, () => new Map(), writeNotices);
  const notices: Notices = gathered ?? new Map();
  for (const { outletId, id } of changed) {
    const key = `${outletId}:${resource}`;
    const notice = notices.get(key) ?? { outletId, resource, ids: new Set<number>() };
    notices.set(key, notice);
    notice.ids.add(id);
  }
  if (!gathered) await writeNotices(tx, notices);
}

async function writeNotices(tx: DbOrTx, notices: Notices): Promise<void> {
  if (notices.size === 0) return;
  await tx
    .insert(orderEvents)
    .values(
      [...notices.values()].map(({ outletId, resource, ids }) => ({
        type: CHANGE_NOTICE,
        outletId,
        resource,
        ids: [...ids].sort((a, b) => a - b),
      })),
    )
    .onConflictDoUpdate({
      target: [orderEvents.xid, orderEvents.outletId, orderEvents.resource],
      targetWhere: sql`${orderEvents.type} = 'change'`,
      set: { ids: sql`array(select distinct unnest(${orderEvents.ids} || excluded.ids) order by 1)` },
    });
  await announce(tx);
}

/** A place in the stream: the writing transaction's id, then the row's. */
export interface StreamPosition {
  xid: number;
  id: number;
}

const BEGINNING: StreamPosition = { xid: 0, id: 0 };

const isAfter = (a: StreamPosition, b: StreamPosition) => a.xid > b.xid || (a.xid === b.xid && a.id > b.id);

interface Delivery {
  at: StreamPosition;
  event: StreamEventDto;
}

interface Read {
  /** The rows whose transactions have all ended, in stream order. */
  final: Delivery[];
  /** The batch was full: there may be more final rows after it. */
  full: boolean;
  /** Committed rows wait behind a transaction still running. */
  waiting: boolean;
}

/** The rows after `from` (matching `where`), the final ones first. */
async function readEvents(db: DbOrTx, from: StreamPosition, where: SQL = sql`true`): Promise<Read> {
  const rows = await db
    .select({
      id: orderEvents.id,
      xid: orderEvents.xid,
      final: sql<boolean>`${orderEvents.xid} < ${HORIZON}`,
      type: orderEvents.type,
      orderId: orderEvents.orderId,
      status: orderEvents.status,
      outletId: outlets.id,
      outletName: outlets.name,
      customerName: customers.name,
      totalAmount: orders.totalAmount,
      skuId: orderEvents.skuId,
      skuName: skus.name,
      stockUnit: stockUnitSql(skus.kind, skus.unit),
      quantity: orderEvents.quantity,
      minQuantity: orderEvents.minQuantity,
      purchaseOrderId: orderEvents.purchaseOrderId,
      poNumber: purchaseOrders.poNumber,
      poTotal: purchaseOrders.totalAmount,
      resource: orderEvents.resource,
      ids: orderEvents.ids,
      at: orderEvents.createdAt,
    })
    .from(orderEvents)
    .leftJoin(orders, eq(orders.id, orderEvents.orderId))
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, orderEvents.purchaseOrderId))
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(skus, eq(skus.id, orderEvents.skuId))
    .innerJoin(outlets, eq(outlets.id, orderEvents.outletId))
    .where(and(sql`(${orderEvents.xid}, ${orderEvents.id}) > (${String(from.xid)}::xid8, ${from.id})`, where))
    .orderBy(orderEvents.xid, orderEvents.id)
    .limit(READ_BATCH);
  // Rows in xid order: the final ones (older than the horizon) come first.
  const final = rows.filter((row) => row.final);
  return {
    final: final.map((row) => ({ at: { xid: row.xid, id: row.id }, event: toDto(row) })),
    full: rows.length === READ_BATCH,
    waiting: final.length < rows.length,
  };
}

type EventRow = {
  id: number;
  type: OrderEventType;
  orderId: number | null;
  status: OrderStatus | null;
  outletId: number;
  outletName: string;
  customerName: string | null;
  totalAmount: number | null;
  skuId: number | null;
  skuName: string | null;
  stockUnit: LowStockEventDto['stock_unit'];
  quantity: number | null;
  minQuantity: number | null;
  purchaseOrderId: number | null;
  poNumber: string | null;
  poTotal: number | null;
  resource: ChangeNoticeResource | null;
  ids: number[] | null;
  at: Date;
};

function toDto(row: EventRow): StreamEventDto {
  const outlet = { id: row.outletId, name: row.outletName };
  const at = row.at.toISOString();
  if (row.type === CHANGE_NOTICE) {
    return { id: row.id, type: CHANGE_NOTICE, resource: row.resource!, outlet, ids: row.ids ?? [], at };
  }
  if (row.type === AWAITING_APPROVAL_EVENT) {
    return {
      id: row.id,
      type: AWAITING_APPROVAL_EVENT,
      outlet,
      purchase_order_id: row.purchaseOrderId!,
      po_number: row.poNumber ?? '',
      total_amount: row.poTotal ?? 0,
      at,
    };
  }
  if (row.type === LOW_STOCK_EVENT) {
    return {
      id: row.id,
      type: LOW_STOCK_EVENT,
      outlet,
      sku_id: row.skuId!,
      sku_name: row.skuName ?? '',
      stock_unit: row.stockUnit,
      quantity: row.quantity!,
      min_quantity: row.minQuantity!,
      at,
    };
  }
  return {
    id: row.id,
    type: row.type,
    order_id: row.orderId!,
    status: row.status!,
    outlet,
    customer_name: row.customerName ?? '',
    total_amount: row.totalAmount ?? 0,
    at,
  };
}

export interface EventStream {
  /** The outlets whose order events (and order notices) the stream receives. */
  reach: OutletReach;
  /** The outlets whose low-stock alerts and stock, transfer and count notices it receives (none when absent). */
  stockReach?: OutletReach;
  /** The outlets whose purchase orders waiting for approval it receives (none when absent). */
  approvalReach?: OutletReach;
  /** The outlets whose invoice notices it receives (none when absent). */
  invoiceReach?: OutletReach;
  /** The outlets whose purchase-order notices it receives (none when absent). */
  purchaseOrderReach?: OutletReach;
  /** The outlets whose sold-out products it receives (none when absent). */
  soldOutReach?: OutletReach;
  write: (event: StreamEventDto) => void;
  /** Ends the stream (the server is closing). */
  close: () => void;
}

type ReachKey = 'reach' | 'stockReach' | 'approvalReach' | 'invoiceReach' | 'purchaseOrderReach' | 'soldOutReach';

/** Which of a stream's reaches a change notice of each kind needs. */
const NOTICE_REACH: Record<ChangeNoticeResource, ReachKey> = {
  stock: 'stockReach',
  order: 'reach',
  invoice: 'invoiceReach',
  purchase_order: 'purchaseOrderReach',
  stock_transfer: 'stockReach',
  stocktake: 'stockReach',
  sold_out: 'soldOutReach',
};

/** Every kind of event and the reach it needs. */
const KINDS: readonly { type: OrderEventType; resource?: ChangeNoticeResource; reach: ReachKey }[] = [
  { type: 'order.created', reach: 'reach' },
  { type: 'order.status_changed', reach: 'reach' },
  { type: LOW_STOCK_EVENT, reach: 'stockReach' },
  { type: AWAITING_APPROVAL_EVENT, reach: 'approvalReach' },
  ...CHANGE_NOTICE_RESOURCES.map((resource) => ({ type: CHANGE_NOTICE, resource, reach: NOTICE_REACH[resource] })),
];

const NOWHERE: OutletReach = { all: false, ids: [] };

/** The reach a stream has for an event. */
function reachFor(stream: EventStream, event: StreamEventDto): OutletReach {
  const key =
    event.type === CHANGE_NOTICE ? NOTICE_REACH[event.resource] : KINDS.find((k) => k.type === event.type)!.reach;
  return stream[key] ?? NOWHERE;
}

/** The events a stream may receive, as a condition on order_events. */
function withinStreamReach(stream: EventStream): SQL {
  return or(
    ...KINDS.map((kind) =>
      and(
        eq(orderEvents.type, kind.type),
        kind.resource ? eq(orderEvents.resource, kind.resource) : undefined,
        withinReach(orderEvents.outletId, stream[kind.reach] ?? NOWHERE),
      ),
    ),
  )!;
}

interface Subscriber extends EventStream {
  lastSent: StreamPosition;
  /** Live events held back while the missed ones are replayed. */
  held: Delivery[] | null;
}

export class OrderEventBus {
  /** Where this process's stream has read to: every final row up to here is delivered. */
  private cursor: StreamPosition = BEGINNING;
  private reading: Promise<void> | null = null;
  private again = false;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private readonly subscribers = new Set<Subscriber>();

  constructor(
    private readonly db: DbOrTx,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Starts after every row already final: the rows of transactions still running are new. */
  async start(): Promise<void> {
    const [row] = await rowsOf<{ horizon: string }>(this.db, sql`select ${HORIZON}::text as horizon`);
    this.cursor = { xid: Number(row!.horizon), id: 0 };
  }

  get connections(): number {
    return this.subscribers.size;
  }

  /** Reads the events written since the last read and hands them to the subscribers. */
  poke(): Promise<void> {
    if (this.reading) {
      this.again = true;
      return this.reading;
    }
    this.reading = (async () => {
      let waiting = false;
      do {
        this.again = false;
        try {
          let read: Read;
          do {
            read = await readEvents(this.db, this.cursor);
            for (const delivery of read.final) {
              this.cursor = delivery.at;
              for (const subscriber of this.subscribers) deliver(subscriber, delivery);
            }
          } while (read.full && read.final.length > 0);
          waiting = read.waiting;
        } catch (error) {
          this.onError(error);
        }
      } while (this.again);
      this.reading = null;
      // Committed rows behind a transaction still running: look again soon (it may end without a NOTIFY).
      if (waiting && !this.retry) {
        this.retry = setTimeout(() => {
          this.retry = null;
          void this.poke();
        }, WAITING_RETRY_MS);
        this.retry.unref();
      }
    })();
    return this.reading;
  }

  /**
   * Sends the stream the events within its reach: those after event `afterId` first (a client
   * resuming), then every new one. Returns the unsubscribe.
   */
  async subscribe(stream: EventStream, afterId?: number): Promise<() => void> {
    const subscriber: Subscriber = { ...stream, lastSent: this.cursor, held: afterId === undefined ? null : [] };
    this.subscribers.add(subscriber);
    const unsubscribe = () => void this.subscribers.delete(subscriber);
    if (afterId === undefined) return unsubscribe;
    try {
      let from = await this.positionOf(afterId);
      subscriber.lastSent = from;
      const since = new Date(Date.now() - RESUME_WINDOW_MS);
      for (;;) {
        const missed = await readEvents(
          this.db,
          from,
          and(withinStreamReach(stream), gt(orderEvents.createdAt, since)),
        );
        for (const delivery of missed.final) send(subscriber, delivery);
        if (!missed.full || missed.final.length === 0) break;
        from = missed.final[missed.final.length - 1]!.at;
      }
    } finally {
      const held = subscriber.held ?? [];
      subscriber.held = null;
      for (const delivery of held) deliver(subscriber, delivery);
    }
    return unsubscribe;
  }

  /**
   * Where event `id` stands in the stream. An id no longer kept (older than the resume window)
   * resumes from the window's start; one beyond every event, from now.
   */
  private async positionOf(id: number): Promise<StreamPosition> {
    const [row] = await rowsOf<{ xid: string | null; later: boolean }>(
      this.db,
      sql`select (select xid::text from order_events where id = ${id}) as xid,
        exists (select 1 from order_events where id > ${id}) as later`,
    );
    if (row?.xid != null) return { xid: Number(row.xid), id };
    return row?.later ? BEGINNING : this.cursor;
  }

  /** Ends every stream (the server is closing). */
  closeAll(): void {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    for (const subscriber of this.subscribers) subscriber.close();
    this.subscribers.clear();
  }

  /** Forgets events older than the resume window. */
  async prune(): Promise<void> {
    await this.db.delete(orderEvents).where(lt(orderEvents.createdAt, new Date(Date.now() - RESUME_WINDOW_MS)));
  }
}

function deliver(subscriber: Subscriber, delivery: Delivery) {
  if (!reaches(reachFor(subscriber, delivery.event), delivery.event.outlet.id)) return;
  if (subscriber.held) subscriber.held.push(delivery);
  else send(subscriber, delivery);
}

function send(subscriber: Subscriber, delivery: Delivery) {
  if (!isAfter(delivery.at, subscriber.lastSent)) return;
  subscriber.lastSent = delivery.at;
  subscriber.write(delivery.event);
}
