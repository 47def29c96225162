// Staff accounts: list, create, update, activate or deactivate, and role assignment.
import { currentUser } from '../../lib/current-user';
import { type Handlers, requiredText } from '../../lib/handler-types';
import { badRequest } from '../../lib/http-error';
import { securityEvent } from '../../lib/security-log';
import { createUser, setUserStatus, updateUser } from './accounts';
import { assignRoles } from './assign-roles';
import { getUser, listUsers } from './queries';

export const userHandlers: Handlers = {
  listUsers: async (request) => listUsers(request.server.db, currentUser(request), request.query),

  getUser: async (request) => ({
    data: await getUser(request.server.db, currentUser(request), request.params.user_id),
  }),

  async createUser(request, reply) {
    const body = request.body;
    if (body.password !== body.confirm_password) throw badRequest("Passwords don't match", 'confirm_password');
    const data = await createUser(request.server.db, currentUser(request), {
      name: requiredText(body.name, 'name', 'Name'),
      email: body.email,
      phoneNumber: body.phone_number,
      password: body.password,
    });
    reply.code(201);
    return { data };
  },

  async updateUser(request) {
    const { name, email, phone_number } = request.body;
    const input = { name: requiredText(name, 'name', 'Name'), email, phoneNumber: phone_number };
    return { data: await updateUser(request.server.db, currentUser(request), request.params.user_id, input) };
  },

  async setUserStatus(request) {
    const userId = request.params.user_id;
    const isActive = request.body.is_active;
    await setUserStatus(request.server.db, currentUser(request), userId, isActive);
    securityEvent(request, 'user_status_changed', { user_id: userId, is_active: isActive });
    return { data: isActive ? 'User activated' : 'User deactivated' };
  },

  async assignUserRoles(request) {
    const userId = request.params.user_id;
    const data = await assignRoles(request.server.db, currentUser(request), userId, request.body.roles);
    securityEvent(request, 'user_roles_changed', {
      user_id: userId,
      roles: data.roles.map((r) => ({ role_id: r.role_id, outlet_id: r.outlet_id })),
    });
    return { data };
  },
};
