// A customer signing in to the customer app (/customer) as a person does: a phone number, the
// 6-digit code the development outbox holds, a name. Each run takes a new number (a number's codes
// are throttled).
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { Say } from './words';

export const newPhone = () => `0812${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10)}`;
const stored = (phone: string) => `+62${phone.slice(1)}`;

/** The newest sign-in code sent to the number, read from the development outbox. */
export async function latestCode(request: APIRequestContext, phone: string): Promise<string> {
  const response = await request.get(`/usr/v1/dev/outbox?to=${encodeURIComponent(stored(phone))}`);
  expect(response.status()).toBe(200);
  const messages = ((await response.json()) as { data: { text: string }[] }).data;
  const code = messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, 'a 6-digit code in the newest message').toBeTruthy();
  return code!;
}

/** Signs a new customer in through the app's screens (texts by `say`, keys under `customer.`); their token. */
export async function signInCustomer(page: Page, context: BrowserContext, say: Say, phone = newPhone()) {
  await page.goto('/customer');
  await expect(page.getByRole('heading', { name: say('customer.signIn.title') })).toBeVisible();
  await page.getByLabel(say('customer.signIn.phone')).fill(phone);
  await page.getByRole('button', { name: say('customer.signIn.sendCode') }).click();
  await expect(page.getByRole('heading', { name: say('customer.signIn.codeTitle') })).toBeVisible();
  const code = await latestCode(page.request, phone);
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await page.getByLabel(say('customer.signIn.name')).fill('Putri Anggraini');
  await page.getByRole('button', { name: say('customer.signIn.submit') }).click();
  await expect(page.getByRole('heading', { name: say('customer.outlets.title'), level: 1 })).toBeVisible();
  const token = (await context.cookies()).find((cookie) => cookie.name === 'customer_token')?.value;
  expect(token, 'the customer token, apart from staff token').toBeTruthy();
  expect((await context.cookies()).some((cookie) => cookie.name === 'token')).toBe(false);
  return token!;
}
