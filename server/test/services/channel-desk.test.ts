// Delivery platforms' orders at the order desk and in the figures: the list's channel and delivery
// filters and the platform's side of each order, the tap that accepts a platform order waiting for
// it (once, told to the platform once, within reach), the sales split by all five channels, and a
// ShopeeFood order entered at the counter.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../generated/schema';
import { auditLog, channelStatePushes, invoices, ORDER_CHANNELS, orders } from '../../src/db/schema';
import { jakartaDate } from '../../src/lib/jakarta-time';
import { changeOrderStatus } from '../../src/services/orders/writes';
import { platformOrders } from '../helpers/platform-orders';
import { openEveryCounter } from '../helpers/shifts';
import { build } from '../helpers/test-app';

const t = await build();
await openEveryCounter(t.app.db);
const admin = await t.asAdmin();
const fx = platformOrders(t);
const [kemang, bandung] = [t.outletId['Jakarta Kemang']!, t.outletId['Bandung Dago']!];
const kemangDesk = await t.asUser(['view_admin_order'], kemang);

const accept = (id: number, api = admin) =>
  api.POST('/adm/v1/orders/{order_id}/accept', { params: { path: { order_id: id } } });
const pushes = (orderId: number) =>
  t.app.db.select().from(channelStatePushes).where(eq(channelStatePushes.orderId, orderId));

describe('platform orders on the desk', () => {
  it("lists a platform's order with its short number, filtered by channel and by delivery", async () => {
    const grab = await fx.makePlatformOrder({ channel: 'grabfood', needsMapping: true });
    const go = await fx.makePlatformOrder({ channel: 'gofood', acceptedAt: new Date('2026-11-20T01:16:00Z') });
    const app = await fx.makeOrder();
    const list = async (query: { channel?: 'gofood' | 'grabfood'; order_type?: 'delivery' }) =>
      (await admin.GET('/adm/v1/orders', { params: { query: { size: 100, ...query } } })).data!.data;

    const gofood = await list({ channel: 'gofood' });
    expect(gofood.map((o) => o.id)).toContain(go.id);
    expect(gofood.every((o) => o.channel === 'gofood')).toBe(true);
    const delivery = (await list({ order_type: 'delivery' })).map((o) => o.id);
    expect(delivery).toEqual(expect.arrayContaining([go.id, grab.id]));
    expect(delivery).not.toContain(app.id);

    const row = (await list({ channel: 'grabfood' })).find((o) => o.id === grab.id)!;
    expect(row).toMatchObject({
      channel: 'grabfood',
      order_type: 'delivery',
      platform: {
        platform_order_id: grab.platformOrderId,
        order_number: grab.platformOrderNumber,
        needs_mapping: true,
        accepted_at: null,
      },
    });
    expect((await list({})).find((o) => o.id === app.id)!.platform).toBeNull();
  });
});

