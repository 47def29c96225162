// Modifier groups: the groups of options a cup is sold with, the groups attached to each product,
// and what a chosen combination uses and costs.
import type { Handlers } from '../../lib/handler-types';
import { attachGroups, productGroups } from './attachments';
import { recipeCombination } from './combination';
import { getGroup, listGroups } from './queries';
import { createGroup, updateGroup } from './writes';

export const modifierHandlers: Handlers = {
  listModifierGroups: async (request) => ({
    data: await listGroups(request.server.db, { q: request.query.q, status: request.query.status }),
  }),

  async createModifierGroup(request, reply) {
    const data = await createGroup(request.server.db, request.body);
    reply.code(201);
    return { data };
  },

  getModifierGroup: async (request) => ({ data: await getGroup(request.server.db, request.params.group_id) }),

  updateModifierGroup: async (request) => ({
    data: await updateGroup(request.server.db, request.params.group_id, request.body),
  }),

  getSkuModifierGroups: async (request) => ({
    data: await productGroups(request.server.db, request.params.sku_id),
  }),

  updateSkuModifierGroups: async (request) => ({
    data: await attachGroups(request.server.db, request.params.sku_id, request.body.group_ids),
  }),

  getSkuRecipeCombination: async (request) => ({
    data: await recipeCombination(request.server.db, request.params.sku_id, request.query.option_ids ?? []),
  }),
};
