// Cups with options and their labels, as the Outlet Cashier of Bandung Dago: Hokkaido Milk Tea is
// chosen Large with 50 % sugar in the option picker, three cups are sold for cash, and the labels
// page prints one 58 × 40 mm label per cup ("1 of 3" …) with the options, the page alone on paper.
// On a desktop in English and on a phone in Bahasa Indonesia, with screenshots of each.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { apiToken, expect, test } from './support/test';
import { ADMIN, STAFF } from './support/users';

const DRINK = 'Hokkaido Milk Tea';

async function send<T>(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post' | 'put',
  path: string,
  data?: unknown,
) {
  const response = await request[method](path, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

interface Group {
  id: number;
  name: string;
}

/** The group of that name, made when the catalogue does not have it yet. */
async function ensureGroup(
  request: APIRequestContext,
  token: string,
  body: { name: string } & Record<string, unknown>,
) {
  const found = await send<Group[]>(
    request,
    token,
    'get',
    `/adm/v1/modifier-groups?q=${encodeURIComponent(body.name)}`,
  );
  const same = found.find((group) => group.name.toLowerCase() === body.name.toLowerCase());
  return same ?? send<Group>(request, token, 'post', '/adm/v1/modifier-groups', body);
}

const option = (name: string, indonesian_name: string, price_delta: number, is_default = false) => ({
  name,
  indonesian_name,
  price_delta,
  is_default,
  status: true,
  recipe: [],
});

/** Hokkaido Milk Tea chosen with a size and a sugar level. */
async function cupWithOptions(request: APIRequestContext) {
  const token = await apiToken(request, ADMIN);
  const size = await ensureGroup(request, token, {
    name: 'Cup Size',
    indonesian_name: 'Ukuran Gelas',
    selection: 'single',
    min_select: 1,
    max_select: 1,
    status: true,
    options: [option('Regular', 'Reguler', 0, true), option('Large', 'Besar', 5_000)],
  });
  const sugar = await ensureGroup(request, token, {
    name: 'Sugar Level',
    indonesian_name: 'Tingkat Gula',
    selection: 'single',
    min_select: 1,
    max_select: 1,
    status: true,
    options: [option('100% sugar', 'Gula 100%', 0, true), option('50% sugar', 'Gula 50%', 0)],
  });
  const skus = await send<{ id: number; name: string }[]>(
    request,
    token,
    'get',
    `/adm/v1/skus?name=${encodeURIComponent(DRINK)}`,
  );
  const drink = skus.find((sku) => sku.name === DRINK)!;
  await send(request, token, 'put', `/adm/v1/skus/${drink.id}/modifier-groups`, { group_ids: [size.id, sugar.id] });
}

/** An option of the picker, by the start of its name (its price follows it). */
const choice = (picker: Locator, name: string) => picker.locator('label').filter({ hasText: new RegExp(`^${name}`) });

async function recordPrints(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { prints: number };
    w.prints = 0;
    window.print = () => {
      w.prints += 1;
    };
  });
}

