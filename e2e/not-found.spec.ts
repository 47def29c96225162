import { expect, test } from './support/test';
import { STAFF } from './support/users';

test('a screen whose rule the user lacks shows the 404 page', async ({ page, openSignedIn }) => {
  // The staff user has the counter, orders and invoices only, not view_admin_category.
  await openSignedIn(STAFF, '/category');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveURL(/\/category$/);
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the sidebar offers the staff user only the screens of their rules', async ({ page, openSignedIn }) => {
  await openSignedIn(STAFF, '/');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Invoices' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Category' })).toHaveCount(0);
});
