// Staff accounts: list, create, update, activate or deactivate, and role assignment.
import { and, eq, ne, or } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { type Handlers, pageOf, requiredText } from '../../lib/handler-types';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { currentUser } from '../../plugins/auth';
import { revokeUserSessions } from '../auth/sessions';
import { assignRoles } from './assign-roles';
import { getUser, listUsers } from './queries';

const EMAIL_TAKEN = 'A user with this email already exists';
const PHONE_TAKEN = 'A user with this phone number already exists';

/** 409 naming the field another user already holds. */
async function ensureUnique(db: DbOrTx, email: string, phone: string, exceptId?: number) {
  const clash = await db
    .select({ email: users.email, phone: users.phoneNumber })
    .from(users)
    .where(and(or(eq(users.email, email), eq(users.phoneNumber, phone)), exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  if (clash[0]?.email === email) throw conflict(EMAIL_TAKEN, 'email');
  if (clash[0]) throw conflict(PHONE_TAKEN, 'phone_number');
}

function rethrowDuplicate(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, 'email');
  throw error;
}

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
    await ensureUnique(db, email, body.phone_number);
    const passwordHash = await hashPassword(body.password);
    const [row] = await db
      .insert(users)
      .values({ name: requiredText(body.name, 'name', 'Name'), email, phoneNumber: body.phone_number, passwordHash })
      .returning({ id: users.id })
      .catch(rethrowDuplicate);
    reply.code(201);
    return { data: await getUser(db, row!.id) };
  },

  async updateUser(request) {
    const { db } = request.server;
    const id = request.params.user_id;
    const email = request.body.email.toLowerCase();
    await getUser(db, id);
    await ensureUnique(db, email, request.body.phone_number, id);
    await db
      .update(users)
      .set({ name: requiredText(request.body.name, 'name', 'Name'), email, phoneNumber: request.body.phone_number, updatedAt: new Date() })
      .where(eq(users.id, id))
      .catch(rethrowDuplicate);
    return { data: await getUser(db, id) };
  },

  async setUserStatus(request) {
    const { db } = request.server;
    const id = request.params.user_id;
    const isActive = request.body.is_active;
    if (id === currentUser(request).userId && !isActive) throw conflict('You cannot deactivate your own account', 'is_active');
    const updated = await db.transaction(async (tx) => {
      const rows = await tx.update(users).set({ isActive, updatedAt: new Date() }).where(eq(users.id, id)).returning({ id: users.id });
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
