// The columns of each import file, headed in the words of the screens in either language (a file
// headed in either is read), and the outcome of a row as the answer gives it.
import type { components } from '../../../../generated/schema';
import { HttpError } from '../../lib/http-error';
import type { ExportLanguage } from '../reports/export-headers';
import { say, type ImportMessage } from './messages';
import type { CellValue, Sheet } from './read-file';

export type ImportKind = 'skus' | 'recipes' | 'opening-stock';
export type ImportRowDto = components['schemas']['ImportRow'];
export type ImportResultDto = components['schemas']['ImportResult'];

interface ColumnSpec {
  field: string;
  en: string;
  id: string;
}

const COLUMNS = {
  skus: [
    { field: 'name', en: 'Name', id: 'Nama' },
    { field: 'category', en: 'Category', id: 'Kategori' },
    { field: 'kind', en: 'Kind', id: 'Jenis SKU' },
    { field: 'price', en: 'Price', id: 'Harga' },
    { field: 'discounted_price', en: 'Discounted price', id: 'Harga diskon' },
    { field: 'unit_amount', en: 'Unit Amount', id: 'Jumlah satuan' },
    { field: 'unit', en: 'Unit', id: 'Satuan' },
    { field: 'image_url', en: 'Image', id: 'Gambar' },
    { field: 'status', en: 'Active', id: 'Aktif' },
  ],
  recipes: [
    { field: 'product', en: 'Product', id: 'Produk' },
    { field: 'ingredient', en: 'Ingredient', id: 'Bahan baku' },
    { field: 'quantity', en: 'Quantity', id: 'Jumlah' },
  ],
  'opening-stock': [
    { field: 'outlet', en: 'Outlet', id: 'Outlet' },
    { field: 'sku', en: 'SKU', id: 'SKU' },
    { field: 'quantity', en: 'Quantity', id: 'Jumlah' },
  ],
} as const satisfies Record<ImportKind, readonly ColumnSpec[]>;

type FieldOf<K extends ImportKind> = (typeof COLUMNS)[K][number]['field'];

/** The words a file may use for a SKU's kind and active flag, in either language. */
export const KIND_WORDS: Record<ExportLanguage, Record<'product' | 'ingredient' | 'prep', string>> = {
  en: { product: 'product', ingredient: 'ingredient', prep: 'prep item' },
  id: { product: 'produk', ingredient: 'bahan baku', prep: 'bahan olahan' },
};
export const YES_NO: Record<ExportLanguage, [yes: string, no: string]> = { en: ['yes', 'no'], id: ['ya', 'tidak'] };

export const headersOf = (kind: ImportKind, lang: ExportLanguage) => COLUMNS[kind].map((column) => column[lang]);

/** A row being checked: its cells by field, and the errors found, each naming its column as the file heads it. */
export class RowCheck<F extends string> {
  readonly errors: ImportRowDto['errors'] = [];
  constructor(
    readonly row: number,
    private readonly cells: Record<F, CellValue>,
    private readonly headers: Record<F, string>,
    private readonly lang: ExportLanguage,
  ) {}

  /** The cell's text; '' (and its error) for a cell the import refuses. */
  text(field: F): string {
    const cell = this.cells[field];
    if (typeof cell === 'string') return cell;
    this.error(field, cell.refused);
    return '';
  }

  error(field: F, key: ImportMessage, values: Record<string, string | number> = {}): void {
    if (this.errors.some((error) => error.field === field)) return; // the first problem of a cell is enough
    this.errors.push({ column: this.headers[field], field, message: say(this.lang, key, values) });
  }

  /** The column's header as the file has it (for messages naming it). */
  header(field: F): string {
    return this.headers[field];
  }

  get ok(): boolean {
    return this.errors.length === 0;
  }
}

/** The sheet's rows as checks, each column found by its header in either language; 422 for a missing column. */
export function rowsOf<K extends ImportKind>(kind: K, sheet: Sheet, lang: ExportLanguage): RowCheck<FieldOf<K>>[] {
  const specs = COLUMNS[kind] as readonly ColumnSpec[];
  const normal = (text: string) => text.trim().toLowerCase();
  const index: Record<string, number> = {};
  const headers: Record<string, string> = {};
  for (const spec of specs) {
    const at = sheet.headers.findIndex((header) => [spec.en, spec.id].map(normal).includes(normal(header)));
    if (at < 0) throw new HttpError(422, say(lang, 'missingColumn', { column: spec[lang] }), 'content');
    index[spec.field] = at;
    headers[spec.field] = sheet.headers[at]!;
  }
  if (sheet.rows.length === 0) throw new HttpError(422, say(lang, 'noRows'), 'content');
  return sheet.rows.map((row) => {
    const cells = Object.fromEntries(specs.map((spec) => [spec.field, row.cells[index[spec.field]!] ?? '']));
    return new RowCheck(row.row, cells as Record<FieldOf<K>, CellValue>, headers as Record<FieldOf<K>, string>, lang);
  });
}

/** A whole number from a cell ("25000", "25000.0"), or undefined when it is not one. */
export function wholeNumber(text: string): number | undefined {
  if (!/^-?\d+(\.0+)?$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** The database's integer columns hold up to this. */
export const MAX_INT = 2_147_483_647;

/** The answer for checked rows. */
export function resultOf(rows: ImportRowDto[], dryRun: boolean, committed: boolean): ImportResultDto {
  const count = (outcome: ImportRowDto['outcome']) => rows.filter((row) => row.outcome === outcome).length;
  return {
    dry_run: dryRun,
    committed,
    summary: {
      rows: rows.length,
      created: count('create'),
      updated: count('update'),
      unchanged: count('unchanged'),
      errors: count('error'),
    },
    rows,
  };
}

/** The row's outcome: its error when it has one, else what it does. */
export function outcomeOf(
  check: RowCheck<string>,
  key: string,
  outcome: Exclude<ImportRowDto['outcome'], 'error'>,
): ImportRowDto {
  return check.ok
    ? { row: check.row, outcome, key, errors: [] }
    : { row: check.row, outcome: 'error', key, errors: check.errors };
}
