// Promotions as the back office reads them: each with what it gave on orders not cancelled and how
// many voucher codes it has, kept to those the caller manages (every outlet of it reached; a
// chain-wide one only by a caller who reaches every outlet). A promotion out of reach is not found.
import { and, asc, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import { OrderStatus as ORDER } from '../../../../generated/model/orderStatus';
import type { DbOrTx } from '../../db/client';
import { orderDiscounts, orders, promotionCodes, promotions } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import type { OutletReach } from '../../lib/outlet-access';
import { likePattern, pagedList, totalCount, type PageQuery } from '../../lib/paged-list';
import { apiParams, manages } from './rules';

export type PromotionDto = components['schemas']['Promotion'];
export type PromotionCodeDto = components['schemas']['PromotionCode'];
export type PromotionRow = typeof promotions.$inferSelect;

export const PROMOTION_NOT_FOUND = 'Promotion';

/** The promotions the caller manages, as a condition. */
function managedBy(reach: OutletReach): SQL {
  if (reach.all) return sql`true`;
  if (reach.ids.length === 0) return sql`false`;
  return sql`cardinality(${promotions.outletIds}) > 0 and ${promotions.outletIds} <@ ${sql.param([...reach.ids])}::integer[]`;
}

/** Usage and code counts of some promotions, by id. */
async function usageOf(db: DbOrTx, ids: readonly number[]) {
  const usage = new Map<number, { orders: number; discount_given: number }>();
  const codes = new Map<number, number>();
  if (ids.length === 0) return { usage, codes };
  const [given, made] = await Promise.all([
    db
      .select({
        promotionId: orderDiscounts.promotionId,
        orders: sql<number>`count(distinct ${orderDiscounts.orderId})`.mapWith(Number),
        amount: sql<number>`coalesce(sum(${orderDiscounts.amount}), 0)`.mapWith(Number),
      })
      .from(orderDiscounts)
      .innerJoin(orders, eq(orders.id, orderDiscounts.orderId))
      .where(and(inArray(orderDiscounts.promotionId, [...ids]), ne(orders.status, ORDER.CANCELLED)))
      .groupBy(orderDiscounts.promotionId),
    db
      .select({ promotionId: promotionCodes.promotionId, count: sql<number>`count(*)`.mapWith(Number) })
      .from(promotionCodes)
      .where(inArray(promotionCodes.promotionId, [...ids]))
      .groupBy(promotionCodes.promotionId),
  ]);
  for (const row of given) usage.set(row.promotionId!, { orders: row.orders, discount_given: row.amount });
  for (const row of made) codes.set(row.promotionId, row.count);
  return { usage, codes };
}

export function toDto(row: PromotionRow, usage = { orders: 0, discount_given: 0 }, codeCount = 0): PromotionDto {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    applies_to: { sku_ids: row.skuIds, category_ids: row.categoryIds },
    params: apiParams(row.params),
    schedule: { days_of_week: row.daysOfWeek, start_time: row.startTime, end_time: row.endTime },
    valid_from: row.validFrom,
    valid_to: row.validTo,
    outlet_ids: row.outletIds,
    channels: row.channels as PromotionDto['channels'],
    order_types: row.orderTypes as PromotionDto['order_types'],
    funded_by: row.fundedBy,
    priority: row.priority,
    stackable: row.stackable,
    status: row.status,
    requires_code: row.requiresCode,
    usage,
    code_count: codeCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function withUsage(db: DbOrTx, rows: readonly PromotionRow[]): Promise<PromotionDto[]> {
  const { usage, codes } = await usageOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toDto(row, usage.get(row.id), codes.get(row.id)));
}

export interface PromotionQuery extends PageQuery {
  status?: 'active' | 'inactive';
  q?: string;
}

export function listPromotions(db: DbOrTx, reach: OutletReach, query: PromotionQuery) {
  const conditions: SQL[] = [managedBy(reach)];
  if (query.status) conditions.push(eq(promotions.status, query.status));
  if (query.q?.trim()) conditions.push(ilike(promotions.name, likePattern(query.q.trim())));
  const where = and(...conditions);
  return pagedList(query, {
    rows: (limit, offset) =>
      db
        .select({ row: promotions, total: totalCount })
        .from(promotions)
        .where(where)
        .orderBy(asc(promotions.priority), asc(promotions.id))
        .limit(limit)
        .offset(offset),
    count: () => db.$count(promotions, where),
    data: (rows) =>
      withUsage(
        db,
        rows.map(({ row }) => row),
      ),
  });
}

/** The promotion's row, 404 when there is none or the caller does not manage it. */
export async function requirePromotion(
  db: DbOrTx,
  reach: OutletReach,
  id: number,
  lock = false,
): Promise<PromotionRow> {
  const query = db.select().from(promotions).where(eq(promotions.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !manages(reach, row.outletIds)) throw notFound(PROMOTION_NOT_FOUND);
  return row;
}

export async function getPromotion(db: DbOrTx, reach: OutletReach, id: number): Promise<PromotionDto> {
  const row = await requirePromotion(db, reach, id);
  return (await withUsage(db, [row]))[0]!;
}

const codeColumns = {
  id: promotionCodes.id,
  code: promotionCodes.code,
  usesPerCode: promotionCodes.usesPerCode,
  usedCount: promotionCodes.usedCount,
  createdAt: promotionCodes.createdAt,
};

type CodeRow = { id: number; code: string; usesPerCode: number; usedCount: number; createdAt: Date };

export const codeDto = (row: CodeRow): PromotionCodeDto => ({
  id: row.id,
  code: row.code,
  uses_per_code: row.usesPerCode,
  used_count: row.usedCount,
  created_at: row.createdAt.toISOString(),
});

export async function listPromotionCodes(db: DbOrTx, reach: OutletReach, id: number, query: PageQuery) {
  await requirePromotion(db, reach, id);
  const where = eq(promotionCodes.promotionId, id);
  return pagedList(query, {
    rows: (limit, offset) =>
      db
        .select({ ...codeColumns, total: totalCount })
        .from(promotionCodes)
        .where(where)
        .orderBy(desc(promotionCodes.id))
        .limit(limit)
        .offset(offset),
    count: () => db.$count(promotionCodes, where),
    data: (rows) => rows.map(codeDto),
  });
}

/** Every code of the promotion, oldest first, as the download's rows (with its header row first). */
export async function promotionCodeRows(db: DbOrTx, reach: OutletReach, id: number): Promise<unknown[][]> {
  await requirePromotion(db, reach, id);
  const rows = await db
    .select(codeColumns)
    .from(promotionCodes)
    .where(eq(promotionCodes.promotionId, id))
    .orderBy(asc(promotionCodes.id));
  return [
    ['code', 'uses_per_code', 'used_count', 'created_at'],
    ...rows.map((row) => [row.code, row.usesPerCode, row.usedCount, row.createdAt.toISOString()]),
  ];
}
