// Reading orders: the list with every filter of the order desk, and one order with its items,
// invoice and status history. Both are limited to the outlets the caller reaches.
import { amountColumns, orderAmounts } from './amounts';
import { aliasedTable, and, asc, desc, eq, gte, ilike, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { components } from '../../../../generated/schema';
import { builtOnce } from '../../db/built-once';
import type { DbOrTx } from '../../db/client';
import {
  customers,
  invoices,
  nationalNumber,
  orderItems,
  orderCounts,
  orders,
  orderStatusHistory,
  outlets,
  salesByHour,
  skus,
  timeslots,
  users,
  type OrderChannel,
  type OrderStatus,
  type OrderType,
} from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import { addDays, startOfJakartaDay, hhmm } from '../../lib/jakarta-time';
import { reachedOutlets, reaches, requireReach, withinReachedOutlets, type OutletReach } from '../../lib/outlet-access';
import { likePattern, pagedList, type PageQuery } from '../../lib/paged-list';
import { NEXT_STATUSES } from '../sales/life-cycle';
import { refundedAt } from '../sales/sql';
import { ORDER } from '../sales/states';
import { discountsOf } from './order-discounts';
import { itemOptions } from './item-options';
import { pickUpStatus, pickUpStatusIs, type PickUpStatus } from './pick-up-status';

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
  channel?: OrderChannel;
  order_type?: OrderType;
  /** Part of the customer's name, or of their phone number (see customerSearch). */
  customer?: string;
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
  channel: orders.channel,
  orderType: orders.orderType,
  platformOrderId: orders.platformOrderId,
  platformOrderNumber: orders.platformOrderNumber,
  needsMapping: orders.needsMapping,
  acceptedAt: orders.acceptedAt,
  channelCommission: orders.channelCommission,
  merchantPromotion: orders.merchantPromotion,
  walkInName: orders.customerName,
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
  channel: OrderChannel;
  orderType: OrderType;
  platformOrderId: string | null;
  platformOrderNumber: string | null;
  needsMapping: boolean;
  acceptedAt: Date | null;
  channelCommission: number;
  merchantPromotion: number;
  walkInName: string | null;
  customerId: number | null;
  customerName: string | null;
  customerPhone: string | null;
  outletId: number;
  outletName: string;
  timeslotId: number | null;
  timeslotDate: string | null;
  startTime: string | null;
  endTime: string | null;
};

