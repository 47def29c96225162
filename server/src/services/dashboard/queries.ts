// The dashboard's figures over a window of time: paid orders (status 100 to 400) by the time they
// were placed, invoices by the time they were paid, customers by their first order.
import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inventoryStocks, invoices, orderItems, orders, skus } from '../../db/schema';

/** A span of time, and the outlets whose orders count (a condition on `orders.outlet_id`). */
export interface Window {
  from: Date;
  to: Date;
  outlets: SQL;
}

const placedIn = (w: Window) => and(gte(orders.createdAt, w.from), lt(orders.createdAt, w.to), w.outlets);
const paid = sql`${orders.status} between 100 and 400`;

export async function totals(db: Db, w: Window) {
  const [sales] = await db
    .select({
      order_count: sql<number>`count(*)::int`,
      gross_sales: sql<string>`coalesce(sum(${orders.subtotal}), 0)`,
      average_order_value: sql<string>`coalesce(round(avg(${orders.totalAmount})), 0)`,
    })
    .from(orders)
    .where(and(placedIn(w), paid));
  const [invoiced] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(gte(invoices.paidAt, w.from), lt(invoices.paidAt, w.to), w.outlets));
  // A new customer's first order is in the window: they have none before it.
  const [customers] = await db
    .select({ n: sql<number>`count(distinct ${orders.customerId})::int` })
    .from(orders)
    .where(
      and(
        placedIn(w),
        sql`not exists (select 1 from ${orders} earlier where earlier.customer_id = ${orders.customerId} and earlier.created_at < ${w.from})`,
      ),
    );
  return {
    order_count: sales!.order_count,
    gross_sales: Number(sales!.gross_sales),
    average_order_value: Number(sales!.average_order_value),
    paid_invoice_count: invoiced!.n,
    new_customer_count: customers!.n,
  };
}

/** Paid orders and their gross sales per Jakarta hour (hourly) or day, only buckets with orders. */
export async function salesByBucket(db: Db, w: Window, hourly: boolean) {
  const bucket = hourly
    ? sql<string>`to_char(date_trunc('hour', ${orders.createdAt} at time zone 'Asia/Jakarta'), 'HH24:MI')`
    : sql<string>`to_char(${orders.placedOn}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      label: bucket,
      order_count: sql<number>`count(*)::int`,
      gross_sales: sql<string>`sum(${orders.subtotal})`,
    })
    .from(orders)
    .where(and(placedIn(w), paid))
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.label, { order_count: r.order_count, gross_sales: Number(r.gross_sales) }]));
}

export async function countByStatus(db: Db, w: Window) {
  const rows = await db
    .select({ status: orders.status, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(placedIn(w))
    .groupBy(orders.status);
  return new Map(rows.map((r) => [Number(r.status), r.count]));
}

export async function topSkus(db: Db, w: Window) {
  const quantity = sql<string>`sum(${orderItems.quantity})`;
  const rows = await db
    .select({
      sku_id: orderItems.skuId,
      sku_name: skus.name,
      quantity,
      gross_sales: sql<string>`sum(${orderItems.subtotal})`,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(skus, eq(skus.id, orderItems.skuId))
    .where(and(placedIn(w), paid))
    .groupBy(orderItems.skuId, skus.name)
    .orderBy(desc(quantity), asc(skus.name))
    .limit(5);
  return rows.map((r) => ({
    sku_id: r.sku_id,
    sku_name: r.sku_name,
    quantity: Number(r.quantity),
    gross_sales: Number(r.gross_sales),
  }));
}

/** Watched SKUs with fewer units than the threshold, fewest first; no stock line means none. */
export async function lowStock(db: Db, threshold: number) {
  const quantity = sql<number>`coalesce(${inventoryStocks.quantity}, 0)`;
  return db
    .select({ sku_id: skus.id, sku_name: skus.name, unit: skus.unit, quantity })
    .from(skus)
    .leftJoin(inventoryStocks, eq(inventoryStocks.skuId, skus.id))
    .where(and(eq(skus.isWatched, true), sql`${quantity} < ${threshold}`))
    .orderBy(asc(quantity), asc(skus.name));
}
