import { expect, test } from './support/test';
import { ADMIN } from './support/users';

test('switching to Bahasa Indonesia turns the screen Indonesian without a reload, and is remembered', async ({
  page,
  openSignedIn,
}) => {
  await openSignedIn(ADMIN, '/category');
  await expect(page.getByRole('heading', { name: 'Category', level: 1 })).toBeVisible();
  const marker = await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Bahasa Indonesia' }).click();
  await expect(page.getByRole('heading', { name: 'Kategori', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('navigation', { name: 'Menu utama' })).toContainText('Dasbor');
  await expect(page).toHaveTitle('Kategori | Dasbor Admin');
  // The same page: nothing reloaded.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(marker);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Kategori', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^Menu akun/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Category', level: 1 })).toBeVisible();
});

test('a first visit follows the browser language', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'id-ID', baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Masuk' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await context.close();
});

test('the dashboard and the category form read Indonesian on a desktop and on a phone', async ({
  page,
  openSignedIn,
}, testInfo) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'id'));
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await openSignedIn(ADMIN, '/');
    await expect(page.getByRole('heading', { name: /^Selamat datang kembali/, level: 1 })).toBeVisible();
    await expect(page.getByText('Penjualan kotor').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`dashboard-id-${width}.png`), fullPage: true });

    await page.goto('/category');
    await page.getByRole('button', { name: 'Kategori baru' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Buat kategori' }).click();
    await expect(dialog.getByText('Nama wajib diisi')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`category-form-id-${width}.png`) });
  }
});
