// The counter as the Outlet Cashier of Bandung Dago: two drinks sold for cash, the change given, the
// receipt printed, and the drinks' ingredients gone from Bandung's stock; a product sold out at the
// outlet cannot be sold, from the grid or through the API. On a desktop in English and on a phone in
// Bahasa Indonesia.
import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { apiToken, expect, test } from './support/test';
import { ADMIN, STAFF } from './support/users';

async function call<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function outletId(request: APIRequestContext, token: string, name: string): Promise<number> {
  const outlets = await call<{ id: number; name: string }[]>(request, token, '/adm/v1/outlets?size=100');
  return outlets.find((outlet) => outlet.name === name)!.id;
}

async function skuId(request: APIRequestContext, token: string, name: string): Promise<number> {
  const found = await call<{ id: number; name: string }[]>(
    request,
    token,
    `/adm/v1/skus?name=${encodeURIComponent(name)}`,
  );
  return found.find((sku) => sku.name === name)!.id;
}

/** The stock of each ingredient at the outlet, by name. */
async function stockOf(request: APIRequestContext, token: string, outlet: number, names: string[]) {
  const stock: Record<string, number> = {};
  for (const name of names) {
    const rows = await call<{ sku_name: string; quantity: number }[]>(
      request,
      token,
      `/adm/v1/inventory?outlet_id=${outlet}&sku_name=${encodeURIComponent(name)}&size=100`,
    );
    stock[name] = rows.find((row) => row.sku_name === name)?.quantity ?? 0;
  }
  return stock;
}

