// Stock counts at the outlets the caller reaches with view_admin_inventory: another outlet's count
// is not found.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../lib/current-user';
import type { HandlerRequest, Handlers } from '../../lib/handler-types';
import { inTurn } from '../../lib/heavy-reads';
import { outletReach } from '../../lib/outlet-access';
import { exportHeaders } from '../reports/export-headers';
import { sendTable, type ExportFormat } from '../reports/exports';
import { getStocktake, listStocktakes } from './queries';
import { stocktakeVariance, stockUsage, VARIANCE_COLUMNS, varianceTable } from './reports';
import { cancelStocktake, closeStocktake, openStocktake, saveCounts } from './writes';

const reachOf = (request: FastifyRequest) => outletReach(request, 'view_admin_inventory');

type ExportRequest = HandlerRequest<'exportStocktakeVariance'> | HandlerRequest<'exportStocktakeVarianceXlsx'>;

async function exportVariance(request: ExportRequest, reply: FastifyReply, format: ExportFormat) {
  const report = await stocktakeVariance(request.server.db, await reachOf(request), request.params.stocktake_id);
  const closed = report.closed_at.slice(0, 10);
  return sendTable(
    reply,
    'stocktake-variance',
    { start: report.stocktake_number, end: closed },
    format,
    [...VARIANCE_COLUMNS],
    varianceTable(report),
    { headers: exportHeaders(request.query.lang, VARIANCE_COLUMNS), percent: ['variance_percent'] },
  );
}

export const stocktakeHandlers: Handlers = {
  listStocktakes: async (request) => listStocktakes(request.server.db, await reachOf(request), request.query),

  getStocktake: async (request) => ({
    data: await getStocktake(request.server.db, await reachOf(request), request.params.stocktake_id),
  }),

  async createStocktake(request, reply) {
    const data = await openStocktake(
      request.server.db,
      currentUser(request).userId,
      await reachOf(request),
      request.body,
    );
    reply.code(201);
    return { data };
  },

  saveStocktakeCounts: async (request) => ({
    data: await saveCounts(
      request.server.db,
      currentUser(request).userId,
      await reachOf(request),
      request.params.stocktake_id,
      request.body,
    ),
  }),

  closeStocktake: async (request) => ({
    data: await closeStocktake(
      request.server.db,
      currentUser(request).userId,
      await reachOf(request),
      request.params.stocktake_id,
    ),
  }),

  cancelStocktake: async (request) => ({
    data: await cancelStocktake(
      request.server.db,
      currentUser(request).userId,
      await reachOf(request),
      request.params.stocktake_id,
    ),
  }),

  getStocktakeVariance: async (request) => ({
    data: await stocktakeVariance(request.server.db, await reachOf(request), request.params.stocktake_id),
  }),

  ...inTurn({
    exportStocktakeVariance: (request, reply) => exportVariance(request, reply, 'csv'),
    exportStocktakeVarianceXlsx: (request, reply) => exportVariance(request, reply, 'xlsx'),
    getStockUsageReport: async (request) => ({
      data: await stockUsage(request.server.db, await reachOf(request), request.query),
    }),
  }),
};
