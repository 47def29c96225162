// The dashboard's figures over a window of time: paid orders (those counting as sales) by the time they
// were placed, invoices by the time they were paid, customers by their first order.
//
// They are read from rollups (orders per Jakarta hour, paid lines per Jakarta day, paid invoices per
// Jakarta hour, and each customer's first order anywhere and at each outlet), so a month costs about
// the same at a thousand orders a day as at ten. A window rarely starts and ends on whole hours or
// days: the partial bucket at either end is read from the orders or invoices themselves, either the
// stretch inside the window added to the whole buckets, or the whole bucket taken and the stretch
// outside the window taken away, whichever is shorter. Nothing is placed or paid after now, so the
// current window's last bucket costs next to nothing. Each figure is one statement, so the rollups
// and the rows it reads are of the same moment: the triggers move the rollups in the transaction that
// writes the orders and invoices, and the figures are exact.
import { and, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { onOneSnapshot } from '../../db/snapshot';
import {
  customerFirstOrders,
  customerOutletFirstOrders,
  inventoryStocks,
  invoices,
  invoicesPaidByHour,
  orderItems,
  orders,
  outlets,
  reorderRules,
  salesByHour,
  skuSalesByDay,
  skus,
} from '../../db/schema';
import { DAY, HOUR, jakartaDate, startOfJakartaDay } from '../../lib/jakarta-time';
import { withinReach, type OutletReach } from '../../lib/outlet-access';
import { stockUnitSql } from '../../lib/stock-units';
import { rowsOf } from '../../db/rows';
import { countsAsSale } from '../sales/sql';
import { readChannelSales, splitByChannel } from '../sales/by-channel';

/** A span of time, and the outlets where the user may see sales. */
export interface Window {
  from: Date;
  to: Date;
  reach: OutletReach;
}

const rows = rowsOf;

/** Orders placed in [from, to) counted in (1) or out (-1) of a figure. */
interface Stretch {
  from: number;
  to: number;
  sign: 1 | -1;
}

/** A window as whole rollup buckets [start, end) and the stretches of orders that correct their ends. */
interface Cover {
  start: number;
  end: number;
  stretches: Stretch[];
}

/** The start of the Jakarta hour or day (`size`) an instant falls in. */
function bucketStart(at: number, size: number): number {
  const day = startOfJakartaDay(jakartaDate(at));
  return day + Math.floor((at - day) / size) * size;
}

/**
 * How to read a window from a rollup with buckets of `size`. A stretch's cost is its time up to
 * now: nothing is placed or paid later than now, so taking away the rest of today costs nothing.
 */
function cover(w: Window, size: number): Cover {
  const from = w.from.getTime();
  const to = w.to.getTime();
  const now = Date.now();
  const cost = (s: number, e: number) => Math.max(0, Math.min(e, now) - s);
  const first = bucketStart(from, size);
  const last = bucketStart(to, size);
  if (first === last) {
    // Within one bucket: the stretch itself, or the bucket less what lies either side of it.
    const around = cost(first, from) + cost(to, first + size);
    if (cost(from, to) <= around) return { start: first, end: first, stretches: [{ from, to, sign: 1 }] };
    return {
      start: first,
      end: first + size,
      stretches: [
        { from: first, to: from, sign: -1 as const },
        { from: to, to: first + size, sign: -1 as const },
      ].filter((s) => s.from < s.to),
    };
  }
  const stretches: Stretch[] = [];
  let start = first;
  let end = last;
  if (from > first) {
    if (cost(first, from) <= cost(from, first + size)) stretches.push({ from: first, to: from, sign: -1 });
    else {
      start = first + size;
      stretches.push({ from, to: start, sign: 1 });
    }
  }
  if (to > last) {
    if (cost(last, to) <= cost(to, last + size)) stretches.push({ from: last, to, sign: 1 });
    else {
      end = last + size;
      stretches.push({ from: to, to: end, sign: -1 });
    }
  }
  return { start, end, stretches };
}

/** The Jakarta day and hour a whole-hour instant starts. */
function slot(at: number) {
  const date = jakartaDate(at);
  return { date, hour: (at - startOfJakartaDay(date)) / HOUR };
}

/** Rows of an hourly rollup (its Jakarta day and hour columns) in the cover's whole hours. */
function wholeHours(day: AnyPgColumn, hour: AnyPgColumn, c: Cover): SQL {
  const s = slot(c.start);
  const e = slot(c.end);
  return sql`${day} between ${s.date}::date and ${e.date}::date
    and (${day}, ${hour}) >= (${s.date}::date, ${s.hour}::int) and (${day}, ${hour}) < (${e.date}::date, ${e.hour}::int)`;
}
const salesHours = (c: Cover) => wholeHours(salesByHour.placedOn, salesByHour.hour, c);

/** sku_sales_by_day rows of the cover's whole days. */
function wholeDays(c: Cover): SQL {
  return sql`${skuSalesByDay.placedOn} >= ${jakartaDate(c.start)}::date and ${skuSalesByDay.placedOn} < ${jakartaDate(c.end)}::date`;
}

const placedIn = (from: number, to: number, reach: OutletReach) =>
  and(gte(orders.createdAt, new Date(from)), lt(orders.createdAt, new Date(to)), withinReach(orders.outletId, reach))!;
const paid = countsAsSale;
const signed = (s: Stretch, value: SQL) => sql`${sql.raw(String(s.sign))} * ${value}`;

/** The rollup's part and each stretch's part of a figure, to be added up. */
function parts(rollup: SQL, c: Cover, stretch: (s: Stretch) => SQL): SQL {
  return sql.join([rollup, ...c.stretches.map(stretch)], sql` union all `);
}

/** The window's totals, in one statement: one connection and one moment for all of them. */
export function totals(db: Db, w: Window) {
  // The doors' parts and the totals they split, of one moment.
  return onOneSnapshot(db, (tx) => readTotals(tx, w));
}

async function readTotals(db: Tx, w: Window) {
  const [row] = await rows<{
    order_count: string;
    gross_sales: string;
    average_order_value: string;
    paid_invoice_count: string;
    new_customer_count: string;
    net_sales: string;
    cogs: string;
    uncosted_quantity: string;
    discount_total: string;
  }>(
    db,
    sql`select sales.order_count, sales.gross_sales, sales.average_order_value, sales.net_sales, sales.cogs,
          sales.uncosted_quantity, sales.discount_total,
          (${paidInvoiceCount(w)}) as paid_invoice_count, (${newCustomerCount(w)}) as new_customer_count
        from (${paidSales(w)}) as sales`,
  );
  const channels = await readChannelSales(db, {
    from: w.from,
    to: w.to,
    key: sql`''`,
    where: withinReach(orders.outletId, w.reach),
  });
  const sales = { order_count: Number(row!.order_count), gross_sales: Number(row!.gross_sales) };
  return {
    order_count: Number(row!.order_count),
    gross_sales: Number(row!.gross_sales),
    average_order_value: Number(row!.average_order_value),
    paid_invoice_count: Number(row!.paid_invoice_count),
    new_customer_count: Number(row!.new_customer_count),
    ...discountShare(Number(row!.gross_sales), Number(row!.discount_total)),
    ...grossMargin(Number(row!.net_sales), Number(row!.cogs)),
    uncosted_quantity: Number(row!.uncosted_quantity),
    by_channel: splitByChannel(sales, channels.get('')),
  };
}

/** The discounts given and their share of gross sales (4 decimals; 0 without sales). */
export function discountShare(gross_sales: number, discount_total: number) {
  return {
    discount_total,
    discount_share: gross_sales ? Math.round((discount_total * 10_000) / gross_sales) / 10_000 : 0,
  };
}

/** Net sales, the cost of goods, gross profit and its share of net sales (4 decimals; 0 without sales). */
export function grossMargin(net_sales: number, cogs: number) {
  const gross_profit = net_sales - cogs;
  return {
    net_sales,
    cogs,
    gross_profit,
    gross_margin: net_sales ? Math.round((gross_profit * 10_000) / net_sales) / 10_000 : 0,
  };
}

/** A paid order's lines' frozen costs, and its units without a cost. */
const orderCogs = sql`(select coalesce(sum(${orderItems.cost}), 0) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;
const orderUncosted = sql`(select coalesce(sum(${orderItems.quantity}) filter (where ${orderItems.cost} is null), 0)
  from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;

/**
 * Paid orders: how many, their gross sales, their net sales and its average per order, the cost of
 * goods frozen on their lines and the units on lines without a cost. Net sales are as the sales
 * report's: subtotal less discount and the PBJT inside prices that include it, before PBJT and
 * charges, so profit and margin are on sales without tax.
 */
function paidSales(w: Window): SQL {
  const h = salesByHour;
  const c = cover(w, HOUR);
  return sql`select coalesce(sum(n), 0) as order_count, coalesce(sum(gross), 0) as gross_sales,
      coalesce(round(sum(net) / nullif(sum(n), 0)), 0) as average_order_value, coalesce(sum(net), 0) as net_sales,
      coalesce(sum(cogs), 0) as cogs, coalesce(sum(uncosted), 0) as uncosted_quantity,
      coalesce(sum(discount), 0) as discount_total
    from (${parts(
      sql`select sum(${h.orderCount}) as n, sum(${h.grossSales}) as gross, sum(${h.grossSales} - ${h.discountTotal} - ${h.taxIncluded}) as net,
            sum(${h.cogs}) as cogs, sum(${h.uncostedQuantity}) as uncosted, sum(${h.discountTotal}) as discount
          from ${h} where ${salesHours(c)} and ${paid(h.status)} and ${withinReach(h.outletId, w.reach)}`,
      c,
      (s) =>
        sql`select ${signed(s, sql`count(*)`)}, ${signed(s, sql`sum(${orders.subtotal})`)}, ${signed(s, sql`sum(${orders.subtotal} - ${orders.discountTotal} - ${orders.taxIncluded})`)},
              ${signed(s, sql`sum(${orderCogs})`)}, ${signed(s, sql`sum(${orderUncosted})`)},
              ${signed(s, sql`sum(${orders.discountTotal})`)}
            from ${orders} where ${placedIn(s.from, s.to, w.reach)} and ${paid(orders.status)}`,
    )}) as paid_orders`;
}

/** Invoices paid in the window (refunded ones too: they were paid), at their order's outlet. */
function paidInvoiceCount(w: Window): SQL {
  const p = invoicesPaidByHour;
  const c = cover(w, HOUR);
  return sql`select coalesce(sum(n), 0)
    from (${parts(
      sql`select sum(${p.invoiceCount}) as n
          from ${p} where ${wholeHours(p.paidOn, p.hour, c)} and ${withinReach(p.outletId, w.reach)}`,
      c,
      (s) =>
        sql`select ${signed(s, sql`count(*)`)}
            from ${invoices} join ${orders} on ${orders.id} = ${invoices.orderId}
            where ${and(gte(invoices.paidAt, new Date(s.from)), lt(invoices.paidAt, new Date(s.to)), withinReach(orders.outletId, w.reach))}`,
    )}) as paid_invoices`;
}

/**
 * Customers whose first order, at any outlet, is in the window. Within a user's reach, those of
 * them who ordered in the window at an outlet the user sees: their first order at one of those
 * outlets is in the window (it cannot come before their first order anywhere).
 */
function newCustomerCount(w: Window): SQL {
  const inWindow = (at: AnyPgColumn) => and(gte(at, w.from), lt(at, w.to));
  if (w.reach.all) {
    const f = customerFirstOrders;
    return sql`select count(*) from ${f} where ${inWindow(f.firstOrderAt)}`;
  }
  const o = customerOutletFirstOrders;
  return sql`select count(distinct ${o.customerId}) from ${o}
    where ${and(withinReach(o.outletId, w.reach), inWindow(o.firstOrderAt), gte(o.customerFirstOrderAt, w.from))}`;
}

/** Paid orders and their gross sales per Jakarta hour (hourly) or day, only buckets with orders. */
export async function salesByBucket(db: Db, w: Window, hourly: boolean) {
  const h = salesByHour;
  const c = cover(w, HOUR);
  const rollupLabel = hourly ? sql`lpad(${h.hour}::text, 2, '0') || ':00'` : sql`to_char(${h.placedOn}, 'YYYY-MM-DD')`;
  const orderLabel = hourly
    ? sql`to_char(date_trunc('hour', ${orders.createdAt} at time zone 'Asia/Jakarta'), 'HH24:MI')`
    : sql`to_char(${orders.placedOn}, 'YYYY-MM-DD')`;
  const found = await rows<{ label: string; order_count: string; gross_sales: string }>(
    db,
    sql`select label, sum(n) as order_count, sum(gross) as gross_sales
        from (${parts(
          sql`select ${rollupLabel} as label, sum(${h.orderCount}) as n, sum(${h.grossSales}) as gross
              from ${h} where ${salesHours(c)} and ${paid(h.status)} and ${withinReach(h.outletId, w.reach)} group by 1`,
          c,
          (s) =>
            sql`select ${orderLabel}, ${signed(s, sql`count(*)`)}, ${signed(s, sql`sum(${orders.subtotal})`)}
                from ${orders} where ${placedIn(s.from, s.to, w.reach)} and ${paid(orders.status)} group by 1`,
        )}) as sales
        group by 1 having sum(n) <> 0`,
  );
  return new Map(
    found.map((r) => [r.label, { order_count: Number(r.order_count), gross_sales: Number(r.gross_sales) }]),
  );
}

export async function countByStatus(db: Db, w: Window) {
  const h = salesByHour;
  const c = cover(w, HOUR);
  const found = await rows<{ status: number; count: string }>(
    db,
    sql`select status, sum(n) as count
        from (${parts(
          sql`select ${h.status} as status, sum(${h.orderCount}) as n
              from ${h} where ${salesHours(c)} and ${withinReach(h.outletId, w.reach)} group by 1`,
          c,
          (s) =>
            sql`select ${orders.status}, ${signed(s, sql`count(*)`)}
                from ${orders} where ${placedIn(s.from, s.to, w.reach)} group by 1`,
        )}) as placed
        group by 1 having sum(n) <> 0`,
  );
  return new Map(found.map((r) => [Number(r.status), Number(r.count)]));
}

export async function topSkus(db: Db, w: Window) {
  const d = skuSalesByDay;
  const c = cover(w, DAY);
  const found = await rows<{ sku_id: number; sku_name: string; quantity: string; gross_sales: string }>(
    db,
    sql`select ${skus.id} as sku_id, ${skus.name} as sku_name, sold.quantity, sold.gross_sales
        from (
          select sku_id, sum(quantity) as quantity, sum(gross) as gross_sales
          from (${parts(
            sql`select ${d.skuId} as sku_id, sum(${d.quantity}) as quantity, sum(${d.grossSales}) as gross
                from ${d} where ${wholeDays(c)} and ${withinReach(d.outletId, w.reach)} group by 1`,
            c,
            (s) =>
              sql`select ${orderItems.skuId}, ${signed(s, sql`sum(${orderItems.quantity})`)}, ${signed(s, sql`sum(${orderItems.subtotal})`)}
                  from ${orders} join ${orderItems} on ${orderItems.orderId} = ${orders.id}
                  where ${placedIn(s.from, s.to, w.reach)} and ${paid(orders.status)} group by 1`,
          )}) as lines
          group by 1 having sum(quantity) > 0
        ) as sold
        join ${skus} on ${skus.id} = sold.sku_id
        order by sold.quantity desc, ${skus.name} asc
        limit 5`,
  );
  return found.map((r) => ({
    sku_id: Number(r.sku_id),
    sku_name: r.sku_name,
    quantity: Number(r.quantity),
    gross_sales: Number(r.gross_sales),
  }));
}

/** The dashboard lists at most this many low lines, the lowest first. */
export const LOW_STOCK_LINES = 50;

/**
 * Low stock lines at the outlets in reach, fewest units first (see low-stock): a SKU with a reorder
 * rule at an outlet when on hand is at or below its minimum there (an outlet that never stocked it
 * has 0), a watched SKU without a rule when under the fallback threshold; someone who reaches no
 * outlet sees no warning.
 */
export async function lowStock(db: Db, threshold: number, reach: OutletReach) {
  const rows = await rowsOf<{
    sku_id: number;
    sku_name: string;
    unit: string;
    stock_unit: 'ml' | 'gr' | 'pcs';
    outlet_id: number;
    outlet_name: string;
    quantity: number | string;
    min_quantity: number | null;
  }>(
    db,
    sql`select * from (
        select ${skus.id} as sku_id, ${skus.name} as sku_name, ${skus.unit} as unit,
          ${stockUnitSql(skus.kind, skus.unit)} as stock_unit, ${outlets.id} as outlet_id, ${outlets.name} as outlet_name,
          coalesce(${inventoryStocks.quantity}, 0) as quantity, ${reorderRules.minQuantity} as min_quantity
        from ${reorderRules}
        join ${skus} on ${skus.id} = ${reorderRules.skuId}
        join ${outlets} on ${outlets.id} = ${reorderRules.outletId}
        left join ${inventoryStocks} on ${inventoryStocks.outletId} = ${reorderRules.outletId}
          and ${inventoryStocks.skuId} = ${reorderRules.skuId}
        where ${withinReach(reorderRules.outletId, reach)}
          and coalesce(${inventoryStocks.quantity}, 0) <= ${reorderRules.minQuantity}
        union all
        select ${skus.id}, ${skus.name}, ${skus.unit}, ${stockUnitSql(skus.kind, skus.unit)}, ${outlets.id},
          ${outlets.name}, ${inventoryStocks.quantity}, null
        from ${inventoryStocks}
        join ${skus} on ${skus.id} = ${inventoryStocks.skuId}
        join ${outlets} on ${outlets.id} = ${inventoryStocks.outletId}
        where ${skus.isWatched} and ${inventoryStocks.quantity} < ${threshold}
          and ${withinReach(inventoryStocks.outletId, reach)}
          and not exists (select 1 from ${reorderRules} where ${reorderRules.outletId} = ${inventoryStocks.outletId}
            and ${reorderRules.skuId} = ${inventoryStocks.skuId})
      ) low
      order by quantity, sku_name, outlet_name
      limit ${LOW_STOCK_LINES}`,
  );
  return rows.map((row) => ({
    ...row,
    quantity: Number(row.quantity),
    min_quantity: row.min_quantity === null ? null : Number(row.min_quantity),
  }));
}
