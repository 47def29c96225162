// Members and points: an order earns its member points when it completes, once; a cancellation
// gives back its voucher uses and the points it spent, and takes back what it earned (never below
// 0); the back office lists members with numbers masked for those who do not manage users
// everywhere, shows their ledger, and adjusts points with a reason; the app shows the balance and
// history.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  chainSettings,
  customers,
  inventoryMovements,
  inventoryStocks,
  orderDiscounts,
  orders,
  pointEntries,
  promotionCodes,
  promotions,
} from '../../src/db/schema';
import { movePoints, pointsEarnedFor } from '../../src/services/sales/member-points';
import { ORDER } from '../../src/services/sales/states';
import { customerAppFixtures, signInCustomer } from '../helpers/customer-app';
import { orderFixtures } from '../helpers/orders';
import { makeIngredient, setRecipe } from '../helpers/purchasing';
import { setStock } from '../helpers/skus';
import { build } from '../helpers/test-app';

const t = await build();
const admin = await t.asAdmin();
const fx = orderFixtures(t);
const db = t.app.db;
// 2.5 % of what an order paid.
await db.update(chainSettings).set({ pointsEarnBp: 250 }).where(eq(chainSettings.id, 1));

const setStatus = (id: number, status: 200 | 300 | 350 | 400 | 500) =>
  admin.PUT('/adm/v1/orders/{order_id}/status', { params: { path: { order_id: id } }, body: { status } });

async function facts(orderId: number) {
  const [order] = await db
    .select({ customerId: orders.customerId, total: orders.totalAmount, earned: orders.pointsEarned })
    .from(orders)
    .where(eq(orders.id, orderId));
  const [customer] = await db
    .select({ balance: customers.pointsBalance })
    .from(customers)
    .where(eq(customers.id, order!.customerId!));
  const entries = await db
    .select({ kind: pointEntries.kind, points: pointEntries.points })
    .from(pointEntries)
    .where(eq(pointEntries.orderId, orderId))
    .orderBy(pointEntries.id);
  return { ...order!, balance: customer!.balance, entries };
}

describe('earning', () => {
  it('rounds down: floor(paid × rate)', () => {
    expect(pointsEarnedFor(47_000, 250)).toBe(1175);
    expect(pointsEarnedFor(47_039, 250)).toBe(1175);
    expect(pointsEarnedFor(47_000, 0)).toBe(0);
    expect(pointsEarnedFor(0, 250)).toBe(0);
  });

  it('a member earns on what the order paid when it completes, and nothing before', async () => {
    const { id } = await fx.makeOrder({ status: 350 });
    expect((await facts(id)).entries).toEqual([]);
    expect((await setStatus(id, 400)).response.status).toBe(200);
    const after = await facts(id);
    const earned = Math.floor((after.total * 250) / 10_000);
    expect(earned).toBeGreaterThan(0);
    expect(after.entries).toEqual([{ kind: 'earned', points: earned }]);
    expect(after.balance).toBe(earned);
    expect(after.earned).toBe(earned);
  });

  it('earns once, whatever repeats the completion', async () => {
    const { id } = await fx.makeOrder({ status: 400 });
    const once = await facts(id);
    await db.transaction((tx) => movePoints(tx, id, ORDER.COMPLETED, null));
    expect(await facts(id)).toEqual(once);
  });

  it('a walk-in without an account earns nothing', async () => {
    const { id } = await fx.makeOrder({ status: 350 });
    await db
      .update(orders)
      .set({ customerId: null, channel: 'counter', orderType: 'takeaway', timeslotId: null })
      .where(eq(orders.id, id));
    expect((await setStatus(id, 400)).response.status).toBe(200);
    expect(await db.select().from(pointEntries).where(eq(pointEntries.orderId, id))).toEqual([]);
  });
});

