// A manager builds a happy hour on the promotions screen, running now: 20 % off one drink, every
// day from the current hour in Jakarta, paid for by the brand, at the counter of Bandung Dago only.
// The live preview says what it takes off two cups; the cashier then sells the drink at the counter,
// where the total panel shows the discount by the promotion's name, the sale's receipt shows it, and
// the promotions report for today shows what it cost the brand. In English on a desktop and in
// Bahasa Indonesia on a phone. The drink is the spec's own and each promotion is switched off at the
// end, so no other spec's sales meet them.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { call } from './support/cup-setup';
import { findPromotions, switchOffPromotion } from './support/promotions';
import { apiToken, expect, test } from './support/test';
import { ADMIN, STAFF } from './support/users';
import { rupiahPattern, words, type Language } from './support/words';

const TAG = Date.now().toString(36);
const DRINK = `Lychee Oolong ${TAG}`;
const PRICE = 25_000;
const OFF = 5_000;
const OUTLET = 'Bandung Dago';

let drink: { id: number; body: Record<string, unknown> };

test.beforeAll(async ({ request }) => {
  const token = await apiToken(request, ADMIN);
  const categories = await call<{ id: number; name: string }[]>(request, token, 'get', '/adm/v1/categories?size=100');
  const looks = await call<{ image_url: string }[]>(request, token, 'get', '/adm/v1/skus?name=Jasmine%20Green%20Tea');
  const body = {
    name: DRINK,
    status: true,
    category_id: categories.find((c) => c.name === 'Milk Tea')!.id,
    price: PRICE,
    unit_amount: 1,
    unit: 'pcs',
    image_url: looks[0]!.image_url,
    kind: 'product',
  };
  const made = await call<{ id: number }>(request, token, 'post', '/adm/v1/skus', body);
  drink = { id: made.id, body };
});

test.afterAll(async ({ request }) => {
  const token = await apiToken(request, ADMIN);
  // Off the menu again, so other sales do not meet it.
  await call(request, token, 'put', `/adm/v1/skus/${drink.id}`, { ...drink.body, status: false });
});

/** Now in Jakarta: the day (YYYY-MM-DD), the hour and the minute. */
function jakartaNow() {
  const wib = new Date(Date.now() + 7 * 60 * 60 * 1000).toISOString();
  return { day: wib.slice(0, 10), hour: Number(wib.slice(11, 13)), minute: Number(wib.slice(14, 16)) };
}

/** From the start of this hour to an hour later (two near the end of the hour), 23:59 at the latest. */
function windowNow() {
  const { hour, minute } = jakartaNow();
  const pad = (n: number) => String(n).padStart(2, '0');
  const end = hour + (minute >= 50 ? 2 : 1);
  return { start: `${pad(hour)}:00`, end: end >= 24 ? '23:59' : `${pad(end)}:00` };
}

/** A promotion made here is switched off, whatever became of the test. */
async function switchOff(request: APIRequestContext, name: string) {
  const token = await apiToken(request, ADMIN);
  for (const promotion of await findPromotions(request, token, name))
    if (promotion.name === name) await switchOffPromotion(request, token, promotion);
}

