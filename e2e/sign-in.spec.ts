import { expect, signInThroughForm, test } from './support/test';
import { ADMIN } from './support/users';

test('signing in as the admin lands on the dashboard', async ({ page }) => {
  await signInThroughForm(page, ADMIN);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page).toHaveTitle(/Admin Dashboard/);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'token')?.value).toBeTruthy();
});

test("a wrong password shows the API's error and stays on /login", async ({ page }) => {
  await signInThroughForm(page, { ...ADMIN, password: 'Wrong12345' });
  const login = await page.request.post('/usr/v1/login', {
    data: { email: ADMIN.email, password: 'Wrong12345', remember: false },
  });
  const apiMessage = ((await login.json()) as { errors: { detail: string }[] }).errors[0]!.detail;
  await expect(page.getByText(apiMessage)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'token')).toBeUndefined();
});
