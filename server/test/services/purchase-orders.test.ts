// Purchase orders: create with the amounts recomputed, the list and its filters, the proposed
// number, updates only while PENDING, cancel, and goods receipts in parts (status, stock, history).
import { describe, expect, it } from 'vitest';
import { makeSku, makeVendor, purchaseOrderBody, type LineSpec } from '../helpers/purchasing';
import { build } from '../helpers/test-app';
import { uniqueName } from '../helpers/unique';

const t = await build();
const api = await t.asAdmin();

async function newOrder(lines?: LineSpec[], taxRate?: number) {
  const vendor = await makeVendor(t);
  const specs = lines ?? [
    { sku: (await makeSku(t)).id, quantity: 20, unitPrice: 85000 },
    { sku: (await makeSku(t, 'Taro')).id, quantity: 10, unitPrice: 120000 },
  ];
  const body = purchaseOrderBody(vendor.id, specs, taxRate);
  const res = await api.POST('/adm/v1/purchase-orders', { body });
  expect(res.response.status, JSON.stringify(res.error)).toBe(201);
  return { po: res.data!.data, body, vendor };
}

const path = (id: number) => ({ params: { path: { purchase_order_id: id } } });

async function receive(id: number, items: { item_id: number; quantity_received: number; received_at?: string }[]) {
  return api.POST('/adm/v1/purchase-orders/{purchase_order_id}/inbounds', {
    ...path(id),
    body: { purchase_order_id: id, items },
  });
}

async function stockOf(skuId: number) {
  const skuName = (await t.app.db.query.skus.findFirst({ where: (s, { eq }) => eq(s.id, skuId) }))!.name;
  const res = await api.GET('/adm/v1/inventory', { params: { query: { sku_name: skuName } } });
  return res.data!.data.find((row) => row.sku_id === skuId)!.quantity;
}

describe('creating a purchase order', () => {
  it('starts PENDING with its lines, vendor and SKU names, and 11 % tax rounded to whole rupiah', async () => {
    const sku = await makeSku(t);
    const { po, vendor } = await newOrder([{ sku: sku.id, quantity: 3, unitPrice: 33333 }], 11);
    expect(po).toMatchObject({
      status: 'PENDING',
      vendor_name: vendor.name,
      subtotal: 99999,
      tax: 11000, // 10999.89 rounded
      total_amount: 110999,
      withTax: true,
      taxRate: 11,
      inbounds: [],
    });
    expect(po.items).toEqual([
      expect.objectContaining({
        sku: sku.id,
        sku_name: sku.name,
        quantity: 3,
        total_price: 99999,
        quantity_received: 0,
      }),
    ]);
    const again = await api.GET('/adm/v1/purchase-orders/{purchase_order_id}', path(po.id));
    expect(again.data!.data).toEqual(po);
  });

  it('refuses amounts that do not add up, naming the field', async () => {
    const vendor = await makeVendor(t);
    const sku = await makeSku(t);
    const good = purchaseOrderBody(vendor.id, [{ sku: sku.id, quantity: 4, unitPrice: 1000 }], 11);
    const cases = [
      { body: { ...good, items: [{ ...good.items[0]!, total_price: 4001 }] }, field: 'items.0.total_price' },
      { body: { ...good, subtotal: 3999 }, field: 'subtotal' },
      { body: { ...good, tax: 441 }, field: 'tax' },
      { body: { ...good, withTax: false, taxRate: 0 }, field: 'tax' },
      { body: { ...good, total_amount: good.total_amount + 1 }, field: 'total_amount' },
    ];
    for (const { body, field } of cases) {
      const res = await api.POST('/adm/v1/purchase-orders', { body });
      expect(res.response.status, field).toBe(422);
      expect(res.error!.errors[0]!.field).toBe(field);
    }
    const total = await api.POST('/adm/v1/purchase-orders', { body: { ...good, total_amount: 1 } });
    expect(total.error!.errors[0]!.detail).toBe('Total amount must equal subtotal plus tax');
    const list = await api.GET('/adm/v1/purchase-orders', { params: { query: { po_number: good.po_number } } });
    expect(list.data!.meta.total).toBe(0);
  });

  it('says which header field is blank, and refuses an unknown vendor or SKU', async () => {
    const vendor = await makeVendor(t);
    const sku = await makeSku(t);
    const body = purchaseOrderBody(vendor.id, [{ sku: sku.id, quantity: 1, unitPrice: 1000 }]);
    const blank = await api.POST('/adm/v1/purchase-orders', { body: { ...body, po_number: '   ' } });
    expect(blank.response.status).toBe(400);
    expect(blank.error!.errors[0]).toEqual({ detail: 'PO number is required', field: 'po_number' });
    const buyer = await api.POST('/adm/v1/purchase-orders', { body: { ...body, buyer: ' ' } });
    expect(buyer.error!.errors[0]).toEqual({ detail: 'Buyer is required', field: 'buyer' });
    const noVendor = await api.POST('/adm/v1/purchase-orders', { body: { ...body, vendor_id: 999999 } });
    expect(noVendor.response.status).toBe(422);
    expect(noVendor.error!.errors[0]!.field).toBe('vendor_id');
    const noSku = await api.POST('/adm/v1/purchase-orders', {
      body: { ...body, items: [...body.items, { ...body.items[0]!, sku: 999999 }], subtotal: 2000, total_amount: 2000 },
    });
    expect(noSku.response.status).toBe(422);
    expect(noSku.error!.errors[0]!.field).toBe('items.1.sku');
  });

  it('keeps PO numbers unique', async () => {
    const { body } = await newOrder();
    const again = await api.POST('/adm/v1/purchase-orders', { body });
    expect(again.response.status).toBe(409);
    expect(again.error!.errors[0]).toEqual({
      detail: 'A purchase order with this PO number already exists',
      field: 'po_number',
    });
  });

  it('proposes the next number: this Jakarta month, one past the highest sequence in use', async () => {
    const vendor = await makeVendor(t);
    const sku = await makeSku(t);
    const body = purchaseOrderBody(vendor.id, [{ sku: sku.id, quantity: 1, unitPrice: 1000 }]);
    await api.POST('/adm/v1/purchase-orders', { body: { ...body, po_number: 'PO-2020-01-0941' } });
    const res = await api.GET('/adm/v1/purchase-orders/next-number');
    const month = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 7);
    expect(res.data!.data.po_number).toBe(`PO-${month}-0942`);
  });
});

