// A cashier's shift at the counter on a phone, in English and in Bahasa Indonesia: at the outlet the
// demo gives a second register ("Counter 2", without an open shift), the cashier chooses that
// register, opens a shift with a float, sells a drink for the exact cash, pays out for ice, counts
// the drawer note by note and closes the shift, which balances.
import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { apiToken, expect, test } from './support/test';
import { ADMIN, STAFF, type DemoUser } from './support/users';
import { words, type Language } from './support/words';

const REGISTER = 'Counter 2';
const FLOAT = 200_000;
const ICE = 15_000;
const DENOMINATIONS = [100_000, 50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 500, 200, 100];

async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, data?: object) {
  const response = await request.fetch(path, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The outlet with a "Counter 2", the cashier who sells there, and no shift left open at it. */
async function counterTwo(request: APIRequestContext) {
  const admin = await apiToken(request, ADMIN);
  const outlets = await api<{ id: number; name: string; registers: string[] }[]>(
    request,
    admin,
    'GET',
    '/adm/v1/outlets?size=100',
  );
  const outlet = outlets.find((o) => o.registers.includes(REGISTER));
  expect(outlet, `the demo gives an outlet a "${REGISTER}"`).toBeDefined();
  // The outlet's cashier when it is theirs (Bandung Dago's), else the administrator.
  const staff = await apiToken(request, STAFF);
  const reach = await request.get(`/adm/v1/counter/menu?outlet_id=${outlet!.id}`, {
    headers: { authorization: `Bearer ${staff}` },
  });
  const cashier: DemoUser = reach.ok() ? STAFF : ADMIN;
  // A shift an earlier run left open is closed as it stands.
  const open = await api<{ id: number; expected_cash: number }[]>(
    request,
    admin,
    'GET',
    `/adm/v1/shifts?outlet_id=${outlet!.id}&register=${encodeURIComponent(REGISTER)}&status=OPEN`,
  );
  for (const shift of open)
    await api(request, admin, 'POST', `/adm/v1/shifts/${shift.id}/close`, { counted_cash: shift.expected_cash });
  return { outlet: outlet!, cashier };
}

/** Each note and coin's count for `amount`, largest first. */
function countOf(amount: number): Map<number, number> {
  const counts = new Map<number, number>();
  let left = amount;
  for (const value of DENOMINATIONS) {
    counts.set(value, Math.floor(left / value));
    left %= value;
  }
  expect(left, `${amount} is counted in notes and coins`).toBe(0);
  return counts;
}

const rupiah = (language: Language, amount: number) =>
  `Rp ${amount.toLocaleString(language === 'id' ? 'id-ID' : 'en-US')}`;
/** The accessible names as the screen writes rupiah (a non-breaking space after Rp). */
const nb = (text: string) => text.replace(/Rp /g, 'Rp\u00a0');

async function shot(page: Page, name: string, info: { outputPath: (name: string) => string }) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: info.outputPath(`${name}.png`) });
}

