// Payment gateways: which payment methods customers are offered.
import type { Handlers } from '../../lib/handler-types';
import { listPaymentGateways, setPaymentGatewayStatus } from './queries';

export const paymentGatewayHandlers: Handlers = {
  listPaymentGateways: async (request) => listPaymentGateways(request.server.db, request.query),

  setPaymentGatewayStatus: async (request) => ({
    data: await setPaymentGatewayStatus(request.server.db, request.params.payment_gateway_id, request.body.is_enabled),
  }),
};
