// A delivery platform's order on the order desk, in both languages at both widths: a ShopeeFood
// order entered at the counter (its order number from the platform) shows on the desk as a badge
// with that number, in the list and in the order's drawer.
import type { APIRequestContext } from '@playwright/test';
import { apiToken, expect, test } from './support/test';
import { ADMIN } from './support/users';

async function api<T>(request: APIRequestContext, token: string, method: string, path: string, data?: object) {
  const response = await request.fetch(path, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A ShopeeFood order entered at Bandung Dago's counter with `number`; answers its id. */
async function shopeeFoodOrder(request: APIRequestContext, number: string): Promise<number> {
  const token = await apiToken(request, ADMIN);
  const outlets = await api<{ id: number; name: string }[]>(request, token, 'GET', '/adm/v1/outlets?size=100');
  const bandung = outlets.find((outlet) => outlet.name === 'Bandung Dago')!.id;
  const menu = await api<{
    products: {
      sku_id: number;
      available?: boolean;
      modifier_groups: { min_select: number; options: { id: number; is_default: boolean; available: boolean }[] }[];
    }[];
  }>(request, token, 'GET', `/adm/v1/counter/menu?outlet_id=${bandung}`);
  const product = menu.products.find((p) => p.modifier_groups.every((group) => group.min_select === 0))!;
  const sale = await api<{ order: { id: number } }>(request, token, 'POST', '/adm/v1/counter/orders', {
    outlet_id: bandung,
    register: 'Counter 1',
    order_type: 'delivery',
    platform_order_number: number,
    items: [{ sku_id: product.sku_id, quantity: 1 }],
    customer_name: null,
    notes: null,
    payment: { method: 'platform' },
  });
  return sale.order.id;
}

for (const [language, width] of [
  ['en', 1440],
  ['id', 1440],
  ['en', 390],
  ['id', 390],
] as const)
  test(`the desk in ${language} at ${width} px shows a platform order's badge with its short number`, async ({
    page,
    openSignedIn,
  }, testInfo) => {
    const number = `SF-${language}${width}-${Date.now() % 100000}`;
    const id = await shopeeFoodOrder(page.request, number);
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
    await openSignedIn(ADMIN, '/order?channel=shopeefood');
    const list = width > 768 ? page.locator('tbody') : page.getByRole('main').getByRole('list');
    const badge = list.getByTestId('platform-badge').filter({ hasText: number });
    await expect(badge).toHaveText(`ShopeeFood ${number}`);
    await expect(badge).toHaveAccessibleName(
      language === 'en' ? `ShopeeFood order ${number}` : `Pesanan ShopeeFood ${number}`,
    );
    await page.screenshot({
      path: testInfo.outputPath(`channel-desk-${language}-${width}.png`),
      fullPage: width < 768,
    });

    await page.goto(`/order?channel=shopeefood&view=${id}`);
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByTestId('platform-badge')).toHaveText(`ShopeeFood ${number}`);
    await expect(drawer).toContainText(language === 'en' ? 'Platform order' : 'Pesanan platform');
    // Entered at the counter, it is accepted already: no tap waits.
    await expect(drawer.getByTestId('accept-order')).toHaveCount(0);
  });