describe('cancellation', () => {
  it('points earned on completion are taken back by a later cancellation', async () => {
    const { id } = await fx.makeOrder({ status: 400 });
    const earned = (await facts(id)).earned;
    expect((await setStatus(id, 500)).response.status).toBe(200);
    const after = await facts(id);
    expect(after.entries).toEqual([
      { kind: 'earned', points: earned },
      { kind: 'earned_reversed', points: -earned },
    ]);
    expect(after.balance).toBe(0);
    expect(after.earned).toBe(0);
    // Again: nothing more is taken.
    await db.transaction((tx) => movePoints(tx, id, ORDER.CANCELLED, null));
    expect(await facts(id)).toEqual(after);
  });

  it('takes back no more than the member still has: the balance never goes below 0', async () => {
    const { id, customerId } = await fx.makeOrder({ status: 400 });
    const earned = (await facts(id)).earned;
    await db
      .update(customers)
      .set({ pointsBalance: earned - 5 })
      .where(eq(customers.id, customerId));
    expect((await setStatus(id, 500)).response.status).toBe(200);
    const after = await facts(id);
    expect(after.entries.at(-1)).toEqual({ kind: 'earned_reversed', points: -(earned - 5) });
    expect(after.balance).toBe(0);
  });

  it('gives back the points a cancelled order spent', async () => {
    const { id, customerId } = await fx.makeOrder({ status: 100 });
    await db.update(orders).set({ pointsRedeemed: 300 }).where(eq(orders.id, id));
    await db.insert(pointEntries).values({ customerId, orderId: id, kind: 'redeemed', points: -300 });
    await db.update(customers).set({ pointsBalance: 20 }).where(eq(customers.id, customerId));
    expect((await setStatus(id, 500)).response.status).toBe(200);
    const after = await facts(id);
    expect(after.entries).toEqual([
      { kind: 'redeemed', points: -300 },
      { kind: 'redeemed_returned', points: 300 },
    ]);
    expect(after.balance).toBe(320);
  });

  it('frees the voucher use a cancelled order held, once', async () => {
    const { id } = await fx.makeOrder({ status: 100 });
    const [promotion] = await db
      .insert(promotions)
      .values({
        name: 'Voucher 10k',
        type: 'amount_off',
        params: { amount: 10_000 },
        fundedBy: 'brand',
        requiresCode: true,
      })
      .returning({ id: promotions.id });
    const [code] = await db
      .insert(promotionCodes)
      .values({ promotionId: promotion!.id, code: `MEMBER${id}`, usesPerCode: 1, usedCount: 1 })
      .returning({ id: promotionCodes.id });
    await db.insert(orderDiscounts).values({
      orderId: id,
      promotionId: promotion!.id,
      name: 'Voucher 10k',
      amount: 10_000,
      fundedBy: 'brand',
      codeId: code!.id,
    });
    expect((await setStatus(id, 500)).response.status).toBe(200);
    const [used] = await db
      .select({ count: promotionCodes.usedCount })
      .from(promotionCodes)
      .where(eq(promotionCodes.id, code!.id));
    expect(used!.count).toBe(0);
    const [discount] = await db
      .select({ releasedAt: orderDiscounts.releasedAt })
      .from(orderDiscounts)
      .where(eq(orderDiscounts.orderId, id));
    expect(discount!.releasedAt).not.toBeNull();
    // The code was used again since: a repeat of the release does not give that use back.
    await db.update(promotionCodes).set({ usedCount: 1 }).where(eq(promotionCodes.id, code!.id));
    await db.transaction((tx) => movePoints(tx, id, ORDER.CANCELLED, null));
    const [still] = await db
      .select({ count: promotionCodes.usedCount })
      .from(promotionCodes)
      .where(eq(promotionCodes.id, code!.id));
    expect(still!.count).toBe(1);
  });
});

