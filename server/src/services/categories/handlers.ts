// Product categories.
import { type Handlers, requiredText } from '../../lib/handler-types';
import { createCategory, getCategory, listCategories, updateCategory } from './queries';

export const categoryHandlers: Handlers = {
  listCategories: async (request) => listCategories(request.server.db, request.query),

  getCategory: async (request) => ({ data: await getCategory(request.server.db, request.params.category_id) }),

  async createCategory(request, reply) {
    const { name, status, image_url } = request.body;
    const input = { name: requiredText(name, 'name', 'Name'), status, imageUrl: image_url };
    const data = await createCategory(request.server.db, input);
    reply.code(201);
    return { data };
  },

  async updateCategory(request) {
    const { name, status, image_url } = request.body;
    const input = { name: requiredText(name, 'name', 'Name'), status, imageUrl: image_url };
    return { data: await updateCategory(request.server.db, request.params.category_id, input) };
  },
};
