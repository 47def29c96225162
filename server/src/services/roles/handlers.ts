// Roles and the admin scopes they grant.
import { eq } from 'drizzle-orm';
import { roles } from '../../db/schema';
import { type Handlers, pageOf, requiredText } from '../../lib/handler-types';
import { conflict, conflictOnUnique } from '../../lib/http-error';
import { getRole, listRoles } from './queries';
import { ADMIN_SCOPES, SCOPE_SCREENS } from '../../lib/scopes';

// Names are unique ignoring case; the index decides.
const duplicateName = conflictOnUnique({
  roles_name_lower_unique: { detail: 'A role with this name already exists', field: 'name' },
});

export const roleHandlers: Handlers = {
  async listRoles(request) {
    const { page, size, offset } = pageOf(request.query);
    const { data, total } = await listRoles(request.server.db, request.query, size, offset);
    return { data, meta: { page, size, total } };
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
    const existing = await getRole(db, id);
    const name = requiredText(body.name, 'name', 'Name');
    if (existing.type !== body.type && existing.user_count > 0) {
      throw conflict('The type of a role cannot change while it is assigned to anyone', 'type');
    }
    await db
      .update(roles)
      .set({ name, type: body.type, description: body.description ?? '', scopes: body.scopes, updatedAt: new Date() })
      .where(eq(roles.id, id))
      .catch(duplicateName);
    return { data: await getRole(db, id) };
  },
};
