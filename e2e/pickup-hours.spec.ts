// Pick-up windows a new outlet opens: an outlet created on the Outlet screen has no hours and no
// windows; given opening hours on its "Opening hours" tab (every day 10:00–12:00, 30-minute windows,
// five orders each) it gets its windows at once, and tomorrow's four show on the Timeslot screen.
// The same walk in Bahasa Indonesia on a phone.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { closeFilters, openFilters } from './support/filters';
import { ADMIN } from './support/users';

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

const jakartaDay = (daysAhead: number) =>
  new Date(Date.now() + 7 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);

const WINDOWS = ['10:00–10:30', '10:30–11:00', '11:00–11:30', '11:30–12:00'];

/**
 * The windows saving makes: today's that are yet to start and the thirteen days after, four a day.
 * Counted a minute ahead of now, for a window that starts while the test runs.
 */
function windowsAdded() {
  const minuteNow = Math.floor(((Date.now() + 7 * 3_600_000) % 86_400_000) / 60_000) + 1;
  const today = [600, 630, 660, 690].filter((start) => start > minuteNow).length;
  return 13 * WINDOWS.length + today;
}

/** The screen's words in one language. */
interface Words {
  newOutlet: string;
  name: string;
  address: string;
  area: string;
  owner: string;
  create: string;
  created: string;
  search: string;
  edit: (name: string) => string;
  editTitle: string;
  hoursTab: string;
  notSet: string;
  weekdays: string[];
  open: (day: string) => string;
  opensAt: string;
  closesAt: string;
  slotMinutes: RegExp;
  capacity: RegExp;
  save: string;
  saved: (count: number) => string;
}

const EN: Words = {
  newOutlet: 'New outlet',
  name: 'Name',
  address: 'Address',
  area: 'Area',
  owner: 'Owner',
  create: 'Create outlet',
  created: 'Outlet created',
  search: 'Search outlets by name',
  edit: (name) => `Edit ${name}`,
  editTitle: 'Edit outlet',
  hoursTab: 'Opening hours',
  notSet: 'No opening hours yet: this outlet has no pick-up windows and takes no orders.',
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  open: (day) => `Open on ${day}`,
  opensAt: 'Opens',
  closesAt: 'Closes',
  slotMinutes: /^Window length \(minutes\)/,
  capacity: /^Capacity \(orders per window\)/,
  save: 'Save opening hours',
  saved: (count) => `Opening hours saved: ${count} pick-up windows added`,
};

const ID: Words = {
  newOutlet: 'Outlet baru',
  name: 'Nama',
  address: 'Alamat',
  area: 'Wilayah',
  owner: 'Pemilik',
  create: 'Buat outlet',
  created: 'Outlet dibuat',
  search: 'Cari outlet menurut nama',
  edit: (name) => `Ubah ${name}`,
  editTitle: 'Ubah outlet',
  hoursTab: 'Jam buka',
  notSet: 'Jam buka belum diatur: outlet ini belum punya slot pengambilan dan belum menerima pesanan.',
  weekdays: ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'],
  open: (day) => `Buka hari ${day}`,
  opensAt: 'Buka',
  closesAt: 'Tutup',
  slotMinutes: /^Durasi slot \(menit\)/,
  capacity: /^Kapasitas \(pesanan per slot\)/,
  save: 'Simpan jam buka',
  saved: (count) => `Jam buka disimpan: ${count} slot pengambilan ditambahkan`,
};

/** Types into an async picker and chooses the option the API offers. */
async function pick(page: Page, field: Locator, typed: string, option: string) {
  await field.click();
  await field.fill(typed);
  await page.getByRole('option', { name: option }).click();
}

