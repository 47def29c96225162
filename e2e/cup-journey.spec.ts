// The cup as sold, end to end, in each language on a desktop and on a phone: the owner builds the
// Sugar and Size groups on /modifier-group and attaches them, with Ice, Toppings and Milk, to Brown
// Sugar Milk Tea; a customer orders it "Large, 50 % sugar, less ice, + pearls, oat milk" three times
// in the customer app and pays; the order desk shows the options and prints a label per cup; the
// movement log at the outlet holds exactly the adjusted recipe; the price is the drink's plus
// large, pearls and oat; the modifier report counts the options, and cancelling gives every
// ingredient back. The drink and the ingredients the options change are the spec's own (named
// with a tag), so no other spec's sales touch their stock lines.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { signInCustomer } from './support/customer';
import { call, groupIds, otherGroups, setUpDrink, type CupSetup } from './support/cup-setup';
import { listLines } from './support/lines';
import { buildGroup } from './support/modifier-form';
import { apiToken, expect, test } from './support/test';
import { ADMIN } from './support/users';
import { rupiahPattern, words, type Language } from './support/words';

const OUTLET = 'Bandung Dago';
const PRICE = 28_000;
const CUP = PRICE + 5_000 + 5_000 + 6_000;
const jakartaDate = (at = Date.now()) => new Date(at + 7 * 3_600_000).toISOString().slice(0, 10);

/** The owner builds Sugar and Size on /modifier-group; the rest is attached through the API. */
async function buildGroups(page: Page, language: Language, token: string, tag: string, cup: CupSetup) {
  const say = words(language);
  await page.goto('/modifier-group');
  await expect(page.getByRole('heading', { level: 1, name: say('screens.modifierGroup') })).toBeVisible();
  await buildGroup(
    page,
    say,
    `Sugar ${tag}`,
    `Gula ${tag}`,
    [0, 30, 50, 70, 100].map((level) => ({
      name: `${level} % sugar`,
      id: `Gula ${level} %`,
      isDefault: level === 100,
      changes: level === 100 ? [] : [[cup.syrup.name, level === 0 ? 'remove' : 'scale', level || undefined]],
    })),
  );
  await buildGroup(page, say, `Size ${tag}`, `Ukuran ${tag}`, [
    { name: 'Regular', id: 'Reguler', isDefault: true },
    {
      name: 'Large',
      id: 'Besar',
      price: 5_000,
      changes: [
        [cup.tea.name, 'scale', 150],
        [cup.milk.name, 'scale', 150],
        [cup.smallCup.name, 'remove'],
        [cup.largeCup.name, 'add', 1],
      ],
    },
  ]);
  // The list, filtered by the URL (on a phone the search sits behind the filter button), in the
  // reader's language.
  await page.goto(`/modifier-group?q=${tag}`);
  const id = language === 'id';
  await expect(listLines(page, id ? `Gula ${tag}` : `Sugar ${tag}`)).toContainText(say('modifier.selections.single'));
  await expect(listLines(page, id ? `Ukuran ${tag}` : `Size ${tag}`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('modifier-groups.png') });
  const built = await groupIds(page.request, token, tag, [`Size ${tag}`, `Sugar ${tag}`]);
  const rest = await otherGroups(page.request, token, tag, cup);
  await call(page.request, token, 'put', `/adm/v1/skus/${cup.drink.id}/modifier-groups`, {
    group_ids: [...built, ...rest],
  });
}

