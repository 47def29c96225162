// GoFood and GrabFood through their adapters against local fakes of their partner APIs: a GoFood
// order made ready at the desk reaches GoFood through the states job, a refusal waits and is tried
// again; pearls sold out at an outlet linked to both platforms reach both platforms' menus in one run
// of the menu job, which runs at least every 30 s; GrabFood's report of its menu-sync job updates
// the push it belongs to.
import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_CHANNEL_SECRET } from '../../src/config';
import { channelMenuSyncs, channelStatePushes, orders, outletChannels } from '../../src/db/schema';
import { gofoodSignature } from '../../src/services/channels/gofood/adapter';
import { MENU_SYNC_JOB } from '../../src/services/channel-menus/menu-sync-job';
import { ORDER } from '../../src/services/sales/states';
import { attachGroups, makeGroup } from '../helpers/cup-options';
import { startFakeGoFood } from '../helpers/fake-gofood';
import { startFakeGrabFood } from '../helpers/fake-grabfood';
import { makeSku } from '../helpers/purchasing';
import { build } from '../helpers/test-app';

const gofood = await startFakeGoFood();
const grab = await startFakeGrabFood();
const t = await build({ env: { ...gofood.env(), ...grab.env() } });
const admin = await t.asAdmin();
const outlet = t.outletId['Jakarta Kemang']!;
await t.app.db.insert(outletChannels).values([
  { outletId: outlet, channel: 'gofood', enabled: true, storeId: 'G-KMG-1', commissionBp: 2000 },
  { outletId: outlet, channel: 'grabfood', enabled: true, storeId: '1-GRAB-KMG', commissionBp: 2000 },
]);
const tea = (await makeSku(t, 'Brown Sugar Milk Tea')).id;
const matcha = (await makeSku(t, 'Matcha Latte')).id;
const toppings = await makeGroup(t, {
  name: 'Toppings',
  selection: 'multiple',
  min: 0,
  max: 2,
  options: [
    { name: 'Pearls', priceDelta: 5_000 },
    { name: 'Grass Jelly', priceDelta: 4_000 },
  ],
});
await attachGroups(t, tea, [toppings.id]);
const pearls = toppings.option.Pearls!;
const jelly = toppings.option['Grass Jelly']!;