async function setSoldOut(request: APIRequestContext, token: string, outlet: number, skuIds: number[]) {
  const response = await request.put(`/adm/v1/outlets/${outlet}/availability`, {
    headers: { authorization: `Bearer ${token}` },
    data: { sold_out: skuIds.map((sku_id) => ({ sku_id })) },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Counts the print dialogs the page opens (a test cannot press a printer's button). */
async function recordPrints(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { prints: number };
    w.prints = 0;
    window.print = () => {
      w.prints += 1;
    };
  });
}
const prints = (page: Page) => page.evaluate(() => (window as unknown as { prints: number }).prints);

/** Every drink has option groups: a tap opens the picker with the defaults chosen, added as offered. */
async function asOffered(page: Page) {
  const picker = page.getByTestId('option-picker');
  await picker.getByRole('button', { name: /^(Add|Tambah) · Rp/ }).click();
  await expect(picker).toBeHidden();
}

// Jasmine Green Tea: 8 g jasmine leaves, 20 ml cane sugar syrup; Taro Milk Tea: 30 g taro powder,
// 150 ml fresh milk, 15 ml cane sugar syrup, …; each drink a 16 oz cup, its lid and a straw (both
// sold with their default options, which leave the recipe as it is).
const USED = {
  'Jasmine Tea Leaves': 8,
  'Cane Sugar Syrup': 35,
  'Taro Powder': 30,
  'Fresh Milk': 150,
  'Cup 16 oz': 2,
  'Cup Lid 16 oz': 2,
};

test('a cashier sells two drinks for cash, gives change, prints the receipt, and the ingredients leave the stock', async ({
  page,
  openSignedIn,
}, testInfo) => {
  const token = await apiToken(page.request, ADMIN);
  const bandung = await outletId(page.request, token, 'Bandung Dago');
  await setSoldOut(page.request, token, bandung, []);
  const before = await stockOf(page.request, token, bandung, Object.keys(USED));

  await page.setViewportSize({ width: 1440, height: 900 });
  await recordPrints(page);
  await openSignedIn(STAFF, '/counter');
  await expect(page.getByRole('heading', { name: 'Counter', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bandung Dago' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`outlet_id=${bandung}`));

  // A tap on the category and the tile; the second drink found by name and added with Enter.
  await page.getByRole('radiogroup', { name: 'Categories' }).getByText('Pure Tea', { exact: true }).click();
  await page.getByRole('button', { name: /^Add Jasmine Green Tea,/ }).click();
  await asOffered(page);
  await page.getByRole('textbox', { name: 'Search products' }).fill('Taro Milk');
  await page.getByRole('textbox', { name: 'Search products' }).press('Enter');
  await asOffered(page);
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Note for Taro Milk Tea' }).fill('less ice');
  await page.getByRole('textbox', { name: 'Customer name' }).fill('Dewi');
  await expect(page.getByTestId('cart-total')).toHaveText('Rp 44,000');

  await page.getByRole('button', { name: 'Rp 50,000' }).click();
  await expect(page.getByTestId('change-due')).toHaveText('Rp 6,000');
  await page.screenshot({ path: testInfo.outputPath('counter-en-1440.png') });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Pay Rp 44,000' }).click();

  const sale = page.getByRole('dialog', { name: /^Order #\d+ paid$/ });
  await expect(sale.getByTestId('sale-change')).toHaveText('Rp 6,000');
  const receipt = sale.getByTestId('receipt');
  await expect(receipt).toContainText('Bandung Dago');
  await expect(receipt).toContainText('Jasmine Green Tea');
  await expect(receipt).toContainText('1 × Rp 18,000');
  await expect(receipt).toContainText('Taro Milk Tea');
  await expect(receipt).toContainText('less ice');
  await expect(receipt).toContainText('TotalRp 44,000');
  await expect(receipt).toContainText('CashRp 50,000');
  await expect(receipt).toContainText('ChangeRp 6,000');
  await expect(receipt).toContainText('NameDewi');
  await expect(receipt).toContainText('WIB');
  await page.screenshot({ path: testInfo.outputPath('counter-receipt-en-1440.png') });
  expect(await seriousViolations(page)).toEqual([]);

  // Printed on the 58 mm roll from the receipt's page: the paper is the receipt alone, 58 mm wide.
  const receiptPage = await sale.getByRole('link', { name: 'Print receipt' }).getAttribute('href');
  expect(receiptPage).toMatch(/^\/order\/\d+\/receipt$/);
  await sale.getByRole('button', { name: 'Next sale' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(0);
  await page.goto(receiptPage!);
  await page.getByText('58 mm', { exact: true }).click();
  await expect(page).toHaveURL(/width=58/);
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  expect(await prints(page)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeHidden();
  await expect(page.getByTestId('receipt')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('counter-receipt-print-58.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // The drinks' ingredients left Bandung's stock.
  await expect
    .poll(() => stockOf(page.request, token, bandung, Object.keys(USED)))
    .toEqual(Object.fromEntries(Object.entries(USED).map(([name, used]) => [name, before[name]! - used])));
});

test('a product sold out at the outlet cannot be sold (phone, Indonesian)', async ({
  page,
  openSignedIn,
}, testInfo) => {
  const token = await apiToken(page.request, ADMIN);
  const bandung = await outletId(page.request, token, 'Bandung Dago');
  const oolong = await skuId(page.request, token, 'Oolong Tea');
  await setSoldOut(page.request, token, bandung, []);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => window.localStorage.setItem('language', 'id'));
  await openSignedIn(STAFF, '/counter');
  await expect(page.getByRole('heading', { name: 'Kasir', level: 1 })).toBeVisible();

  // The cashier switches Oolong Tea sold out from the counter.
  await page.getByText('Atur stok habis', { exact: true }).click();
  await page.getByRole('button', { name: 'Tandai Oolong Tea habis' }).click();
  await expect(page.getByText('Oolong Tea habis di Bandung Dago')).toBeVisible();
  await page.getByText('Atur stok habis', { exact: true }).click();

  const tile = page.getByRole('button', { name: 'Oolong Tea, habis' });
  await expect(tile).toBeVisible();
  await tile.click({ force: true });
  await page.getByRole('textbox', { name: 'Cari produk' }).fill('Oolong Tea');
  await page.getByRole('textbox', { name: 'Cari produk' }).press('Enter');
  await expect(page.getByText('0 item')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('counter-sold-out-id-390.png') });

  // Nor through the API.
  const refused = await page.request.post('/adm/v1/counter/orders', {
    headers: { authorization: `Bearer ${await apiToken(page.request, STAFF)}` },
    data: {
      outlet_id: bandung,
      register: 'Counter 1',
      order_type: 'takeaway',
      items: [{ sku_id: oolong, quantity: 1 }],
      payment: { method: 'cash', tendered: 50_000 },
    },
  });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe('items.0.sku_id');

  // A drink on sale goes in, and the phone's cart opens from its bar.
  await page.getByRole('textbox', { name: 'Cari produk' }).fill('Jasmine');
  await page.getByRole('button', { name: /^Tambah Jasmine Green Tea,/ }).click();
  await asOffered(page);
  await expect(page.getByText('1 item')).toBeVisible();
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();
  const cart = page.getByRole('dialog', { name: 'Keranjang' });
  await expect(cart.getByRole('button', { name: 'Bayar Rp 18.000' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('counter-cart-id-390.png') });

  await setSoldOut(page.request, token, bandung, []);
});

// The counter and its receipt as each language and screen shows them (docs/screenshots/).
for (const language of ['en', 'id'] as const) {
  for (const width of [1440, 390]) {
    test(`the counter sells and shows its receipt (${language}, ${width} px)`, async ({ page, openSignedIn }) => {
      const words =
        language === 'en'
          ? { add: /^Add Jasmine Green Tea,/, exact: 'Exact', pay: /^Pay Rp/, cart: 'Pay', paid: /^Order #\d+ paid$/ }
          : {
              add: /^Tambah Jasmine Green Tea,/,
              exact: 'Uang pas',
              pay: /^Bayar Rp/,
              cart: 'Bayar',
              paid: /^Pesanan #\d+ lunas$/,
            };
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
      await openSignedIn(STAFF, '/counter');
      for (const _ of [1, 2]) {
        await page.getByRole('button', { name: words.add }).click();
        await asOffered(page);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `docs/screenshots/counter-${language}-${width}.png` });
      if (width === 390) await page.getByRole('button', { name: words.cart, exact: true }).click();
      await page.getByRole('button', { name: words.exact }).click();
      await page.getByRole('button', { name: words.pay }).click();
      const sale = page.getByRole('dialog', { name: words.paid });
      await expect(sale.getByTestId('receipt')).toContainText('Jasmine Green Tea');
      await expect(sale.getByTestId('sale-change')).toHaveText(language === 'en' ? 'Rp 0' : 'Rp 0');
      // The order desk's new-order toast (the cashier sees orders too) would hide the dialog's title.
      await page.screenshot({
        path: `docs/screenshots/counter-receipt-${language}-${width}.png`,
        style: '[data-sonner-toaster] { display: none !important; }',
      });
    });
  }
}

test('a QRIS sale shows its code and moves to paid by itself when the customer pays', async ({
  page,
  openSignedIn,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(STAFF, '/counter');
  await page.getByRole('button', { name: /^Add Lemon Tea,/ }).click();
  await asOffered(page);
  await page.getByText('QRIS', { exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'QRIS payment method' })).toHaveValue('QRIS · Midtrans');
  await page.getByRole('button', { name: /^Pay Rp/ }).click();

  const waiting = page.getByRole('dialog', { name: /^Order #\d+ waiting for payment$/ });
  await expect(waiting.getByRole('img', { name: /^QRIS code to pay Rp 20,000 for order #\d+$/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('counter-qris-en-1440.png') });
  const orderId = Number(/#(\d+)/.exec((await waiting.getByRole('heading').first().textContent()) ?? '')![1]);

  // The customer's app pays; the gateway's notification moves the order, and the counter follows.
  const token = await apiToken(page.request, ADMIN);
  const order = await call<{ invoice: { id: number } }>(page.request, token, `/adm/v1/orders/${orderId}`);
  const paid = await page.request.post('/usr/v1/dev/payments', {
    data: { invoice_id: order.invoice.id, outcome: 'paid' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const done = page.getByRole('dialog', { name: `Order #${orderId} paid` });
  await expect(done.getByTestId('receipt')).toContainText('PaymentQRIS');
});
