// Replaces the set of roles a user holds: USER roles at one outlet each, ADMIN roles everywhere.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outlets, roles, userRoles } from '../../db/schema';
import { unprocessable } from '../../lib/http-error';

export interface RoleItem {
  role_id: number;
  outlet_id?: number;
}

export async function assignRoles(db: Db, userId: number, items: RoleItem[]) {
  const roleRows = await db
    .select({ id: roles.id, name: roles.name, type: roles.type })
    .from(roles)
    .where(inArray(roles.id, [...new Set(items.map((i) => i.role_id))]));
  const outletIds = [...new Set(items.flatMap((i) => (i.outlet_id ? [i.outlet_id] : [])))];
  const outletRows = outletIds.length
    ? await db.select({ id: outlets.id }).from(outlets).where(inArray(outlets.id, outletIds))
    : [];
  const knownOutlets = new Set(outletRows.map((o) => o.id));

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
    wanted.set(`${role.id}:${outletId}`, { userId, roleId: role.id, outletId });
  });

  await db.transaction(async (tx) => {
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    await tx.insert(userRoles).values([...wanted.values()]);
  });
}
