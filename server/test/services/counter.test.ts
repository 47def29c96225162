// The counter: a walk-in sale for cash (paid at once, its ingredients out of the outlet's stock, the
// change worked out) or by QRIS (a code to scan, paid by the provider's notification), the products
// an outlet has sold out (both doors refuse them), and who may do either where.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../generated/schema';
import {
  auditLog,
  inventoryMovements,
  inventoryStocks,
  invoices,
  orderEvents,
  orders,
  skus,
} from '../../src/db/schema';
import { placeOrder } from '../../src/services/orders/placement';
import { simulatedSignature } from '../../src/services/payment-gateways/simulated/notification';
import type { ApiClient } from '../helpers/api-client';
import { makeIngredient, makeSku, setRecipe } from '../helpers/purchasing';
import { orderFixtures } from '../helpers/orders';
import { readQris } from '../helpers/qris-payload';
import { makeGateway } from '../helpers/sales';
import { openEveryCounter } from '../helpers/shifts';
import { build } from '../helpers/test-app';

const SIMULATED_SECRET = 'simulated-secret-for-the-counter';
const t = await build({ env: { SIMULATED_GATEWAY_SECRET: SIMULATED_SECRET } });
await openEveryCounter(t.app.db);
const fx = orderFixtures(t);
const admin = await t.asAdmin();
const bandung = t.outletId['Bandung Dago']!;
const kemang = t.outletId['Jakarta Kemang']!;
const cashier = await t.asUser(['view_admin_counter'], bandung);
const qris = await makeGateway(t.app.db, { methodType: 'QRIS', provider: 'Simulated' });

/** A milk tea of 150 ml milk and a cup, with 5,000 ml of milk and 100 cups at Bandung. */
async function milkTea(price = 22000) {
  const milk = await makeIngredient(t, 'Fresh Milk 1 L', 'l', 1);
  const cup = await makeIngredient(t, 'Cup 16 oz', 'pack', 50);
  const drink = await makeSku(t, 'Milk Tea');
  await t.app.db.update(skus).set({ price }).where(eq(skus.id, drink.id));
  await setRecipe(t, drink.id, [
    { ingredient: milk.id, quantity: 150 },
    { ingredient: cup.id, quantity: 1 },
  ]);
  for (const [sku, quantity] of [
    [milk.id, 5000],
    [cup.id, 100],
  ] as const) {
    const res = await admin.POST('/adm/v1/inventory/adjustments', {
      body: { outlet_id: bandung, sku_id: sku, change_type: 'add', quantity, note: 'Opening', tagging: 'retur' },
    });
    expect(res.response.status, JSON.stringify(res.error)).toBe(201);
  }
  return { drink, milk, cup };
}

const stockOf = async (skuId: number) =>
  (
    await t.app.db
      .select({ quantity: inventoryStocks.quantity })
      .from(inventoryStocks)
      .where(and(eq(inventoryStocks.outletId, bandung), eq(inventoryStocks.skuId, skuId)))
  )[0]?.quantity ?? 0;

type CounterOrderBody = components['schemas']['CounterOrderCreate'];

const sell = (body: Partial<CounterOrderBody> & Pick<CounterOrderBody, 'items'>, api: ApiClient = cashier) =>
  api.POST('/adm/v1/counter/orders', {
    body: {
      outlet_id: bandung,
      register: 'Counter 1',
      order_type: 'takeaway',
      payment: { method: 'cash', tendered: 100000 },
      ...body,
    },
  });

const orderCount = async () => (await t.app.db.select({ n: sql<number>`count(*)::integer` }).from(orders))[0]!.n;

