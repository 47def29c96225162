import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ADMIN } from './support/users';

/** Serious and critical WCAG 2 A/AA violations on the page, as readable lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

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
