import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { ADMIN } from './support/users';

/** Last month in Jakarta, as the "Last month" preset picks it. */
function lastMonth() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const end = new Date(Date.parse(`${today.slice(0, 8)}01T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return { start: `${end.slice(0, 8)}01`, end };
}

const rupiah = (text: string) => Number(text.replace(/[^\d]/g, ''));

test('the sales report for last month by week, one outlet, exported to CSV whose TOTAL matches the cards', async ({
  page,
  openSignedIn,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await openSignedIn(ADMIN, '/report-sales');
  await expect(page.getByRole('heading', { name: 'Sales Report' })).toBeVisible();

  const range = lastMonth();
  await page.getByRole('button', { name: 'Presets' }).click();
  await page.getByRole('menuitem', { name: 'Last month' }).click();
  await page.getByText('Weekly', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`start_date=${range.start}.*end_date=${range.end}.*type=week`));
  await expect(page.getByRole('row', { name: /-W\d{2}/ }).first()).toBeVisible();

  const net = page.getByTestId('summary-net_sales');
  await expect(net).not.toHaveText(/–/);
  const allOutlets = rupiah(await net.innerText());
  expect(allOutlets).toBeGreaterThan(0);
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Outlets' }).click();
  await page.getByRole('option', { name: 'Bandung Dago', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/outlet_ids=/);
  await expect.poll(async () => rupiah(await net.innerText())).toBeLessThan(allOutlets);
  await page.screenshot({ path: 'test-results/reports-sales-desktop.png', fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`sales-report_${range.start}_${range.end}.csv`);
  const lines = readFileSync((await file.path())!, 'utf8')
    .trim()
    .split('\n');
  const header = lines[0]!.split(',');
  const total = lines.at(-1)!.split(',');
  expect(total[2]).toBe('TOTAL');
  const cell = (name: string) => Number(total[header.indexOf(name)]);
  // Headed like the report's columns on screen.
  expect(cell('Net sales')).toBe(rupiah(await net.innerText()));
  expect(cell('Orders')).toBe(rupiah(await page.getByTestId('summary-order_count').innerText()));
  expect(cell('Gross sales')).toBe(rupiah(await page.getByTestId('summary-gross_sales').innerText()));
});

test('the inventory and purchase-order reports read Indonesian on a phone and download Excel', async ({
  page,
  openSignedIn,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'id'));
  await page.setViewportSize({ width: 390, height: 900 });
  await openSignedIn(ADMIN, '/report-inventories?type=week');
  await expect(page.getByRole('button', { name: 'Ekspor Excel' })).toBeVisible();
  await expect(page.getByText('Unit masuk dan keluar per tag')).toBeVisible();
  // A card per week on a phone.
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: /-W\d{2}/ })
      .first(),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/reports-inventory-phone-id.png', fullPage: true });

  await page.goto('/report-po?type=month');
  await expect(page.getByText('Total dan diterima per pemasok')).toBeVisible();
  await expect(page.getByTestId('summary-total_amount')).not.toHaveText(/–/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ekspor Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^purchase-order-report_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
  // Headed in Indonesian, rupiah with thousands separators, and a TOTAL row equal to the headline.
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path())!);
  const sheet = workbook.worksheets[0]!;
  const header = sheet.getRow(1).values as unknown[];
  expect(header.slice(1, 4)).toEqual(['Awal periode', 'Akhir periode', 'Periode']);
  const totalColumn = header.indexOf('Total');
  const last = sheet.getRow(sheet.rowCount);
  expect(last.getCell(3).value).toBe('TOTAL');
  expect(last.getCell(totalColumn).numFmt).toBe('#,##0');
  expect(last.getCell(totalColumn).value).toBe(rupiah(await page.getByTestId('summary-total_amount').innerText()));
  await page.screenshot({ path: 'test-results/reports-po-phone-id.png', fullPage: true });
});
