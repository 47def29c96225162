// Report downloads: every row for the filters as CSV (streamed) or as an Excel workbook, named after
// the report and its range. Text in either is written safe from spreadsheet formulas
// (spreadsheet-cells); numbers stay numbers.
import type { FastifyReply } from 'fastify';
import type { Range } from '../../lib/report-periods';
import { csvFile, writtenCell } from '../../lib/spreadsheet-cells';

export type Cell = string | number;
export type ExportFormat = 'csv' | 'xlsx';

export interface TableOptions {
  /** The header row, one per column, in the reader's language; the column names without it. */
  headers?: readonly string[];
  /**
   * Columns of percentages written as points ("12.34" for 12.34 %): kept so in the CSV, numbers
   * shown as percentages in the workbook.
   */
  percent?: readonly string[];
}

/**
 * The workbook's cells are typed for people who open it: whole numbers (rupiah, counts, quantities)
 * with thousands separators, still numbers to sum and sort; the periods' first and last days as
 * dates (a day's row too); percentages as percentages. Ids stay plain numbers. The CSV stays as the API speaks it,
 * for machines: ISO dates, plain numbers, percentage points.
 */
const NUMBER_FORMAT = '#,##0';
const DECIMAL_FORMAT = '#,##0.00';
const DATE_FORMAT = 'yyyy-mm-dd';
const PERCENT_FORMAT = '0.00%';
const DATE_COLUMNS = new Set(['period_start', 'period_end', 'day']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A cell as the workbook holds it: a date column's ISO day as a date, a percentage as a fraction. */
function workbookCell(column: string, cell: Cell, percent: Set<string>): Cell | Date {
  if (DATE_COLUMNS.has(column) && typeof cell === 'string' && ISO_DATE.test(cell)) return new Date(`${cell}T00:00:00Z`);
  if (percent.has(column) && cell !== '') return Number(cell) / 100;
  return writtenCell(cell);
}

function formatOf(column: string, percent: Set<string>): string | undefined {
  if (DATE_COLUMNS.has(column)) return DATE_FORMAT;
  if (percent.has(column)) return PERCENT_FORMAT;
  return column.endsWith('_id') ? undefined : NUMBER_FORMAT;
}

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
  const percent = new Set(options.percent);
  const fileName = `${report}_${range.start}_${range.end}.${format}`;
  reply.header('content-disposition', `attachment; filename="${fileName}"`);
  if (format === 'xlsx') {
    // Loaded with the first workbook asked for, not at start-up: the library alone takes over half
    // a second to load.
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(report);
    sheet.addRow(headers.map(writtenCell)).font = { bold: true };
    sheet.addRows(rows.map((row) => row.map((cell, i) => workbookCell(columns[i]!, cell, percent))));
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
    sheet.columns.forEach((column, i) => {
      column.width = Math.max(12, headers[i]!.length + 2);
      const format = formatOf(columns[i]!, percent);
      if (format) column.numFmt = format;
    });
    // A fraction of a rupiah (an average cost per millilitre) keeps its two decimals.
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (typeof cell.value === 'number' && !Number.isInteger(cell.value) && cell.numFmt === NUMBER_FORMAT)
          cell.numFmt = DECIMAL_FORMAT;
      }),
    );
    // The header keeps the general format; a text cell (a label, TOTAL) is shown as it is whatever it holds.
    sheet.getRow(1).eachCell((cell) => {
      cell.numFmt = 'General';
    });
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    return reply.type(XLSX_TYPE).header('content-length', file.length).send(file);
  }
  return reply.type('text/csv; charset=utf-8').send(csvFile([headers, ...rows]));
}
