// Roles and the admin scopes they grant.
import { currentUser } from '../../lib/current-user';
import { type Handlers, requiredText } from '../../lib/handler-types';
import { ADMIN_SCOPES, SCOPE_SCREENS } from '../../lib/scopes';
import { securityEvent } from '../../lib/security-log';
import { createRole, getRole, listRoles, updateRole, type RoleInput } from './queries';

function roleInput(body: { name: string; type: RoleInput['type']; description?: string; scopes: RoleInput['scopes'] }) {
  return {
    name: requiredText(body.name, 'name', 'Name'),
    type: body.type,
    description: body.description ?? '',
    scopes: body.scopes,
  };
}

export const roleHandlers: Handlers = {
  listRoles: async (request) => listRoles(request.server.db, request.query),

  listRoleScopes: async () => ({
    data: ADMIN_SCOPES.map((scope) => ({ scope, description: SCOPE_SCREENS[scope] })),
  }),

  getRole: async (request) => ({ data: await getRole(request.server.db, request.params.role_id) }),

  async createRole(request, reply) {
    const actor = currentUser(request);
    const data = await createRole(request.server.db, actor, roleInput(request.body));
    securityEvent(request, 'role_created', { role_id: data.id, type: data.type, scopes: data.scopes });
    reply.code(201);
    return { data };
  },

  async updateRole(request) {
    const actor = currentUser(request);
    const data = await updateRole(request.server.db, actor, request.params.role_id, roleInput(request.body));
    securityEvent(request, 'role_updated', { role_id: data.id, type: data.type, scopes: data.scopes });
    return { data };
  },
};