describe('a cash sale at the counter', () => {
  it('is paid at once, gives the change, keeps the cash handed over and takes its ingredients from the outlet', async () => {
    const { drink, milk, cup } = await milkTea(22000);
    const milkBefore = await stockOf(milk.id);
    const cupsBefore = await stockOf(cup.id);
    const res = await sell({
      order_type: 'dine_in',
      customer_name: '  Dewi ',
      items: [
        { sku_id: drink.id, quantity: 2, note: 'less ice' },
        { sku_id: drink.id, quantity: 1 },
      ],
      payment: { method: 'cash', tendered: 70000 },
    });
    expect(res.response.status, JSON.stringify(res.error)).toBe(201);
    const { order, change_due, payment } = res.data!.data;
    expect(change_due).toBe(4000);
    expect(payment).toBeNull();
    // What the receipt prints.
    expect(order).toMatchObject({
      status: 100,
      channel: 'counter',
      order_type: 'dine_in',
      customer: null,
      customer_name: 'Dewi',
      outlet: { id: bandung, name: 'Bandung Dago' },
      timeslot: null,
      subtotal: 66000,
      discount_total: 0,
      total_amount: 66000,
      cash_tendered: 70000,
      invoice: { status: 100, amount: 66000 },
    });
    expect(order.items.map((i) => [i.sku_id, i.quantity, i.note, i.price, i.subtotal])).toEqual([
      [drink.id, 2, 'less ice', 22000, 44000],
      [drink.id, 1, null, 22000, 22000],
    ]);
    expect(order.status_history.map((h) => [h.status, h.changed_by?.id])).toEqual([
      [0, cashier.id],
      [100, cashier.id],
    ]);
    // Three cups of 150 ml milk and a cup each, booked through the ledger: the stock that left is
    // what its movements say.
    expect(milkBefore - (await stockOf(milk.id))).toBe(450);
    expect(cupsBefore - (await stockOf(cup.id))).toBe(3);
    const moved = await t.app.db
      .select({
        skuId: inventoryMovements.skuId,
        quantity: inventoryMovements.quantity,
        source: inventoryMovements.source,
      })
      .from(inventoryMovements)
      .where(eq(inventoryMovements.orderId, order.id));
    expect(moved.sort((a, b) => a.skuId - b.skuId)).toEqual(
      [
        { skuId: milk.id, quantity: 450, source: 'sale' },
        { skuId: cup.id, quantity: 3, source: 'sale' },
      ].sort((a, b) => a.skuId - b.skuId),
    );
    // The order desk sees the same order.
    const desk = await admin.GET('/adm/v1/orders/{order_id}', { params: { path: { order_id: order.id } } });
    expect(desk.data!.data).toMatchObject({ id: order.id, cash_tendered: 70000, channel: 'counter' });
  });

  it('sent again with the same Idempotency-Key, sells once and answers the first sale', async () => {
    const { drink, milk } = await milkTea(20000);
    const milkBefore = await stockOf(milk.id);
    const api = t.api(cashier.token, { headers: { 'idempotency-key': randomUUID() } });
    const body = { items: [{ sku_id: drink.id, quantity: 1 }], payment: { method: 'cash' as const, tendered: 20000 } };
    const first = await sell(body, api);
    const retry = await sell(body, api);
    expect(first.response.status).toBe(201);
    expect(retry.response.status).toBe(201);
    expect(retry.response.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.data!.data.order.id).toBe(first.data!.data.order.id);
    expect(milkBefore - (await stockOf(milk.id))).toBe(150);
  });

  it('takes the exact amount with no change', async () => {
    const { drink } = await milkTea(18000);
    const res = await sell({
      items: [{ sku_id: drink.id, quantity: 1 }],
      payment: { method: 'cash', tendered: 18000 },
    });
    expect(res.data!.data.change_due).toBe(0);
  });

  it('refuses cash short of the total, naming the field, and writes nothing', async () => {
    const { drink } = await milkTea(22000);
    const before = await orderCount();
    const res = await sell({
      items: [{ sku_id: drink.id, quantity: 2 }],
      payment: { method: 'cash', tendered: 43999 },
    });
    expect(res.response.status).toBe(422);
    expect(res.error!.errors[0]).toEqual({ detail: 'Cash tendered is less than the total', field: 'payment.tendered' });
    expect(await orderCount()).toBe(before);
  });

  it('prices every line on the server: the discounted price when there is one', async () => {
    const { drink } = await milkTea(28000);
    await t.app.db.update(skus).set({ discountedPrice: 25000 }).where(eq(skus.id, drink.id));
    const res = await sell({ items: [{ sku_id: drink.id, quantity: 2 }] });
    expect(res.data!.data.order).toMatchObject({ subtotal: 50000, total_amount: 50000 });
    expect(res.data!.data.change_due).toBe(50000);
  });

  it('refuses an unknown product, an ingredient and one not on sale, naming the line', async () => {
    const { drink, milk } = await milkTea();
    const off = await makeSku(t, 'Old Tea');
    await t.app.db.update(skus).set({ status: false }).where(eq(skus.id, off.id));
    for (const [skuId, detail] of [
      [999_999, 'Product does not exist'],
      [milk.id, `${milk.name} is not on sale`],
      [off.id, `${off.name} is not on sale`],
    ] as const) {
      const res = await sell({
        items: [
          { sku_id: drink.id, quantity: 1 },
          { sku_id: skuId, quantity: 1 },
        ],
      });
      expect(res.response.status).toBe(422);
      expect(res.error!.errors[0]).toEqual({ detail, field: 'items.1.sku_id' });
    }
  });

  it('refuses quantities outside 1 to 99', async () => {
    const { drink } = await milkTea();
    for (const quantity of [0, 100]) {
      const res = await sell({ items: [{ sku_id: drink.id, quantity }] });
      expect(res.response.status).toBe(400);
    }
    // The placement refuses them itself too, whichever door asks.
    for (const quantity of [0, 100, 1.5])
      await expect(
        placeOrder(t.app.db, {
          outletId: bandung,
          door: { channel: 'counter', orderType: 'takeaway', customerName: null, register: 'Counter 1' },
          lines: [{ skuId: drink.id, quantity }],
          notes: null,
          payment: 'unpaid',
        }),
      ).rejects.toMatchObject({
        statusCode: 422,
        field: 'items.0.quantity',
        detail: 'Quantity must be between 1 and 99',
      });
  });
});

