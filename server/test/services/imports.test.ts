// Spreadsheet imports: templates in both languages, every row's outcome in a dry run that writes
// nothing, the form's messages in the language asked for, all rows or none, the SKU export read back
// unchanged, the file limits (zip bombs refused from the zip's directory), formulas never evaluated
// and formula-like text refused, the encodings read, recipes and opening stock (through the ledger,
// at reached outlets only).
import ExcelJS from 'exceljs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, inventoryMovements, inventoryStocks, skuRecipeItems, skus } from '../../src/db/schema';
import { IMPORT_MESSAGES } from '../../src/services/imports/messages';
import en from '../../../src/lib/i18n/locales/en/skus.json';
import id from '../../../src/lib/i18n/locales/id/skus.json';
import { uploadImage } from '../helpers/images';
import { xlsxBomb } from '../helpers/zip-bomb';
import { createSku, skuBody } from '../helpers/skus';
import { build } from '../helpers/test-app';
import { uniqueName } from '../helpers/unique';

const t = await build();
const api = await t.asAdmin();
const image = await uploadImage(api);
const category = Object.keys(t.seed.categoryIds)[0]!;

const SKU_HEADERS = 'Name,Category,Kind,Price,Discounted price,Unit Amount,Unit,Image,Active';
const csvLine = (cells: (string | number)[]) =>
  cells.map((cell) => (/[",\n]/.test(String(cell)) ? `"${String(cell).replace(/"/g, '""')}"` : String(cell))).join(',');
const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64');

function runImport(
  kind: 'skus' | 'recipes' | 'opening-stock',
  file: string | Buffer,
  options: { dryRun?: boolean; lang?: 'en' | 'id'; name?: string; token?: string } = {},
) {
  return t.raw('POST', `/adm/v1/imports/${kind}`, {
    token: options.token ?? api.token,
    body: {
      file_name: options.name ?? 'import.csv',
      content: base64(file),
      dry_run: options.dryRun ?? true,
      lang: options.lang ?? 'en',
    },
  });
}

const skuLine = (name: string, patch: Partial<Record<'price' | 'discount' | 'unit' | 'image' | 'kind', string>> = {}) =>
  csvLine([
    name,
    category,
    patch.kind ?? 'product',
    patch.price ?? '25000',
    patch.discount ?? '0',
    '500',
    patch.unit ?? 'ml',
    patch.image ?? image,
    'yes',
  ]);

const countNamed = async (prefix: string) =>
  (
    await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(skus)
      .where(sql`${skus.name} like ${`${prefix}%`}`)
  )[0]!.n;

describe('templates', () => {
  it('heads the CSV template in the language asked for', async () => {
    const english = await t.raw('GET', '/adm/v1/imports/skus/template', { token: api.token, query: { lang: 'en' } });
    expect(english.status).toBe(200);
    expect(english.text.split('\n')[0]).toBe(SKU_HEADERS);
    const indonesian = await t.raw('GET', '/adm/v1/imports/recipes/template', {
      token: api.token,
      query: { lang: 'id' },
    });
    expect(indonesian.text.split('\n')[0]).toBe('Produk,Bahan baku,Jumlah');
  });

  it('answers an .xlsx template whose header row is the columns', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/adm/v1/imports/opening-stock/template/xlsx?lang=id',
      headers: { authorization: `Bearer ${api.token}` },
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getRow(1).values).toEqual([undefined, 'Outlet', 'SKU', 'Jumlah']);
  });
});

describe('the SKU import', () => {
  it('shows every bad row with its column and the form message in either language, and writes nothing', async () => {
    const prefix = uniqueName('Dry');
    const file = [
      SKU_HEADERS,
      skuLine(`${prefix} a`),
      skuLine(`${prefix} b`, { price: '' }),
      skuLine(`${prefix} c`, { price: '1000', discount: '2000' }),
      skuLine(`${prefix} d`, { unit: 'liter' }),
      skuLine(`${prefix} e`, { image: '' }),
      skuLine(`${prefix} f`, { price: '0' }),
      // An ingredient may come without an image, as the form allows.
      skuLine(`${prefix} g`, { kind: 'ingredient', image: '' }),
      skuLine(`${prefix} a`),
    ].join('\n');
    const res = await runImport('skus', file);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.summary).toEqual({ rows: 8, created: 2, updated: 0, unchanged: 0, errors: 6 });
    const errors = res.body.data.rows.filter((row: any) => row.outcome === 'error');
    expect(errors.map((row: any) => [row.row, row.errors[0]])).toEqual([
      [3, { column: 'Price', field: 'price', message: 'Price is required' }],
      [
        4,
        {
          column: 'Discounted price',
          field: 'discounted_price',
          message: 'Discounted price cannot be greater than regular price',
        },
      ],
      [5, { column: 'Unit', field: 'unit', message: 'Unit must be one of ml, gr, pcs, cup, pack, kg, l' }],
      [6, { column: 'Image', field: 'image_url', message: 'Image is required' }],
      [7, { column: 'Price', field: 'price', message: 'Price must be at least Rp 1' }],
      [9, { column: 'Name', field: 'name', message: 'Also in row 2' }],
    ]);
    const indonesian = await runImport('skus', file, { lang: 'id' });
    expect(indonesian.body.data.rows[1].errors[0].message).toBe('Harga wajib diisi');
    expect(indonesian.body.data.rows[2].errors[0].message).toBe(
      'Harga diskon tidak boleh lebih besar dari harga normal',
    );
    expect(indonesian.body.data.rows[3].errors[0].message).toBe(
      'Satuan harus salah satu dari ml, gr, pcs, cup, pack, kg, l',
    );
    expect(indonesian.body.data.rows[5].errors[0].message).toBe('Harga minimal Rp 1');
    expect(await countNamed(prefix)).toBe(0);
  });

  it('reads a file headed in Indonesian', async () => {
    const prefix = uniqueName('Berbahasa');
    const file = [
      'Nama,Kategori,Jenis SKU,Harga,Harga diskon,Jumlah satuan,Satuan,Gambar,Aktif',
      csvLine([`${prefix}`, category, 'bahan baku', 9000, 0, 1, 'l', image, 'tidak']),
    ].join('\n');
    const res = await runImport('skus', file, { dryRun: false, lang: 'id' });
    expect(res.status, res.text).toBe(200);
    const [row] = await t.app.db.select().from(skus).where(eq(skus.name, prefix));
    expect(row).toMatchObject({ kind: 'ingredient', status: false, unit: 'l' });
  });

  it('writes nothing when row 1,999 of 2,000 is wrong, and all 2,000 once it is fixed', async () => {
    const prefix = uniqueName('Bulk');
    const lines = Array.from({ length: 2000 }, (_, i) => skuLine(`${prefix} ${i}`, i === 1997 ? { price: '0' } : {}));
    const failed = await runImport('skus', [SKU_HEADERS, ...lines].join('\n'), { dryRun: false });
    expect(failed.status).toBe(422);
    expect(failed.body.errors[0]).toEqual({ detail: 'Row 1999: Price must be at least Rp 1', field: 'content' });
    expect(failed.body.data.committed).toBe(false);
    expect(await countNamed(prefix)).toBe(0);
    lines[1997] = skuLine(`${prefix} 1997`);
    const done = await runImport('skus', [SKU_HEADERS, ...lines].join('\n'), { dryRun: false });
    expect(done.status, done.text).toBe(200);
    expect(done.body.data).toMatchObject({ committed: true, summary: { created: 2000, errors: 0 } });
    expect(await countNamed(prefix)).toBe(2000);
  });

  it('updates a SKU matched by name, ignoring case', async () => {
    const sku = await createSku(api, skuBody(t, image));
    const res = await runImport('skus', [SKU_HEADERS, skuLine(sku.name.toUpperCase(), { price: '31000' })].join('\n'), {
      dryRun: false,
    });
    expect(res.body.data.rows[0]).toMatchObject({ outcome: 'update' });
    const [row] = await t.app.db.select().from(skus).where(eq(skus.id, sku.id));
    expect(row).toMatchObject({ price: 31000, name: sku.name.toUpperCase() });
  });

  it('records each SKU it writes in the audit trail, before and after, and a dry run nothing', async () => {
    const sku = await createSku(api, skuBody(t, image));
    const created = uniqueName('Audited import');
    const file = [SKU_HEADERS, skuLine(sku.name, { price: '32000' }), skuLine(created)].join('\n');
    const entriesOf = (id: number) =>
      t.app.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.operation, 'runImport'), eq(auditLog.recordType, 'sku'), eq(auditLog.recordId, String(id))),
        );
    await runImport('skus', file);
    expect(await entriesOf(sku.id)).toEqual([]);
    await runImport('skus', file, { dryRun: false });
    const [updated, ...again] = await entriesOf(sku.id);
    expect(again).toEqual([]);
    expect(updated?.changes).toEqual([{ field: 'price', before: sku.price, after: 32000 }]);
    const [made] = await t.app.db.select({ id: skus.id }).from(skus).where(eq(skus.name, created));
    const [fresh] = await entriesOf(made!.id);
    expect(fresh?.changes).toContainEqual({ field: 'name', before: null, after: created });
  });

  it('reads its own export back unchanged, as CSV and as a workbook', async () => {
    await createSku(
      api,
      skuBody(t, image, { discounted_price: 1000, kind: 'ingredient', unit: 'l', unit_amount: 1.5 }),
    );
    const before = await t.app.db.select().from(skus);
    const csv = await t.raw('GET', '/adm/v1/imports/skus/export', { token: api.token, query: { lang: 'id' } });
    const fromCsv = await runImport('skus', csv.text, { dryRun: false });
    expect(fromCsv.status, fromCsv.text).toBe(200);
    expect(fromCsv.body.data.summary).toMatchObject({ rows: before.length, unchanged: before.length });
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/adm/v1/imports/skus/export/xlsx?lang=en',
      headers: { authorization: `Bearer ${api.token}` },
    });
    const fromXlsx = await runImport('skus', xlsx.rawPayload, { dryRun: false, name: 'skus.xlsx' });
    expect(fromXlsx.body.data.summary).toMatchObject({ rows: before.length, unchanged: before.length });
    expect(await t.app.db.select().from(skus)).toEqual(before);
  });

  it('refuses a formula cell on its row without evaluating it', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('skus');
    sheet.addRow(SKU_HEADERS.split(','));
    const name = uniqueName('Formula');
    sheet.addRow([name, category, 'product', { formula: '20000+5000', result: 25000 }, 0, 500, 'ml', image, 'yes']);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await runImport('skus', file, { name: 'f.xlsx' });
    expect(res.body.data.rows[0].errors).toEqual([
      { column: 'Price', field: 'price', message: 'Formulas are not read: type the value instead' },
    ]);
  });

  it('refuses text a spreadsheet would run as a formula on its row and column, however it is disguised', async () => {
    const prefix = uniqueName('Disguised');
    const disguised = ['+cmd|calc', '-2+3', '@SUM(1)', '\u200B=1+1', '\uFF1D1+1', '\u00A0=1+1', '\uFF0B1'];
    const file = [
      SKU_HEADERS,
      ...disguised.map((name) => skuLine(name)),
      skuLine(`${prefix} a`, { kind: '=HYPERLINK("http://x")' }),
    ].join('\n');
    const res = await runImport('skus', file);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.rows.map((row: any) => [row.row, row.errors[0]])).toEqual([
      ...disguised.map((_, i) => [
        i + 2,
        {
          column: 'Name',
          field: 'name',
          message: 'Text cannot start with =, +, - or @: a spreadsheet reads it as a formula',
        },
      ]),
      [
        disguised.length + 2,
        {
          column: 'Kind',
          field: 'kind',
          message: 'Text cannot start with =, +, - or @: a spreadsheet reads it as a formula',
        },
      ],
    ]);
    const indonesian = await runImport('skus', file, { lang: 'id' });
    expect(indonesian.body.data.rows[0].errors[0].message).toBe(
      'Teks tidak boleh diawali =, +, - atau @: lembar kerja membacanya sebagai rumus',
    );
    // A negative number is a number: the column's own rule speaks.
    const negative = await runImport('skus', [SKU_HEADERS, skuLine(`${prefix} b`, { discount: '-5' })].join('\n'));
    expect(negative.body.data.rows[0].errors[0]).toMatchObject({ message: 'Discounted price cannot be negative' });
  });

  it('refuses a control character on its row in the dry run, and the import answers the same', async () => {
    const name = uniqueName('Nul');
    const file = [SKU_HEADERS, skuLine(`${name}\u0000x`)].join('\n');
    const dry = await runImport('skus', file);
    expect(dry.status, dry.text).toBe(200);
    expect(dry.body.data.rows[0].errors).toEqual([
      { column: 'Name', field: 'name', message: 'Control characters (such as NUL) are not accepted' },
    ]);
    const committed = await runImport('skus', file, { dryRun: false, lang: 'id' });
    expect(committed.status).toBe(422);
    expect(committed.body.errors[0].detail).toBe('Baris 2: Karakter kontrol (seperti NUL) tidak diterima');
  });

  it('gives a SKU no name that starts like a formula, as the form does, and keeps one it had', async () => {
    const fresh = await runImport('skus', [SKU_HEADERS, skuLine("'+ Pearl topping")].join('\n'), { lang: 'id' });
    expect(fresh.body.data.rows[0].errors[0]).toEqual({
      column: 'Name',
      field: 'name',
      message: 'Nama tidak boleh diawali =, +, - atau @',
    });
    const api422 = await api.POST('/adm/v1/skus', { body: skuBody(t, image, { name: '+ Pearl topping' }) });
    expect(api422.response.status).toBe(422);
    expect(api422.error!.errors[0]).toEqual({ detail: 'Name cannot start with =, +, - or @', field: 'name' });
    const tabbed = await api.POST('/adm/v1/skus', { body: skuBody(t, image, { name: 'Thai\tTea' }) });
    expect(tabbed.error!.errors[0]).toEqual({ detail: 'Name cannot contain control characters', field: 'name' });
    // A name given before the rule: kept by an edit, and by the export read back.
    const sku = await createSku(api, skuBody(t, image));
    const legacy = `+ ${sku.name}`;
    await t.app.db.update(skus).set({ name: legacy }).where(eq(skus.id, sku.id));
    const edited = await api.PUT('/adm/v1/skus/{sku_id}', {
      params: { path: { sku_id: sku.id } },
      body: skuBody(t, image, { name: legacy, price: 26000 }),
    });
    expect(edited.response.status, JSON.stringify(edited.error)).toBe(200);
    const renamed = await api.PUT('/adm/v1/skus/{sku_id}', {
      params: { path: { sku_id: sku.id } },
      body: skuBody(t, image, { name: `@${sku.name}` }),
    });
    expect(renamed.response.status).toBe(422);
    const csv = await t.raw('GET', '/adm/v1/imports/skus/export', { token: api.token });
    expect(csv.text).toContain(`'${legacy}`);
    const back = await runImport('skus', csv.text);
    expect(back.body.data.rows.find((row: any) => row.key === legacy)).toMatchObject({ outcome: 'unchanged' });
    expect(back.body.data.summary.errors).toBe(0);
  });

  it('reads UTF-8 with or without a byte-order mark and UTF-16, and refuses other encodings by name', async () => {
    const name = uniqueName('Kopi Susu Gula Aren é');
    const text = [SKU_HEADERS, skuLine(name)].join('\r\n');
    const utf16be = Buffer.from(`\uFEFF${text}`, 'utf16le').swap16();
    for (const bytes of [
      Buffer.from(text),
      Buffer.from(`\uFEFF${text}`),
      Buffer.from(`\uFEFF${text}`, 'utf16le'),
      Buffer.from(text, 'utf16le'),
      utf16be,
    ]) {
      const res = await runImport('skus', bytes);
      expect(res.status, res.text).toBe(200);
      expect(res.body.data.rows[0]).toMatchObject({ outcome: 'create', key: name, errors: [] });
    }
    const latin1 = await runImport('skus', Buffer.from(text, 'latin1'));
    expect(latin1.status).toBe(415);
    expect(latin1.body.errors[0].detail).toBe('The file is not UTF-8 or UTF-16 text; save it again as CSV UTF-8');
    const indonesian = await runImport('skus', Buffer.from(text, 'latin1'), { lang: 'id' });
    expect(indonesian.body.errors[0].detail).toBe('File bukan teks UTF-8 atau UTF-16; simpan ulang sebagai CSV UTF-8');
  });

  it('refuses a zip bomb from its directory, before inflating it, in the language asked for', async () => {
    // About 60 KB that inflate to 60 MB: past the inflated size, and a thousandfold.
    const { file, inflatedBytes } = xlsxBomb({ bytes: 64 * 1024 });
    expect(inflatedBytes).toBeGreaterThan(50 * 1024 * 1024);
    const res = await runImport('skus', file, { name: 'menu.xlsx' });
    expect(res.status).toBe(413);
    expect(res.body.errors[0]).toEqual({ detail: 'The workbook unpacks to more than 32 MB', field: 'content' });
    const indonesian = await runImport('skus', file, { name: 'menu.xlsx', lang: 'id' });
    expect(indonesian.body.errors[0].detail).toBe('Isi file Excel melebihi 32 MB setelah diekstrak');
    // Within the size, but a thousandfold.
    const dense = xlsxBomb({ bytes: 16 * 1024 });
    const ratio = await runImport('skus', dense.file, { name: 'menu.xlsx' });
    expect(ratio.status).toBe(413);
    expect(ratio.body.errors[0].detail).toBe(
      'A part of the workbook is compressed more than 100 times over; save it again as .xlsx',
    );
    // A directory that understates its parts: refused as soon as a part inflates past what it said.
    const lying = xlsxBomb({ bytes: 64 * 1024, declaredPartSize: 64 * 1024 });
    const lied = await runImport('skus', lying.file, { name: 'menu.xlsx' });
    expect(lied.status).toBe(415);
    expect(lied.body.errors[0].detail).toBe('The file cannot be read; save it again as .xlsx or CSV');
  });

  it('stops reading a workbook at the first row past the limit', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('skus');
    sheet.addRow(SKU_HEADERS.split(','));
    for (let i = 0; i < 5001; i += 1) sheet.addRow([`Many ${i}`, category, 'product', 1000, 0, 1, 'ml', image, 'yes']);
    const res = await runImport('skus', Buffer.from(await workbook.xlsx.writeBuffer()), { name: 'many.xlsx' });
    expect(res.status).toBe(413);
    expect(res.body.errors[0].detail).toBe('The file holds more than 5,000 rows');
  });

  it('refuses files above the limits and macro-enabled workbooks, with a message in the language asked for', async () => {
    const many = [SKU_HEADERS, ...Array.from({ length: 5001 }, (_, i) => skuLine(`Many ${i}`))].join('\n');
    const tooMany = await runImport('skus', many);
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.errors[0].detail).toBe('The file holds more than 5,000 rows');
    const big = await runImport('skus', `${SKU_HEADERS}\n${'x'.repeat(5 * 1024 * 1024 + 10)}`, { lang: 'id' });
    expect(big.status).toBe(413);
    expect(big.body.errors[0].detail).toBe('Ukuran file lebih dari 5 MB');
    const macro = await runImport('skus', 'PK', { name: 'menu.xlsm' });
    expect(macro.status).toBe(415);
    expect(macro.body.errors[0].detail).toBe('Macro-enabled workbooks are not accepted; save the file as .xlsx');
    const missing = await runImport('skus', 'Name,Price\nA,1');
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0].detail).toBe('Column "Category" is missing');
  });

  it('speaks the form messages in the words of the form', () => {
    const forms = { en, id };
    for (const lang of ['en', 'id'] as const) {
      const sku = forms[lang].sku;
      for (const key of [
        'nameRequired',
        'nameFormula',
        'nameControl',
        'categoryRequired',
        'priceRequired',
        'priceMin',
        'unitAmountRequired',
        'unitRequired',
        'imageRequired',
        'discountAbovePrice',
        'discountNegative',
        'duplicateName',
        'quantityMin',
      ] as const)
        expect(IMPORT_MESSAGES[lang][key]).toBe(sku[key]);
      expect(IMPORT_MESSAGES[lang].ingredientTwice).toBe(sku.recipe.ingredientTwice);
    }
  });

  it('needs the SKU scope', async () => {
    const clerk = await t.asUser(['view_admin_inventory']);
    const res = await runImport('skus', `${SKU_HEADERS}\n${skuLine('x')}`, { token: clerk.token });
    expect(res.status).toBe(403);
  });
});

