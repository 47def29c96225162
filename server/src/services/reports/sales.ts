// The sales report: paid orders (those counting as sales) per Jakarta day, ISO week or month, read from
// the sales rollups the dashboard reads too, so the two always agree; with several SKUs, orders are
// counted from the rollup of paid orders by the set of SKUs they hold. Net sales are gross sales less
// discounts and the PBJT inside prices that include it: the sales before PBJT and charges, which are
// their own figures (service charge, all the PBJT, cash rounding). The cost of goods is the lines'
// costs frozen at payment, and gross profit net sales less it; units without a known cost are
// counted apart so a reader knows the cost is incomplete. The rollups know no promotion: the summary's
// discounts by promotion and funder are read from the discounts frozen on the same orders.
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { onOneSnapshot } from '../../db/snapshot';
import {
  orderDiscounts,
  orderItemDiscounts,
  orderItems,
  orders,
  outlets,
  promotions,
  salesByHour,
  skuSalesByDay,
  skuSetOrdersByDay,
  type PromotionFunder,
} from '../../db/schema';
import type { OutletReach } from '../../lib/outlet-access';
import { withinReach } from '../../lib/outlet-access';
import { periodsOf, truncUnit, type Period, type PeriodType, type Range } from '../../lib/report-periods';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { rowsOf } from '../../db/rows';
import { countsAsSale } from '../sales/sql';
import { readChannelSales, splitByChannel, type ChannelSales } from '../sales/by-channel';
import { addDays, startOfJakartaDay } from '../../lib/jakarta-time';
import { POINTS_NAME } from './promotions';

export interface SalesFilters {
  outletIds?: number[];
  skuIds?: number[];
  ownerIds?: number[];
  areaIds?: number[];
}

export interface SalesTotals {
  order_count: number;
  items_sold: number;
  gross_sales: number;
  discount_total: number;
  net_sales: number;
  service_charge: number;
  tax: number;
  rounding: number;
  average_order_value: number;
  cogs: number;
  gross_profit: number;
  uncosted_quantity: number;
}

export type SalesRow = Period & SalesTotals & { by_channel: ChannelSales[] };

/** What one promotion (or the points redeemed, promotion_id null) took off the orders counted, per funder. */
export interface DiscountByPromotion {
  promotion_id: number | null;
  name: string;
  funded_by: PromotionFunder;
  orders: number;
  discount: number;
}

export interface SalesSummary extends SalesTotals {
  by_channel: ChannelSales[];
  discounts_by_promotion: DiscountByPromotion[];
  discount_brand: number;
  discount_outlet: number;
}

interface Figures {
  order_count: number;
  items_sold: number;
  gross_sales: number;
  /** Exact (possibly fractional) discount when SKU lines carry a share of their order's discount. */
  discount: number;
  /** The PBJT inside prices that include it, exact (possibly fractional) as the discount is. */
  tax_included: number;
  service_charge: number;
  tax: number;
  rounding: number;
  cogs: number;
  uncosted_quantity: number;
}

const noFigures = (): Figures => ({
  order_count: 0,
  items_sold: 0,
  gross_sales: 0,
  discount: 0,
  tax_included: 0,
  service_charge: 0,
  tax: 0,
  rounding: 0,
  cogs: 0,
  uncosted_quantity: 0,
});

const rows = rowsOf;

/** Where an order's outlet must be: within the user's reach and every outlet filter. */
function outletConditions(column: AnyPgColumn, reach: OutletReach, f: SalesFilters): SQL {
  const conditions: SQL[] = [withinReach(column, reach)];
  if (f.outletIds?.length) conditions.push(inArray(column, f.outletIds));
  const owned: SQL[] = [];
  if (f.ownerIds?.length) owned.push(inArray(outlets.ownerId, f.ownerIds));
  if (f.areaIds?.length) owned.push(inArray(outlets.areaId, f.areaIds));
  if (owned.length) conditions.push(sql`${column} in (select ${outlets.id} from ${outlets} where ${and(...owned)})`);
  return and(...conditions)!;
}

const periodKey = (unit: string, day: SQL | AnyPgColumn) =>
  sql<string>`to_char(date_trunc(${unit}, ${day}::timestamp), 'YYYY-MM-DD')`;

