// The monthly tax report and its downloads: per outlet within reach, with its area (the regency or
// city its PBJT return is filed with), the paid orders placed on the month's Jakarta days and the
// amounts frozen on them when placed: the tax base, the PBJT and the service charge. The PBJT summed
// here is the PBJT line of the orders' receipts, so the month's total is theirs to the rupiah.
// Every outlet in scope has a row, one without orders too: a nil return is filed as well.
import type { FastifyReply } from 'fastify';
import { asc, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { orders, outlets } from '../../db/schema';
import type { HandlerRequest, Handlers } from '../../lib/handler-types';
import { outletReach, withinReach, type OutletReach } from '../../lib/outlet-access';
import { monthRange, type Range } from '../../lib/report-periods';
import { countsAsSale } from '../sales/sql';
import { exportHeaders, TOTAL_LABEL } from './export-headers';
import { sendTable, type Cell, type ExportFormat } from './exports';
import { reportScope } from './inventory';

export interface TaxTotals {
  order_count: number;
  tax_base: number;
  tax: number;
  service_charge: number;
}

export interface TaxRow extends TaxTotals {
  outlet_id: number;
  outlet_name: string;
  area_id: number;
  area_name: string;
  npwpd: string;
}

const TOTALS = ['order_count', 'tax_base', 'tax', 'service_charge'] as const;

const sumOf = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** Each outlet in scope with its month's figures, by area then outlet name. */
export async function taxReport(
  db: DbOrTx,
  range: Range,
  scope: OutletReach,
): Promise<{ rows: TaxRow[]; summary: TaxTotals }> {
  const rows = await db
    .select({
      outlet_id: outlets.id,
      outlet_name: outlets.name,
      area_id: outlets.areaId,
      area_name: outlets.areaName,
      npwpd: outlets.npwpd,
      order_count: sql<number>`count(${orders.id})`.mapWith(Number),
      tax_base: sumOf(orders.taxBase),
      tax: sumOf(orders.tax),
      service_charge: sumOf(orders.serviceCharge),
    })
    .from(outlets)
    .leftJoin(
      orders,
      sql`${orders.outletId} = ${outlets.id} and ${orders.placedOn} between ${range.start} and ${range.end}
        and ${countsAsSale(orders.status)}`,
    )
    .where(withinReach(outlets.id, scope))
    .groupBy(outlets.id)
    .orderBy(asc(outlets.areaName), asc(outlets.name), asc(outlets.id));
  const summary: TaxTotals = { order_count: 0, tax_base: 0, tax: 0, service_charge: 0 };
  for (const row of rows) for (const key of TOTALS) summary[key] += row[key];
  return { rows, summary };
}

export const TAX_COLUMNS = ['outlet_id', 'outlet_name', 'area_id', 'area_name', 'npwpd', ...TOTALS] as const;

type TaxRequest =
  HandlerRequest<'getTaxReport'> | HandlerRequest<'exportTaxReport'> | HandlerRequest<'exportTaxReportXlsx'>;

/** The month asked for, at the outlets chosen within the reach of the report scope (as the sales report). */
async function tax(request: TaxRequest) {
  const q = request.query;
  const range = monthRange(q.month);
  const scope = reportScope(await outletReach(request, 'view_admin_user'), q.outlet_ids);
  return { range, ...(await taxReport(request.server.db, range, scope)) };
}

async function exportTax(
  request: HandlerRequest<'exportTaxReport'> | HandlerRequest<'exportTaxReportXlsx'>,
  reply: FastifyReply,
  format: ExportFormat,
) {
  const { range, rows, summary } = await tax(request);
  const table: Cell[][] = rows.map((row) => TAX_COLUMNS.map((c) => row[c]));
  table.push(['', TOTAL_LABEL, '', '', '', ...TOTALS.map((c) => summary[c])]);
  return sendTable(reply, 'tax-report', range, format, [...TAX_COLUMNS], table, {
    headers: exportHeaders(request.query.lang, TAX_COLUMNS),
  });
}

export const taxReportHandlers: Handlers = {
  async getTaxReport(request) {
    const { range, rows, summary } = await tax(request);
    return { period_start: range.start, period_end: range.end, data: rows, summary };
  },
  exportTaxReport: (request, reply) => exportTax(request, reply, 'csv'),
  exportTaxReportXlsx: (request, reply) => exportTax(request, reply, 'xlsx'),
};
