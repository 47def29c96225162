// A delivery platform's callback, once its adapter has checked and read it: a new order placed
// through the one placement path (paid by the platform, so PAID at once and its stock used through
// its recipes and options), a state the platform tells of (cancelled by the platform: CANCELLED,
// stock returned; picked up, delivered: moved along the life cycle), or a menu sync's outcome. Each
// callback is recorded by the key that makes a repeat of it the same (channel_callbacks), in the
// transaction that applies it: a repeat, even one arriving at the same moment, changes nothing. An
// order is placed once per platform order id, whichever of the platform's events brings it first.
import { and, eq, inArray } from 'drizzle-orm';
import { ADVISORY_LOCKS, takeKeyedTransactionLock } from '../../db/advisory-locks';
import type { Db, Tx } from '../../db/client';
import { channelCallbacks, modifierOptions, orders, outletChannels, skus } from '../../db/schema';
import { unprocessable } from '../../lib/http-error';
import { placeOrderIn, type OrderLine, type UnmappedItem } from '../orders/placement';
import { lockSale, moveOrder } from '../sales/apply';
import { mayMove } from '../sales/life-cycle';
import { ORDER, type OrderStatus } from '../sales/states';
import { channelPricingAt } from '../channels/channel-prices';
import { internalId } from '../channels/external-ids';
import { recordPlatformMenuJob } from '../channel-menus/menu-sync-job';
import type { ApiChannel, ChannelCallback, PlatformOrder, PlatformState } from '../channels/port';

export type CallbackResult = 'created' | 'updated' | 'unchanged' | 'ignored';

export interface AppliedCallback {
  result: CallbackResult;
  orderId: number | null;
}

/** The statuses an order passes through, in order, up to where a platform's state takes it. */
const PATH: OrderStatus[] = [ORDER.PAID, ORDER.PREPARING, ORDER.READY_TO_PICKUP, ORDER.PICKED_UP, ORDER.COMPLETED];
const TARGET: Partial<Record<PlatformState, OrderStatus>> = {
  picked_up: ORDER.PICKED_UP,
  delivered: ORDER.COMPLETED,
  cancelled: ORDER.CANCELLED,
};

export async function applyChannelCallback(
  db: Db,
  channel: ApiChannel,
  callback: ChannelCallback,
): Promise<AppliedCallback> {
  return db.transaction(async (tx) => {
    const platformOrderId =
      callback.kind === 'order'
        ? callback.order.platformOrderId
        : callback.kind === 'state'
          ? callback.platformOrderId
          : null;
    const [recorded] = await tx
      .insert(channelCallbacks)
      .values({
        channel,
        eventKey: callback.eventKey,
        eventType: callback.eventType,
        platformOrderId,
        outcome: 'received',
      })
      .onConflictDoNothing()
      .returning({ id: channelCallbacks.id });
    if (!recorded) {
      const [seen] = await tx
        .select({ orderId: channelCallbacks.orderId })
        .from(channelCallbacks)
        .where(and(eq(channelCallbacks.channel, channel), eq(channelCallbacks.eventKey, callback.eventKey)));
      return { result: 'unchanged', orderId: seen?.orderId ?? null };
    }
    let applied: AppliedCallback;
    if (callback.kind === 'order') applied = await placePlatformOrder(tx, channel, callback.order);
    else if (callback.kind === 'state')
      applied = await applyState(tx, channel, callback.platformOrderId, callback.state);
    else if (callback.kind === 'menu_sync') {
      await recordPlatformMenuJob(tx, channel, callback.jobId, callback.status, callback.errors);
      applied = { result: callback.status === 'RUNNING' ? 'unchanged' : 'updated', orderId: null };
    } else applied = { result: 'ignored', orderId: null };
    await tx
      .update(channelCallbacks)
      .set({ outcome: applied.result, orderId: applied.orderId })
      .where(eq(channelCallbacks.id, recorded.id));
    return applied;
  });
}

/** Holds the platform order's id until the commit, so two events bringing the same order take turns. */
async function lockPlatformOrder(tx: Tx, channel: ApiChannel, platformOrderId: string) {
  await takeKeyedTransactionLock(tx, ADVISORY_LOCKS.channelOrder, `${channel}:${platformOrderId}`);
}

async function orderOf(tx: Tx, channel: ApiChannel, platformOrderId: string) {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.channel, channel), eq(orders.platformOrderId, platformOrderId)));
  return order ?? null;
}

