// Reads the rows of an .xlsx upload's first worksheet without trusting its zip. The zip's directory
// is read first (yauzl), and a workbook that would inflate past the limits, or hold macros, is
// refused before anything is inflated. Then only the parts the sheet needs are inflated, from the
// entries that directory lists, each held to the size the directory gave, and handed one after
// another to exceljs's streaming reader, which yields rows one at a time: the caller stops at the
// first row past its cap, and neither a bomb nor a workbook of a million rows is ever held whole.
import { posix } from 'node:path';
import { pipeline, Transform, type Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { HttpError } from '../../lib/http-error';
import type { ExportLanguage } from '../reports/export-headers';
import { say } from './messages';

/** The most a workbook's parts may inflate to, together. */
export const MAX_INFLATED_BYTES = 32 * 1024 * 1024;
/** The most a part may inflate beyond its compressed size (Apache POI's limit for zip bombs). */
export const MAX_COMPRESSION_RATIO = 100;
/** Parts this small may be compressed further: a few bytes of XML can inflate a hundredfold. */
const RATIO_GRACE_BYTES = 100 * 1024;
/** An import workbook has a few dozen parts. */
const MAX_ENTRIES = 1000;

/** A row as exceljs reads it: its values by column (1 based) and the number the spreadsheet shows. */
export interface WorkbookRow {
  number: number;
  values: unknown[];
}

/**
 * The parts of exceljs's streaming workbook reader used here (exceljs 4: each parses one part, from
 * any stream of its XML), so its parsers read the parts this module inflated, not a zip of their own.
 */
interface PartReader {
  model?: { sheets?: { rId: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  sharedStrings?: unknown[];
  _parseRels(part: Readable): Promise<void>;
  _parseWorkbook(part: Readable): Promise<void>;
  _parseSharedStrings(part: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(part: Readable, sheetNo: string): Generator<{ value: AsyncIterable<WorkbookRow> }>;
}

const unreadable = (lang: ExportLanguage) => new HttpError(415, say(lang, 'unreadable'), 'content');

/** The zip's directory, checked against the limits. */
async function directory(zip: ZipFile, lang: ExportLanguage): Promise<Map<string, Entry>> {
  if (zip.entryCount > MAX_ENTRIES) throw unreadable(lang);
  const entries = new Map<string, Entry>();
  let inflated = 0;
  let dense = false;
  for await (const entry of zip.eachEntry()) {
    if (/(^|\/)vbaProject\.bin$/i.test(entry.fileName)) throw new HttpError(415, say(lang, 'macros'), 'content');
    if (entry.isEncrypted()) throw unreadable(lang);
    inflated += entry.uncompressedSize;
    dense ||=
      entry.uncompressedSize > RATIO_GRACE_BYTES &&
      entry.uncompressedSize > entry.compressedSize * MAX_COMPRESSION_RATIO;
    entries.set(entry.fileName, entry);
  }
  if (inflated > MAX_INFLATED_BYTES)
    throw new HttpError(413, say(lang, 'inflatedTooLarge', { max: MAX_INFLATED_BYTES / 1024 / 1024 }), 'content');
  if (dense) throw new HttpError(413, say(lang, 'compressionRatio', { ratio: MAX_COMPRESSION_RATIO }), 'content');
  return entries;
}

/** The part's text, inflated no further than the size the directory gave it (a zip that lies is unreadable). */
async function part(zip: ZipFile, entry: Entry): Promise<Readable> {
  let seen = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > entry.uncompressedSize ? new Error('inflated past its directory') : null, chunk);
    },
  });
  pipeline(await zip.openReadStreamPromise(entry), counted, () => {});
  // Decoded here, so a character split between two chunks stays whole.
  return counted.setEncoding('utf8');
}

/** Where the workbook keeps its first sheet (a relation of xl/workbook.xml). */
function firstSheetPath(reader: PartReader): string | undefined {
  const first = reader.model?.sheets?.[0];
  const target = reader.workbookRels?.find((rel) => rel.Id === first?.rId)?.Target;
  if (!target) return undefined;
  return target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join('xl', target));
}

/** The rows of the workbook's first sheet, in order; stopping early stops the inflating. */
export async function* workbookRows(bytes: Buffer, lang: ExportLanguage): AsyncGenerator<WorkbookRow> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: false });
  } catch {
    throw unreadable(lang);
  }
  try {
    const entries = await directory(zip, lang);
    const { default: ExcelJS } = await import('exceljs');
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(undefined as never, {
      sharedStrings: 'cache',
      worksheets: 'emit',
      styles: 'ignore',
      hyperlinks: 'ignore',
      entries: 'ignore',
    }) as unknown as PartReader;
    const open = (name: string) => {
      const entry = entries.get(name);
      return entry && part(zip, entry);
    };
    const rels = await open('xl/_rels/workbook.xml.rels');
    const workbook = await open('xl/workbook.xml');
    if (!rels || !workbook) throw unreadable(lang);
    await reader._parseRels(rels);
    await reader._parseWorkbook(workbook);
    const strings = await open('xl/sharedStrings.xml');
    if (strings) for await (const _ of reader._parseSharedStrings(strings));
    reader.sharedStrings ??= [];
    const path = firstSheetPath(reader);
    const sheet = path && (await open(path));
    if (!sheet) return;
    const [emitted] = reader._parseWorksheet(sheet, '1');
    if (emitted) yield* emitted.value;
  } catch (error) {
    throw error instanceof HttpError ? error : unreadable(lang);
  } finally {
    zip.close();
  }
}
