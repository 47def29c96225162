// Text in spreadsheet cells, written and read under one rule (OWASP's CSV injection rule): a cell
// whose text starts with = + - @, a tab or a carriage return is a formula to a spreadsheet program.
// Every file the product writes (CSV and .xlsx) puts an apostrophe before such text, as a
// spreadsheet does for text typed that way; numbers stay numbers (a stock of -3 is no formula). An
// import reads an apostrophe it wrote back as the text after it, and refuses such text without one.
// Invisible characters in front (zero-width spaces, joiners, byte-order marks, spaces) do not hide
// the start, nor do full-width forms (＝, ＋, －, ＠).
import { stringify } from 'csv-stringify';

const INVISIBLE_START = /^[\p{Z}\p{Cf}\n\v\f\u0085]+/u;
const FORMULA_START = /^[=+\-@\t\r]/;
/** Control characters other than tab, line feed and carriage return. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** A number as a spreadsheet shows one, which no program runs. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** Whether a spreadsheet program would take the text for a formula. */
export function startsLikeFormula(text: string): boolean {
  const visible = text.replace(INVISIBLE_START, '');
  const first = visible.codePointAt(0);
  return first !== undefined && FORMULA_START.test(String.fromCodePoint(first).normalize('NFKC'));
}

/** Whether the text holds a control character (NUL and the like; tab and line breaks are text). */
const hasControlCharacter = (text: string): boolean => CONTROL.test(text);

/** Text as the product writes it into a file: an apostrophe before anything formula-like. */
export function writtenText(text: string): string {
  // Text that already starts with apostrophes gets one more, so reading it back is exact.
  return startsLikeFormula(text.replace(/^'+/, '')) ? `'${text}` : text;
}

/** A cell as the product writes it: text made safe, numbers and dates as they are. */
export function writtenCell<T>(cell: T): T {
  return (typeof cell === 'string' ? writtenText(cell) : cell) as T;
}

/** Why an imported text cell is refused, when it is. */
export type RefusedText = 'formulaText' | 'controlCharacter';

/** An imported text cell: the text it stands for, or why it is refused. */
export function readText(cell: string): string | { refused: RefusedText } {
  if (hasControlCharacter(cell)) return { refused: 'controlCharacter' };
  if (cell.startsWith("'") && startsLikeFormula(cell.slice(1).replace(/^'+/, ''))) return cell.slice(1);
  if (startsLikeFormula(cell) && !PLAIN_NUMBER.test(cell)) return { refused: 'formulaText' };
  return cell;
}

/** A CSV download: the rows, each text cell written safe, as a stream. */
export function csvFile(rows: readonly (readonly unknown[])[]) {
  return stringify(rows as unknown[][], { cast: { string: writtenText } });
}

/**
 * Why a name cannot be given, if it cannot: a name never starts like a formula nor holds a control
 * character, so no file ever has to change it. A name given before keeps working (see callers).
 */
export function refusedName(name: string): RefusedName | undefined {
  if (/\p{Cc}/u.test(name)) return 'nameControl';
  return startsLikeFormula(name) ? 'nameFormula' : undefined;
}

export type RefusedName = 'nameFormula' | 'nameControl';

/** The words for a refused name, the same in a form's answer and an import's row. */
export const REFUSED_NAME_MESSAGES = {
  en: { nameFormula: 'Name cannot start with =, +, - or @', nameControl: 'Name cannot contain control characters' },
  id: {
    nameFormula: 'Nama tidak boleh diawali =, +, - atau @',
    nameControl: 'Nama tidak boleh berisi karakter kontrol',
  },
} as const satisfies Record<'en' | 'id', Record<RefusedName, string>>;