describe('the purchase order list', () => {
  it('filters by vendor, PO number and status, newest first, with the received progress', async () => {
    const first = await newOrder();
    const second = await newOrder();
    await receive(second.po.id, [{ item_id: second.po.items[0]!.id, quantity_received: 5, received_at: '2026-11-22' }]);
    const byVendor = await api.GET('/adm/v1/purchase-orders', {
      params: { query: { vendor: second.vendor.name.toUpperCase() } },
    });
    expect(byVendor.data!.data).toEqual([
      expect.objectContaining({
        id: second.po.id,
        status: 'PARTIAL',
        item_count: 2,
        quantity_ordered: 30,
        quantity_received: 5,
        vendor_name: second.vendor.name,
      }),
    ]);
    const byNumber = await api.GET('/adm/v1/purchase-orders', { params: { query: { po_number: 'PO-', size: 100 } } });
    const ids = byNumber.data!.data.map((po) => po.id);
    expect(ids.indexOf(second.po.id)).toBeLessThan(ids.indexOf(first.po.id));
    const partial = await api.GET('/adm/v1/purchase-orders', { params: { query: { status: 'PARTIAL', size: 100 } } });
    expect(partial.data!.data.every((po) => po.status === 'PARTIAL')).toBe(true);
    expect(partial.data!.data.map((po) => po.id)).toContain(second.po.id);
    expect(partial.data!.data.map((po) => po.id)).not.toContain(first.po.id);
  });

  it('answers 404 for an order that does not exist', async () => {
    const res = await api.GET('/adm/v1/purchase-orders/{purchase_order_id}', path(999999));
    expect(res.response.status).toBe(404);
    expect(res.error!.errors[0]!.detail).toBe('Purchase order not found');
  });
});

