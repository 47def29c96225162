// Prep, waste and lots that expire on a phone, in English and in Bahasa Indonesia: a barista makes a
// batch of pearls on the prep board (the raw tapioca and sugar leave stock, the cooked pearls arrive
// good for four hours), sells drinks that use it at the counter, watches it turn amber and then
// expired as the clock moves on, discards it and finds it in the waste report with its value. A
// fresh-milk receipt without an expiry date is refused, and a transfer takes the earliest lot.
import type { APIRequestContext } from '@playwright/test';
import { apiToken, expect, test } from './support/test';
import { ADMIN } from './support/users';

const PEARLS = 'Cooked Tapioca Pearls';
const OUTLET = 'Bandung Dago';

async function api<T>(request: APIRequestContext, token: string, method: string, path: string, data?: object) {
  const response = await request.fetch(path, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function ids(request: APIRequestContext, token: string) {
  const outlets = await api<{ id: number; name: string }[]>(request, token, 'GET', '/adm/v1/outlets?size=100');
  const skus = await api<{ id: number; name: string }[]>(request, token, 'GET', '/adm/v1/skus?size=200');
  const sku = (name: string) => skus.find((s) => s.name === name)!.id;
  return { outlet: (name: string) => outlets.find((o) => o.name === name)!.id, sku };
}

async function stockOf(request: APIRequestContext, token: string, outletId: number, name: string) {
  const rows = await api<{ sku_name: string; quantity: number }[]>(
    request,
    token,
    'GET',
    `/adm/v1/inventory?outlet_id=${outletId}&sku_name=${encodeURIComponent(name)}&size=10`,
  );
  return rows.find((r) => r.sku_name === name)!.quantity;
}

for (const language of ['en', 'id'] as const) {
  const t = (en: string, id: string) => (language === 'en' ? en : id);

  test(`a batch of pearls is made, sold from, expires, is discarded and shows in the waste report (${language})`, async ({
    page,
    openSignedIn,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
    await page.clock.install({ time: new Date() });
    const token = await apiToken(page.request, ADMIN);
    const { outlet, sku } = await ids(page.request, token);
    const bandung = outlet(OUTLET);
    const before = {
      tapioca: await stockOf(page.request, token, bandung, 'Tapioca Pearls'),
      sugar: await stockOf(page.request, token, bandung, 'Brown Sugar Block'),
    };

    await openSignedIn(ADMIN, `/prep?outlet_id=${bandung}`);
    await expect(page.getByRole('heading', { level: 1, name: t('Prep board', 'Papan olahan') })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`${t('Make a batch', 'Buat batch')}.*${PEARLS}`) }).click();
    const made = await api<{ id: number; expires_at: string; produced_at: string }[]>(
      page.request,
      token,
      'GET',
      `/adm/v1/prep-batches?outlet_id=${bandung}&status=active`,
    );
    const batch = made.find((b) => Date.parse(b.expires_at) - Date.parse(b.produced_at) === 240 * 60_000)!;
    expect(batch).toBeTruthy();
    // The batch's recipe left stock: 1 kg of tapioca and 250 g of brown sugar.
    expect(await stockOf(page.request, token, bandung, 'Tapioca Pearls')).toBe(before.tapioca - 1000);
    expect(await stockOf(page.request, token, bandung, 'Brown Sugar Block')).toBe(before.sugar - 250);
    const card = page.getByTestId(`prep-batch-${batch.id}`);
    await expect(card).toContainText(PEARLS);

    // Drinks with pearls sold at the counter take the batch.
    await page.goto('/counter');
    await page
      .getByRole('button', { name: /Brown Sugar Boba Milk/ })
      .first()
      .click();
    await page
      .getByTestId('option-picker')
      .getByRole('button', { name: /^(Add|Tambah) · Rp/ })
      .click();
    await page.getByRole('button', { name: t('Pay', 'Bayar') }).click();
    await page.getByRole('button', { name: t('Exact cash', 'Uang pas') }).click();
    await expect(page.getByText(t('Paid', 'Lunas')).first()).toBeVisible();

    // Under 30 minutes left: amber; past its time: expired.
    await page.goto(`/prep?outlet_id=${bandung}`);
    await page.clock.fastForward('03:35:00');
    await expect(card).toHaveAttribute('data-state', 'amber');
    await page.clock.fastForward('00:30:00');
    await expect(card).toHaveAttribute('data-state', 'expired');
    await card.getByRole('button', { name: t('Discard', 'Buang') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('Discard', 'Buang') })
      .click();
    await expect(card).toBeHidden();

    await page.goto(`/report-waste?outlet_ids=${bandung}&group_by=sku`);
    const row = page.getByRole('row', { name: new RegExp(PEARLS) });
    await expect(row).toContainText(/Rp\s?\d/);
    expect(sku(PEARLS)).toBeGreaterThan(0);
  });
}

test('a fresh-milk receipt without an expiry date is refused, and a transfer takes the earliest lot', async ({
  page,
}) => {
  const token = await apiToken(page.request, ADMIN);
  const { outlet, sku } = await ids(page.request, token);
  const milk = sku('Fresh Milk');
  const from = outlet(OUTLET);
  const to = outlet('Surabaya Tunjungan');
  const vendors = await api<{ id: number; name: string }[]>(page.request, token, 'GET', '/adm/v1/vendors?size=50');
  const po = await api<{ id: number; items: { id: number }[] }>(
    page.request,
    token,
    'POST',
    '/adm/v1/purchase-orders',
    {
      outlet_id: from,
      vendor_id: vendors.find((v) => v.name === 'PT Susu Segar Lembang')!.id,
      items: [{ item_name: 'Fresh Milk 1 L', sku: milk, quantity: 4, unit_price: 18500, total_price: 74000 }],
    },
  );
  const refused = await page.request.post(`/adm/v1/purchase-orders/${po.id}/inbounds`, {
    headers: { authorization: `Bearer ${token}` },
    data: { items: [{ purchase_order_item_id: po.items[0]!.id, quantity_received: 4 }] },
  });
  expect(refused.status()).toBe(422);
  const body = (await refused.json()) as { errors: { field: string }[] };
  expect(body.errors[0]!.field).toMatch(/expiry_date/);

  const lots = await api<{ id: number; sku: { id: number }; expires_at: string; quantity: number }[]>(
    page.request,
    token,
    'GET',
    `/adm/v1/inventory/expiring?outlet_id=${from}&within_days=60`,
  );
  const earliest = lots
    .filter((l) => l.sku.id === milk && Date.parse(l.expires_at) > Date.now())
    .sort((a, b) => Date.parse(a.expires_at) - Date.parse(b.expires_at))[0]!;
  const transfer = await api<{ id: number; items: { lots?: { lot_id: number }[] }[] }>(
    page.request,
    token,
    'POST',
    '/adm/v1/stock-transfers',
    { from_outlet_id: from, to_outlet_id: to, items: [{ sku_id: milk, quantity: 100 }] },
  );
  expect(transfer.items[0]!.lots?.[0]?.lot_id).toBe(earliest.id);
});
