// Nobody hands out more than they hold. A role someone creates, edits or assigns grants only scopes
// they hold themselves, and an ADMIN role (every outlet) only if they hold one; a role assigned at
// an outlet grants only scopes they hold there, and an ADMIN role only scopes they hold at every
// outlet (through their own ADMIN roles); nobody changes the
// account or the roles of a user who holds more than they do, nor their own roles. Each refusal
// is a 403 whose detail says which rule it met.
import type { SignedInUser } from './current-user';
import { HttpError } from './http-error';
import { scopesHeldAt, type Grant } from './outlet-access';
import { ADMIN_SCOPES, type AdminScope } from './scopes';

/** What a user holds through their roles. */
export interface Privileges {
  scopes: readonly string[];
  /** Holds at least one ADMIN role. */
  adminRole: boolean;
}

export const OWN_ROLES = 'You cannot change your own roles';
export const ADMIN_ROLE_NEEDED = 'Only a user who holds an ADMIN role can grant or change an ADMIN role';

/** A refusal under these rules; the error handler writes a security log line for each. */
export class PrivilegeRefused extends HttpError {
  constructor(detail: string, field?: string) {
    super(403, detail, field);
  }
}

const forbidden = (detail: string, field?: string) => new PrivilegeRefused(detail, field);

function missing(actor: Privileges, scopes: readonly string[]): AdminScope[] {
  return ADMIN_SCOPES.filter((scope) => scopes.includes(scope) && !actor.scopes.includes(scope));
}

/** The scopes and type of a role being created, edited or assigned are within the actor's own. */
export function assertCanGrant(actor: Privileges, role: { scopes: readonly string[]; type: string }, field?: string) {
  const lacking = missing(actor, role.scopes);
  if (lacking.length) {
    throw forbidden(`You cannot grant scopes you do not hold: ${lacking.join(', ')}`, field);
  }
  if (role.type === 'ADMIN' && !actor.adminRole) throw forbidden(ADMIN_ROLE_NEEDED, field);
}

/** An existing role may be edited only by someone who could have created it. */
export function assertCanEditRole(actor: Privileges, role: { scopes: readonly string[]; type: string }) {
  const lacking = missing(actor, role.scopes);
  if (lacking.length) {
    throw forbidden(`You cannot change a role that grants scopes you do not hold: ${lacking.join(', ')}`);
  }
  if (role.type === 'ADMIN' && !actor.adminRole) throw forbidden(ADMIN_ROLE_NEEDED);
}

/** A user's account (details, status, roles) is changed only by someone who holds at least as much. */
export function assertCanManageUser(actor: Privileges, target: Privileges) {
  const lacking = missing(actor, target.scopes);
  if (lacking.length) {
    throw forbidden(`You cannot change a user who holds scopes you do not hold: ${lacking.join(', ')}`);
  }
  if (target.adminRole && !actor.adminRole) {
    throw forbidden('You cannot change a user who holds an ADMIN role unless you hold one too');
  }
}

/**
 * A role handed out at an outlet grants there only what the actor holds there; an ADMIN role, which
 * applies everywhere, only what the actor holds everywhere.
 */
export function assertCanGrantAt(
  grants: readonly Grant[],
  role: { scopes: readonly string[]; type: string },
  outlet: { id: number; name: string } | null,
  field?: string,
) {
  const here = scopesHeldAt(grants, outlet?.id ?? null);
  const lacking = ADMIN_SCOPES.filter((scope) => role.scopes.includes(scope) && !here.has(scope));
  if (lacking.length === 0) return;
  const where = outlet ? `at ${outlet.name}` : 'at every outlet';
  throw forbidden(`You cannot grant scopes you do not hold ${where}: ${lacking.join(', ')}`, field);
}

export function assertNotSelf(actor: SignedInUser, userId: number) {
  if (actor.userId === userId) throw forbidden(OWN_ROLES);
}
