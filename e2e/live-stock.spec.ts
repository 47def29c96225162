// Other people's screens follow: a stock keeper at Bandung Dago keeps the inventory open while the
// owner, in another browser, records a goods receipt there; the keeper's screen shows the new stock
// within two seconds, without a reload.
import type { APIRequestContext } from '@playwright/test';
import { orderMilk } from './support/milk';
import { apiToken, expect, test } from './support/test';
import { ADMIN, type DemoUser } from './support/users';

async function api<T>(request: APIRequestContext, token: string, path: string, body?: unknown): Promise<T> {
  const headers = { authorization: `Bearer ${token}` };
  const response = body ? await request.post(path, { headers, data: body }) : await request.get(path, { headers });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}
const put = async (request: APIRequestContext, token: string, path: string, body: unknown) => {
  const response = await request.put(path, { headers: { authorization: `Bearer ${token}` }, data: body });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
};

test("a goods receipt in one browser updates another user's open inventory within 2 s", async ({
  browser,
  baseURL,
}) => {
  const owner = await browser.newContext();
  const keeperContext = await browser.newContext();
  const request = owner.request;
  const token = await apiToken(request, ADMIN);
  const suffix = Date.now().toString(36).toUpperCase();

  // A stock keeper who sees inventory at Bandung Dago only.
  const outlets = await api<{ id: number; name: string }[]>(request, token, '/adm/v1/outlets?size=100');
  const bandung = outlets.find((outlet) => outlet.name === 'Bandung Dago')!.id;
  const role = await api<{ id: number }>(request, token, '/adm/v1/roles', {
    name: `Stock keeper ${suffix}`,
    type: 'USER',
    scopes: ['view_admin_inventory'],
  });
  const keeper: DemoUser = { email: `keeper-${suffix.toLowerCase()}@example.com`, password: 'Keeper12345' };
  const user = await api<{ id: number }>(request, token, '/usr/v1/users', {
    name: 'Dewi Lestari',
    phone_number: `08127${String(Date.now()).slice(-6)}`,
    email: keeper.email,
    password: keeper.password,
    confirm_password: keeper.password,
  });
  await put(request, token, `/usr/v1/users/${user.id}/roles`, { roles: [{ role_id: role.id, outlet_id: bandung }] });

  // A purchase order of four cartons of Fresh Milk for Bandung, not yet received.
  const poNumber = `PO-LIVE-${suffix}`;
  const po = await orderMilk(request, token, { outlet: bandung, cartons: 4, poNumber });
  const stock = await api<{ sku_name: string; quantity: number }[]>(
    request,
    token,
    `/adm/v1/inventory?outlet_id=${bandung}&sku_name=Fresh%20Milk&size=100`,
  );
  const before = stock.find((row) => row.sku_name === 'Fresh Milk')!.quantity;

  // The keeper's inventory is open on Fresh Milk at Bandung.
  const keeperPage = await keeperContext.newPage();
  await keeperContext.addCookies([
    { name: 'token', value: await apiToken(keeperContext.request, keeper), url: baseURL! },
  ]);
  await keeperPage.goto(`/inventory?outlet_id=${bandung}&sku_name=Fresh%20Milk`);
  await expect(keeperPage.getByTestId('inventory-scope')).toHaveText('Stock at Bandung Dago');
  const milkRow = keeperPage.getByRole('row', { name: /^Fresh Milk/ }).first();
  await expect(milkRow).toContainText(before.toLocaleString('en-US'));
  let reloaded = false;
  keeperPage.on('load', () => (reloaded = true));

  // The owner, in the other browser, receives the four cartons.
  const ownerPage = await owner.newPage();
  await owner.addCookies([{ name: 'token', value: token, url: baseURL! }]);
  await ownerPage.goto(`/purchase-order/${po.id}/detail`);
  await ownerPage.getByRole('button', { name: 'Receive goods' }).click();
  const dialog = ownerPage.getByRole('dialog', { name: `Receive goods for ${poNumber}` });
  await dialog.getByRole('textbox', { name: 'Quantity received Fresh Milk 1 L' }).fill('4');
  // Fresh milk is received in lots with the date printed on the cartons, ten days ahead.
  const expiry = new Date(Date.now() + 10 * 86_400_000);
  const month = expiry.toLocaleString('en-US', { month: 'short', timeZone: 'Asia/Jakarta' });
  const day = expiry.toLocaleString('en-US', { day: 'numeric', timeZone: 'Asia/Jakarta' });
  const year = expiry.toLocaleString('en-US', { year: 'numeric', timeZone: 'Asia/Jakarta' });
  const expiryField = dialog.getByRole('textbox', { name: 'Expiry date Fresh Milk 1 L' });
  await expiryField.fill(`${day} ${month} ${year}`);
  await expiryField.press('Tab');
  await dialog.getByRole('button', { name: 'Record receipt' }).click();
  await expect(ownerPage.getByText('Goods received')).toBeVisible();

  // Within two seconds the keeper's open screen shows the 4,000 ml more, without a reload.
  await expect(milkRow).toContainText((before + 4_000).toLocaleString('en-US'), { timeout: 2_000 });
  expect(reloaded).toBe(false);

  await owner.close();
  await keeperContext.close();
});
