// Delivery platforms' orders for tests of the desk and the figures: an order placed through the one
// placement path, then made a platform's (its channel, delivery, the platform's ids) in the
// database, as the platform's own door would have written it.
import { eq } from 'drizzle-orm';
import { orders, type OrderStatus, type PlatformChannel } from '../../src/db/schema';
import { orderFixtures } from './orders';
import type { TestApp } from './test-app';

let platformCount = 0;

export function platformOrders(t: TestApp) {
  const fx = orderFixtures(t);

  /** A paid (or `status`) platform order at `outletId`, waiting for a tap unless `acceptedAt` is given. */
  async function makePlatformOrder(
    options: {
      channel?: PlatformChannel;
      outletId?: number;
      status?: OrderStatus;
      acceptedAt?: Date | null;
      needsMapping?: boolean;
    } = {},
  ) {
    const { id, outletId } = await fx.makeOrder({ outletId: options.outletId, status: options.status });
    const n = ++platformCount;
    const channel = options.channel ?? 'grabfood';
    const platformOrderId = `${channel.toUpperCase()}-${process.pid}-${n}`;
    const platformOrderNumber = `${channel === 'gofood' ? 'F' : channel === 'grabfood' ? 'GF' : 'SF'}-${100 + n}`;
    await t.app.db
      .update(orders)
      .set({
        channel,
        orderType: 'delivery',
        timeslotId: null,
        customerId: null,
        customerName: null,
        platformOrderId,
        platformOrderNumber,
        needsMapping: options.needsMapping ?? false,
        acceptedAt: options.acceptedAt ?? null,
      })
      .where(eq(orders.id, id));
    return { id, outletId, channel, platformOrderId, platformOrderNumber };
  }

  return { ...fx, makePlatformOrder };
}
