// The order desk as the Outlet Cashier of Bandung Dago: only Bandung's orders, a new one rings and
// toasts within two seconds, and it moves through its statuses to COMPLETED, from which it can only be
// cancelled (a refund after handover), asking first. On a
// desktop in English and on a phone in Bahasa Indonesia. The desk filters by channel and finds a
// customer by name or phone, and shows each order's channel in both languages at both widths.
import type { APIRequestContext, Page } from '@playwright/test';
import { closeFilters, openFilters } from './support/filters';
import { placePaidOrders } from './support/orders';
import { apiToken, expect, test } from './support/test';
import { ADMIN, STAFF } from './support/users';

/** Records every sound the page plays (and answers as a browser that allows it). */
async function recordSounds(page: Page) {
  await page.addInitScript(() => {
    const played: { src: string; volume: number; muted: boolean }[] = [];
    (window as unknown as { played: typeof played }).played = played;
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      played.push({ src: this.src, volume: this.volume, muted: this.muted });
      return Promise.resolve();
    };
  });
}

const chimes = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { played: { src: string; volume: number; muted: boolean }[] }).played.filter((p) => !p.muted),
  );

/** A customer orders at Bandung Dago (the development simulator) and pays; answers the order id. */
async function simulateOrder(request: APIRequestContext): Promise<number> {
  const [id] = await placePaidOrders(request, 'Bandung Dago');
  return id!;
}

test('the Bandung cashier sees only Bandung, hears a new order and takes it to COMPLETED', async ({
  page,
  openSignedIn,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await recordSounds(page);
  await openSignedIn(STAFF, '/order');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toContainText('Bandung Dago');
  for (const outlet of ['Jakarta Kemang', 'Surabaya Tunjungan'])
    await expect(page.locator('tbody')).not.toContainText(outlet);
  // The first click unlocks audio, as the spec asks.
  await page.getByRole('heading', { name: 'Orders', level: 1 }).click();

  const placedAt = Date.now();
  const orderId = await simulateOrder(page.request);
  const toast = page.getByText(`New order #${orderId} at Bandung Dago`);
  await expect(toast).toBeVisible({ timeout: 2000 });
  expect(Date.now() - placedAt).toBeLessThan(2000);
  expect(await chimes(page)).toEqual([
    expect.objectContaining({ src: expect.stringMatching(/\/notif-sound\.mp3$/), volume: 0.8 }),
  ]);
  await expect(rows.first()).toContainText(`#${orderId}`);
  await page.screenshot({ path: testInfo.outputPath('orders-toast-1440.png') });

  await page.getByRole('button', { name: 'Open', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: `Order #${orderId}` });
  await expect(drawer.getByText('Status history')).toBeVisible();
  await expect(drawer.getByRole('button', { name: /^Mark as/ })).toHaveText(['Mark as Preparing']);
  for (const status of ['Preparing', 'Ready to pick up', 'Picked up', 'Completed']) {
    await drawer.getByRole('button', { name: `Mark as ${status}` }).click();
    await expect(page.getByText(`Order #${orderId} is now ${status}`)).toBeVisible();
  }
  // Completed: it can only be cancelled now, a refund after handover.
  await expect(drawer.getByRole('button', { name: /^Mark as|^Cancel order/ })).toHaveText(['Cancel order']);
  await expect(drawer.locator('.mantine-Timeline-item')).toHaveCount(6);
  await page.screenshot({ path: testInfo.outputPath('order-completed-1440.png') });

  // Nor can it be set back through the API.
  const token = await apiToken(page.request, STAFF);
  const back = await page.request.put(`/adm/v1/orders/${orderId}/status`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status: 300 },
  });
  expect(back.status()).toBe(422);
  expect(await back.json()).toEqual({
    errors: [{ detail: 'Order status cannot change from COMPLETED to READY_TO_PICKUP', field: 'status' }],
  });

  // Cancelling it asks first, saying what a refund after handover does; then it is final.
  await drawer.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('dialog', { name: `Cancel order #${orderId}?` });
  await expect(confirm.getByText(/was handed over: cancelling it refunds its payment/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText(`Order #${orderId} is now Cancelled`)).toBeVisible();
  await expect(drawer.getByText('This order is final: its status can no longer change.')).toBeVisible();
  await expect(drawer.getByRole('button', { name: /^Mark as|^Cancel order/ })).toHaveCount(0);
});