describe('a refund after handover', () => {
  it("a member's app order paid and completed earns its points, and cancelling it later takes them back, refunds it and writes its drinks off", async () => {
    // The chain's rate through the back office: 2.5 % of what an order paid.
    const { updated_at: _, ...settings } = (await admin.GET('/adm/v1/settings')).data!.data;
    const rate = await admin.PUT('/adm/v1/settings', { body: { ...settings, points_earn_percent: 2.5 } });
    expect(rate.response.status, JSON.stringify(rate.error)).toBe(200);
    const app = await customerAppFixtures(t);
    const shop = t.outletId['Surabaya Tunjungan']!;
    await app.openOutlet(shop);
    // A Thai Tea is 150 ml of milk and a cup.
    const milk = await makeIngredient(t, 'Fresh Milk 1 L', 'l', 1);
    const cup = await makeIngredient(t, 'Cup 16 oz', 'pack', 50);
    await setRecipe(t, app.thaiTea, [
      { ingredient: milk.id, quantity: 150 },
      { ingredient: cup.id, quantity: 1 },
    ]);
    await setStock(t, milk.id, 2000, shop);
    await setStock(t, cup.id, 50, shop);
    const stockOf = async (skuId: number) =>
      (
        await db
          .select({ quantity: inventoryStocks.quantity })
          .from(inventoryStocks)
          .where(and(eq(inventoryStocks.outletId, shop), eq(inventoryStocks.skuId, skuId)))
      )[0]!.quantity;

    const member = await signInCustomer(t, 'Ayu Kartika');
    const window = await app.window(shop);
    const placed = await member.POST('/app/v1/orders', {
      body: { outlet_id: shop, pickup_window_id: window.id, items: [{ sku_id: app.thaiTea, quantity: 2 }] },
    });
    expect(placed.response.status, JSON.stringify(placed.error)).toBe(201);
    const id = placed.data!.data.id;
    const total = placed.data!.data.total_amount;
    expect(total).toBeGreaterThan(0);
    const move = (status: 100 | 200 | 300 | 350 | 400 | 500) =>
      admin.PUT('/adm/v1/orders/{order_id}/status', {
        params: { path: { order_id: id } },
        body: { status, ...(status === 100 && { payment: { method: 'qris_static' as const } }) },
      });
    for (const status of [100, 200, 300, 350, 400] as const)
      expect((await move(status)).response.status, String(status)).toBe(200);
    expect(await stockOf(milk.id)).toBe(2000 - 300);
    expect(await stockOf(cup.id)).toBe(50 - 2);

    const earned = Math.floor((total * 2.5) / 100);
    expect(earned).toBeGreaterThan(0);
    const ledger = async () =>
      (await admin.GET('/adm/v1/customers/{customer_id}', { params: { path: { customer_id: member.id } } })).data!.data;
    expect(await ledger()).toMatchObject({
      points_balance: earned,
      points: [{ kind: 'earned', points: earned, order_id: id }],
    });
    const completed = (await admin.GET('/adm/v1/orders/{order_id}', { params: { path: { order_id: id } } })).data!.data;
    expect(completed.next_statuses).toEqual([500]);

    const cancelled = await move(500);
    expect(cancelled.response.status, JSON.stringify(cancelled.error)).toBe(200);
    expect(cancelled.data!.data).toMatchObject({ status: 500, next_statuses: [] });
    // The counter payment is given back at once.
    expect(cancelled.data!.data.invoice).toMatchObject({ status: 400, amount: total });
    // The points come back off the member, newest first in the ledger.
    expect(await ledger()).toMatchObject({
      points_balance: 0,
      points: [
        { kind: 'earned_reversed', points: -earned, order_id: id },
        { kind: 'earned', points: earned, order_id: id },
      ],
    });
    expect((await member.GET('/app/v1/me')).data!.data.points_balance).toBe(0);
    // The drinks left with the customer: nothing returns to stock, it is written off as waste.
    expect(await stockOf(milk.id)).toBe(2000 - 300);
    expect(await stockOf(cup.id)).toBe(50 - 2);
    const wasted = await db
      .select({
        skuId: inventoryMovements.skuId,
        quantity: inventoryMovements.quantity,
        reason: inventoryMovements.wasteReason,
      })
      .from(inventoryMovements)
      .where(and(eq(inventoryMovements.orderId, id), eq(inventoryMovements.source, 'waste')))
      .orderBy(inventoryMovements.skuId);
    expect(wasted).toEqual(
      [
        { skuId: milk.id, quantity: 300, reason: 'cancelled_after_prep' },
        { skuId: cup.id, quantity: 2, reason: 'cancelled_after_prep' },
      ].sort((a, b) => a.skuId - b.skuId),
    );
  });

  it('a picked-up order may be cancelled too, its drinks written off whatever `made` says', async () => {
    const { id } = await fx.makeOrder({ status: 350 });
    const res = await admin.PUT('/adm/v1/orders/{order_id}/status', {
      params: { path: { order_id: id } },
      body: { status: 500, made: false },
    });
    expect(res.response.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data!.data.invoice).toMatchObject({ status: 400 });
    // Never completed, so it earned nothing and nothing is taken back.
    expect((await facts(id)).entries).toEqual([]);
  });

  it('gives back the voucher use and the points a completed order spent when it is cancelled', async () => {
    const { id, customerId } = await fx.makeOrder({ status: 400 });
    const earned = (await facts(id)).earned;
    await db.update(orders).set({ pointsRedeemed: 300 }).where(eq(orders.id, id));
    await db.insert(pointEntries).values({ customerId, orderId: id, kind: 'redeemed', points: -300 });
    const [promotion] = await db
      .insert(promotions)
      .values({
        name: 'Voucher 5k',
        type: 'amount_off',
        params: { amount: 5_000 },
        fundedBy: 'brand',
        requiresCode: true,
      })
      .returning({ id: promotions.id });
    const [code] = await db
      .insert(promotionCodes)
      .values({ promotionId: promotion!.id, code: `AFTER${id}`, usesPerCode: 1, usedCount: 1 })
      .returning({ id: promotionCodes.id });
    await db.insert(orderDiscounts).values({
      orderId: id,
      promotionId: promotion!.id,
      name: 'Voucher 5k',
      amount: 5_000,
      fundedBy: 'brand',
      codeId: code!.id,
    });
    expect((await setStatus(id, 500)).response.status).toBe(200);
    const after = await facts(id);
    expect(after.entries).toEqual([
      { kind: 'earned', points: earned },
      { kind: 'redeemed', points: -300 },
      { kind: 'redeemed_returned', points: 300 },
      { kind: 'earned_reversed', points: -earned },
    ]);
    expect(after.balance).toBe(300);
    const [used] = await db
      .select({ count: promotionCodes.usedCount })
      .from(promotionCodes)
      .where(eq(promotionCodes.id, code!.id));
    expect(used!.count).toBe(0);
  });
});

