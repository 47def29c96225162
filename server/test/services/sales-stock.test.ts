// Stock per outlet as the business moves it: goods received at an outlet, what a paid order uses
// there (its recipes' ingredients, a bundle's components' recipes, a product without a recipe
// itself), what a cancellation gives back, each line's cost frozen at payment, the moving-average
// cost, and every read and write kept to the outlets the caller reaches.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inventoryStocks, orderItems, skuBundleItems, skus } from '../../src/db/schema';
import { addDays, jakartaDate } from '../../src/lib/jakarta-time';
import { placeOrder } from '../../src/services/orders/placement';
import { orderFixtures } from '../helpers/orders';
import { makeIngredient, makeSku, makeVendor, purchaseOrderBody, setRecipe } from '../helpers/purchasing';
import { build } from '../helpers/test-app';

const t = await build();
const api = await t.asAdmin();
const { customer, timeslot } = orderFixtures(t);
const HEAD_OFFICE = t.outletId['Jakarta Kemang']!;
const BANDUNG = t.outletId['Bandung Dago']!;
const SURABAYA = t.outletId['Surabaya Tunjungan']!;

/** Receives `lines` in full on a new purchase order to `outletId`. */
async function receive(outletId: number, lines: { sku: number; quantity: number; unitPrice: number }[]) {
  const vendor = await makeVendor(t);
  const created = await api.POST('/adm/v1/purchase-orders', {
    body: { ...purchaseOrderBody(vendor.id, lines), outlet_id: outletId },
  });
  expect(created.response.status, JSON.stringify(created.error)).toBe(201);
  const po = created.data!.data;
  const received = await api.POST('/adm/v1/purchase-orders/{purchase_order_id}/inbounds', {
    params: { path: { purchase_order_id: po.id } },
    body: {
      purchase_order_id: po.id,
      items: po.items.map((item) => ({
        item_id: item.id,
        quantity_received: item.quantity,
        received_at: '2026-11-24',
      })),
    },
  });
  expect(received.response.status, JSON.stringify(received.error)).toBe(201);
  return po;
}

async function stockAt(outletId: number, skuId: number): Promise<number> {
  const res = await api.GET('/adm/v1/inventory', { params: { query: { outlet_id: outletId, size: 100 } } });
  expect(res.response.status).toBe(200);
  const name = (await t.app.db.select({ name: skus.name }).from(skus).where(eq(skus.id, skuId)))[0]!.name;
  const found = await api.GET('/adm/v1/inventory', { params: { query: { outlet_id: outletId, sku_name: name } } });
  return found.data!.data.find((row) => row.sku_id === skuId)!.quantity;
}

async function order(outletId: number, lines: { skuId: number; quantity: number }[], paid = false) {
  const tomorrow = addDays(jakartaDate(Date.now()), 1);
  return placeOrder(t.app.db, {
    outletId,
    door: {
      channel: 'app',
      customerId: await customer(),
      timeslotId: await timeslot(outletId, tomorrow, '07:00', '07:30'),
    },
    lines,
    notes: null,
    payment: paid ? 'prepaid' : 'unpaid',
  }).then((placed) => placed.orderId);
}

/** Moves an order as the desk does; a payment taken by hand is the outlet's static QRIS. */
const setStatus = (id: number, status: 100 | 200 | 500) =>
  api.PUT('/adm/v1/orders/{order_id}/status', {
    params: { path: { order_id: id } },
    body: { status, ...(status === 100 && { payment: { method: 'qris_static' as const } }) },
  });

/** A milk tea of 150 ml milk, 8 gr tea and a cup, with its ingredients received at Bandung. */
async function milkTea() {
  const milk = await makeIngredient(t, 'Fresh Milk 1 L', 'l', 1);
  const tea = await makeIngredient(t, 'Jasmine Tea 500 gr', 'gr', 500);
  const cups = await makeIngredient(t, 'Cup 16 oz', 'pack', 50);
  const drink = await makeSku(t, 'Jasmine Milk Tea');
  await setRecipe(t, drink.id, [
    { ingredient: milk.id, quantity: 150 },
    { ingredient: tea.id, quantity: 8 },
    { ingredient: cups.id, quantity: 1 },
  ]);
  await receive(BANDUNG, [
    { sku: milk.id, quantity: 2, unitPrice: 18_500 },
    { sku: tea.id, quantity: 1, unitPrice: 85_000 },
    { sku: cups.id, quantity: 1, unitPrice: 25_000 },
  ]);
  return { milk, tea, cups, drink };
}

