// The chain's members for the back office (contract: listCustomers, getCustomer) and the customer's
// own points (getCustomerPoints). A member belongs to the chain, not to an outlet: a user reaching
// every outlet sees every member; one reaching some outlets sees the members who ordered there, and
// counts and lists only those orders (another member is 404). Phone numbers show in full only to a
// user who manages users at every outlet (lib/personal-data's masking otherwise); an erased
// customer shows neither name nor number.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { components as appComponents } from '../../../../generated/app/schema';
import type { DbOrTx } from '../../db/client';
import { customers, nationalNumber, orders, outlets, pointEntries, users } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import type { OutletReach } from '../../lib/outlet-access';
import { likePattern, pagedList, pageOf, totalCount, type PageQuery } from '../../lib/paged-list';
import { maskPhone } from '../../lib/personal-data';
import { customerSearch } from '../orders/queries';

export type CustomerDto = components['schemas']['Customer'];
export type CustomerDetailDto = components['schemas']['CustomerDetail'];
export type PointEntryDto = components['schemas']['PointEntry'];
type AppPointEntry = appComponents['schemas']['AppPointEntry'];

const RECENT_ORDERS = 10;
const LEDGER_ENTRIES = 100;

/** What the caller may see: where they reach, and whether numbers show in full. */
export interface CustomerViewer {
  reach: OutletReach;
  fullPhones: boolean;
}

/** The caller's orders of a customer: those at outlets within reach. */
const reachedOrders = (reach: OutletReach): SQL =>
  reach.all
    ? sql`true`
    : reach.ids.length === 0
      ? sql`false`
      : sql`${orders.outletId} in (${sql.join(
          reach.ids.map((id) => sql`${id}`),
          sql`, `,
        )})`;

const orderStats = (reach: OutletReach) => ({
  ordersCount:
    sql<number>`(select count(*) from ${orders} where ${orders.customerId} = ${customers.id} and ${reachedOrders(reach)})`.mapWith(
      Number,
    ),
  lastOrderAt:
    sql<Date | null>`(select max(${orders.createdAt}) from ${orders} where ${orders.customerId} = ${customers.id} and ${reachedOrders(reach)})`.mapWith(
      (value: string | Date | null) => (value === null ? null : new Date(value)),
    ),
});

const baseColumns = {
  id: customers.id,
  name: customers.name,
  phone: customers.phoneNumber,
  balance: customers.pointsBalance,
  erasedAt: customers.erasedAt,
  createdAt: customers.createdAt,
};

/** A member of the caller's: every customer for an all-outlet reach, else one who ordered within it. */
const visible = (reach: OutletReach): SQL =>
  reach.all
    ? sql`true`
    : sql`exists (select 1 from ${orders} where ${orders.customerId} = ${customers.id} and ${reachedOrders(reach)})`;

interface BaseRow {
  id: number;
  name: string | null;
  phone: string | null;
  balance: number;
  erasedAt: Date | null;
  createdAt: Date;
  ordersCount: number;
  lastOrderAt: Date | null;
}