/** The customer orders three customised cups at the outlet, in the app, and pays; the order's id. */
async function customerOrders(browser: Browser, language: Language, width: number, outletId: number, drink: string) {
  const say = words(language);
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } });
  await context.addInitScript((code) => window.localStorage.setItem('language', code), language);
  const page = await context.newPage();
  const token = await signInCustomer(page, context, say);
  await page.goto(`/customer/outlets/${outletId}`);
  await page.getByRole('button', { name: say('customer.menu.addItem', { name: drink }) }).click();
  const picker = page.getByRole('dialog', { name: drink });
  const chip = (name: string) => picker.locator('label').filter({ hasText: new RegExp(`^${name}`) });
  const id = language === 'id';
  for (const name of id
    ? ['Besar', 'Gula 50 %', 'Sedikit es', 'Boba', 'Susu oat']
    : ['Large', '50 % sugar', 'Less ice', 'Pearls', 'Oat milk'])
    await chip(name).click();
  const add = picker.getByRole('button', { name: rupiahPattern(language, CUP) });
  await expect(add).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`customer-picker-${language}-${width}.png`) });
  await add.click();
  await expect(picker).toBeHidden();
  await page.getByRole('link', { name: say('customer.cart.view') }).click();

  await expect(page.getByRole('heading', { name: say('customer.checkout.title'), level: 1 })).toBeVisible();
  const chosen = id
    ? 'Besar · Gula 50 % · Sedikit es · Boba · Susu oat'
    : 'Large · 50 % sugar · Less ice · Pearls · Oat milk';
  await expect(page.getByTestId('checkout-line-options')).toHaveText(chosen);
  for (const _ of [2, 3]) await page.getByRole('button', { name: say('customer.cart.more', { name: drink }) }).click();
  await expect(page.getByRole('main')).toContainText(rupiahPattern(language, 3 * CUP));
  await page.locator('label', { hasText: say('customer.checkout.tomorrow') }).click();
  await page.getByRole('radio', { name: /WIB/ }).first().click();
  await page.getByRole('button', { name: say('customer.checkout.place') }).click();
  await expect(page).toHaveURL(/\/customer\/orders\/\d+$/);
  const orderId = Number(/\/orders\/(\d+)$/.exec(page.url())![1]);
  const order = await call<{ invoice: { id: number } }>(page.request, token, 'get', `/app/v1/orders/${orderId}`);
  // What the customer's bank does: the simulated gateway's signed notification.
  const paid = await page.request.post('/usr/v1/dev/payments', {
    data: { invoice_id: order.invoice.id, outcome: 'paid' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await expect(page.getByTestId('order-status')).toHaveText(say('customer.status.PAID'), { timeout: 15_000 });
  await page.screenshot({ path: test.info().outputPath(`customer-paid-${language}-${width}.png`), fullPage: true });
  await context.close();
  return { orderId, chosen };
}

interface Movement {
  sku_id: number;
  source: string;
  change_type: string;
  quantity: number;
}

/** The order's movements of `source` at the outlet, as { sku id: signed quantity }. */
async function movements(request: APIRequestContext, token: string, outletId: number, orderId: number, source: string) {
  const rows = await call<Movement[]>(
    request,
    token,
    'get',
    `/adm/v1/inventory/movements?outlet_id=${outletId}&order_id=${orderId}&source=${source}&size=100`,
  );
  return Object.fromEntries(rows.map((m) => [m.sku_id, m.change_type === 'deduct' ? -m.quantity : m.quantity]));
}

for (const [language, width] of [
  ['en', 1440],
  ['id', 390],
] as const) {
  test(`a customised cup from the groups to the report and back (${language}, ${width} px)`, async ({
    page,
    browser,
    openSignedIn,
  }, testInfo) => {
    test.setTimeout(240_000);
    const say = words(language);
    const tag = `${language}${Date.now().toString(36)}`;
    const token = await apiToken(page.request, ADMIN);
    const cup = await setUpDrink(page.request, token, tag);
    const outlets = await call<{ id: number; name: string }[]>(page.request, token, 'get', '/adm/v1/outlets?size=100');
    const outletId = outlets.find((outlet) => outlet.name === OUTLET)!.id;

    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.addInitScript((code) => window.localStorage.setItem('language', code), language);
    await openSignedIn(ADMIN, '/');
    await buildGroups(page, language, token, tag, cup);

    const { orderId, chosen } = await customerOrders(browser, language, width, outletId, cup.drink.name);

    // The price: the drink's, Large, pearls and oat milk, three cups.
    const order = await call<{
      total_amount: number;
      items: {
        unit_price?: number;
        price?: number;
        quantity: number;
        options: { option_name: string; price_delta: number }[];
      }[];
    }>(page.request, token, 'get', `/adm/v1/orders/${orderId}`);
    expect(order.total_amount).toBe(3 * CUP);
    expect(order.items).toHaveLength(1);
    expect(order.items[0]!.options.map((o) => [o.option_name, o.price_delta])).toEqual([
      ['Large', 5_000],
      ['50 % sugar', 0],
      ['Less ice', 0],
      ['Pearls', 5_000],
      ['Oat milk', 6_000],
    ]);

    // The order desk shows the options, and prints a label per cup.
    await page.goto(`/order?view=${orderId}`);
    const drawer = page.getByRole('dialog', { name: say('order.title', { id: orderId }) });
    await expect(drawer.getByTestId('line-options')).toHaveText(chosen);
    await expect(drawer).toContainText(rupiahPattern(language, 3 * CUP));
    await page.screenshot({ path: testInfo.outputPath(`desk-${language}-${width}.png`) });
    await drawer.getByRole('link', { name: say('cupLabels.print') }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${orderId}/labels$`));
    const labels = page.getByTestId('cup-label');
    await expect(labels).toHaveCount(3);
    for (const index of [0, 1, 2]) {
      await expect(labels.nth(index)).toContainText(say('cupLabels.cupOf', { cup: index + 1, cups: 3 }));
      await expect(labels.nth(index)).toContainText(cup.drink.name);
      await expect(labels.nth(index)).toContainText(chosen);
    }
    await page.screenshot({ path: testInfo.outputPath(`labels-${language}-${width}.png`), fullPage: true });

    // What left the shelf at the outlet: the adjusted recipe, exactly, for three cups.
    const sold = {
      [cup.tea.id]: -36, // 8 gr at 150 %
      [cup.syrup.id]: -45, // 30 ml at 50 %
      [cup.largeCup.id]: -3,
      [cup.oatMilk.id]: -600,
      [cup.pearls.id]: -150,
    };
    expect(await movements(page.request, token, outletId, orderId, 'sale')).toEqual(sold);
    await page.goto(`/inventory/movements?order_id=${orderId}&outlet_id=${outletId}`);
    for (const sku of [cup.tea, cup.syrup, cup.largeCup, cup.oatMilk, cup.pearls])
      await expect(listLines(page, sku.name)).toHaveCount(1);
    await expect(listLines(page, cup.milk.name)).toHaveCount(0);
    await expect(listLines(page, cup.smallCup.name)).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`movements-${language}-${width}.png`), fullPage: true });

    // The modifier report counts the options: three cups each, the price deltas as revenue.
    const today = jakartaDate();
    type Row = { group_name: string; option_name: string; cups: number; revenue: number };
    const report = await call<(Row & { ingredients: { ingredient_name: string; quantity: string }[] })[]>(
      page.request,
      token,
      'get',
      `/adm/v1/reports/modifiers?start_date=${today}&end_date=${today}&outlet_ids=${outletId}`,
    );
    const ours = report.filter((row) => row.group_name.endsWith(tag));
    expect(ours.map((row) => [row.option_name, row.cups, row.revenue]).sort()).toEqual(
      [
        ['Large', 3, 15_000],
        ['50 % sugar', 3, 0],
        ['Less ice', 3, 0],
        ['Pearls', 3, 15_000],
        ['Oat milk', 3, 18_000],
      ].sort(),
    );
    // What the options added and saved: oat milk instead of fresh milk, the large cup for the small.
    const used = (option: string) =>
      Object.fromEntries(
        ours.find((row) => row.option_name === option)!.ingredients.map((i) => [i.ingredient_name, i.quantity]),
      );
    expect(used('Oat milk')).toEqual({ [cup.milk.name]: '-450', [cup.oatMilk.name]: '600' });
    expect(used('Large')).toEqual({ [cup.tea.name]: '12', [cup.smallCup.name]: '-3', [cup.largeCup.name]: '3' });
    expect(used('50 % sugar')).toEqual({ [cup.syrup.name]: '-45' });
    await page.goto(`/report-modifiers?start_date=${today}&end_date=${today}&outlet_ids=${outletId}&size=100`);
    const large = listLines(page, language === 'id' ? `Ukuran ${tag}` : `Size ${tag}`);
    await expect(large).toHaveCount(1);
    await expect(large).toContainText(language === 'id' ? 'Besar' : 'Large');
    await expect(large).toContainText(rupiahPattern(language, 15_000));
    await page.screenshot({ path: testInfo.outputPath(`report-${language}-${width}.png`), fullPage: true });

    // Cancelled at the desk: every ingredient the sale took comes back.
    await page.goto(`/order?view=${orderId}`);
    await drawer.getByRole('button', { name: say('order.cancelOrder') }).click();
    await page
      .getByRole('dialog', { name: say('order.cancelTitle', { id: orderId }) })
      .getByRole('button', { name: say('order.cancelConfirm') })
      .click();
    await expect(drawer.getByText(say('order.final'))).toBeVisible();
    const returned = await movements(page.request, token, outletId, orderId, 'sale_return');
    expect(returned).toEqual(Object.fromEntries(Object.entries(sold).map(([sku, quantity]) => [sku, -quantity])));
  });
}
