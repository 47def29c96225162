// Roles and the admin scopes they grant.
import { eq } from 'drizzle-orm';
import { roles, userRoles } from '../../db/schema';
import { type Handlers, requiredText } from '../../lib/handler-types';
import { pageOf } from '../../lib/paged-list';
import { conflict, conflictOnUnique, notFound } from '../../lib/http-error';
import { getRole, listRoles } from './queries';
import { ADMIN_SCOPES, SCOPE_SCREENS } from '../../lib/scopes';

// Names are unique ignoring case; the index decides.
const duplicateName = conflictOnUnique({
  roles_name_lower_unique: { detail: 'A role with this name already exists', field: 'name' },
});

export const roleHandlers: Handlers = {
  listRoles(request) {
    return listRoles(request.server.db, request.query, pageOf(request.query));
  },

  async listRoleScopes() {
    return { data: ADMIN_SCOPES.map((scope) => ({ scope, description: SCOPE_SCREENS[scope] })) };
  },

  async getRole(request) {
    return { data: await getRole(request.server.db, request.params.role_id) };
  },

  async createRole(request, reply) {
    const { db } = request.server;
    const body = request.body;
    const name = requiredText(body.name, 'name', 'Name');
    const [row] = await db
      .insert(roles)
      .values({ name, type: body.type, description: body.description ?? '', scopes: body.scopes })
      .returning({ id: roles.id })
      .catch(duplicateName);
    reply.code(201);
    return { data: await getRole(db, row!.id) };
  },

  async updateRole(request) {
    const { db } = request.server;
    const id = request.params.role_id;
    const body = request.body;
    const name = requiredText(body.name, 'name', 'Name');
    await db.transaction(async (tx) => {
      // The role row stays locked until the change is written, so an assignment made meanwhile
      // (which locks it too) cannot slip past the type check.
      const [existing] = await tx.select({ type: roles.type }).from(roles).where(eq(roles.id, id)).for('update');
      if (!existing) throw notFound('Role');
      if (existing.type !== body.type && (await tx.$count(userRoles, eq(userRoles.roleId, id))) > 0) {
        throw conflict('The type of a role cannot change while it is assigned to anyone', 'type');
      }
      await tx
        .update(roles)
        .set({ name, type: body.type, description: body.description ?? '', scopes: body.scopes, updatedAt: new Date() })
        .where(eq(roles.id, id))
        .catch(duplicateName);
    });
    return { data: await getRole(db, id) };
  },
};
