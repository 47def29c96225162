import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
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