test('cancelling asks first, and keeping the order leaves it as it was', async ({ page, openSignedIn }) => {
  const orderId = await simulateOrder(page.request);
  await openSignedIn(STAFF, `/order?view=${orderId}`);
  const drawer = page.getByRole('dialog', { name: `Order #${orderId}` });
  await drawer.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('dialog', { name: `Cancel order #${orderId}?` });
  await confirm.getByRole('button', { name: 'Keep order' }).click();
  await expect(confirm).toBeHidden();
  await expect(drawer.getByRole('button', { name: 'Mark as Preparing' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Cancel order' }).click();
  await confirm.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText(`Order #${orderId} is now Cancelled`)).toBeVisible();
});

test('on a phone in Bahasa Indonesia: filters in the URL, and a new order rings', async ({
  page,
  openSignedIn,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => window.localStorage.setItem('language', 'id'));
  await recordSounds(page);
  await openSignedIn(STAFF, '/order?status=100&pick_up_status=UPCOMING');
  await expect(page.getByRole('heading', { name: 'Pesanan', level: 1 })).toBeVisible();
  // The filters fold behind one button that counts them, and open in a drawer.
  await expect(page.getByRole('button', { name: 'Filter, 2 terpasang' })).toBeVisible();
  await openFilters(page);
  await expect(page.getByRole('group', { name: 'Status' }).getByLabel('Dibayar', { exact: true })).toBeChecked();
  await closeFilters(page);
  await page.getByRole('heading', { name: 'Pesanan', level: 1 }).click();
  const orderId = await simulateOrder(page.request);
  await expect(page.getByText(`Pesanan baru #${orderId} di Bandung Dago`)).toBeVisible({ timeout: 2000 });
  // A card per order on a phone.
  await expect(page.getByRole('main').getByRole('listitem').first()).toContainText(`#${orderId}`);
  expect(await chimes(page)).toHaveLength(1);
  await page.screenshot({ path: testInfo.outputPath('orders-id-390.png'), fullPage: true });
  await page.getByRole('button', { name: `Buka pesanan #${orderId}` }).click();
  const drawer = page.getByRole('dialog', { name: `Pesanan #${orderId}` });
  await expect(drawer.getByText('Riwayat status')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`view=${orderId}`));
  // Let the drawer finish sliding in.
  await page.waitForTimeout(400);
  await page.screenshot({ path: testInfo.outputPath('order-drawer-id-390.png') });
});

/** The desk's first orders as a user's API sees them, for the filters to find again. */
async function listAs(request: APIRequestContext, user: typeof STAFF, query: string) {
  const token = await apiToken(request, user);
  const res = await request.get(`/adm/v1/orders?${query}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    data: { id: number; customer_name: string | null; customer: { phone_number: string | null } | null }[];
  };
}

test('the desk filters by channel and finds a customer by name or phone, the number masked for the cashier', async ({
  page,
  openSignedIn,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(STAFF, '/order');
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toContainText('Bandung Dago');
  await page.getByRole('textbox', { name: 'Channel' }).click();
  await page.getByRole('option', { name: 'Counter' }).click();
  await expect(page).toHaveURL(/channel=counter/);
  await expect(rows.first()).toContainText('Counter');
  await expect(page.locator('tbody').getByText('App', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('orders-counter-1440.png') });

  // A walk-in who gave a name, found by part of it in any case.
  const counter = await listAs(page.request, STAFF, 'channel=counter&size=100');
  const named = counter.data.find((order) => order.customer_name)!;
  const part = named.customer_name!.slice(0, 4).toLowerCase();
  const search = page.getByRole('textbox', { name: 'Customer name or phone' });
  await search.fill(part);
  await expect(page).toHaveURL(new RegExp(`customer=${part}`));
  await expect(rows.first()).toContainText(named.customer_name!.slice(0, 4));

  // An app customer by their number as people write it: the cashier sees it masked all the same.
  const [seen] = (await listAs(page.request, STAFF, 'channel=app&size=1')).data;
  const [app] = (await listAs(page.request, ADMIN, `order_id=${seen!.id}`)).data;
  const phone = app!.customer!.phone_number!;
  expect(phone).not.toContain('*');
  const local = `0${phone.replace(/\D/g, '').replace(/^(62|0)/, '')}`;
  await page.getByRole('textbox', { name: 'Channel' }).click();
  await page.getByRole('option', { name: 'App' }).click();
  await search.fill(`${local.slice(0, 4)}-${local.slice(4)}`);
  await expect(rows.first()).toContainText(`${local.slice(0, 4)}****`);
  await expect(page.locator('tbody')).not.toContainText(local);
  await page.screenshot({ path: testInfo.outputPath('orders-phone-search-1440.png') });
});

for (const [language, width] of [
  ['en', 1440],
  ['id', 1440],
  ['en', 390],
  ['id', 390],
] as const)
  test(`the desk in ${language} at ${width} px shows each order's channel and the name to call`, async ({
    page,
    openSignedIn,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
    await openSignedIn(ADMIN, '/order');
    const counter = language === 'en' ? 'Counter' : 'Kasir';
    const app = language === 'en' ? 'App' : 'Aplikasi';
    const list = width > 768 ? page.locator('tbody') : page.getByRole('main').getByRole('list');
    await expect(list).toContainText(counter);
    await expect(list).toContainText(app);
    await page.screenshot({ path: testInfo.outputPath(`orders-${language}-${width}.png`), fullPage: width < 768 });
  });
