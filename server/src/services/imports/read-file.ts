// Reads an import file into a header row and rows of text cells, the numbers a spreadsheet shows
// beside them. Values only: a formula cell is marked and never evaluated (its cached result is not
// trusted either), a macro-enabled workbook is refused, and files above the limits are refused
// before their rows are read.
import { parse } from 'csv-parse/sync';
import { HttpError } from '../../lib/http-error';
import type { ExportLanguage } from '../reports/export-headers';
import { say } from './messages';

const MAX_FILE_BYTES = 5 * 1024 * 1024;
const MAX_ROWS = 5000;
/** The request body that carries a file of the largest size, base64-encoded, with its few fields. */
export const IMPORT_BODY_LIMIT = Math.ceil(MAX_FILE_BYTES / 3) * 4 + 64 * 1024;

/** A cell as read: its text, or a formula the import refuses. */
export type CellValue = string | { formula: true };

interface SheetRow {
  /** The row number the spreadsheet shows (the header is row 1). */
  row: number;
  cells: CellValue[];
}

export interface Sheet {
  headers: string[];
  rows: SheetRow[];
}

const tooManyRows = (lang: ExportLanguage) =>
  new HttpError(413, say(lang, 'tooManyRows', { max: MAX_ROWS.toLocaleString('en-US') }), 'content');

/** The file's bytes from the request, refused (413) above the size limit before they are decoded. */
export function decodeContent(content: string, lang: ExportLanguage): Buffer {
  if (Math.floor((content.length * 3) / 4) > MAX_FILE_BYTES + 2)
    throw new HttpError(413, say(lang, 'tooLarge', { max: MAX_FILE_BYTES / 1024 / 1024 }), 'content');
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length > MAX_FILE_BYTES)
    throw new HttpError(413, say(lang, 'tooLarge', { max: MAX_FILE_BYTES / 1024 / 1024 }), 'content');
  return bytes;
}

export async function readSheet(fileName: string, bytes: Buffer, lang: ExportLanguage): Promise<Sheet> {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'xlsm' || extension === 'xltm' || extension === 'xlsb' || extension === 'xlam')
    throw new HttpError(415, say(lang, 'macros'), 'file_name');
  if (extension === 'csv') return readCsv(bytes.toString('utf8'), lang);
  if (extension !== 'xlsx') throw new HttpError(415, say(lang, 'wrongType'), 'file_name');
  return readXlsx(bytes, lang);
}

function cellText(value: unknown): CellValue {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if ('formula' in object || 'sharedFormula' in object) return { formula: true };
    if (Array.isArray(object.richText))
      return (object.richText as { text: string }[])
        .map((part) => part.text)
        .join('')
        .trim();
    if (typeof object.text === 'string') return object.text.trim();
    if ('error' in object) return { formula: true };
  }
  return String(value as string).trim();
}

async function readXlsx(bytes: Buffer, lang: ExportLanguage): Promise<Sheet> {
  // A zip (PK..) is all an .xlsx can be; macros live in vbaProject.bin, whose name the zip lists as is.
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50)
    throw new HttpError(415, say(lang, 'unreadable'), 'content');
  if (bytes.includes('vbaProject.bin')) throw new HttpError(415, say(lang, 'macros'), 'content');
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new HttpError(415, say(lang, 'unreadable'), 'content');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { headers: [], rows: [] };
  if (sheet.actualRowCount > MAX_ROWS + 1) throw tooManyRows(lang);
  const header = sheet.getRow(1);
  const width = header.cellCount;
  const headers: string[] = [];
  for (let column = 1; column <= width; column += 1) {
    const text = cellText(header.getCell(column).value);
    headers.push(typeof text === 'string' ? text : '');
  }
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const cells: CellValue[] = [];
    for (let column = 1; column <= width; column += 1) cells.push(cellText(row.getCell(column).value));
    if (cells.some((cell) => cell !== '')) rows.push({ row: number, cells });
  });
  return { headers, rows };
}

/** RFC 4180 (csv-parse): a byte-order mark dropped, blank lines skipped, rows of any length. */
function readCsv(text: string, lang: ExportLanguage): Sheet {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, to: MAX_ROWS + 2 });
  } catch {
    throw new HttpError(415, say(lang, 'wrongType'), 'file_name');
  }
  if (records.length > MAX_ROWS + 1) throw tooManyRows(lang);
  const [header, ...body] = records;
  // A spreadsheet program shows each record as one row, so the row number counts records.
  return {
    headers: (header ?? []).map((cell) => cell.trim()),
    rows: body.map((record, index) => ({
      row: index + 2,
      cells: record.map((cell) => (cell.trim().startsWith('=') ? { formula: true } : cell.trim())),
    })),
  };
}
