// The modifier report and its downloads: one row per option and ingredient it changed (an option
// that changed none has one row with the ingredient cells empty), then a TOTAL row.
import type { FastifyReply } from 'fastify';
import type { HandlerRequest, Handlers } from '../../lib/handler-types';
import { outletReach } from '../../lib/outlet-access';
import { reportRange } from '../../lib/report-periods';
import { exportHeaders, TOTAL_LABEL } from './export-headers';
import { sendTable, type Cell, type ExportFormat } from './exports';
import { reportScope } from './inventory';
import { modifierReport } from './modifiers';

type ModifierRequest =
  | HandlerRequest<'getModifierReport'>
  | HandlerRequest<'exportModifierReport'>
  | HandlerRequest<'exportModifierReportXlsx'>;

export const MODIFIER_COLUMNS = [
  'group_name',
  'option_name',
  'cups',
  'revenue',
  'recipe_gap_cups',
  'ingredient_name',
  'unit',
  'ingredient_quantity',
] as const;

async function modifiers(request: ModifierRequest) {
  const q = request.query;
  const range = reportRange(q);
  const scope = reportScope(await outletReach(request, 'view_admin_user'), q.outlet_ids);
  return { range, ...(await modifierReport(request.server.db, range, scope)) };
}

async function exportModifiers(
  request: HandlerRequest<'exportModifierReport'> | HandlerRequest<'exportModifierReportXlsx'>,
  reply: FastifyReply,
  format: ExportFormat,
) {
  const { range, rows, summary } = await modifiers(request);
  const table: Cell[][] = rows.flatMap((row) => {
    const option = [row.group_name, row.option_name, row.cups, row.revenue, row.recipe_gap_cups];
    if (!row.ingredients.length) return [[...option, '', '', '']];
    // Exact to a thousandth, so a number holds it as the API's text does ("7.5").
    return row.ingredients.map((i) => [...option, i.ingredient_name, i.stock_unit, Number(i.quantity)]);
  });
  const gapCups = rows.reduce((n, r) => n + r.recipe_gap_cups, 0);
  table.push([TOTAL_LABEL, '', summary.options_sold, summary.revenue, gapCups, '', '', '']);
  return sendTable(reply, 'modifier-report', range, format, [...MODIFIER_COLUMNS], table, {
    headers: exportHeaders(request.query.lang, MODIFIER_COLUMNS),
  });
}

export const modifierReportHandlers: Handlers = {
  async getModifierReport(request) {
    const { rows, summary } = await modifiers(request);
    return { data: rows, summary };
  },
  exportModifierReport: (request, reply) => exportModifiers(request, reply, 'csv'),
  exportModifierReportXlsx: (request, reply) => exportModifiers(request, reply, 'xlsx'),
};
