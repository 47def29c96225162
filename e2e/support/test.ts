// The specs' `test`: Playwright's, plus ways to sign in. `signInThroughForm` does what a person
// does; `openSignedIn` puts a session in place through the API (the same `token` cookie the app
// writes) for specs whose subject is not signing in.
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { DemoUser } from './users';

export async function signInThroughForm(page: Page, user: DemoUser) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The user's bearer token, or a failed test showing the API's answer. */
export async function apiToken(request: APIRequestContext, user: DemoUser): Promise<string> {
  const response = await request.post('/usr/v1/login', {
    data: { email: user.email, password: user.password, remember: false },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

export const test = base.extend<{ openSignedIn: (user: DemoUser, path: string) => Promise<void> }>({
  openSignedIn: async ({ page, baseURL }, use) => {
    await use(async (user, path) => {
      const token = await apiToken(page.request, user);
      await page.context().addCookies([{ name: 'token', value: token, url: baseURL! }]);
      await page.goto(path);
    });
  },
});

export { expect };
