// The prep board on a phone, in English and in Bahasa Indonesia: at an outlet with a par for a prep
// item, a barista makes a batch (the browser's clock is the server's now), watches it count down,
// turn amber under 30 minutes and red once past its holding time (the test moves the clock),
// discards it after a confirmation that says what is left, and sees a waste line refused at its
// quantity when there is not that much in stock. Then the board at 1440 px.
import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { apiToken, expect, test } from './support/test';
import { ADMIN } from './support/users';
import { words } from './support/words';

interface PrepItem {
  id: number;
  name: string;
  holding_minutes: number;
}

async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'PUT', path: string, data?: object) {
  const response = await request.fetch(path, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A prep item of the demo, and an outlet where it has a par all day (so it is suggested). */
async function preparedOutlet(request: APIRequestContext) {
  const admin = await apiToken(request, ADMIN);
  const items = await api<PrepItem[]>(request, admin, 'GET', '/adm/v1/skus?kind=prep&size=100');
  const item = items.find((sku) => sku.holding_minutes > 60);
  expect(item, 'the demo has a prep item held more than an hour').toBeDefined();
  const outlets = await api<{ id: number; name: string; is_hq: boolean }[]>(
    request,
    admin,
    'GET',
    '/adm/v1/outlets?size=100',
  );
  const outlet = outlets.find((o) => !o.is_hq) ?? outlets[0]!;
  const { pars } = await api<{ pars: { sku_id: number; from: string; par: number }[] }>(
    request,
    admin,
    'GET',
    `/adm/v1/outlets/${outlet.id}/prep-pars`,
  );
  const others = pars.filter((par) => par.sku_id !== item!.id).map(({ sku_id, from, par }) => ({ sku_id, from, par }));
  await api(request, admin, 'PUT', `/adm/v1/outlets/${outlet.id}/prep-pars`, {
    pars: [...others, { sku_id: item!.id, from: '00:00', par: 100_000_000 }],
  });
  return { outlet, item: item! };
}

async function shot(page: Page, name: string, info: { outputPath: (name: string) => string }) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
}

for (const language of ['en', 'id'] as const) {
  test(`a barista makes a batch, watches it expire and discards it (${language}, 390 px)`, async ({
    page,
    openSignedIn,
  }, testInfo) => {
    const say = words(language);
    const { outlet, item } = await preparedOutlet(page.request);
    await page.clock.install();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript((chosen) => window.localStorage.setItem('language', chosen), language);
    await openSignedIn(ADMIN, `/prep?outlet_id=${outlet.id}`);
    await expect(page.getByRole('heading', { level: 1, name: say('screens.prep') })).toBeVisible();

    // One batch, made with one tap from the suggestion.
    const suggestion = page.locator('[data-testid^="suggestion-"]', { hasText: item.name });
    await suggestion.getByRole('textbox', { name: say('prep.batchesOf', { name: item.name }) }).fill('1');
    await suggestion.getByRole('button', { name: say('prep.makeItem', { name: item.name }) }).click();
    await expect(page.getByText(say('prep.made'))).toBeVisible();
    const batch = page.locator('[data-testid^="batch-"]', { hasText: item.name }).last();
    await expect(batch).toHaveAttribute('data-state', 'fresh');
    await shot(page, `prep-board-${language}-390`, testInfo);
    expect(await seriousViolations(page, ['[data-sonner-toaster]'])).toEqual([]);

    // Under 30 minutes left: amber; past the holding time: red and expired.
    await page.clock.fastForward((item.holding_minutes - 20) * 60_000);
    await expect(batch).toHaveAttribute('data-state', 'soon');
    await expect(batch).toContainText(new RegExp(say('prep.minutesLeft', { minutes: 99 }).replace('99', '\\d+')));
    await page.clock.fastForward(21 * 60_000);
    await expect(batch).toHaveAttribute('data-state', 'expired');
    await expect(batch).toContainText(say('prep.expired'));
    await shot(page, `prep-expired-${language}-390`, testInfo);

    // Discarded after saying what is left.
    await batch.getByRole('button', { name: say('prep.discard') }).click();
    const confirm = page.getByRole('dialog', { name: say('prep.discardTitle') });
    await expect(confirm).toContainText(item.name);
    await shot(page, `prep-discard-${language}-390`, testInfo);
    await confirm.getByRole('button', { name: say('prep.discard'), exact: true }).click();
    await expect(page.getByText(say('prep.discarded'))).toBeVisible();

    // Waste of more than there is: refused at the line's quantity.
    await page.getByRole('button', { name: say('prep.waste.open') }).click();
    const waste = page.getByRole('dialog', { name: say('prep.waste.title') });
    await waste.getByRole('textbox', { name: say('prep.waste.skuOf', { number: 1 }) }).fill(item.name);
    await page.getByRole('option', { name: item.name }).first().click();
    await waste.getByRole('textbox', { name: say('prep.waste.quantityOf', { number: 1 }) }).fill('999999');
    await waste.getByRole('textbox', { name: say('prep.waste.reasonOf', { number: 1 }) }).click();
    await page.getByRole('option', { name: say('waste.reasons.spill') }).click();
    await waste.getByRole('button', { name: say('prep.waste.save') }).click();
    const quantity = waste.getByRole('textbox', { name: say('prep.waste.quantityOf', { number: 1 }) });
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await shot(page, `prep-waste-${language}-390`, testInfo);
  });
}

test('the prep board at 1440 px', async ({ page, openSignedIn }, testInfo) => {
  const { outlet } = await preparedOutlet(page.request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(ADMIN, `/prep?outlet_id=${outlet.id}`);
  await expect(page.locator('[data-testid^="suggestion-"]').first()).toBeVisible();
  await shot(page, 'prep-board-en-1440', testInfo);
  expect(await seriousViolations(page, ['[data-sonner-toaster]'])).toEqual([]);
});
