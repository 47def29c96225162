// The members' operations (contract: listCustomers, getCustomer, adjustCustomerPoints). Members are
// seen by those who work with orders or manage users, as far as their reach goes (./queries).
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../lib/current-user';
import type { Handlers } from '../../lib/handler-types';
import { outletReach } from '../../lib/outlet-access';
import { PERSONAL_DATA_SCOPE } from '../../lib/personal-data';
import { getCustomer, listCustomers, type CustomerViewer } from './queries';
import { adjustCustomerPoints } from './writes';

/** Where the caller sees members, and whether numbers show in full (managing users everywhere). */
async function viewerOf(request: FastifyRequest): Promise<CustomerViewer> {
  return {
    reach: await outletReach(request, ['view_admin_order', 'view_admin_user']),
    fullPhones: (await outletReach(request, PERSONAL_DATA_SCOPE)).all,
  };
}

export const customerHandlers: Handlers = {
  listCustomers: async (request) => listCustomers(request.server.db, await viewerOf(request), request.query),

  getCustomer: async (request) => ({
    data: await getCustomer(request.server.db, await viewerOf(request), request.params.customer_id),
  }),

  async adjustCustomerPoints(request, reply) {
    const data = await adjustCustomerPoints(
      request.server.db,
      currentUser(request),
      request.params.customer_id,
      request.body,
    );
    reply.code(201);
    return { data };
  },
};
