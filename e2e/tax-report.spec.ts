import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { ADMIN } from './support/users';

/** This month in Jakarta, YYYY-MM. */
const thisMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date()).slice(0, 7);

const rupiah = (text: string) => Number(text.replace(/[^\d]/g, ''));

test('the tax report on a desktop lists each outlet with its area and a totals row, and its CSV totals match the cards', async ({
  page,
  openSignedIn,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await openSignedIn(ADMIN, '/report-modifiers');
  // Opened from the Reports menu.
  await page.getByRole('link', { name: 'Tax Report' }).click();
  await expect(page.getByRole('heading', { name: 'Tax Report' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Month' })).toBeVisible();
  for (const header of ['Outlet', 'Area', 'Orders', 'Tax base', 'PBJT', 'Service charge'])
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Jakarta Kemang/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Total/ })).toBeVisible();
  const orders = page.getByTestId('summary-order_count');
  await expect(orders).not.toHaveText(/–/);
  await page.screenshot({ path: 'test-results/tax-report-desktop-en.png', fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^tax-report_${thisMonth()}-01_${thisMonth()}-\\d{2}\\.csv$`));
  const lines = readFileSync((await file.path())!, 'utf8')
    .trim()
    .split('\n');
  expect(lines[0]).toBe('Outlet ID,Outlet,Area ID,Area,NPWPD,Orders,Tax base,PBJT,Service charge');
  const total = lines.at(-1)!.split(',');
  expect(total[1]).toBe('TOTAL');
  expect(Number(total[5])).toBe(rupiah(await orders.innerText()));
  expect(Number(total[7])).toBe(rupiah(await page.getByTestId('summary-tax').innerText()));

  // One outlet: the URL keeps it, and the table shows it and the totals only.
  await page.getByRole('textbox', { name: 'Outlets' }).click();
  await page.getByRole('option', { name: 'Bandung Dago', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/outlet_ids=/);
  await expect(page.getByRole('row', { name: /Jakarta Kemang/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Bandung Dago/ })).toBeVisible();
});

test('the tax report reads Indonesian, on a phone and on a desktop, and downloads Excel', async ({
  page,
  openSignedIn,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'id'));
  await page.setViewportSize({ width: 390, height: 900 });
  await openSignedIn(ADMIN, `/report-tax?month=${thisMonth()}`);
  await expect(page.getByRole('heading', { name: 'Laporan Pajak' })).toBeVisible();
  await expect(page.getByText('PBJT dan biaya layanan per outlet')).toBeVisible();
  // A card per outlet on a phone, the totals too.
  await expect(page.getByRole('listitem').filter({ hasText: 'Jakarta Kemang' }).first()).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Total' }).first()).toBeVisible();
  await expect(page.getByTestId('summary-tax')).not.toHaveText(/–/);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/tax-report-phone-id.png', fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ekspor Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^tax-report_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path())!);
  const sheet = workbook.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
    'ID outlet',
    'Outlet',
    'ID wilayah',
    'Wilayah',
    'NPWPD',
    'Pesanan',
    'Dasar pengenaan pajak',
    'PBJT',
    'Biaya layanan',
  ]);
  const last = sheet.getRow(sheet.rowCount);
  expect(last.getCell(2).value).toBe('TOTAL');
  expect(last.getCell(8).value).toBe(rupiah(await page.getByTestId('summary-tax').innerText()));

  await page.setViewportSize({ width: 1440, height: 1000 });
  for (const header of ['Wilayah', 'Pesanan', 'Dasar pengenaan pajak', 'PBJT', 'Biaya layanan'])
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/tax-report-desktop-id.png', fullPage: true });
});
