// The queries the sales, inventory and purchase-order reports, the dashboard and the order list
// need, written the way the handlers will run them: Jakarta days (orders.placed_on), ISO weeks and
// months, every period present (zeros included), paid orders only (status 100 to 400).
import { sql, type SQL } from 'drizzle-orm';

export type Period = 'day' | 'week' | 'month';

export interface Range {
  start: string;
  end: string;
}

const periods = (p: Period, r: Range) =>
  sql`select g::date as period_start from generate_series(date_trunc(${p}, ${r.start}::date), ${r.end}::date, ${`1 ${p}`}::interval) g`;
const periodOf = (p: Period, day: SQL) => sql`date_trunc(${p}, ${day})::date`;
const jakartaDay = (column: SQL) => sql`(${column} at time zone 'Asia/Jakarta')::date`;
const startOf = (date: string) => sql`(${date}::date::timestamp at time zone 'Asia/Jakarta')`;
const endOf = (date: string) => sql`((${date}::date + 1)::timestamp at time zone 'Asia/Jakarta')`;

export function salesReport(p: Period, r: Range, outletIds?: number[]): SQL {
  const outlets = outletIds
    ? sql`and o.outlet_id in (${sql.join(
        outletIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  return sql`
    with sales as (
      select ${periodOf(p, sql`o.placed_on`)} as period_start, count(*) as order_count, sum(o.subtotal) as gross_sales,
             sum(o.discount_total) as discount_total, sum(o.item_count) as items_sold
      from orders o
      where o.placed_on between ${r.start}::date and ${r.end}::date and o.status between 100 and 400 ${outlets}
      group by 1)
    select p.period_start, coalesce(s.order_count, 0) as order_count, coalesce(s.items_sold, 0) as items_sold, coalesce(s.gross_sales, 0) as gross_sales,
           coalesce(s.gross_sales - s.discount_total, 0) as net_sales
    from (${periods(p, r)}) p left join sales s using (period_start) order by 1`;
}

export function salesReportForSkus(p: Period, r: Range, skuIds: number[]): SQL {
  return sql`
    select ${periodOf(p, sql`o.placed_on`)} as period_start, count(distinct o.id) as order_count, sum(i.quantity) as items_sold, sum(i.subtotal) as gross_sales
    from orders o join order_items i on i.order_id = o.id
    where o.placed_on between ${r.start}::date and ${r.end}::date and o.status between 100 and 400
      and i.sku_id in (${sql.join(
        skuIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    group by 1 order by 1`;
}

export function inventoryReport(p: Period, r: Range): SQL {
  return sql`
    with moved as (
      select m.sku_id, ${periodOf(p, jakartaDay(sql`m.created_at`))} as period_start,
             sum(m.quantity) filter (where m.change_type = 'add') as quantity_in, sum(m.quantity) filter (where m.change_type = 'deduct') as quantity_out,
             sum(m.quantity) filter (where m.tagging = 'po') as po, sum(m.quantity) filter (where m.tagging = 'rusak') as rusak
      from inventory_movements m where m.created_at >= ${startOf(r.start)} and m.created_at < ${endOf(r.end)} group by 1, 2),
    opening as (
      select sku_id, sum(case when change_type = 'add' then quantity else -quantity end) as quantity
      from inventory_movements where created_at < ${startOf(r.start)} group by 1)
    select p.period_start, s.id as sku_id, s.name,
           coalesce(o.quantity, 0) + coalesce(sum(coalesce(m.quantity_in, 0) - coalesce(m.quantity_out, 0)) over w, 0)
             - coalesce(m.quantity_in, 0) + coalesce(m.quantity_out, 0) as opening_quantity,
           coalesce(m.quantity_in, 0) as quantity_in, coalesce(m.quantity_out, 0) as quantity_out
    from (${periods(p, r)}) p cross join skus s
    left join moved m on m.sku_id = s.id and m.period_start = p.period_start
    left join opening o on o.sku_id = s.id
    window w as (partition by s.id order by p.period_start)
    order by p.period_start, s.name`;
}

export function purchaseOrderReport(p: Period, r: Range): SQL {
  return sql`
    select ${periodOf(p, jakartaDay(sql`po.created_at`))} as period_start, v.id as vendor_id, v.name as vendor_name, count(*) as po_count,
           sum(po.total_amount) as total_amount, sum(i.received) as received_amount, sum(i.outstanding) as outstanding_amount,
           count(*) filter (where po.status = 'COMPLETED') as completed_count
    from purchase_orders po join vendors v on v.id = po.vendor_id
    join (select purchase_order_id, sum(quantity_received * unit_price) as received, sum((quantity - quantity_received) * unit_price) as outstanding
          from purchase_order_items group by 1) i on i.purchase_order_id = po.id
    where po.status <> 'CANCELLED' and po.created_at >= ${startOf(r.start)} and po.created_at < ${endOf(r.end)}
    group by 1, 2, 3 order by 1, 3`;
}

/** The dashboard's window [from, to): totals, series, statuses, top SKUs, new customers. */
export function dashboard(from: string, to: string, hourly: boolean): Record<string, SQL> {
  const window = sql`o.created_at >= ${from}::timestamptz and o.created_at < ${to}::timestamptz`;
  const bucket = hourly ? sql`date_trunc('hour', o.created_at at time zone 'Asia/Jakarta')` : sql`o.placed_on`;
  return {
    totals: sql`select count(*) as order_count, coalesce(sum(o.subtotal), 0) as gross_sales, coalesce(round(avg(o.total_amount)), 0) as average_order_value
                from orders o where ${window} and o.status between 100 and 400`,
    paid_invoices: sql`select count(*) from invoices where paid_at >= ${from}::timestamptz and paid_at < ${to}::timestamptz`,
    new_customers: sql`select count(distinct o.customer_id) from orders o where ${window}
                       and not exists (select 1 from orders e where e.customer_id = o.customer_id and e.created_at < ${from}::timestamptz)`,
    series: sql`select ${bucket} as bucket, count(*), sum(o.subtotal) from orders o where ${window} and o.status between 100 and 400 group by 1 order by 1`,
    by_status: sql`select o.status, count(*) from orders o where ${window} group by 1 order by 1`,
    top_skus: sql`select i.sku_id, sum(i.quantity) as quantity, sum(i.subtotal) as gross_sales from orders o join order_items i on i.order_id = o.id
                  where ${window} and o.status between 100 and 400 group by 1 order by 2 desc limit 5`,
    low_stock: sql`select s.id, s.name, st.quantity from skus s join inventory_stocks st on st.sku_id = s.id
                   where s.is_watched and st.quantity < 20 order by st.quantity`,
  };
}

export function orderList(
  status: number | undefined,
  outletId: number | undefined,
  r: Range | undefined,
): Record<string, SQL> {
  const filters = [sql`true`];
  if (status !== undefined) filters.push(sql`o.status = ${status}`);
  if (outletId !== undefined) filters.push(sql`o.outlet_id = ${outletId}`);
  if (r) filters.push(sql`o.placed_on between ${r.start}::date and ${r.end}::date`);
  const where = sql.join(filters, sql` and `);
  return {
    page: sql`select o.id, o.status, o.total_amount, v.invoice_number from orders o join invoices v on v.order_id = o.id
              where ${where} order by o.created_at desc, o.id desc limit 10 offset 20`,
    total: sql`select count(*) from orders o where ${where}`,
  };
}
