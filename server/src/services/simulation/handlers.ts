// The demo's customers, for development only and from this machine only (like the outbox): orders
// placed as the customer app places them, and payments the simulated gateway notifies.
import type { Handlers } from '../../lib/handler-types';
import { HttpError } from '../../lib/http-error';
import { invoiceSummary } from '../invoices/queries';
import { orderSummaries } from '../orders/queries';
import { fromThisMachine } from '../system/handlers';
import { payThroughSimulatedGateway } from './customer-payment';
import { paymentPlan, simulateOrders } from './orders';

export const simulationHandlers: Handlers = {
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

  async simulatePayment(request) {
    const { config, db } = request.server;
    if (config.env === 'production' || !fromThisMachine(request)) throw new HttpError(404, 'Not found');
    const { invoice_id, outcome } = request.body;
    await payThroughSimulatedGateway(request.server, invoice_id, outcome);
    return { data: await invoiceSummary(db, { all: true }, invoice_id) };
  },
};
