import { expect, test } from './support/test';
import { ADMIN } from './support/users';

test('a private page without a session sends the visitor to /login, and back after signing in', async ({ page }) => {
  await page.goto('/category?name=tea');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcategory%3Fname%3Dtea$/);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/category\?name=tea$/);
  await expect(page.getByRole('heading', { name: 'Category', level: 1 })).toBeVisible();
});

test('a session revoked while a screen is open ends at /login and returns to that screen', async ({
  page,
  openSignedIn,
}) => {
  await openSignedIn(ADMIN, '/category');
  await expect(page.getByRole('heading', { name: 'Category', level: 1 })).toBeVisible();
  // Sign out in another tab: this tab's token is no longer any good.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')!.value;
  const logout = await page.request.post('/usr/v1/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(logout.status()).toBe(200);
  // The screen finds out at its next call to the API, or sooner when the live order stream notices
  // the session has ended; either way it lands on /login with the screen to return to.
  await page
    .getByRole('textbox', { name: 'Search categories by name' })
    .fill('milk', { timeout: 5_000 })
    .catch(() => undefined);
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcategory(%3Fname%3Dmilk)?$/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
});

test('/login with a session sends the user to the dashboard', async ({ page, openSignedIn }) => {
  await openSignedIn(ADMIN, '/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});