describe('the recipe import', () => {
  it('replaces the recipe of each product named, and refuses a product as an ingredient', async () => {
    const milk = await createSku(api, skuBody(t, image, { kind: 'ingredient', unit: 'l', unit_amount: 1 }));
    const tea = await createSku(api, skuBody(t, image, { kind: 'ingredient', unit: 'gr', unit_amount: 100 }));
    const drink = await createSku(api, skuBody(t, image));
    const header = 'Product,Ingredient,Quantity';
    const bad = await runImport(
      'recipes',
      [header, csvLine([drink.name, milk.name, 200]), csvLine([drink.name, drink.name, 1])].join('\n'),
      {
        dryRun: false,
      },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.data.rows[1].errors[0]).toEqual({
      column: 'Ingredient',
      field: 'ingredient',
      message: 'A recipe cannot contain its own product',
    });
    const good = await runImport(
      'recipes',
      [header, csvLine([drink.name, milk.name, 200]), csvLine([drink.name, tea.name, 15])].join('\n'),
      {
        dryRun: false,
      },
    );
    expect(good.status, good.text).toBe(200);
    const items = await t.app.db.select().from(skuRecipeItems).where(eq(skuRecipeItems.productSkuId, drink.id));
    expect(items.map((item) => [item.ingredientSkuId, item.quantity]).sort()).toEqual(
      [
        [milk.id, 200],
        [tea.id, 15],
      ].sort(),
    );
    const again = await runImport(
      'recipes',
      [header, csvLine([drink.name, milk.name, 200]), csvLine([drink.name, tea.name, 15])].join('\n'),
    );
    expect(again.body.data.summary).toMatchObject({ unchanged: 2 });
  });
});

