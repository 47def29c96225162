// The payment gateway calls answered from the in-memory database: list (enabled and method type
// filters, paged) and switching a gateway on or off.
import {
  getListPaymentGatewaysMockHandler,
  getSetPaymentGatewayStatusMockHandler,
} from '@generated/hooks/payment-gateways/payment-gateways.msw';
import { setPaymentGatewayStatusBody } from '@generated/zod/payment-gateways/payment-gateways.zod';
import { booleanParam, db, now, paged } from '../mock-db';
import { readBody } from './read-body';

export const paymentGatewayHandlers = [
  getListPaymentGatewaysMockHandler(({ request }) => {
    const query = new URL(request.url).searchParams;
    const enabled = booleanParam(query, 'is_enabled');
    const type = query.get('method_type');
    return paged(
      db.paymentGateways
        .all()
        .filter((g) => (enabled === undefined || g.is_enabled === enabled) && (!type || g.method_type === type)),
      query,
    );
  }),
  getSetPaymentGatewayStatusMockHandler(async ({ request, params }) => {
    const { is_enabled } = await readBody(request, setPaymentGatewayStatusBody);
    return { data: db.paymentGateways.update(String(params.paymentGatewayId), { is_enabled, updated_at: now() }) };
  }),
];
