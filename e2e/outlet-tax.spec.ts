// An outlet's tax and the chain's tax rules on screen: a new outlet's "Tax" tab starts with no PBJT
// and no service charge; set to PBJT 10 % with a 5 % taxed service charge on dine-in and an NPWPD,
// it shows them again when opened anew. The settings screen shows "Prices include tax" and the cash
// rounding choices (none, Rp 100, Rp 500, Rp 1,000). In English and Indonesian, at 1440 and 390 px.
// The chain's settings are read, not changed: other walks count on them.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiToken, expect, test } from './support/test';
import { closeFilters, openFilters } from './support/filters';
import { ADMIN } from './support/users';

interface Words {
  search: string;
  edit: (name: string) => string;
  editTitle: string;
  taxTab: string;
  pbjt: RegExp;
  rate: RegExp;
  service: RegExp;
  orderTypes: [string, string, string];
  taxable: RegExp;
  npwpd: RegExp;
  save: string;
  saved: string;
  settings: string;
  pricesIncludeTax: RegExp;
  cashRounding: RegExp;
  roundingOptions: string[];
}

const EN: Words = {
  search: 'Search outlets by name',
  edit: (name) => `Edit ${name}`,
  editTitle: 'Edit outlet',
  taxTab: 'Tax',
  pbjt: /^Charge PBJT/,
  rate: /^PBJT rate \(%\)/,
  service: /^Service charge \(%\)/,
  orderTypes: ['Dine in', 'Takeaway', 'Pick-up'],
  taxable: /^Service charge is taxed/,
  npwpd: /^NPWPD/,
  save: 'Save tax',
  saved: 'Tax saved',
  settings: 'Settings',
  pricesIncludeTax: /^Prices include tax/,
  cashRounding: /^Cash rounding/,
  roundingOptions: ['None', 'Rp 100', 'Rp 500', 'Rp 1,000'],
};

const ID: Words = {
  search: 'Cari outlet menurut nama',
  edit: (name) => `Ubah ${name}`,
  editTitle: 'Ubah outlet',
  taxTab: 'Pajak',
  pbjt: /^Kenakan PBJT/,
  rate: /^Tarif PBJT \(%\)/,
  service: /^Biaya layanan \(%\)/,
  orderTypes: ['Makan di tempat', 'Bawa pulang', 'Ambil sendiri'],
  taxable: /^Biaya layanan dikenai pajak/,
  npwpd: /^NPWPD/,
  save: 'Simpan pajak',
  saved: 'Pajak disimpan',
  settings: 'Pengaturan',
  pricesIncludeTax: /^Harga sudah termasuk pajak/,
  cashRounding: /^Pembulatan tunai/,
  roundingOptions: ['Tanpa pembulatan', 'Rp 100', 'Rp 500', 'Rp 1.000'],
};

/** A new outlet of its own in Kota Bandung, made through the API, so the walk changes no other outlet. */
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
  const name = `Bandung Tax ${Date.now().toString(36)}`;
  const created = await page.request.post('/adm/v1/outlets', {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: { name, address: 'Jl. Braga No. 8, Kota Bandung', area_id: area!.area_id, owner_id: owner!.id, is_hq: false },
  });
  expect(created.status(), await created.text()).toBe(201);
  return name;
}

async function openTaxTab(page: Page, name: string, words: Words) {
  await page.goto('/outlet');
  await openFilters(page);
  await page.getByRole('textbox', { name: words.search }).fill(name);
  await expect(page).toHaveURL(/name=/);
  await closeFilters(page);
  await page.getByRole('button', { name: words.edit(name) }).click();
  const dialog = page.getByRole('dialog', { name: words.editTitle });
  await dialog.getByRole('tab', { name: words.taxTab }).click();
  await expect(dialog.getByRole('button', { name: words.save })).toBeVisible();
  return dialog;
}

for (const [language, words] of [
  ['en', EN],
  ['id', ID],
] as const) {
  for (const width of [1440, 390]) {
    test(`an outlet's Tax tab and the chain's tax settings in ${language} at ${width} px`, async ({
      page,
      openSignedIn,
    }, testInfo) => {
      await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await openSignedIn(ADMIN, '/outlet');
      const name = await newOutlet(page);

      const dialog = await openTaxTab(page, name, words);
      // A new outlet charges neither.
      await expect(dialog.getByRole('switch', { name: words.pbjt })).not.toBeChecked();
      await expect(dialog.getByRole('textbox', { name: words.rate })).toBeDisabled();
      await expect(dialog.getByRole('textbox', { name: words.service })).toHaveValue('0 %');
      for (const type of words.orderTypes) await expect(dialog.getByRole('checkbox', { name: type })).not.toBeChecked();

      // Switches are flipped through their labels, as a person clicks them.
      await dialog.getByText(words.pbjt).click();
      await dialog.getByRole('textbox', { name: words.rate }).fill('10');
      await dialog.getByRole('textbox', { name: words.service }).fill('5');
      await dialog.getByRole('checkbox', { name: words.orderTypes[0] }).check();
      await dialog.getByRole('textbox', { name: words.npwpd }).fill('3174.1234.567');
      await expect(dialog.getByRole('switch', { name: words.taxable })).toBeChecked();
      await dialog.getByRole('button', { name: words.save }).click();
      await expect(page.getByText(words.saved, { exact: true })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`outlet-tax-${language}-${width}.png`), fullPage: true });

      // Opened anew, the tab shows what was saved.
      const again = await openTaxTab(page, name, words);
      await expect(again.getByRole('switch', { name: words.pbjt })).toBeChecked();
      await expect(again.getByRole('textbox', { name: words.rate })).toHaveValue('10 %');
      await expect(again.getByRole('textbox', { name: words.service })).toHaveValue('5 %');
      await expect(again.getByRole('checkbox', { name: words.orderTypes[0] })).toBeChecked();
      await expect(again.getByRole('checkbox', { name: words.orderTypes[1] })).not.toBeChecked();
      await expect(again.getByRole('textbox', { name: words.npwpd })).toHaveValue('3174.1234.567');

      // The chain's rules on the settings screen.
      await page.goto('/settings');
      await expect(page.getByRole('heading', { level: 1, name: words.settings })).toBeVisible();
      await expect(page.getByText(words.pricesIncludeTax)).toBeVisible();
      await expect(page.getByRole('switch', { name: words.pricesIncludeTax })).toBeAttached();
      const rounding = page.getByRole('textbox', { name: words.cashRounding });
      await rounding.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`settings-tax-${language}-${width}.png`) });
      await rounding.click();
      const options = page.getByRole('option');
      await expect(options).toHaveCount(words.roundingOptions.length);
      const shown = (await options.allTextContents()).map((text) => text.replace(/\s/g, ' '));
      expect(shown).toEqual(words.roundingOptions);
      await page.keyboard.press('Escape');
    });
  }
}
