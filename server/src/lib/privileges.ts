// Who may see and change which staff accounts and roles. Each decision is one function here, built
// on the per-outlet reach (outlet-access.ts); the services call them with what they read under
// their locks.
//
// Reach. A manager manages users where they hold view_admin_user: everywhere through an ADMIN role,
// else at the outlets of the USER roles that grant it. They reach a user whose every role is held
// at one of those outlets (an ADMIN role is held everywhere, so only a manager reaching everywhere
// reaches its holder); anyone else is "User not found" to them, listed, read or changed, as another
// outlet's order is.
//
// A user who holds no role yet is reached by managers reaching every outlet and by the one who
// created the account, nobody else. An outlet manager onboards the staff they add; an account an
// admin has just made (perhaps to give it an ADMIN role) is out of outlet managers' reach, so none
// can claim it (give it a role at their outlet, change its email, recover its password) before its
// roles are set. Once it holds roles, it is reached like anyone else.
//
// Nobody hands out more than they hold. A role someone creates, edits or assigns grants only scopes
// they hold, and an ADMIN role (every outlet) only if they hold one. Scopes count where they are
// held: a role assigned at an outlet grants there only what the assigner holds there, and only at
// an outlet where they manage users; an ADMIN role is created, edited or assigned only with its
// scopes held everywhere (through the actor's own ADMIN roles); a USER role is edited only by
// someone holding every scope it had and ends with at every outlet where it is assigned. Nobody
// changes a user who holds, at some outlet, a scope they do not hold there, nor their own roles.
// Each refusal is a 403 whose detail names the rule (and the outlets), and is logged.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { roles, userRoles, users } from '../db/schema';
import type { Grant } from './current-user';
import { HttpError, notFound } from './http-error';
import { grantsOf, reaches, reachOf, scopesHeldAt, withinReach, type OutletReach } from './outlet-access';
import { ADMIN_SCOPES, type AdminScope } from './scopes';

/** Someone managing users and roles: who they are, and each role they hold with where it holds. */
export interface Manager {
  userId: number;
  grants: readonly Grant[];
}

/** An outlet named in an answer. */
export interface NamedOutlet {
  id: number;
  name: string;
}

interface RoleShape {
  type: string;
  scopes: readonly string[];
}

export const OWN_ROLES = 'You cannot change your own roles';
export const ADMIN_ROLE_NEEDED = 'Only a user who holds an ADMIN role can grant or change an ADMIN role';
const EVERY_OUTLET = 'every outlet';
const MANAGE_USERS: AdminScope = 'view_admin_user';

/** A refusal under these rules; the error handler writes a security log line for each. */
export class PrivilegeRefused extends HttpError {
  constructor(detail: string, field?: string) {
    super(403, detail, field);
  }
}

const forbidden = (detail: string, field?: string) => new PrivilegeRefused(detail, field);

/** The manager's grants read afresh in the transaction that decides, rather than with the session. */
export async function managerIn(tx: DbOrTx, userId: number): Promise<Manager> {
  return { userId, grants: await grantsOf(tx, userId) };
}

/** Where a manager manages users. */
export function userReach(manager: Manager): OutletReach {
  return reachOf(manager.grants, [MANAGE_USERS]);
}

const holdsAdminRole = (manager: Manager) => manager.grants.some((grant) => grant.outletId === null);

function heldAnywhere(manager: Manager, scopes: readonly string[]): AdminScope[] {
  const held = new Set(manager.grants.flatMap((grant) => grant.scopes));
  return ADMIN_SCOPES.filter((scope) => scopes.includes(scope) && !held.has(scope));
}

/** What is needed where: the scopes at an outlet, or everywhere (null). */
interface Need {
  outlet: NamedOutlet | null;
  scopes: readonly string[];
}

/** The places (outlet names, or "every outlet") where the manager lacks scopes a need asks, and those scopes. */
function shortfall(manager: Manager, needs: readonly Need[]): { where: string; scopes: string } | undefined {
  const places = new Set<string>();
  const lacking = new Set<string>();
  for (const need of needs) {
    const here = scopesHeldAt(manager.grants, need.outlet?.id ?? null);
    const missing = need.scopes.filter((scope) => !here.has(scope));
    if (missing.length === 0) continue;
    places.add(need.outlet?.name ?? EVERY_OUTLET);
    for (const scope of missing) lacking.add(scope);
  }
  if (places.size === 0) return undefined;
  const named = [...places].filter((p) => p !== EVERY_OUTLET).sort((a, b) => a.localeCompare(b));
  return {
    where: [...(places.has(EVERY_OUTLET) ? [EVERY_OUTLET] : []), ...named].join(', '),
    scopes: ADMIN_SCOPES.filter((scope) => lacking.has(scope)).join(', '),
  };
}

/**
 * The users a manager reaches, as a condition on the users table: everyone for a manager reaching
 * every outlet; else those whose every role is a USER role at an outlet within reach, and who hold
 * at least one, or whom the manager created.
 */
