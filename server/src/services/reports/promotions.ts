// The promotions report and its downloads: what each promotion (and the points members redeemed)
// took off the paid orders placed on a range of Jakarta days at the outlets in scope, read from the
// discounts frozen on the orders when they were placed, so its total is the orders' discount lines
// to the rupiah; with who pays for it (the brand or the outlet), the cups it applied to and the net
// sales of the orders that took it. A discount a cancelled order released does not count.
import type { FastifyReply } from 'fastify';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { onOneSnapshot } from '../../db/snapshot';
import type { Db } from '../../db/client';
import { orderDiscounts, orderItemDiscounts, orderItems, orders, promotions } from '../../db/schema';
import type { PromotionFunder } from '../../db/schema';
import type { HandlerRequest, Handlers } from '../../lib/handler-types';
import { outletReach, withinReach, type OutletReach } from '../../lib/outlet-access';
import { reportRange, type Range } from '../../lib/report-periods';
import { countsAsSale } from '../sales/sql';
import { exportHeaders, funderName, pointsName, TOTAL_LABEL, type ExportLanguage } from './export-headers';
import { sendTable, type Cell, type ExportFormat } from './exports';
import { reportScope } from './inventory';

export interface PromotionRow {
  promotion_id: number | null;
  name: string;
  funded_by: PromotionFunder;
  order_count: number;
  cups: number;
  discount: number;
  net_sales: number;
}

export interface PromotionTotals {
  order_count: number;
  cups: number;
  discount: number;
  discount_brand: number;
  discount_outlet: number;
  net_sales: number;
}

/** What points redeemed are called in the report (the screen and downloads name it in their language). */
export const POINTS_NAME = 'Points';

/** The discounts that count: not released, on paid orders placed in the range at the outlets in scope. */
function counted(range: Range, scope: OutletReach) {
  const d = orderDiscounts;
  const o = orders;
  return sql`select ${d.id} as id, ${d.orderId} as order_id, ${d.promotionId} as promotion_id, ${d.fundedBy} as funded_by,
      ${d.amount} as amount, ${d.name} as name
    from ${d} join ${o} on ${o.id} = ${d.orderId}
    where ${d.releasedAt} is null and ${o.placedOn} between ${range.start} and ${range.end}
      and ${countsAsSale(o.status)} and ${withinReach(o.outletId, scope)}`;
}

/** Each promotion's (and funder's) figures, the largest discount first, and the range's totals. */
export async function promotionReport(
  db: Db,
  range: Range,
  scope: OutletReach,
): Promise<{ rows: PromotionRow[]; summary: PromotionTotals }> {
  return onOneSnapshot(db, (tx) => readReport(tx, range, scope));
}