test('a cashier sells three cups with options and prints a label for each', async ({
  page,
  openSignedIn,
}, testInfo) => {
  await cupWithOptions(page.request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await recordPrints(page);
  await openSignedIn(STAFF, '/counter');
  await page.getByRole('textbox', { name: 'Search products' }).fill('Hokkaido');
  await page.getByRole('button', { name: /^Add Hokkaido Milk Tea,/ }).click();

  const picker = page.getByRole('dialog', { name: DRINK });
  await expect(picker.getByRole('radio', { name: 'Regular' })).toBeChecked();
  await choice(picker, 'Large').click();
  await choice(picker, '50% sugar').click();
  await expect(picker.getByRole('button', { name: 'Add · Rp 33,000' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('picker-en-1440.png') });
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();

  const line = page.getByTestId('cart-line');
  await expect(line.getByTestId('cart-line-options')).toHaveText('Large · 50% sugar');
  await line.getByRole('button', { name: `One ${DRINK} more` }).click();
  await line.getByRole('button', { name: `One ${DRINK} more` }).click();
  await expect(page.getByTestId('cart-total')).toHaveText('Rp 99,000');
  await page.getByRole('button', { name: 'Exact' }).click();
  await page.getByRole('button', { name: 'Pay Rp 99,000' }).click();

  const sale = page.getByRole('dialog', { name: /^Order #\d+ paid$/ });
  await expect(sale.getByTestId('receipt')).toContainText('Large · 50% sugar');
  await expect(sale.getByTestId('receipt')).toContainText('3 × Rp 33,000');
  await sale.getByRole('link', { name: 'Print labels' }).click();

  await expect(page).toHaveURL(/\/order\/\d+\/labels$/);
  const labels = page.getByTestId('cup-label');
  await expect(labels).toHaveCount(3);
  for (const [index, text] of ['1 of 3', '2 of 3', '3 of 3'].entries()) {
    await expect(labels.nth(index)).toContainText(text);
    await expect(labels.nth(index)).toContainText(DRINK);
    await expect(labels.nth(index)).toContainText('Large · 50% sugar');
  }
  const box = await labels.first().boundingBox();
  // 58 × 40 mm at 96 px an inch.
  expect(Math.round(box!.width)).toBe(219);
  expect(Math.round(box!.height)).toBe(151);
  await page.screenshot({ path: testInfo.outputPath('labels-en-1440.png') });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Print', exact: true }).click();
  expect(await page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(1);
  // On paper: the labels alone, no shell and no buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeHidden();
  await expect(page.getByRole('navigation').first()).toBeHidden();
  await expect(labels.first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('labels-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
});

test('the picker and the labels on a phone, in Indonesian', async ({ page, openSignedIn }, testInfo) => {
  await cupWithOptions(page.request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => window.localStorage.setItem('language', 'id'));
  await openSignedIn(STAFF, '/counter');
  await page.getByRole('textbox', { name: 'Cari produk' }).fill('Hokkaido');
  await page.getByRole('button', { name: /^Tambah Hokkaido Milk Tea,/ }).click();
  const picker = page.getByRole('dialog', { name: DRINK });
  await choice(picker, 'Besar').click();
  await expect(picker.getByRole('button', { name: 'Tambah · Rp 33.000' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('picker-id-390.png') });
  expect(await seriousViolations(page)).toEqual([]);
  await picker.getByRole('button', { name: 'Tambah · Rp 33.000' }).click();
  await expect(page.getByText('1 item')).toBeVisible();
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();
  const cart = page.getByRole('dialog', { name: 'Keranjang' });
  await expect(cart.getByTestId('cart-line-options')).toHaveText('Besar · Gula 100%');
  await cart.getByRole('button', { name: `Tambah satu ${DRINK}` }).click();
  await cart.getByRole('button', { name: 'Uang pas' }).click();
  await cart.getByRole('button', { name: 'Bayar Rp 66.000' }).click();
  const sale = page.getByRole('dialog', { name: /^Pesanan #\d+/ });
  await sale.getByRole('link', { name: 'Cetak stiker' }).click();
  const labels = page.getByTestId('cup-label');
  await expect(labels).toHaveCount(2);
  await expect(labels.nth(1)).toContainText('2 dari 2');
  await expect(labels.nth(1)).toContainText('Besar · Gula 100%');
  await page.screenshot({ path: testInfo.outputPath('labels-id-390.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
});

// The picker and the labels as each language and screen shows them.
for (const language of ['en', 'id'] as const) {
  for (const width of [1440, 390]) {
    test(`the picker and the labels, ${language} at ${width} px`, async ({ page, openSignedIn }, testInfo) => {
      await cupWithOptions(page.request);
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.addInitScript((chosen) => window.localStorage.setItem('language', chosen), language);
      await openSignedIn(STAFF, '/counter');
      const words =
        language === 'en' ? { search: 'Search products', add: 'Add' } : { search: 'Cari produk', add: 'Tambah' };
      await page.getByRole('textbox', { name: words.search }).fill('Hokkaido');
      await page.getByRole('button', { name: new RegExp(`^${words.add} ${DRINK},`) }).click();
      const picker = page.getByRole('dialog', { name: DRINK });
      await choice(picker, language === 'en' ? 'Large' : 'Besar').click();
      await choice(picker, language === 'en' ? '50% sugar' : 'Gula 50%').click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: testInfo.outputPath(`picker-${language}-${width}.png`) });
      await page.keyboard.press('Enter');
      await expect(picker).toBeHidden();
      const orderId = await sellExact(page, width < 500);
      await page.goto(`/order/${orderId}/labels`);
      await expect(page.getByTestId('cup-label')).toHaveCount(1);
      await page.screenshot({ path: testInfo.outputPath(`labels-${language}-${width}.png`), fullPage: true });
    });
  }
}

/** Pays the cart with the exact cash (in the phone's cart sheet on a phone); the order's id. */
async function sellExact(page: Page, phone: boolean): Promise<number> {
  const placed = page.waitForResponse((response) => response.url().endsWith('/adm/v1/counter/orders'));
  if (phone) await page.locator('.counter-cart-bar button').click();
  await page.locator('[data-testid="change-due"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: /^(Exact|Uang pas)$/ }).click();
  await page.getByRole('button', { name: /^(Pay|Bayar) Rp/ }).click();
  return ((await (await placed).json()) as { data: { order: { id: number } } }).data.order.id;
}
