// Stock that follows the business, as the owner sees it: a recipe set on a drink, milk received at
// Bandung Dago, an order paid there using its ingredients in Bandung's movement log, cancelled and
// its ingredients back, and cost and gross profit in the sales report and on the dashboard; then
// the inventory per outlet in Bahasa Indonesia on a phone.
import type { APIRequestContext } from '@playwright/test';
import { receiveMilk } from './support/milk';
import { placePaidOrders } from './support/orders';
import { apiToken, expect, test } from './support/test';
import { closeFilters, openFilters } from './support/filters';
import { ADMIN } from './support/users';

async function api<T>(request: APIRequestContext, token: string, path: string, body?: unknown): Promise<T> {
  const response = body
    ? await request.post(path, { headers: { authorization: `Bearer ${token}` }, data: body })
    : await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function outletId(request: APIRequestContext, token: string, name: string): Promise<number> {
  const outlets = await api<{ id: number; name: string }[]>(request, token, '/adm/v1/outlets?size=100');
  return outlets.find((outlet) => outlet.name === name)!.id;
}

async function stockAt(request: APIRequestContext, token: string, outlet: number, sku: string): Promise<number> {
  const rows = await api<{ sku_name: string; quantity: number }[]>(
    request,
    token,
    `/adm/v1/inventory?outlet_id=${outlet}&sku_name=${encodeURIComponent(sku)}&size=100`,
  );
  return rows.find((row) => row.sku_name === sku)!.quantity;
}

test('a recipe, milk received at Bandung, a paid order using it up and its cancellation giving it back', async ({
  page,
  openSignedIn,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await apiToken(page.request, ADMIN);
  const bandung = await outletId(page.request, token, 'Bandung Dago');

  // The owner sets Thai Tea's milk to 120 ml a serving, and sees what a serving costs.
  await openSignedIn(ADMIN, '/sku?name=Thai%20Tea');
  await page.getByRole('button', { name: 'Edit Thai Tea', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit SKU' });
  await drawer.getByRole('tab', { name: 'Recipe' }).click();
  const milkLine = drawer.getByRole('textbox', { name: 'Quantity (ml)' }).last();
  await milkLine.fill('120');
  await expect(drawer.getByText(/^Cost per serving: Rp/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('recipe-desktop.png') });
  await drawer.getByRole('button', { name: 'Save recipe' }).click();
  await expect(page.getByText('Recipe saved')).toBeVisible();

  // Ten cartons of milk received at Bandung: 10,000 ml there, and in its movement log.
  const before = await stockAt(page.request, token, bandung, 'Fresh Milk');
  await receiveMilk(page.request, token, bandung, 10);
  expect(await stockAt(page.request, token, bandung, 'Fresh Milk')).toBe(before + 10_000);
  await page.goto(`/inventory?outlet_id=${bandung}&sku_name=Fresh%20Milk`);
  await expect(page.getByTestId('inventory-scope')).toHaveText('Stock at Bandung Dago');
  await expect(page.getByRole('row', { name: /^Fresh Milk/ }).first()).toContainText(
    (before + 10_000).toLocaleString('en-US'),
  );

  // A customer's order, paid online at Bandung, uses its recipes' ingredients there.
  const [orderId] = await placePaidOrders(page.request, 'Bandung Dago');
  await page.goto(`/inventory/movements?outlet_id=${bandung}&order_id=${orderId}`);
  const sales = page.getByRole('row', { name: new RegExp(`Sale, order #${orderId}`) });
  await expect(sales.first()).toBeVisible();
  const used = await sales.count();
  expect(used).toBeGreaterThan(1);
  await expect(sales.first()).toContainText('Bandung Dago');
  await page.screenshot({ path: testInfo.outputPath('sale-movements-desktop.png') });

  // The order shows each line's cost and gross profit; cancelled, it gives every ingredient back.
  await sales
    .first()
    .getByRole('link', { name: `Order #${orderId}` })
    .click();
  const order = page.getByRole('dialog', { name: `Order #${orderId}` });
  await expect(order.getByRole('columnheader', { name: 'Cost' })).toBeVisible();
  await expect(order.getByRole('columnheader', { name: 'Gross profit' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('order-costs-desktop.png') });
  await order.getByRole('button', { name: 'Cancel order' }).click();
  await page
    .getByRole('dialog', { name: `Cancel order #${orderId}?` })
    .getByRole('button', { name: 'Cancel order' })
    .click();
  await expect(order.getByText('Cancelled').first()).toBeVisible();
  await page.goto(`/inventory/movements?outlet_id=${bandung}&order_id=${orderId}&source=sale_return`);
  await expect(page.getByRole('row', { name: new RegExp(`Cancelled, order #${orderId}`) })).toHaveCount(used);

  // Cost of goods and gross profit in the sales report, and the gross margin on the dashboard.
  await page.goto('/report-sales');
  await expect(page.getByRole('columnheader', { name: 'COGS' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Gross Profit' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('sales-report-cogs-desktop.png') });
  await page.goto('/');
  await expect(page.getByText('Gross margin').first()).toBeVisible();
});

test('the inventory per outlet reads Indonesian on a phone', async ({ page, openSignedIn }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => window.localStorage.setItem('language', 'id'));
  await openSignedIn(ADMIN, '/inventory?kind=ingredient');
  await expect(page.getByRole('heading', { name: 'Stok', level: 1 })).toBeVisible();
  await expect(page.getByTestId('inventory-scope')).toContainText('Stok dijumlahkan dari semua outlet');
  await openFilters(page);
  await page.getByRole('textbox', { name: 'Outlet' }).click();
  await page.getByRole('option', { name: 'Bandung Dago', exact: true }).click();
  await closeFilters(page);
  await expect(page.getByTestId('inventory-scope')).toHaveText('Stok di Bandung Dago');
  await expect(page).toHaveURL(/outlet_id=\d+/);
  await page.screenshot({ path: testInfo.outputPath('inventory-outlet-phone-id.png'), fullPage: true });
  await page.goto('/inventory/movements?source=sale');
  await expect(page.getByText('Penjualan', { exact: true }).first()).toBeVisible();
  // The system's note and the reference say it in Indonesian, on the phone's cards too.
  await expect(page.getByText(/^Penjualan, pesanan #\d+$/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Pesanan #\d+$/ }).first()).toBeVisible();
  await expect(page.getByText('Referensi').first()).toBeVisible();
  await expect(page.getByText(/Sale, order #|Nomor PO/)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('movements-sales-phone-id.png'), fullPage: true });
});
