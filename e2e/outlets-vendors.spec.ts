// Outlets and vendors as staff use them: an outlet created with an area found by typing "Bandung"
// and an owner, found by name and filtered by owner from the URL; a vendor's required messages,
// its creation and a phone edit shown formatted; both forms in Bahasa Indonesia on a phone.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ADMIN } from './support/users';
import { listLines } from './support/lines';

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

/** Types into an async picker and chooses the option the API offers. */
async function pick(page: Page, field: Locator, typed: string, option: string | RegExp) {
  await field.click();
  await field.fill(typed);
  await page.getByRole('option', { name: option }).click();
}

test.use({ viewport: { width: 1440, height: 900 } });

test('an outlet is created in Kota Bandung, found by name, and the list filtered by owner from the URL', async ({
  page,
  openSignedIn,
}, testInfo) => {
  const name = unique('Bandung Braga');
  const other = unique('Bandung Riau');
  await openSignedIn(ADMIN, '/outlet');
  await expect(page.getByRole('heading', { name: 'Outlet', level: 1 })).toBeVisible();

  for (const [outletName, owner] of [
    [name, 'Rina Wulandari'],
    [other, 'Budi Santoso'],
  ] as const) {
    await page.getByRole('button', { name: 'New outlet' }).click();
    const dialog = page.getByRole('dialog', { name: 'New outlet' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(outletName);
    await dialog.getByRole('textbox', { name: 'Address' }).fill('Jl. Braga No. 1, Sumur Bandung, Kota Bandung');
    await pick(page, dialog.getByRole('textbox', { name: 'Area' }), 'Bandung', 'Kota Bandung, Jawa Barat');
    await pick(page, dialog.getByRole('textbox', { name: 'Owner' }), owner.split(' ')[0]!, owner);
    if (owner === 'Rina Wulandari') {
      await pick(page, dialog.getByRole('textbox', { name: 'Staff' }), 'Budi', 'Budi Santoso');
      // The staff list stays open for more choices; leaving the field closes it.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('option', { name: 'Agus Pratama' })).toBeHidden();
      await expect(dialog.getByText('Only one outlet is the head office.', { exact: false })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('outlet-form-1440.png') });
    }
    await dialog.getByRole('button', { name: 'Create outlet' }).click();
    // One creation, one toast; it goes before the next outlet is made, so each is its own.
    const created = page.getByText('Outlet created');
    await expect(created).toHaveCount(1);
    await expect(created).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(created).toHaveCount(0, { timeout: 15_000 });
  }

  // Find by name: the URL keeps the search.
  await page.getByRole('textbox', { name: 'Search outlets by name' }).fill(name);
  await expect(page).toHaveURL(/search_name=Bandung(\+|%20)Braga/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Kota Bandung, Jawa Barat');
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible(); // one staff member
  await page.screenshot({ path: testInfo.outputPath('outlet-list-1440.png'), fullPage: true });

  // The owner's link filters by owner, written name_id in the URL.
  await row.getByRole('link', { name: 'Show the outlets of Rina Wulandari' }).click();
  await expect(page).toHaveURL(/owner=Rina(\+|%20)Wulandari_\d+/);
  const byRina = new URL(page.url()).searchParams.get('owner')!;
  await expect(page.getByRole('textbox', { name: 'Filter by owner' })).toHaveValue('Rina Wulandari');
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(1);
  await expect(page.getByRole('row', { name: new RegExp(other) })).toHaveCount(0);

  // A link someone shares: the same filter straight from the URL, and another owner's.
  await page.goto(`/outlet?owner=${encodeURIComponent(byRina)}&search_name=Bandung`);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(1);
  await expect(page.getByRole('row', { name: new RegExp(other) })).toHaveCount(0);
  await page.goto('/outlet?search_name=Bandung');
  await page
    .getByRole('row', { name: new RegExp(other) })
    .getByRole('link', { name: /Budi Santoso/ })
    .click();
  await expect(page).toHaveURL(/owner=Budi(\+|%20)Santoso_\d+/);
  await expect(page.getByRole('row', { name: new RegExp(other) })).toHaveCount(1);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);

  // A hand-written owner that breaks the pattern is refused with the spec's message.
  await page.goto('/outlet?owner=Rina');
  await expect(page.getByText('Owner must match the pattern name_id')).toBeVisible();
});

test('a vendor shows each required message, is created, and its phone edited and shown formatted', async ({
  page,
  openSignedIn,
}) => {
  const name = unique('PT Teh Puncak');
  await openSignedIn(ADMIN, '/vendor');
  await expect(page.getByRole('heading', { name: 'Vendor', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'New vendor' }).click();
  const dialog = page.getByRole('dialog', { name: 'New vendor' });
  await dialog.getByRole('button', { name: 'Create vendor' }).click();
  for (const message of [
    'Name is required',
    'Address is required',
    'Contact person is required',
    'Phone is required',
    'Email is required',
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Address' }).fill('Jl. Raya Puncak Km. 87, Cisarua, Bogor');
  await dialog.getByRole('textbox', { name: 'Contact person' }).fill('Andi Kurniawan');
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('0812 3456 7890');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('order@');
  await dialog.getByRole('button', { name: 'Create vendor' }).click();
  await expect(dialog.getByText('Invalid email format')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email' }).fill('order@tehpuncak.co.id');
  await dialog.getByRole('button', { name: 'Create vendor' }).click();
  await expect(page.getByText('Vendor created')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Search vendors by name' }).fill(name);
  await expect(page).toHaveURL(/name=PT(\+|%20)Teh/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('+62 812-3456-7890');
  await expect(row).toContainText('Andi Kurniawan');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit vendor' });
  await expect(edit.getByRole('textbox', { name: 'Phone' })).toHaveValue('+62 812-3456-7890');
  await edit.getByRole('textbox', { name: 'Phone' }).fill('021 876 5432');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Vendor updated')).toBeVisible();
  await expect(row).toContainText('(021) 876-5432');
});

test('the outlet and vendor screens read Indonesian on a desktop and on a phone', async ({
  page,
  openSignedIn,
}, testInfo) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'id'));
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await openSignedIn(ADMIN, '/outlet');
    await expect(page.getByRole('heading', { name: 'Outlet', level: 1 })).toBeVisible();
    // Found by name (the URL keeps the search): outlets made by other walks may fill the first page.
    await page.goto('/outlet?search_name=Jakarta+Kemang');
    await expect(listLines(page, /Jakarta Kemang/)).toContainText('Pusat');
    await page.goto('/outlet?search_name=Bandung+Dago');
    await expect(listLines(page, /Bandung Dago/)).toContainText('Kota Bandung, Jawa Barat');
    await page.goto('/outlet');
    await expect(page.getByRole('heading', { name: 'Outlet', level: 1 })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`outlet-list-id-${width}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Outlet baru' }).click();
    const outlet = page.getByRole('dialog', { name: 'Outlet baru' });
    await outlet.getByRole('button', { name: 'Buat outlet' }).click();
    for (const message of ['Nama wajib diisi', 'Alamat wajib diisi', 'Wilayah wajib diisi', 'Pemilik wajib diisi']) {
      await expect(outlet.getByText(message, { exact: true })).toBeVisible();
    }
    await page.screenshot({ path: testInfo.outputPath(`outlet-form-id-${width}.png`) });

    await page.goto('/vendor');
    await expect(page.getByRole('heading', { name: 'Pemasok', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Pemasok baru' }).click();
    const vendor = page.getByRole('dialog', { name: 'Pemasok baru' });
    await vendor.getByRole('button', { name: 'Buat pemasok' }).click();
    await expect(vendor.getByText('Narahubung wajib diisi', { exact: true })).toBeVisible();
    await expect(vendor.getByText('Telepon wajib diisi', { exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`vendor-form-id-${width}.png`) });
    await vendor.getByRole('button', { name: 'Batal' }).click();
    await expect(vendor).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath(`vendor-list-id-${width}.png`), fullPage: true });
  }
});
