// Stock per SKU, adjustments by hand and the movement log.
import { currentUser } from '../../lib/current-user';
import type { Handlers } from '../../lib/handler-types';
import { adjustStock, listInventory, listMovements } from './queries';

export const inventoryHandlers: Handlers = {
  listInventory: async (request) => listInventory(request.server.db, request.query),

  listInventoryMovements: async (request) => listMovements(request.server.db, request.query),

  async createInventoryAdjustment(request, reply) {
    const data = await adjustStock(request.server.db, currentUser(request).userId, request.body);
    reply.code(201);
    return { data };
  },
};
