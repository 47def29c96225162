import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, expect, test } from './support/test';
import { ADMIN } from './support/users';

const IMAGE = path.join(import.meta.dirname, 'fixtures', 'jasmine-tea.png');

/** A SKU made through the API (with an uploaded image), for the steps that are not about creating one. */
async function makeSku(request: APIRequestContext, token: string, name: string, price: number) {
  const headers = { authorization: `Bearer ${token}` };
  const upload = await request.post('/adm/v1/uploads/images', {
    headers,
    multipart: { file: { name: 'tea.png', mimeType: 'image/png', buffer: readFileSync(IMAGE) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const image = ((await upload.json()) as { data: { url: string } }).data.url;
  const categories = await request.get('/adm/v1/categories?size=1', { headers });
  const categoryId = ((await categories.json()) as { data: { id: number }[] }).data[0]!.id;
  const created = await request.post('/adm/v1/skus', {
    headers,
    data: { name, status: true, category_id: categoryId, price, unit_amount: 500, unit: 'ml', image_url: image },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** Picks an option of an async select by typing part of its label. */
async function pick(page: Page, field: ReturnType<Page['getByRole']>, text: string, option: string | RegExp) {
  await field.fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

test('the menu is run from /sku: create with an image, search, sort, bundle, bulk-deactivate, discount', async ({
  page,
  openSignedIn,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const tag = `Kemangi ${Date.now().toString(36)}`;
  const token = await apiToken(page.request, ADMIN);
  await makeSku(page.request, token, `${tag} Lemon Tea`, 21000);
  await makeSku(page.request, token, `${tag} Oolong Milk`, 33000);
  await openSignedIn(ADMIN, '/sku');
  await expect(page.getByRole('heading', { name: 'SKU', level: 1 })).toBeVisible();

  // Create a SKU with an uploaded image.
  await page.getByRole('button', { name: 'New SKU' }).click();
  const create = page.getByRole('dialog', { name: 'New SKU' });
  await create.getByRole('textbox', { name: 'Name' }).fill(`${tag} Jasmine Green`);
  await pick(page, create.getByRole('textbox', { name: 'Category' }), 'tea', /Tea/);
  await create.getByRole('textbox', { name: 'Price', exact: true }).fill('27000');
  await expect(create.getByRole('textbox', { name: 'Price', exact: true })).toHaveValue('Rp 27,000');
  await create.getByRole('textbox', { name: 'Unit Amount' }).fill('500');
  await create.getByRole('textbox', { name: 'Unit', exact: true }).click();
  await page.getByRole('option', { name: 'ml', exact: true }).click();
  const chooser = page.waitForEvent('filechooser');
  await create.getByRole('button', { name: 'Upload image' }).click();
  await (await chooser).setFiles(IMAGE);
  await expect(create.getByRole('img', { name: 'SKU image preview' })).toHaveAttribute('src', /\/uploads\//);
  await create.getByRole('button', { name: 'Create SKU' }).click();
  await expect(page.getByText('SKU created')).toBeVisible();
  await expect(create).toBeHidden();

  // Find it by search, kept in the URL.
  const search = page.getByRole('textbox', { name: 'Search SKUs by name' });
  await search.fill(`${tag} Jasmine`);
  await expect(page).toHaveURL(/name=Kemangi/);
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the match
  const jasmine = page.getByRole('row', { name: new RegExp(`${tag} Jasmine Green`) });
  await expect(jasmine.getByText('Rp 27,000')).toBeVisible();
  await expect(jasmine.getByRole('img', { name: `${tag} Jasmine Green` })).toHaveAttribute('src', /\/uploads\//);

  // Sort by price from the header: the URL says so and the order follows.
  await search.fill(tag);
  await expect(page.getByRole('row')).toHaveCount(4);
  const firstName = () => page.getByRole('row').nth(1);
  await expect(firstName()).toContainText('Jasmine Green'); // newest first
  // Amounts sort highest first on the first click, then lowest first.
  await page.getByRole('columnheader', { name: /Price/ }).getByRole('button').click();
  await expect(page).toHaveURL(/sort_by=price&sort_key=desc/);
  await expect(firstName()).toContainText('Oolong Milk');
  await page.getByRole('columnheader', { name: /Price/ }).getByRole('button').click();
  await expect(page).toHaveURL(/sort_by=price&sort_key=asc/);
  await expect(firstName()).toContainText('Lemon Tea');

  // A bundle of two components, picked by search, with what they make and cost.
  await page.getByRole('button', { name: 'New SKU' }).click();
  const bundle = page.getByRole('dialog', { name: 'New SKU' });
  await bundle.getByRole('textbox', { name: 'Name' }).fill(`${tag} Duo`);
  await pick(page, bundle.getByRole('textbox', { name: 'Category' }), 'tea', /Tea/);
  await bundle.getByRole('textbox', { name: 'Price', exact: true }).fill('50000');
  await bundle.getByRole('textbox', { name: 'Unit Amount' }).fill('2');
  await bundle.getByRole('textbox', { name: 'Unit', exact: true }).click();
  await page.getByRole('option', { name: 'cup', exact: true }).click();
  const bundleChooser = page.waitForEvent('filechooser');
  await bundle.getByRole('button', { name: 'Upload image' }).click();
  await (await bundleChooser).setFiles(IMAGE);
  await expect(bundle.getByRole('img', { name: 'SKU image preview' })).toBeVisible();
  await bundle.getByText('Bundled product', { exact: true }).click();
  await bundle.getByRole('button', { name: 'Add component' }).click();
  await pick(page, bundle.getByRole('textbox', { name: 'Component SKU' }).nth(0), `${tag} Lemon`, `${tag} Lemon Tea`);
  await bundle.getByRole('button', { name: 'Add component' }).click();
  await pick(
    page,
    bundle.getByRole('textbox', { name: 'Component SKU' }).nth(1),
    `${tag} Oolong`,
    `${tag} Oolong Milk`,
  );
  await expect(bundle.getByText(/the components cost Rp\s54,000 together, the bundle Rp\s50,000/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('sku-bundle-form-en-1440.png') });
  await bundle.getByRole('button', { name: 'Create SKU' }).click();
  await expect(page.getByText('SKU created')).toBeVisible();
  const duo = page.getByRole('row', { name: new RegExp(`${tag} Duo`) });
  await expect(duo.getByText('Bundle', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('sku-list-en-1440.png'), fullPage: true });

  // Bulk-deactivate two SKUs after a confirmation naming the count.
  await jasmine.getByRole('checkbox').check();
  await duo.getByRole('checkbox').check();
  const toolbar = page.getByRole('toolbar', { name: 'Bulk actions' });
  await expect(toolbar).toContainText('2 selected');
  await toolbar.getByRole('button', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate 2 SKUs?' });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('2 SKUs deactivated')).toBeVisible();
  await expect(jasmine.getByRole('switch', { name: `Active: ${tag} Jasmine Green` })).not.toBeChecked();
  await expect(duo.getByRole('switch', { name: `Active: ${tag} Duo` })).not.toBeChecked();

  // A discounted price above the price is refused with the spec's message.
  const lemon = page.getByRole('row', { name: new RegExp(`${tag} Lemon Tea`) });
  await lemon.getByRole('button', { name: `Set the discounted price of ${tag} Lemon Tea` }).click();
  const discount = page.getByRole('dialog', { name: `Set the discounted price of ${tag} Lemon Tea` });
  await discount.getByRole('textbox', { name: 'Discounted price' }).fill('25000');
  await discount.getByRole('button', { name: 'Save' }).click();
  await expect(discount.getByText('Discounted price cannot be greater than regular price')).toBeVisible();
  await discount.getByRole('textbox', { name: 'Discounted price' }).fill('19000');
  await discount.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Discounted price saved')).toBeVisible();
  await expect(lemon.getByText('Rp 19,000')).toBeVisible();
});

test('the SKU screen and form read Indonesian on a phone', async ({ page, openSignedIn }, testInfo) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'id'));
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(ADMIN, '/sku?sort_by=price&sort_key=desc&kind=product');
  await expect(page.getByRole('heading', { name: 'SKU', level: 1 })).toBeVisible();
  // A card per SKU on a phone.
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('Rp');
  await page.screenshot({ path: testInfo.outputPath('sku-list-id-390.png'), fullPage: true });
  await page.getByRole('button', { name: 'SKU baru' }).click();
  const form = page.getByRole('dialog', { name: 'SKU baru' });
  await form.getByText('Produk bundel', { exact: true }).click();
  await form.getByRole('button', { name: 'Buat SKU' }).click();
  for (const text of [
    'Nama wajib diisi',
    'Kategori wajib diisi',
    'Harga wajib diisi',
    'Jumlah satuan wajib diisi',
    'Satuan wajib diisi',
    'Gambar wajib diisi',
    'Item bundel wajib diisi jika produk berupa bundel',
  ]) {
    await expect(form.getByText(text, { exact: true })).toBeVisible();
  }
  await page.screenshot({ path: testInfo.outputPath('sku-form-id-390.png') });
});