function toCustomer(row: BaseRow, viewer: CustomerViewer): CustomerDto {
  const erased = row.erasedAt !== null;
  const masked = !erased && row.phone !== null && !viewer.fullPhones;
  return {
    id: row.id,
    name: erased ? null : row.name,
    phone_number: erased ? null : masked ? maskPhone(row.phone) : row.phone,
    phone_masked: masked,
    erased,
    points_balance: row.balance,
    orders_count: row.ordersCount,
    last_order_at: row.lastOrderAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** A name (any part, any case) or a phone number's digits; an erased customer is found by neither. */
function searchOf(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const { search, pattern } = customerSearch(text);
  if (search === 'name') return sql`${customers.name} ilike ${likePattern(text)}`;
  return sql`${nationalNumber(customers.phoneNumber)} like ${pattern}`;
}

export function listCustomers(
  db: DbOrTx,
  viewer: CustomerViewer,
  query: PageQuery & { q?: string },
): Promise<{ data: CustomerDto[]; meta: components['schemas']['PageMeta'] }> {
  const search = searchOf(query.q);
  const where = and(visible(viewer.reach), search);
  const stats = orderStats(viewer.reach);
  return pagedList(query, {
    rows: (limit, offset) =>
      db
        .select({ ...baseColumns, ...stats, total: totalCount })
        .from(customers)
        .where(where)
        .orderBy(sql`${stats.lastOrderAt} desc nulls last`, desc(customers.createdAt), desc(customers.id))
        .limit(limit)
        .offset(offset),
    count: () => db.$count(customers, where),
    data: (rows) => rows.map((row) => toCustomer(row, viewer)),
  });
}

async function customerRow(db: DbOrTx, viewer: CustomerViewer, customerId: number): Promise<BaseRow> {
  const [row] = await db
    .select({ ...baseColumns, ...orderStats(viewer.reach) })
    .from(customers)
    .where(and(eq(customers.id, customerId), visible(viewer.reach)));
  if (!row) throw notFound('Customer');
  return row;
}

/** The customer's ledger entries, newest first (or the one entry `entryId`). */
export async function ledgerOf(
  db: DbOrTx,
  customerId: number,
  limit: number,
  offset = 0,
  entryId?: number,
): Promise<PointEntryDto[]> {
  const rows = await db
    .select({
      id: pointEntries.id,
      kind: pointEntries.kind,
      points: pointEntries.points,
      orderId: pointEntries.orderId,
      reason: pointEntries.reason,
      userId: users.id,
      userName: users.name,
      createdAt: pointEntries.createdAt,
    })
    .from(pointEntries)
    .leftJoin(users, eq(users.id, pointEntries.createdBy))
    .where(
      and(eq(pointEntries.customerId, customerId), entryId === undefined ? undefined : eq(pointEntries.id, entryId)),
    )
    .orderBy(desc(pointEntries.createdAt), desc(pointEntries.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    points: row.points,
    order_id: row.orderId,
    reason: row.reason,
    created_by: row.userId === null ? null : { id: row.userId, name: row.userName! },
    created_at: row.createdAt.toISOString(),
  }));
}

export async function getCustomer(db: DbOrTx, viewer: CustomerViewer, customerId: number): Promise<CustomerDetailDto> {
  const row = await customerRow(db, viewer, customerId);
  const recent = await db
    .select({
      id: orders.id,
      status: orders.status,
      outletId: outlets.id,
      outletName: outlets.name,
      totalAmount: orders.totalAmount,
      pointsEarned: orders.pointsEarned,
      pointsRedeemed: orders.pointsRedeemed,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(outlets, eq(outlets.id, orders.outletId))
    .where(and(eq(orders.customerId, customerId), reachedOrders(viewer.reach)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(RECENT_ORDERS);
  return {
    ...toCustomer(row, viewer),
    recent_orders: recent.map((order) => ({
      id: order.id,
      status: order.status,
      outlet: { id: order.outletId, name: order.outletName },
      total_amount: order.totalAmount,
      points_earned: order.pointsEarned,
      points_redeemed: order.pointsRedeemed,
      created_at: order.createdAt.toISOString(),
    })),
    points: await ledgerOf(db, customerId, LEDGER_ENTRIES),
  };
}

/** The signed-in customer's own ledger, newest first, paged, with the balance. */
export async function customerPoints(
  db: DbOrTx,
  customerId: number,
  query: PageQuery,
): Promise<{ data: AppPointEntry[]; meta: components['schemas']['PageMeta']; points_balance: number }> {
  const { page, size, offset } = pageOf(query);
  const [[customer], [{ total } = { total: 0 }], entries] = await Promise.all([
    db.select({ balance: customers.pointsBalance }).from(customers).where(eq(customers.id, customerId)),
    db.select({ total: count() }).from(pointEntries).where(eq(pointEntries.customerId, customerId)),
    ledgerOf(db, customerId, size, offset),
  ]);
  if (!customer) throw notFound('Customer');
  return {
    data: entries.map(({ id, kind, points, order_id, created_at }) => ({ id, kind, points, order_id, created_at })),
    meta: { page, size, total },
    points_balance: customer.balance,
  };
}
