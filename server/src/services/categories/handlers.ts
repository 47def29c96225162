// Product categories.
import { eq } from 'drizzle-orm';
import { categories } from '../../db/schema';
import { type Handlers, pageOf, requiredText } from '../../lib/handler-types';
import { conflictOnUnique } from '../../lib/http-error';
import { getCategory, listCategories } from './queries';

// Names are unique ignoring case; the index decides.
const duplicateName = conflictOnUnique({
  categories_name_lower_unique: { detail: 'A category with this name already exists', field: 'name' },
});

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
    const [row] = await db
      .insert(categories)
      .values({ name, status: request.body.status, imageUrl: request.body.image_url })
      .returning({ id: categories.id })
      .catch(duplicateName);
    reply.code(201);
    return { data: await getCategory(db, row!.id) };
  },

  async updateCategory(request) {
    const { db } = request.server;
    const id = request.params.category_id;
    await getCategory(db, id);
    const name = requiredText(request.body.name, 'name', 'Name');
    await db
      .update(categories)
      .set({ name, status: request.body.status, imageUrl: request.body.image_url, updatedAt: new Date() })
      .where(eq(categories.id, id))
      .catch(duplicateName);
    return { data: await getCategory(db, id) };
  },
};
