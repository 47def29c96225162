// Purchase orders, their goods receipts and cancellation, at the outlets the caller reaches.
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../lib/current-user';
import type { Handlers } from '../../lib/handler-types';
import { outletReach } from '../../lib/outlet-access';
import { getPurchaseOrder, listPurchaseOrders, nextPurchaseOrderNumber } from './queries';
import { decidePurchaseOrder } from './approvals';
import { receiveGoods } from './receive';
import { cancelPurchaseOrder, createPurchaseOrder, updatePurchaseOrder } from './writes';

const reachOf = (request: FastifyRequest) => outletReach(request, 'view_admin_purchase_order');
const approverReach = (request: FastifyRequest) => outletReach(request, 'approve_admin_purchase_order');

export const purchaseOrderHandlers: Handlers = {
  listPurchaseOrders: async (request) => listPurchaseOrders(request.server.db, await reachOf(request), request.query),

  getNextPurchaseOrderNumber: async (request) => ({
    data: { po_number: await nextPurchaseOrderNumber(request.server.db) },
  }),

  getPurchaseOrder: async (request) => ({
    data: await getPurchaseOrder(request.server.db, await reachOf(request), request.params.purchase_order_id),
  }),

  async createPurchaseOrder(request, reply) {
    const { db } = request.server;
    const data = await createPurchaseOrder(db, currentUser(request).userId, await reachOf(request), request.body);
    reply.code(201);
    return { data };
  },

  updatePurchaseOrder: async (request) => ({
    data: await updatePurchaseOrder(
      request.server.db,
      currentUser(request).userId,
      await reachOf(request),
      request.params.purchase_order_id,
      request.body,
    ),
  }),

  async createPurchaseOrderInbound(request, reply) {
    const { purchase_order_id: id } = request.params;
    const reach = await reachOf(request);
    const data = await receiveGoods(request.server.db, currentUser(request).userId, reach, id, request.body);
    reply.code(201);
    return { data };
  },

  approvePurchaseOrder: async (request) => ({
    data: await decidePurchaseOrder(
      request.server.db,
      currentUser(request).userId,
      await approverReach(request),
      request.params.purchase_order_id,
      { approve: true },
    ),
  }),

  rejectPurchaseOrder: async (request) => ({
    data: await decidePurchaseOrder(
      request.server.db,
      currentUser(request).userId,
      await approverReach(request),
      request.params.purchase_order_id,
      { approve: false, reason: request.body.reason },
    ),
  }),

  async cancelPurchaseOrder(request) {
    await cancelPurchaseOrder(request.server.db, await reachOf(request), request.params.purchase_order_id);
    return { data: 'Purchase order cancelled' };
  },
};