describe('goods received at an outlet', () => {
  it('books stock units at the purchase order outlet and sets the average cost from the line price', async () => {
    const { milk, tea, cups } = await milkTea();
    expect(await stockAt(BANDUNG, milk.id)).toBe(2000);
    expect(await stockAt(BANDUNG, tea.id)).toBe(500);
    expect(await stockAt(BANDUNG, cups.id)).toBe(50);
    expect(await stockAt(HEAD_OFFICE, milk.id)).toBe(0);
    const sku = await api.GET('/adm/v1/skus/{sku_id}', { params: { path: { sku_id: milk.id } } });
    expect(sku.data!.data.unit_cost).toBe('18.5');
    const teaSku = await api.GET('/adm/v1/skus/{sku_id}', { params: { path: { sku_id: tea.id } } });
    expect(teaSku.data!.data.unit_cost).toBe('170');
  });

  it('blends a later receipt into the moving average over the chain, exactly', async () => {
    const milk = await makeIngredient(t, 'Oat Milk 1 L', 'l', 1);
    await receive(HEAD_OFFICE, [{ sku: milk.id, quantity: 1, unitPrice: 18_500 }]);
    await receive(BANDUNG, [{ sku: milk.id, quantity: 2, unitPrice: 20_001 }]);
    // (1000 × 18.5 + 2000 × 20.001) / 3000 = 19.500666… → 19.501 rupiah per ml
    const sku = await api.GET('/adm/v1/skus/{sku_id}', { params: { path: { sku_id: milk.id } } });
    expect(sku.data!.data.unit_cost).toBe('19.501');
  });

  it('proposes the head office when the purchase order names no outlet', async () => {
    const vendor = await makeVendor(t);
    const sku = await makeSku(t);
    const created = await api.POST('/adm/v1/purchase-orders', {
      body: purchaseOrderBody(vendor.id, [{ sku: sku.id, quantity: 1, unitPrice: 1000 }]),
    });
    expect(created.data!.data).toMatchObject({ outlet_id: HEAD_OFFICE, outlet_name: 'Jakarta Kemang' });
  });
});

