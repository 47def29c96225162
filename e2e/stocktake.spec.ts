// A stock count at Bandung Dago while the shop keeps selling: the count opens with every stocked
// SKU, an order is paid at Bandung while the shelf is counted, the milk is counted 500 ml short,
// the count is closed after the confirmation names the lines left uncounted, and the variance
// report shows the 500 ml alone as loss (the sale is not), with the movement log naming the count;
// then a blind count in Indonesian on a phone, and the usage report between two counts.
import type { APIRequestContext, Page } from '@playwright/test';
import { receiveMilk } from './support/milk';
import { placePaidOrders } from './support/orders';
import { apiToken, expect, test } from './support/test';
import { ADMIN } from './support/users';

async function api<T>(request: APIRequestContext, token: string, path: string, body?: unknown, method = 'post') {
  const headers = { authorization: `Bearer ${token}` };
  const response =
    body === undefined
      ? await request.get(path, { headers })
      : await request.fetch(path, { method, headers, data: body });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function outletId(request: APIRequestContext, token: string, name: string): Promise<number> {
  const outlets = await api<{ id: number; name: string }[]>(request, token, '/adm/v1/outlets?size=100');
  return outlets.find((outlet) => outlet.name === name)!.id;
}

async function milkId(request: APIRequestContext, token: string): Promise<number> {
  const skus = await api<{ id: number; name: string }[]>(
    request,
    token,
    '/adm/v1/skus?name=Fresh%20Milk&kind=ingredient',
  );
  return skus.find((sku) => sku.name === 'Fresh Milk')!.id;
}

async function milkAt(request: APIRequestContext, token: string, outlet: number): Promise<number> {
  const rows = await api<{ sku_name: string; quantity: number }[]>(
    request,
    token,
    `/adm/v1/inventory?outlet_id=${outlet}&sku_name=Fresh%20Milk&size=100`,
  );
  return rows.find((row) => row.sku_name === 'Fresh Milk')!.quantity;
}

/** Pays orders at Bandung until one uses milk there; answers the milk on the books then. */
async function sellMilkAtBandung(page: Page, token: string, bandung: number, before: number): Promise<number> {
  for (let round = 0; round < 10; round++) {
    await placePaidOrders(page.request, 'Bandung Dago', 3);
    const now = await milkAt(page.request, token, bandung);
    if (now !== before) return now;
  }
  throw new Error('No order used milk at Bandung');
}

const en = (n: number) => n.toLocaleString('en-US');

test('Bandung counts its shelf while an order is paid, and the variance is the loss alone', async ({
  page,
  openSignedIn,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await apiToken(page.request, ADMIN);
  const bandung = await outletId(page.request, token, 'Bandung Dago');
  await receiveMilk(page.request, token, bandung, 10);

  // A new count of every SKU stocked at Bandung.
  await openSignedIn(ADMIN, '/stocktake');
  await expect(page.getByRole('heading', { name: 'Stock Counts', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New count' }).click();
  const dialog = page.getByRole('dialog', { name: 'Open a stock count' });
  await dialog.getByRole('textbox', { name: 'Outlet' }).click();
  await page.getByRole('option', { name: 'Bandung Dago', exact: true }).click();
  await expect(dialog.getByText('Every SKU with stock at the outlet and every active ingredient.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('stocktake-new-desktop.png') });
  await dialog.getByRole('button', { name: 'Open count' }).click();
  await expect(page).toHaveURL(/\/stocktake\/\d+$/);
  const id = Number(/\/stocktake\/(\d+)$/.exec(page.url())![1]);
  const count = await api<{
    stocktake_number: string;
    line_count: number;
    lines: { sku_name: string; expected_quantity: number }[];
  }>(page.request, token, `/adm/v1/stocktakes/${id}`);
  const expected = count.lines.find((line) => line.sku_name === 'Fresh Milk')!.expected_quantity;
  await expect(page.getByRole('heading', { name: `Stock Count ${count.stocktake_number}`, level: 1 })).toBeVisible();

  // While the shelf is counted, an order is paid at Bandung and uses milk.
  const book = await sellMilkAtBandung(page, token, bandung, expected);
  const sold = expected - book;
  expect(sold).toBeGreaterThan(0);

  // The milk is counted 500 ml short of the books, and saved.
  await page.getByRole('searchbox', { name: 'Search SKU' }).fill('Fresh Milk');
  const milkField = page.getByRole('textbox', { name: 'Counted quantity of Fresh Milk in ml', exact: true });
  await expect(
    page
      .getByTestId(/^line-/)
      .filter({ hasText: /^Fresh Milk/ })
      .first(),
  ).toContainText(`Expected: ${en(expected)} ml`);
  await milkField.fill(String(book - 500));
  await milkField.press('Enter');
  await page.getByRole('button', { name: 'Save counts' }).click();
  await expect(page.getByText('1 count saved')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('stocktake-sheet-desktop.png') });

  // Closing says how many lines were left uncounted.
  await page.getByRole('button', { name: 'Close count' }).click();
  const confirm = page.getByRole('dialog', { name: `Close stock count ${count.stocktake_number}?` });
  const uncounted = count.line_count - 1;
  await expect(confirm).toContainText(
    uncounted === 1 ? '1 line is not counted' : `${en(uncounted)} lines are not counted`,
  );
  await confirm.getByRole('button', { name: 'Close and book' }).click();
  await expect(page.getByText('Stock count closed')).toBeVisible();

  // The variance is the 500 ml alone; the sale shows as movement since opening.
  await expect(page.getByRole('heading', { name: 'Variance report' })).toBeVisible();
  const row = page.getByTestId('variance-table').getByRole('row', { name: /^Fresh Milk/ });
  await expect(row).toContainText(`-${en(sold)}`);
  await expect(row.getByRole('cell').nth(5)).toHaveText('-500');
  const report = await api<{ lines: { sku_name: string; variance: number; variance_value: number }[] }>(
    page.request,
    token,
    `/adm/v1/stocktakes/${id}/variance`,
  );
  const milkLine = report.lines.find((line) => line.sku_name === 'Fresh Milk')!;
  expect(milkLine.variance).toBe(-500);
  await expect(row.getByRole('cell').nth(6)).toHaveText(new RegExp(`^-Rp.${en(-milkLine.variance_value)}$`));
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('stocktake-variance-desktop.png'), fullPage: true });
  expect(await milkAt(page.request, token, bandung)).toBe(book - 500);

  // The movement log books it under the count, and links to it.
  await page.goto(`/inventory/movements?outlet_id=${bandung}&source=stocktake`);
  const movement = page.getByRole('row', { name: new RegExp(`Count ${count.stocktake_number}`) });
  await expect(movement).toContainText('−500 ml');
  await movement.getByRole('link', { name: `Count ${count.stocktake_number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/stocktake/${id}$`));
});

test('a blind count and the usage report in Indonesian on a phone', async ({ page, openSignedIn }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => window.localStorage.setItem('language', 'id'));
  const token = await apiToken(page.request, ADMIN);
  const bandung = await outletId(page.request, token, 'Bandung Dago');
  const milk = await milkId(page.request, token);
  await receiveMilk(page.request, token, bandung, 2);

  // A first count, by the API: the shelf as the books say.
  const first = await api<{ id: number }>(page.request, token, '/adm/v1/stocktakes', {
    outlet_id: bandung,
    sku_ids: [milk],
    blind: false,
  });
  const shelf = await milkAt(page.request, token, bandung);
  await api(
    page.request,
    token,
    `/adm/v1/stocktakes/${first.id}/counts`,
    { counts: [{ sku_id: milk, counted_quantity: shelf }] },
    'put',
  );
  await api(page.request, token, `/adm/v1/stocktakes/${first.id}/close`, {});
  await receiveMilk(page.request, token, bandung, 1);

  // A blind count of the milk, counted on the phone.
  const second = await api<{ id: number; stocktake_number: string }>(page.request, token, '/adm/v1/stocktakes', {
    outlet_id: bandung,
    sku_ids: [milk],
    blind: true,
  });
  await openSignedIn(ADMIN, `/stocktake/${second.id}`);
  await expect(page.getByRole('heading', { name: `Stok Opname ${second.stocktake_number}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Seharusnya: Tersembunyi')).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Jumlah terhitung Fresh Milk dalam ml', exact: true });
  await field.fill(String(shelf + 900));
  await page.getByRole('button', { name: 'Simpan hitungan' }).click();
  await expect(page.getByText('1 hitungan disimpan')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('stocktake-sheet-phone-id.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Tutup opname' }).click();
  const confirm = page.getByRole('dialog', { name: `Tutup stok opname ${second.stocktake_number}?` });
  await expect(confirm).toContainText('Semua baris sudah dihitung.');
  await confirm.getByRole('button', { name: 'Tutup dan bukukan' }).click();
  await expect(page.getByRole('heading', { name: 'Laporan selisih' })).toBeVisible();
  await expect(page.getByTestId('variance-table').getByRole('row', { name: /^Fresh Milk/ })).toContainText('-100');
  await page.screenshot({ path: testInfo.outputPath('stocktake-variance-phone-id.png'), fullPage: true });

  // The usage between the two counts: 1,000 ml received, 900 of it on the shelf.
  await page.goto(`/stocktake/usage?outlet_id=${bandung}&from_stocktake_id=${first.id}&to_stocktake_id=${second.id}`);
  await expect(page.getByRole('heading', { name: 'Laporan Pemakaian', level: 1 })).toBeVisible();
  const usage = page.getByTestId('usage-table').getByRole('row', { name: /^Fresh Milk/ });
  await expect(usage).toContainText('1.000');
  await page.screenshot({ path: testInfo.outputPath('stocktake-usage-phone-id.png'), fullPage: true });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
