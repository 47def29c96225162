import { expect, signInThroughForm, test, apiToken } from './support/test';
import { STAFF } from './support/users';

const NEW_PASSWORD = 'Oolong2468';

/** The newest recovery code mailed to the address, read from the development outbox. */
async function latestCode(request: import('@playwright/test').APIRequestContext, email: string) {
  const response = await request.get(`/usr/v1/dev/outbox?email=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  const mails = ((await response.json()) as { data: { text: string }[] }).data;
  const code = mails[0]?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, 'a 6-digit code in the newest email').toBeTruthy();
  return code!;
}

test.afterAll(async ({ request }) => {
  // Give the staff user the demo password back, so other specs can sign in with it.
  const token = await apiToken(request, { ...STAFF, password: NEW_PASSWORD }).catch(() => null);
  if (!token) return;
  await request.post('/usr/v1/change-password', {
    headers: { Authorization: `Bearer ${token}` },
    data: { current_password: NEW_PASSWORD, new_password: STAFF.password },
  });
});

test('password recovery with the emailed code ends signed in with the new password', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forget-password\/email$/);
  // The URL changes before the lazily loaded step replaces the sign-in form.
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByRole('button', { name: 'Send code' }).click();

  await expect(page).toHaveURL(/\/forget-password\/otp$/);
  await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
  const code = await latestCode(page.request, STAFF.email);
  // One box per digit; typing moves from box to box.
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify code' }).click();

  await expect(page).toHaveURL(/\/forget-password\/new-password$/);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works; the new one does.
  const old = await page.request.post('/usr/v1/login', { data: { ...STAFF, remember: false } });
  expect(old.status()).toBe(401);
  await signInThroughForm(page, { ...STAFF, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});
