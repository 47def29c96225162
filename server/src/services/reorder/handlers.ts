// Reorder rules and suggestions at the outlets the caller reaches with inventory rights; drafting
// purchase orders from them needs purchase-order rights at the outlet too.
import { currentUser } from '../../lib/current-user';
import type { Handlers } from '../../lib/handler-types';
import { outletReach } from '../../lib/outlet-access';
import { draftPurchaseOrders, listReorderRules, listReorderSuggestions, saveReorderRules } from './queries';

const SCOPE = 'view_admin_inventory';

export const reorderHandlers: Handlers = {
  listReorderRules: async (request) =>
    listReorderRules(request.server.db, await outletReach(request, SCOPE), request.query),

  saveReorderRules: async (request) => ({
    data: await saveReorderRules(
      request.server.db,
      currentUser(request).userId,
      await outletReach(request, SCOPE),
      request.body,
    ),
  }),

  listReorderSuggestions: async (request) =>
    listReorderSuggestions(request.server.db, await outletReach(request, SCOPE), request.query.outlet_id),

  async draftReorderPurchaseOrders(request, reply) {
    const data = await draftPurchaseOrders(
      request.server.db,
      currentUser(request).userId,
      await outletReach(request, SCOPE),
      await outletReach(request, 'view_admin_purchase_order'),
      request.body,
    );
    reply.code(201);
    return { data };
  },
};
