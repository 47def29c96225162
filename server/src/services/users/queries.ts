// Reading users with the roles they hold, as the contract's User answers them, and what a user
// holds through those roles.
import { and, asc, eq, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { nationalNumber, outlets, roles, userRoles, users } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { likePattern, pagedList, totalCount, type PageQuery } from '../../lib/paged-list';
import type { Privileges } from '../../lib/privileges';

export type UserDto = components['schemas']['User'];

export interface UserFilters extends PageQuery {
  search_name?: string;
  search_email?: string;
  search_phone?: string;
}

function filtersWhere(filters: UserFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.search_name) conditions.push(ilike(users.name, likePattern(filters.search_name)));
  if (filters.search_email) conditions.push(ilike(users.email, likePattern(filters.search_email)));
  if (filters.search_phone) conditions.push(phoneMatches(filters.search_phone));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * A phone search finds the number however either side writes its prefix: "0812", "62812" and
 * "+62 812" all find +6281234567890. Spaces, dashes and brackets in the search are ignored.
 */
function phoneMatches(search: string): SQL {
  const typed = search.replace(/[\s().-]/g, '');
  const national = typed.replace(/^(\+62|62|0)(?=8)/, '');
  return or(
    like(nationalNumber(users.phoneNumber), likePattern(national)),
    like(users.phoneNumber, likePattern(typed)),
  )!;
}

export function listUsers(db: DbOrTx, filters: UserFilters) {
  const where = filtersWhere(filters);
  return pagedList(filters, {
    rows: (limit, offset) =>
      db
        .select({ user: users, total: totalCount })
        .from(users)
        .where(where)
        .orderBy(asc(users.id))
        .limit(limit)
        .offset(offset),
    count: () => db.$count(users, where),
    data: (rows) =>
      withRoles(
        db,
        rows.map((r) => r.user),
      ),
  });
}

export async function getUser(db: DbOrTx, id: number): Promise<UserDto> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound('User');
  const [dto] = await withRoles(db, [row]);
  return dto!;
}

/**
 * Locks the user's row for the rest of the transaction, so changes to their account and roles
 * happen one at a time; 404 when there is no such user.
 */
export async function lockUser(tx: DbOrTx, id: number) {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
  if (!row) throw notFound('User');
}

/** The scopes a user holds through their roles, and whether one of those roles is an ADMIN role. */
export async function privilegesOf(db: DbOrTx, userId: number): Promise<Privileges> {
  const [row] = await db
    .select({
      scopes: sql<string[]>`coalesce(array_agg(distinct s.scope) filter (where s.scope is not null), '{}')`,
      adminRole: sql<boolean>`coalesce(bool_or(${roles.type} = 'ADMIN'), false)`,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(sql`unnest(${roles.scopes}) as s(scope)`, sql`true`)
    .where(eq(userRoles.userId, userId));
  return { scopes: row?.scopes ?? [], adminRole: row?.adminRole ?? false };
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
