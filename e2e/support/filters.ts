// A list's filters on a phone sit in a drawer behind its "Filters" button (in Indonesian "Filter").
import type { Page } from '@playwright/test';

const PHONE_WIDTH = 768;
const onPhone = (page: Page) => (page.viewportSize()?.width ?? Infinity) <= PHONE_WIDTH;

/** On a phone, opens the list's filter drawer; on a wider screen the filters are in sight already. */
export async function openFilters(page: Page) {
  if (onPhone(page))
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Filters?(,|$)/ })
      .click();
}

/** On a phone, closes the filter drawer by its button under the filters, back to the list. */
export async function closeFilters(page: Page) {
  if (!onPhone(page)) return;
  await page
    .getByRole('dialog', { name: /^Filters?$/ })
    .getByRole('button', { name: /^(Show the list|Tampilkan daftar)$/ })
    .click();
}
