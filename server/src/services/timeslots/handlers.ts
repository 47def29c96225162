// Pick-up timeslots: a day's windows and switching them on and off, at the outlets the user
// reaches with the timeslot scope.
import type { Handlers } from '../../lib/handler-types';
import { outletReach } from '../../lib/outlet-access';
import { listTimeslots, updateTimeslots } from './queries';

const SCOPE = 'view_admin_timeslot';

export const timeslotHandlers: Handlers = {
  listTimeslots: async (request) => ({
    data: await listTimeslots(request.server.db, await outletReach(request, SCOPE), request.query),
  }),

  async updateTimeslots(request) {
    const { deactive_timeslot_ids = [], active_timeslot_ids = [] } = request.body;
    const reach = await outletReach(request, SCOPE);
    const meta = await updateTimeslots(request.server.db, reach, deactive_timeslot_ids, active_timeslot_ids);
    return { data: 'Timeslots updated', meta };
  },
};
