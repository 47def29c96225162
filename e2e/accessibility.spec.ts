import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import type { Page } from '@playwright/test';
import { ADMIN } from './support/users';

test('the login page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the category list has no serious accessibility violations', async ({ page, openSignedIn }) => {
  await openSignedIn(ADMIN, '/category');
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the category form has no serious accessibility violations', async ({ page, openSignedIn }) => {
  await openSignedIn(ADMIN, '/category');
  await page.getByRole('button', { name: 'New category' }).click();
  const dialog = page.getByRole('dialog', { name: 'New category' });
  // Submitting empty shows the field messages, which must be readable too.
  await dialog.getByRole('button', { name: 'Create category' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a dialog is checked once it has finished opening, not while it fades in', async ({ page, openSignedIn }) => {
  await openSignedIn(ADMIN, '/category');
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
  // Slowed down twentyfold, the dialog's fade-in outlasts the check: read mid-fade, its text would
  // be too faint.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Animation.enable');
  await devtools.send('Animation.setPlaybackRate', { playbackRate: 0.05 });
  await page.getByRole('button', { name: 'New category' }).click();
  await expect(page.getByRole('dialog', { name: 'New category' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the users list and the role assignment have no serious accessibility violations', async ({
  page,
  openSignedIn,
}) => {
  await openSignedIn(ADMIN, '/users');
  await expect(page.getByRole('button', { name: 'Roles of Budi Santoso' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Roles of Budi Santoso' }).click();
  await expect(page.getByRole('list', { name: 'With these roles they can open' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the roles list and the role form have no serious accessibility violations', async ({ page, openSignedIn }) => {
  await openSignedIn(ADMIN, '/roles');
  await expect(page.getByRole('row', { name: /Outlet Cashier/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'New role' }).click();
  await expect(page.getByRole('checkbox', { name: 'Category' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

// Every screen, in both languages, at a desktop's and a phone's width: one page load per screen,
// the screens of one language and width in one test. What axe finds on each is gathered, so one
// run names every screen with a serious or critical violation.
const SIGNED_OUT = ['/login', '/forget-password/email'];
const SCREENS = [
  '/',
  '/category',
  '/sku',
  '/timeslot',
  '/purchase-order',
  '/purchase-order/add',
  '/inventory',
  '/inventory/movements',
  '/inventory/reorder',
  '/stocktake',
  '/stocktake/usage',
  '/stock-transfer',
  '/stock-transfer/new',
  '/order',
  '/invoice',
  '/outlet',
  '/vendor',
  '/report-sales',
  '/report-inventories',
  '/report-po',
  '/report-payments',
  '/users',
  '/roles',
  '/payment-gateway',
  '/audit-log',
  '/approvals',
  '/settings',
];

/** The screen has drawn its data: its title is up and no skeleton stands in for rows. */
async function shown(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForFunction(() => !document.querySelector('.mantine-Skeleton-root[data-visible="true"]'), null, {
    timeout: 10_000,
  });
}

async function screenViolations(page: Page, paths: string[]) {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await shown(page);
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  return found;
}

for (const language of ['en', 'id'] as const) {
  for (const width of [1440, 390]) {
    test(`every screen has no serious accessibility violations in ${language} at ${width} px`, async ({
      page,
      openSignedIn,
    }) => {
      test.setTimeout(240_000);
      await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      const signedOut = await screenViolations(page, SIGNED_OUT);
      await openSignedIn(ADMIN, '/');
      const signedIn = await screenViolations(page, SCREENS);
      expect({ ...signedOut, ...signedIn }).toEqual({});
    });
  }
}
