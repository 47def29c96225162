// A list's line: a table row on a wide screen, a card on a phone (the list kit draws one or the other).
import type { Page } from '@playwright/test';

/** The lines of the screen's list that show `text`, whichever way the list is drawn. */
export const listLines = (page: Page, text: string | RegExp) =>
  page.getByRole('main').locator('tbody tr, li').filter({ hasText: text });
