// The timeslot calls answered from the in-memory database: the slots of a day (and outlet), and
// switching slots on and off together, counting the orders booked in those switched off. An id in
// both lists is refused (422), an unknown one too (404), with nothing changed, as the API does.
import { getListTimeslotsMockHandler, getUpdateTimeslotsMockHandler } from '@generated/hooks/timeslots/timeslots.msw';
import { updateTimeslotsBody } from '@generated/zod/timeslots/timeslots.zod';
import { errorResponse } from '../api';
import { db } from '../mock-db';
import { readBody } from './read-body';

export const timeslotHandlers = [
  getListTimeslotsMockHandler(({ request }) => {
    const query = new URL(request.url).searchParams;
    const outlet = query.get('outlet_id');
    return {
      data: db.timeslots
        .all()
        .filter((slot) => slot.date === query.get('date') && (!outlet || slot.outlet_id === Number(outlet)))
        .sort((a, b) => a.outlet_id - b.outlet_id || a.start_time.localeCompare(b.start_time)),
    };
  }),
  getUpdateTimeslotsMockHandler(async ({ request }) => {
    const body = await readBody(request, updateTimeslotsBody);
    const off = body.deactive_timeslot_ids;
    const on = body.active_timeslot_ids;
    if (off.some((id) => on.includes(id))) throw errorResponse(422, 'A timeslot cannot be switched on and off');
    const slots = [...off, ...on].map((id) => db.timeslots.get(id));
    for (const slot of slots) db.timeslots.update(slot.id, { is_active: on.includes(slot.id) });
    return {
      data: 'Timeslots updated',
      meta: {
        activated: on.length,
        deactivated: off.length,
        booked_orders_in_deactivated: slots
          .filter((slot) => off.includes(slot.id))
          .reduce((sum, slot) => sum + slot.order_count, 0),
      },
    };
  }),
];
