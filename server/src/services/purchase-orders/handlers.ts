// Purchase orders, their goods receipts and cancellation.
import { currentUser } from '../../lib/current-user';
import type { Handlers } from '../../lib/handler-types';
import { getPurchaseOrder, listPurchaseOrders, nextPurchaseOrderNumber } from './queries';
import { receiveGoods } from './receive';
import { cancelPurchaseOrder, createPurchaseOrder, updatePurchaseOrder } from './writes';

export const purchaseOrderHandlers: Handlers = {
  listPurchaseOrders: async (request) => listPurchaseOrders(request.server.db, request.query),

  getNextPurchaseOrderNumber: async (request) => ({
    data: { po_number: await nextPurchaseOrderNumber(request.server.db) },
  }),

  getPurchaseOrder: async (request) => ({
    data: await getPurchaseOrder(request.server.db, request.params.purchase_order_id),
  }),

  async createPurchaseOrder(request, reply) {
    const data = await createPurchaseOrder(request.server.db, currentUser(request).userId, request.body);
    reply.code(201);
    return { data };
  },

  updatePurchaseOrder: async (request) => ({
    data: await updatePurchaseOrder(request.server.db, request.params.purchase_order_id, request.body),
  }),

  async createPurchaseOrderInbound(request, reply) {
    const { purchase_order_id: id } = request.params;
    const data = await receiveGoods(request.server.db, currentUser(request).userId, id, request.body);
    reply.code(201);
    return { data };
  },

  async cancelPurchaseOrder(request) {
    await cancelPurchaseOrder(request.server.db, request.params.purchase_order_id);
    return { data: 'Purchase order cancelled' };
  },
};
