// The promotions' operations: list, read, create and change a promotion, make and download its
// voucher codes, and preview what one would take off an order. Managing promotions needs the
// product scope; each is kept to the promotions whose outlets the caller reaches.
import { currentUser } from '../../lib/current-user';
import type { Handlers } from '../../lib/handler-types';
import { outletReach } from '../../lib/outlet-access';
import { csvFile } from '../../lib/spreadsheet-cells';
import { previewPromotion } from './preview';
import { getPromotion, listPromotionCodes, listPromotions, promotionCodeRows } from './queries';
import { createPromotion, createPromotionCodes, updatePromotion } from './writes';

const SCOPE = 'view_admin_sku';

export const promotionHandlers: Handlers = {
  listPromotions: async (request) =>
    listPromotions(request.server.db, await outletReach(request, SCOPE), request.query),

  async createPromotion(request, reply) {
    const data = await createPromotion(
      request.server.db,
      currentUser(request).userId,
      await outletReach(request, SCOPE),
      request.body,
    );
    reply.code(201);
    return { data };
  },

  getPromotion: async (request) => ({
    data: await getPromotion(request.server.db, await outletReach(request, SCOPE), request.params.promotion_id),
  }),

  updatePromotion: async (request) => ({
    data: await updatePromotion(
      request.server.db,
      await outletReach(request, SCOPE),
      request.params.promotion_id,
      request.body,
    ),
  }),

  listPromotionCodes: async (request) =>
    listPromotionCodes(
      request.server.db,
      await outletReach(request, SCOPE),
      request.params.promotion_id,
      request.query,
    ),

  async createPromotionCodes(request, reply) {
    const data = await createPromotionCodes(
      request.server.db,
      currentUser(request).userId,
      await outletReach(request, SCOPE),
      request.params.promotion_id,
      request.body,
    );
    reply.code(201);
    return { data };
  },

  async exportPromotionCodes(request, reply) {
    const id = request.params.promotion_id;
    const rows = await promotionCodeRows(request.server.db, await outletReach(request, SCOPE), id);
    reply.header('content-disposition', `attachment; filename="promotion-${id}-codes.csv"`);
    return reply.type('text/csv; charset=utf-8').send(csvFile(rows));
  },

  previewPromotion: async (request) => ({
    data: await previewPromotion(request.server.db, await outletReach(request, SCOPE), request.body),
  }),
};
