// Outlets as the contract answers them (area with its province, owner, staff), the list with its
// filters, and the look-ups the outlet form picks from (areas, owners, staff).
import { and, asc, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { areas, outletStaff, outlets, users } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { withinReach, type OutletReach } from '../../lib/outlet-access';
import { likePattern, pagedList, totalCount, type PageQuery } from '../../lib/paged-list';

export type OutletDto = components['schemas']['Outlet'];

export interface OutletFilters extends PageQuery {
  search_name?: string;
  /** "<name>_<id>" as the outlet screen keeps it in the URL; only the id counts. */
  owner?: string;
  owner_id?: number;
  outlet_ids?: number[];
}

const province = alias(areas, 'province');

const columns = {
  id: outlets.id,
  name: outlets.name,
  address: outlets.address,
  isHq: outlets.isHq,
  areaId: areas.id,
  areaName: areas.name,
  isLevel2: areas.isLevel2,
  provinceName: province.name,
  ownerId: users.id,
  ownerName: users.name,
  registers: outlets.registers,
  createdAt: outlets.createdAt,
  updatedAt: outlets.updatedAt,
};

/** Outlets with their area, province and owner; `total` rides along for the paged list. */
function selectOutlets(db: DbOrTx) {
  return db
    .select({ ...columns, total: totalCount })
    .from(outlets)
    .innerJoin(areas, eq(areas.id, outlets.areaId))
    .leftJoin(province, eq(province.id, areas.parentId))
    .leftJoin(users, eq(users.id, outlets.ownerId));
}

type OutletRow = Omit<Awaited<ReturnType<typeof selectOutlets>>[number], 'total'>;

/** The owner id of an `owner` filter written as "<name>_<id>" (the contract's pattern). */
export function ownerIdOf(owner: string): number {
  return Number(owner.slice(owner.lastIndexOf('_') + 1));
}

function filtersWhere(filters: OutletFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.search_name) conditions.push(ilike(outlets.name, likePattern(filters.search_name)));
  if (filters.owner) conditions.push(eq(outlets.ownerId, ownerIdOf(filters.owner)));
  if (filters.owner_id) conditions.push(eq(outlets.ownerId, filters.owner_id));
  if (filters.outlet_ids?.length) conditions.push(inArray(outlets.id, filters.outlet_ids));
  return conditions.length ? and(...conditions) : undefined;
}

/** The outlets of `rows` with their staff, loaded for the whole page at once. */
async function withStaff(db: DbOrTx, rows: OutletRow[]): Promise<OutletDto[]> {
  if (rows.length === 0) return [];
  const staff = await db
    .select({ outletId: outletStaff.outletId, id: users.id, name: users.name })
    .from(outletStaff)
    .innerJoin(users, eq(users.id, outletStaff.userId))
    .where(
      inArray(
        outletStaff.outletId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    address: row.address,
    is_hq: row.isHq,
    outlet_area: {
      area_id: row.areaId,
      area_name: row.areaName,
      is_level_2: row.isLevel2,
      parent_area_name: row.provinceName,
    },
    // The owner's account is never deleted (only deactivated), so an outlet always has one.
    outlet_owner: { id: row.ownerId!, name: row.ownerName! },
    staff_ids: staff.filter((s) => s.outletId === row.id).map(({ id, name }) => ({ id, name })),
    registers: row.registers,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

/** The outlets within `reach` that match the filters. */
export function listOutlets(db: DbOrTx, reach: OutletReach, filters: OutletFilters) {
  const where = and(withinReach(outlets.id, reach), filtersWhere(filters));
  return pagedList(filters, {
    rows: (limit, offset) =>
      selectOutlets(db).where(where).orderBy(desc(outlets.createdAt), desc(outlets.id)).limit(limit).offset(offset),
    count: () => db.$count(outlets, where),
    data: (rows) => withStaff(db, rows),
  });
}

export async function getOutlet(db: DbOrTx, id: number): Promise<OutletDto> {
  const rows = await selectOutlets(db).where(eq(outlets.id, id));
  if (rows.length === 0) throw notFound('Outlet');
  const [dto] = await withStaff(db, rows);
  return dto!;
}

export interface AreaFilters extends PageQuery {
  search?: string;
  is_level_2?: boolean;
  area_ids?: number[];
}

export function listAreas(db: DbOrTx, filters: AreaFilters) {
  const conditions: SQL[] = [];
  if (filters.search) conditions.push(ilike(areas.name, likePattern(filters.search)));
  if (filters.is_level_2 !== undefined) conditions.push(eq(areas.isLevel2, filters.is_level_2));
  if (filters.area_ids?.length) conditions.push(inArray(areas.id, filters.area_ids));
  const where = conditions.length ? and(...conditions) : undefined;
  return pagedList(filters, {
    rows: (limit, offset) =>
      db
        .select({
          area_id: areas.id,
          area_name: areas.name,
          is_level_2: areas.isLevel2,
          parent_area_id: province.id,
          parent_area_name: province.name,
          total: totalCount,
        })
        .from(areas)
        .leftJoin(province, eq(province.id, areas.parentId))
        .where(where)
        .orderBy(asc(areas.name), asc(areas.id))
        .limit(limit)
        .offset(offset),
    count: () => db.$count(areas, where),
    data: (rows) => rows,
  });
}

export interface PersonFilters extends PageQuery {
  search?: string;
}

/** Active users by name, searched by part of the name or email: the owners and staff to pick from. */
export function listActiveUsers(db: DbOrTx, filters: PersonFilters) {
  const search = filters.search ? likePattern(filters.search) : undefined;
  const where = and(
    eq(users.isActive, true),
    search ? or(ilike(users.name, search), ilike(users.email, search)) : undefined,
  );
  return pagedList(filters, {
    rows: (limit, offset) =>
      db
        .select({ id: users.id, name: users.name, email: users.email, total: totalCount })
        .from(users)
        .where(where)
        .orderBy(asc(users.name), asc(users.id))
        .limit(limit)
        .offset(offset),
    count: () => db.$count(users, where),
    data: (rows) => rows,
  });
}
