// Purchasing end to end: a purchase order with two lines and 11 % tax, received in parts (PARTIAL,
// a refused over-receipt, COMPLETED), the units in the inventory and its movement log, and a
// deduction tagged rusak; then the same screens in Bahasa Indonesia on a phone.
import type { Page } from '@playwright/test';
import { apiToken, expect, test } from './support/test';
import { ADMIN } from './support/users';
import { listLines } from './support/lines';

const VENDOR = 'CV Boba Jaya';
const LINES = [
  { sku: 'Boba Pearl', item: 'Tapioca Pearls 3 kg', quantity: 20, price: 85000 },
  { sku: 'Grass Jelly', item: 'Grass Jelly 5 kg', quantity: 10, price: 120000 },
];

/** A number as the English screens show it: 1,180. */
const shown = (value: number) => value.toLocaleString('en-US');

async function stockOf(page: Page, sku: string): Promise<number> {
  const token = await apiToken(page.request, ADMIN);
  const response = await page.request.get(`/adm/v1/inventory?sku_name=${encodeURIComponent(sku)}&size=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: { sku_name: string; quantity: number }[] };
  // A product made from its recipe shows in the stock list only while stock is booked to it.
  return body.data.find((row) => row.sku_name === sku)?.quantity ?? 0;
}

/** Chooses an option of a select; a searchable one is searched first. */
async function pick(page: Page, field: ReturnType<Page['getByRole']>, option: string, search?: string) {
  await field.click();
  if (search) await field.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a purchase order is created, received in parts and traced into the inventory', async ({
  page,
  openSignedIn,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const before = [await stockOf(page, LINES[0]!.sku), await stockOf(page, LINES[1]!.sku)];

  await openSignedIn(ADMIN, '/purchase-order');
  await expect(page.getByRole('heading', { name: 'Purchase Orders', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New purchase order' }).click();
  await expect(page.getByRole('heading', { name: 'Add Purchase Order', level: 1 })).toBeVisible();

  // Every header field says what is missing, with the spec's wording.
  const number = page.getByRole('textbox', { name: 'PO number' });
  await expect(number).toHaveValue(/^PO-\d{4}-\d{2}-\d{4,}$/);
  const poNumber = `${await number.inputValue()}-E2E${Date.now().toString(36).slice(-4).toUpperCase()}`;
  await number.fill('');
  await page.getByRole('button', { name: 'Create purchase order' }).click();
  await expect(page.getByText('PO number is required')).toBeVisible();
  await expect(page.getByText('Vendor is required')).toBeVisible();
  await expect(page.getByText('Buyer is required')).toBeVisible();
  await expect(page.getByText('Item name is required')).toBeVisible();
  await number.fill(poNumber);

  await pick(page, page.getByRole('textbox', { name: 'Vendor' }), VENDOR, 'boba');
  await page.getByRole('textbox', { name: 'Buyer' }).fill('Rina Wulandari');
  const date = page.getByRole('textbox', { name: 'Expected delivery date' });
  await date.fill('25 Dec 2026');
  await date.press('Tab');
  await expect(date).toHaveValue('25 Dec 2026');
  await page.getByRole('textbox', { name: 'Delivery address' }).fill('Jl. Kemang Raya No. 12, Jakarta Selatan');
  for (const [label, value] of [
    ['Shipping method', 'Truck delivery'],
    ['Shipping terms', 'FOB Destination'],
    ['Payment method', 'Bank transfer'],
    ['Payment terms', 'Net 30'],
    ['Bank name', 'Bank Central Asia'],
    ['Bank account name', VENDOR],
    ['Bank account number', '8730012345'],
  ]) {
    await page.getByRole('textbox', { name: label, exact: true }).fill(value!);
  }

  await page.getByRole('button', { name: 'Add item' }).click();
  for (const [index, line] of LINES.entries()) {
    await page.getByRole('textbox', { name: 'Item name' }).nth(index).fill(line.item);
    await pick(page, page.getByRole('textbox', { name: 'SKU' }).nth(index), line.sku, line.sku);
    await page.getByRole('textbox', { name: 'Quantity' }).nth(index).fill(String(line.quantity));
    await page.getByRole('textbox', { name: 'Unit price' }).nth(index).fill(String(line.price));
  }
  // 20 × 85.000 + 10 × 120.000 = 2.900.000; 11 % tax = 319.000.
  await expect(page.getByLabel('Subtotal')).toHaveText('Rp\u00a02,900,000');
  await expect(page.getByLabel('Tax', { exact: true })).toHaveText('Rp\u00a0319,000');
  await expect(page.getByLabel('Total amount')).toHaveText('Rp\u00a03,219,000');
  await page.screenshot({ path: testInfo.outputPath('po-form-desktop.png'), fullPage: true });
  await page.getByRole('button', { name: 'Create purchase order' }).click();

  // The detail page of the new order.
  await expect(page.getByText('Purchase order created')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Purchase Order detail ${poNumber}`, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`Purchase Order detail ${poNumber} | Admin Dashboard`);
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();

  // Receive part of the first line.
  await page.getByRole('button', { name: 'Receive goods' }).click();
  let dialog = page.getByRole('dialog', { name: `Receive goods for ${poNumber}` });
  await dialog.getByRole('textbox', { name: `Quantity received ${LINES[0]!.item}` }).fill('12');
  await dialog.getByRole('textbox', { name: `Notes ${LINES[0]!.item}` }).fill('8 packs still in transit');
  await dialog.getByRole('button', { name: 'Record receipt' }).click();
  await expect(page.getByText('Goods received')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Partial', { exact: true })).toBeVisible();
  await expect(page.getByText(/Tapioca Pearls 3 kg: 12 · .* · 8 packs still in transit/)).toBeVisible();

  // More than remains is refused with the spec's message, and nothing is sent.
  await page.getByRole('button', { name: 'Receive goods' }).click();
  dialog = page.getByRole('dialog', { name: `Receive goods for ${poNumber}` });
  await dialog.getByRole('textbox', { name: `Quantity received ${LINES[0]!.item}` }).fill('9');
  await dialog.getByRole('button', { name: 'Record receipt' }).click();
  await expect(dialog.getByText('Quantity received cannot exceed remaining quantity')).toBeVisible();

  // The rest of both lines.
  await dialog.getByRole('textbox', { name: `Quantity received ${LINES[0]!.item}` }).fill('8');
  await dialog.getByRole('textbox', { name: `Quantity received ${LINES[1]!.item}` }).fill('10');
  await page.screenshot({ path: testInfo.outputPath('po-receive-desktop.png') });
  await dialog.getByRole('button', { name: 'Record receipt' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Receive goods' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Edit' })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('po-detail-desktop.png'), fullPage: true });

  // On paper the vendor reads each line's purchase unit, and not what was received.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('columnheader', { name: 'Unit', exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Ordered' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Received' })).toBeHidden();
  await expect(page.getByRole('columnheader', { name: 'Remaining' })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('po-print-desktop.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // The list finds it by number, completed, with its total.
  await page.goto(`/purchase-order?po_number=${encodeURIComponent(poNumber)}`);
  const row = page.getByRole('row', { name: new RegExp(poNumber) });
  await expect(row.getByText('Completed', { exact: true })).toBeVisible();
  await expect(row.getByText('Rp\u00a03,219,000')).toBeVisible();

  // The units are in the inventory, and the movements name the order.
  await page.goto(`/inventory?sku_name=${encodeURIComponent(LINES[0]!.sku)}`);
  const stock = page.getByRole('row', { name: new RegExp(`^${LINES[0]!.sku}`) }).first();
  await expect(stock).toContainText(shown(before[0]! + 20));
  await page.goto(`/inventory/movements?sku_name=${encodeURIComponent(LINES[1]!.sku)}&tagging=po`);
  const movement = page.getByRole('row', { name: new RegExp(poNumber) }).first();
  await expect(movement).toContainText(`${shown(before[1]!)} → ${shown(before[1]! + 10)}`);
  await expect(page.getByRole('columnheader', { name: 'Reference' })).toBeVisible();
  await expect(movement).toContainText(`Goods receipt for ${poNumber}`);
  await expect(movement.getByRole('link', { name: `Purchase order ${poNumber}` })).toHaveAttribute(
    'href',
    /\/purchase-order\/\d+\/detail/,
  );
  await page.screenshot({ path: testInfo.outputPath('movements-desktop.png') });

  // A deduction tagged rusak, from the inventory row.
  await page.goto(`/inventory?sku_name=${encodeURIComponent(LINES[1]!.sku)}`);
  await page.getByRole('button', { name: `Adjust stock of ${LINES[1]!.sku}`, exact: true }).click();
  const adjust = page.getByRole('dialog', { name: 'Adjust stock' });
  await pick(page, adjust.getByRole('textbox', { name: 'Tagging' }), 'rusak (damaged)');
  await adjust.getByRole('textbox', { name: 'Quantity' }).fill('3');
  await adjust.getByRole('textbox', { name: 'Note', exact: true }).fill('Cups dropped during the delivery');
  await expect(adjust.getByTestId('stock-after')).toContainText(shown(before[1]! + 10 - 3));
  await page.screenshot({ path: testInfo.outputPath('adjust-desktop.png') });
  await adjust.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(page.getByText('Stock adjusted')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`^${LINES[1]!.sku}`) }).first()).toContainText(
    shown(before[1]! + 7),
  );
  expect(await stockOf(page, LINES[1]!.sku)).toBe(before[1]! + 7);
});

