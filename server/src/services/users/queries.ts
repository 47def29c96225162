// Reading users with the roles they hold, as the contract's User answers them: the list and one
// user as a manager reaches them (lib/privileges.ts), and a user by id after a write has decided.
import { and, asc, eq, ilike, inArray, like, or, type SQL } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { nationalNumber, outlets, roles, userRoles, users } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { likePattern, pagedList, totalCount, type PageQuery } from '../../lib/paged-list';
import { usersInReach, type Manager } from '../../lib/privileges';

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

export function listUsers(db: DbOrTx, manager: Manager, filters: UserFilters) {
  const where = and(usersInReach(manager), filtersWhere(filters));
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

/** A user the manager reaches; anyone else is not found. */
export function getUser(db: DbOrTx, manager: Manager, id: number): Promise<UserDto> {
  return userWhere(db, and(eq(users.id, id), usersInReach(manager))!);
}

/** A user by id, once a write has decided the one asking may change them. */
export function userById(db: DbOrTx, id: number): Promise<UserDto> {
  return userWhere(db, eq(users.id, id));
}

async function userWhere(db: DbOrTx, where: SQL): Promise<UserDto> {
  const [row] = await db.select().from(users).where(where).limit(1);
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
