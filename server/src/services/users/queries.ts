// Reading users with the roles they hold, as the contract's User answers them.
import { and, asc, count, eq, ilike, inArray, like, type SQL } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { outlets, roles, userRoles, users } from '../../db/schema';
import { likePattern } from '../../lib/handler-types';
import { notFound } from '../../lib/http-error';

export type UserDto = components['schemas']['User'];

export interface UserFilters {
  search_name?: string;
  search_email?: string;
  search_phone?: string;
}

function filtersWhere(filters: UserFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.search_name) conditions.push(ilike(users.name, likePattern(filters.search_name)));
  if (filters.search_email) conditions.push(ilike(users.email, likePattern(filters.search_email)));
  if (filters.search_phone) conditions.push(like(users.phoneNumber, likePattern(filters.search_phone)));
  return conditions.length ? and(...conditions) : undefined;
}

export async function listUsers(db: DbOrTx, filters: UserFilters, limit: number, offset: number) {
  const where = filtersWhere(filters);
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(asc(users.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { data: await withRoles(db, rows), total: total?.value ?? 0 };
}

export async function getUser(db: DbOrTx, id: number): Promise<UserDto> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound('User');
  const [dto] = await withRoles(db, [row]);
  return dto!;
}

async function withRoles(db: DbOrTx, rows: (typeof users.$inferSelect)[]): Promise<UserDto[]> {
  if (rows.length === 0) return [];
  const held = await db
    .select({
      userId: userRoles.userId,
      role_id: roles.id,
      role_name: roles.name,
      role_type: roles.type,
      outlet_id: userRoles.outletId,
      outlet_name: outlets.name,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(outlets, eq(outlets.id, userRoles.outletId))
    .where(
      inArray(
        userRoles.userId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(userRoles.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    phone_number: row.phoneNumber,
    email: row.email,
    is_active: row.isActive,
    roles: held.filter((h) => h.userId === row.id).map(({ userId: _userId, ...role }) => role),
    created_at: row.createdAt.toISOString(),
  }));
}
