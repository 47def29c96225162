// Lists on a phone: a card per row with its status and actions, the filters behind one "Filters"
// button with a count, the sidebar a drawer behind the menu button; the order desk's first five
// orders on the first screen. Screenshots of the order desk and the SKU list go to
// docs/screenshots/ in both languages at 390 and 1440 px.
import { expect, test } from './support/test';
import { ADMIN } from './support/users';
import type { Page } from '@playwright/test';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const words = {
  en: { orders: 'Orders', filters: 'Filters', open: 'Open', menu: 'Open menu', pending: 'Pick-up status' },
  id: { orders: 'Pesanan', filters: 'Filter', open: 'Buka', menu: 'Buka menu', pending: 'Status pengambilan' },
} as const;

async function useLanguage(page: Page, language: 'en' | 'id') {
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
}

const cards = (page: Page) => page.getByRole('main').getByRole('listitem');
// The products of the SKU list, which carry a price (an ingredient or a prep item made newest may
// come first in the whole list and has none).
const PRODUCTS = '/sku?kind=product';

for (const language of ['en', 'id'] as const) {
  const say = words[language];

  test(`the order desk shows five orders as cards on a phone (${language})`, async ({ page, openSignedIn }) => {
    await useLanguage(page, language);
    await page.setViewportSize(PHONE);
    await openSignedIn(ADMIN, '/order');
    await expect(page.getByRole('heading', { name: say.orders, level: 1 })).toBeVisible();
    // No table scrolled sideways, and nothing wider than the screen.
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The first five cards lie wholly inside the first screen, each with its total and its action.
    for (let index = 0; index < 5; index += 1) {
      const card = cards(page).nth(index);
      await expect(card).toBeInViewport({ ratio: 1 });
      await expect(card).toContainText('Rp');
      await expect(card.getByRole('button', { name: new RegExp(`^${say.open}|#`) })).toBeVisible();
    }
    await page.screenshot({ path: `docs/screenshots/order-desk-${language}-390.png` });

    // The sidebar is a drawer: no rail beside the list, the menu button opens it.
    await expect(page.getByRole('navigation', { name: /.+/ })).not.toBeInViewport();
    await page.getByRole('banner').getByRole('button', { name: say.menu }).click();
    await expect(page.getByRole('navigation', { name: /.+/ })).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: /.+/ })).not.toBeInViewport();

    // The filters fold behind one button, which counts those set.
    const filters = page.getByRole('button', { name: new RegExp(`^${say.filters}`) });
    await expect(filters).toHaveAccessibleName(say.filters);
    await filters.click();
    const drawer = page.getByRole('dialog', { name: say.filters });
    await drawer.getByRole('textbox', { name: say.pending }).click();
    // The open list's first option (the page-size select under the drawer has options too).
    await page.getByRole('listbox').getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(filters).toHaveAccessibleName(`${say.filters}, 1 ${language === 'en' ? 'set' : 'terpasang'}`);
  });

  test(`the SKU list shows cards with their actions on a phone (${language})`, async ({ page, openSignedIn }) => {
    await useLanguage(page, language);
    await page.setViewportSize(PHONE);
    await openSignedIn(ADMIN, PRODUCTS);
    const card = cards(page).first();
    await expect(card).toBeVisible();
    await expect(card).toContainText('Rp');
    await expect(card.getByRole('button', { name: /.+/ }).last()).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: `docs/screenshots/sku-list-${language}-390.png` });
  });

  test(`the order desk and SKU list at 1440 px (${language})`, async ({ page, openSignedIn }) => {
    await useLanguage(page, language);
    await page.setViewportSize(DESKTOP);
    await openSignedIn(ADMIN, '/order');
    await expect(page.getByRole('row').nth(1)).toContainText('Rp');
    await page.screenshot({ path: `docs/screenshots/order-desk-${language}-1440.png` });
    await page.goto(PRODUCTS);
    await expect(page.getByRole('row').nth(1)).toContainText('Rp');
    await page.screenshot({ path: `docs/screenshots/sku-list-${language}-1440.png` });
  });
}

// At 1440 px the SKU list fits beside the expanded sidebar; on a narrower screen it scrolls sideways.
for (const width of [1440]) {
  test(`no column header of the SKU list lies under the pinned actions at ${width} px`, async ({
    page,
    openSignedIn,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openSignedIn(ADMIN, PRODUCTS);
    await expect(page.getByRole('row').nth(1)).toContainText('Rp');
    const headers = await page
      .getByRole('columnheader')
      .evaluateAll((cells) =>
        cells.map((cell) => ({ name: cell.textContent?.trim() ?? '', ...cell.getBoundingClientRect().toJSON() })),
      );
    const actions = headers.find((header) => header.name === 'Actions');
    expect(actions).toBeDefined();
    const covered = headers.filter((header) => header !== actions && header.right > actions!.left + 1);
    expect(covered.map((header) => header.name)).toEqual([]);
  });
}
