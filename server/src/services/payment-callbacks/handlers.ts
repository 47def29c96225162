// Payment providers' notifications, and the development operation that has the simulated gateway
// send one (from this machine only, never in production, like the order simulator).
import type { Handlers } from '../../lib/handler-types';
import { HttpError } from '../../lib/http-error';
import { securityEvent } from '../../lib/security-log';
import { invoiceSummary } from '../invoices/queries';
import { fromThisMachine } from '../system/handlers';
import { applyNotification } from './apply';
import { payThroughSimulatedGateway } from './simulated-gateway';
import { readNotification } from './verify';

export const AMOUNT_MISMATCH = 'The amount paid does not match the invoice';

export const paymentCallbackHandlers: Handlers = {
  async receivePaymentCallback(request) {
    const { provider } = request.params;
    let notice;
    try {
      notice = readNotification(
        provider,
        request.body,
        request.headers,
        request.rawBody,
        request.server.config.payments,
      );
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401)
        securityEvent(request, 'payment_notification_refused', { provider });
      throw error;
    }
    const applied = await applyNotification(request.server.db, notice);
    if (applied.result === 'amount_mismatch') {
      securityEvent(request, 'payment_amount_mismatch', {
        provider,
        invoice_id: applied.invoiceId,
        expected_amount: applied.expected,
        reported_amount: applied.reported,
        provider_reference: notice.reference,
      });
      // Not 2xx: the provider keeps the notification as undelivered (visible in its dashboard) and
      // repeats it; each repeat is refused the same way and the invoice's alert stays as it is.
      throw new HttpError(422, AMOUNT_MISMATCH, 'amount');
    }
    return { data: { result: applied.result } };
  },

  async simulatePayment(request) {
    const { config, db } = request.server;
    if (config.env === 'production' || !fromThisMachine(request)) throw new HttpError(404, 'Not found');
    const { invoice_id, outcome } = request.body;
    await payThroughSimulatedGateway(request.server, invoice_id, outcome);
    return { data: await invoiceSummary(db, { all: true }, invoice_id) };
  },
};
