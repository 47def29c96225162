// A modifier group built as an owner builds it on /modifier-group: the drawer's fields, each option
// with its price change, default and recipe changes, read by the screen's own texts in either language.
import { expect, type Locator, type Page } from '@playwright/test';
import type { Say } from './words';

/** Adds a recipe change to the option named `name` on the form. */
async function change(
  page: Page,
  say: Say,
  option: Locator,
  name: string,
  [ingredient, action, amount]: [string, 'add' | 'remove' | 'scale', number?],
) {
  await option.getByRole('button', { name: say('modifier.addRecipeLineTo', { name }) }).click();
  await option
    .getByRole('textbox', { name: say('modifier.ingredient'), exact: true })
    .last()
    .fill(ingredient);
  await page.getByRole('option', { name: ingredient, exact: true }).click();
  await option
    .getByRole('textbox', { name: say('modifier.action'), exact: true })
    .last()
    .click();
  await page.getByRole('option', { name: say(`modifier.actions.${action}`), exact: true }).click();
  const field = action === 'scale' ? 'modifier.factor' : 'modifier.quantity';
  if (amount !== undefined)
    await option
      .getByRole('textbox', { name: say(field), exact: true })
      .last()
      .fill(String(amount));
}

export type OptionSpec = {
  name: string;
  id: string;
  price?: number;
  isDefault?: boolean;
  changes?: [string, 'add' | 'remove' | 'scale', number?][];
};

/** Creates a single-choice group through the screen's drawer. */
export async function buildGroup(page: Page, say: Say, name: string, indonesian: string, options: OptionSpec[]) {
  await page.getByRole('button', { name: say('modifier.new') }).click();
  const drawer = page.getByRole('dialog', { name: say('modifier.newTitle') });
  await drawer.getByRole('textbox', { name: say('modifier.name'), exact: true }).fill(name);
  await drawer
    .getByRole('textbox', { name: say('modifier.indonesianName'), exact: true })
    .first()
    .fill(indonesian);
  for (const [index, spec] of options.entries()) {
    if (index > 0) await drawer.getByRole('button', { name: say('modifier.addOption') }).click();
    const option = drawer.getByRole('region').nth(index);
    await option.getByRole('textbox', { name: say('modifier.optionName'), exact: true }).fill(spec.name);
    await option.getByRole('textbox', { name: say('modifier.indonesianName'), exact: true }).fill(spec.id);
    if (spec.price)
      await option.getByRole('textbox', { name: say('modifier.priceDelta'), exact: true }).fill(String(spec.price));
    for (const line of spec.changes ?? []) await change(page, say, option, spec.name, line);
    if (spec.isDefault) await option.getByRole('checkbox', { name: say('modifier.isDefault') }).check();
  }
  await drawer.getByRole('button', { name: say('modifier.create') }).click();
  await expect(page.getByText(say('modifier.created')).first()).toBeVisible();
  await expect(drawer).toBeHidden();
}
