// Stock moving between outlets, as the head office and Bandung see it: the head office sends ten
// cartons of milk (10,000 ml) to Bandung, Bandung sees them in transit, receives nine with one
// damaged, and both outlets' movement logs show the transfer; in English on a desktop and in
// Bahasa Indonesia on a phone.
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, expect, test } from './support/test';
import { ADMIN } from './support/users';
import { listLines } from './support/lines';

async function api<T>(request: APIRequestContext, token: string, path: string, body?: unknown): Promise<T> {
  const response = body
    ? await request.post(path, { headers: { authorization: `Bearer ${token}` }, data: body })
    : await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function outletId(request: APIRequestContext, token: string, name: string): Promise<number> {
  const outlets = await api<{ id: number; name: string }[]>(request, token, '/adm/v1/outlets?size=100');
  return outlets.find((outlet) => outlet.name === name)!.id;
}

async function milkAt(request: APIRequestContext, token: string, outlet: number) {
  const rows = await api<{ sku_name: string; sku_id: number; quantity: number; in_transit: number }[]>(
    request,
    token,
    `/adm/v1/inventory?outlet_id=${outlet}&sku_name=Fresh%20Milk&size=100`,
  );
  return rows.find((row) => row.sku_name === 'Fresh Milk')!;
}

const escaped = (value: string) => new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const TEXTS = {
  en: {
    quantity: 'Quantity of line 1',
    note: 'Note',
    send: 'Send transfer',
    inTransit: 'In transit',
    receive: 'Receive',
    receiveTitle: 'Receive',
    received: 'Received Fresh Milk',
    damaged: 'Damaged Fresh Milk',
    save: 'Receive transfer',
    receivedStatus: 'Received',
    transferOut: 'Transfer out',
    transferIn: 'Transfer in',
    rusak: 'Damaged',
    number: (value: number) => value.toLocaleString('en-US'),
  },
  id: {
    quantity: 'Jumlah baris 1',
    note: 'Catatan',
    send: 'Kirim transfer',
    inTransit: 'Dalam perjalanan',
    receive: 'Terima',
    receiveTitle: 'Terima',
    received: 'Diterima Fresh Milk',
    damaged: 'Rusak Fresh Milk',
    save: 'Terima transfer',
    receivedStatus: 'Diterima',
    transferOut: 'Transfer keluar',
    transferIn: 'Transfer masuk',
    rusak: 'Rusak',
    number: (value: number) => value.toLocaleString('id-ID'),
  },
};

async function sendAndReceive(
  page: Page,
  openSignedIn: (user: typeof ADMIN, path: string) => Promise<void>,
  language: keyof typeof TEXTS,
  shot: (name: string) => Promise<void>,
) {
  const text = TEXTS[language];
  const token = await apiToken(page.request, ADMIN);
  const hq = await outletId(page.request, token, 'Jakarta Kemang');
  const bandung = await outletId(page.request, token, 'Bandung Dago');
  // Ten cartons of milk on the head office's shelf to send.
  const milk = await milkAt(page.request, token, hq);
  await api(page.request, token, '/adm/v1/inventory/adjustments', {
    outlet_id: hq,
    sku_id: milk.sku_id,
    change_type: 'add',
    quantity: 10_000,
    note: 'Cartons for Bandung',
    tagging: 'retur',
  });
  const hqBefore = (await milkAt(page.request, token, hq)).quantity;
  const bandungBefore = await milkAt(page.request, token, bandung);

  // The head office sends them: the form opens from the head office, to Bandung as the address asks.
  await openSignedIn(ADMIN, `/stock-transfer/new?to_outlet_id=${bandung}`);
  await expect(page.getByRole('textbox', { name: /^(From outlet|Dari outlet)/ })).toHaveValue('Jakarta Kemang');
  await expect(page.getByRole('textbox', { name: /^(To outlet|Ke outlet)/ })).toHaveValue('Bandung Dago');
  await page.getByRole('textbox', { name: /^SKU/ }).fill('Fresh Milk');
  await page.getByRole('option', { name: 'Fresh Milk', exact: true }).click();
  await expect(page.getByTestId('on-hand-0')).toContainText(text.number(hqBefore));
  await page.getByRole('textbox', { name: text.quantity }).fill('10000');
  await page.getByRole('textbox', { name: text.note }).fill('Ten cartons of milk');
  await shot('transfer-form');
  await page.getByRole('button', { name: text.send }).click();
  await expect(page).toHaveURL(/\/stock-transfer\/\d+/);
  const transferId = Number(/\/stock-transfer\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByText(text.inTransit, { exact: true }).first()).toBeVisible();
  expect((await milkAt(page.request, token, hq)).quantity).toBe(hqBefore - 10_000);
  expect((await milkAt(page.request, token, bandung)).in_transit).toBe(bandungBefore.in_transit + 10_000);

  // Bandung sees the milk in transit on its stock list.
  await page.goto(`/inventory?outlet_id=${bandung}&sku_name=Fresh%20Milk`);
  const milkLine = listLines(page, /^Fresh Milk/);
  await expect(milkLine.first()).toContainText(text.number(bandungBefore.in_transit + 10_000));
  await shot('inventory-in-transit');

  // Bandung receives nine cartons in good order and one damaged.
  await page.goto(`/stock-transfer/${transferId}`);
  await page.getByRole('button', { name: text.receive, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${text.receiveTitle} TR-`) });
  await expect(dialog.getByRole('textbox', { name: text.received })).toHaveValue(text.number(10_000));
  await dialog.getByRole('textbox', { name: text.received }).fill('9000');
  await dialog.getByRole('textbox', { name: text.damaged }).fill('1000');
  await shot('receive-dialog');
  await dialog.getByRole('button', { name: text.save }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(text.receivedStatus, { exact: true }).first()).toBeVisible();
  const bandungAfter = await milkAt(page.request, token, bandung);
  expect(bandungAfter.quantity).toBe(bandungBefore.quantity + 9_000);
  expect(bandungAfter.in_transit).toBe(bandungBefore.in_transit);
  await shot('transfer-received');

  // Both outlets' movement logs show the transfer, each movement linking back to it.
  await page.goto(`/inventory/movements?outlet_id=${hq}&transfer_id=${transferId}`);
  const sent = listLines(page, escaped(text.transferOut));
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText(`−${text.number(10_000)} ml`);
  await expect(sent).toContainText('Jakarta Kemang');
  await shot('movements-head-office');
  await page.goto(`/inventory/movements?outlet_id=${bandung}&transfer_id=${transferId}`);
  // Milk is stocked in lots: the nine good cartons come in as one lot with their expiry date, the
  // damaged one comes in and goes out without a lot.
  const arrived = listLines(page, escaped(text.transferIn));
  await expect(arrived).toHaveCount(2);
  await expect(arrived.filter({ hasText: `+${text.number(9_000)} ml` })).toHaveCount(1);
  await expect(arrived.filter({ hasText: `+${text.number(1_000)} ml` })).toHaveCount(1);
  const damaged = listLines(page, escaped(text.rusak));
  await expect(damaged).toContainText(`−${text.number(1_000)} ml`);
  await expect(damaged).toContainText('Bandung Dago');
  await shot('movements-bandung');
  await expect(damaged).toContainText(language === 'en' ? 'Damaged on TR-' : 'Rusak dalam transfer TR-');
  const link = damaged.getByRole('link', { name: /^Transfer TR-/ });
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/stock-transfer/${transferId}`));
}

test('the head office sends ten cartons of milk to Bandung, which receives nine and one damaged', async ({
  page,
  openSignedIn,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await sendAndReceive(page, openSignedIn, 'en', (name) =>
    page.screenshot({ path: testInfo.outputPath(`${name}-desktop.png`) }).then(() => undefined),
  );
});

test('the same transfer reads Indonesian on a phone', async ({ page, openSignedIn }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => window.localStorage.setItem('language', 'id'));
  await sendAndReceive(page, openSignedIn, 'id', (name) =>
    page.screenshot({ path: testInfo.outputPath(`${name}-phone-id.png`), fullPage: true }).then(() => undefined),
  );
  // Nothing wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
