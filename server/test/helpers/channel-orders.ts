// Delivery platforms' orders as the platform door freezes them (paid by the platform, delivered,
// with the platform's order id, commission and merchant-funded promotion), written straight into
// the database for the settlement and channel report tests.
import type { Db } from '../../src/db/client';
import { orders, type PlatformChannel } from '../../src/db/schema';

let sequence = 0;
const RUN = Date.now().toString(36).slice(-4).toUpperCase();

export interface PlatformOrderOptions {
  channel: PlatformChannel;
  outletId: number;
  total: number;
  commission: number;
  promotion?: number;
  /** A paid order by default (100); 500 for one the platform cancelled. */
  status?: number;
  at?: Date;
}

/** A platform order; answers its id and its platform order id (unique per test run). */
export async function platformOrder(db: Db, options: PlatformOrderOptions) {
  sequence += 1;
  const prefix = { gofood: 'F', grabfood: 'A', shopeefood: 'S' }[options.channel];
  const platformOrderId = `${prefix}-${RUN}-${String(sequence).padStart(4, '0')}`;
  const [row] = await db
    .insert(orders)
    .values({
      channel: options.channel,
      orderType: 'delivery',
      outletId: options.outletId,
      status: (options.status ?? 100) as never,
      subtotal: options.total,
      totalAmount: options.total,
      itemCount: 1,
      platformOrderId,
      platformOrderNumber: `${prefix}-${String(sequence).padStart(3, '0')}`,
      acceptedAt: options.at ?? new Date(),
      channelCommission: options.commission,
      merchantPromotion: options.promotion ?? 0,
      createdAt: options.at ?? new Date(),
    })
    .returning({ id: orders.id, placedOn: orders.placedOn });
  return { id: row!.id, platformOrderId, placedOn: row!.placedOn };
}

export const csvOf = (rows: (string | number)[][]) => rows.map((row) => row.join(',')).join('\n') + '\n';
