// Per-outlet access: a USER role grants its scopes at its own outlet only, an ADMIN role at every
// outlet. Every outlet-bound read and write asks this module where the user reaches with the scope
// the operation needs, and filters or refuses through it; a record at an outlet out of reach is
// "not found", so ids of other outlets' records do not leak. Staff accounts and roles apply the
// same reach through lib/privileges.ts.
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { builtOnce } from '../db/built-once';
import type { DbOrTx } from '../db/client';
import { outlets, roles, userRoles } from '../db/schema';
import { currentUser, type Grant } from './current-user';
import { HttpError } from './http-error';
import { ADMIN_SCOPES, type AdminScope } from './scopes';

/** Where a user reaches with a scope: every outlet, or the listed ones (possibly none). */
export type OutletReach = { all: true } | { all: false; ids: readonly number[] };

export type { Grant };

// A user's grants read apart from the session (assigning roles reads the actor's in its
// transaction); built once (see builtOnce).
const grantsQuery = builtOnce((db) =>
  db
    .select({
      outletId: sql<number | null>`case when ${roles.type} = 'ADMIN' then null else ${userRoles.outletId} end`,
      outletName: sql<string | null>`case when ${roles.type} = 'ADMIN' then null else ${outlets.name} end`,
      scopes: roles.scopes,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(outlets, eq(outlets.id, userRoles.outletId))
    .where(eq(userRoles.userId, sql.placeholder('userId')))
    .prepare(''),
);

/** A grant with the name of its outlet (null for ADMIN roles), for answers that name where. */
export interface NamedGrant extends Grant {
  outletName: string | null;
}

/** Each role a user holds, with the outlet it is held at (null for ADMIN roles, which hold everywhere). */
export async function grantsOf(db: DbOrTx, userId: number): Promise<NamedGrant[]> {
  return grantsQuery(db).execute({ userId });
}

/**
 * The ids of the users who reach the outlet with the scope, as a subquery: those holding it through
 * an ADMIN role, or through a USER role at that outlet.
 */
export function usersReaching(db: DbOrTx, outletId: number, scope: AdminScope) {
  return db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(sql`${scope} = any(${roles.scopes})`, or(eq(roles.type, 'ADMIN'), eq(userRoles.outletId, outletId))));
}

/** The signed-in user's grants, read with the session. */
function requestGrants(request: FastifyRequest): Grant[] {
  return currentUser(request).grants;
}

/** The scopes grants hold at an outlet (ADMIN roles' and the USER roles' there); at null, everywhere. */
export function scopesHeldAt(grants: readonly Grant[], outletId: number | null): Set<string> {
  return new Set(
    grants.filter((grant) => grant.outletId === null || grant.outletId === outletId).flatMap((grant) => grant.scopes),
  );
}

/** Where grants reach with any one of the scopes. */
export function reachOf(grants: readonly Grant[], scopes: readonly AdminScope[]): OutletReach {
  const granting = grants.filter((grant) => grant.scopes.some((scope) => scopes.includes(scope as AdminScope)));
  if (granting.some((grant) => grant.outletId === null)) return { all: true };
  return { all: false, ids: [...new Set(granting.map((grant) => grant.outletId!))].sort((a, b) => a - b) };
}

/**
 * Where grants reach for an operation needing any one of `scopes`; an operation any signed-in user
 * may call (no scopes) reaches wherever they hold anything.
 */
export function operationReach(grants: readonly Grant[], scopes: readonly AdminScope[]): OutletReach {
  return reachOf(grants, scopes.length ? scopes : (grants.flatMap((grant) => grant.scopes) as AdminScope[]));
}

/** Where the signed-in user reaches with the scope (or any of the scopes) an operation needs. */
export async function outletReach(
  request: FastifyRequest,
  scope: AdminScope | readonly AdminScope[],
): Promise<OutletReach> {
  return reachOf(requestGrants(request), typeof scope === 'string' ? [scope] : scope);
}

/** A where-condition keeping rows whose outlet column is within reach. */
export function withinReach(outletColumn: AnyPgColumn, reach: OutletReach): SQL {
  if (reach.all) return sql`true`;
  if (reach.ids.length === 0) return sql`false`;
  return inArray(outletColumn, [...reach.ids]);
}

/**
 * The same rule in a query built once and run with values (see builtOnce): the condition for a
 * reach limited to some outlets (for one that reaches everywhere, leave it out), whose outlets are
 * the value of the `outlets` placeholder, `reachedOutlets(reach)`.
 */
export const withinReachedOutlets = (outletColumn: AnyPgColumn): SQL =>
  sql`${outletColumn} = any(${sql.placeholder('outlets')})`;

/** The value of the `outlets` placeholder of `withinReachedOutlets`: undefined when the reach is everywhere. */
export const reachedOutlets = (reach: OutletReach): number[] | undefined => (reach.all ? undefined : [...reach.ids]);

export function reaches(reach: OutletReach, outletId: number | null | undefined): boolean {
  if (outletId == null) return false;
  return reach.all || reach.ids.includes(outletId);
}

/**
 * Refuses a record whose outlet is out of reach as if it did not exist. `notFound` is the detail
 * the operation gives for a missing record, so both answers read the same.
 */
export function requireReach(reach: OutletReach, outletId: number | null | undefined, notFound: string): void {
  if (!reaches(reach, outletId)) throw new HttpError(404, notFound);
}

// Every outlet, for the session's own details of a user who reaches them all (built once, see builtOnce).
const everyOutletQuery = builtOnce((db) =>
  db.select({ id: outlets.id, name: outlets.name }).from(outlets).orderBy(asc(outlets.name)).prepare(''),
);

/** The outlets the signed-in user reaches with at least one scope, each with the scopes held there. */
export async function reachableOutlets(request: FastifyRequest) {
  const grants = requestGrants(request);
  const everywhere = new Set(grants.filter((g) => g.outletId === null).flatMap((g) => g.scopes));
  const reach: OutletReach = everywhere.size > 0 ? { all: true } : reachOf(grants, ADMIN_SCOPES);
  const rows = reach.all
    ? await everyOutletQuery(request.server.db).execute()
    : await request.server.db
        .select({ id: outlets.id, name: outlets.name })
        .from(outlets)
        .where(withinReach(outlets.id, reach))
        .orderBy(asc(outlets.name));
  return rows.map((outlet) => {
    const held = new Set(everywhere);
    for (const grant of grants) if (grant.outletId === outlet.id) for (const scope of grant.scopes) held.add(scope);
    return { id: outlet.id, name: outlet.name, admin_scope: ADMIN_SCOPES.filter((scope) => held.has(scope)) };
  });
}
