// Product categories.
import { type HandlerRequest, type Handlers, requiredText } from '../../lib/handler-types';
import { uploadedImage } from '../../lib/uploaded-image';
import { createCategory, getCategory, listCategories, updateCategory } from './queries';

async function categoryInput(request: HandlerRequest<'createCategory'> | HandlerRequest<'updateCategory'>) {
  const { name, status, image_url } = request.body;
  return {
    name: requiredText(name, 'name', 'Name'),
    status,
    imageUrl: await uploadedImage(request.server.images, image_url, request.headers.host, 'image_url'),
  };
}

export const categoryHandlers: Handlers = {
  listCategories: async (request) => listCategories(request.server.db, request.query),

  getCategory: async (request) => ({ data: await getCategory(request.server.db, request.params.category_id) }),

  async createCategory(request, reply) {
    const data = await createCategory(request.server.db, await categoryInput(request));
    reply.code(201);
    return { data };
  },

  async updateCategory(request) {
    const input = await categoryInput(request);
    return { data: await updateCategory(request.server.db, request.params.category_id, input) };
  },
};