/** Creates an outlet in Kota Bandung through the New outlet dialog of the Outlet screen. */
async function createOutlet(page: Page, name: string, words: Words) {
  await page.getByRole('button', { name: words.newOutlet }).click();
  const dialog = page.getByRole('dialog', { name: words.newOutlet });
  await dialog.getByRole('textbox', { name: words.name }).fill(name);
  await dialog.getByRole('textbox', { name: words.address }).fill('Jl. Riau No. 12, Bandung Wetan, Kota Bandung');
  await pick(page, dialog.getByRole('textbox', { name: words.area }), 'Bandung', 'Kota Bandung, Jawa Barat');
  await pick(page, dialog.getByRole('textbox', { name: words.owner }), 'Rina', 'Rina Wulandari');
  await dialog.getByRole('button', { name: words.create }).click();
  // Exact: the form's hint also says to set hours once the outlet is created.
  await expect(page.getByText(words.created, { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Finds the outlet by name and opens its dialog again, on its Opening hours tab. */
async function openHoursTab(page: Page, name: string, words: Words) {
  await openFilters(page);
  await page.getByRole('textbox', { name: words.search }).fill(name);
  await expect(page).toHaveURL(/name=/);
  await closeFilters(page);
  await page.getByRole('button', { name: words.edit(name) }).click();
  const dialog = page.getByRole('dialog', { name: words.editTitle });
  await dialog.getByRole('tab', { name: words.hoursTab }).click();
  return dialog;
}

/** Every day open 10:00–12:00, 30-minute windows of five orders each, saved. */
async function setHours(dialog: Locator, words: Words) {
  for (const day of words.weekdays) {
    await dialog.getByRole('checkbox', { name: words.open(day) }).check();
    await dialog.getByLabel(`${day} ${words.opensAt}`, { exact: true }).fill('10:00');
    await dialog.getByLabel(`${day} ${words.closesAt}`, { exact: true }).fill('12:00');
  }
  await dialog.getByRole('textbox', { name: words.slotMinutes }).fill('30');
  await dialog.getByRole('textbox', { name: words.capacity }).fill('5');
  const expected = windowsAdded();
  await dialog.getByRole('button', { name: words.save }).click();
  await expect(dialog.getByRole('status').filter({ hasText: words.saved(expected) })).toBeVisible();
}

/** Tomorrow's windows of the outlet on the Timeslot screen: the four, empty, bookable. */
async function expectTomorrowsWindows(page: Page, name: string, booked: string, active: string) {
  const tomorrow = jakartaDay(1);
  await page.goto(`/timeslot?date=${tomorrow}`);
  const outlet = page.getByRole('region', { name });
  const tiles = outlet.locator('[data-testid^="timeslot-"]');
  await expect(tiles).toHaveCount(WINDOWS.length);
  for (const [i, window] of WINDOWS.entries()) {
    await expect(tiles.nth(i)).toContainText(window);
    await expect(tiles.nth(i)).toContainText(booked);
    await expect(tiles.nth(i).getByText(active, { exact: true })).toBeVisible();
  }
  return outlet;
}

test('an outlet created and given opening hours shows its pick-up windows on the Timeslot screen', async ({
  page,
  openSignedIn,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const name = unique('Bandung Riau');
  await openSignedIn(ADMIN, '/outlet');
  await expect(page.getByRole('heading', { name: 'Outlet', level: 1 })).toBeVisible();
  await createOutlet(page, name, EN);

  // Before its hours are set the outlet has no windows, and the tab says so.
  await page.goto(`/timeslot?date=${jakartaDay(1)}`);
  await expect(page.locator('[data-testid^="timeslot-"]').first()).toBeVisible();
  await expect(page.getByRole('region', { name })).toHaveCount(0);

  await page.goto('/outlet');
  const dialog = await openHoursTab(page, name, EN);
  await expect(dialog.getByText(EN.notSet)).toBeVisible();
  await setHours(dialog, EN);
  await expect(dialog.getByText(EN.notSet)).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('outlet-hours-en-1440.png') });

  const outlet = await expectTomorrowsWindows(page, name, '0 of 5 booked', 'Active');
  await outlet.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('timeslot-new-outlet-en-1440.png') });

  // Opened again, the tab shows the hours as saved.
  await page.goto('/outlet');
  const again = await openHoursTab(page, name, EN);
  await expect(again.getByLabel('Sunday Opens', { exact: true })).toHaveValue('10:00');
  await expect(again.getByLabel('Sunday Closes', { exact: true })).toHaveValue('12:00');
  await expect(again.getByRole('textbox', { name: EN.capacity })).toHaveValue('5');
});

test('a new outlet’s opening hours read Indonesian on a phone, and its windows follow', async ({
  page,
  openSignedIn,
}, testInfo) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'id'));
  await page.setViewportSize({ width: 390, height: 844 });
  const name = unique('Cimahi Baros');
  await openSignedIn(ADMIN, '/outlet');
  await expect(page.getByRole('heading', { name: 'Outlet', level: 1 })).toBeVisible();
  await createOutlet(page, name, ID);

  const dialog = await openHoursTab(page, name, ID);
  await expect(dialog.getByText(ID.notSet)).toBeVisible();
  await expect(dialog.getByText('Jam buka mingguan')).toBeVisible();
  await expect(dialog.getByText('Hari libur', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('outlet-hours-new-id-390.png'), fullPage: true });
  await setHours(dialog, ID);
  // The toasts go before the picture, which shows the dialog alone.
  // Looked for among the toasts: the outlet's history says "created" too.
  const toasts = page.getByRole('region', { name: /^Notifikasi/ });
  for (const toast of [ID.created, 'Jam buka disimpan'])
    await expect(toasts.getByText(toast, { exact: true })).toBeHidden({ timeout: 15_000 });
  await page.screenshot({ path: testInfo.outputPath('outlet-hours-id-390.png'), fullPage: true });

  const outlet = await expectTomorrowsWindows(page, name, '0 dari 5 terpesan', 'Aktif');
  await outlet.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('timeslot-new-outlet-id-390.png') });
});