describe('accepting a platform order', () => {
  it('sets when it was accepted, owes the platform the accepted state once and records who did it', async () => {
    const order = await fx.makePlatformOrder({ channel: 'gofood', outletId: kemang });
    const before = Date.now();
    const res = await accept(order.id, kemangDesk);
    expect(res.response.status, JSON.stringify(res.error)).toBe(200);
    const acceptedAt = res.data!.data.platform!.accepted_at!;
    expect(Date.parse(acceptedAt)).toBeGreaterThanOrEqual(before - 1000);
    // The status does not move.
    expect(res.data!.data.status).toBe(100);
    expect((await pushes(order.id)).map((p) => [p.channel, p.state, p.sentAt])).toEqual([['gofood', 'accepted', null]]);
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.recordType, 'order'),
          eq(auditLog.recordId, String(order.id)),
          eq(auditLog.operation, 'acceptOrder'),
        ),
      );
    expect(entry).toMatchObject({ userId: kemangDesk.id });

    // A second tap is refused and owes nothing more.
    const again = await accept(order.id, kemangDesk);
    expect(again.response.status).toBe(422);
    expect(again.error).toEqual({ errors: [{ detail: 'This order was accepted already', field: 'order_id' }] });
    expect(await pushes(order.id)).toHaveLength(1);
    const [row] = await t.app.db.select({ acceptedAt: orders.acceptedAt }).from(orders).where(eq(orders.id, order.id));
    expect(row!.acceptedAt!.toISOString()).toBe(new Date(acceptedAt).toISOString());
  });

  it("refuses an order that is not a platform's, a ShopeeFood one, and a cancelled one", async () => {
    const app = await fx.makeOrder();
    const shopee = await fx.makePlatformOrder({ channel: 'shopeefood' });
    const cancelled = await fx.makePlatformOrder({ channel: 'grabfood', status: 500 });
    for (const id of [app.id, shopee.id, cancelled.id]) {
      const res = await accept(id);
      expect(res.response.status).toBe(422);
      expect(res.error!.errors[0]!.field).toBe('order_id');
      expect(await pushes(id)).toEqual([]);
    }
  });

  it("answers 404 for another outlet's order, and for no order", async () => {
    const order = await fx.makePlatformOrder({ channel: 'grabfood', outletId: bandung });
    expect((await accept(order.id, kemangDesk)).response.status).toBe(404);
    expect((await accept(2_000_000_000, kemangDesk)).response.status).toBe(404);
    const [row] = await t.app.db.select({ acceptedAt: orders.acceptedAt }).from(orders).where(eq(orders.id, order.id));
    expect(row!.acceptedAt).toBeNull();
    expect(await pushes(order.id)).toEqual([]);
  });
});

describe('the sales split by channel', () => {
  it("counts each of the five channels' paid orders and gross sales, adding up to the totals", async () => {
    const today = jakartaDate(Date.now());
    const report = async () =>
      (await admin.GET('/adm/v1/reports/sales', { params: { query: { start_date: today, end_date: today } } })).data!;
    const dashboard = async () =>
      (await admin.GET('/adm/v1/dashboard/analytics', { params: { query: { days: 1 } } })).data!.data.totals;
    const part = (split: components['schemas']['SalesByChannel'][], channel: string) =>
      split.find((x) => x.channel === channel)!;
    const before = await report();
    const dashBefore = await dashboard();
    const made = [
      await fx.makePlatformOrder({ channel: 'gofood' }),
      await fx.makePlatformOrder({ channel: 'gofood' }),
      await fx.makePlatformOrder({ channel: 'grabfood' }),
      await fx.makePlatformOrder({ channel: 'shopeefood' }),
    ];
    // A cancelled one is no sale.
    await fx.makePlatformOrder({ channel: 'grabfood', status: 500 });
    const gross = new Map<string, number>();
    for (const { id, channel } of made) {
      const [row] = await t.app.db.select({ subtotal: orders.subtotal }).from(orders).where(eq(orders.id, id));
      gross.set(channel, (gross.get(channel) ?? 0) + row!.subtotal);
    }
    const after = await report();
    const dashAfter = await dashboard();
    expect(after.summary.by_channel.map((x) => x.channel)).toEqual([...ORDER_CHANNELS]);
    const counts = { gofood: 2, grabfood: 1, shopeefood: 1 } as const;
    for (const channel of ['gofood', 'grabfood', 'shopeefood'] as const) {
      for (const [was, now] of [
        [before.summary.by_channel, after.summary.by_channel],
        [dashBefore.by_channel, dashAfter.by_channel],
      ] as const) {
        expect(part(now, channel).order_count - part(was, channel).order_count).toBe(counts[channel]);
        expect(part(now, channel).gross_sales - part(was, channel).gross_sales).toBe(gross.get(channel));
      }
    }
    for (const split of [after.summary.by_channel, dashAfter.by_channel, after.data[0]!.by_channel]) {
      expect(split.reduce((n, x) => n + x.order_count, 0)).toBe(after.summary.order_count);
      expect(split.reduce((n, x) => n + x.gross_sales, 0)).toBe(after.summary.gross_sales);
    }
    // The app's part did not take the platforms' orders.
    expect(part(after.summary.by_channel, 'app')).toEqual(part(before.summary.by_channel, 'app'));
  });

  it("heads the download's channel columns in the reader's language", async () => {
    const today = jakartaDate(Date.now());
    const res = await t.raw('GET', '/adm/v1/reports/sales/export', {
      token: admin.token,
      query: { start_date: today, end_date: today, lang: 'id' },
    });
    expect(res.status).toBe(200);
    const header = res.text.replace(/^\uFEFF/, '').split('\n')[0]!;
    for (const word of ['Pesanan GoFood', 'Penjualan kotor GrabFood', 'Pesanan ShopeeFood'])
      expect(header).toContain(word);
  });
});