function common(row: SummaryRow, now: number) {
  return {
    id: row.id,
    status: row.status,
    pick_up_status:
      row.timeslotDate === null || row.endTime === null
        ? null
        : pickUpStatus(row.status, row.timeslotDate, row.endTime, now),
    channel: row.channel,
    order_type: row.orderType,
    platform: platformOf(row),
    customer:
      row.customerId === null ? null : { id: row.customerId, name: row.customerName, phone_number: row.customerPhone },
    customer_name: row.customerName ?? row.walkInName,
    outlet: { id: row.outletId, name: row.outletName },
    timeslot:
      row.timeslotId === null || row.timeslotDate === null || row.startTime === null || row.endTime === null
        ? null
        : {
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

/** A delivery platform's side of an order (see OrderPlatform); null for the app's and the counter's. */
export function platformOf(
  row: Pick<
    SummaryRow,
    | 'platformOrderId'
    | 'platformOrderNumber'
    | 'needsMapping'
    | 'acceptedAt'
    | 'channelCommission'
    | 'merchantPromotion'
  >,
) {
  if (row.platformOrderId === null) return null;
  return {
    platform_order_id: row.platformOrderId,
    order_number: row.platformOrderNumber ?? row.platformOrderId,
    needs_mapping: row.needsMapping,
    accepted_at: row.acceptedAt?.toISOString() ?? null,
    commission: row.channelCommission,
    merchant_promotion: row.merchantPromotion,
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
 * What the list is asked for, without the values: which filters are given, and the kind of
 * invoice-number search. Each shape's queries are built once and run with the values (see
 * builtOnce): building the list's statement took about as long as PostgreSQL took to answer it.
 */
interface ListShape {
  /** Limited to some outlets (the caller's reach), or everywhere. */
  someOutlets: boolean;
  status: boolean;
  startDate: boolean;
  endDate: boolean;
  pickUp?: PickUpStatus;
  customer: boolean;
  order: boolean;
  outlet: boolean;
  /** By door (given, or implied by the order type: the door decides how an order is handed over). */
  channel: boolean;
  orderType: boolean;
  customerText?: CustomerSearch;
  search?: NumberSearch;
}

/**
 * A search for the customer to call an order by: `name`, part of the app customer's name or of a
 * walk-in's (any case); or part of a phone number, `phone` anywhere in it, `phoneStart` at its
 * start when written from it (+62…, 62 8…, 08…); numbers are compared without those prefixes and
 * without signs, so 0812…, 62812… and +62 812… find the same customers.
 */
type CustomerSearch = 'name' | 'phone' | 'phoneStart';

/** The door that hands orders over the given way (the orders_door check); delivery has several. */
const CHANNEL_OF_TYPE: Partial<Record<OrderType, OrderChannel>> = {
  pickup: 'app',
  takeaway: 'counter',
  dine_in: 'counter',
};

/** What a customer search looks for (see CustomerSearch) and the LIKE pattern it matches with. */
export function customerSearch(text: string): { search: CustomerSearch; pattern: string } {
  const trimmed = text.trim();
  if (/^\+?[0-9][0-9 .()-]*$/.test(trimmed)) {
    const digits = trimmed.replace(/[^0-9]/g, '');
    // Written from its start (+62…, 62 8…, 08…): the digits after the country or trunk prefix.
    const national = /^\+/.test(trimmed) || /^(62|0)8/.test(digits) ? digits.replace(/^(62|0)/, '') : '';
    if (national) return { search: 'phoneStart', pattern: `${national}%` };
    return { search: 'phone', pattern: `%${digits}%` };
  }
  return { search: 'name', pattern: likePattern(trimmed) };
}

/**
 * An invoice-number search, in any case. Every number is INV/<8 digits>/<digits> (the
 * invoices_number_format check), so a search for INV/, NV/ or V/ followed by digits and slashes can
 * only be found at the start of a number: it finds the numbers that start with INV/ and those
 * digits, which in byte order are the range from that start to the start with its last character
 * one higher, a range of the search index (text_pattern_ops, whatever the collation): `prefix`. A
 * search for a day (`day`) or within one (`inDay`) also names the day, whose index holds it newest
 * first, so a page of a whole day stops after its orders. Any other search reads every number
 * (`anywhere`).
 */
type NumberSearch = 'anywhere' | 'prefix' | 'day' | 'inDay';

/** The values a shape's queries run with (placeholders of the same names). */
type ListValues = {
  outlets?: number[];
  status?: number;
  /** The first instant of the start date, and the first after the end date (Jakarta days). */
  from?: string;
  until?: string;
  startDate?: string;
  endDate?: string;
  customer?: number;
  order?: number;
  outlet?: number;
  channel?: OrderChannel;
  orderType?: OrderType;
  customerPattern?: string;
  /** `anywhere`: the LIKE pattern; the others: the range's ends and the day. */
  pattern?: string;
  numberFrom?: string;
  numberPast?: string;
  numberDay?: string;
};

/** The placeholder of one of the values (see ListValues), or of the page's limit and offset. */
const placeholder = (name: keyof ListValues | 'limit' | 'offset') => sql.placeholder(name);

/** The shape of a request for the list, and the values to run its queries with. */
function shapeAndValues(filters: OrderFilters, reach: OutletReach): { shape: ListShape; values: ListValues } {
  if (filters.start_date && filters.end_date && filters.end_date < filters.start_date)
    throw badRequest('End date cannot be before start date', 'end_date');
  const values: ListValues = {
    outlets: reachedOutlets(reach),
    status: filters.status,
    // Jakarta days as instants, so the created_at index serves the range and the newest-first order.
    from: filters.start_date && new Date(startOfJakartaDay(filters.start_date)).toISOString(),
    until: filters.end_date && new Date(startOfJakartaDay(addDays(filters.end_date, 1))).toISOString(),
    startDate: filters.start_date || undefined,
    endDate: filters.end_date || undefined,
    customer: filters.user_id,
    order: filters.order_id,
    outlet: filters.outlet_name ? outletIdOf(filters.outlet_name) : undefined,
    channel: filters.channel ?? (filters.order_type && CHANNEL_OF_TYPE[filters.order_type]),
    orderType: filters.order_type,
  };
  let customerText: CustomerSearch | undefined;
  if (filters.customer?.trim()) {
    const { search, pattern } = customerSearch(filters.customer);
    customerText = search;
    values.customerPattern = pattern;
  }
  let search: NumberSearch | undefined;
  const text = filters.invoice_id;
  if (text) {
    const shaped = /^(?:inv|nv|v)\/([0-9/]*)$/i.exec(text);
    if (!shaped) {
      search = 'anywhere';
      values.pattern = likePattern(text);
    } else {
      const start = `INV/${shaped[1]}`;
      values.numberFrom = start;
      values.numberPast = start.slice(0, -1) + String.fromCharCode(start.charCodeAt(start.length - 1) + 1);
      values.numberDay = start.slice(0, NUMBER_DAY);
      search = start.length < NUMBER_DAY ? 'prefix' : start.length === NUMBER_DAY ? 'day' : 'inDay';
    }
  }
  const shape: ListShape = {
    someOutlets: !reach.all,
    status: values.status !== undefined,
    startDate: values.startDate !== undefined,
    endDate: values.endDate !== undefined,
    pickUp: filters.pick_up_status,
    customer: values.customer !== undefined,
    order: values.order !== undefined,
    outlet: values.outlet !== undefined,
    channel: values.channel !== undefined,
    orderType: values.orderType !== undefined,
    customerText,
    search,
  };
  return { shape, values };
}

/** The invoice-number search as conditions for the page's invoices and for their count (the same invoices). */
function invoiceNumberHas(search: NumberSearch): { page: SQL; count: SQL } {
  if (search === 'anywhere') {
    const anywhere = ilike(invoices.invoiceNumber, placeholder('pattern'));
    return { page: anywhere, count: anywhere };
  }
  const range = sql`${invoices.invoiceNumber} ~>=~ ${placeholder('numberFrom')} and ${invoices.invoiceNumber} ~<~ ${placeholder('numberPast')}`;
  if (search === 'prefix') return { page: range, count: range };
  // Only the day for a whole day: with the range too, the planner would count on too few numbers.
  const day = sql`left(${invoices.invoiceNumber}, ${sql.raw(String(NUMBER_DAY))}) = ${placeholder('numberDay')}`;
  return { page: search === 'day' ? day : and(day, range)!, count: range };
}

/** The filters on the orders' own columns (all but the invoice number), within the caller's reach. */
function orderConditions(shape: ListShape): SQL[] {
  const conditions: SQL[] = [];
  if (shape.someOutlets) conditions.push(withinReachedOutlets(orders.outletId));
  if (shape.status) conditions.push(eq(orders.status, placeholder('status')));
  if (shape.startDate) conditions.push(gte(orders.createdAt, placeholder('from')));
  if (shape.endDate) conditions.push(lt(orders.createdAt, placeholder('until')));
  if (shape.pickUp) conditions.push(pickUpStatusIs(shape.pickUp));
  if (shape.customer) conditions.push(eq(orders.customerId, placeholder('customer')));
  if (shape.order) conditions.push(eq(orders.id, placeholder('order')));
  if (shape.outlet) conditions.push(eq(orders.outletId, placeholder('outlet')));
  if (shape.channel) conditions.push(eq(orders.channel, placeholder('channel')));
  if (shape.orderType) conditions.push(eq(orders.orderType, placeholder('orderType')));
  if (shape.customerText) conditions.push(customerIs(shape.customerText));
  return conditions;
}

/**
 * Orders whose customer matches a search: the app customers found (a table far smaller than the
 * orders) lead to their orders by the customer index; a name is also a walk-in's, given at the counter.
 */
function customerIs(search: CustomerSearch): SQL {
  const pattern = placeholder('customerPattern');
  if (search === 'name')
    return sql`(${orders.customerId} in (select ${customers.id} from ${customers} where ${customers.name} ilike ${pattern})
      or ${orders.customerName} ilike ${pattern})`;
  return sql`${orders.customerId} in (select ${customers.id} from ${customers} where ${nationalNumber(customers.phoneNumber)} like ${pattern})`;
}

const joined = (db: DbOrTx, columns: typeof summaryColumns) =>
  db
    .select(columns)
    .from(orders)
    .innerJoin(invoices, eq(invoices.orderId, orders.id))
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(outlets, eq(outlets.id, orders.outletId))
    .leftJoin(timeslots, eq(timeslots.id, orders.timeslotId));

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
 * the orders awaiting pick-up, one customer's, one order, a customer search), counted from their
 * indexes, or as they are read when the page reads them all anyway; a door is counted down its
 * own index (channel, created_at).
 */
function matching(db: DbOrTx, shape: ListShape) {
  const own = orderConditions(shape);
  const search = shape.search ? invoiceNumberHas(shape.search) : undefined;
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
  // A door (with or without the way of handing over) is counted down its index: the rollups do not
  // keep orders by door.
  const selective = search || shape.pickUp || shape.customer || shape.order || shape.customerText || shape.channel;
  const total = selective ? counted.where(and(...own, search?.count)) : rollupTotal(db, shape);
  // Orders awaiting pick-up, or searched by number with another filter, are all read and sorted for
  // the page, and counted on the way; others are counted apart (index only) or summed.
  const readAll = shape.pickUp !== undefined || search !== undefined;
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
function rollupTotal(db: DbOrTx, shape: ListShape) {
  if (!shape.startDate && !shape.endDate) {
    return db
      .select({ total: sql<number>`coalesce(sum(${orderCounts.orderCount}), 0)`.mapWith(Number) })
      .from(orderCounts)
      .where(
        and(
          shape.someOutlets ? withinReachedOutlets(orderCounts.outletId) : undefined,
          shape.status ? eq(orderCounts.status, placeholder('status')) : undefined,
          shape.outlet ? eq(orderCounts.outletId, placeholder('outlet')) : undefined,
        ),
      );
  }
  return db
    .select({ total: sql<number>`coalesce(sum(${salesByHour.orderCount}), 0)`.mapWith(Number) })
    .from(salesByHour)
    .where(
      and(
        shape.someOutlets ? withinReachedOutlets(salesByHour.outletId) : undefined,
        shape.status ? eq(salesByHour.status, placeholder('status')) : undefined,
        shape.startDate ? gte(salesByHour.placedOn, placeholder('startDate')) : undefined,
        shape.endDate ? lte(salesByHour.placedOn, placeholder('endDate')) : undefined,
        shape.outlet ? eq(salesByHour.outletId, placeholder('outlet')) : undefined,
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
 * the answer is the join's (a counter order has no customer account or window: those read null).
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
 * A shape's two statements: a page of the list, its ids and total (see `matching`) and then the
 * summaries of those orders alone; and the total alone, for a page past the end.
 */
function listQueries(shape: ListShape) {
  return builtOnce((db) => {
    const { ids, total } = matching(db, shape);
    const page = ids.limit(placeholder('limit')).offset(placeholder('offset')).as('page');
    return {
      page: db
        .select({ ...pageColumns, total: sql<number>`${page.total}`.mapWith(Number) })
        .from(page)
        .innerJoin(orders, eq(orders.id, page.id))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .prepare(''),
      total: total.prepare(''),
    };
  });
}

/**
 * Each shape's statements, made when a shape is first asked for. The screen asks for a few dozen;
 * the kept ones are dropped and made again past that, so requests cannot fill memory with shapes.
 */
const queriesByShape = new Map<string, ReturnType<typeof listQueries>>();
const KEPT_SHAPES = 64;

export function listOrders(db: DbOrTx, reach: OutletReach, filters: OrderFilters) {
  const { shape, values } = shapeAndValues(filters, reach);
  const key = JSON.stringify(shape);
  let queries = queriesByShape.get(key);
  if (!queries) {
    if (queriesByShape.size >= KEPT_SHAPES) queriesByShape.clear();
    queriesByShape.set(key, (queries = listQueries(shape)));
  }
  const { page, total } = queries(db);
  const now = Date.now();
  return pagedList(filters, {
    rows: (limit, offset) => page.execute({ ...values, limit, offset }),
    count: async () => (await total.execute(values))[0]?.total ?? 0,
    data: (rows) => rows.map((row) => toSummary(row as SummaryRow, now)),
  });
}

/** An order's items in the order they were added, with each SKU's name and the cost frozen at payment. */
export function orderLines(db: DbOrTx, orderId: number) {
  return db
    .select({
      id: orderItems.id,
      sku_id: orderItems.skuId,
      sku_name: skus.name,
      quantity: orderItems.quantity,
      note: orderItems.note,
      price: orderItems.price,
      subtotal: orderItems.subtotal,
      discount: orderItems.discount,
      cost: orderItems.cost,
      recipe_gap: orderItems.recipeGap,
    })
    .from(orderItems)
    .innerJoin(skus, eq(skus.id, orderItems.skuId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

const changedBy = aliasedTable(users, 'changed_by_user');

/**
 * One order within `reach`; its lines' cost and gross profit show where the caller also sees
 * inventory (`costReach`), and are null elsewhere.
 */
export async function getOrder(
  db: DbOrTx,
  id: number,
  reach: OutletReach,
  costReach: OutletReach = { all: false, ids: [] },
): Promise<OrderDto> {
  const [row] = await joined(db, summaryColumns).where(eq(orders.id, id));
  requireReach(reach, row?.outletId, ORDER_NOT_FOUND);
  // A cancelled order's ingredients went back to stock (what was booked, returned): it sold
  // nothing at a cost, so its lines show no cost and no gross profit.
  const showCost = reaches(costReach, row!.outletId) && row!.status !== ORDER.CANCELLED;
  const order = row as SummaryRow;
  const [details, items, history] = await Promise.all([
    db
      .select({
        ...amountColumns,
        cashTendered: orders.cashTendered,
        pointsRedeemed: orders.pointsRedeemed,
        pointsEarned: orders.pointsEarned,
        notes: orders.notes,
        invoiceStatus: invoices.status,
        invoiceAmount: invoices.amount,
        paidAt: invoices.paidAt,
        refundedAt,
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
  const [options, discounts] = await Promise.all([
    itemOptions(
      db,
      items.map((item) => item.id),
    ),
    discountsOf(db, [id]),
  ]);
  return {
    ...common(order, Date.now()),
    items: items.map((item) => {
      const cost = showCost ? item.cost : null;
      return {
        ...item,
        options: options.get(item.id) ?? [],
        cost,
        gross_profit: cost === null ? null : item.subtotal - cost,
      };
    }),
    ...orderAmounts(detail),
    discounts: discounts.get(id) ?? [],
    points_redeemed: detail.pointsRedeemed,
    points_earned: detail.pointsEarned,
    cash_tendered: detail.cashTendered,
    notes: detail.notes,
    invoice: {
      id: order.invoiceId,
      invoice_number: order.invoiceNumber,
      status: detail.invoiceStatus,
      amount: detail.invoiceAmount,
      paid_at: detail.paidAt?.toISOString() ?? null,
      refunded_at: detail.refundedAt?.toISOString() ?? null,
    },
    status_history: history.map((h) => ({
      status: h.status,
      changed_at: h.changedAt.toISOString(),
      changed_by: h.userId === null ? null : { id: h.userId, name: h.userName! },
    })),
    next_statuses: NEXT_STATUSES[order.status],
  };
}
