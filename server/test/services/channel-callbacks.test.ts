// Delivery platforms' orders in: a GrabFood order with modifiers arrives by webhook, is on the desk
// PAID and uses its recipe and options at its outlet; made ready at the desk, the platform hears it;
// a GoFood cancellation returns the stock; a repeat changes nothing; a forged callback is refused.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_CHANNEL_SECRET } from '../../src/config';
import { inventoryStocks, orders, outletChannels, skus } from '../../src/db/schema';
import { gofoodSignature } from '../../src/services/channels/gofood/adapter';
import { attachGroups, makeGroup } from '../helpers/cup-options';
import { startFakeGrabFood } from '../helpers/fake-grabfood';
import { makeIngredient, makeSku, setRecipe } from '../helpers/purchasing';
import { build } from '../helpers/test-app';
import { ORDER } from '../../src/services/sales/states';

const grab = await startFakeGrabFood();
const t = await build({ env: grab.env() });
const admin = await t.asAdmin();
const bandung = t.outletId['Bandung Dago']!;
await t.app.db.insert(outletChannels).values([
  { outletId: bandung, channel: 'grabfood', enabled: true, storeId: '1-GRAB-BDG', commissionBp: 2000 },
  { outletId: bandung, channel: 'gofood', enabled: true, storeId: 'G-BDG-1', commissionBp: 2000 },
]);

const milk = (await makeIngredient(t, 'Fresh Milk', 'ml', 1)).id;
const pearls = (await makeIngredient(t, 'Tapioca Pearls', 'gr', 1)).id;
const oat = (await makeIngredient(t, 'Oat Milk', 'ml', 1)).id;
const drink = (await makeSku(t, 'Brown Sugar Milk Tea')).id;
await t.app.db.update(skus).set({ price: 28_000 }).where(eq(skus.id, drink));
await setRecipe(t, drink, [{ ingredient: milk, quantity: 150 }]);
const toppings = await makeGroup(t, {
  name: 'Toppings',
  selection: 'multiple',
  min: 0,
  max: 2,
  options: [
    { name: 'Pearls', priceDelta: 5_000, recipe: [{ sku: pearls, action: 'add', quantity: 30 }] },
    { name: 'Oat', priceDelta: 6_000, recipe: [{ sku: oat, action: 'add', quantity: 50 }] },
  ],
});
await attachGroups(t, drink, [toppings.id]);

const stock = async (skuId: number) => {
  const [row] = await t.app.db
    .select({ quantity: inventoryStocks.quantity, owed: inventoryStocks.owedMilli })
    .from(inventoryStocks)
    .where(and(eq(inventoryStocks.outletId, bandung), eq(inventoryStocks.skuId, skuId)));
  return row ? row.quantity * 1000 - row.owed : 0;
};