describe('a QRIS sale at the counter', () => {
  it('shows the QR code to scan, waits unpaid for 15 minutes, and is paid by the provider’s notification', async () => {
    const { drink, milk } = await milkTea(24000);
    const milkBefore = await stockOf(milk.id);
    const before = Date.now();
    const res = await sell({
      items: [{ sku_id: drink.id, quantity: 2 }],
      payment: { method: 'qris', payment_method_partner_id: qris.partnerId },
    });
    expect(res.response.status, JSON.stringify(res.error)).toBe(201);
    const { order, change_due, payment } = res.data!.data;
    expect(change_due).toBeNull();
    expect(order).toMatchObject({ status: 0, channel: 'counter', cash_tendered: null, invoice: { status: 0 } });
    expect(payment).toMatchObject({
      invoice_id: order.invoice.id,
      amount: 48000,
      payment_method_partner_id: qris.partnerId,
    });
    const qr = readQris(payment!.qr_string!);
    expect(qr.get('54')).toBe('48000');
    // The merchant city is the outlet's: Bandung Dago is in Kota Bandung.
    expect(qr.get('60')).toBe('Bandung');
    const expires = new Date(payment!.expires_at).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 15 * 60_000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 1000);
    // Nothing leaves the stock until it is paid.
    expect(await stockOf(milk.id)).toBe(milkBefore);

    const body = {
      invoice_number: order.invoice.invoice_number,
      status: 'PAID',
      amount: 48000,
      reference: `SIM-${order.id}`,
    };
    const text = JSON.stringify(body);
    const paid = await t.raw('POST', '/adm/v1/payment-callbacks/simulated', {
      payload: text,
      headers: {
        'content-type': 'application/json',
        'x-simulated-signature': simulatedSignature(text, SIMULATED_SECRET),
      },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const [row] = await t.app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe(100);
    expect(milkBefore - (await stockOf(milk.id))).toBe(300);
  });

  it('refuses a payment method that is not QRIS or not enabled, before placing anything', async () => {
    const { drink } = await milkTea();
    const va = await makeGateway(t.app.db, { methodType: 'VIRTUAL_ACCOUNT' });
    const off = await makeGateway(t.app.db, { methodType: 'QRIS', isEnabled: false });
    const before = await orderCount();
    for (const [partnerId, detail] of [
      [va.partnerId, 'Choose a QRIS payment method'],
      [off.partnerId, 'Payment method is not available'],
    ] as const) {
      const res = await sell({
        items: [{ sku_id: drink.id, quantity: 1 }],
        payment: { method: 'qris', payment_method_partner_id: partnerId },
      });
      expect(res.response.status).toBe(422);
      expect(res.error!.errors[0]).toEqual({ detail, field: 'payment.payment_method_partner_id' });
    }
    expect(await orderCount()).toBe(before);
  });
});

describe('sold-out products', () => {
  const availability = (outletId: number, api: ApiClient = cashier) =>
    api.GET('/adm/v1/outlets/{outlet_id}/availability', { params: { path: { outlet_id: outletId } } });
  const markSoldOut = (outletId: number, ids: number[], api: ApiClient = cashier) =>
    api.PUT('/adm/v1/outlets/{outlet_id}/availability', {
      params: { path: { outlet_id: outletId } },
      body: { sold_out: ids.map((sku_id) => ({ sku_id })) },
    });

  it('are listed by name, refused by both doors, audited and announced, and sell again once switched back', async () => {
    const { drink } = await milkTea();
    const other = await makeSku(t, 'Taro Latte');
    const marked = await markSoldOut(bandung, [drink.id, other.id]);
    expect(marked.response.status, JSON.stringify(marked.error)).toBe(200);
    const listed = (await availability(bandung)).data!.data.sold_out;
    expect(listed.map((item) => item.sku_id).sort()).toEqual([drink.id, other.id].sort());
    expect(listed.find((item) => item.sku_id === drink.id)!.sku_name).toBe(drink.name);

    // The counter refuses it, naming the line.
    const counter = await sell({ items: [{ sku_id: drink.id, quantity: 1 }] });
    expect(counter.response.status).toBe(422);
    expect(counter.error!.errors[0]).toEqual({ detail: `${drink.name} is sold out`, field: 'items.0.sku_id' });
    // So does the app's door.
    const window = await fx.timeslot(bandung, '2099-01-01', '10:00', '10:30');
    await expect(
      placeOrder(t.app.db, {
        outletId: bandung,
        door: { channel: 'app', customerId: await fx.customer(), timeslotId: window },
        lines: [{ skuId: drink.id, quantity: 1 }],
        notes: null,
        payment: 'unpaid',
      }),
    ).rejects.toMatchObject({ statusCode: 422, field: 'items.0.sku_id' });
    // Another outlet still sells it.
    const atKemang = await sell({ outlet_id: kemang, items: [{ sku_id: drink.id, quantity: 1 }] }, admin);
    expect(atKemang.response.status).toBe(201);

    const [entry] = await t.app.db
      .select({ changes: auditLog.changes, userId: auditLog.userId })
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'sold_out'), eq(auditLog.recordId, String(bandung))))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry!.userId).toBe(cashier.id);
    const [notice] = await t.app.db
      .select({ ids: orderEvents.ids })
      .from(orderEvents)
      .where(and(eq(orderEvents.resource, 'sold_out'), eq(orderEvents.outletId, bandung)))
      .orderBy(sql`${orderEvents.id} desc`)
      .limit(1);
    expect(notice!.ids).toEqual(expect.arrayContaining([drink.id]));

    // Replacing the list switches the drink back on; the other keeps the time it was marked.
    const kept = listed.find((item) => item.sku_id === other.id)!.marked_at;
    const replaced = await markSoldOut(bandung, [other.id]);
    expect(replaced.data!.data.sold_out).toEqual([{ sku_id: other.id, sku_name: other.name, marked_at: kept }]);
    expect((await sell({ items: [{ sku_id: drink.id, quantity: 1 }] })).response.status).toBe(201);
    await markSoldOut(bandung, []);
  });

  it('refuses an unknown SKU, an ingredient and a product listed twice', async () => {
    const { drink, milk } = await milkTea();
    for (const [ids, detail, field] of [
      [[drink.id, 999_999], 'SKU does not exist', 'sold_out.1.sku_id'],
      [[milk.id], 'Only a product on the menu can be sold out', 'sold_out.0.sku_id'],
      [[drink.id, drink.id], 'This product is listed twice', 'sold_out.1.sku_id'],
    ] as const) {
      const res = await markSoldOut(bandung, [...ids]);
      expect(res.response.status).toBe(422);
      expect(res.error!.errors[0]).toEqual({ detail, field });
    }
    expect((await availability(bandung)).data!.data.sold_out).toEqual([]);
  });

  it('are kept per outlet: another outlet’s list is 404, and those who edit SKUs may switch them too', async () => {
    const { drink } = await milkTea();
    expect((await availability(kemang)).response.status).toBe(404);
    expect((await markSoldOut(kemang, [drink.id])).response.status).toBe(404);
    expect((await availability(987_654, admin)).response.status).toBe(404);
    const skuEditor = await t.asUser(['view_admin_sku'], bandung);
    expect((await markSoldOut(bandung, [drink.id], skuEditor)).response.status).toBe(200);
    expect((await availability(bandung, skuEditor)).data!.data.sold_out.map((i) => i.sku_id)).toEqual([drink.id]);
    await markSoldOut(bandung, [], skuEditor);
    const desk = await t.asUser(['view_admin_order'], bandung);
    expect((await availability(bandung, desk)).response.status).toBe(403);
  });
});