export function usersInReach(manager: Manager): SQL {
  const reach = userReach(manager);
  if (reach.all) return sql`true`;
  const heldInReach = and(eq(roles.type, 'USER'), withinReach(userRoles.outletId, reach));
  return sql`(not exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
      where ${userRoles.userId} = ${users.id} and (${heldInReach}) is not true)
    and (exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id})
      or ${users.createdBy} = ${manager.userId}))`;
}

/**
 * Whether a user's account or roles may be changed, decided with their row locked (their roles
 * cannot change meanwhile): 404 when the manager does not reach them, 403 when they hold, at some
 * outlet, a scope the manager does not hold there (an ADMIN role's scopes: everywhere).
 */
export async function assertCanManageUser(tx: DbOrTx, manager: Manager, userId: number): Promise<void> {
  const [reached] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), usersInReach(manager)));
  if (!reached) throw notFound('User');
  const needs = (await grantsOf(tx, userId)).map((grant) => ({
    outlet: grant.outletId === null ? null : { id: grant.outletId, name: grant.outletName ?? '' },
    scopes: grant.scopes,
  }));
  const short = shortfall(manager, needs);
  if (short)
    throw forbidden(`You cannot change a user who holds scopes you do not hold at ${short.where}: ${short.scopes}`);
}

export function assertNotSelf(manager: Manager, userId: number) {
  if (manager.userId === userId) throw forbidden(OWN_ROLES);
}

/**
 * A role handed out at an outlet (null: an ADMIN role, everywhere) grants only scopes the manager
 * holds there, and only where they manage users. `item` is the item's path in the answer (`roles.0`).
 */
export function assertCanAssign(manager: Manager, role: RoleShape, outlet: NamedOutlet | null, item: string) {
  const field = `${item}.role_id`;
  const lacking = heldAnywhere(manager, role.scopes);
  if (lacking.length) throw forbidden(`You cannot grant scopes you do not hold: ${lacking.join(', ')}`, field);
  if (role.type === 'ADMIN' && !holdsAdminRole(manager)) throw forbidden(ADMIN_ROLE_NEEDED, field);
  const short = shortfall(manager, [{ outlet, scopes: role.scopes }]);
  if (short) throw forbidden(`You cannot grant scopes you do not hold at ${short.where}: ${short.scopes}`, field);
  const reach = userReach(manager);
  if (outlet === null && !reach.all) {
    throw forbidden('Only a user who manages users at every outlet can assign an ADMIN role', field);
  }
  if (outlet !== null && !reaches(reach, outlet.id)) {
    throw forbidden(`You do not manage users at ${outlet.name}`, `${item}.outlet_id`);
  }
}

/** A new role grants only scopes its creator holds; an ADMIN role, only scopes they hold everywhere. */
export function assertCanCreateRole(manager: Manager, role: RoleShape) {
  const lacking = heldAnywhere(manager, role.scopes);
  if (lacking.length) throw forbidden(`You cannot grant scopes you do not hold: ${lacking.join(', ')}`, 'scopes');
  if (role.type !== 'ADMIN') return;
  if (!holdsAdminRole(manager)) throw forbidden(ADMIN_ROLE_NEEDED, 'scopes');
  const short = shortfall(manager, [{ outlet: null, scopes: role.scopes }]);
  if (short) throw forbidden(`You cannot grant scopes you do not hold at every outlet: ${short.scopes}`, 'scopes');
}

/**
 * A role is edited only by someone who could have created it, before and after the change, and who
 * holds every scope it had and ends with at every outlet where it is assigned (`assignedAt`, read
 * with the role locked); an ADMIN role, everywhere.
 */
export function assertCanEditRole(
  manager: Manager,
  before: RoleShape,
  after: RoleShape,
  assignedAt: readonly NamedOutlet[],
) {
  const had = heldAnywhere(manager, before.scopes);
  if (had.length) throw forbidden(`You cannot change a role that grants scopes you do not hold: ${had.join(', ')}`);
  const adds = heldAnywhere(manager, after.scopes);
  if (adds.length) throw forbidden(`You cannot grant scopes you do not hold: ${adds.join(', ')}`, 'scopes');
  const admin = [before, after].filter((role) => role.type === 'ADMIN');
  if (admin.length && !holdsAdminRole(manager)) throw forbidden(ADMIN_ROLE_NEEDED);
  const everywhere = shortfall(
    manager,
    admin.map((role) => ({ outlet: null, scopes: role.scopes })),
  );
  if (everywhere) {
    throw forbidden(
      `You cannot change an ADMIN role without holding its scopes at every outlet: ${everywhere.scopes}`,
      'scopes',
    );
  }
  const local = [before, after].filter((role) => role.type === 'USER').flatMap((role) => role.scopes);
  const atOutlets = shortfall(
    manager,
    assignedAt.map((outlet) => ({ outlet, scopes: local })),
  );
  if (atOutlets) {
    throw forbidden(
      `You cannot change a role assigned at outlets where you do not hold its scopes: ${atOutlets.where}: ${atOutlets.scopes}`,
      'scopes',
    );
  }
}