const cashier = await t.asUser(['view_admin_counter'], bandung);

describe('a ShopeeFood order entered at the counter', () => {
  const sell = async (body: Partial<components['schemas']['CounterOrderCreate']>) => {
    const [thaiTea] = await fx.ensureMenu();
    return cashier.POST('/adm/v1/counter/orders', {
      body: {
        outlet_id: bandung,
        register: 'Counter 1',
        order_type: 'delivery',
        items: [{ sku_id: thaiTea!, quantity: 2 }],
        payment: { method: 'platform' },
        ...body,
      },
    });
  };

  it('is a paid, accepted ShopeeFood delivery with its order number, taking no cash', async () => {
    const res = await sell({ platform_order_number: ' SF-2611-0042 ', customer_name: 'Rina' });
    expect(res.response.status, JSON.stringify(res.error)).toBe(201);
    const { order, change_due, payment } = res.data!.data;
    expect(change_due).toBeNull();
    expect(payment).toBeNull();
    expect(order).toMatchObject({
      status: 100,
      channel: 'shopeefood',
      order_type: 'delivery',
      customer_name: 'Rina',
      cash_tendered: null,
      platform: { platform_order_id: 'SF-2611-0042', order_number: 'SF-2611-0042', needs_mapping: false },
    });
    expect(order.platform!.accepted_at).not.toBeNull();
    expect(order.invoice).toMatchObject({ status: 100 });
    const [invoice] = await t.app.db
      .select({ counterMethod: invoices.counterMethod, shiftId: invoices.shiftId })
      .from(invoices)
      .where(eq(invoices.orderId, order.id));
    expect(invoice).toEqual({ counterMethod: null, shiftId: null });
    // Nothing is owed to a platform with no partner API; the desk's accept tap refuses it.
    expect(await pushes(order.id)).toEqual([]);
    expect((await accept(order.id)).response.status).toBe(422);
    // The same number again is refused.
    const again = await sell({ platform_order_number: 'SF-2611-0042' });
    expect(again.response.status).toBe(422);
    expect(again.error!.errors[0]).toMatchObject({ field: 'platform_order_number' });
  });

  it('refuses a delivery without a number or paid otherwise, and a number or platform payment on a walk-in sale', async () => {
    const cases = [
      [{ platform_order_number: null }, 'platform_order_number'],
      [{ platform_order_number: '  ' }, 'platform_order_number'],
      [{ platform_order_number: 'SF-1', payment: { method: 'cash' as const, tendered: 100000 } }, 'payment.method'],
      [{ order_type: 'takeaway' as const, platform_order_number: 'SF-2' }, 'platform_order_number'],
      [{ order_type: 'takeaway' as const }, 'payment.method'],
    ] as const;
    for (const [body, field] of cases) {
      const res = await sell(body);
      expect(res.response.status, JSON.stringify(body)).toBe(422);
      expect(res.error!.errors[0]).toMatchObject({ field });
    }
  });

  it('moves along the life cycle like any order, and a cancellation owes no platform anything', async () => {
    const res = await sell({ platform_order_number: 'SF-2611-0099' });
    const id = res.data!.data.order.id;
    await changeOrderStatus(t.app.db, id, { status: 200 }, t.seed.adminId, { all: true });
    await changeOrderStatus(t.app.db, id, { status: 500 }, t.seed.adminId, { all: true });
    const [row] = await t.app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
    expect(row!.status).toBe(500);
    expect(await pushes(id)).toEqual([]);
  });
});
