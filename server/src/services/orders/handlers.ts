// Orders: the desk's list and detail, status changes and the live event stream.
import type { Handlers } from '../../lib/handler-types';
import { currentUser } from '../../lib/current-user';
import { outletReach } from '../../lib/outlet-access';
import { withPhonesFor } from '../../lib/personal-data';
import { askForRefund } from '../sales/refund';
import { acceptPlatformOrder } from './accept';
import { streamOrderEvents } from './event-stream';
import { getOrder, listOrders } from './queries';
import { getOrderReceipt } from './receipt';
import { changeOrderStatus } from './writes';

const SCOPE = 'view_admin_order';
/** An order is read by the desk and, for its receipt and cup labels, by the counter that sold it. */
const READ_SCOPES = [SCOPE, 'view_admin_counter'] as const;
/** Lines' cost and margin show to those who see inventory at the order's outlet. */
const COST_SCOPE = 'view_admin_inventory';

export const orderHandlers: Handlers = {
  async listOrders(request) {
    const page = await listOrders(request.server.db, await outletReach(request, SCOPE), request.query);
    return { ...page, data: await withPhonesFor(request, page.data) };
  },

  getOrder: async (request) => {
    const order = await getOrder(
      request.server.db,
      request.params.order_id,
      await outletReach(request, READ_SCOPES),
      await outletReach(request, COST_SCOPE),
    );
    return { data: (await withPhonesFor(request, [order]))[0]! };
  },

  getOrderReceipt: async (request) => ({
    data: await getOrderReceipt(request.server.db, request.params.order_id, await outletReach(request, READ_SCOPES)),
  }),

  async updateOrderStatus(request) {
    const { db } = request.server;
    const reach = await outletReach(request, SCOPE);
    const id = request.params.order_id;
    const moved = await changeOrderStatus(db, id, request.body, currentUser(request).userId, reach);
    // The cancellation is committed; its payment's refund is asked of the provider now, and whatever
    // it answers is recorded on the invoice (a failure there leaves the order cancelled).
    if (moved.refundInvoiceId !== null)
      await askForRefund(db, request.server.paymentProviders, moved.refundInvoiceId, request.log);
    const order = await getOrder(db, id, reach, await outletReach(request, COST_SCOPE));
    return { data: (await withPhonesFor(request, [order]))[0]! };
  },

  async acceptOrder(request) {
    const { db } = request.server;
    const reach = await outletReach(request, SCOPE);
    await acceptPlatformOrder(db, request.params.order_id, reach);
    const order = await getOrder(db, request.params.order_id, reach, await outletReach(request, COST_SCOPE));
    return { data: (await withPhonesFor(request, [order]))[0]! };
  },

  // The answer is a stream the handler writes itself.
  streamOrderEvents: streamOrderEvents as unknown as Handlers['streamOrderEvents'],
};