describe('a paid order', () => {
  it("uses its recipes' ingredients at its outlet, freezes each line's cost, and a cancellation gives them back", async () => {
    const { milk, tea, cups, drink } = await milkTea();
    const plain = await makeSku(t, 'Bottled Water');
    const id = await order(BANDUNG, [
      { skuId: drink.id, quantity: 2 },
      { skuId: plain.id, quantity: 1 },
    ]);
    expect(await stockAt(BANDUNG, milk.id)).toBe(2000);
    expect((await setStatus(id, 100)).response.status).toBe(200);
    expect(await stockAt(BANDUNG, milk.id)).toBe(1700);
    expect(await stockAt(BANDUNG, tea.id)).toBe(484);
    expect(await stockAt(BANDUNG, cups.id)).toBe(48);
    // A product without a recipe is stocked as itself, and a sale may take it below zero.
    expect(await stockAt(BANDUNG, plain.id)).toBe(-1);

    const moves = await api.GET('/adm/v1/inventory/movements', { params: { query: { order_id: id } } });
    expect(moves.data!.data).toHaveLength(4);
    expect(moves.data!.data.every((m) => m.source === 'sale' && m.change_type === 'deduct')).toBe(true);
    expect(moves.data!.data.every((m) => m.outlet_id === BANDUNG && m.tagging === null)).toBe(true);
    expect(moves.data!.data.find((m) => m.sku_id === milk.id)).toMatchObject({
      quantity: 300,
      quantity_before: 2000,
      quantity_after: 1700,
      stock_unit: 'ml',
      note: '',
      note_code: 'sale',
      note_params: { order_id: id },
      reference: { type: 'order', id, label: String(id) },
      created_by: { id: t.seed.adminId },
    });

    // 150 ml × Rp 18.5 + 8 gr × Rp 170 + 1 cup × Rp 500 = Rp 4,635 a serving; the water has no cost yet.
    const detail = await api.GET('/adm/v1/orders/{order_id}', { params: { path: { order_id: id } } });
    expect(detail.data!.data.items.map((item) => [item.sku_id, item.cost, item.gross_profit])).toEqual([
      [drink.id, 9270, 50_000 - 9270],
      [plain.id, null, null],
    ]);

    expect((await setStatus(id, 500)).response.status).toBe(200);
    expect(await stockAt(BANDUNG, milk.id)).toBe(2000);
    expect(await stockAt(BANDUNG, plain.id)).toBe(0);
    // Given back, the ingredients cost the cancelled order nothing: no line cost, no gross profit;
    // its refunded invoice keeps the payment's time and tells the refund's apart.
    const cancelled = await api.GET('/adm/v1/orders/{order_id}', { params: { path: { order_id: id } } });
    expect(cancelled.data!.data.items.map((item) => [item.cost, item.gross_profit])).toEqual([
      [null, null],
      [null, null],
    ]);
    const invoice = cancelled.data!.data.invoice;
    expect(invoice.status).toBe(400);
    expect(invoice.paid_at).toBe(detail.data!.data.invoice.paid_at);
    expect(invoice.refunded_at).not.toBeNull();
    expect(Date.parse(invoice.refunded_at!)).toBeGreaterThan(Date.parse(invoice.paid_at!));
    const returned = await api.GET('/adm/v1/inventory/movements', {
      params: { query: { order_id: id, source: 'sale_return' } },
    });
    expect(returned.data!.data.every((m) => m.note_code === 'sale_cancelled' && m.note_params.order_id === id)).toBe(
      true,
    );
    expect(returned.data!.data.map((m) => [m.sku_id, m.quantity]).sort((a, b) => a[0]! - b[0]!)).toEqual(
      [
        [milk.id, 300],
        [tea.id, 16],
        [cups.id, 2],
        [plain.id, 1],
      ].sort((a, b) => a[0]! - b[0]!),
    );
  });

  it('paid online at once books its sale in the same transaction, by the system', async () => {
    const { milk, drink } = await milkTea();
    const id = await order(BANDUNG, [{ skuId: drink.id, quantity: 1 }], true);
    expect(await stockAt(BANDUNG, milk.id)).toBe(1850);
    const moves = await api.GET('/adm/v1/inventory/movements', { params: { query: { order_id: id } } });
    expect(moves.data!.data.every((m) => m.created_by === null)).toBe(true);
    const [line] = await t.app.db.select({ cost: orderItems.cost }).from(orderItems).where(eq(orderItems.orderId, id));
    expect(line!.cost).toBe(4635);
  });

  it("of a bundle uses its components' recipes", async () => {
    const { milk, drink } = await milkTea();
    const water = await makeSku(t, 'Mineral Water');
    const bundle = await makeSku(t, 'Morning Set');
    await t.app.db.update(skus).set({ isBundled: true }).where(eq(skus.id, bundle.id));
    await t.app.db.insert(skuBundleItems).values([
      { bundleSkuId: bundle.id, componentSkuId: drink.id, quantity: 2 },
      { bundleSkuId: bundle.id, componentSkuId: water.id, quantity: 1 },
    ]);
    const id = await order(BANDUNG, [{ skuId: bundle.id, quantity: 3 }]);
    await setStatus(id, 100);
    expect(await stockAt(BANDUNG, milk.id)).toBe(2000 - 3 * 2 * 150);
    expect(await stockAt(BANDUNG, water.id)).toBe(-3);
    // A bundle is never stocked itself: no stock line, and the stock list leaves it out.
    const bundleLines = await t.app.db.select().from(inventoryStocks).where(eq(inventoryStocks.skuId, bundle.id));
    expect(bundleLines.filter((line) => line.quantity !== 0)).toEqual([]);
  });

  it('shows its lines’ cost only to those who see inventory at its outlet', async () => {
    const { drink } = await milkTea();
    const id = await order(BANDUNG, [{ skuId: drink.id, quantity: 1 }], true);
    const desk = await t.asUser(['view_admin_order'], BANDUNG);
    const seen = await t.api(desk.token).GET('/adm/v1/orders/{order_id}', { params: { path: { order_id: id } } });
    expect(seen.data!.data.items[0]).toMatchObject({ cost: null, gross_profit: null });
    const manager = await t.asUser(['view_admin_order', 'view_admin_inventory'], BANDUNG);
    const full = await t.api(manager.token).GET('/adm/v1/orders/{order_id}', { params: { path: { order_id: id } } });
    expect(full.data!.data.items[0]).toMatchObject({ cost: 4635 });
  });
});

