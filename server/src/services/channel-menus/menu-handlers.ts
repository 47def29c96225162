// The menu pushes to the delivery platforms: asked for per outlet and platform, and listed with the
// outlets' links, at the outlets the user reaches with the outlets' scope.
import { currentUser } from '../../lib/current-user';
import type { Handlers } from '../../lib/handler-types';
import { outletReach } from '../../lib/outlet-access';
import { listMenuLinks, listMenuSyncs, requestMenuSync } from '../channels/menu-syncs';

const SCOPE = 'view_admin_outlet';

export const channelMenuHandlers: Handlers = {
  async queueChannelMenuSync(request, reply) {
    const sync = await requestMenuSync(
      request.server.db,
      await outletReach(request, SCOPE),
      request.params.channel,
      request.body.outlet_id,
      currentUser(request).userId,
    );
    reply.code(201);
    return { data: sync };
  },

  listChannelMenuSyncs: async (request) =>
    listMenuSyncs(request.server.db, await outletReach(request, SCOPE), request.query),

  listChannelMenuLinks: async (request) => ({
    data: await listMenuLinks(request.server.db, await outletReach(request, SCOPE)),
  }),
};
