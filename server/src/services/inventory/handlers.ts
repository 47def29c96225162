// Stock per outlet and SKU, adjustments by hand and the movement log, within the caller's reach.
import { currentUser } from '../../lib/current-user';
import type { Handlers } from '../../lib/handler-types';
import { outletReach } from '../../lib/outlet-access';
import { adjustStock, listInventory, listMovements } from './queries';

const SCOPE = 'view_admin_inventory';

export const inventoryHandlers: Handlers = {
  listInventory: async (request) => listInventory(request.server.db, await outletReach(request, SCOPE), request.query),

  listInventoryMovements: async (request) =>
    listMovements(request.server.db, await outletReach(request, SCOPE), request.query),

  async createInventoryAdjustment(request, reply) {
    const reach = await outletReach(request, SCOPE);
    const data = await adjustStock(request.server.db, currentUser(request).userId, reach, request.body);
    reply.code(201);
    return { data };
  },
};
