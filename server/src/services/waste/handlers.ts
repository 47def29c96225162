// Waste: recorded by hand at an outlet (view_admin_prep), cups made again at the order desk
// (view_admin_order), and the waste report with its downloads (view_admin_inventory). Every one keeps
// to the outlets the caller reaches with its scope.
import { currentUser } from '../../lib/current-user';
import type { Handlers } from '../../lib/handler-types';
import { outletReach } from '../../lib/outlet-access';
import { recordWaste } from './record';
import { remakeOrderItems } from './remakes';
import { wasteReportHandlers } from './report';

export const wasteHandlers: Handlers = {
  async recordWaste(request, reply) {
    const reach = await outletReach(request, 'view_admin_prep');
    const data = await recordWaste(request.server.db, currentUser(request).userId, reach, request.body);
    reply.code(201);
    return { data };
  },

  async remakeOrderItems(request, reply) {
    const reach = await outletReach(request, 'view_admin_order');
    const { db } = request.server;
    const data = await remakeOrderItems(db, request.params.order_id, request.body, currentUser(request).userId, reach);
    reply.code(201);
    return { data };
  },

  ...wasteReportHandlers,
};
