// The counter asks the server what a sale costs before it is paid: with the chain's cash rounding to
// 100 and prices including PBJT, a drink of Rp 23,450 is Rp 23,500 in cash (+Rp 50 rounding) and
// Rp 23,450 by QRIS; the cash field's quick amounts and the change follow the quoted total, and the
// sale and the order desk show the amounts frozen on the order. On a phone and a desktop, in both
// languages.
import type { APIRequestContext, Page } from '@playwright/test';
import { call } from './support/cup-setup';
import { apiToken, expect, test } from './support/test';
import { ADMIN, STAFF } from './support/users';

const PRICE = 23_450;
const NAME = `Pandan Tea ${Date.now().toString(36)}`;

type Settings = Record<string, unknown> & { updated_at?: string };

async function putSettings(request: APIRequestContext, token: string, settings: Settings) {
  const { updated_at: _ignored, ...input } = settings;
  return call<Settings>(request, token, 'put', '/adm/v1/settings', input);
}

let before: Settings;
let product: { id: number; body: Record<string, unknown> };

test.beforeAll(async ({ request }) => {
  const token = await apiToken(request, ADMIN);
  before = await call<Settings>(request, token, 'get', '/adm/v1/settings');
  await putSettings(request, token, { ...before, prices_include_tax: true, cash_rounding: 100 });
  const categories = await call<{ id: number; name: string }[]>(request, token, 'get', '/adm/v1/categories?size=100');
  const looks = await call<{ image_url: string }[]>(request, token, 'get', '/adm/v1/skus?name=Jasmine%20Green%20Tea');
  const body = {
    name: NAME,
    status: true,
    category_id: categories.find((c) => c.name === 'Milk Tea')!.id,
    price: PRICE,
    unit_amount: 1,
    unit: 'pcs',
    image_url: looks[0]!.image_url,
    kind: 'product',
  };
  const made = await call<{ id: number }>(request, token, 'post', '/adm/v1/skus', body);
  product = { id: made.id, body };
});

test.afterAll(async ({ request }) => {
  const token = await apiToken(request, ADMIN);
  await putSettings(request, token, before);
  // Off the menu again, so other sales do not meet it.
  await call(request, token, 'put', `/adm/v1/skus/${product.id}`, { ...product.body, status: false });
});

const WORDS = {
  en: {
    add: `Add ${NAME}, Rp 23,450`,
    search: 'Search products',
    openCart: 'Pay',
    cash: 'Cash',
    exact: 'Exact',
    paid: /^Order #\d+ paid$/,
    rounding: 'Rounding+Rp 50',
    cashTotal: 'Rp 23,500',
    qrisTotal: 'Rp 23,450',
    pay: 'Pay Rp 23,500',
  },
  id: {
    add: `Tambah ${NAME}, Rp 23.450`,
    search: 'Cari produk',
    openCart: 'Bayar',
    cash: 'Tunai',
    exact: 'Uang pas',
    paid: /^Pesanan #\d+ lunas$/,
    rounding: 'Pembulatan+Rp 50',
    cashTotal: 'Rp 23.500',
    qrisTotal: 'Rp 23.450',
    pay: 'Bayar Rp 23.500',
  },
} as const;

/** Screenshots hide the order desk's new-order toasts, which would cover the dialog's title. */
const shot = (page: Page, path: string) =>
  page.screenshot({ path, style: '[data-sonner-toaster] { display: none !important; }' });

for (const language of ['en', 'id'] as const) {
  for (const width of [1440, 390]) {
    test(`cash is rounded to Rp 23,500 and QRIS is not (${language}, ${width} px)`, async ({
      page,
      openSignedIn,
    }, testInfo) => {
      const words = WORDS[language];
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
      await openSignedIn(STAFF, '/counter');
      await page.getByRole('textbox', { name: words.search }).fill(NAME);
      await page.getByRole('button', { name: words.add }).click();
      if (width === 390) await page.getByRole('button', { name: words.openCart, exact: true }).click();

      // In cash: the quoted total with its rounding line.
      await expect(page.getByTestId('cart-total')).toHaveText(words.cashTotal);
      await expect(page.getByTestId('amount-rounding')).toHaveText(words.rounding);
      await page.getByRole('button', { name: words.exact }).click();
      await expect(page.getByTestId('change-due')).toHaveText('Rp 0');
      await shot(page, testInfo.outputPath(`counter-tax-cash-${language}-${width}.png`));

      // By QRIS: never rounded.
      await page.getByText('QRIS', { exact: true }).click();
      await expect(page.getByTestId('cart-total')).toHaveText(words.qrisTotal);
      await expect(page.getByTestId('amount-rounding')).toHaveCount(0);
      await shot(page, testInfo.outputPath(`counter-tax-qris-${language}-${width}.png`));

      // Back to cash, handed over exactly, and sold at the quoted total.
      await page.getByText(words.cash, { exact: true }).click();
      await expect(page.getByTestId('cart-total')).toHaveText(words.cashTotal);
      await page.getByRole('button', { name: words.exact }).click();
      await page.getByRole('button', { name: words.pay }).click();
      const sale = page.getByRole('dialog', { name: words.paid });
      await expect(sale.getByTestId('sale-change')).toHaveText('Rp 0');
      await expect(sale.getByTestId('amount-rounding')).toHaveText(words.rounding);
      await expect(sale.getByTestId('amount-total')).toContainText(words.cashTotal);
      await shot(page, testInfo.outputPath(`counter-tax-sale-${language}-${width}.png`));
      const orderId = Number(/#(\d+)/.exec((await sale.getByRole('heading').first().textContent()) ?? '')![1]);

      // The order desk shows the amounts frozen on the order.
      await openSignedIn(ADMIN, `/order?view=${orderId}`);
      const drawer = page.getByRole('dialog', { name: new RegExp(`#${orderId}`) });
      await expect(drawer.getByTestId('amount-rounding')).toHaveText(words.rounding);
      await expect(drawer.getByTestId('amount-total')).toContainText(words.cashTotal);
      await shot(page, testInfo.outputPath(`order-tax-${language}-${width}.png`));
    });
  }
}
