// Reads an import file into a header row and rows of text cells, the numbers a spreadsheet shows
// beside them. Values only: a formula cell is marked and never evaluated (its cached result is not
// trusted either), text a spreadsheet would take for a formula or holding control characters is
// refused on its row (see spreadsheet-cells), a macro-enabled workbook is refused, and files above
// the limits are refused before their rows are read. A CSV is UTF-8 (with or without a byte-order
// mark) or UTF-16; a workbook is read as read-xlsx says.
import { parse } from 'csv-parse/sync';
import { HttpError } from '../../lib/http-error';
import { readText, type RefusedText } from '../../lib/spreadsheet-cells';
import type { ExportLanguage } from '../reports/export-headers';
import { say } from './messages';
import { workbookRows } from './read-xlsx';

const MAX_FILE_BYTES = 5 * 1024 * 1024;
const MAX_ROWS = 5000;
/** Columns past this are not read: an import file has a dozen. */
const MAX_COLUMNS = 100;
/** The request body that carries a file of the largest size, base64-encoded, with its few fields. */
export const IMPORT_BODY_LIMIT = Math.ceil(MAX_FILE_BYTES / 3) * 4 + 64 * 1024;

/** A cell as read: its text, or why the import refuses it. */
export type CellValue = string | { refused: 'formula' | RefusedText };

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
  if (extension === 'csv') return readCsv(decodeText(bytes, lang), lang);
  if (extension !== 'xlsx') throw new HttpError(415, say(lang, 'wrongType'), 'file_name');
  return readXlsx(bytes, lang);
}

const textCell = (text: string): CellValue => readText(text.trim());

function cellText(value: unknown): CellValue {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return textCell(value);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if ('formula' in object || 'sharedFormula' in object || 'error' in object) return { refused: 'formula' };
    if (Array.isArray(object.richText))
      return textCell((object.richText as { text?: string }[]).map((part) => part.text ?? '').join(''));
    if (typeof object.text === 'string') return textCell(object.text);
  }
  return '';
}

/** The number of the header's last column with text, at most MAX_COLUMNS. */
function widthOf(header: CellValue[]): number {
  let width = 0;
  header.slice(0, MAX_COLUMNS).forEach((cell, index) => {
    if (cell !== '') width = index + 1;
  });
  return width;
}

async function readXlsx(bytes: Buffer, lang: ExportLanguage): Promise<Sheet> {
  let headers: string[] = [];
  let width = 0;
  const rows: SheetRow[] = [];
  let counted = 0;
  for await (const { number, values } of workbookRows(bytes, lang)) {
    if (number === 1) {
      const header = Array.from({ length: Math.min(values.length - 1, MAX_COLUMNS) }, (_, i) =>
        cellText(values[i + 1]),
      );
      width = widthOf(header);
      headers = header.slice(0, width).map((cell) => (typeof cell === 'string' ? cell : ''));
      counted += 1;
      continue;
    }
    const cells = Array.from({ length: width }, (_, i) => cellText(values[i + 1]));
    if (!cells.some((cell) => cell !== '')) continue;
    counted += 1;
    // Stopping here stops the reading: the rest of the sheet is never inflated.
    if (counted > MAX_ROWS + 1) throw tooManyRows(lang);
    rows.push({ row: number, cells });
  }
  return { headers, rows };
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** The encoding a CSV is written in: a byte-order mark says, else a header of plain letters does. */
function encodingOf(bytes: Buffer): 'utf-8' | 'utf-16le' | 'utf-16be' {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (UTF8_BOM.every((byte, i) => bytes[i] === byte)) return 'utf-8';
  // Without a mark, UTF-16 shows in the header's letters: every other byte is zero.
  const sample = bytes.subarray(0, Math.min(bytes.length, 64) & ~1);
  const zeroAt = (parity: number) =>
    sample.length > 0 && sample.every((byte, i) => (i % 2 === parity) === (byte === 0));
  if (zeroAt(1)) return 'utf-16le';
  if (zeroAt(0)) return 'utf-16be';
  return 'utf-8';
}

/** The CSV's text; 415 for bytes that are not UTF-8 or UTF-16 (Latin-1, Windows-1252...). */
function decodeText(bytes: Buffer, lang: ExportLanguage): string {
  try {
    return new TextDecoder(encodingOf(bytes), { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(415, say(lang, 'encoding'), 'content');
  }
}

/** RFC 4180 (csv-parse): blank lines skipped, rows of any length. */
function readCsv(text: string, lang: ExportLanguage): Sheet {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, to: MAX_ROWS + 2 });
  } catch {
    throw new HttpError(415, say(lang, 'wrongType'), 'file_name');
  }
  if (records.length > MAX_ROWS + 1) throw tooManyRows(lang);
  const [header = [], ...body] = records;
  const width = widthOf(header.map((cell) => cell.trim()));
  // A spreadsheet program shows each record as one row, so the row number counts records.
  return {
    headers: header.slice(0, width).map((cell) => cell.trim()),
    rows: body.map((record, index) => ({ row: index + 2, cells: record.slice(0, width).map(textCell) })),
  };
}
