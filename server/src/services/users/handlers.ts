// Staff accounts: list, create, update, activate or deactivate, and role assignment.
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { type Handlers, pageOf, requiredText } from '../../lib/handler-types';
import { badRequest, conflict, conflictOnUnique, notFound } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { currentUser } from '../../lib/current-user';
import { revokeUserSessions } from '../auth/sessions';
import { assignRoles } from './assign-roles';
import { getUser, listUsers } from './queries';

// Email and phone number are each unique; the indexes decide and the answer names the field.
const duplicateContact = conflictOnUnique({
  users_email_unique: { detail: 'A user with this email already exists', field: 'email' },
  users_phone_unique: { detail: 'A user with this phone number already exists', field: 'phone_number' },
});

export const userHandlers: Handlers = {
  async listUsers(request) {
    const { page, size, offset } = pageOf(request.query);
    const { data, total } = await listUsers(request.server.db, request.query, size, offset);
    return { data, meta: { page, size, total } };
  },

  async getUser(request) {
    return { data: await getUser(request.server.db, request.params.user_id) };
  },

  async createUser(request, reply) {
    const { db } = request.server;
    const body = request.body;
    if (body.password !== body.confirm_password) throw badRequest("Passwords don't match", 'confirm_password');
    const email = body.email.toLowerCase();
    const passwordHash = await hashPassword(body.password);
    const [row] = await db
      .insert(users)
      .values({ name: requiredText(body.name, 'name', 'Name'), email, phoneNumber: body.phone_number, passwordHash })
      .returning({ id: users.id })
      .catch(duplicateContact);
    reply.code(201);
    return { data: await getUser(db, row!.id) };
  },

  async updateUser(request) {
    const { db } = request.server;
    const id = request.params.user_id;
    const email = request.body.email.toLowerCase();
    await getUser(db, id);
    await db
      .update(users)
      .set({
        name: requiredText(request.body.name, 'name', 'Name'),
        email,
        phoneNumber: request.body.phone_number,
        updatedAt: new Date(),
      })
      .where(eq(users.id, id))
      .catch(duplicateContact);
    return { data: await getUser(db, id) };
  },

  async setUserStatus(request) {
    const { db } = request.server;
    const id = request.params.user_id;
    const isActive = request.body.is_active;
    if (id === currentUser(request).userId && !isActive)
      throw conflict('You cannot deactivate your own account', 'is_active');
    const updated = await db.transaction(async (tx) => {
      const rows = await tx
        .update(users)
        .set({ isActive, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      if (rows.length && !isActive) await revokeUserSessions(tx, id);
      return rows.length > 0;
    });
    if (!updated) throw notFound('User');
    return { data: isActive ? 'User activated' : 'User deactivated' };
  },

  async assignUserRoles(request) {
    const { db } = request.server;
    const id = request.params.user_id;
    await getUser(db, id);
    await assignRoles(db, id, request.body.roles);
    return { data: await getUser(db, id) };
  },
};