describe('updating a purchase order', () => {
  it('changes, adds and removes lines by id, and recomputes nothing it was not told', async () => {
    const { po, body } = await newOrder();
    const extra = await makeSku(t, 'Pearls');
    const items = [
      { ...body.items[0]!, id: po.items[0]!.id, quantity: 25, total_price: 25 * 85000 },
      { item_name: 'Tapioca Pearls 3 kg', sku: extra.id, quantity: 2, unit_price: 45000, total_price: 90000 },
    ];
    const subtotal = 25 * 85000 + 90000;
    const res = await api.PUT('/adm/v1/purchase-orders/{purchase_order_id}', {
      ...path(po.id),
      body: { ...body, id: po.id, items, subtotal, tax: 0, total_amount: subtotal, buyer: 'Budi Santoso' },
    });
    expect(res.response.status).toBe(200);
    const lines = res.data!.data.items;
    expect(lines.map((l) => [l.sku, l.quantity])).toEqual([
      [po.items[0]!.sku, 25],
      [extra.id, 2],
    ]);
    expect(lines[0]!.id).toBe(po.items[0]!.id);
    expect(res.data!.data).toMatchObject({ buyer: 'Budi Santoso', subtotal, total_amount: subtotal });
  });

  it('refuses a line of another order, a body id that differs, and a taken number', async () => {
    const { po, body } = await newOrder();
    const other = await newOrder();
    const foreign = await api.PUT('/adm/v1/purchase-orders/{purchase_order_id}', {
      ...path(po.id),
      body: { ...body, id: po.id, items: [{ ...body.items[0]!, id: other.po.items[0]!.id }, body.items[1]!] },
    });
    expect(foreign.response.status).toBe(422);
    expect(foreign.error!.errors[0]!.field).toBe('items.0.id');
    const wrongId = await api.PUT('/adm/v1/purchase-orders/{purchase_order_id}', {
      ...path(po.id),
      body: { ...body, id: other.po.id },
    });
    expect(wrongId.response.status).toBe(422);
    const taken = await api.PUT('/adm/v1/purchase-orders/{purchase_order_id}', {
      ...path(po.id),
      body: { ...body, id: po.id, po_number: other.body.po_number },
    });
    expect(taken.response.status).toBe(409);
    expect(taken.error!.errors[0]!.field).toBe('po_number');
  });

  it('is refused once goods were received (409), and leaves the order as it was', async () => {
    const { po, body } = await newOrder();
    await receive(po.id, [{ item_id: po.items[0]!.id, quantity_received: 1, received_at: '2026-11-22' }]);
    const res = await api.PUT('/adm/v1/purchase-orders/{purchase_order_id}', {
      ...path(po.id),
      body: { ...body, id: po.id, buyer: 'Someone Else' },
    });
    expect(res.response.status).toBe(409);
    expect(res.error!.errors[0]!.detail).toBe('Only a pending purchase order can be edited');
    const after = await api.GET('/adm/v1/purchase-orders/{purchase_order_id}', path(po.id));
    expect(after.data!.data.buyer).toBe(body.buyer);
  });
});

describe('cancelling a purchase order', () => {
  it('cancels a PENDING order once; a cancelled order receives nothing', async () => {
    const { po } = await newOrder();
    const res = await api.POST('/adm/v1/purchase-orders/{purchase_order_id}/cancel', path(po.id));
    expect(res.data).toEqual({ data: 'Purchase order cancelled' });
    const again = await api.POST('/adm/v1/purchase-orders/{purchase_order_id}/cancel', path(po.id));
    expect(again.response.status).toBe(409);
    const got = await api.GET('/adm/v1/purchase-orders/{purchase_order_id}', path(po.id));
    expect(got.data!.data.status).toBe('CANCELLED');
    const receipt = await receive(po.id, [
      { item_id: po.items[0]!.id, quantity_received: 1, received_at: '2026-11-22' },
    ]);
    expect(receipt.response.status).toBe(409);
    expect(receipt.error!.errors[0]!.detail).toBe('This purchase order is closed and cannot receive goods');
  });

  it('refuses to cancel an order with received goods', async () => {
    const { po } = await newOrder();
    await receive(po.id, [{ item_id: po.items[0]!.id, quantity_received: 2, received_at: '2026-11-22' }]);
    const res = await api.POST('/adm/v1/purchase-orders/{purchase_order_id}/cancel', path(po.id));
    expect(res.response.status).toBe(409);
    expect(res.error!.errors[0]!.detail).toBe('A purchase order with received goods cannot be cancelled');
  });

  it('answers 404 for an unknown order', async () => {
    const res = await api.POST('/adm/v1/purchase-orders/{purchase_order_id}/cancel', path(999999));
    expect(res.response.status).toBe(404);
  });
});

