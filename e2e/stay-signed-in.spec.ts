// A session survives opening another page straight after signing in, or after a reload: the page
// being left may still be asking the API who is signed in, and the browser cuts that call short.
// A call cut short says nothing about the session, so the token stays. The session call is slowed
// down here, so that the next page is opened while it is still on its way.
import type { Page } from '@playwright/test';
import { expect, signInThroughForm, test } from './support/test';
import { ADMIN } from './support/users';

const ROUNDS = 30;

/** Holds every session call back a while, so that the next navigation often overtakes it. */
async function slowSessionCalls(page: Page) {
  await page.route('**/usr/v1/info', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 250));
    await route.continue().catch(() => undefined);
  });
}

async function tokenCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'token')?.value;
}

async function expectSignedInOn(page: Page, path: RegExp, round: number) {
  await expect(page, `round ${round}`).toHaveURL(path);
  await expect(page.getByRole('navigation', { name: 'Main menu' }), `round ${round}`).toBeVisible();
  expect(await tokenCookie(page), `round ${round}`).toBeTruthy();
}

test.describe('signed in stays signed in', () => {
  test.setTimeout(ROUNDS * 15_000);

  test(`opening another page right after signing in, ${ROUNDS} times`, async ({ page }) => {
    await slowSessionCalls(page);
    for (let round = 1; round <= ROUNDS; round++) {
      await page.context().clearCookies();
      await signInThroughForm(page, ADMIN);
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/outlet');
      await expectSignedInOn(page, /\/outlet$/, round);
    }
  });

  test(`opening another page right after a reload mid-session, ${ROUNDS} times`, async ({ page, openSignedIn }) => {
    await openSignedIn(ADMIN, '/order');
    await slowSessionCalls(page);
    for (let round = 1; round <= ROUNDS; round++) {
      await page.reload({ waitUntil: 'commit' });
      await page.goto(round % 2 ? '/outlet' : '/order');
      await expectSignedInOn(page, round % 2 ? /\/outlet$/ : /\/order$/, round);
    }
  });
});
