// Invoices, payment gateways and timeslots as staff use them: a payment requested through an
// enabled gateway gives a virtual account number; a gateway switched off is no longer offered;
// two of tomorrow's timeslots switched off stay off after a reload (in Bahasa Indonesia, on a phone).
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/test';
import { ADMIN } from './support/users';

const jakartaDay = (daysAhead: number) =>
  new Date(Date.now() + 7 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);

/** Opens the first unpaid invoice of the list and its Request payment dialog. */
async function openPaymentDialog(page: Page) {
  await page.goto('/invoice?status=0');
  const first = page.getByRole('button', { name: /^View invoice INV\// }).first();
  await first.click();
  const drawer = page.getByRole('dialog', { name: /^Invoice INV\// });
  await expect(drawer.getByText('Unpaid', { exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: 'Request payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request payment' });
  await expect(dialog.getByRole('group', { name: 'Virtual account' })).toBeVisible();
  return { drawer, dialog };
}

test('a payment requested for an unpaid invoice through an enabled gateway gives a virtual account number', async ({
  page,
  openSignedIn,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(ADMIN, '/invoice?status=0');
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Filter by status' })).toHaveValue('Unpaid');
  const rows = page.getByRole('row').filter({ hasText: 'Unpaid' });
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText(/Rp\s[\d,]+/);
  await expect(rows.first()).toContainText(/Expires \d+ \w+ \d{4} \d{2}:\d{2} WIB/);
  await page.screenshot({ path: testInfo.outputPath('invoices-1440.png'), fullPage: true });

  const { drawer, dialog } = await openPaymentDialog(page);
  // Sending without a choice names what is missing.
  await dialog.getByRole('button', { name: 'Request payment' }).click();
  await expect(dialog.getByText('Payment method partner ID is required')).toBeVisible();
  await dialog.getByRole('radio', { name: 'BCA Virtual Account' }).click();
  await expect(dialog.getByText(/Xendit · Rp\s4,000/).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Request payment' }).click();

  const instructions = page.getByRole('dialog', { name: 'Payment instructions' });
  await expect(instructions.getByTestId('instruction-Virtual account number')).toHaveText(/^39010\d{11}$/);
  const va = await instructions.getByTestId('instruction-Virtual account number').textContent();
  await expect(instructions.getByRole('button', { name: 'Copy Virtual account number' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('payment-instructions-1440.png') });
  await instructions.getByRole('button', { name: 'Done' }).click();
  // The invoice now shows the same instructions and its payment method.
  await expect(drawer.getByTestId('instruction-Virtual account number')).toHaveText(va!);
  await expect(drawer.getByText('BCA Virtual Account').first()).toBeVisible();
});

test('a payment gateway switched off is no longer offered for invoice payments', async ({
  page,
  openSignedIn,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(ADMIN, '/payment-gateway');
  await expect(page.getByRole('heading', { name: 'Payment Gateway', level: 1 })).toBeVisible();
  const card = page.getByRole('article', { name: 'BNI Virtual Account' });
  const bni = card.getByRole('switch', { name: 'Offer BNI Virtual Account to customers' });
  await expect(bni).toBeChecked();
  // The switch's input is visually hidden behind its track; a person clicks its label.
  const flip = (label: string) => card.getByText(label, { exact: true }).click();
  await page.screenshot({ path: testInfo.outputPath('payment-gateways-390.png'), fullPage: true });

  // Asked first; cancelling keeps it on.
  await flip('Enabled');
  const ask = page.getByRole('dialog', { name: 'Disable BNI Virtual Account?' });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(bni).toBeChecked();
  await flip('Enabled');
  await ask.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText('BNI Virtual Account disabled')).toBeVisible();
  await expect(bni).not.toBeChecked();
  await expect(card.getByText('Disabled', { exact: true })).toBeVisible();

  await page.setViewportSize({ width: 1440, height: 900 });
  const { dialog } = await openPaymentDialog(page);
  await expect(dialog.getByRole('radio', { name: 'BCA Virtual Account' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'BNI Virtual Account' })).toHaveCount(0);
  await expect(dialog.getByRole('radio', { name: 'Permata Virtual Account' })).toHaveCount(0);

  // Back on, for whoever comes next.
  await page.goto('/payment-gateway');
  await flip('Disabled');
  await expect(page.getByText('BNI Virtual Account enabled')).toBeVisible();
});

test('two of tomorrow’s timeslots switched off stay off after a reload, in Bahasa Indonesia on a phone', async ({
  page,
  openSignedIn,
}, testInfo) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'id'));
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(ADMIN, '/timeslot');
  await expect(page.getByRole('heading', { name: 'Slot Waktu', level: 1 })).toBeVisible();
  await page.getByRole('group', { name: 'Hari cepat' }).getByText('Besok').click();
  const tomorrow = jakartaDay(1);
  await expect(page).toHaveURL(new RegExp(`date=${tomorrow}`));

  const outlet = page.getByRole('region', { name: 'Jakarta Kemang', exact: true });
  // 'Aktif' exactly: a text match alone would also find 'Nonaktif'.
  const active = outlet.locator('[data-testid^="timeslot-"]').filter({ has: page.getByText('Aktif', { exact: true }) });
  const picked = [await active.nth(0).getAttribute('data-testid'), await active.nth(1).getAttribute('data-testid')];
  for (const id of picked) await outlet.getByTestId(id!).click();
  await expect(page.getByText('2 dipilih')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('timeslots-id-390.png') });
  await page.getByRole('button', { name: 'Nonaktifkan' }).click();
  // Slots that hold orders ask first; empty ones are switched off at once.
  const ask = page.getByRole('dialog', { name: 'Nonaktifkan slot waktu?' });
  const done = page.getByText(/2 slot waktu dinonaktifkan/);
  await expect(ask.or(done)).toBeVisible();
  if (await ask.isVisible()) await ask.getByRole('button', { name: 'Nonaktifkan' }).click();
  await expect(done).toBeVisible();

  await page.reload();
  for (const id of picked) await expect(page.getByTestId(id!).getByText('Nonaktif', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`date=${tomorrow}`));
});

test('a timeslot date that is not YYYY-MM-DD says so', async ({ page, openSignedIn }) => {
  await openSignedIn(ADMIN, '/timeslot?date=24-11-2026');
  await expect(page.getByText('Date must be in YYYY-MM-DD format')).toBeVisible();
});

test('the invoice, payment gateway and timeslot screens have no serious accessibility violations', async ({
  page,
  openSignedIn,
}) => {
  await openSignedIn(ADMIN, '/invoice');
  await expect(page.getByRole('button', { name: /^View invoice / }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await openPaymentDialog(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/payment-gateway');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`/timeslot?date=${jakartaDay(2)}`);
  await expect(page.locator('[data-testid^="timeslot-"]').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