describe('the counter’s product grid', () => {
  it('lists the products to a cashier without what they cost, which those who buy and stock them still see', async () => {
    const { milk } = await milkTea();
    await t.app.db.update(skus).set({ avgCostMilli: 18_000_000 }).where(eq(skus.id, milk.id));
    const read = async (api: ApiClient) =>
      (await api.GET('/adm/v1/skus', { params: { query: { name: 'Fresh Milk', size: 100 } } })).data!.data.find(
        (sku) => sku.id === milk.id,
      )!;
    expect((await read(admin)).unit_cost).toBe('18000');
    expect((await read(cashier)).unit_cost).toBeNull();
  });
});

describe('who may sell at the counter', () => {
  it('sells only at the outlets where the user holds the counter scope', async () => {
    const { drink } = await milkTea();
    const elsewhere = await sell({ outlet_id: kemang, items: [{ sku_id: drink.id, quantity: 1 }] });
    expect(elsewhere.response.status).toBe(404);
    expect(elsewhere.error!.errors[0]!.detail).toBe('Outlet not found');
    const desk = await t.asUser(['view_admin_order', 'view_admin_invoices'], bandung);
    expect((await sell({ items: [{ sku_id: drink.id, quantity: 1 }] }, desk)).response.status).toBe(403);
  });
});

