// The customer app, end to end, on a phone and on a desktop, in English and in Bahasa Indonesia: a
// customer signs in with the code from the development outbox, orders two drinks at Bandung Dago
// into a pick-up window, pays, and follows the order to "ready" while the outlet's cashier, in
// another browser, sees it arrive live on the order desk and moves it along. A product the outlet
// marked sold out shows unavailable and cannot be ordered.
//
// Paying: the customer app has no "pay" shortcut of its own. It shows the gateway's instructions
// (here the QRIS code) as it would in production; the test then does what the customer's banking
// app would, through the simulated gateway's development endpoint (POST /usr/v1/dev/payments),
// which sends the signed payment notification a provider sends. That endpoint is development-only
// and answers this machine only, so nothing of it ships in the app.
import type { APIRequestContext, Page } from '@playwright/test';
import { signInCustomer } from './support/customer';
import { apiToken, expect, test } from './support/test';
import { ADMIN, STAFF } from './support/users';
import { words as texts, type Language } from './support/words';

/** A customer text by its key under `customer.`, with {{values}} filled in. */
const words = (language: Language) => {
  const say = texts(language);
  return (key: string, values?: Record<string, string | number>) => say(`customer.${key}`, values);
};

const OUTLET = 'Bandung Dago';
async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'PUT', path: string, data?: unknown) {
  const response = await request.fetch(path, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function outletId(request: APIRequestContext, token: string, name: string): Promise<number> {
  const outlets = await api<{ id: number; name: string }[]>(request, token, 'GET', '/adm/v1/outlets?size=100');
  return outlets.find((outlet) => outlet.name === name)!.id;
}

const shot = (page: Page, name: string, info: import('@playwright/test').TestInfo) =>
  page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });

