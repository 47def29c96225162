// Reading orders: the list with every filter of the order desk, and one order with its items,
// invoice and status history. Both are limited to the outlets the caller reaches.
import { aliasedTable, and, asc, desc, eq, gte, ilike, inArray, lt, type SQL } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import {
  customers,
  invoices,
  orderItems,
  orders,
  orderStatusHistory,
  outlets,
  skus,
  timeslots,
  users,
  type OrderStatus,
} from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { addDays, startOfJakartaDay } from '../../lib/jakarta-time';
import { requireReach, withinReach, type OutletReach } from '../../lib/outlet-access';
import { likePattern, pagedList, totalCount, type PageQuery } from '../../lib/paged-list';
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

function filtersWhere(filters: OrderFilters, reach: OutletReach): SQL {
  const conditions: SQL[] = [withinReach(orders.outletId, reach)];
  if (filters.start_date && filters.end_date && filters.end_date < filters.start_date)
    throw badRequest('End date cannot be before start date', 'end_date');
  if (filters.status !== undefined) conditions.push(eq(orders.status, filters.status as OrderStatus));
  if (filters.invoice_id) conditions.push(ilike(invoices.invoiceNumber, likePattern(filters.invoice_id)));
  // Jakarta days as instants, so the created_at index serves the range and the newest-first order.
  if (filters.start_date) conditions.push(gte(orders.createdAt, new Date(startOfJakartaDay(filters.start_date))));
  if (filters.end_date)
    conditions.push(lt(orders.createdAt, new Date(startOfJakartaDay(addDays(filters.end_date, 1)))));
  if (filters.pick_up_status) conditions.push(pickUpStatusIs(filters.pick_up_status));
  if (filters.user_id !== undefined) conditions.push(eq(orders.customerId, filters.user_id));
  if (filters.order_id !== undefined) conditions.push(eq(orders.id, filters.order_id));
  if (filters.outlet_name) conditions.push(eq(orders.outletId, outletIdOf(filters.outlet_name)));
  return and(...conditions)!;
}

const joined = (db: DbOrTx, columns: typeof summaryColumns) =>
  db
    .select(columns)
    .from(orders)
    .innerJoin(invoices, eq(invoices.orderId, orders.id))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(outlets, eq(outlets.id, orders.outletId))
    .innerJoin(timeslots, eq(timeslots.id, orders.timeslotId));

export function listOrders(db: DbOrTx, filters: OrderFilters, reach: OutletReach) {
  const where = filtersWhere(filters, reach);
  const now = Date.now();
  return pagedList(filters, {
    rows: (limit, offset) =>
      db
        .select({ ...summaryColumns, total: totalCount })
        .from(orders)
        .innerJoin(invoices, eq(invoices.orderId, orders.id))
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .innerJoin(outlets, eq(outlets.id, orders.outletId))
        .innerJoin(timeslots, eq(timeslots.id, orders.timeslotId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset(offset),
    count: async () =>
      (
        await db
          .select({ total: totalCount })
          .from(orders)
          .innerJoin(invoices, eq(invoices.orderId, orders.id))
          .innerJoin(timeslots, eq(timeslots.id, orders.timeslotId))
          .where(where)
          .limit(1)
      )[0]?.total ?? 0,
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
    db
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
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.id)),
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
