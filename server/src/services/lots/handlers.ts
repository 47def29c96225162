// Lots that expire, at the outlets the caller reaches with view_admin_inventory.
import { currentUser } from '../../lib/current-user';
import type { Handlers } from '../../lib/handler-types';
import { outletReach } from '../../lib/outlet-access';
import { listExpiringLots, writeOffLot } from './queries';

const SCOPE = 'view_admin_inventory';

export const lotHandlers: Handlers = {
  listExpiringLots: async (request) =>
    listExpiringLots(request.server.db, await outletReach(request, SCOPE), request.query),

  writeOffLot: async (request) => ({
    data: await writeOffLot(
      request.server.db,
      currentUser(request).userId,
      await outletReach(request, SCOPE),
      request.params.lot_id,
    ),
  }),
};
