import { expect, test } from './support/test';
import { ADMIN } from './support/users';

test.beforeEach(async ({ openSignedIn }) => {
  await openSignedIn(ADMIN, '/');
});

test('the sidebar minimizes to icons and maximizes again', async ({ page }) => {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByText('Category', { exact: true })).toBeVisible();
  const wide = (await menu.boundingBox())!.width;

  await page.getByRole('button', { name: 'Collapse sidebar' }).first().click();
  await expect(menu.getByText('Category', { exact: true })).toHaveCount(0);
  // The item stays reachable by its name while only its icon shows.
  await expect(menu.getByRole('link', { name: 'Category' })).toBeVisible();
  await expect.poll(async () => (await menu.boundingBox())!.width).toBeLessThan(wide / 2);

  await page.getByRole('button', { name: 'Expand sidebar' }).first().click();
  await expect(menu.getByText('Category', { exact: true })).toBeVisible();
  await expect.poll(async () => (await menu.boundingBox())!.width).toBeGreaterThan(wide - 1);
});

test('the Reports group opens on click and shows its reports', async ({ page }) => {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const salesReport = menu.getByRole('link', { name: 'Sales Report' });
  await expect(salesReport).toBeHidden();
  await menu.getByRole('button', { name: 'Reports' }).click();
  await expect(salesReport).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Inventory Report' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Purchase Order Report' })).toBeVisible();
  await salesReport.click();
  await expect(page).toHaveURL(/\/report-sales$/);
});

test('a minimized sidebar expands and opens the group when the group is clicked', async ({ page }) => {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await page.getByRole('button', { name: 'Collapse sidebar' }).first().click();
  await menu.getByRole('button', { name: 'Reports' }).click();
  await expect(menu.getByRole('link', { name: 'Sales Report' })).toBeVisible();
  await expect(menu.getByText('Category', { exact: true })).toBeVisible();
});

test('logout returns to /login and removes the token cookie', async ({ page }) => {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'token')).toBeUndefined();
  // The old page is gone for good: opening it again asks to sign in.
  await page.goto('/category');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcategory$/);
});

test('every screen has exactly one main heading', async ({ page }) => {
  for (const path of ['/', '/category', '/users', '/no-such-page', '/category?page=abc']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  }
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('the favicon request gets a 404, not the app page', async ({ page }) => {
  const response = await page.request.get('/favicon.ico');
  expect(response.status()).toBe(404);
});
