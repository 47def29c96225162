// Roles and the admin scopes they grant.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roles } from '../../db/schema';
import { type Handlers, pageOf, requiredText } from '../../lib/handler-types';
import { conflict, isUniqueViolation } from '../../lib/http-error';
import { getRole, listRoles } from './queries';
import { ADMIN_SCOPES, SCOPE_SCREENS } from './scopes';

const NAME_TAKEN = 'A role with this name already exists';

async function ensureNameFree(db: DbOrTx, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(sql`lower(${roles.name})`, name.toLowerCase()), exceptId ? ne(roles.id, exceptId) : undefined))
    .limit(1);
  if (clash) throw conflict(NAME_TAKEN, 'name');
}

function rethrowDuplicate(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict(NAME_TAKEN, 'name');
  throw error;
}

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
    await ensureNameFree(db, name);
    const [row] = await db
      .insert(roles)
      .values({ name, type: body.type, description: body.description ?? '', scopes: body.scopes })
      .returning({ id: roles.id })
      .catch(rethrowDuplicate);
    reply.code(201);
    return { data: await getRole(db, row!.id) };
  },

  async updateRole(request) {
    const { db } = request.server;
    const id = request.params.role_id;
    const body = request.body;
    const existing = await getRole(db, id);
    const name = requiredText(body.name, 'name', 'Name');
    await ensureNameFree(db, name, id);
    if (existing.type !== body.type && existing.user_count > 0) {
      throw conflict('The type of a role cannot change while it is assigned to anyone', 'type');
    }
    await db
      .update(roles)
      .set({ name, type: body.type, description: body.description ?? '', scopes: body.scopes, updatedAt: new Date() })
      .where(eq(roles.id, id))
      .catch(rethrowDuplicate);
    return { data: await getRole(db, id) };
  },
};