const sendGoFood = (body: unknown) => {
  const payload = JSON.stringify(body);
  return t.raw('POST', '/adm/v1/channel-callbacks/gofood', {
    headers: {
      'x-go-signature': gofoodSignature(payload, DEVELOPMENT_CHANNEL_SECRET),
      'content-type': 'application/json',
    },
    body: payload,
  });
};
const sendGrab = (body: unknown) =>
  t.raw('POST', '/adm/v1/channel-callbacks/grabfood', {
    headers: { authorization: `Bearer ${DEVELOPMENT_CHANNEL_SECRET}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('GoFood order states', () => {
  const placeGoFoodOrder = async (orderNumber: string) => {
    const answer = await sendGoFood({
      header: {
        version: 1,
        timestamp: new Date().toISOString(),
        event_name: 'gofood.order.merchant_accepted',
        event_id: `accepted-${orderNumber}`,
      },
      body: {
        service_type: 'gofood',
        outlet: { id: 'G-KMG-1', external_outlet_id: String(outlet) },
        order: {
          status: 'MERCHANT_ACCEPTED',
          order_number: orderNumber,
          order_total: 30_000,
          order_items: [
            {
              id: 'i1',
              external_id: `sku-${tea}`,
              name: 'Brown Sugar Milk Tea',
              price: 30_000,
              quantity: 1,
              variants: [],
            },
          ],
        },
      },
    });
    expect(answer.status).toBe(200);
    return (answer.body as { data: { order_id: number } }).data.order_id;
  };
  const makeReady = async (orderId: number) => {
    for (const status of [ORDER.PREPARING, ORDER.READY_TO_PICKUP] as const)
      expect(
        (
          await admin.PUT('/adm/v1/orders/{order_id}/status', {
            params: { path: { order_id: orderId } },
            body: { status },
          })
        ).response.status,
      ).toBe(200);
  };
  const pushOf = async (orderId: number) =>
    (await t.app.db.select().from(channelStatePushes).where(eq(channelStatePushes.orderId, orderId)))[0]!;
  const readyCalls = (orderNumber: string) =>
    gofood.received.filter(
      (request) =>
        request.method === 'PUT' &&
        request.path === `/integrations/gofood/outlets/G-KMG-1/v1/orders/delivery/${orderNumber}/food-ready`,
    ).length;

  it('tells GoFood the food is ready once the desk marks it ready', async () => {
    const orderId = await placeGoFoodOrder('F-2001');
    await makeReady(orderId);
    await t.app.scheduledJobs.runNow('channel order states');
    expect(gofood.states).toContain('F-2001:READY');
    expect((await pushOf(orderId)).sentAt).not.toBeNull();
    // With the token GoBiz issued, asked for on the token endpoint.
    const token = gofood.received.find((request) => request.path === '/oauth2/token')!;
    expect(new URLSearchParams(token.body as unknown as string).get('grant_type')).toBe('client_credentials');
    await t.app.scheduledJobs.runNow('channel order states');
    expect(readyCalls('F-2001')).toBe(1);
  });

  it('keeps a state GoFood refused, waits, and sends it again', async () => {
    const orderId = await placeGoFoodOrder('F-2002');
    await makeReady(orderId);
    gofood.outage = 1;
    await t.app.scheduledJobs.runNow('channel order states');
    const failed = await pushOf(orderId);
    expect(failed.sentAt).toBeNull();
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/GoFood refused the food ready mark \(503\)/);
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(gofood.states).not.toContain('F-2002:READY');

    // Not before its time...
    await t.app.scheduledJobs.runNow('channel order states');
    expect(readyCalls('F-2002')).toBe(1);
    // ...then once it is due.
    await t.app.db
      .update(channelStatePushes)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(channelStatePushes.id, failed.id));
    await t.app.scheduledJobs.runNow('channel order states');
    expect(gofood.states).toContain('F-2002:READY');
    const sent = await pushOf(orderId);
    expect(sent).toMatchObject({ attempts: 2, lastError: null });
    expect(sent.sentAt).not.toBeNull();
    const [order] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe(ORDER.READY_TO_PICKUP);
  });
});

describe('sold out reaches both platforms', () => {
  it('pushes pearls and a product sold out to GoFood and GrabFood in one run of the menu job', async () => {
    const lastSync = (await t.app.db.select({ id: channelMenuSyncs.id }).from(channelMenuSyncs)).reduce(
      (last, sync) => Math.max(last, sync.id),
      0,
    );
    const since = { gofood: gofood.catalogs.length, grab: grab.received.length };
    const answer = await admin.PUT('/adm/v1/outlets/{outlet_id}/availability', {
      params: { path: { outlet_id: outlet } },
      body: { sold_out: [{ sku_id: matcha }], sold_out_options: [{ modifier_option_id: pearls }] },
    });
    expect(answer.response.status).toBe(200);
    expect(await t.app.scheduledJobs.runNow(MENU_SYNC_JOB)).toBe('ran');

    // GoFood: the catalog of the outlet, pearls and the product out of stock, the rest in stock.
    const catalogs = gofood.catalogs.slice(since.gofood);
    expect(catalogs.map((sent) => sent.outletId)).toEqual(['G-KMG-1']);
    const { catalog } = catalogs[0]!;
    const items = catalog.menus.flatMap((menu: { menu_items: unknown[] }) => menu.menu_items);
    expect(items).toContainEqual(expect.objectContaining({ external_id: `sku-${matcha}`, in_stock: false }));
    expect(items).toContainEqual(
      expect.objectContaining({
        external_id: `sku-${tea}`,
        in_stock: true,
        variant_category_external_ids: [`grp-${toppings.id}`],
      }),
    );
    const variants = catalog.variant_categories.find(
      (group: { external_id: string }) => group.external_id === `grp-${toppings.id}`,
    ).variants;
    expect(variants).toContainEqual(expect.objectContaining({ external_id: `opt-${pearls}`, in_stock: false }));
    expect(variants).toContainEqual(expect.objectContaining({ external_id: `opt-${jelly}`, in_stock: true }));

    // GrabFood: the items and the modifiers updated, then the menu update notification.
    const grabCalls = grab.received.slice(since.grab);
    const batch = grabCalls.find((request) => request.path === '/partner/v1/batch/menu')!;
    expect(batch.body).toMatchObject({ merchantID: '1-GRAB-KMG', field: 'ITEM' });
    expect(batch.body.menuEntities).toContainEqual(
      expect.objectContaining({ id: `sku-${matcha}`, availableStatus: 'UNAVAILABLE' }),
    );
    expect(batch.body.menuEntities).toContainEqual(
      expect.objectContaining({ id: `sku-${tea}`, availableStatus: 'AVAILABLE' }),
    );
    const modifiers = grabCalls.filter((request) => request.path === '/partner/v1/menu').map((request) => request.body);
    expect(modifiers).toContainEqual(
      expect.objectContaining({
        merchantID: '1-GRAB-KMG',
        field: 'MODIFIER',
        id: `opt-${pearls}`,
        availableStatus: 'UNAVAILABLE',
      }),
    );
    expect(modifiers).toContainEqual(expect.objectContaining({ id: `opt-${jelly}`, availableStatus: 'AVAILABLE' }));
    expect(grabCalls.at(-1)!.path).toBe('/partner/v1/merchant/menu/notification');

    const syncs = await t.app.db
      .select()
      .from(channelMenuSyncs)
      .where(and(eq(channelMenuSyncs.outletId, outlet), gt(channelMenuSyncs.id, lastSync)));
    expect(syncs.map((sync) => [sync.channel, sync.reason, sync.status]).sort()).toEqual([
      ['gofood', 'availability', 'SUCCESS'],
      ['grabfood', 'availability', 'SUCCESS'],
    ]);
    expect(syncs.find((sync) => sync.channel === 'grabfood')!.platformJobId).toBe(grab.jobs.at(-1));
  });

  it('runs the menu job at least every 30 s, however long the channel jobs wait', async () => {
    const slow = await build({ env: { CHANNEL_JOBS_SECONDS: '60' } });
    expect(slow.config.channels.jobsMs).toBe(60_000);
    const everyMs = slow.app.scheduledJobs.intervalOf(MENU_SYNC_JOB);
    expect(everyMs).toBeGreaterThan(0);
    expect(everyMs).toBeLessThanOrEqual(30_000);
  });
});

describe("GrabFood's menu-sync reports", () => {
  it('records the outcome of the job on the push it belongs to', async () => {
    await admin.PUT('/adm/v1/outlets/{outlet_id}/availability', {
      params: { path: { outlet_id: outlet } },
      body: { sold_out: [], sold_out_options: [{ modifier_option_id: jelly }] },
    });
    await t.app.scheduledJobs.runNow(MENU_SYNC_JOB);
    const jobID = grab.jobs.at(-1)!;
    const syncOf = async () =>
      (await t.app.db.select().from(channelMenuSyncs).where(eq(channelMenuSyncs.platformJobId, jobID)))[0]!;
    expect((await syncOf()).status).toBe('SUCCESS');

    // Still under way at Grab: the push stays as it was.
    const processing = await sendGrab({ requestID: 'menu-report-1', jobID, status: 'PROCESSING', errors: [] });
    expect(processing.status).toBe(200);
    expect(await syncOf()).toMatchObject({ status: 'SUCCESS', error: null });

    const failed = await sendGrab({
      requestID: 'menu-report-2',
      jobID,
      status: 'FAILED',
      errors: ['modifier opt-1 has no price'],
    });
    expect(failed.body).toMatchObject({ data: { result: 'updated' } });
    expect(await syncOf()).toMatchObject({ status: 'FAILED', error: 'modifier opt-1 has no price' });

    // A repeat of an earlier report changes nothing.
    const again = await sendGrab({ requestID: 'menu-report-1', jobID, status: 'PROCESSING', errors: [] });
    expect(again.body).toMatchObject({ data: { result: 'unchanged' } });
    expect((await syncOf()).status).toBe('FAILED');
  });
});
