// The audit trail as a manager meets it: they change a SKU's price, and the SKU's History tab and
// the audit log show the price before and after with their name, in English on a desktop and in
// Bahasa Indonesia on a phone.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { apiToken, expect, test } from './support/test';
import { ADMIN } from './support/users';

const IMAGE = path.join(import.meta.dirname, 'fixtures', 'jasmine-tea.png');
const SCREENSHOTS = path.join(import.meta.dirname, '..', 'docs', 'screenshots');
/** The demo admin's name (the seed's). */
const MANAGER_NAME = 'Rina Wulandari';

async function makeSku(request: APIRequestContext, token: string, name: string, price: number): Promise<number> {
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
  return ((await created.json()) as { data: { id: number } }).data.id;
}

const RUNS = [
  {
    language: 'en',
    width: 1440,
    edit: 'Edit',
    editTitle: 'Edit SKU',
    price: 'Price',
    save: 'Save changes',
    saved: 'SKU updated',
    history: 'History',
    change: /Price:\s*25,000 → 27,000/,
    screen: 'Audit Log',
    operation: 'SKU edited',
  },
  {
    language: 'id',
    width: 390,
    edit: 'Ubah',
    editTitle: 'Ubah SKU',
    price: 'Harga',
    save: 'Simpan perubahan',
    saved: 'SKU diperbarui',
    history: 'Riwayat',
    change: /Harga:\s*25\.000 → 27\.000/,
    screen: 'Jejak Audit',
    operation: 'SKU diubah',
  },
] as const;

for (const run of RUNS) {
  test(`a price change shows before and after with the manager's name, in ${run.language} at ${run.width} px`, async ({
    page,
    openSignedIn,
  }) => {
    if (run.language === 'id') await page.addInitScript(() => window.localStorage.setItem('language', 'id'));
    await page.setViewportSize({ width: run.width, height: 900 });
    const name = `Audit Chai ${run.language} ${Date.now().toString(36)}`;
    const id = await makeSku(page.request, await apiToken(page.request, ADMIN), name, 25000);

    // The manager changes the price on the SKU screen.
    await openSignedIn(ADMIN, `/sku?name=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `${run.edit} ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: run.editTitle });
    const price = dialog.getByRole('textbox', { name: run.price, exact: true });
    await price.fill('27000');
    await dialog.getByRole('button', { name: run.save }).click();
    await expect(page.getByText(run.saved)).toBeVisible();
    await expect(dialog).toBeHidden();

    // The SKU's History tab: who, and the price before and after.
    await page.getByRole('button', { name: `${run.edit} ${name}` }).click();
    await dialog.getByRole('tab', { name: run.history }).click();
    const history = dialog.getByTestId('record-history');
    await expect(history.getByText(run.change)).toBeVisible();
    await expect(history.getByText(MANAGER_NAME).first()).toBeVisible();
    await expect(history.getByText(run.operation)).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOTS, `sku-history-${run.language}-${run.width}.png`) });
    await page.keyboard.press('Escape');

    // The audit log, filtered to the SKU from the URL.
    await page.goto(`/audit-log?record_type=sku&record_id=${id}`);
    await expect(page.getByRole('heading', { name: run.screen, level: 1 })).toBeVisible();
    await expect(page.getByText(run.change)).toBeVisible();
    await expect(page.getByText(MANAGER_NAME).first()).toBeVisible();
    await expect(page.getByText(run.operation).first()).toBeVisible();
    await page.screenshot({
      path: path.join(SCREENSHOTS, `audit-log-${run.language}-${run.width}.png`),
      fullPage: true,
    });
  });
}