describe('an unpaid app order', () => {
  it('expires when its pick-up window ends, and the expiry frees its place', async () => {
    const [thaiTea] = await fx.ensureMenu();
    const window = await fx.timeslot(bandung, '2099-02-01', '10:00', '10:30');
    await t.app.db.execute(sql`update timeslots set capacity = 1 where id = ${window}`);
    const place = async () =>
      placeOrder(t.app.db, {
        outletId: bandung,
        door: { channel: 'app', customerId: await fx.customer(), timeslotId: window },
        lines: [{ skuId: thaiTea!, quantity: 1 }],
        notes: null,
        payment: 'unpaid',
      });
    const first = await place();
    const [invoice] = await t.app.db.select().from(invoices).where(eq(invoices.id, first.invoiceId));
    // 10:30 in Jakarta (UTC+7) is 03:30 UTC.
    expect(invoice!.expiresAt!.toISOString()).toBe('2099-02-01T03:30:00.000Z');
    await expect(place()).rejects.toMatchObject({
      statusCode: 422,
      field: 'pickup_window_id',
      detail: 'Pick-up window is full',
    });

    // The window's end passes unpaid: the expiry job cancels it, and its place is free again.
    await t.app.db
      .update(invoices)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invoices.id, first.invoiceId));
    const { expireOverdueInvoices } = await import('../../src/services/invoices/expiry');
    await expireOverdueInvoices(t.app.db);
    const [cancelled] = await t.app.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, first.orderId));
    expect(cancelled!.status).toBe(500);
    expect((await place()).orderId).toBeGreaterThan(first.orderId);
  });
});

describe('the app door’s pick-up window', () => {
  it('refuses a window of another outlet, switched off, ended or full, naming the field', async () => {
    const [thaiTea] = await fx.ensureMenu();
    const place = async (timeslotId: number) =>
      placeOrder(t.app.db, {
        outletId: bandung,
        door: { channel: 'app', customerId: await fx.customer(), timeslotId },
        lines: [{ skuId: thaiTea!, quantity: 1 }],
        notes: null,
        payment: 'unpaid',
      });
    const atKemang = await fx.timeslot(kemang, '2099-03-01', '10:00', '10:30');
    const off = await fx.timeslot(bandung, '2099-03-01', '11:00', '11:30');
    await t.app.db.execute(sql`update timeslots set is_active = false where id = ${off}`);
    const ended = await fx.timeslot(bandung, '2020-03-01', '11:00', '11:30');
    const full = await fx.timeslot(bandung, '2099-03-01', '12:00', '12:30');
    await t.app.db.execute(sql`update timeslots set capacity = 0 where id = ${full}`);
    for (const [window, detail] of [
      [atKemang, 'Pick-up window is not at this outlet'],
      [off, 'Pick-up window is closed'],
      [ended, 'Pick-up window has ended'],
      [full, 'Pick-up window is full'],
      [999_999, 'Pick-up window does not exist'],
    ] as const)
      await expect(place(window)).rejects.toMatchObject({ statusCode: 422, field: 'pickup_window_id', detail });
  });
});
