// Web pushes of new orders to the browsers staff registered (devices), sent through Firebase Cloud
// Messaging. Every API process hears every order event; the process that claims the event in the
// database sends its push, so one order is one notification however many processes run. A claimed
// push is never sent again, even if the claiming process stops before sending: a missed
// notification is better than a double one, and open tabs hear the order on the live stream anyway.
// A low-stock alert is pushed the same way, to the staff who see inventory at its outlet.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
// Types only: erased, so they load nothing.
import type { App } from 'firebase-admin/app';
import type { Messaging } from 'firebase-admin/messaging';
import type { FirebaseServiceAccount } from '../config';
import type { DbOrTx } from '../db/client';
import { devices, orderEvents } from '../db/schema';
import type { BackgroundJobs } from './background-jobs';
import { inLiveSession } from './live-sessions';
import type { LowStockEventDto, OrderEventBus, OrderEventDto, StreamEventDto } from './order-events';
import { usersReaching } from './outlet-access';

/** One notification to many browsers, as Firebase's sendEachForMulticast takes it. */
export interface PushMessage {
  tokens: string[];
  notification: { title: string; body: string };
  /** Strings only (Firebase's rule); the app reads them to tell which order a push is about. */
  data: Record<string, string>;
  /** A later notification with the same tag replaces the earlier one instead of adding another. */
  tag: string;
}

/** What happened to the message at one token, in the order of the message's tokens. */
export interface PushResult {
  success: boolean;
  error?: { code: string; message: string };
}

/** Sends pushes; Firebase in production, a fake in tests. */
export interface PushSender {
  sendEachForMulticast(message: PushMessage): Promise<PushResult[]>;
  close?(): Promise<void>;
}

/** Firebase accepts at most this many tokens in one multicast. */
const MULTICAST_LIMIT = 500;
/** A browser offline longer than this gets no pile of stale order alerts when it comes back. */
const PUSH_TTL_SECONDS = 60 * 60;

/**
 * Sends through Firebase with the service account. firebase-admin is loaded on the first push, so
 * a server without a service account never loads it and one with it starts as fast.
 */
export function firebasePushSender(account: FirebaseServiceAccount): PushSender {
  type Firebase = { app: App; messaging: Messaging };
  let firebase: Promise<Firebase> | undefined;
  const start = async (): Promise<Firebase> => {
    const [{ cert, initializeApp }, { getMessaging }] = await Promise.all([
      import('firebase-admin/app'),
      import('firebase-admin/messaging'),
    ]);
    // A name of its own: each server built in one process (tests) holds its own Firebase app.
    const app = initializeApp(
      {
        credential: cert({
          projectId: account.projectId,
          clientEmail: account.clientEmail,
          privateKey: account.privateKey,
        }),
        projectId: account.projectId,
      },
      `teahouse-push-${randomUUID()}`,
    );
    return { app, messaging: getMessaging(app) };
  };
  return {
    async sendEachForMulticast({ tokens, notification, data, tag }) {
      // A failed start (the network, say) is tried again at the next push.
      firebase ??= start().catch((error: unknown) => {
        firebase = undefined;
        throw error;
      });
      const { messaging } = await firebase;
      const response = await messaging.sendEachForMulticast({
        tokens,
        notification,
        data,
        webpush: {
          headers: { TTL: String(PUSH_TTL_SECONDS), Urgency: 'high' },
          notification: { tag, icon: '/logo.svg' },
        },
      });
      return response.responses.map((result) =>
        result.success
          ? { success: true }
          : { success: false, error: { code: result.error?.code ?? 'unknown', message: result.error?.message ?? '' } },
      );
    },
    async close() {
      const started = await firebase?.catch(() => undefined);
      if (!started) return;
      const { deleteApp } = await import('firebase-admin/app');
      await deleteApp(started.app);
    },
  };
}

/**
 * A token that will never take a push again: the browser unsubscribed or the token was never
 * valid. Firebase reports a malformed token as an invalid argument naming the registration token;
 * any other invalid argument is about the message, which says nothing about the token.
 */
export function isDeadToken(error: PushResult['error']): boolean {
  if (!error) return false;
  if (error.code === 'messaging/registration-token-not-registered') return true;
  if (error.code === 'messaging/invalid-registration-token') return true;
  return error.code === 'messaging/invalid-argument' && /registration token/i.test(error.message);
}

/**
 * The notification of a new order: the app's own words for it ("New order #… at …"), and the data
 * its foreground handler reads (type, order_id, outlet_name) so a push and the live stream
 * announcing the same order ring once. The customer's name stays out: it would pass through
 * Firebase and show on lock screens.
 */
