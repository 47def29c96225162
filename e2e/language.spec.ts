import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
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

/** Every text's key, from the catalogues (src/lib/i18n/locales/<language>/<namespace>.json). */
function catalogueKeys(): Set<string> {
  const keys = new Set<string>();
  const walk = (tree: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') keys.add(path.replace(/_(one|other)$/, ''));
      else walk(value as Record<string, unknown>, path);
    }
  };
  const dir = 'src/lib/i18n/locales/en';
  for (const name of readdirSync(dir)) walk(JSON.parse(readFileSync(join(dir, name), 'utf8')), '');
  return keys;
}

/** The signed-in screens without a parameter in their path, from the route files. */
function screenPaths(): string[] {
  const paths = readdirSync('src/routes')
    .filter((name) => name.endsWith('.tsx') && !name.includes('.test.'))
    .flatMap((name) => [...readFileSync(join('src/routes', name), 'utf8').matchAll(/\bpath: '(\/[^']*)'/g)])
    .map((match) => match[1]!);
  return paths.filter((path) => !path.includes('$') && path !== '/login' && !path.startsWith('/forget-password'));
}

for (const language of ['en', 'id'] as const) {
  test(`every screen shows its words, never their keys (${language})`, async ({ page, openSignedIn }) => {
    test.setTimeout(240_000);
    const keys = catalogueKeys();
    const paths = screenPaths();
    expect(paths.length).toBeGreaterThan(25);
    await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
    await openSignedIn(ADMIN, '/');
    const shown: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
      await page.waitForTimeout(300);
      const text = `${await page.title()}\n${await page.locator('body').innerText()}`;
      for (const [token] of text.matchAll(/[A-Za-z]\w*(?:\.\w+)+/g)) {
        if (keys.has(token)) shown.push(`${path}: ${token}`);
      }
    }
    expect(shown).toEqual([]);
  });
}
