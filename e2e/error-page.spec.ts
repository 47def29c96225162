import { expect, test } from './support/test';
import { ADMIN } from './support/users';

test("an invalid search parameter shows the error page and 'Reset Search' clears it", async ({
  page,
  openSignedIn,
}) => {
  await openSignedIn(ADMIN, '/category?page=abc');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('Page must be a number')).toBeVisible();

  await page.getByRole('button', { name: 'Reset Search' }).click();
  await expect(page).toHaveURL(/\/category$/);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New category' })).toBeVisible();
});