export function newOrderPush(event: OrderEventDto, tokens: string[]): PushMessage {
  return {
    tokens,
    notification: {
      title: `New order #${event.order_id} at ${event.outlet.name}`,
      body: `Total ${rupiah.format(event.total_amount)}`,
    },
    data: {
      type: event.type,
      event_id: String(event.id),
      order_id: String(event.order_id),
      outlet_id: String(event.outlet.id),
      outlet_name: event.outlet.name,
    },
    tag: `order-${event.order_id}`,
  };
}

/**
 * The notification of a stock line that crossed below its minimum ("Low stock: … at …"), and the
 * data the foreground handler reads so a push and the live stream ring once.
 */
export function lowStockPush(event: LowStockEventDto, tokens: string[]): PushMessage {
  return {
    tokens,
    notification: {
      title: `Low stock: ${event.sku_name} at ${event.outlet.name}`,
      body: `${event.quantity} ${event.stock_unit} left, minimum ${event.min_quantity} ${event.stock_unit}`,
    },
    data: {
      type: event.type,
      event_id: String(event.id),
      sku_id: String(event.sku_id),
      outlet_id: String(event.outlet.id),
      outlet_name: event.outlet.name,
    },
    tag: `stock-${event.outlet.id}-${event.sku_id}`,
  };
}

const rupiah = new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 });

/** Takes the event's push for this process; false when another process (or an earlier delivery) has. */
async function claimPush(db: DbOrTx, eventId: number): Promise<boolean> {
  const claimed = await db
    .update(orderEvents)
    .set({ pushedAt: sql`now()` })
    .where(and(eq(orderEvents.id, eventId), isNull(orderEvents.pushedAt)))
    .returning({ id: orderEvents.id });
  return claimed.length > 0;
}

/**
 * The push tokens of the web devices of users who see orders at the outlet, registered by sessions
 * still live: a browser whose user signed out (or was deactivated) hears no more orders.
 */
async function watcherTokens(
  db: DbOrTx,
  outletId: number,
  scope: 'view_admin_order' | 'view_admin_inventory' = 'view_admin_order',
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ token: devices.token })
    .from(devices)
    .where(
      and(
        eq(devices.deviceType, 'web'),
        inLiveSession(db, devices.sessionId),
        inArray(devices.userId, usersReaching(db, outletId, scope)),
      ),
    );
  return rows.map((row) => row.token);
}

export interface PushOutcome {
  devices: number;
  failed: number;
  removed: number;
}

/**
 * Pushes a new order to the browsers of the staff who see its outlet, unless its push was claimed
 * already (null then); forgets the tokens Firebase reports dead.
 */
export async function pushNewOrder(db: DbOrTx, sender: PushSender, event: StreamEventDto): Promise<PushOutcome | null> {
  const lowStock = event.type === 'stock.low';
  if (event.type !== 'order.created' && !lowStock) return null;
  if (!(await claimPush(db, event.id))) return null;
  const tokens = await watcherTokens(db, event.outlet.id, lowStock ? 'view_admin_inventory' : 'view_admin_order');
  const dead: string[] = [];
  let failed = 0;
  for (let i = 0; i < tokens.length; i += MULTICAST_LIMIT) {
    const batch = tokens.slice(i, i + MULTICAST_LIMIT);
    const results = await sender.sendEachForMulticast(
      event.type === 'stock.low' ? lowStockPush(event, batch) : newOrderPush(event as OrderEventDto, batch),
    );
    results.forEach((result, n) => {
      if (result.success) return;
      failed++;
      if (isDeadToken(result.error)) dead.push(batch[n]!);
    });
  }
  if (dead.length) await db.delete(devices).where(inArray(devices.token, dead));
  return { devices: tokens.length, failed, removed: dead.length };
}

/**
 * Follows the bus: each new order it delivers is pushed in the background (the bus hands events
 * over synchronously, and a slow Firebase must not hold up the event streams). Returns the
 * unsubscribe.
 */
export function pushNewOrders(
  bus: OrderEventBus,
  { db, sender, jobs, log }: { db: DbOrTx; sender: PushSender; jobs: BackgroundJobs; log: FastifyBaseLogger },
): Promise<() => void> {
  return bus.subscribe({
    reach: { all: true },
    write(event) {
      if (event.type !== 'order.created') return;
      jobs.run('new order push', async () => {
        try {
          const outcome = await pushNewOrder(db, sender, event);
          if (outcome?.devices) log.info({ orderId: event.order_id, ...outcome }, 'new order pushed to staff browsers');
        } catch (error) {
          // Tokens are never logged: they address staff browsers.
          log.warn({ err: error, orderId: event.order_id }, 'the new order push failed');
        }
      });
    },
    close() {},
  });
}
