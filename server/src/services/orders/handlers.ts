// Orders: the desk's list and detail, status changes, the live event stream, and simulated orders
// for demos (development only, from this machine, like the outbox).
import type { Handlers } from '../../lib/handler-types';
import { currentUser } from '../../lib/current-user';
import { HttpError } from '../../lib/http-error';
import { outletReach } from '../../lib/outlet-access';
import { fromThisMachine } from '../system/handlers';
import { streamOrderEvents } from './event-stream';
import { getOrder, listOrders, orderSummaries } from './queries';
import { payThroughSimulatedGateway } from '../payment-callbacks/simulated-gateway';
import { paymentPlan, simulateOrders } from './simulate';
import { askForRefund } from '../invoices/refund';
import { changeOrderStatus } from './writes';

const SCOPE = 'view_admin_order';
/** Lines' cost and margin show to those who see inventory at the order's outlet. */
const COST_SCOPE = 'view_admin_inventory';

export const orderHandlers: Handlers = {
  listOrders: async (request) => listOrders(request.server.db, await outletReach(request, SCOPE), request.query),

  getOrder: async (request) => ({
    data: await getOrder(
      request.server.db,
      request.params.order_id,
      await outletReach(request, SCOPE),
      await outletReach(request, COST_SCOPE),
    ),
  }),

  async updateOrderStatus(request) {
    const { db } = request.server;
    const reach = await outletReach(request, SCOPE);
    const id = request.params.order_id;
    const moved = await changeOrderStatus(db, id, request.body.status, currentUser(request).userId, reach);
    // The cancellation is committed; its payment's refund is asked of the gateway now, and whatever
    // the provider answers is recorded on the invoice (a failure there leaves the order cancelled).
    if (moved.refundInvoiceId !== null)
      await askForRefund(db, request.server.gatewayAdapter, moved.refundInvoiceId, request.log);
    return { data: await getOrder(db, id, reach, await outletReach(request, COST_SCOPE)) };
  },

  // The answer is a stream the handler writes itself.
  streamOrderEvents: streamOrderEvents as unknown as Handlers['streamOrderEvents'],

  async simulateOrders(request, reply) {
    const { config, db } = request.server;
    if (config.env === 'production' || !fromThisMachine(request)) throw new HttpError(404, 'Not found');
    const ids = await simulateOrders(db, request.body.count ?? 1, request.body.outlets ?? []);
    const placed = await orderSummaries(db, ids);
    if (request.body.pay ?? true) {
      const { server } = request;
      for (const order of placed) {
        const plan = paymentPlan(config.payments.simulatedPaymentDelayMs);
        if (plan.pays)
          server.backgroundJobs.runAfter('simulated customer payment', plan.afterMs, () =>
            payThroughSimulatedGateway(server, order.invoice_id, 'paid'),
          );
      }
    }
    reply.code(201);
    return { data: placed };
  },
};
