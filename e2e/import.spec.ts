import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, expect, test } from './support/test';
import { ADMIN } from './support/users';

const IMAGE = path.join(import.meta.dirname, 'fixtures', 'jasmine-tea.png');

const WORDS = {
  en: {
    open: 'Import',
    title: 'Import from a spreadsheet',
    check: 'Check file',
    commit: 'Import all rows',
    table: 'Rows with errors',
    headers: 'Name,Category,Kind,Price,Discounted price,Unit Amount,Unit,Image,Active',
    product: 'product',
    no: 'no',
    withErrors: '3 of 2,000 rows have errors. Nothing was written; fix them and check the file again.',
    ready: '2,000 rows checked, no errors: 2,000 new, 0 changed, 0 unchanged. Nothing is written yet.',
    committed: 'Imported: 2,000 new, 0 changed, 0 unchanged.',
    errors: [
      ['500', 'Price', 'Price is required'],
      ['1200', 'Unit', 'Unit must be one of ml, gr, pcs, cup, pack, kg, l'],
      ['1999', 'Discounted price', 'Discounted price cannot be greater than regular price'],
    ],
  },
  id: {
    open: 'Impor',
    title: 'Impor dari lembar kerja',
    check: 'Periksa file',
    commit: 'Impor semua baris',
    table: 'Baris dengan kesalahan',
    headers: 'Nama,Kategori,Jenis SKU,Harga,Harga diskon,Jumlah satuan,Satuan,Gambar,Aktif',
    product: 'produk',
    no: 'tidak',
    withErrors: '3 dari 2.000 baris memiliki kesalahan. Tidak ada yang disimpan; perbaiki lalu periksa file lagi.',
    ready: '2.000 baris diperiksa, tanpa kesalahan: 2.000 baru, 0 berubah, 0 tetap. Belum ada yang disimpan.',
    committed: 'Diimpor: 2.000 baru, 0 berubah, 0 tetap.',
    errors: [
      ['500', 'Harga', 'Harga wajib diisi'],
      ['1200', 'Satuan', 'Satuan harus salah satu dari ml, gr, pcs, cup, pack, kg, l'],
      ['1999', 'Harga diskon', 'Harga diskon tidak boleh lebih besar dari harga normal'],
    ],
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

/** An uploaded image's URL and a category's name, for the file's rows. */
async function ingredients(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const upload = await request.post('/adm/v1/uploads/images', {
    headers,
    multipart: { file: { name: 'tea.png', mimeType: 'image/png', buffer: readFileSync(IMAGE) } },
  });
  const image = ((await upload.json()) as { data: { url: string } }).data.url;
  const categories = await request.get('/adm/v1/categories?size=1', { headers });
  const category = ((await categories.json()) as { data: { name: string }[] }).data[0]!.name;
  return { image, category };
}

/**
 * 2,000 rows of new SKUs; with `bad`, rows 500, 1200 and 1999 (as the spreadsheet numbers them) are
 * wrong. They are imported inactive, so the demo orders other walks place keep to the demo's menu.
 */
function file(words: Words, prefix: string, image: string, category: string, bad: boolean): Buffer {
  const lines = Array.from({ length: 2000 }, (_, i) => {
    const row = i + 2;
    const price = bad && row === 500 ? '' : String(20000 + i);
    const unit = bad && row === 1200 ? 'litre' : 'ml';
    const discount = bad && row === 1999 ? '99999' : '0';
    return [`${prefix} ${i}`, category, words.product, price, discount, '500', unit, image, words.no].join(',');
  });
  return Buffer.from([words.headers, ...lines].join('\n'));
}

async function countNamed(request: APIRequestContext, token: string, prefix: string) {
  const res = await request.get(`/adm/v1/skus?size=1&name=${encodeURIComponent(prefix)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { meta: { total: number } }).meta.total;
}

async function walk(page: Page, words: Words, shot: string, outputPath: (name: string) => string) {
  const token = await apiToken(page.request, ADMIN);
  const { image, category } = await ingredients(page.request, token);
  const prefix = `Impor ${Date.now().toString(36)}`;

  await page.getByRole('button', { name: words.open, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: words.title });
  const input = dialog.locator('input[type="file"]');
  await input.setInputFiles({
    name: 'menu.csv',
    mimeType: 'text/csv',
    buffer: file(words, prefix, image, category, true),
  });
  await dialog.getByRole('button', { name: words.check }).click();
  await expect(dialog.getByText(words.withErrors)).toBeVisible({ timeout: 30_000 });
  const rows = dialog.getByRole('table', { name: words.table }).locator('tbody tr');
  await expect(rows).toHaveCount(3);
  for (const [index, cells] of words.errors.entries())
    await expect(rows.nth(index).locator('td')).toHaveText([...cells]);
  await expect(dialog.getByRole('button', { name: words.commit })).toBeDisabled();
  expect(await countNamed(page.request, token, prefix)).toBe(0);
  // The table in view: on a phone the dialog scrolls inside the screen.
  await dialog.getByRole('table', { name: words.table }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: outputPath(shot) });

  await input.setInputFiles({
    name: 'menu.csv',
    mimeType: 'text/csv',
    buffer: file(words, prefix, image, category, false),
  });
  await dialog.getByRole('button', { name: words.check }).click();
  await expect(dialog.getByText(words.ready)).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: words.commit }).click();
  await expect(dialog.getByText(words.committed)).toBeVisible({ timeout: 30_000 });
  expect(await countNamed(page.request, token, prefix)).toBe(2000);
}

test('a 2,000-row SKU file with three bad rows shows those three and writes nothing; fixed, it writes all 2,000', async ({
  page,
  openSignedIn,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(ADMIN, '/sku');
  await walk(page, WORDS.en, 'import-dry-run-en-1440.png', (name) => testInfo.outputPath(name));
});

test('the same in Bahasa Indonesia on a phone', async ({ page, openSignedIn }, testInfo) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => window.localStorage.setItem('language', 'id'));
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(ADMIN, '/sku');
  await walk(page, WORDS.id, 'import-dry-run-id-390.png', (name) => testInfo.outputPath(name));
});
