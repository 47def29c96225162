// Replaces the set of roles a user holds: USER roles at one outlet each, ADMIN roles everywhere.
// One transaction locks the user (so two replacements run one after the other, never mixed, and
// the roles the reach is judged on stay put) and the roles it assigns (so a role cannot change type
// or scopes, nor an edit miss this assignment, while it is being handed out), checks every rule of
// lib/privileges.ts, then writes.
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outlets, roles, userRoles } from '../../db/schema';
import type { SignedInUser } from '../../lib/current-user';
import { conflictOnUnique, unprocessable } from '../../lib/http-error';
import { assertCanAssign, assertCanManageUser, assertNotSelf, managerIn } from '../../lib/privileges';
import { lockUser, userById, type UserDto } from './queries';
import { recordChange } from '../../lib/audit';

export interface RoleItem {
  role_id: number;
  outlet_id?: number;
}

// The user's row lock makes this unreachable in practice; if it ever happens it is a clash, not a crash.
const sameRoleTwice = conflictOnUnique({
  user_roles_unique: { detail: 'The roles of this user were changed at the same time; try again', field: 'roles' },
});

export function assignRoles(db: DbOrTx, actor: SignedInUser, userId: number, items: RoleItem[]): Promise<UserDto> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const manager = await managerIn(tx, actor.userId);
    assertNotSelf(manager, userId);
    await assertCanManageUser(tx, manager, userId);
    const roleIds = [...new Set(items.map((i) => i.role_id))];
    const roleRows = await tx
      .select({ id: roles.id, name: roles.name, type: roles.type, scopes: roles.scopes })
      .from(roles)
      .where(inArray(roles.id, roleIds))
      .for('share');
    const outletIds = [...new Set(items.flatMap((i) => (i.outlet_id ? [i.outlet_id] : [])))];
    const outletRows = outletIds.length
      ? await tx
          .select({ id: outlets.id, name: outlets.name })
          .from(outlets)
          .where(inArray(outlets.id, outletIds))
          .for('share')
      : [];
    const knownOutlets = new Map(outletRows.map((o) => [o.id, o]));

    const wanted = new Map<string, { userId: number; roleId: number; outletId: number | null }>();
    items.forEach((item, index) => {
      const role = roleRows.find((r) => r.id === item.role_id);
      if (!role) throw unprocessable(`Role ${item.role_id} does not exist`, `roles.${index}.role_id`);
      if (role.type === 'USER' && item.outlet_id === undefined) {
        throw unprocessable(`${role.name} is a USER role and needs an outlet`, `roles.${index}.outlet_id`);
      }
      if (role.type === 'ADMIN' && item.outlet_id !== undefined) {
        throw unprocessable(
          `${role.name} is an ADMIN role; it applies to every outlet and takes no outlet`,
          `roles.${index}.outlet_id`,
        );
      }
      if (item.outlet_id !== undefined && !knownOutlets.has(item.outlet_id)) {
        throw unprocessable(`Outlet ${item.outlet_id} does not exist`, `roles.${index}.outlet_id`);
      }
      const outletId = item.outlet_id ?? null;
      assertCanAssign(manager, role, outletId === null ? null : knownOutlets.get(outletId)!, `roles.${index}`);
      wanted.set(`${role.id}:${outletId}`, { userId, roleId: role.id, outletId });
    });

    const assigned = () =>
      tx
        .select({ role_id: userRoles.roleId, outlet_id: userRoles.outletId })
        .from(userRoles)
        .where(eq(userRoles.userId, userId))
        .orderBy(asc(userRoles.roleId), asc(userRoles.outletId));
    const before = { roles: await assigned() };
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    await tx
      .insert(userRoles)
      .values([...wanted.values()])
      .catch(sameRoleTwice);
    await recordChange(tx, { recordType: 'user', recordId: userId, before, after: { roles: await assigned() } });
    return userById(tx, userId);
  });
}
