// The waste report and its downloads: what was thrown away between two Jakarta business days at the
// outlets the caller reaches with view_admin_inventory (narrowed by `outlet_ids`), grouped by reason,
// SKU or day, at the value each write-off was booked at. It reads the waste movements of the range
// through their own index (inventory_movements_waste_created_idx).
import type { FastifyReply } from 'fastify';
import { and, sql } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { inventoryMovements, skus, type WasteReason } from '../../db/schema';
import type { HandlerRequest, Handlers } from '../../lib/handler-types';
import { inTurn } from '../../lib/heavy-reads';
import { DAY, startOfJakartaDay } from '../../lib/jakarta-time';
import { outletReach, withinReach, type OutletReach } from '../../lib/outlet-access';
import { reportRange, type Range } from '../../lib/report-periods';
import { stockUnitSql, type StockUnit } from '../../lib/stock-units';
import { exportHeaders, TOTAL_LABEL, wasteReasonName } from '../reports/export-headers';
import { sendTable, type Cell, type ExportFormat } from '../reports/exports';
import { reportScope } from '../reports/inventory';

type GroupBy = components['schemas']['WasteGroupBy'];
export type WasteReportRow = components['schemas']['WasteReportRow'];
export type WasteReportSummary = components['schemas']['WasteReportSummary'];

const KEYS: Record<GroupBy, ReturnType<typeof sql>> = {
  reason: sql`${inventoryMovements.wasteReason}`,
  sku: sql`${inventoryMovements.skuId}::text`,
  day: sql`to_char((${inventoryMovements.createdAt} at time zone 'Asia/Jakarta')::date, 'YYYY-MM-DD')`,
};

interface Raw {
  key: string;
  sku_id: number | null;
  sku_name: string | null;
  stock_unit: StockUnit | null;
  quantity: string | number;
  value: string | number;
  lines: string | number;
}

/** The waste of the range within `scope`, grouped, largest value first (by day: oldest first), and its totals. */
export async function wasteReport(
  db: DbOrTx,
  groupBy: GroupBy,
  range: Range,
  scope: OutletReach,
): Promise<{ rows: WasteReportRow[]; summary: WasteReportSummary }> {
  const from = new Date(startOfJakartaDay(range.start)).toISOString();
  const until = new Date(startOfJakartaDay(range.end) + DAY).toISOString();
  const bySku = groupBy === 'sku';
  const raw = await rowsOf<Raw>(
    db,
    sql`with grouped as (
        select ${KEYS[groupBy]} as key, ${bySku ? sql`${inventoryMovements.skuId}` : sql`null::integer`} as sku_id,
          sum(${inventoryMovements.quantity}) as quantity, coalesce(sum(${inventoryMovements.wasteValue}), 0) as value,
          count(*) as lines
        from ${inventoryMovements}
        where ${and(
          sql`${inventoryMovements.source} = 'waste'`,
          sql`${inventoryMovements.createdAt} >= ${from}::timestamptz and ${inventoryMovements.createdAt} < ${until}::timestamptz`,
          withinReach(inventoryMovements.outletId, scope),
        )}
        group by 1, 2
      )
      select g.key, g.sku_id, ${skus.name} as sku_name, ${stockUnitSql(skus.kind, skus.unit)} as stock_unit,
        g.quantity, g.value, g.lines
      from grouped g left join ${skus} on ${skus.id} = g.sku_id`,
  );
  const rows = raw
    .map((r): WasteReportRow => ({
      key: r.key,
      label: bySku ? r.sku_name! : r.key,
      sku_id: bySku ? Number(r.sku_id) : null,
      stock_unit: bySku ? r.stock_unit : null,
      quantity: bySku ? Number(r.quantity) : null,
      value: Number(r.value),
      lines: Number(r.lines),
    }))
    .sort((a, b) =>
      groupBy === 'day'
        ? a.key.localeCompare(b.key)
        : b.value - a.value || a.label.localeCompare(b.label) || a.key.localeCompare(b.key),
    );
  return {
    rows,
    summary: {
      value: rows.reduce((sum, row) => sum + row.value, 0),
      lines: rows.reduce((sum, row) => sum + row.lines, 0),
    },
  };
}

type ReportRequest =
  HandlerRequest<'getWasteReport'> | HandlerRequest<'exportWasteReport'> | HandlerRequest<'exportWasteReportXlsx'>;

async function report(request: ReportRequest) {
  const q = request.query;
  const range = reportRange(q);
  const groupBy = q.group_by ?? 'reason';
  const scope = reportScope(await outletReach(request, 'view_admin_inventory'), q.outlet_ids);
  return { range, groupBy, ...(await wasteReport(request.server.db, groupBy, range, scope)) };
}

/** The columns of a download: what the rows are grouped by, then the figures. */
const FIGURES = ['quantity', 'stock_unit', 'value', 'lines'] as const;
const LEADING: Record<GroupBy, string[]> = { reason: ['reason'], sku: ['sku_id', 'sku_name'], day: ['day'] };

async function exportReport(
  request: HandlerRequest<'exportWasteReport'> | HandlerRequest<'exportWasteReportXlsx'>,
  reply: FastifyReply,
  format: ExportFormat,
) {
  const { range, groupBy, rows, summary } = await report(request);
  const lang = request.query.lang;
  const leading = (row: WasteReportRow): Cell[] =>
    groupBy === 'sku'
      ? [row.sku_id!, row.label]
      : [groupBy === 'reason' ? wasteReasonName(lang, row.key as WasteReason) : row.key];
  const table: Cell[][] = rows.map((row) => [
    ...leading(row),
    row.quantity ?? '',
    row.stock_unit ?? '',
    row.value,
    row.lines,
  ]);
  table.push([...(groupBy === 'sku' ? ['', TOTAL_LABEL] : [TOTAL_LABEL]), '', '', summary.value, summary.lines]);
  const columns = [...LEADING[groupBy], ...FIGURES];
  return sendTable(reply, 'waste-report', range, format, columns, table, { headers: exportHeaders(lang, columns) });
}

/** The report and its downloads are heavy reads, answered in their turn (see heavy-reads). */
export const wasteReportHandlers: Handlers = inTurn({
  async getWasteReport(request) {
    const { groupBy, rows, summary } = await report(request);
    return { group_by: groupBy, data: rows, summary };
  },
  exportWasteReport: (request, reply) => exportReport(request, reply, 'csv'),
  exportWasteReportXlsx: (request, reply) => exportReport(request, reply, 'xlsx'),
});
