// A manager checks a GoFood settlement file on the channel settlements screen (a dry run): the row
// naming an order nobody placed is listed as an exception and nothing is stored, so the import waits
// for the check; then the channel report lists GoFood, GrabFood and ShopeeFood with a totals row and
// its downloads. In English on a desktop and in Bahasa Indonesia on a phone.
import type { Page } from '@playwright/test';
import { apiToken, expect, test } from './support/test';
import { ADMIN } from './support/users';
import { words, type Language } from './support/words';

const TAG = Date.now().toString(36).toUpperCase();

async function storedFiles(page: Page): Promise<number> {
  const token = await apiToken(page.request, ADMIN);
  const res = await page.request.get('/adm/v1/channel-settlements?size=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { meta: { total: number } }).meta.total;
}

async function walk(page: Page, language: Language) {
  const say = words(language);
  const before = await storedFiles(page);
  await expect(page.getByRole('heading', { level: 1, name: say('screens.channelSettlements') })).toBeVisible();
  await page.getByText(say('settlements.channels.gofood'), { exact: true }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'gofood.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `Order ID,Gross Sales,Commission,Merchant Promo,Net Sales\nF-${TAG}-${language},30000,6000,0,24000\n`,
    ),
  });
  await expect(page.getByRole('button', { name: say('settlements.import') })).toBeDisabled();
  await page.getByRole('button', { name: say('settlements.check') }).click();
  const rows = page.getByRole('table', { name: say('settlements.rowsTable') });
  const row = rows.getByRole('row', { name: new RegExp(`F-${TAG}-${language}`) });
  await expect(row).toContainText(say('settlements.statuses.no_order'));
  await expect(page.getByTestId('settlement-result')).toContainText(
    say('settlements.ready', {
      rows: 1,
      matched: 0,
      differs: 0,
      noOrder: 1,
      missing: 0,
    }),
  );
  expect(await storedFiles(page)).toBe(before);

  await page.goto('/report-channels');
  await expect(page.getByRole('heading', { level: 1, name: say('screens.channelReport') })).toBeVisible();
  // A table on a desktop, a card per row on a phone: each platform and the totals by name either way.
  for (const name of ['gofood', 'grabfood', 'shopeefood', 'total'])
    await expect(page.getByText(say(`reports.channels.channel.${name}`), { exact: true }).first()).toBeVisible();
  await expect(page.getByText(say('reports.channels.expected'), { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /CSV/ })).toBeVisible();
}

test('a GoFood settlement file checked in a dry run lists the unknown order and stores nothing; the channel report lists the platforms', async ({
  page,
  openSignedIn,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(ADMIN, '/channel-settlements');
  await walk(page, 'en');
});

test('the same in Bahasa Indonesia on a phone', async ({ page, openSignedIn }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'id'));
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(ADMIN, '/channel-settlements');
  await walk(page, 'id');
});
