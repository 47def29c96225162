// Spreadsheet imports: templates, the SKU export in the same columns, and the dry run and import of
// a file. The file comes with each call (nothing is kept between the dry run and the import); the
// import checks every row again inside its transaction and writes all rows or none.
import type { FastifyReply } from 'fastify';
import type { Tx } from '../../db/client';
import { currentUser, FORBIDDEN } from '../../lib/current-user';
import type { HandlerRequest, Handlers } from '../../lib/handler-types';
import { HttpError } from '../../lib/http-error';
import { outletReach } from '../../lib/outlet-access';
import { csvFile, writtenCell } from '../../lib/spreadsheet-cells';
import type { ExportLanguage } from '../reports/export-headers';
import { lockStructure } from '../skus/writes';
import {
  headersOf,
  KIND_WORDS,
  resultOf,
  YES_NO,
  type ImportKind,
  type ImportResultDto,
  type ImportRowDto,
} from './columns';
import { refusedRows } from './messages';
import { checkOpeningStock, writeOpeningStock } from './opening-stock';
import { decodeContent, readSheet, type Sheet } from './read-file';
import { checkRecipes, writeRecipes } from './recipes';
import { checkSkus, imagesHeld, skuRows, writeSkus } from './skus';
import { ADVISORY_LOCKS, takeTransactionLock } from '../../db/advisory-locks';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const EXAMPLES: Record<ImportKind, (lang: ExportLanguage) => (string | number)[]> = {
  skus: (lang) => ['Thai Tea', 'Milk Tea', KIND_WORDS[lang].product, 25000, 22000, 500, 'ml', '', YES_NO[lang][0]],
  recipes: () => ['Thai Tea', 'Fresh Milk 1 L', 200],
  'opening-stock': () => ['Jakarta Kemang', 'Fresh Milk 1 L', 12000],
};

async function sendFile(
  reply: FastifyReply,
  name: string,
  format: 'xlsx' | 'csv',
  headers: string[],
  rows: (string | number)[][],
) {
  reply.header('content-disposition', `attachment; filename="${name}.${format}"`);
  // Text is written safe from spreadsheet formulas, as the import reads it back (spreadsheet-cells).
  if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(csvFile([headers, ...rows]));
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(name);
  sheet.addRow(headers.map(writtenCell)).font = { bold: true };
  sheet.addRows(rows.map((row) => row.map(writtenCell)));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.columns.forEach((column, i) => {
    column.width = Math.max(14, headers[i]!.length + 2);
  });
  const file = Buffer.from(await workbook.xlsx.writeBuffer());
  return reply.type(XLSX_TYPE).header('content-length', file.length).send(file);
}

/** skus and recipes change the catalogue (view_admin_sku); opening stock is the inventory's. */
function requireScope(scopes: readonly string[], kind: ImportKind) {
  const needed = kind === 'opening-stock' ? 'view_admin_inventory' : 'view_admin_sku';
  if (!scopes.includes(needed)) throw new HttpError(403, FORBIDDEN);
}

async function template(
  request: HandlerRequest<'getImportTemplate'> | HandlerRequest<'getImportTemplateXlsx'>,
  reply: FastifyReply,
  format: 'xlsx' | 'csv',
) {
  const { kind } = request.params;
  requireScope(currentUser(request).scopes, kind);
  const lang = request.query.lang ?? 'en';
  return sendFile(reply, `import-${kind}`, format, headersOf(kind, lang), [EXAMPLES[kind](lang)]);
}

async function exportSkus(
  request: HandlerRequest<'exportSkus'> | HandlerRequest<'exportSkusXlsx'>,
  reply: FastifyReply,
  format: 'xlsx' | 'csv',
) {
  const lang = request.query.lang ?? 'en';
  const rows = await request.server.db.transaction((tx) => skuRows(tx, lang));
  return sendFile(reply, 'skus', format, headersOf('skus', lang), rows);
}

export const importHandlers: Handlers = {
  getImportTemplate: (request, reply) => template(request, reply, 'csv'),
  getImportTemplateXlsx: (request, reply) => template(request, reply, 'xlsx'),
  exportSkus: (request, reply) => exportSkus(request, reply, 'csv'),
  exportSkusXlsx: (request, reply) => exportSkus(request, reply, 'xlsx'),

  async runImport(request, reply) {
    const { kind } = request.params;
    const user = currentUser(request);
    requireScope(user.scopes, kind);
    const { file_name: fileName, content, dry_run: dryRun = true, lang = 'en' } = request.body;
    const sheet = await readSheet(fileName, decodeContent(content, lang), lang);
    const reach = kind === 'opening-stock' ? await outletReach(request, 'view_admin_inventory') : undefined;
    const { server } = request;
    const host = request.headers.host;
    const held = kind === 'skus' ? await imagesHeld(sheet, lang, server.images, host) : new Set<string>();
    const result = await server.db.transaction(async (tx): Promise<ImportResultDto> => {
      if (!dryRun) await lockFor(tx, kind);
      const checked = await check(tx, kind, sheet, lang, { held, host, reach });
      const errors = checked.rows.some((row) => row.outcome === 'error');
      if (dryRun || errors) return resultOf(checked.rows, dryRun, false);
      if (checked.write) await checked.write(tx, user.userId);
      return resultOf(checked.rows, false, true);
    });
    if (!dryRun && !result.committed)
      return refusedRows(
        reply,
        lang,
        result.rows.find((row) => row.outcome === 'error')!,
        result,
      );
    return { data: result };
  },
};

async function lockFor(tx: Tx, kind: ImportKind) {
  if (kind === 'opening-stock') await takeTransactionLock(tx, ADVISORY_LOCKS.openingStock);
  else await lockStructure(tx);
}

interface Checked {
  rows: ImportRowDto[];
  write?: (tx: Tx, userId: number) => Promise<void>;
}

async function check(
  tx: Tx,
  kind: ImportKind,
  sheet: Sheet,
  lang: ExportLanguage,
  context: {
    held: Set<string>;
    host: string | undefined;
    reach: Awaited<ReturnType<typeof outletReach>> | undefined;
  },
): Promise<Checked> {
  if (kind === 'skus') {
    const { rows, plan } = await checkSkus(tx, sheet, { lang, held: context.held, host: context.host });
    return { rows, write: (t) => writeSkus(t, plan, lang) };
  }
  if (kind === 'recipes') {
    const { rows, plan } = await checkRecipes(tx, sheet, lang);
    return { rows, write: (t) => writeRecipes(t, plan) };
  }
  const { rows, plan } = await checkOpeningStock(tx, sheet, lang, context.reach!);
  return { rows, write: (t, userId) => writeOpeningStock(t, plan, userId, lang) };
}