describe('manual deductions', () => {
  it('never take a line below zero, even one that sales already took there', async () => {
    const water = await makeSku(t, 'Sparkling Water');
    const id = await order(BANDUNG, [{ skuId: water.id, quantity: 2 }], true);
    expect(id).toBeGreaterThan(0);
    expect(await stockAt(BANDUNG, water.id)).toBe(-2);
    const refused = await api.POST('/adm/v1/inventory/adjustments', {
      body: {
        outlet_id: BANDUNG,
        sku_id: water.id,
        change_type: 'deduct',
        quantity: 1,
        note: 'Count',
        tagging: 'hilang',
      },
    });
    expect(refused.response.status).toBe(422);
    expect(refused.error!.errors[0]!.detail).toBe('Not enough stock: 0 on hand, 1 to deduct');
  });
});

describe('per-outlet reach', () => {
  it('keeps an outlet-bound user to the stock, movements and purchase orders of their outlet', async () => {
    const { milk } = await milkTea();
    const user = await t.asUser(['view_admin_inventory', 'view_admin_purchase_order'], BANDUNG);
    const client = t.api(user.token);
    const own = await client.GET('/adm/v1/inventory', {
      params: { query: { outlet_id: BANDUNG, sku_name: milk.name } },
    });
    expect(own.data!.data[0]).toMatchObject({ outlet_id: BANDUNG, outlet_name: 'Bandung Dago', quantity: 2000 });
    const other = await client.GET('/adm/v1/inventory', { params: { query: { outlet_id: SURABAYA } } });
    expect(other.response.status).toBe(404);
    const adjust = await client.POST('/adm/v1/inventory/adjustments', {
      body: { outlet_id: SURABAYA, sku_id: milk.id, change_type: 'add', quantity: 1, note: 'Count', tagging: 'retur' },
    });
    expect(adjust.response.status).toBe(404);
    const moves = await client.GET('/adm/v1/inventory/movements', { params: { query: { size: 100 } } });
    expect(moves.data!.data.every((m) => m.outlet_id === BANDUNG)).toBe(true);
    // Summed over what the user reaches: Bandung alone.
    const chain = await client.GET('/adm/v1/inventory', { params: { query: { sku_name: milk.name } } });
    expect(chain.data!.data[0]).toMatchObject({ outlet_id: null, quantity: 2000 });

    const vendor = await makeVendor(t);
    const elsewhere = await api.POST('/adm/v1/purchase-orders', {
      body: { ...purchaseOrderBody(vendor.id, [{ sku: milk.id, quantity: 1, unitPrice: 1000 }]), outlet_id: SURABAYA },
    });
    const po = elsewhere.data!.data;
    const read = await client.GET('/adm/v1/purchase-orders/{purchase_order_id}', {
      params: { path: { purchase_order_id: po.id } },
    });
    expect(read.response.status).toBe(404);
    const listed = await client.GET('/adm/v1/purchase-orders', { params: { query: { size: 100 } } });
    expect(listed.data!.data.some((row) => row.id === po.id)).toBe(false);
    const create = await client.POST('/adm/v1/purchase-orders', {
      body: { ...purchaseOrderBody(vendor.id, [{ sku: milk.id, quantity: 1, unitPrice: 1000 }]), outlet_id: SURABAYA },
    });
    expect(create.response.status).toBe(404);
  });
});
