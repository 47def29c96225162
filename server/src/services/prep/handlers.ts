// The prep board's operations: batches made and discarded, the outlet's pars and the suggestions
// they give, each kept to the outlets the caller reaches with the prep scope.
import { currentUser } from '../../lib/current-user';
import type { Handlers } from '../../lib/handler-types';
import { outletReach } from '../../lib/outlet-access';
import { getOutletPrepPars, listPrepBatches, listPrepSuggestions } from './queries';
import { createPrepBatch, discardPrepBatch, replaceOutletPrepPars } from './writes';

const SCOPE = 'view_admin_prep';

export const prepHandlers: Handlers = {
  listPrepBatches: async (request) =>
    listPrepBatches(request.server.db, await outletReach(request, SCOPE), request.query),

  async createPrepBatch(request, reply) {
    const data = await createPrepBatch(
      request.server.db,
      currentUser(request).userId,
      await outletReach(request, SCOPE),
      request.body,
    );
    reply.code(201);
    return { data };
  },

  discardPrepBatch: async (request) => ({
    data: await discardPrepBatch(
      request.server.db,
      currentUser(request).userId,
      await outletReach(request, SCOPE),
      request.params.batch_id,
    ),
  }),

  listPrepSuggestions: async (request) => ({
    data: await listPrepSuggestions(request.server.db, await outletReach(request, SCOPE), request.query.outlet_id),
  }),

  getOutletPrepPars: async (request) => ({
    data: await getOutletPrepPars(request.server.db, await outletReach(request, SCOPE), request.params.outlet_id),
  }),

  replaceOutletPrepPars: async (request) => ({
    data: await replaceOutletPrepPars(
      request.server.db,
      await outletReach(request, SCOPE),
      request.params.outlet_id,
      request.body,
    ),
  }),
};