async function readReport(
  tx: DbOrTx,
  range: Range,
  scope: OutletReach,
): Promise<{ rows: PromotionRow[]; summary: PromotionTotals }> {
  const o = orders;
  const lines = sql`(select x.promotion_id, x.funded_by, ${orderItems.orderId} as order_id, ${orderItems.id} as item_id,
      ${orderItems.quantity} as quantity
    from d x join ${orderItemDiscounts} on ${orderItemDiscounts.orderDiscountId} = x.id
      join ${orderItems} on ${orderItems.id} = ${orderItemDiscounts.orderItemId})`;
  type Raw = {
    promotion_id: number | null;
    funded_by: PromotionFunder;
    name: string;
    order_count: string;
    discount: string;
    cups: string | null;
    net_sales: string | null;
  };
  const raw = await rowsOf<Raw>(
    tx,
    sql`with d as (${counted(range, scope)})
      select g.promotion_id, g.funded_by, coalesce(${promotions.name}, g.name) as name, g.order_count, g.discount,
        c.cups, n.net_sales
      from (select promotion_id, funded_by, max(name) as name, count(distinct order_id) as order_count,
              sum(amount) as discount
            from d group by 1, 2) g
        left join ${promotions} on ${promotions.id} = g.promotion_id
        left join (select promotion_id, funded_by, sum(quantity) as cups from ${lines} l group by 1, 2) c
          on c.promotion_id is not distinct from g.promotion_id and c.funded_by = g.funded_by
        left join (select y.promotion_id, y.funded_by, sum(${o.subtotal} - ${o.discountTotal}) as net_sales
              from (select distinct promotion_id, funded_by, order_id from d) y join ${o} on ${o.id} = y.order_id
              group by 1, 2) n
          on n.promotion_id is not distinct from g.promotion_id and n.funded_by = g.funded_by
      order by g.discount desc, g.promotion_id nulls last, g.funded_by`,
  );
  const rows: PromotionRow[] = raw.map((r) => ({
    promotion_id: r.promotion_id === null ? null : Number(r.promotion_id),
    name: r.promotion_id === null ? POINTS_NAME : r.name,
    funded_by: r.funded_by,
    order_count: Number(r.order_count),
    cups: Number(r.cups ?? 0),
    discount: Number(r.discount),
    net_sales: Number(r.net_sales ?? 0),
  }));
  // Each order and each line once, however many discounts it took.
  const [once] = await rowsOf<{ order_count: string; net_sales: string | null; cups: string | null }>(
    tx,
    sql`with d as (${counted(range, scope)})
      select (select count(*) from (select distinct order_id from d) x) as order_count,
        (select sum(${o.subtotal} - ${o.discountTotal}) from ${o} where ${o.id} in (select order_id from d)) as net_sales,
        (select sum(l.quantity) from (select distinct item_id, quantity from ${lines} z) l) as cups`,
  );
  const summary: PromotionTotals = {
    order_count: Number(once?.order_count ?? 0),
    cups: Number(once?.cups ?? 0),
    discount: 0,
    discount_brand: 0,
    discount_outlet: 0,
    net_sales: Number(once?.net_sales ?? 0),
  };
  for (const row of rows) {
    summary.discount += row.discount;
    if (row.funded_by === 'brand') summary.discount_brand += row.discount;
    else summary.discount_outlet += row.discount;
  }
  return { rows, summary };
}

export const PROMOTION_COLUMNS = [
  'promotion_id',
  'promotion_name',
  'funded_by',
  'order_count',
  'cups',
  'discount',
  'net_sales',
] as const;

type PromotionRequest =
  | HandlerRequest<'getPromotionReport'>
  | HandlerRequest<'exportPromotionReport'>
  | HandlerRequest<'exportPromotionReportXlsx'>;

/** The range asked for, at the outlets chosen within the reach of the report scope (as the sales report). */
async function report(request: PromotionRequest) {
  const q = request.query;
  const range = reportRange(q);
  const scope = reportScope(await outletReach(request, 'view_admin_user'), q.outlet_ids);
  return { range, ...(await promotionReport(request.server.db, range, scope)) };
}

async function exportPromotions(
  request: HandlerRequest<'exportPromotionReport'> | HandlerRequest<'exportPromotionReportXlsx'>,
  reply: FastifyReply,
  format: ExportFormat,
) {
  const { range, rows, summary } = await report(request);
  const lang: ExportLanguage | undefined = request.query.lang;
  const table: Cell[][] = rows.map((row) => [
    row.promotion_id ?? '',
    row.promotion_id === null ? pointsName(lang) : row.name,
    funderName(lang, row.funded_by),
    row.order_count,
    row.cups,
    row.discount,
    row.net_sales,
  ]);
  table.push(['', TOTAL_LABEL, '', summary.order_count, summary.cups, summary.discount, summary.net_sales]);
  return sendTable(reply, 'promotion-report', range, format, [...PROMOTION_COLUMNS], table, {
    headers: exportHeaders(lang, PROMOTION_COLUMNS),
  });
}

export const promotionReportHandlers: Handlers = {
  async getPromotionReport(request) {
    const { range, rows, summary } = await report(request);
    return { period_start: range.start, period_end: range.end, data: rows, summary };
  },
  exportPromotionReport: (request, reply) => exportPromotions(request, reply, 'csv'),
  exportPromotionReportXlsx: (request, reply) => exportPromotions(request, reply, 'xlsx'),
};
