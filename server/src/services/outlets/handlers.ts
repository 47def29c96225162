// Outlets: the list (also the order and report look-up), one outlet, the writes, the look-ups of
// the outlet form, the outlet's opening hours for pick-up and its PBJT and service charge. Outlets
// are outlet-bound: a USER role reaches only its own outlet (which it may read and edit, its hours
// and tax too), and adding an outlet or moving the head office takes a reach of every outlet.
import type { FastifyRequest } from 'fastify';
import { type HandlerRequest, type Handlers, requiredText } from '../../lib/handler-types';
import { HttpError } from '../../lib/http-error';
import { outletReach, requireReach } from '../../lib/outlet-access';
import { getPickupHours, replacePickupHours } from './pickup-hours';
import { getOutlet, listActiveUsers, listAreas, listOutlets } from './queries';
import { registerList, saveOutlet, type OutletInput } from './save-outlet';
import { getOutletTax, replaceOutletTax } from './tax';

const NOT_FOUND = 'Outlet not found';
const ADD_NEEDS_EVERY_OUTLET = 'Only staff who manage every outlet can add an outlet';

function outletInput(request: HandlerRequest<'createOutlet'> | HandlerRequest<'updateOutlet'>): OutletInput {
  const { name, address, is_hq, area_id, owner_id, staff_ids, registers } = request.body;
  return {
    name: requiredText(name, 'name', 'Name'),
    address: requiredText(address, 'address', 'Address'),
    isHq: is_hq ?? false,
    areaId: area_id,
    ownerId: owner_id,
    staffIds: staff_ids ?? [],
    registers: registers === undefined ? undefined : registerList(registers),
  };
}

/** Where the outlet screen's scope reaches, with the outlet `id` (when given) required within it. */
async function managedReach(request: FastifyRequest, id?: number) {
  const reach = await outletReach(request, 'view_admin_outlet');
  if (id !== undefined) requireReach(reach, id, NOT_FOUND);
  return reach;
}

export const outletHandlers: Handlers = {
  listOutlets: async (request) =>
    listOutlets(
      request.server.db,
      await outletReach(request, [
        'view_admin_outlet',
        'view_admin_order',
        'view_admin_user',
        'view_admin_purchase_order',
        'view_admin_inventory',
      ]),
      request.query,
    ),

  async getOutlet(request) {
    await managedReach(request, request.params.outlet_id);
    return { data: await getOutlet(request.server.db, request.params.outlet_id) };
  },

  async createOutlet(request, reply) {
    const reach = await managedReach(request);
    if (!reach.all) throw new HttpError(403, ADD_NEEDS_EVERY_OUTLET);
    const data = await saveOutlet(request.server.db, null, outletInput(request), true);
    reply.code(201);
    return { data };
  },

  async updateOutlet(request) {
    const id = request.params.outlet_id;
    const reach = await managedReach(request, id);
    return { data: await saveOutlet(request.server.db, id, outletInput(request), reach.all) };
  },

  async getOutletPickupHours(request) {
    await managedReach(request, request.params.outlet_id);
    return { data: await getPickupHours(request.server.db, request.params.outlet_id) };
  },

  async replaceOutletPickupHours(request) {
    await managedReach(request, request.params.outlet_id);
    return replacePickupHours(request.server.db, request.params.outlet_id, request.body);
  },

  async getOutletTax(request) {
    await managedReach(request, request.params.outlet_id);
    return { data: await getOutletTax(request.server.db, request.params.outlet_id) };
  },

  async replaceOutletTax(request) {
    await managedReach(request, request.params.outlet_id);
    return { data: await replaceOutletTax(request.server.db, request.params.outlet_id, request.body) };
  },

  listOutletAreas: async (request) => listAreas(request.server.db, request.query),

  listOutletOwners: async (request) => listActiveUsers(request.server.db, request.query),

  listOutletStaff: async (request) => listActiveUsers(request.server.db, request.query),
};
