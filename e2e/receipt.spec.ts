// An order's receipt as the Outlet Cashier of Bandung Dago prints it: a cash sale at the counter,
// then its receipt page at 58 and 80 mm in English and in Bahasa Indonesia, on a phone and on a
// desktop, with the amounts the server froze on the order (subtotal, PBJT when the outlet charges
// it, total, cash and change) and the time in WIB; on paper the receipt alone.
import type { APIRequestContext } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { apiToken, expect, test } from './support/test';
import { ADMIN, STAFF } from './support/users';

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post',
  path: string,
  data?: unknown,
) {
  const response = await request[method](path, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A cash sale of Jasmine Green Tea at Bandung Dago's Counter 1 (the demo's shift there is open), by the cashier; its order id. */
async function cashSale(request: APIRequestContext): Promise<number> {
  const admin = await apiToken(request, ADMIN);
  const outlets = await call<{ id: number; name: string }[]>(request, admin, 'get', '/adm/v1/outlets?size=100');
  const bandung = outlets.find((outlet) => outlet.name === 'Bandung Dago')!.id;
  const skus = await call<{ id: number; name: string }[]>(
    request,
    admin,
    'get',
    '/adm/v1/skus?name=Jasmine%20Green%20Tea',
  );
  const tea = skus.find((sku) => sku.name === 'Jasmine Green Tea')!;
  const cashier = await apiToken(request, STAFF);
  const sale = await call<{ order: { id: number } }>(request, cashier, 'post', '/adm/v1/counter/orders', {
    outlet_id: bandung,
    register: 'Counter 1',
    order_type: 'takeaway',
    customer_name: 'Dewi',
    items: [{ sku_id: tea.id, quantity: 2, note: 'less ice' }],
    payment: { method: 'cash', tendered: 100000 },
  });
  return sale.order.id;
}

const WORDS = {
  en: { print: 'Print', total: 'Total', cash: 'Cash', change: 'Change', heading: 'Receipt · order #' },
  id: { print: 'Cetak', total: 'Total', cash: 'Tunai', change: 'Kembalian', heading: 'Struk · pesanan #' },
} as const;

for (const language of ['en', 'id'] as const) {
  for (const width of [390, 1440]) {
    test(`an order's receipt at 58 and 80 mm (${language}, ${width} px)`, async ({ page, openSignedIn }, testInfo) => {
      const say = WORDS[language];
      const orderId = await cashSale(page.request);
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.addInitScript((code) => window.localStorage.setItem('language', code), language);
      await page.addInitScript(() => {
        const w = window as unknown as { prints: number };
        w.prints = 0;
        window.print = () => {
          w.prints += 1;
        };
      });
      await openSignedIn(STAFF, `/order/${orderId}/receipt`);
      await expect(page.getByRole('heading', { name: `${say.heading}${orderId}`, level: 1 })).toBeVisible();
      const receipt = page.getByTestId('receipt');
      await expect(receipt).toHaveAttribute('lang', language);
      await expect(receipt).toContainText('Bandung Dago');
      await expect(receipt).toContainText('Jasmine Green Tea');
      await expect(receipt).toContainText('less ice');
      await expect(receipt).toContainText('Dewi');
      await expect(receipt).toContainText('WIB');
      await expect(receipt).toContainText(say.total);
      await expect(receipt).toContainText(say.cash);
      await expect(receipt).toContainText(say.change);
      await page.screenshot({ path: testInfo.outputPath(`receipt-${language}-${width}-80.png`), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);

      // The narrow roll, kept in the address.
      await page.getByText('58 mm', { exact: true }).click();
      await expect(page).toHaveURL(/width=58/);
      await expect(receipt).toHaveAttribute('data-width', '58');
      const box = await receipt.boundingBox();
      // 58 mm at 96 px an inch.
      expect(Math.round(box!.width)).toBe(219);
      await page.screenshot({ path: testInfo.outputPath(`receipt-${language}-${width}-58.png`), fullPage: true });

      // The other language, for a customer who reads it; the screen stays in the reader's.
      const other = language === 'en' ? 'id' : 'en';
      await page.getByText(other === 'id' ? 'Bahasa Indonesia' : 'English', { exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`lang=${other}`));
      await expect(receipt).toHaveAttribute('lang', other);
      await expect(receipt).toContainText(WORDS[other].change);

      await page.getByRole('button', { name: say.print, exact: true }).click();
      expect(await page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(1);
      // On paper: the receipt alone, as wide as the roll, no shell and no buttons.
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('button', { name: say.print, exact: true })).toBeHidden();
      await expect(page.getByRole('navigation').first()).toBeHidden();
      await expect(receipt).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`receipt-${language}-${width}-print.png`), fullPage: true });
      await page.emulateMedia({ media: 'screen' });
    });
  }
}

test("the order desk's drawer opens the receipt", async ({ page, openSignedIn }) => {
  const orderId = await cashSale(page.request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(STAFF, `/order?view=${orderId}`);
  const drawer = page.getByRole('dialog', { name: `Order #${orderId}` });
  await drawer.getByRole('link', { name: 'Print receipt' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}/receipt$`));
  await expect(page.getByTestId('receipt')).toContainText('Jasmine Green Tea');
});
