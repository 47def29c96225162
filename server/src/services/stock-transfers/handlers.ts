// Transfers between outlets. Sending and cancelling need the sender within reach, receiving the
// receiver, reading either end (view_admin_inventory).
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../lib/current-user';
import type { Handlers } from '../../lib/handler-types';
import { outletReach } from '../../lib/outlet-access';
import { getStockTransfer, listStockTransfers } from './queries';
import { cancelStockTransfer, createStockTransfer, receiveStockTransfer } from './writes';

const reachOf = (request: FastifyRequest) => outletReach(request, 'view_admin_inventory');

export const stockTransferHandlers: Handlers = {
  listStockTransfers: async (request) => listStockTransfers(request.server.db, await reachOf(request), request.query),

  getStockTransfer: async (request) => ({
    data: await getStockTransfer(request.server.db, await reachOf(request), request.params.transfer_id),
  }),

  async createStockTransfer(request, reply) {
    const reach = await reachOf(request);
    const data = await createStockTransfer(request.server.db, currentUser(request).userId, reach, request.body);
    reply.code(201);
    return { data };
  },

  receiveStockTransfer: async (request) => ({
    data: await receiveStockTransfer(
      request.server.db,
      currentUser(request).userId,
      await reachOf(request),
      request.params.transfer_id,
      request.body,
    ),
  }),

  async cancelStockTransfer(request) {
    const { transfer_id: id } = request.params;
    await cancelStockTransfer(request.server.db, currentUser(request).userId, await reachOf(request), id);
    return { data: 'Transfer cancelled' };
  },
};
