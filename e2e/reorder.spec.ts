// Reordering, as the owner sees it: a reorder rule set on an ingredient at an outlet turns its stock
// low, the Reorder screen suggests filling it up, one click drafts the purchase orders by vendor, and
// the link lands on the order for the ingredient's vendor; in English on a desktop, then in Bahasa
// Indonesia on a phone.
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, expect, test } from './support/test';
import { ADMIN } from './support/users';

async function api<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function outletId(request: APIRequestContext, token: string, name: string): Promise<number> {
  const outlets = await api<{ id: number; name: string }[]>(request, token, '/adm/v1/outlets?size=100');
  return outlets.find((outlet) => outlet.name === name)!.id;
}

interface Words {
  minimumOf: string;
  maximumOf: string;
  addSku: string;
  saveAll: string;
  saved: string;
  draft: string;
  confirm: string;
}

const ENGLISH: Words = {
  minimumOf: 'Minimum of',
  maximumOf: 'Maximum of',
  addSku: 'Add SKU',
  saveAll: 'Save all',
  saved: 'Reorder rules saved',
  draft: 'Draft purchase orders',
  confirm: 'Draft purchase orders?',
};

const INDONESIAN: Words = {
  minimumOf: 'Minimum',
  maximumOf: 'Maksimum',
  addSku: 'Tambah SKU',
  saveAll: 'Simpan semua',
  saved: 'Aturan pesan ulang disimpan',
  draft: 'Buat draf pesanan pembelian',
  confirm: 'Buat draf pesanan pembelian?',
};

/**
 * At the outlet's Reorder screen: a rule on the ingredient well above its stock, saved; the
 * suggestion it gives; the draft; and the drafted order of the ingredient's vendor opened.
 */
async function reorder(page: Page, outlet: string, ingredient: string, words: Words) {
  const token = await apiToken(page.request, ADMIN);
  const id = await outletId(page.request, token, outlet);
  // The name search finds a part of a name: other checks' ingredients may hold this one's name.
  const sku = (
    await api<{ id: number; name: string }[]>(
      page.request,
      token,
      `/adm/v1/skus?name=${encodeURIComponent(ingredient)}&kind=ingredient`,
    )
  ).find((found) => found.name === ingredient);
  const name = sku!.name;

  const rules = page.getByTestId('reorder-rules');
  await expect(rules).toBeVisible();
  if ((await page.getByLabel(`${words.minimumOf} ${name}`, { exact: true }).count()) === 0) {
    await page.getByRole('textbox', { name: words.addSku }).fill(name);
    await page.getByRole('option', { name, exact: true }).click();
  }
  await page.getByLabel(`${words.maximumOf} ${name}`, { exact: true }).fill('2000000');
  await page.getByLabel(`${words.minimumOf} ${name}`, { exact: true }).fill('1000000');
  await page.getByRole('button', { name: words.saveAll }).click();
  await expect(page.getByText(words.saved)).toBeVisible();

  const suggestions = page.getByTestId('reorder-suggestions');
  const line = suggestions.getByRole('row').filter({ hasText: name });
  await expect(line).toBeVisible();
  const [suggested] = (
    await api<{ sku_id: number; vendor_name: string | null; suggested_quantity: number }[]>(
      page.request,
      token,
      `/adm/v1/inventory/reorder-suggestions?outlet_id=${id}`,
    )
  ).filter((s) => s.sku_id === sku!.id);
  expect(suggested!.suggested_quantity).toBeGreaterThan(0);
  const vendor = suggested!.vendor_name!;
  expect(vendor).toBeTruthy();

  await page.getByRole('button', { name: words.draft }).click();
  const dialog = page.getByRole('dialog', { name: words.confirm });
  await expect(dialog).toContainText(vendor);
  await dialog.getByRole('button', { name: words.draft }).click();
  const link = page.getByRole('link', { name: new RegExp(`· ${vendor} ·`) });
  await expect(link).toBeVisible();
  return { link, name, vendor };
}

test('a reorder rule turns low stock into a draft purchase order for the right vendor', async ({
  page,
  openSignedIn,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await apiToken(page.request, ADMIN);
  const bandung = await outletId(page.request, token, 'Bandung Dago');
  await openSignedIn(ADMIN, `/inventory/reorder?outlet_id=${bandung}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reorder' })).toBeVisible();
  const { link, name, vendor } = await reorder(page, 'Bandung Dago', 'Fresh Milk', ENGLISH);
  await page.screenshot({ path: testInfo.outputPath('reorder-desktop.png'), fullPage: true });
  await link.click();
  await expect(page).toHaveURL(/\/purchase-order\/\d+\/detail$/);
  // Exact: the printed copy's "To: …" line is out of sight on the screen.
  await expect(page.getByText(vendor, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText('PENDING').or(page.getByText('Pending')).first()).toBeVisible();
  await printedWithoutInternalNote(page, 'Drafted from reorder suggestions', 'Unit');
  await page.screenshot({ path: testInfo.outputPath('reorder-po-print-desktop.png'), fullPage: true });
});

/**
 * The system's note on a drafted order shows on screen and stays off the printed copy, whose lines
 * say their purchase unit and not what was received.
 */
async function printedWithoutInternalNote(page: Page, note: string, unit: string) {
  await expect(page.getByText(note, { exact: true })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText(note, { exact: true })).toBeHidden();
  await expect(page.getByRole('columnheader', { name: unit, exact: true })).toBeVisible();
}

test('the reorder screen reads Indonesian on a phone', async ({ page, openSignedIn }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => window.localStorage.setItem('language', 'id'));
  const token = await apiToken(page.request, ADMIN);
  const surabaya = await outletId(page.request, token, 'Surabaya Tunjungan');
  await openSignedIn(ADMIN, `/inventory/reorder?outlet_id=${surabaya}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pesan Ulang' })).toBeVisible();
  const { link, name, vendor } = await reorder(page, 'Surabaya Tunjungan', 'Tapioca Pearls', INDONESIAN);
  // Nothing but the tables scrolls sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('reorder-phone-id.png'), fullPage: true });
  await link.click();
  await expect(page).toHaveURL(/\/purchase-order\/\d+\/detail$/);
  // Exact: the printed copy's "To: …" line is out of sight on the screen.
  await expect(page.getByText(vendor, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
  await printedWithoutInternalNote(page, 'Disusun dari saran pesan ulang', 'Satuan');
  await page.screenshot({ path: testInfo.outputPath('reorder-po-print-phone-id.png'), fullPage: true });
});
