// The live order events: written with the change they report, in its transaction, and fanned out
// to the connected event streams of every API process. On PostgreSQL each process LISTENs on one
// channel and reads the new rows when notified (NOTIFY is sent on commit); on PGlite, one process,
// the writer pokes its own bus after committing. Rows are written under a transaction-level lock,
// so ids become visible in order and a reader that has seen id n has seen every id below it.
//
// The same stream carries low-stock alerts (`stock.low`), to the users who see inventory at the
// outlet; they are written only when a stock line crosses below its minimum, so the lock is taken
// by those rare changes, never by every sale. Purchase orders waiting for approval
// (`purchase_order.awaiting_approval`) go to the users who may approve them at the outlet.
import { and, asc, eq, gt, lt, notInArray, or, sql } from 'drizzle-orm';
import type { components } from '../../../generated/schema';
import type { DbOrTx } from '../db/client';
import {
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
/** What the stream sends: an order's event, a low-stock alert or a purchase order to approve. */
export type StreamEventDto = OrderEventDto | LowStockEventDto | AwaitingApprovalEventDto;

export const LOW_STOCK_EVENT = 'stock.low';
export const AWAITING_APPROVAL_EVENT = 'purchase_order.awaiting_approval';

export const ORDER_EVENTS_CHANNEL = 'order_events';
/** Serialises event writers (pg_advisory_xact_lock key). */
const WRITE_LOCK = 0x0e7e_0001;
/** How far back a reconnecting client can resume. */
export const RESUME_WINDOW_MS = 24 * 60 * 60 * 1000;
const READ_BATCH = 1000;

/** Records what happened to an order; call last in the transaction that made the change. */
export async function recordOrderEvent(
  tx: DbOrTx,
  event: {
    type: Exclude<OrderEventType, 'stock.low' | 'purchase_order.awaiting_approval'>;
    orderId: number;
    outletId: number;
    status: OrderStatus;
  },
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${WRITE_LOCK})`);
  await tx.insert(orderEvents).values(event);
  await tx.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, '')`);
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
  await tx.execute(sql`select pg_advisory_xact_lock(${WRITE_LOCK})`);
  await tx.insert(orderEvents).values(alerts.map((alert) => ({ type: LOW_STOCK_EVENT, ...alert }) as const));
  await tx.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, '')`);
}

/** Records that a purchase order waits for approval; call in the transaction that made it wait. */
export async function recordAwaitingApprovalEvent(
  tx: DbOrTx,
  event: { purchaseOrderId: number; outletId: number },
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${WRITE_LOCK})`);
  await tx.insert(orderEvents).values({ type: AWAITING_APPROVAL_EVENT, ...event });
  await tx.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, '')`);
}

function readEvents(db: DbOrTx, afterId: number, where = sql`true`) {
  return db
    .select({
      id: orderEvents.id,
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
      at: orderEvents.createdAt,
    })
    .from(orderEvents)
    .leftJoin(orders, eq(orders.id, orderEvents.orderId))
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, orderEvents.purchaseOrderId))
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(skus, eq(skus.id, orderEvents.skuId))
    .innerJoin(outlets, eq(outlets.id, orderEvents.outletId))
    .where(and(gt(orderEvents.id, afterId), where))
    .orderBy(asc(orderEvents.id))
    .limit(READ_BATCH)
    .then((rows) =>
      rows.map((row): StreamEventDto => {
        const outlet = { id: row.outletId, name: row.outletName };
        const at = row.at.toISOString();
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
      }),
    );
}

export interface EventStream {
  /** The outlets whose order events the stream receives. */
  reach: OutletReach;
  /** The outlets whose low-stock alerts it receives (none when absent). */
  stockReach?: OutletReach;
  /** The outlets whose purchase orders waiting for approval it receives (none when absent). */
  approvalReach?: OutletReach;
  write: (event: StreamEventDto) => void;
  /** Ends the stream (the server is closing). */
  close: () => void;
}

interface Subscriber extends EventStream {
  lastSent: number;
  /** Live events held back while the missed ones are replayed. */
  held: StreamEventDto[] | null;
}

export class OrderEventBus {
  private lastSeen = 0;
  private reading: Promise<void> | null = null;
  private again = false;
  private readonly subscribers = new Set<Subscriber>();

  constructor(
    private readonly db: DbOrTx,
    private readonly onError: (error: unknown) => void,
  ) {}

  async start(): Promise<void> {
    const [row] = await this.db
      .select({ last: sql<number>`coalesce(max(${orderEvents.id}), 0)`.mapWith(Number) })
      .from(orderEvents);
    this.lastSeen = row?.last ?? 0;
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
      do {
        this.again = false;
        try {
          let batch: StreamEventDto[];
          do {
            batch = await readEvents(this.db, this.lastSeen);
            for (const event of batch) {
              this.lastSeen = event.id;
              for (const subscriber of this.subscribers) deliver(subscriber, event);
            }
          } while (batch.length === READ_BATCH);
        } catch (error) {
          this.onError(error);
        }
      } while (this.again);
      this.reading = null;
    })();
    return this.reading;
  }

  /**
   * Sends the stream the events at outlets within its reach: those after `afterId` first (a client
   * resuming), then every new one. Returns the unsubscribe.
   */
  async subscribe(stream: EventStream, afterId?: number): Promise<() => void> {
    const subscriber: Subscriber = {
      ...stream,
      lastSent: afterId ?? this.lastSeen,
      held: afterId === undefined ? null : [],
    };
    this.subscribers.add(subscriber);
    const unsubscribe = () => void this.subscribers.delete(subscriber);
    if (afterId === undefined) return unsubscribe;
    try {
      const since = new Date(Date.now() - RESUME_WINDOW_MS);
      let after = afterId;
      for (;;) {
        const missed = await readEvents(
          this.db,
          after,
          and(
            or(
              and(
                notInArray(orderEvents.type, [LOW_STOCK_EVENT, AWAITING_APPROVAL_EVENT]),
                withinReach(orderEvents.outletId, stream.reach),
              ),
              and(
                eq(orderEvents.type, LOW_STOCK_EVENT),
                withinReach(orderEvents.outletId, stream.stockReach ?? NOWHERE),
              ),
              and(
                eq(orderEvents.type, AWAITING_APPROVAL_EVENT),
                withinReach(orderEvents.outletId, stream.approvalReach ?? NOWHERE),
              ),
            ),
            gt(orderEvents.createdAt, since),
          ),
        );
        for (const event of missed) send(subscriber, event);
        if (missed.length < READ_BATCH) break;
        after = missed[missed.length - 1]!.id;
      }
    } finally {
      const held = subscriber.held ?? [];
      subscriber.held = null;
      for (const event of held) deliver(subscriber, event);
    }
    return unsubscribe;
  }

  /** Ends every stream (the server is closing). */
  closeAll(): void {
    for (const subscriber of this.subscribers) subscriber.close();
    this.subscribers.clear();
  }

  /** Forgets events older than the resume window. */
  async prune(): Promise<void> {
    await this.db.delete(orderEvents).where(lt(orderEvents.createdAt, new Date(Date.now() - RESUME_WINDOW_MS)));
  }
}

const NOWHERE: OutletReach = { all: false, ids: [] };

/** The reach a stream has for an event of this kind. */
function reachFor(subscriber: EventStream, type: StreamEventDto['type']): OutletReach {
  if (type === LOW_STOCK_EVENT) return subscriber.stockReach ?? NOWHERE;
  if (type === AWAITING_APPROVAL_EVENT) return subscriber.approvalReach ?? NOWHERE;
  return subscriber.reach;
}

function deliver(subscriber: Subscriber, event: StreamEventDto) {
  const reach = reachFor(subscriber, event.type);
  if (!reaches(reach, event.outlet.id)) return;
  if (subscriber.held) subscriber.held.push(event);
  else send(subscriber, event);
}

function send(subscriber: Subscriber, event: StreamEventDto) {
  if (event.id <= subscriber.lastSent) return;
  subscriber.lastSent = event.id;
  subscriber.write(event);
}