for (const language of ['en', 'id'] as const) {
  for (const width of [390, 1440]) {
    test(`a customer orders, pays and sees the order ready while the desk follows it (${language}, ${width} px)`, async ({
      browser,
      baseURL,
    }, testInfo) => {
      test.setTimeout(120_000);
      const say = words(language);
      const customer = await browser.newContext({
        viewport: { width, height: width === 390 ? 844 : 900 },
        locale: language === 'id' ? 'id-ID' : 'en-US',
      });
      await customer.addInitScript((code) => window.localStorage.setItem('language', code), language);
      const page = await customer.newPage();

      // The cashier of Bandung Dago has the order desk open in another browser.
      const desk = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const staffToken = await apiToken(desk.request, STAFF);
      await desk.addCookies([{ name: 'token', value: staffToken, url: baseURL! }]);
      const deskPage = await desk.newPage();
      await deskPage.goto('/order');
      await expect(deskPage.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
      let deskReloaded = false;
      deskPage.on('load', () => (deskReloaded = true));

      await page.goto('/customer');
      await expect(page.getByRole('heading', { name: say('signIn.title') })).toBeVisible();
      await shot(page, `customer-sign-in-${language}-${width}`, testInfo);
      const token = await signInCustomer(page, customer, texts(language));
      await shot(page, `customer-outlets-${language}-${width}`, testInfo);

      // The outlet's menu: two Classic Milk Teas and a Lemon Tea.
      await page
        .getByRole('article', { name: OUTLET })
        .getByRole('link', { name: say('outlets.seeMenu') })
        .click();
      await expect(page.getByRole('heading', { name: OUTLET, level: 1 })).toBeVisible();
      await expect(page.getByRole('article', { name: 'Classic Milk Tea' })).toBeVisible();
      await shot(page, `customer-menu-${language}-${width}`, testInfo);
      // Each drink opens its option picker, the defaults chosen; the same cup twice is one line of two.
      for (const drink of ['Classic Milk Tea', 'Classic Milk Tea', 'Lemon Tea']) {
        await page.getByRole('button', { name: say('menu.addItem', { name: drink }) }).click();
        const picker = page.getByTestId('option-picker');
        await picker.getByRole('button', { name: /^(Add|Tambah) · Rp/ }).click();
        await expect(picker).toBeHidden();
      }
      await expect(page.getByText(say('cart.items_other', { count: 3 })).first()).toBeVisible();
      await page.getByRole('link', { name: say('cart.view') }).click();

      // The checkout: a note, tomorrow's first window with places left, and the order.
      await expect(page.getByRole('heading', { name: say('checkout.title'), level: 1 })).toBeVisible();
      await page.getByLabel(say('checkout.lineNote', { name: 'Classic Milk Tea' })).fill('Less ice');
      await page.getByLabel(say('checkout.orderNote')).fill('Please call when ready');
      await page.locator('label', { hasText: say('checkout.tomorrow') }).click();
      await page.getByRole('radio', { name: /WIB/ }).first().click();
      await shot(page, `customer-checkout-${language}-${width}`, testInfo);
      await page.getByRole('button', { name: say('checkout.place') }).click();

      // The order, unpaid: pay by QRIS, whose code the app draws.
      await expect(page).toHaveURL(/\/customer\/orders\/\d+$/);
      const orderId = Number(/\/orders\/(\d+)$/.exec(page.url())![1]);
      await expect(page.getByTestId('order-status')).toHaveText(say('status.CREATED'));
      await page.getByRole('radio', { name: 'QRIS' }).click();
      await page.getByRole('button', { name: say('pay.getInstructions') }).click();
      await expect(page.getByRole('img', { name: /QRIS/ })).toBeVisible();
      await shot(page, `customer-pay-${language}-${width}`, testInfo);

      // The order is on the desk, live: no reload.
      await expect(deskPage.locator('tbody')).toContainText(`#${orderId}`);
      expect(deskReloaded).toBe(false);

      // The customer's bank pays: the simulated gateway notifies the server.
      const order = await api<{ invoice: { id: number } }>(page.request, token, 'GET', `/app/v1/orders/${orderId}`);
      const paid = await page.request.post('/usr/v1/dev/payments', {
        data: { invoice_id: order.invoice.id, outcome: 'paid' },
      });
      expect(paid.status(), await paid.text()).toBe(200);
      await expect(page.getByTestId('order-status')).toHaveText(say('status.PAID'), { timeout: 15_000 });

      // The cashier moves it along; the customer's screen follows.
      await deskPage.goto(`/order?view=${orderId}`);
      const drawer = deskPage.getByRole('dialog', { name: `Order #${orderId}` });
      for (const status of ['Preparing', 'Ready to pick up']) {
        await drawer.getByRole('button', { name: `Mark as ${status}` }).click();
        await expect(deskPage.getByText(`Order #${orderId} is now ${status}`)).toBeVisible();
      }
      await expect(page.getByTestId('order-status')).toHaveText(say('status.READY_TO_PICKUP'), { timeout: 15_000 });
      await expect(page.getByTestId('order-headline')).toHaveText(say('headline.READY_TO_PICKUP'));
      await expect(page.getByTestId('pick-up-status')).toHaveText(say('pickUp.READY_TO_PICKUP'));
      await shot(page, `customer-order-ready-${language}-${width}`, testInfo);

      // Their orders, and their account.
      await page
        .getByRole('link', { name: say('nav.orders') })
        .first()
        .click();
      await expect(page.getByRole('link', { name: say('order.title', { id: orderId }) })).toBeVisible();
      await shot(page, `customer-orders-${language}-${width}`, testInfo);
      await page
        .getByRole('link', { name: say('nav.account') })
        .first()
        .click();
      await expect(page.getByLabel(say('account.name'))).toHaveValue('Putri Anggraini');
      await page.getByRole('button', { name: say('account.erase') }).click();
      await expect(page.getByRole('dialog', { name: say('account.eraseTitle') })).toContainText(
        say('account.eraseKept'),
      );
      await shot(page, `customer-account-${language}-${width}`, testInfo);
      await page.getByRole('button', { name: say('account.eraseKeep') }).click();

      await customer.close();
      await desk.close();
    });
  }
}

test('a product the outlet marked sold out shows unavailable and cannot be ordered', async ({
  page,
  context,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const say = words('en');
  const admin = await apiToken(page.request, ADMIN);
  const bandung = await outletId(page.request, admin, OUTLET);
  const path = `/adm/v1/outlets/${bandung}/availability`;
  const before = await api<{ sold_out: { sku_id: number }[] }>(page.request, admin, 'GET', path);
  const token = await signInCustomer(page, context, texts('en'));
  const menu = await api<{ categories: { products: { sku_id: number; name: string }[] }[] }>(
    page.request,
    token,
    'GET',
    `/app/v1/outlets/${bandung}/menu`,
  );
  const americano = menu.categories.flatMap((c) => c.products).find((p) => p.name === 'Americano')!;
  await api(page.request, admin, 'PUT', path, {
    sold_out: [...before.sold_out.map(({ sku_id }) => ({ sku_id })), { sku_id: americano.sku_id }],
  });
  try {
    await page.goto(`/customer/outlets/${bandung}`);
    const card = page.getByRole('article', { name: 'Americano' });
    await expect(card).toContainText(say('menu.soldOut'));
    await expect(card.getByRole('button')).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('customer-sold-out-en-390.png') });

    // Nor does the API take it.
    const windows = await api<{ id: number }[]>(
      page.request,
      token,
      'GET',
      `/app/v1/outlets/${bandung}/pickup-windows?date=${tomorrow()}`,
    );
    const refused = await page.request.post('/app/v1/orders', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        outlet_id: bandung,
        pickup_window_id: windows[0]!.id,
        items: [{ sku_id: americano.sku_id, quantity: 1 }],
      },
    });
    expect(refused.status()).toBe(422);
    expect(((await refused.json()) as { errors: { field?: string }[] }).errors[0]!.field).toMatch(
      /^items(\[0\]|\.0)\.sku_id$/,
    );
  } finally {
    await api(page.request, admin, 'PUT', path, { sold_out: before.sold_out.map(({ sku_id }) => ({ sku_id })) });
  }
});

/** Tomorrow's business day in Jakarta. */
function tomorrow(): string {
  return new Date(Date.now() + 7 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
}
