// Sales split by the door the orders came in by, for the sales report, its downloads and the
// dashboard. The rollups keep no door, so the orders of every door but the app's are read from the
// orders themselves, down their (channel, created_at) index, and the app's are what is left of the
// rollups' totals: the split always adds up to the totals beside it, and the app's orders (the
// bulk of a chain's) are never read one by one.
import { and, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { ORDER_CHANNELS, orderItems, orders, type OrderChannel } from '../../db/schema';
import { countsAsSale } from './sql';

export type ChannelSales = components['schemas']['SalesByChannel'];
type Figures = Omit<ChannelSales, 'channel'>;

/** The doors whose sales are read from the orders (every one but the app's). */
const READ_CHANNELS = ORDER_CHANNELS.filter((channel) => channel !== 'app');

/**
 * The paid orders of the doors read from the orders, placed in [from, to), per `key` (a period's
 * key, or one key for the whole span) and door. `where` narrows the orders (their outlets, their
 * Jakarta days). With `skuIds`, only those SKUs' lines: the orders holding one, and the lines' sales.
 */
export async function readChannelSales(
  db: DbOrTx,
  span: { from: Date; to: Date; key: SQL; where: SQL; skuIds?: number[] },
): Promise<Map<string, Map<OrderChannel, Figures>>> {
  const conditions = and(
    inArray(orders.channel, READ_CHANNELS),
    gte(orders.createdAt, span.from),
    lt(orders.createdAt, span.to),
    countsAsSale(orders.status),
    span.where,
  );
  const query = span.skuIds?.length
    ? sql`select ${span.key} as key, ${orders.channel} as channel, count(distinct ${orders.id}) as order_count,
          sum(${orderItems.subtotal}) as gross_sales
        from ${orders} join ${orderItems} on ${orderItems.orderId} = ${orders.id}
        where ${conditions} and ${inArray(orderItems.skuId, span.skuIds)}
        group by 1, 2`
    : sql`select ${span.key} as key, ${orders.channel} as channel, count(*) as order_count, sum(${orders.subtotal}) as gross_sales
        from ${orders} where ${conditions}
        group by 1, 2`;
  const found = new Map<string, Map<OrderChannel, Figures>>();
  for (const row of await rowsOf<{ key: string; channel: OrderChannel; order_count: string; gross_sales: string }>(
    db,
    query,
  )) {
    const byChannel = found.get(row.key) ?? new Map<OrderChannel, Figures>();
    byChannel.set(row.channel, { order_count: Number(row.order_count), gross_sales: Number(row.gross_sales) });
    found.set(row.key, byChannel);
  }
  return found;
}

/** Every door's share of `total` (in the contract's order), the app's being what the others leave. */
export function splitByChannel(total: Figures, read: Map<OrderChannel, Figures> | undefined): ChannelSales[] {
  const others = READ_CHANNELS.map((channel) => ({
    channel,
    ...(read?.get(channel) ?? { order_count: 0, gross_sales: 0 }),
  }));
  const app: ChannelSales = {
    channel: 'app',
    order_count: total.order_count - others.reduce((sum, x) => sum + x.order_count, 0),
    gross_sales: total.gross_sales - others.reduce((sum, x) => sum + x.gross_sales, 0),
  };
  return ORDER_CHANNELS.map((channel) => (channel === 'app' ? app : others.find((x) => x.channel === channel)!));
}