describe('the opening-stock import', () => {
  const header = 'Outlet,SKU,Quantity';

  it('books the first stock through the ledger and refuses a SKU the outlet already stocks', async () => {
    const milk = await createSku(api, skuBody(t, image, { kind: 'ingredient', unit: 'l', unit_amount: 1 }));
    const file = [header, csvLine(['Bandung Dago', milk.name, 12000])].join('\n');
    const res = await runImport('opening-stock', file, { dryRun: false });
    expect(res.status, res.text).toBe(200);
    const moves = await t.app.db.select().from(inventoryMovements).where(eq(inventoryMovements.skuId, milk.id));
    expect(moves).toMatchObject([
      {
        source: 'opening',
        changeType: 'add',
        quantity: 12000,
        quantityBefore: 0,
        quantityAfter: 12000,
        note: '',
        noteCode: 'opening_stock',
      },
    ]);
    const again = await runImport('opening-stock', file, { dryRun: false, lang: 'id' });
    expect(again.status).toBe(422);
    expect(again.body.data.rows[0].errors[0]).toEqual({
      column: 'SKU',
      field: 'sku',
      message: 'SKU ini sudah memiliki stok di outlet ini; perbaiki dengan stok opname',
    });
    const [stock] = await t.app.db
      .select()
      .from(inventoryStocks)
      .where(and(eq(inventoryStocks.skuId, milk.id), inArray(inventoryStocks.outletId, [t.outletId['Bandung Dago']!])));
    expect(stock!.quantity).toBe(12000);
  });

  it('refuses a row at an outlet out of the user’s reach as an unknown outlet', async () => {
    const clerk = await t.asUser(['view_admin_inventory'], t.outletId['Bandung Dago']);
    const milk = await createSku(api, skuBody(t, image));
    const file = [header, csvLine(['Bandung Dago', milk.name, 5]), csvLine(['Jakarta Kemang', milk.name, 5])].join(
      '\n',
    );
    const res = await runImport('opening-stock', file, { token: clerk.token, dryRun: false });
    expect(res.status).toBe(422);
    expect(res.body.data.rows.map((row: any) => row.outcome)).toEqual(['create', 'error']);
    expect(res.body.data.rows[1].errors[0]).toMatchObject({ field: 'outlet', message: 'Outlet not found' });
    expect(await t.app.db.select().from(inventoryMovements).where(eq(inventoryMovements.skuId, milk.id))).toEqual([]);
  });
});
