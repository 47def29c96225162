// An owner builds the Sugar and Size modifier groups on /modifier-group, attaches them to a product
// on its Modifiers tab, and reads what a cup with chosen options costs under its recipe: the figure
// the screen shows is the server's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { apiToken, expect, test } from './support/test';
import { ADMIN } from './support/users';

const IMAGE = path.join(import.meta.dirname, 'fixtures', 'jasmine-tea.png');

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post' | 'put',
  url: string,
  data?: unknown,
) {
  const response = await request[method](url, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A SKU made through the API (with an uploaded image); the product and the new cup are not the subject. */
async function makeSku(request: APIRequestContext, token: string, name: string, kind: 'product' | 'ingredient') {
  const upload = await request.post('/adm/v1/uploads/images', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'tea.png', mimeType: 'image/png', buffer: readFileSync(IMAGE) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const image = ((await upload.json()) as { data: { url: string } }).data.url;
  const [category] = await call<{ id: number }[]>(request, token, 'get', '/adm/v1/categories?size=1');
  const unit = kind === 'product' ? { unit_amount: 500, unit: 'ml' } : { unit_amount: 50, unit: 'pcs' };
  return call<{ id: number }>(request, token, 'post', '/adm/v1/skus', {
    name,
    status: true,
    category_id: category!.id,
    price: kind === 'product' ? 28000 : 45000,
    ...unit,
    image_url: image,
    kind,
  });
}

async function ingredientId(request: APIRequestContext, token: string, name: string) {
  const found = await call<{ id: number; name: string }[]>(
    request,
    token,
    'get',
    `/adm/v1/skus?kind=ingredient&size=20&name=${encodeURIComponent(name)}`,
  );
  return found.find((sku) => sku.name === name)!.id;
}

/** Adds a recipe change to an option: the ingredient, the action, and its quantity or factor. */
async function change(
  page: Page,
  option: Locator,
  ingredient: string,
  action: 'Add' | 'Remove' | 'Scale',
  amount?: string,
) {
  await option.getByRole('button', { name: /^Add ingredient change/ }).click();
  const row = option.getByRole('textbox', { name: 'Ingredient' }).last();
  await row.fill(ingredient);
  await page.getByRole('option', { name: ingredient, exact: true }).click();
  await option.getByRole('textbox', { name: 'Action' }).last().click();
  await page.getByRole('option', { name: action, exact: true }).click();
  if (action === 'Scale') await option.getByRole('textbox', { name: 'Factor' }).last().fill(amount!);
  if (action === 'Add') await option.getByRole('textbox', { name: 'Quantity' }).last().fill(amount!);
}

async function shoot(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: false });
}

test('an owner builds Sugar and Size, attaches them to a product and sees what a customised cup costs', async ({
  page,
  openSignedIn,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const tag = Date.now().toString(36);
  const token = await apiToken(page.request, ADMIN);
  const largeCup = `Cup 22 oz ${tag}`;
  await makeSku(page.request, token, largeCup, 'ingredient');
  const product = `Brown Sugar Milk Tea ${tag}`;
  const { id: productId } = await makeSku(page.request, token, product, 'product');
  await call(page.request, token, 'put', `/adm/v1/skus/${productId}/recipe`, {
    items: [
      { ingredient_sku_id: await ingredientId(page.request, token, 'Fresh Milk'), quantity: 200 },
      { ingredient_sku_id: await ingredientId(page.request, token, 'Brown Sugar Syrup'), quantity: 30 },
      { ingredient_sku_id: await ingredientId(page.request, token, 'Cup 16 oz'), quantity: 1 },
    ],
  });

  await openSignedIn(ADMIN, '/modifier-group');
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier Groups' })).toBeVisible();
  await expect(page).toHaveTitle(/^Modifier Groups/);

  // Sugar: one choice of five levels, each scaling the syrup; 50 % unless the customer says otherwise.
  await page.getByRole('button', { name: 'New modifier group' }).click();
  const drawer = page.getByRole('dialog', { name: 'New modifier group' });
  await drawer.getByRole('textbox', { name: 'Name', exact: true }).fill(`Sugar ${tag}`);
  await drawer.getByRole('textbox', { name: 'Indonesian name' }).first().fill(`Gula ${tag}`);
  for (const [index, level] of [0, 30, 50, 70, 100].entries()) {
    if (index > 0) await drawer.getByRole('button', { name: 'Add option' }).click();
    const option = drawer.getByRole('region').nth(index);
    await option.getByRole('textbox', { name: 'Option name' }).fill(`${level} % sugar`);
    await option.getByRole('textbox', { name: 'Indonesian name' }).fill(`Gula ${level} %`);
    if (level < 100) await change(page, option, 'Brown Sugar Syrup', 'Scale', String(level));
  }
  await drawer
    .getByRole('region', { name: '50 % sugar', exact: true })
    .getByRole('checkbox', { name: 'Chosen by default' })
    .check();
  await expect(
    drawer.getByRole('region', { name: '0 % sugar', exact: true }).getByRole('checkbox', { name: 'Chosen by default' }),
  ).not.toBeChecked();
  await drawer.getByRole('button', { name: 'Create modifier group' }).click();
  await expect(page.getByText('Modifier group created')).toBeVisible();
  await expect(drawer).toBeHidden();
  const sugarRow = page.getByRole('row', { name: new RegExp(`Sugar ${tag}`) });
  await expect(sugarRow).toContainText('Single choice');
  await expect(sugarRow).toContainText('5');

  // Size: Regular by default; Large costs Rp 5,000 more, with half as much milk again and the large cup.
  await page.getByRole('button', { name: 'New modifier group' }).click();
  await drawer.getByRole('textbox', { name: 'Name', exact: true }).fill(`Size ${tag}`);
  await drawer.getByRole('region').nth(0).getByRole('textbox', { name: 'Option name' }).fill('Regular');
  await drawer.getByRole('button', { name: 'Add option' }).click();
  const large = drawer.getByRole('region').nth(1);
  await large.getByRole('textbox', { name: 'Option name' }).fill('Large');
  await large.getByRole('textbox', { name: 'Price change' }).fill('5000');
  await expect(large.getByRole('textbox', { name: 'Price change' })).toHaveValue('Rp 5,000');
  await change(page, large, 'Fresh Milk', 'Scale', '150');
  await change(page, large, 'Cup 16 oz', 'Remove');
  await change(page, large, largeCup, 'Add', '1');
  // The keyboard moves an option: Large up, then back down, the focus following it.
  await large.getByRole('button', { name: 'Move Large up' }).focus();
  await page.keyboard.press('Enter');
  await expect(drawer.getByRole('region').nth(0)).toHaveAccessibleName('Large');
  // At the top "up" is off, so the focus stays on the option's "down".
  await expect(drawer.getByRole('button', { name: 'Move Large down' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(drawer.getByRole('region').nth(0)).toHaveAccessibleName('Regular');
  await drawer.getByRole('button', { name: 'Create modifier group' }).click();
  await expect(page.getByText('Modifier group created').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Search modifier groups by name' }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await expect(page.getByRole('row')).toHaveCount(3);

  await shoot(page, 'modifier-groups-en', 1440);
  await page.getByRole('button', { name: `Edit Size ${tag}` }).click();
  await expect(page.getByRole('dialog', { name: 'Edit modifier group' })).toBeVisible();
  await shoot(page, 'modifier-group-form-en', 1440);
  await page.keyboard.press('Escape');

  // Attach both to the product, Size first.
  await page.goto(`/sku?name=${encodeURIComponent(product)}`);
  await page.getByRole('button', { name: `Edit ${product}` }).click();
  const sku = page.getByRole('dialog', { name: 'Edit SKU' });
  await sku.getByRole('tab', { name: 'Modifiers' }).click();
  for (const group of [`Size ${tag}`, `Sugar ${tag}`]) {
    await sku.getByRole('textbox', { name: 'Add a modifier group' }).fill(group);
    await page.getByRole('option', { name: group, exact: true }).click();
  }
  await sku.getByRole('button', { name: 'Save modifier groups' }).click();
  await expect(page.getByText('Modifier groups saved')).toBeVisible();
  await expect(sku.getByRole('region')).toHaveText([new RegExp(`^Size ${tag}`), new RegExp(`^Sugar ${tag}`)]);

  // The Recipe tab costs a Large cup at 50 % sugar, as the server books one.
  await sku.getByRole('tab', { name: 'Recipe' }).click();
  await expect(sku.getByRole('heading', { name: 'Cost of a cup with options' })).toBeVisible();
  await sku.getByRole('textbox', { name: `Size ${tag}` }).click();
  await page.getByRole('option', { name: 'Large', exact: true }).click();
  // The new large cup has no cost until it is first received: the cup is not costed as if free.
  await expect(sku.getByText('Large, 50 % sugar: cost unknown until every ingredient has a cost')).toBeVisible();
  await expect(sku.getByText('Sells at Rp\u00a033,000', { exact: true })).toBeVisible();
  const lines = sku.getByRole('table', { name: 'Ingredients of a cup with these options' });
  await expect(lines.getByRole('row', { name: new RegExp(largeCup) })).toContainText('1 pcs');
  await expect(lines.getByRole('row', { name: /Cup 16 oz/ })).toHaveCount(0);
  await expect(lines.getByRole('row', { name: /Brown Sugar Syrup/ })).toContainText('15 ml');
  await expect(lines.getByRole('row', { name: /Fresh Milk/ })).toContainText('300 ml');

  // A Regular cup at 50 % sugar: the cost, price and margin the server works out.
  await sku.getByRole('textbox', { name: `Size ${tag}` }).click();
  await page.getByRole('option', { name: 'Regular', exact: true }).click();
  const attached = await call<{ groups: { options: { id: number; name: string }[] }[] }>(
    page.request,
    token,
    'get',
    `/adm/v1/skus/${productId}/modifier-groups`,
  );
  const ids = attached.groups.flatMap((group) =>
    group.options.filter((option) => ['Regular', '50 % sugar'].includes(option.name)).map((option) => option.id),
  );
  const expected = await call<{ cost_per_serving: number; price: number }>(
    page.request,
    token,
    'get',
    `/adm/v1/skus/${productId}/recipe/combination?option_ids=${ids.join(',')}`,
  );
  expect(expected.price).toBe(28000);
  const rupiah = (value: number) => `Rp\u00a0${value.toLocaleString('en-US')}`;
  await expect(sku.getByText(`Regular, 50 % sugar: ${rupiah(expected.cost_per_serving)}`)).toBeVisible();
  const margin = 28000 - expected.cost_per_serving;
  await expect(sku.getByText(`Sells at ${rupiah(28000)} · margin ${rupiah(margin)}`, { exact: false })).toBeVisible();
  await expect(lines.getByRole('row', { name: /Cup 16 oz/ })).toContainText('1 pcs');
  await expect(lines.getByRole('row', { name: /Brown Sugar Syrup/ })).toContainText('15 ml');
  await shoot(page, 'sku-combination-en', 1440);
  await sku.getByRole('tab', { name: 'Modifiers' }).click();
  await shoot(page, 'sku-modifiers-en', 390);

  // The same screens in Indonesian, on a phone and on a desktop.
  await page.keyboard.press('Escape');
  await page.evaluate(() => localStorage.setItem('language', 'id'));
  await page.goto(`/modifier-group?q=${tag}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Grup Pilihan' })).toBeVisible();
  await expect(page.getByText(`Gula ${tag}`)).toBeVisible();
  await expect(page).toHaveTitle(/^Grup Pilihan/);
  // Freshly loaded, with no toast fading out: what axe finds on the list, the form and the SKU tabs.
  await shoot(page, 'modifier-groups-id', 390);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'modifier-groups-id', 1440);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/modifier-group');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: `Ubah Gula ${tag}` }).click();
  await expect(page.getByRole('dialog', { name: 'Ubah grup pilihan' })).toBeVisible();
  await shoot(page, 'modifier-group-form-id', 390);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.goto(`/sku?name=${encodeURIComponent(product)}`);
  await page.getByRole('button', { name: `Ubah ${product}` }).click();
  await page.getByRole('tab', { name: 'Resep' }).click();
  await expect(page.getByRole('heading', { name: 'HPP segelas dengan pilihan' })).toBeVisible();
  await expect(page.getByText(/^Regular, Gula 50 %: Rp/)).toBeVisible();
  await shoot(page, 'sku-combination-id', 390);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Grup pilihan' }).click();
  await expect(page.getByRole('button', { name: 'Simpan grup pilihan' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => localStorage.setItem('language', 'en'));
});
