// The Z report of a business day and its downloads: every shift that opened on that business day at
// the outlets the caller reaches with view_admin_shift (narrowed by `outlet_ids`), however late it
// closed, by outlet, register and opening time, with what it took per payment method, its cash
// movements, and its expected and counted cash. Open shifts show their figures so far.
import type { FastifyReply } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { outlets, shifts } from '../../db/schema';
import type { HandlerRequest, Handlers } from '../../lib/handler-types';
import { jakartaDateTime } from '../../lib/jakarta-time';
import { outletReach, withinReach, type OutletReach } from '../../lib/outlet-access';
import { exportHeaders, TOTAL_LABEL } from './export-headers';
import { sendTable, type Cell, type ExportFormat } from './exports';
import { reportScope } from './inventory';
import { shiftFigures, type ShiftMethod } from '../shifts/drawer';
import { expectedOf, shiftsWithNames } from '../shifts/queries';

type ShiftReportRow = components['schemas']['ShiftReportRow'];
type ShiftReportTotals = components['schemas']['ShiftReportTotals'];

/** The columns summed in the totals, in the order of the downloads. */
const SUMMED = [
  'opening_float',
  'cash_sales',
  'card_sales',
  'qris_static_sales',
  'gateway_sales',
  'refunds',
  'cash_refunds',
  'pay_in',
  'pay_out',
  'safe_drops',
  'expected_cash',
  'counted_cash',
  'variance',
] as const;

const COLUMNS = [
  'shift_id',
  'outlet_id',
  'outlet_name',
  'register',
  'status',
  'opened_at',
  'closed_at',
  'opened_by_name',
  'closed_by_name',
  ...SUMMED,
] as const;

/** The shifts of the business day within `scope`, with their totals. */
async function shiftReport(
  db: DbOrTx,
  date: string,
  scope: OutletReach,
): Promise<{ rows: ShiftReportRow[]; summary: ShiftReportTotals }> {
  const found = await shiftsWithNames(db)
    .where(and(eq(shifts.businessDate, date), withinReach(shifts.outletId, scope)))
    .orderBy(asc(outlets.name), asc(shifts.outletId), asc(shifts.register), asc(shifts.openedAt), asc(shifts.id));
  const figures = await shiftFigures(
    db,
    found.map(({ shift }) => shift.id),
  );
  const rows = found.map(({ shift: s, outletName, openerName, closerName }): ShiftReportRow => {
    const f = figures.get(s.id)!;
    const sales = (method: ShiftMethod) =>
      f.methods.filter((m) => m.method === method).reduce((sum, m) => sum + m.amount, 0);
    return {
      shift_id: s.id,
      outlet_id: s.outletId,
      outlet_name: outletName,
      register: s.register,
      status: s.status,
      opened_at: s.openedAt.toISOString(),
      closed_at: s.closedAt?.toISOString() ?? null,
      opened_by_name: openerName,
      closed_by_name: closerName,
      opening_float: s.openingFloat,
      cash_sales: f.cash.sales,
      card_sales: sales('card'),
      qris_static_sales: sales('qris_static'),
      gateway_sales: sales('gateway'),
      refunds: f.methods.reduce((sum, m) => sum + m.refundAmount, 0),
      cash_refunds: f.cash.refunds,
      pay_in: f.cash.payIn,
      pay_out: f.cash.payOut,
      safe_drops: f.cash.safeDrops,
      expected_cash: expectedOf(s, f),
      counted_cash: s.countedCash,
      variance: s.variance,
    };
  });
  const summary = Object.fromEntries([
    ['shift_count', rows.length],
    ...SUMMED.map((column) => [column, rows.reduce((sum, row) => sum + (row[column] ?? 0), 0)]),
  ]) as ShiftReportTotals;
  return { rows, summary };
}

type ReportRequest =
  HandlerRequest<'getShiftReport'> | HandlerRequest<'exportShiftReport'> | HandlerRequest<'exportShiftReportXlsx'>;

async function report(request: ReportRequest) {
  const { date, outlet_ids } = request.query;
  const scope = reportScope(await outletReach(request, 'view_admin_shift'), outlet_ids);
  return shiftReport(request.server.db, date, scope);
}

const time = (at: string | null) => (at ? jakartaDateTime(Date.parse(at)) : '');

async function exportReport(
  request: HandlerRequest<'exportShiftReport'> | HandlerRequest<'exportShiftReportXlsx'>,
  reply: FastifyReply,
  format: ExportFormat,
) {
  const { date } = request.query;
  const { rows, summary } = await report(request);
  const table: Cell[][] = rows.map((row) =>
    COLUMNS.map((column) => {
      if (column === 'opened_at' || column === 'closed_at') return time(row[column]);
      return row[column] ?? '';
    }),
  );
  table.push(['', '', TOTAL_LABEL, '', '', '', '', '', '', ...SUMMED.map((column) => summary[column])]);
  return sendTable(reply, 'shift-report', { start: date, end: date }, format, [...COLUMNS], table, {
    headers: exportHeaders(request.query.lang, COLUMNS),
  });
}

export const shiftReportHandlers: Handlers = {
  async getShiftReport(request) {
    const { rows, summary } = await report(request);
    return { date: request.query.date, data: rows, summary };
  },
  exportShiftReport: (request, reply) => exportReport(request, reply, 'csv'),
  exportShiftReportXlsx: (request, reply) => exportReport(request, reply, 'xlsx'),
};
