// Delivery channel settings: an outlet's link to each platform (outlet-bound: the outlet screen's
// scope, within the user's reach; another outlet's is 404) and the chain's own prices of products on
// a platform (chain-wide, the products' scope).
import type { Handlers } from '../../lib/handler-types';
import { outletReach, requireReach } from '../../lib/outlet-access';
import { getChannelPrices, replaceChannelPrices } from './prices';
import { getOutletChannels, replaceOutletChannels } from './settings';

const NOT_FOUND = 'Outlet not found';

export const channelSettingsHandlers: Handlers = {
  async getOutletChannels(request) {
    const outletId = request.params.outlet_id;
    requireReach(await outletReach(request, 'view_admin_outlet'), outletId, NOT_FOUND);
    return { data: await getOutletChannels(request.server.db, outletId) };
  },

  async replaceOutletChannels(request) {
    const outletId = request.params.outlet_id;
    requireReach(await outletReach(request, 'view_admin_outlet'), outletId, NOT_FOUND);
    return { data: await replaceOutletChannels(request.server.db, outletId, request.body) };
  },

  getChannelPrices: async (request) => ({ data: await getChannelPrices(request.server.db, request.params.channel) }),

  replaceChannelPrices: async (request) => ({
    data: await replaceChannelPrices(request.server.db, request.params.channel, request.body),
  }),
};
