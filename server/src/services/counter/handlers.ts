// The counter: walk-in sales at an outlet, what it sells there (its menu, with each cup's options),
// and the products and options an outlet has sold out, at the outlets the user reaches with the
// counter scope (the sold-out lists also with the SKU scope).
import type { Handlers } from '../../lib/handler-types';
import { currentUser } from '../../lib/current-user';
import { outletReach } from '../../lib/outlet-access';
import { getOrder } from '../orders/queries';
import { orderLines, quote } from '../orders/quote';
import { requireReach } from '../../lib/outlet-access';
import { getAvailability, replaceSoldOut } from './availability';
import { counterMenu } from './menu';
import { sellAtCounter } from './sale';

const SCOPE = 'view_admin_counter';
const AVAILABILITY_SCOPES = ['view_admin_counter', 'view_admin_sku'] as const;
/** Lines' cost shows to those who also see inventory at the outlet, as on the order desk. */
const COST_SCOPE = 'view_admin_inventory';

export const counterHandlers: Handlers = {
  async createCounterOrder(request, reply) {
    const { db, paymentProviders } = request.server;
    const reach = await outletReach(request, SCOPE);
    const { userId } = currentUser(request);
    const { placed, payment } = await sellAtCounter(db, reach, request.body, userId, paymentProviders);
    const order = await getOrder(db, placed.orderId, reach, await outletReach(request, COST_SCOPE));
    reply.code(201);
    return { data: { order, change_due: placed.changeDue, payment } };
  },

  async quoteCounterOrder(request) {
    const { body } = request;
    requireReach(await outletReach(request, SCOPE), body.outlet_id, 'Outlet not found');
    return {
      data: await quote(request.server.db, {
        outletId: body.outlet_id,
        orderType: body.order_type,
        lines: orderLines(body.items),
        paidInCash: body.payment_method === 'cash',
        voucherCode: body.voucher_code ?? null,
      }),
    };
  },

  getCounterMenu: async (request) => ({
    data: await counterMenu(request.server.db, await outletReach(request, SCOPE), request.query.outlet_id),
  }),

  getOutletAvailability: async (request) => ({
    data: await getAvailability(
      request.server.db,
      await outletReach(request, AVAILABILITY_SCOPES),
      request.params.outlet_id,
    ),
  }),

  updateOutletAvailability: async (request) => ({
    data: await replaceSoldOut(
      request.server.db,
      await outletReach(request, AVAILABILITY_SCOPES),
      request.params.outlet_id,
      request.body,
      currentUser(request).userId,
    ),
  }),
};