const grabOrder = (orderID: string) => ({
  orderID,
  shortOrderNumber: 'GF-101',
  merchantID: '1-GRAB-BDG',
  partnerMerchantID: String(bandung),
  paymentType: 'CASHLESS',
  orderTime: new Date().toISOString(),
  currency: { code: 'IDR', symbol: 'Rp', exponent: 0 },
  featureFlags: { orderAcceptedType: 'AUTO' },
  items: [
    {
      id: `sku-${drink}`,
      quantity: 2,
      price: 33_000,
      modifiers: [{ id: `opt-${toppings.option.Pearls}`, price: 5_000, quantity: 1 }],
    },
  ],
  price: { subtotal: 66_000, merchantFundPromo: 2_000, grabFundPromo: 0 },
});
const sendGrab = (body: unknown, token = DEVELOPMENT_CHANNEL_SECRET) =>
  t.raw('POST', '/adm/v1/channel-callbacks/grabfood', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('GrabFood orders in', () => {
  it('places an order with modifiers, PAID, using its recipe and options, and the fake hears it is ready', async () => {
    const [milkBefore, pearlsBefore, oatBefore] = [await stock(milk), await stock(pearls), await stock(oat)];
    const answer = await sendGrab(grabOrder('GRAB-1'));
    expect(answer.status).toBe(200);
    const { data } = answer.body as { data: { result: string; order_id: number } };
    expect(data.result).toBe('created');
    const [order] = await t.app.db.select().from(orders).where(eq(orders.id, data.order_id));
    expect(order).toMatchObject({
      channel: 'grabfood',
      orderType: 'delivery',
      status: ORDER.PAID,
      platformOrderNumber: 'GF-101',
    });
    expect(order!.merchantPromotion).toBe(2_000);
    expect(order!.channelCommission).toBe(Math.round(order!.totalAmount * 0.2));
    expect(await stock(milk)).toBe(milkBefore - 2 * 150 * 1000);
    expect(await stock(pearls)).toBe(pearlsBefore - 2 * 30 * 1000);
    expect(await stock(oat)).toBe(oatBefore);

    const desk = await admin.GET('/adm/v1/orders/{order_id}', { params: { path: { order_id: data.order_id } } });
    expect(desk.data?.data.platform?.platform_order_id).toBe('GRAB-1');

    for (const status of [ORDER.PREPARING, ORDER.READY_TO_PICKUP] as const)
      expect(
        (
          await admin.PUT('/adm/v1/orders/{order_id}/status', {
            params: { path: { order_id: data.order_id } },
            body: { status },
          })
        ).response.status,
      ).toBe(200);
    await t.app.scheduledJobs.runNow('channel order states');
    expect(grab.states).toContain('GRAB-1:READY');
  });

  it('changes nothing on a repeated webhook', async () => {
    const first = await sendGrab(grabOrder('GRAB-2'));
    const before = await stock(milk);
    const again = await sendGrab(grabOrder('GRAB-2'));
    expect((again.body as { data: { result: string } }).data.result).toBe('unchanged');
    expect(await stock(milk)).toBe(before);
    const rows = await t.app.db.select().from(orders).where(eq(orders.platformOrderId, 'GRAB-2'));
    expect(rows.map((row) => row.id)).toEqual([(first.body as { data: { order_id: number } }).data.order_id]);
  });

  it('refuses a forged webhook', async () => {
    const forged = await sendGrab(grabOrder('GRAB-3'), 'not-the-partner-token-at-all');
    expect(forged.status).toBe(401);
    expect(await t.app.db.select().from(orders).where(eq(orders.platformOrderId, 'GRAB-3'))).toEqual([]);
  });

  it('keeps an order naming an unmapped item, flagged', async () => {
    const body = grabOrder('GRAB-4');
    body.items.push({ id: 'SOMETHING-ELSE', quantity: 1, price: 10_000, modifiers: [] });
    const answer = await sendGrab(body);
    const [order] = await t.app.db.select().from(orders).where(eq(orders.platformOrderId, 'GRAB-4'));
    expect(answer.status).toBe(200);
    expect(order!.needsMapping).toBe(true);
  });
});

describe('GoFood orders in', () => {
  const gofood = (eventName: string, eventId: string, orderNumber: string) => ({
    header: { version: 1, timestamp: new Date().toISOString(), event_name: eventName, event_id: eventId },
    body: {
      service_type: 'gofood',
      outlet: { id: 'G-BDG-1', external_outlet_id: String(bandung) },
      order: {
        status: 'X',
        order_number: orderNumber,
        order_total: 33_000,
        order_items: [
          {
            id: 'i1',
            external_id: `sku-${drink}`,
            name: 'Brown Sugar Milk Tea',
            price: 33_000,
            quantity: 1,
            notes: '',
            variants: [{ id: 'v1', external_id: `opt-${toppings.option.Pearls}`, name: 'Pearls' }],
          },
        ],
      },
    },
  });
  const send = (body: unknown, secret = DEVELOPMENT_CHANNEL_SECRET) => {
    const payload = JSON.stringify(body);
    return t.raw('POST', '/adm/v1/channel-callbacks/gofood', {
      headers: { 'x-go-signature': gofoodSignature(payload, secret), 'content-type': 'application/json' },
      body: payload,
    });
  };

  it('returns the stock of an order the platform cancels', async () => {
    const before = [await stock(milk), await stock(pearls)];
    expect((await send(gofood('gofood.order.merchant_accepted', 'e-1', 'F-1001'))).status).toBe(200);
    expect(await stock(pearls)).toBe(before[1]! - 30 * 1000);
    const cancelled = await send(gofood('gofood.order.cancelled', 'e-2', 'F-1001'));
    expect((cancelled.body as { data: { result: string } }).data.result).toBe('updated');
    const [order] = await t.app.db.select().from(orders).where(eq(orders.platformOrderId, 'F-1001'));
    expect(order!.status).toBe(ORDER.CANCELLED);
    expect([await stock(milk), await stock(pearls)]).toEqual(before);
    // The platform's own cancellation is not told back to it.
    expect((await send(gofood('gofood.order.cancelled', 'e-2', 'F-1001'))).body).toMatchObject({
      data: { result: 'unchanged' },
    });
  });

  it('refuses a notification signed with another secret', async () => {
    const answer = await send(gofood('gofood.order.merchant_accepted', 'e-3', 'F-1002'), 'another-secret-entirely');
    expect(answer.status).toBe(401);
  });
});