test('the purchase orders and the inventory read Indonesian on a phone', async ({ page, openSignedIn }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => window.localStorage.setItem('language', 'id'));

  await openSignedIn(ADMIN, '/purchase-order?status=PARTIAL');
  await expect(page.getByRole('heading', { name: 'Pesanan Pembelian', level: 1 })).toBeVisible();
  const partial = listLines(page, 'Sebagian').first();
  await expect(partial).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('po-list-phone-id.png'), fullPage: true });
  await partial.getByRole('link').first().click();
  await expect(page.getByRole('button', { name: 'Terima barang' })).toBeVisible();
  await expect(page.getByText('Riwayat penerimaan')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('po-detail-phone-id.png'), fullPage: true });

  await page.goto('/inventory?sku_name=Tapioca%20Pearls');
  await expect(page.getByRole('heading', { name: 'Stok', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Sesuaikan stok Tapioca Pearls', exact: true }).first().click();
  const adjust = page.getByRole('dialog', { name: 'Sesuaikan stok' });
  await adjust.getByRole('button', { name: 'Simpan penyesuaian' }).click();
  await expect(adjust.getByText('Tag wajib diisi')).toBeVisible();
  await expect(adjust.getByText('Jumlah wajib diisi')).toBeVisible();
  await expect(adjust.getByText('Catatan wajib diisi')).toBeVisible();
  await adjust.getByText('Tambah', { exact: true }).click();
  await pick(page, adjust.getByRole('textbox', { name: 'Tag' }), 'retur (dikembalikan)');
  await adjust.getByRole('textbox', { name: 'Jumlah' }).fill('2');
  await adjust.getByRole('textbox', { name: 'Catatan', exact: true }).fill('Dikembalikan utuh oleh outlet Dago');
  await page.screenshot({ path: testInfo.outputPath('adjust-phone-id.png') });
  await adjust.getByRole('button', { name: 'Simpan penyesuaian' }).click();
  await expect(page.getByText('Stok disesuaikan')).toBeVisible();

  await page.goto('/inventory/movements?sku_name=Tapioca%20Pearls&tagging=retur');
  await expect(page.getByRole('heading', { name: 'Mutasi Stok', level: 1 })).toBeVisible();
  await expect(listLines(page, /Dikembalikan utuh oleh outlet Dago/).first()).toContainText('Masuk');
  await page.screenshot({ path: testInfo.outputPath('movements-phone-id.png'), fullPage: true });
});
