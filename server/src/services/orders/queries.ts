// Reading orders: the list with every filter of the order desk, and one order with its items,
// invoice and status history. Both are limited to the outlets the caller reaches.
import { aliasedTable, and, asc, desc, eq, gte, ilike, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import {
  customers,
  invoices,
  orderItems,
  orderCounts,
  orders,
  orderStatusHistory,
  outlets,
  salesByHour,
  skus,
  timeslots,
  users,
  type OrderStatus,
} from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { addDays, startOfJakartaDay } from '../../lib/jakarta-time';
import { requireReach, withinReach, type OutletReach } from '../../lib/outlet-access';
import { likePattern, pagedList, type PageQuery } from '../../lib/paged-list';
import { NEXT_STATUSES, pickUpStatus, pickUpStatusIs, type PickUpStatus } from './status-rules';

export type OrderSummaryDto = components['schemas']['OrderSummary'];
export type OrderDto = components['schemas']['Order'];

export const ORDER_NOT_FOUND = 'Order not found';

export interface OrderFilters extends PageQuery {
  status?: number;
  invoice_id?: string;
  start_date?: string;
  end_date?: string;
  pick_up_status?: PickUpStatus;
  user_id?: number;
  order_id?: number;
  /** "<outlet name>_<outlet id>": the id after the last underscore filters. */
  outlet_name?: string;
}

const summaryColumns = {
  id: orders.id,
  status: orders.status,
  totalAmount: orders.totalAmount,
  itemCount: orders.itemCount,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  invoiceId: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  customerId: customers.id,
  customerName: customers.name,
  customerPhone: customers.phoneNumber,
  outletId: outlets.id,
  outletName: outlets.name,
  timeslotId: timeslots.id,
  timeslotDate: timeslots.date,
  startTime: timeslots.startTime,
  endTime: timeslots.endTime,
};

type SummaryRow = {
  id: number;
  status: OrderStatus;
  totalAmount: number;
  itemCount: number;
  createdAt: Date;
  updatedAt: Date;
  invoiceId: number;
  invoiceNumber: string;
  customerId: number;
  customerName: string;
  customerPhone: string;
  outletId: number;
  outletName: string;
  timeslotId: number;
  timeslotDate: string;
  startTime: string;
  endTime: string;
};

const hhmm = (time: string) => time.slice(0, 5);

function common(row: SummaryRow, now: number) {
  return {
    id: row.id,
    status: row.status,
    pick_up_status: pickUpStatus(row.status, row.timeslotDate, row.endTime, now),
    customer: { id: row.customerId, name: row.customerName, phone_number: row.customerPhone },
    outlet: { id: row.outletId, name: row.outletName },
    timeslot: {
      id: row.timeslotId,
      date: row.timeslotDate,
      start_time: hhmm(row.startTime),
      end_time: hhmm(row.endTime),
    },
    total_amount: row.totalAmount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toSummary(row: SummaryRow, now = Date.now()): OrderSummaryDto {
  return {
    ...common(row, now),
    invoice_id: row.invoiceId,
    invoice_number: row.invoiceNumber,
    item_count: row.itemCount,
  };
}

/** The outlet id of an `outlet_name` filter ("Bandung Dago_2" → 2). */
export const outletIdOf = (nameId: string) => Number(nameId.slice(nameId.lastIndexOf('_') + 1));

/** The characters of INV/<YYYYMMDD>: an invoice number's day. */
const NUMBER_DAY = 12;

/**
 * A search in invoice numbers, in any case, as conditions for the page's invoices and for their
 * count (the same invoices either way). Every number is INV/<8 digits>/<digits> (the
 * invoices_number_format check), so a search for INV/, NV/ or V/ followed by digits and slashes
 * can only be found at the start of a number: it finds the numbers that start with INV/ and those
 * digits, which in byte order are the range from that start to the start with its last character
 * one higher, a range of the search index (text_pattern_ops, whatever the collation). The page of
 * a search for a day or within one also names the day, whose index holds it newest first, so a
 * page of a whole day stops after its orders. Any other search reads every number.
 */
function invoiceNumberHas(text: string): { page: SQL; count: SQL } {
  const shaped = /^(?:inv|nv|v)\/([0-9/]*)$/i.exec(text);
  if (!shaped) {
    const anywhere = ilike(invoices.invoiceNumber, likePattern(text));
    return { page: anywhere, count: anywhere };
  }
  const start = `INV/${shaped[1]}`;
  const past = start.slice(0, -1) + String.fromCharCode(start.charCodeAt(start.length - 1) + 1);
  const range = sql`${invoices.invoiceNumber} ~>=~ ${start} and ${invoices.invoiceNumber} ~<~ ${past}`;
  if (start.length < NUMBER_DAY) return { page: range, count: range };
  // Only the day for a whole day: with the range too, the planner would count on too few numbers.
  const day = sql`left(${invoices.invoiceNumber}, ${sql.raw(String(NUMBER_DAY))}) = ${start.slice(0, NUMBER_DAY)}`;
  return { page: start.length === NUMBER_DAY ? day : and(day, range)!, count: range };
}

/** The filters on the orders' own columns (all but the invoice number), within the caller's reach. */
function orderConditions(filters: OrderFilters, reach: OutletReach): SQL[] {
  if (filters.start_date && filters.end_date && filters.end_date < filters.start_date)
    throw badRequest('End date cannot be before start date', 'end_date');
  const conditions: SQL[] = [];
  if (!reach.all) conditions.push(withinReach(orders.outletId, reach));
  if (filters.status !== undefined) conditions.push(eq(orders.status, filters.status as OrderStatus));
  // Jakarta days as instants, so the created_at index serves the range and the newest-first order.
  if (filters.start_date) conditions.push(gte(orders.createdAt, new Date(startOfJakartaDay(filters.start_date))));
  if (filters.end_date)
    conditions.push(lt(orders.createdAt, new Date(startOfJakartaDay(addDays(filters.end_date, 1)))));
  if (filters.pick_up_status) conditions.push(pickUpStatusIs(filters.pick_up_status));
  if (filters.user_id !== undefined) conditions.push(eq(orders.customerId, filters.user_id));
  if (filters.order_id !== undefined) conditions.push(eq(orders.id, filters.order_id));
  if (filters.outlet_name) conditions.push(eq(orders.outletId, outletIdOf(filters.outlet_name)));
  return conditions;
}

const joined = (db: DbOrTx, columns: typeof summaryColumns) =>
  db
    .select(columns)
    .from(orders)
    .innerJoin(invoices, eq(invoices.orderId, orders.id))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(outlets, eq(outlets.id, orders.outletId))
    .innerJoin(timeslots, eq(timeslots.id, orders.timeslotId));

const totalColumn = { total: sql<number>`count(*)`.mapWith(Number) };

/**
 * The matching orders' ids, newest first, each with their number, and that number alone (for a
 * page past the end), as queries. The ids either stop after the page on an index in the list's
 * order, or are the few orders a selective filter leaves, sorted:
 *
 * - Searched by invoice number and nothing else, everywhere: the invoices alone. Each belongs to
 *   one order and carries its created_at, so the search indexes hold the ids and the order.
 * - Otherwise the orders, down the index of their filter (created_at, or the status, outlet or
 *   customer before it), joined with their invoices when searched by number.
 *
 * The total of the status, the days and the outlet (or of none) is a sum of rollups that count
 * every order, any status, moved in the same transaction as each order write (see rollupTotal). So
 * it is exact, and reads at most a few thousand rollup rows instead of up to every order, within
 * the same outlet reach. The other filters match few orders (an invoice number or a day of them,
 * the orders awaiting pick-up, one customer's, one order), counted from their indexes, or as they
 * are read when the page reads them all anyway.
 */
function matching(db: DbOrTx, filters: OrderFilters, reach: OutletReach) {
  const own = orderConditions(filters, reach);
  const search = filters.invoice_id ? invoiceNumberHas(filters.invoice_id) : undefined;
  if (search && own.length === 0) {
    const total = db.select(totalColumn).from(invoices).where(search.count);
    return {
      ids: db
        .select({ id: invoices.orderId, total: sql<number>`${total}`.as('total') })
        .from(invoices)
        .where(search.page)
        .orderBy(desc(invoices.orderCreatedAt), desc(invoices.orderId))
        .$dynamic(),
      total,
    };
  }
  let counted = db.select(totalColumn).from(orders).$dynamic();
  if (search) counted = counted.innerJoin(invoices, eq(invoices.orderId, orders.id)) as typeof counted;
  const selective = search || filters.pick_up_status || filters.user_id !== undefined || filters.order_id !== undefined;
  const total = selective ? counted.where(and(...own, search?.count)) : rollupTotal(db, filters, reach);
  // Orders awaiting pick-up, or searched by number with another filter, are all read and sorted for
  // the page, and counted on the way; others are counted apart (index only) or summed.
  const readAll = filters.pick_up_status !== undefined || search !== undefined;
  let ids = db
    .select({ id: orders.id, total: (readAll ? sql<number>`count(*) over ()` : sql<number>`${total}`).as('total') })
    .from(orders)
    .$dynamic();
  // The columns are chosen, so joining the invoices leaves the answers' types as they are.
  if (search) ids = ids.innerJoin(invoices, eq(invoices.orderId, orders.id)) as typeof ids;
  return { ids: ids.where(and(...own, search?.page)).orderBy(desc(orders.createdAt), desc(orders.id)), total };
}

/**
 * The number of orders of a status, days and an outlet (each optional) within reach, from the
 * rollups: order_counts (by outlet and status) without days, else sales_by_hour (by Jakarta day,
 * which is placed_on, the day the date filter means, hour, outlet and status).
 */
function rollupTotal(db: DbOrTx, filters: OrderFilters, reach: OutletReach) {
  const outletId = filters.outlet_name ? outletIdOf(filters.outlet_name) : undefined;
  if (!filters.start_date && !filters.end_date) {
    return db
      .select({ total: sql<number>`coalesce(sum(${orderCounts.orderCount}), 0)`.mapWith(Number) })
      .from(orderCounts)
      .where(
        and(
          withinReach(orderCounts.outletId, reach),
          filters.status === undefined ? undefined : eq(orderCounts.status, filters.status as OrderStatus),
          outletId === undefined ? undefined : eq(orderCounts.outletId, outletId),
        ),
      );
  }
  return db
    .select({ total: sql<number>`coalesce(sum(${salesByHour.orderCount}), 0)`.mapWith(Number) })
    .from(salesByHour)
    .where(
      and(
        withinReach(salesByHour.outletId, reach),
        filters.status === undefined ? undefined : eq(salesByHour.status, filters.status),
        filters.start_date ? gte(salesByHour.placedOn, filters.start_date) : undefined,
        filters.end_date ? lte(salesByHour.placedOn, filters.end_date) : undefined,
        outletId === undefined ? undefined : eq(salesByHour.outletId, outletId),
      ),
    );
}

/** A column of the row whose `key` is `value`, as a subquery (answering null when there is none). */
const lookup = <Column extends AnyPgColumn>(column: Column, key: AnyPgColumn, value: AnyPgColumn) =>
  sql<Column['_']['data']>`(select ${column} from ${column.table} where ${key} = ${value})`.mapWith(column);

/**
 * The summary columns of a page's orders, the other tables' read by key. Joined, the four tables
 * and their indexes cost the planner more than the page's lookups cost to run. Each order has its
 * customer, outlet and timeslot (foreign keys) and its invoice (placed with it, one per order), so
 * the answer is the join's.
 */
const pageColumns = {
  ...summaryColumns,
  invoiceId: lookup(invoices.id, invoices.orderId, orders.id),
  invoiceNumber: lookup(invoices.invoiceNumber, invoices.orderId, orders.id),
  customerId: orders.customerId,
  customerName: lookup(customers.name, customers.id, orders.customerId),
  customerPhone: lookup(customers.phoneNumber, customers.id, orders.customerId),
  outletId: orders.outletId,
  outletName: lookup(outlets.name, outlets.id, orders.outletId),
  timeslotId: orders.timeslotId,
  timeslotDate: lookup(timeslots.date, timeslots.id, orders.timeslotId),
  startTime: lookup(timeslots.startTime, timeslots.id, orders.timeslotId),
  endTime: lookup(timeslots.endTime, timeslots.id, orders.timeslotId),
};

/**
 * A page of the list in one statement: the page's ids and total (see `matching`), then the
 * summaries of those orders alone.
 */
export function listOrders(db: DbOrTx, filters: OrderFilters, reach: OutletReach) {
  const { ids, total } = matching(db, filters, reach);
  const now = Date.now();
  return pagedList(filters, {
    rows: (limit, offset) => {
      const page = ids.limit(limit).offset(offset).as('page');
      return db
        .select({ ...pageColumns, total: sql<number>`${page.total}`.mapWith(Number) })
        .from(page)
        .innerJoin(orders, eq(orders.id, page.id))
        .orderBy(desc(orders.createdAt), desc(orders.id));
    },
    count: async () => (await total)[0]?.total ?? 0,
    data: (rows) => rows.map((row) => toSummary(row as SummaryRow, now)),
  });
}

/** Summaries of the given orders (newest first), whatever the caller reaches: for code that just wrote them. */
export async function orderSummaries(db: DbOrTx, ids: number[]): Promise<OrderSummaryDto[]> {
  if (ids.length === 0) return [];
  const rows = await joined(db, summaryColumns)
    .where(inArray(orders.id, ids))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((row) => toSummary(row as SummaryRow));
}

/** An order's items in the order they were added, with each SKU's name. */
export function orderLines(db: DbOrTx, orderId: number) {
  return db
    .select({
      id: orderItems.id,
      sku_id: orderItems.skuId,
      sku_name: skus.name,
      quantity: orderItems.quantity,
      price: orderItems.price,
      subtotal: orderItems.subtotal,
    })
    .from(orderItems)
    .innerJoin(skus, eq(skus.id, orderItems.skuId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

const changedBy = aliasedTable(users, 'changed_by_user');

export async function getOrder(db: DbOrTx, id: number, reach: OutletReach): Promise<OrderDto> {
  const [row] = await joined(db, summaryColumns).where(eq(orders.id, id));
  requireReach(reach, row?.outletId, ORDER_NOT_FOUND);
  const order = row as SummaryRow;
  const [details, items, history] = await Promise.all([
    db
      .select({
        subtotal: orders.subtotal,
        discountTotal: orders.discountTotal,
        notes: orders.notes,
        invoiceStatus: invoices.status,
        invoiceAmount: invoices.amount,
        paidAt: invoices.paidAt,
      })
      .from(orders)
      .innerJoin(invoices, eq(invoices.orderId, orders.id))
      .where(eq(orders.id, id)),
    orderLines(db, id),
    db
      .select({
        status: orderStatusHistory.status,
        changedAt: orderStatusHistory.changedAt,
        userId: changedBy.id,
        userName: changedBy.name,
      })
      .from(orderStatusHistory)
      .leftJoin(changedBy, eq(changedBy.id, orderStatusHistory.changedBy))
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id)),
  ]);
  const detail = details[0];
  if (!detail) throw notFound('Order');
  return {
    ...common(order, Date.now()),
    items,
    subtotal: detail.subtotal,
    discount_total: detail.discountTotal,
    notes: detail.notes,
    invoice: {
      id: order.invoiceId,
      invoice_number: order.invoiceNumber,
      status: detail.invoiceStatus,
      amount: detail.invoiceAmount,
      paid_at: detail.paidAt?.toISOString() ?? null,
    },
    status_history: history.map((h) => ({
      status: h.status,
      changed_at: h.changedAt.toISOString(),
      changed_by: h.userId === null ? null : { id: h.userId, name: h.userName! },
    })),
    next_statuses: NEXT_STATUSES[order.status],
  };
}
