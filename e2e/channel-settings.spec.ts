// An outlet's delivery platforms and the chain's prices on them, on screen: a new outlet's
// "Channels" tab lists GoFood, GrabFood and ShopeeFood, none selling; linked to GoFood with its store
// id, a 20 % commission and a 25 % markup, it shows them again when opened anew. The Channel Prices
// screen offers each platform's own list. In English and Indonesian.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiToken, expect, test } from './support/test';
import { closeFilters, openFilters } from './support/filters';
import { ADMIN } from './support/users';

const EN = {
  search: 'Search outlets by name',
  edit: (name: string) => `Edit ${name}`,
  editTitle: 'Edit outlet',
  tab: 'Channels',
  sell: 'Sell on GoFood',
  storeId: 'Store ID',
  commission: 'Commission (%)',
  markup: 'Price markup (%)',
  save: 'Save channels',
  saved: 'Channels saved',
  pricesScreen: 'Channel Prices',
  pricesOn: 'Prices on GrabFood',
  addPrice: 'Add product',
};

const ID: typeof EN = {
  search: 'Cari outlet menurut nama',
  edit: (name) => `Ubah ${name}`,
  editTitle: 'Ubah outlet',
  tab: 'Saluran',
  sell: 'Jual di GoFood',
  storeId: 'ID outlet di aplikasi',
  commission: 'Komisi (%)',
  markup: 'Kenaikan harga (%)',
  save: 'Simpan saluran',
  saved: 'Saluran disimpan',
  pricesScreen: 'Harga Saluran',
  pricesOn: 'Harga di GrabFood',
  addPrice: 'Tambah produk',
};

/** A new outlet of its own, made through the API, so the walk changes no other outlet. */
async function newOutlet(page: Page): Promise<string> {
  const token = await apiToken(page.request, ADMIN);
  const headers = { authorization: `Bearer ${token}` };
  const get = async <Row>(path: string) => {
    const response = await page.request.get(path, { headers });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { data: Row[] }).data;
  };
  const areas = await get<{ area_id: number; area_name: string }>('/adm/v1/outlets/areas?search=Bandung');
  const area = areas.find((a) => a.area_name === 'Kota Bandung');
  const [owner] = await get<{ id: number }>('/adm/v1/outlets/owners?search=Rina');
  const name = `Bandung Delivery ${Date.now().toString(36)}`;
  const created = await page.request.post('/adm/v1/outlets', {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: { name, address: 'Jl. Braga No. 9, Kota Bandung', area_id: area!.area_id, owner_id: owner!.id, is_hq: false },
  });
  expect(created.status(), await created.text()).toBe(201);
  return name;
}

async function openChannelsTab(page: Page, name: string, words: typeof EN) {
  await page.goto('/outlet');
  await openFilters(page);
  await page.getByRole('textbox', { name: words.search }).fill(name);
  await expect(page).toHaveURL(/name=/);
  await closeFilters(page);
  await page.getByRole('button', { name: words.edit(name) }).click();
  const dialog = page.getByRole('dialog', { name: words.editTitle });
  await dialog.getByRole('tab', { name: words.tab }).click();
  await expect(dialog.getByRole('button', { name: words.save })).toBeVisible();
  return dialog;
}

for (const [language, words] of [
  ['en', EN],
  ['id', ID],
] as const) {
  test(`an outlet's delivery platforms and the channel prices in ${language}`, async ({
    page,
    openSignedIn,
  }, testInfo) => {
    await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(ADMIN, '/outlet');
    const name = await newOutlet(page);
    const storeId = `G-${Date.now().toString(36)}`;

    const dialog = await openChannelsTab(page, name, words);
    const gofood = dialog.getByRole('group', { name: 'GoFood' });
    await expect(dialog.getByRole('group', { name: 'GrabFood' })).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'ShopeeFood' })).toBeVisible();
    await expect(gofood.getByRole('switch', { name: words.sell })).not.toBeChecked();
    await expect(gofood.getByRole('textbox', { name: words.storeId })).toBeDisabled();

    await gofood.getByText(words.sell).click();
    await gofood.getByRole('textbox', { name: words.storeId }).fill(storeId);
    await gofood.getByRole('textbox', { name: words.commission }).fill('20');
    await gofood.getByRole('textbox', { name: words.markup }).fill('25');
    await dialog.getByRole('button', { name: words.save }).click();
    await expect(page.getByText(words.saved, { exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`outlet-channels-${language}.png`), fullPage: true });

    const again = (await openChannelsTab(page, name, words)).getByRole('group', { name: 'GoFood' });
    await expect(again.getByRole('switch', { name: words.sell })).toBeChecked();
    await expect(again.getByRole('textbox', { name: words.storeId })).toHaveValue(storeId);
    await expect(again.getByRole('textbox', { name: words.commission })).toHaveValue('20 %');
    await expect(again.getByRole('textbox', { name: words.markup })).toHaveValue('25 %');

    await page.goto('/channel-prices');
    await expect(page.getByRole('heading', { level: 1, name: words.pricesScreen })).toBeVisible();
    await page.getByText('GrabFood', { exact: true }).click();
    await expect(page.getByRole('heading', { name: words.pricesOn })).toBeVisible();
    await expect(page.getByRole('button', { name: words.addPrice })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`channel-prices-${language}.png`), fullPage: true });
  });
}
