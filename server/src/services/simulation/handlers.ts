// The simulated gateway's payments, for development only and from this machine only (like the
// outbox): the demo's customers (npm run simulate:orders) order through the customer app's
// operations, and this is how their payment arrives.
import type { Handlers } from '../../lib/handler-types';
import { HttpError } from '../../lib/http-error';
import { invoiceSummary } from '../invoices/queries';
import { fromThisMachine } from '../system/handlers';
import { payThroughSimulatedGateway } from './customer-payment';

export const simulationHandlers: Handlers = {
  async simulatePayment(request) {
    const { config, db } = request.server;
    if (config.env === 'production' || !fromThisMachine(request)) throw new HttpError(404, 'Not found');
    const { invoice_id, outcome } = request.body;
    await payThroughSimulatedGateway(request.server, invoice_id, outcome);
    return { data: await invoiceSummary(db, { all: true }, invoice_id) };
  },
};