async function placePlatformOrder(tx: Tx, channel: ApiChannel, order: PlatformOrder): Promise<AppliedCallback> {
  await lockPlatformOrder(tx, channel, order.platformOrderId);
  const existing = await orderOf(tx, channel, order.platformOrderId);
  if (existing) return { result: 'unchanged', orderId: existing.id };
  const [link] = await tx
    .select({ outletId: outletChannels.outletId })
    .from(outletChannels)
    .where(and(eq(outletChannels.channel, channel), eq(outletChannels.storeId, order.storeId)));
  if (!link) throw unprocessable(`No outlet is linked to the platform's store ${order.storeId}`, 'store_id');
  const pricing = (await channelPricingAt(tx, link.outletId, channel))!;

  // The items and options the menu sync sent, mapped back; anything else is kept as unmapped.
  const skuIds = order.items.map((item) => internalId('sku', item.externalId)).filter((id) => id !== null);
  const optionIds = order.items
    .flatMap((item) => item.options.map((option) => internalId('opt', option.externalId)))
    .filter((id) => id !== null);
  const products = new Set(
    (
      await tx
        .select({ id: skus.id })
        .from(skus)
        .where(and(inArray(skus.id, [...skuIds, -1]), eq(skus.kind, 'product')))
    ).map((row) => row.id),
  );
  const options = new Set(
    (
      await tx
        .select({ id: modifierOptions.id })
        .from(modifierOptions)
        .where(inArray(modifierOptions.id, [...optionIds, -1]))
    ).map((row) => row.id),
  );
  const lines: OrderLine[] = [];
  const unmapped: UnmappedItem[] = [];
  for (const item of order.items) {
    const skuId = internalId('sku', item.externalId);
    const unit = item.price + item.options.reduce((sum, option) => sum + option.price, 0);
    if (skuId === null || !products.has(skuId)) {
      unmapped.push({
        platformItemId: item.externalId || '?',
        name: item.name || '?',
        quantity: item.quantity,
        unitPrice: unit,
      });
      continue;
    }
    const chosen: number[] = [];
    for (const option of item.options) {
      const optionId = internalId('opt', option.externalId);
      if (optionId !== null && options.has(optionId) && !chosen.includes(optionId)) chosen.push(optionId);
      else
        unmapped.push({
          platformItemId: option.externalId || '?',
          name: option.name || '?',
          quantity: item.quantity,
          unitPrice: option.price,
        });
    }
    lines.push({ skuId, quantity: Math.min(item.quantity, 99), note: item.note, options: chosen });
  }
  const placed = await placeOrderIn(tx, {
    outletId: link.outletId,
    door: {
      channel,
      platformOrderId: order.platformOrderId,
      orderNumber: order.orderNumber,
      pricing,
      merchantPromotion: order.merchantPromotion,
      awaitsAcceptance: order.awaitsAcceptance ?? false,
      unmapped,
    },
    lines,
    notes: order.notes,
    payment: 'prepaid',
  });
  return { result: 'created', orderId: placed.orderId };
}

async function applyState(
  tx: Tx,
  channel: ApiChannel,
  platformOrderId: string,
  state: PlatformState,
): Promise<AppliedCallback> {
  await lockPlatformOrder(tx, channel, platformOrderId);
  const order = await orderOf(tx, channel, platformOrderId);
  if (!order) return { result: 'ignored', orderId: null };
  const target = TARGET[state];
  if (target === undefined) return { result: 'unchanged', orderId: order.id };
  const sale = (await lockSale(tx, order.id))!;
  let moved = false;
  if (target === ORDER.CANCELLED) {
    if (mayMove(sale.order.status, ORDER.CANCELLED)) {
      await moveOrder(tx, sale, ORDER.CANCELLED, null, undefined, { fromPlatform: true });
      moved = true;
    }
  } else {
    // Along the life cycle, one step at a time, as far as the platform says it went.
    const to = PATH.indexOf(target);
    let status = sale.order.status;
    for (let at = PATH.indexOf(status) + 1; at > 0 && at <= to; at++) {
      const next = PATH[at]!;
      if (!mayMove(status, next)) break;
      await moveOrder(tx, { ...sale, order: { ...sale.order, status } }, next as never, null, undefined, {
        fromPlatform: true,
      });
      status = next;
      moved = true;
    }
  }
  return { result: moved ? 'updated' : 'unchanged', orderId: order.id };
}