/** Figures per period key, only the periods that sold something. */
async function figuresByPeriod(
  db: DbOrTx,
  type: PeriodType,
  range: Range,
  reach: OutletReach,
  f: SalesFilters,
): Promise<Map<string, Figures>> {
  const unit = truncUnit(type);
  const found = new Map<string, Figures>();
  type Raw = {
    key: string;
    order_count: string;
    items_sold: string;
    gross_sales: string;
    discount: string;
    tax_included: string;
    service_charge: string;
    tax: string;
    rounding: string;
    cogs: string;
    uncosted_quantity: string;
  };
  if (!f.skuIds?.length) {
    const r = salesByHour;
    const result = await rows<Raw>(
      db,
      sql`select ${periodKey(unit, r.placedOn)} as key, sum(${r.orderCount}) as order_count, sum(${r.itemsSold}) as items_sold,
            sum(${r.grossSales}) as gross_sales, sum(${r.discountTotal}) as discount, sum(${r.taxIncluded}) as tax_included,
            sum(${r.serviceCharge}) as service_charge, sum(${r.tax}) as tax, sum(${r.rounding}) as rounding,
            sum(${r.cogs}) as cogs, sum(${r.uncostedQuantity}) as uncosted_quantity
          from ${r}
          where ${r.placedOn} between ${range.start} and ${range.end} and ${countsAsSale(r.status)}
            and ${outletConditions(r.outletId, reach, f)}
          group by 1`,
    );
    for (const x of result)
      found.set(x.key, {
        order_count: Number(x.order_count),
        items_sold: Number(x.items_sold),
        gross_sales: Number(x.gross_sales),
        discount: Number(x.discount),
        tax_included: Number(x.tax_included),
        service_charge: Number(x.service_charge),
        tax: Number(x.tax),
        rounding: Number(x.rounding),
        cogs: Number(x.cogs),
        uncosted_quantity: Number(x.uncosted_quantity),
      });
    return found;
  }
  // Only the chosen SKUs' lines; each per day, so the discount and tax shares can be rounded exactly
  // below. The service charge, PBJT and rounding are the order's, not its lines': they count 0.
  const s = skuSalesByDay;
  const daily = await rows<Raw>(
    db,
    sql`select to_char(${s.placedOn}, 'YYYY-MM-DD') as key, sum(${s.orderCount}) as order_count, sum(${s.quantity}) as items_sold,
          sum(${s.grossSales}) as gross_sales, sum(${s.discountShare}) as discount,
          sum(${s.taxIncludedShare}) as tax_included, 0 as service_charge, 0 as tax, 0 as rounding, sum(${s.cogs}) as cogs,
          sum(${s.uncostedQuantity}) as uncosted_quantity
        from ${s}
        where ${s.placedOn} between ${range.start} and ${range.end} and ${inArray(s.skuId, f.skuIds)}
          and ${outletConditions(s.outletId, reach, f)}
        group by 1 order by 1`,
  );
  // An order holding several of the SKUs counts once (sku_sales_by_day counts it per SKU): the
  // paid orders per day whose set of SKUs holds one of them.
  const sets = skuSetOrdersByDay;
  const chosen = sql`array[${sql.join(
    f.skuIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;
  const distinct =
    f.skuIds.length > 1
      ? new Map(
          (
            await rows<{ key: string; n: string }>(
              db,
              sql`select to_char(${sets.placedOn}, 'YYYY-MM-DD') as key, sum(${sets.orderCount}) as n
                  from ${sets}
                  where ${sets.placedOn} between ${range.start} and ${range.end} and ${sets.skuIds} && ${chosen}
                    and ${outletConditions(sets.outletId, reach, f)}
                  group by ${sets.placedOn}`,
            )
          ).map((x) => [x.key, Number(x.n)]),
        )
      : undefined;
  const periodOf = new Map<string, string>();
  for (const p of periodsOf(type, range))
    for (let d = p.period_start; d <= p.period_end; d = nextDay(d)) periodOf.set(d, p.key);
  for (const x of daily) {
    const key = periodOf.get(x.key)!;
    const sum = found.get(key) ?? noFigures();
    sum.order_count += distinct ? (distinct.get(x.key) ?? 0) : Number(x.order_count);
    sum.items_sold += Number(x.items_sold);
    sum.gross_sales += Number(x.gross_sales);
    sum.discount += Number(x.discount);
    sum.tax_included += Number(x.tax_included);
    sum.cogs += Number(x.cogs);
    sum.uncosted_quantity += Number(x.uncosted_quantity);
    found.set(key, sum);
  }
  return found;
}

/**
 * The discounts frozen on the orders the report counts (paid, placed on the range's days, at the
 * outlets in scope), per promotion and funder, the largest first; a discount a cancelled order
 * released does not count. With SKUs, only their lines' shares of each discount, and the orders where
 * it took something off one of them.
 */
export async function discountsByPromotion(
  db: DbOrTx,
  range: Range,
  reach: OutletReach,
  f: SalesFilters,
): Promise<DiscountByPromotion[]> {
  const d = orderDiscounts;
  const o = orders;
  const x = orderItemDiscounts;
  const amount = f.skuIds?.length ? sql`${x.amount}` : sql`${d.amount}`;
  const lines = f.skuIds?.length
    ? sql`join ${x} on ${x.orderDiscountId} = ${d.id}
        join ${orderItems} on ${orderItems.id} = ${x.orderItemId} and ${inArray(orderItems.skuId, f.skuIds)}`
    : sql``;
  const raw = await rows<{
    promotion_id: number | string | null;
    funded_by: PromotionFunder;
    name: string;
    orders: string;
    discount: string;
  }>(
    db,
    sql`select g.promotion_id, g.funded_by, coalesce(${promotions.name}, g.name) as name, g.orders, g.discount
      from (select ${d.promotionId} as promotion_id, ${d.fundedBy} as funded_by, max(${d.name}) as name,
              count(distinct ${d.orderId}) as orders, sum(${amount}) as discount
            from ${d} join ${o} on ${o.id} = ${d.orderId} ${lines}
            where ${d.releasedAt} is null and ${amount} > 0
              and ${o.placedOn} between ${range.start} and ${range.end} and ${countsAsSale(o.status)}
              and ${outletConditions(o.outletId, reach, f)}
            group by 1, 2) g
        left join ${promotions} on ${promotions.id} = g.promotion_id
      order by g.discount desc, g.promotion_id nulls last, g.funded_by`,
  );
  return raw.map((r) => ({
    promotion_id: r.promotion_id === null ? null : Number(r.promotion_id),
    name: r.promotion_id === null ? POINTS_NAME : r.name,
    funded_by: r.funded_by,
    orders: Number(r.orders),
    discount: Number(r.discount),
  }));
}

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * A period's or the range's figures, the discount and the PBJT inside prices already in whole
 * rupiah: net sales are the sales before PBJT and charges.
 */
export function totalsOf(f: Omit<Figures, 'discount'> & { discount_total: number }): SalesTotals {
  const net_sales = f.gross_sales - f.discount_total - f.tax_included;
  return {
    order_count: f.order_count,
    items_sold: f.items_sold,
    gross_sales: f.gross_sales,
    discount_total: f.discount_total,
    net_sales,
    service_charge: f.service_charge,
    tax: f.tax,
    rounding: f.rounding,
    average_order_value: f.order_count ? Math.round(net_sales / f.order_count) : 0,
    cogs: f.cogs,
    gross_profit: net_sales - f.cogs,
    uncosted_quantity: f.uncosted_quantity,
  };
}

/**
 * Every period of the range (zeros included) and the totals of the whole range. A SKU line's share
 * of its order's discount and of the PBJT inside its prices is fractional: each period gets the
 * rounded running total less what the periods before it got, so the rows add up to the summary to
 * the rupiah, however they are grouped.
 */
export async function salesReport(
  db: Db,
  type: PeriodType,
  range: Range,
  reach: OutletReach,
  filters: SalesFilters,
): Promise<{ rows: SalesRow[]; summary: SalesSummary }> {
  // The doors' parts, the discounts by promotion and the totals they split, of one moment.
  const [figures, channels, discounts] = await onOneSnapshot(db, (tx) =>
    Promise.all([
      figuresByPeriod(tx, type, range, reach, filters),
      readChannelSales(tx, {
        from: new Date(startOfJakartaDay(range.start)),
        to: new Date(startOfJakartaDay(addDays(range.end, 1))),
        key: periodKey(truncUnit(type), orders.placedOn),
        where: outletConditions(orders.outletId, reach, filters),
        skuIds: filters.skuIds,
      }),
      discountsByPromotion(tx, range, reach, filters),
    ]),
  );
  const read = { order_count: 0, gross_sales: 0 };
  const readByChannel = new Map<ChannelSales['channel'], { order_count: number; gross_sales: number }>();
  const discountShares = runningShares();
  const taxShares = runningShares();
  const sum = {
    order_count: 0,
    items_sold: 0,
    gross_sales: 0,
    service_charge: 0,
    tax: 0,
    rounding: 0,
    cogs: 0,
    uncosted_quantity: 0,
  };
  const result = periodsOf(type, range).map((period) => {
    const f = figures.get(period.key) ?? noFigures();
    const discount = discountShares.next(f.discount);
    const tax_included = taxShares.next(f.tax_included);
    sum.order_count += f.order_count;
    sum.items_sold += f.items_sold;
    sum.gross_sales += f.gross_sales;
    sum.service_charge += f.service_charge;
    sum.tax += f.tax;
    sum.rounding += f.rounding;
    sum.cogs += f.cogs;
    sum.uncosted_quantity += f.uncosted_quantity;
    const own = channels.get(period.key);
    for (const [channel, x] of own ?? []) {
      const was = readByChannel.get(channel) ?? { ...read };
      readByChannel.set(channel, {
        order_count: was.order_count + x.order_count,
        gross_sales: was.gross_sales + x.gross_sales,
      });
    }
    return {
      ...period,
      ...totalsOf({ ...f, discount_total: discount, tax_included }),
      by_channel: splitByChannel(f, own),
    };
  });
  const summary = totalsOf({ ...sum, discount_total: discountShares.given(), tax_included: taxShares.given() });
  const paidBy = (funder: PromotionFunder) =>
    discounts.filter((x) => x.funded_by === funder).reduce((total, x) => total + x.discount, 0);
  return {
    rows: result,
    summary: {
      ...summary,
      by_channel: splitByChannel(summary, readByChannel),
      discounts_by_promotion: discounts,
      discount_brand: paidBy('brand'),
      discount_outlet: paidBy('outlet'),
    },
  };
}

/** Whole rupiah of exact shares, period by period: the rounded running total less what went before. */
function runningShares() {
  let exact = 0;
  let given = 0;
  return {
    next(share: number): number {
      exact += share;
      const part = Math.round(exact) - given;
      given += part;
      return part;
    },
    given: () => given,
  };
}
