// The audit trail as a manager meets it: they change a SKU's price, and the SKU's History tab and
// the audit log show the price before and after with their name, in English on a desktop and in
// Bahasa Indonesia on a phone; and a purchase order's life reads in business words, by the order's
// number and the vendor's and outlet's names, each entry shorter than the screen, at 1440 and 390 px
// in both languages.
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
    change: /Price:\s*Rp\s25,000 → Rp\s27,000/,
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
    change: /Harga:\s*Rp\s25\.000 → Rp\s27\.000/,
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

/** A purchase order of Boba Pearl from CV Boba Jaya, made, edited and partly received; another made and cancelled. */
async function purchaseOrderLife(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const first = async <T>(url: string) =>
    ((await (await request.get(url, { headers })).json()) as { data: T[] }).data[0]!;
  const vendor = await first<{ id: number }>('/adm/v1/vendors?name=Boba%20Jaya');
  const sku = await first<{ id: number }>('/adm/v1/skus?name=Boba%20Pearl');
  const poNumber = `PO-AUDIT-${Date.now().toString(36).toUpperCase()}`;
  const body = (quantity: number) => ({
    po_number: poNumber,
    vendor_id: vendor.id,
    buyer: 'Rina Wulandari',
    delivery_address: 'Jl. Kemang Raya No. 12, Jakarta Selatan',
    expected_delivery_date: '2026-12-24',
    shipping_method: 'Truck delivery',
    shipping_terms: 'FOB Destination',
    payment_method: 'Bank transfer',
    payment_terms: 'Net 30',
    bank_name: 'Bank Central Asia',
    bank_account_name: 'CV Boba Jaya',
    bank_account_number: '8730012345',
    subtotal: quantity * 100_000,
    tax: 0,
    total_amount: quantity * 100_000,
    items: [
      { item_name: 'Tapioca Pearls 3 kg', sku: sku.id, quantity, unit_price: 100_000, total_price: quantity * 100_000 },
    ],
  });
  const made = await request.post('/adm/v1/purchase-orders', { headers, data: body(2) });
  expect(made.status(), await made.text()).toBe(201);
  const po = ((await made.json()) as { data: { id: number; items: { id: number }[] } }).data;
  const edit = body(3);
  const edited = await request.put(`/adm/v1/purchase-orders/${po.id}`, {
    headers,
    data: { ...edit, id: po.id, items: edit.items.map((line) => ({ ...line, id: po.items[0]!.id })) },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  const received = await request.post(`/adm/v1/purchase-orders/${po.id}/inbounds`, {
    headers,
    data: {
      purchase_order_id: po.id,
      items: [{ item_id: po.items[0]!.id, quantity_received: 1, received_at: '2026-12-24' }],
    },
  });
  expect(received.status(), await received.text()).toBe(201);
  const other = await request.post('/adm/v1/purchase-orders', {
    headers,
    data: { ...body(1), po_number: `${poNumber}-B` },
  });
  expect(other.status(), await other.text()).toBe(201);
  const otherId = ((await other.json()) as { data: { id: number } }).data.id;
  expect((await request.post(`/adm/v1/purchase-orders/${otherId}/cancel`, { headers })).status()).toBe(200);
  return poNumber;
}

const LIFE = [
  {
    language: 'en',
    width: 1440,
    edited: 'Purchase order edited',
    cancelled: 'Purchase order cancelled',
    showAll: 'Show all',
  },
  {
    language: 'en',
    width: 390,
    edited: 'Purchase order edited',
    cancelled: 'Purchase order cancelled',
    showAll: 'Show all',
  },
  {
    language: 'id',
    width: 1440,
    edited: 'Pesanan pembelian diubah',
    cancelled: 'Pesanan pembelian dibatalkan',
    showAll: 'Tampilkan semua',
  },
  {
    language: 'id',
    width: 390,
    edited: 'Pesanan pembelian diubah',
    cancelled: 'Pesanan pembelian dibatalkan',
    showAll: 'Tampilkan semua',
  },
] as const;

for (const run of LIFE) {
  test(`a purchase order's life reads in business words, in ${run.language} at ${run.width} px`, async ({
    page,
    openSignedIn,
  }) => {
    if (run.language === 'id') await page.addInitScript(() => window.localStorage.setItem('language', 'id'));
    await page.setViewportSize({ width: run.width, height: 900 });
    const poNumber = await purchaseOrderLife(page.request, await apiToken(page.request, ADMIN));
    await openSignedIn(ADMIN, '/audit-log?record_type=purchase_order');
    // A table on a desktop, a card an entry on a phone.
    const table = page.locator('#main-content');
    await expect(table.getByText(run.edited).first()).toBeVisible();
    await expect(table.getByText(run.cancelled).first()).toBeVisible();
    await expect(table).toContainText(poNumber);
    await expect(table).toContainText('CV Boba Jaya');
    // No entry is taller than the screen until asked to show all of it.
    for (const row of await table.locator(run.width < 768 ? 'li.data-card' : 'tbody > tr').all()) {
      expect((await row.boundingBox())!.height).toBeLessThan(900);
    }
    const text = (await table.innerText()).replace(/\s+/g, ' ');
    expect(text).not.toMatch(/\b[a-z]+[A-Z]\w*\b|\b[A-Z]+_[A-Z_]+\b|\b[a-z]+_[a-z_]+\b|#\d|[{}[\]"]/);
    await page.screenshot({ path: path.join(SCREENSHOTS, `audit-log-po-${run.language}-${run.width}.png`) });
    await table.getByRole('button', { name: run.showAll }).first().click();
    await page.screenshot({
      path: path.join(SCREENSHOTS, `audit-log-po-all-${run.language}-${run.width}.png`),
      fullPage: true,
    });
  });
}