/** A choice in a select (Mantine's combobox), by the box's label and the option's name. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const shot = (page: Page, path: string) =>
  page.screenshot({ path, style: '[data-sonner-toaster] { display: none !important; }' });

const CASES: { language: Language; width: number }[] = [
  { language: 'en', width: 1440 },
  { language: 'id', width: 390 },
];

for (const { language, width } of CASES) {
  test(`a manager builds a happy hour, the counter sells with it, the receipt and the report show it (${language}, ${width} px)`, async ({
    page,
    openSignedIn,
  }, testInfo) => {
    test.setTimeout(120_000);
    const say = words(language);
    const name = `Happy hour ${TAG}-${language}`;
    const phone = width < 500;
    const { start, end } = windowNow();
    const off = rupiahPattern(language, OFF);
    await page.setViewportSize({ width, height: phone ? 844 : 900 });
    await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);

    try {
      // The manager builds it.
      await openSignedIn(ADMIN, '/promotions');
      await expect(page.getByRole('heading', { level: 1, name: say('screens.promotions') })).toBeVisible();
      await page.getByRole('button', { name: say('promotion.new') }).click();
      const form = page.getByRole('dialog', { name: say('promotion.newTitle') });
      await form.getByRole('textbox', { name: say('promotion.name'), exact: true }).fill(name);
      await expect(form.getByRole('textbox', { name: say('promotion.type'), exact: true })).toHaveValue(
        say('promotion.types.percent_off'),
      );
      await form.getByRole('textbox', { name: say('promotion.params.percent'), exact: true }).fill('20');
      const appliesTo = form.getByRole('group', { name: say('promotion.appliesTo') });
      await choose(page, appliesTo, say('promotion.products'), DRINK);
      await page.keyboard.press('Escape');
      await form.getByRole('textbox', { name: say('promotion.startTime') }).fill(start.replace(':', ''));
      await form.getByRole('textbox', { name: say('promotion.endTime') }).fill(end.replace(':', ''));
      await choose(page, form, say('promotion.outlets'), OUTLET);
      await page.keyboard.press('Escape');
      await form.getByRole('checkbox', { name: say('promotion.channelNames.counter') }).check();
      await expect(form.getByRole('textbox', { name: say('promotion.fundedBy'), exact: true })).toHaveValue(
        say('promotion.funders.brand'),
      );
      // Before any other promotion running now.
      await form.getByRole('textbox', { name: say('promotion.priority'), exact: true }).fill('0');

      // The live preview: two cups now.
      const preview = form.getByRole('region', { name: say('promotion.preview.title') });
      await choose(page, preview, say('promotion.preview.product'), DRINK);
      const sentence = preview.getByTestId('preview-sentence');
      await expect(sentence).toHaveAttribute('aria-busy', 'false');
      await expect(sentence).toContainText(`${DRINK} ×2`);
      await expect(sentence).toContainText('→');
      await expect(sentence).toContainText(rupiahPattern(language, 2 * OFF));
      await shot(page, testInfo.outputPath(`promotion-form-${language}-${width}.png`));
      expect(await seriousViolations(page, ['[data-sonner-toaster]'])).toEqual([]);

      await form.getByRole('button', { name: say('promotion.create') }).click();
      await expect(form).toBeHidden();
      const listed = page.getByRole(phone ? 'listitem' : 'row').filter({ hasText: name });
      await expect(listed).toBeVisible();
      await expect(listed).toContainText(say('promotion.funders.brand'));
      // The pointer off the table: a hovered row is read against its hover shade.
      await page.mouse.move(0, 0);
      await shot(page, testInfo.outputPath(`promotions-${language}-${width}.png`));
      expect(await seriousViolations(page, ['[data-sonner-toaster]'])).toEqual([]);

      // The cashier sells the drink: the total panel names the discount.
      await openSignedIn(STAFF, '/counter');
      await page.getByRole('textbox', { name: say('counter.search') }).fill(DRINK);
      await page
        .getByRole('button', { name: new RegExp(`^${say('counter.addTile', { name: DRINK, price: '' })}`) })
        .click();
      if (phone) await page.getByRole('button', { name: say('counter.openCart'), exact: true }).click();
      const discount = page.getByTestId('amount-discount-0');
      await expect(discount).toContainText(name);
      await expect(discount).toContainText(off);
      await shot(page, testInfo.outputPath(`promotion-counter-${language}-${width}.png`));
      await page.getByRole('button', { name: say('counter.exact') }).click();
      await page.getByRole('button', { name: new RegExp(`^${say('counter.pay', { amount: 'Rp' })}`) }).click();
      const sale = page.getByRole('dialog', { name: new RegExp(say('counter.saleDone', { id: '\\d+' })) });
      await expect(sale.getByTestId('amount-discount-0')).toContainText(name);
      const orderId = Number(/#(\d+)/.exec((await sale.getByRole('heading').first().textContent()) ?? '')![1]);

      // The sale's receipt.
      await page.goto(`/order/${orderId}/receipt`);
      const receipt = page.getByTestId('receipt');
      await expect(receipt).toContainText(DRINK);
      await expect(receipt).toContainText(name);
      await expect(receipt).toContainText(off);
      await shot(page, testInfo.outputPath(`promotion-receipt-${language}-${width}.png`));

      // Today's promotions report: what it cost the brand.
      const today = jakartaNow().day;
      await openSignedIn(ADMIN, `/report-promotions?start_date=${today}&end_date=${today}`);
      await expect(page.getByRole('heading', { level: 1, name: say('screens.promotionReport') })).toBeVisible();
      const reported = page.getByRole(phone ? 'listitem' : 'row').filter({ hasText: name });
      await expect(reported).toContainText(say('reports.promotions.funder.brand'));
      await expect(reported).toContainText(off);
      await shot(page, testInfo.outputPath(`promotion-report-${language}-${width}.png`));
    } finally {
      await switchOff(page.request, name);
    }
  });
}
