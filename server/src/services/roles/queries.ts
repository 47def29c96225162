// Reading roles with the number of users holding each.
import { and, asc, count, countDistinct, eq, exists, ilike, inArray, type SQL } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { roles, userRoles } from '../../db/schema';
import { likePattern } from '../../lib/handler-types';
import { notFound } from '../../lib/http-error';
import { ADMIN_SCOPES, type AdminScope } from '../../lib/scopes';

export type RoleDto = components['schemas']['Role'];

export interface RoleFilters {
  name?: string;
  type?: 'USER' | 'ADMIN';
  outlet_ids?: number[];
}

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

type RoleRow = { [K in keyof typeof roleColumns]: unknown } & {
  id: number;
  name: string;
  type: 'USER' | 'ADMIN';
  description: string;
  scopes: string[];
  createdAt: Date;
  userCount: number;
};

function toDto(row: RoleRow): RoleDto {
  const held = new Set(row.scopes);
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    description: row.description,
    scopes: ADMIN_SCOPES.filter((s: AdminScope) => held.has(s)),
    user_count: Number(row.userCount),
    created_at: row.createdAt.toISOString(),
  };
}

export async function listRoles(db: DbOrTx, filters: RoleFilters, limit: number, offset: number) {
  const where = filtersWhere(db, filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(roleColumns)
      .from(roles)
      .leftJoin(userRoles, eq(userRoles.roleId, roles.id))
      .where(where)
      .groupBy(roles.id)
      .orderBy(asc(roles.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(roles).where(where),
  ]);
  return { data: rows.map((r) => toDto(r as RoleRow)), total: total?.value ?? 0 };
}

export async function getRole(db: DbOrTx, id: number): Promise<RoleDto> {
  const [row] = await db
    .select(roleColumns)
    .from(roles)
    .leftJoin(userRoles, eq(userRoles.roleId, roles.id))
    .where(eq(roles.id, id))
    .groupBy(roles.id);
  if (!row) throw notFound('Role');
  return toDto(row as RoleRow);
}