describe('receiving goods', () => {
  it('receives in parts: PARTIAL, then COMPLETED, booking stock tagged po with the PO number', async () => {
    const { po, body } = await newOrder();
    const [thai, taro] = po.items as [(typeof po.items)[0], (typeof po.items)[0]];
    const first = await receive(po.id, [
      { item_id: thai.id, quantity_received: 12, received_at: '2026-11-22' },
      { item_id: taro.id, quantity_received: 0 },
    ]);
    expect(first.response.status).toBe(201);
    expect(first.data!.data.status).toBe('PARTIAL');
    expect(first.data!.data.items.map((i) => i.quantity_received)).toEqual([12, 0]);
    expect(await stockOf(thai.sku)).toBe(12);

    const over = await receive(po.id, [{ item_id: thai.id, quantity_received: 9, received_at: '2026-11-23' }]);
    expect(over.response.status).toBe(422);
    expect(over.error!.errors[0]).toEqual({
      detail: 'Quantity received cannot exceed remaining quantity',
      field: 'items.0.quantity_received',
    });
    expect(await stockOf(thai.sku)).toBe(12);

    const rest = await receive(po.id, [
      { item_id: taro.id, quantity_received: 10, received_at: '2026-11-24' },
      { item_id: thai.id, quantity_received: 8, received_at: '2026-11-24' },
    ]);
    expect(rest.data!.data.status).toBe('COMPLETED');
    expect(await stockOf(thai.sku)).toBe(20);
    expect(await stockOf(taro.sku)).toBe(10);
    const history = rest.data!.data.inbounds;
    expect(history).toHaveLength(2);
    expect(history[0]!.items.map((i) => i.quantity_received).sort()).toEqual([10, 8].sort());
    expect(history[1]!.items).toEqual([
      { item_id: thai.id, item_name: thai.item_name, quantity_received: 12, received_at: '2026-11-22', notes: null },
    ]);
    expect(history[0]!.created_by.name).toBeTruthy();

    const moves = await api.GET('/adm/v1/inventory/movements', { params: { query: { sku_id: thai.sku } } });
    expect(moves.data!.data.map((m) => [m.quantity_before, m.quantity_after, m.tagging, m.po_number])).toEqual([
      [12, 20, 'po', body.po_number],
      [0, 12, 'po', body.po_number],
    ]);

    const closed = await receive(po.id, [{ item_id: thai.id, quantity_received: 1, received_at: '2026-11-25' }]);
    expect(closed.response.status).toBe(409);
  });

  it('needs a date with a quantity, a quantity with a date, and at least one line receiving', async () => {
    const { po } = await newOrder();
    const line = po.items[0]!.id;
    const noDate = await receive(po.id, [{ item_id: line, quantity_received: 3 }]);
    expect(noDate.response.status).toBe(422);
    expect(noDate.error!.errors[0]!.field).toBe('items.0.received_at');
    const noQuantity = await receive(po.id, [
      { item_id: po.items[1]!.id, quantity_received: 1, received_at: '2026-11-22' },
      { item_id: line, quantity_received: 0, received_at: '2026-11-22' },
    ]);
    expect(noQuantity.response.status).toBe(422);
    expect(noQuantity.error!.errors[0]!.field).toBe('items.1.quantity_received');
    const nothing = await receive(po.id, [{ item_id: line, quantity_received: 0 }]);
    expect(nothing.response.status).toBe(422);
    expect(nothing.error!.errors[0]!.field).toBe('items');
    const negative = await receive(po.id, [{ item_id: line, quantity_received: -1, received_at: '2026-11-22' }]);
    expect(negative.response.status).toBe(400);
    const got = await api.GET('/adm/v1/purchase-orders/{purchase_order_id}', path(po.id));
    expect(got.data!.data).toMatchObject({ status: 'PENDING', inbounds: [] });
  });

  it('refuses a line of another order, the same line twice, and a body for another order', async () => {
    const { po } = await newOrder();
    const other = await newOrder();
    const foreign = await receive(po.id, [
      { item_id: other.po.items[0]!.id, quantity_received: 1, received_at: '2026-11-22' },
    ]);
    expect(foreign.response.status).toBe(422);
    expect(foreign.error!.errors[0]!.field).toBe('items.0.item_id');
    const twice = await receive(po.id, [
      { item_id: po.items[0]!.id, quantity_received: 15, received_at: '2026-11-22' },
      { item_id: po.items[0]!.id, quantity_received: 15, received_at: '2026-11-22' },
    ]);
    expect(twice.response.status).toBe(422);
    const mismatch = await api.POST('/adm/v1/purchase-orders/{purchase_order_id}/inbounds', {
      ...path(po.id),
      body: { purchase_order_id: other.po.id, items: [{ item_id: po.items[0]!.id, quantity_received: 1 }] },
    });
    expect(mismatch.response.status).toBe(422);
    expect(mismatch.error!.errors[0]!.field).toBe('purchase_order_id');
    const missing = await receive(999999, [{ item_id: 1, quantity_received: 1, received_at: '2026-11-22' }]);
    expect(missing.response.status).toBe(404);
    expect(await stockOf(po.items[0]!.sku)).toBe(0);
  });

  it('keeps the notes of each received line', async () => {
    const { po } = await newOrder();
    const note = uniqueName('8 packs still in transit');
    const res = await api.POST('/adm/v1/purchase-orders/{purchase_order_id}/inbounds', {
      ...path(po.id),
      body: {
        purchase_order_id: po.id,
        items: [{ item_id: po.items[0]!.id, quantity_received: 12, received_at: '2026-11-22', notes: ` ${note} ` }],
      },
    });
    expect(res.data!.data.inbounds[0]!.items[0]!.notes).toBe(note);
  });
});
