// Prep, waste and lots that expire, on a phone in English and in Bahasa Indonesia: a barista makes a
// batch of pearls on the prep board (the raw tapioca and sugar leave stock, the cooked pearls arrive
// good for four hours), drinks that use pearls are sold at the counter and take the oldest batch
// first, the batch turns amber and then expired as the clock moves on, is discarded, and shows in
// the waste report with its value. A fresh-milk receipt without an expiry date is refused, and a
// transfer takes the earliest lot.
import type { APIRequestContext } from '@playwright/test';
import { orderMilk } from './support/milk';
import { apiToken, expect, test } from './support/test';
import { ADMIN } from './support/users';
import { words } from './support/words';

const PEARLS = 'Cooked Tapioca Pearls';
const OUTLET = 'Bandung Dago';
const DAY = 86_400_000;

async function api<T>(request: APIRequestContext, token: string, method: string, path: string, data?: object) {
  const response = await request.fetch(path, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const jakartaDay = (at: number) => new Date(at + 7 * 3_600_000).toISOString().slice(0, 10);

async function outletId(request: APIRequestContext, token: string, name: string) {
  const outlets = await api<{ id: number; name: string }[]>(request, token, 'GET', '/adm/v1/outlets?size=100');
  return outlets.find((outlet) => outlet.name === name)!.id;
}

async function skuId(request: APIRequestContext, token: string, name: string) {
  const found = await api<{ id: number; name: string }[]>(
    request,
    token,
    'GET',
    `/adm/v1/skus?name=${encodeURIComponent(name)}&size=100`,
  );
  return found.find((sku) => sku.name === name)!.id;
}

async function stockOf(request: APIRequestContext, token: string, outlet: number, name: string) {
  const rows = await api<{ sku_name: string; quantity: number }[]>(
    request,
    token,
    'GET',
    `/adm/v1/inventory?outlet_id=${outlet}&sku_name=${encodeURIComponent(name)}&size=100`,
  );
  return rows.find((row) => row.sku_name === name)!.quantity;
}

interface Batch {
  id: number;
  remaining: number;
  produced_at: string;
  expires_at: string;
}

const activePearls = (request: APIRequestContext, token: string, outlet: number, pearls: number) =>
  api<Batch[]>(
    request,
    token,
    'GET',
    `/adm/v1/prep-batches?outlet_id=${outlet}&sku_id=${pearls}&status=active&size=100`,
  );

for (const language of ['en', 'id'] as const) {
  test(`a batch of pearls is made, sold from, expires, is discarded and shows in the waste report (${language})`, async ({
    page,
    openSignedIn,
  }) => {
    test.setTimeout(180_000);
    const say = words(language);
    const token = await apiToken(page.request, ADMIN);
    const bandung = await outletId(page.request, token, OUTLET);
    const pearls = await skuId(page.request, token, PEARLS);
    const before = {
      tapioca: await stockOf(page.request, token, bandung, 'Tapioca Pearls'),
      sugar: await stockOf(page.request, token, bandung, 'Brown Sugar Block'),
      batches: new Set((await activePearls(page.request, token, bandung, pearls)).map((b) => b.id)),
    };

    await page.clock.install();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript((chosen) => window.localStorage.setItem('language', chosen), language);
    await openSignedIn(ADMIN, `/prep?outlet_id=${bandung}`);
    await expect(page.getByRole('heading', { level: 1, name: say('screens.prep') })).toBeVisible();

    // One batch of pearls, made with one tap.
    const suggestion = page.getByTestId(`suggestion-${pearls}`);
    await suggestion.getByRole('textbox', { name: say('prep.batchesOf', { name: PEARLS }) }).fill('1');
    await suggestion.getByRole('button', { name: say('prep.makeItem', { name: PEARLS }) }).click();
    await expect(page.getByText(say('prep.made'))).toBeVisible();
    const batch = (await activePearls(page.request, token, bandung, pearls)).find((b) => !before.batches.has(b.id))!;
    expect(batch.remaining).toBe(1800);
    expect(Date.parse(batch.expires_at) - Date.parse(batch.produced_at)).toBe(4 * 3_600_000);
    // Its recipe left stock: 1 kg of tapioca and 250 g of brown sugar.
    expect(await stockOf(page.request, token, bandung, 'Tapioca Pearls')).toBe(before.tapioca - 1000);
    expect(await stockOf(page.request, token, bandung, 'Brown Sugar Block')).toBe(before.sugar - 250);
    const card = page.getByTestId(`batch-${batch.id}`);
    await expect(card).toHaveAttribute('data-state', 'fresh');

    // Two Brown Sugar Boba Milks (90 g of pearls each) sold at the counter take the oldest batch first.
    const menu = await api<{
      products: {
        sku_id: number;
        name: string;
        modifier_groups: { min_select: number; options: { id: number; is_default: boolean; available: boolean }[] }[];
      }[];
    }>(page.request, token, 'GET', `/adm/v1/counter/menu?outlet_id=${bandung}`);
    const boba = menu.products.find((product) => product.name === 'Brown Sugar Boba Milk')!;
    const options = boba.modifier_groups
      .filter((group) => group.min_select > 0)
      .map((group) => {
        const option =
          group.options.find((o) => o.is_default && o.available) ?? group.options.find((o) => o.available)!;
        return { modifier_option_id: option.id };
      });
    const heldBefore = (await activePearls(page.request, token, bandung, pearls)).reduce((s, b) => s + b.remaining, 0);
    await api(page.request, token, 'POST', '/adm/v1/counter/orders', {
      outlet_id: bandung,
      register: 'Counter 1',
      order_type: 'takeaway',
      items: [{ sku_id: boba.sku_id, quantity: 2, note: null, options }],
      customer_name: null,
      notes: null,
      payment: { method: 'cash', tendered: 1_000_000 },
    });
    const after = await activePearls(page.request, token, bandung, pearls);
    const heldAfter = after.reduce((sum, b) => sum + b.remaining, 0);
    expect(heldBefore - heldAfter).toBeGreaterThanOrEqual(180);
    const oldest = [...after, batch].sort((a, b) => Date.parse(a.expires_at) - Date.parse(b.expires_at))[0]!;
    if (oldest.id !== batch.id) expect(after.find((b) => b.id === batch.id)?.remaining ?? 1800).toBe(1800);

    // Under 30 minutes left: amber; past its holding time: red and expired.
    await page.clock.fastForward((4 * 60 - 20) * 60_000);
    await expect(card).toHaveAttribute('data-state', 'soon');
    await page.clock.fastForward(21 * 60_000);
    await expect(card).toHaveAttribute('data-state', 'expired');
    await expect(card).toContainText(say('prep.expired'));

    // Discarded, after a confirmation.
    await card.getByRole('button', { name: say('prep.discard') }).click();
    const confirm = page.getByRole('dialog', { name: say('prep.discardTitle') });
    await expect(confirm).toContainText(PEARLS);
    await confirm.getByRole('button', { name: say('prep.discard'), exact: true }).click();
    await expect(page.getByText(say('prep.discarded'))).toBeVisible();

    // In the waste report, with its value in rupiah.
    const today = jakartaDay(Date.now());
    const report = await page.request.get(
      `/adm/v1/reports/waste?start_date=${today}&end_date=${today}&outlet_ids=${bandung}&group_by=sku`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const rows = ((await report.json()) as { data: { sku_id: number | null; quantity: number; value: number }[] }).data;
    const wasted = rows.find((row) => row.sku_id === pearls)!;
    expect(wasted.quantity).toBeGreaterThanOrEqual(1800 - (heldBefore - heldAfter));
    expect(wasted.value).toBeGreaterThan(0);
    await page.goto(`/report-waste?start_date=${today}&end_date=${today}&outlet_ids=${bandung}&group_by=sku`);
    // A table row at 1440 px, a card on a phone: either way the pearls and their value in rupiah.
    const main = page.getByRole('main');
    await expect(main.getByText(PEARLS).first()).toBeVisible();
    await expect(main).toContainText(wasted.value.toLocaleString(language === 'en' ? 'en-US' : 'id-ID'));
  });
}

test('a fresh-milk receipt without an expiry date is refused, and a transfer takes the earliest lot', async ({
  page,
}) => {
  const token = await apiToken(page.request, ADMIN);
  const bandung = await outletId(page.request, token, OUTLET);
  const surabaya = await outletId(page.request, token, 'Surabaya Tunjungan');
  const milk = await skuId(page.request, token, 'Fresh Milk');
  const po = await orderMilk(page.request, token, {
    outlet: bandung,
    cartons: 2,
    poNumber: `PO-LOT-${Date.now().toString(36).toUpperCase()}`,
  });
  const receive = (expiry: string | null) =>
    page.request.post(`/adm/v1/purchase-orders/${po.id}/inbounds`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        purchase_order_id: po.id,
        items: [
          {
            item_id: po.items[0]!.id,
            quantity_received: 2,
            received_at: jakartaDay(Date.now()),
            ...(expiry ? { expiry_date: expiry } : {}),
          },
        ],
      },
    });
  const refused = await receive(null);
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { errors: { detail: string; field: string }[] }).errors[0]).toEqual({
    detail: 'Expiry date is required',
    field: 'items.0.expiry_date',
  });
  expect((await receive(jakartaDay(Date.now() + 20 * DAY))).status()).toBe(201);

  // The earliest lot of milk at Bandung that has not expired leaves first.
  const lots = await api<{ id: number; sku: { id: number }; expires_at: string; quantity: number }[]>(
    page.request,
    token,
    'GET',
    `/adm/v1/inventory/expiring?outlet_id=${bandung}&within_days=365&size=100`,
  );
  const earliest = lots
    .filter((lot) => lot.sku.id === milk && Date.parse(lot.expires_at) > Date.now() && lot.quantity > 0)
    .sort((a, b) => Date.parse(a.expires_at) - Date.parse(b.expires_at) || a.id - b.id)[0]!;
  const sent = await api<{ id: number }>(page.request, token, 'POST', '/adm/v1/stock-transfers', {
    from_outlet_id: bandung,
    to_outlet_id: surabaya,
    items: [{ sku_id: milk, quantity: 100 }],
  });
  const transfer = await api<{ items: { lots?: { lot_id: number; quantity: number }[] }[] }>(
    page.request,
    token,
    'GET',
    `/adm/v1/stock-transfers/${sent.id}`,
  );
  expect(transfer.items[0]!.lots![0]).toMatchObject({ lot_id: earliest.id });
  expect(transfer.items[0]!.lots!.reduce((sum, lot) => sum + lot.quantity, 0)).toBe(100);
});
