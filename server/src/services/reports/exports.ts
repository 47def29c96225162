// Report downloads: every row for the filters as CSV (streamed) or as an Excel workbook, named after
// the report and its range.
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import type { Range } from '../../lib/report-periods';

export type Cell = string | number;
export type ExportFormat = 'csv' | 'xlsx';

export interface TableOptions {
  /** The header row, one per column, in the reader's language; the column names without it. */
  headers?: readonly string[];
  /** Columns in whole rupiah: shown with thousands separators in the workbook. */
  money?: readonly string[];
}

/** Whole rupiah with thousands separators, still numbers to sum and sort. */
const MONEY_FORMAT = '#,##0';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Answers with the table as a file download: a header row, then the rows. */
export async function sendTable(
  reply: FastifyReply,
  report: string,
  range: Range,
  format: ExportFormat,
  columns: string[],
  rows: Cell[][],
  options: TableOptions = {},
): Promise<FastifyReply> {
  const headers = options.headers ? [...options.headers] : columns;
  const money = new Set(options.money);
  const fileName = `${report}_${range.start}_${range.end}.${format}`;
  reply.header('content-disposition', `attachment; filename="${fileName}"`);
  if (format === 'xlsx') {
    // Loaded with the first workbook asked for, not at start-up: the library alone takes over half
    // a second to load.
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(report);
    sheet.addRow(headers).font = { bold: true };
    sheet.addRows(rows);
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
    sheet.columns.forEach((column, i) => {
      column.width = Math.max(12, headers[i]!.length + 2);
      if (money.has(columns[i]!)) column.numFmt = MONEY_FORMAT;
    });
    // The header keeps the general format.
    sheet.getRow(1).eachCell((cell) => {
      cell.numFmt = 'General';
    });
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    return reply.type(XLSX_TYPE).header('content-length', file.length).send(file);
  }
  return reply.type('text/csv; charset=utf-8').send(stringify([headers, ...rows]));
}
