// Shifts at the registers, at the outlets the caller reaches with view_admin_shift (the Z report is with the reports).
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../lib/current-user';
import { requiredText, type Handlers } from '../../lib/handler-types';
import { outletReach } from '../../lib/outlet-access';
import { getShift, listShifts } from './queries';
import { approveShift, closeShift, createCashMovement, openShift } from './writes';

const reachOf = (request: FastifyRequest) => outletReach(request, 'view_admin_shift');

export const shiftHandlers: Handlers = {
  listShifts: async (request) => listShifts(request.server.db, await reachOf(request), request.query),

  getShift: async (request) => ({
    data: await getShift(
      request.server.db,
      await reachOf(request),
      request.params.shift_id,
      currentUser(request).userId,
    ),
  }),

  async openShift(request, reply) {
    const { db } = request.server;
    const data = await openShift(db, currentUser(request).userId, await reachOf(request), request.body);
    reply.code(201);
    return { data };
  },

  async createShiftCashMovement(request, reply) {
    const data = await createCashMovement(
      request.server.db,
      currentUser(request).userId,
      await reachOf(request),
      request.params.shift_id,
      request.body,
    );
    reply.code(201);
    return { data };
  },

  closeShift: async (request) => ({
    data: await closeShift(
      request.server.db,
      currentUser(request).userId,
      await reachOf(request),
      request.params.shift_id,
      request.body,
    ),
  }),

  approveShift: async (request) => ({
    data: await approveShift(
      request.server.db,
      currentUser(request).userId,
      await reachOf(request),
      request.params.shift_id,
      requiredText(request.body.note, 'note', 'Note'),
    ),
  }),
};
