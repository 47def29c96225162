// Product categories.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories } from '../../db/schema';
import { type Handlers, pageOf, requiredText } from '../../lib/handler-types';
import { conflict, isUniqueViolation } from '../../lib/http-error';
import { getCategory, listCategories } from './queries';

const NAME_TAKEN = 'A category with this name already exists';

async function ensureNameFree(db: DbOrTx, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(sql`lower(${categories.name})`, name.toLowerCase()), exceptId ? ne(categories.id, exceptId) : undefined))
    .limit(1);
  if (clash) throw conflict(NAME_TAKEN, 'name');
}

function rethrowDuplicate(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict(NAME_TAKEN, 'name');
  throw error;
}

export const categoryHandlers: Handlers = {
  async listCategories(request) {
    const { page, size, offset } = pageOf(request.query);
    const { data, total } = await listCategories(request.server.db, request.query, size, offset);
    return { data, meta: { page, size, total } };
  },

  async getCategory(request) {
    return { data: await getCategory(request.server.db, request.params.category_id) };
  },

  async createCategory(request, reply) {
    const { db } = request.server;
    const name = requiredText(request.body.name, 'name', 'Name');
    await ensureNameFree(db, name);
    const [row] = await db
      .insert(categories)
      .values({ name, status: request.body.status, imageUrl: request.body.image_url })
      .returning({ id: categories.id })
      .catch(rethrowDuplicate);
    reply.code(201);
    return { data: await getCategory(db, row!.id) };
  },

  async updateCategory(request) {
    const { db } = request.server;
    const id = request.params.category_id;
    await getCategory(db, id);
    const name = requiredText(request.body.name, 'name', 'Name');
    await ensureNameFree(db, name, id);
    await db
      .update(categories)
      .set({ name, status: request.body.status, imageUrl: request.body.image_url, updatedAt: new Date() })
      .where(eq(categories.id, id))
      .catch(rethrowDuplicate);
    return { data: await getCategory(db, id) };
  },
};
