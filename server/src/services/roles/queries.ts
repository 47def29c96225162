// Roles with the number of users holding each: the list, one role, and the writes.
import { and, asc, countDistinct, eq, exists, ilike, inArray, type SQL } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { outlets, roles, userRoles } from '../../db/schema';
import { conflict, conflictOnUnique, notFound } from '../../lib/http-error';
import { likePattern, pagedList, totalCount, type PageQuery } from '../../lib/paged-list';
import type { SignedInUser } from '../../lib/current-user';
import { assertCanCreateRole, assertCanEditRole, managerIn, type Manager } from '../../lib/privileges';
import { ADMIN_SCOPES, type AdminScope } from '../../lib/scopes';
import { recordChange, snapshot } from '../../lib/audit';

export type RoleDto = components['schemas']['Role'];
type RoleType = RoleDto['type'];

export interface RoleFilters extends PageQuery {
  name?: string;
  type?: RoleType;
  outlet_ids?: number[];
}

export interface RoleInput {
  name: string;
  type: RoleType;
  description: string;
  scopes: AdminScope[];
}

// Names are unique ignoring case; the index decides.
const duplicateName = conflictOnUnique({
  roles_name_lower_unique: { detail: 'A role with this name already exists', field: 'name' },
});

function filtersWhere(db: DbOrTx, filters: RoleFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.name) conditions.push(ilike(roles.name, likePattern(filters.name)));
  if (filters.type) conditions.push(eq(roles.type, filters.type));
  if (filters.outlet_ids?.length) {
    conditions.push(
      exists(
        db
          .select({ one: userRoles.id })
          .from(userRoles)
          .where(and(eq(userRoles.roleId, roles.id), inArray(userRoles.outletId, filters.outlet_ids))),
      ),
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

const roleColumns = {
  id: roles.id,
  name: roles.name,
  type: roles.type,
  description: roles.description,
  scopes: roles.scopes,
  createdAt: roles.createdAt,
  userCount: countDistinct(userRoles.userId),
};

interface RoleRow {
  id: number;
  name: string;
  type: RoleType;
  description: string;
  scopes: string[];
  createdAt: Date;
  userCount: number;
}

function toDto(row: RoleRow): RoleDto {
  const held = new Set(row.scopes);
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    description: row.description,
    scopes: ADMIN_SCOPES.filter((s) => held.has(s)),
    user_count: Number(row.userCount),
    created_at: row.createdAt.toISOString(),
  };
}

export function listRoles(db: DbOrTx, filters: RoleFilters) {
  const where = filtersWhere(db, filters);
  return pagedList(filters, {
    rows: (limit, offset) =>
      db
        .select({ ...roleColumns, total: totalCount })
        .from(roles)
        .leftJoin(userRoles, eq(userRoles.roleId, roles.id))
        .where(where)
        .groupBy(roles.id)
        .orderBy(asc(roles.id))
        .limit(limit)
        .offset(offset),
    count: () => db.$count(roles, where),
    data: (rows) => rows.map(toDto),
  });
}

export async function getRole(db: DbOrTx, id: number): Promise<RoleDto> {
  const [row] = await db
    .select(roleColumns)
    .from(roles)
    .leftJoin(userRoles, eq(userRoles.roleId, roles.id))
    .where(eq(roles.id, id))
    .groupBy(roles.id);
  if (!row) throw notFound('Role');
  return toDto(row);
}

export function createRole(db: DbOrTx, actor: Manager, input: RoleInput): Promise<RoleDto> {
  assertCanCreateRole(actor, input);
  // One statement, still in a transaction: the request's Idempotency-Key is marked applied in the same commit.
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(roles).values(input).returning().catch(duplicateName);
    await recordChange(tx, { recordType: 'role', recordId: row!.id, after: row });
    return toDto({ ...row!, userCount: 0 });
  });
}

/**
 * Locks the role while deciding: its current scopes and the outlets where it is assigned, read
 * under the lock, say who may edit it, and its type may change only while nobody holds it. Role
 * assignment locks the roles it assigns (FOR SHARE), so an assignment and an edit of one role run
 * one after the other: the edit sees the assignment, or the assignment sees the edited scopes.
 */
export function updateRole(db: DbOrTx, actor: SignedInUser, id: number, input: RoleInput): Promise<RoleDto> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ type: roles.type, scopes: roles.scopes })
      .from(roles)
      .where(eq(roles.id, id))
      .for('update');
    if (!current) throw notFound('Role');
    const held = await tx
      .select({ userId: userRoles.userId, outletId: outlets.id, outletName: outlets.name })
      .from(userRoles)
      .leftJoin(outlets, eq(outlets.id, userRoles.outletId))
      .where(eq(userRoles.roleId, id));
    const assignedAt = [
      ...new Map(held.flatMap((h) => (h.outletId === null ? [] : [[h.outletId, h.outletName!] as const]))),
    ].map(([outletId, name]) => ({ id: outletId, name }));
    assertCanEditRole(await managerIn(tx, actor.userId), current, input, assignedAt);
    const userCount = new Set(held.map((h) => h.userId)).size;
    if (current.type !== input.type && userCount > 0) {
      throw conflict('The type of a role cannot change while it is assigned to anyone', 'type');
    }
    const before = await snapshot(tx, roles, id);
    const [row] = await tx
      .update(roles)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(roles.id, id))
      .returning()
      .catch(duplicateName);
    await recordChange(tx, { recordType: 'role', recordId: id, before, after: row });
    return toDto({ ...row!, userCount });
  });
}