const phone = '+6281298765432';
const [member] = await db
  .insert(customers)
  .values({ name: 'Dewi Lestari', phoneNumber: phone, pointsBalance: 120 })
  .returning({ id: customers.id });
const memberId = member!.id;
const { id: orderId } = await fx.makeOrder({
  customerId: memberId,
  outletId: t.outletId['Jakarta Kemang'],
  status: 400,
});
const [erased] = await db
  .insert(customers)
  .values({ name: null, phoneNumber: null, erasedAt: new Date() })
  .returning({ id: customers.id });

describe('the members in the back office', () => {
  it('shows numbers in full to a user managing users everywhere, masked to one who only sees orders', async () => {
    const full = await admin.GET('/adm/v1/customers', { params: { query: { q: 'Dewi Lestari' } } });
    expect(full.data!.data).toEqual([
      expect.objectContaining({
        id: memberId,
        name: 'Dewi Lestari',
        phone_number: phone,
        phone_masked: false,
        orders_count: 1,
      }),
    ]);
    const clerk = await t.asUser(['view_admin_order']);
    const masked = await clerk.GET('/adm/v1/customers', { params: { query: { q: '0812987' } } });
    expect(masked.data!.data).toEqual([
      expect.objectContaining({ id: memberId, phone_number: '0812****5432', phone_masked: true }),
    ]);
  });

  it('an erased customer shows no name or number', async () => {
    const res = await admin.GET('/adm/v1/customers/{customer_id}', { params: { path: { customer_id: erased!.id } } });
    expect(res.data!.data).toMatchObject({ name: null, phone_number: null, erased: true, phone_masked: false });
  });

  it('a user of one outlet sees only members who ordered there, and only those orders', async () => {
    const bandung = await t.asUser(['view_admin_order'], t.outletId['Bandung Dago']);
    const detail = await bandung.GET('/adm/v1/customers/{customer_id}', {
      params: { path: { customer_id: memberId } },
    });
    expect(detail.response.status).toBe(404);
    const kemang = await t.asUser(['view_admin_order'], t.outletId['Jakarta Kemang']);
    const seen = await kemang.GET('/adm/v1/customers/{customer_id}', { params: { path: { customer_id: memberId } } });
    expect(seen.data!.data.recent_orders.map((o) => o.id)).toEqual([orderId]);
  });

  it('the detail has the ledger, newest first', async () => {
    const res = await admin.GET('/adm/v1/customers/{customer_id}', { params: { path: { customer_id: memberId } } });
    // Tests run in any order: an adjustment may already stand above the earning.
    const points = res.data!.data.points;
    expect(points.find((entry) => entry.order_id === orderId)).toMatchObject({ kind: 'earned' });
    const times = points.map((entry) => entry.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('adjusts with a reason, in the ledger and the audit trail', async () => {
    const before = (await admin.GET('/adm/v1/customers/{customer_id}', { params: { path: { customer_id: memberId } } }))
      .data!.data.points_balance;
    const res = await admin.POST('/adm/v1/customers/{customer_id}/points', {
      params: { path: { customer_id: memberId } },
      body: { points: -100, reason: 'Wrong phone number used' },
    });
    expect(res.response.status).toBe(201);
    expect(res.data!.data).toMatchObject({
      points_balance: before - 100,
      entry: { kind: 'adjusted', points: -100, reason: 'Wrong phone number used', order_id: null },
    });
    const [entry] = await db
      .select({ operation: auditLog.operation, changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'customer'), eq(auditLog.recordId, String(memberId))));
    expect(entry!.operation).toBe('adjustCustomerPoints');
    expect(entry!.changes).toContainEqual({ field: 'points_balance', before, after: before - 100 });
  });

  it('refuses to take the balance below 0, 0 points and a short reason, each with its field', async () => {
    const adjust = (points: number, reason: string) =>
      admin.POST('/adm/v1/customers/{customer_id}/points', {
        params: { path: { customer_id: memberId } },
        body: { points, reason },
      });
    const below = await adjust(-1_000_000, 'Too much');
    expect(below.response.status).toBe(422);
    expect(below.error!.errors[0]).toMatchObject({ field: 'points' });
    expect((await adjust(0, 'Nothing')).error!.errors[0]).toMatchObject({ field: 'points' });
    expect((await adjust(5, '  ab  ')).error!.errors[0]).toMatchObject({ field: 'reason' });
  });

  it('only a user managing users everywhere adjusts', async () => {
    const lead = await t.asUser(['view_admin_user'], t.outletId['Jakarta Kemang']);
    const res = await lead.POST('/adm/v1/customers/{customer_id}/points', {
      params: { path: { customer_id: memberId } },
      body: { points: 5, reason: 'Birthday gift' },
    });
    expect(res.response.status).toBe(403);
    const orderDesk = await t.asUser(['view_admin_order']);
    const refused = await orderDesk.POST('/adm/v1/customers/{customer_id}/points', {
      params: { path: { customer_id: memberId } },
      body: { points: 5, reason: 'Birthday gift' },
    });
    expect(refused.response.status).toBe(403);
  });
});

describe('the app', () => {
  it("shows the customer's balance and history, newest first", async () => {
    const customer = await signInCustomer(t);
    const { id } = await fx.makeOrder({ customerId: customer.id, status: 400 });
    const me = await customer.GET('/app/v1/me');
    const earned = (await facts(id)).earned;
    expect(me.data!.data.points_balance).toBe(earned);
    const history = await customer.GET('/app/v1/me/points', { params: { query: { size: 5 } } });
    expect(history.data).toMatchObject({
      points_balance: earned,
      meta: { page: 1, size: 5, total: 1 },
      data: [{ kind: 'earned', points: earned, order_id: id }],
    });
  });
});
