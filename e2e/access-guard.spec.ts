import { expect, test } from './support/test';
import { ADMIN } from './support/users';

test('a private page without a session sends the visitor to /login', async ({ page }) => {
  await page.goto('/category');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('/login with a session sends the user to the dashboard', async ({ page, openSignedIn }) => {
  await openSignedIn(ADMIN, '/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});