for (const language of ['en', 'id'] as const) {
  test(`a cashier opens a shift, sells for cash, pays out for ice and closes with a count (${language}, 390 px)`, async ({
    page,
    openSignedIn,
  }, testInfo) => {
    const say = words(language);
    const { outlet, cashier } = await counterTwo(page.request);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript((chosen) => window.localStorage.setItem('language', chosen), language);
    await openSignedIn(cashier, `/counter?outlet_id=${outlet.id}`);

    // The register, chosen in the header.
    await page.getByRole('textbox', { name: say('counterShift.register') }).click();
    await page.getByRole('option', { name: REGISTER }).click();
    const bar = page.getByTestId('shift-bar');
    await expect(bar).toContainText(say('counterShift.noShift', { register: REGISTER }));

    // A shift opened with a float tapped from the usual amounts.
    await bar.getByRole('button', { name: say('counterShift.openShift') }).click();
    const opening = page.getByRole('dialog', { name: say('counterShift.openTitle', { register: REGISTER }) });
    await opening.getByRole('button', { name: nb(rupiah(language, FLOAT)) }).click();
    await shot(page, `shift-open-${language}-390`, testInfo);
    expect(await seriousViolations(page)).toEqual([]);
    await opening.getByRole('button', { name: say('counterShift.open'), exact: true }).click();
    await expect(opening).toBeHidden();
    await expect(bar).toContainText(new RegExp(`${say('counterShift.openSince', { time: '.*' })} · ${REGISTER}`));
    await shot(page, `shift-bar-${language}-390`, testInfo);

    // A drink sold for the exact cash, in the shift.
    await page.getByRole('textbox', { name: say('counter.search') }).fill('Jasmine');
    await page
      .getByRole('button', { name: new RegExp(`^${say('counter.addTile', { name: 'Jasmine Green Tea', price: '' })}`) })
      .click();
    const picker = page.getByTestId('option-picker');
    await picker.getByRole('button', { name: /^(Add|Tambah) · Rp/ }).click();
    await expect(picker).toBeHidden();
    await page.locator('.counter-cart-bar button').click();
    const cart = page.getByRole('dialog', { name: say('counter.cart') });
    await cart.getByRole('button', { name: say('counter.exact') }).click();
    const placed = page.waitForResponse((response) => response.url().endsWith('/adm/v1/counter/orders'));
    await cart.getByRole('button', { name: new RegExp(`^${say('counter.pay', { amount: 'Rp' })}`) }).click();
    const sale = (await (await placed).json()) as { data: { order: { total_amount: number } } };
    expect((await placed).status()).toBe(201);
    const total = sale.data.order.total_amount;
    await page.getByRole('button', { name: say('counter.nextSale') }).click();

    // Ice bought at the market, paid from the drawer.
    await bar.getByRole('button', { name: say('counterShift.payOut') }).click();
    const movement = page.getByRole('dialog', { name: say('counterShift.movementTitle') });
    await movement.getByRole('textbox', { name: say('counterShift.amount') }).fill(String(ICE));
    await movement
      .getByRole('textbox', { name: say('counterShift.reason') })
      .fill(language === 'en' ? 'Ice from the market' : 'Es batu dari pasar');
    await shot(page, `shift-pay-out-${language}-390`, testInfo);
    await movement.getByRole('button', { name: say('counterShift.record') }).click();
    await expect(movement).toBeHidden();
    // The confirmation toast leaves before the count, so nothing lies under the next dialog's veil.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });

    // The drawer counted note by note: it holds the float, the sale, less the ice.
    const expected = FLOAT + total - ICE;
    await bar.getByRole('button', { name: say('counterShift.closeShift') }).click();
    const closing = page.getByRole('dialog', { name: say('counterShift.closeTitle', { register: REGISTER }) });
    await expect(closing).not.toContainText(say('counterShift.expected'));
    for (const [value, count] of countOf(expected)) {
      if (count === 0) continue;
      await closing
        .getByRole('textbox', { name: nb(say('counterShift.countOf', { denomination: rupiah(language, value) })) })
        .fill(String(count));
    }
    await expect(closing.getByTestId('counted-cash')).toHaveText(nb(rupiah(language, expected)));
    await shot(page, `shift-count-${language}-390`, testInfo);
    expect(await seriousViolations(page)).toEqual([]);
    await closing.getByRole('button', { name: say('counterShift.closeShift') }).click();
    const sure = page.getByRole('dialog', { name: say('counterShift.closeConfirmTitle') });
    await sure.getByRole('button', { name: say('counterShift.closeShift') }).click();

    const result = page.getByTestId('shift-result');
    await expect(result.getByTestId('shift-expected')).toHaveText(nb(rupiah(language, expected)));
    await expect(result.getByTestId('shift-counted')).toHaveText(nb(rupiah(language, expected)));
    await expect(result.getByTestId('shift-variance')).toHaveText(nb(rupiah(language, 0)));
    await expect(result).toContainText(say('counterShift.withinTolerance'));
    await shot(page, `shift-closed-${language}-390`, testInfo);
    await result.getByRole('button', { name: say('counterShift.done') }).click();
    await expect(bar).toContainText(say('counterShift.noShift', { register: REGISTER }));
  });
}

// The shift bar as a desktop shows it.
test('the shift bar at 1440 px', async ({ page, openSignedIn }, testInfo) => {
  const { outlet, cashier } = await counterTwo(page.request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(cashier, `/counter?outlet_id=${outlet.id}`);
  await expect(page.getByTestId('shift-bar')).toBeVisible();
  await shot(page, 'shift-bar-en-1440', testInfo);
});
