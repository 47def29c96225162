// The outlets' menus pushed to GoFood and GrabFood: the menu a platform receives (categories,
// products at their channel prices, modifier groups with their deltas, what is sold out), a
// sold-out change queueing one push per platform however many changes come before it goes, the job
// sending the pushes through the platform's adapter and recording what the platform said, and who
// may ask for a push where.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chainSettings, channelMenuSyncs, channelPrices, outletChannels, outlets, skus } from '../../src/db/schema';
import type { PlatformChannel } from '../../src/db/schema';
import type { ApiChannel, ChannelAdapter, ChannelMenu } from '../../src/services/channels/port';
import {
  MENU_SYNC_JOB,
  recordPlatformMenuJob,
  sendQueuedMenuSyncs,
} from '../../src/services/channel-menus/menu-sync-job';
import { attachGroups, makeGroup } from '../helpers/cup-options';
import { makeSku } from '../helpers/purchasing';
import { build, type User } from '../helpers/test-app';

/** An adapter that keeps every menu it is given, and fails when told to. */
function recordingAdapters(fail: Partial<Record<ApiChannel, string>> = {}) {
  const menus: { channel: ApiChannel; menu: ChannelMenu }[] = [];
  let jobs = 0;
  const adapterFor = (channel: ApiChannel): ChannelAdapter => ({
    channel,
    verifyCallback: () => false,
    parseCallback: () => {
      throw new Error('not a callback');
    },
    signCallback: () => ({}),
    pushState: async () => undefined,
    pushMenu: async (menu) => {
      menus.push({ channel, menu });
      if (fail[channel]) throw new Error(fail[channel]);
      jobs += 1;
      return { jobId: `${channel}-job-${jobs}` };
    },
  });
  return { menus, adapterFor };
}

const t = await build();

describe('channel menus', () => {
  let admin: User;
  let kemang: number;
  let bandung: number;
  let surabaya: number;

  const link = (outletId: number, channel: PlatformChannel, values: Partial<typeof outletChannels.$inferInsert> = {}) =>
    t.app.db
      .insert(outletChannels)
      .values({ outletId, channel, enabled: true, storeId: `${channel}-${outletId}`, ...values })
      .onConflictDoUpdate({
        target: [outletChannels.outletId, outletChannels.channel],
        set: { enabled: true, storeId: `${channel}-${outletId}`, ...values },
      });
  const syncsAt = (outletId: number) =>
    t.app.db
      .select()
      .from(channelMenuSyncs)
      .where(eq(channelMenuSyncs.outletId, outletId))
      .orderBy(channelMenuSyncs.id);
  const soldOut = (outletId: number, skuIds: number[], optionIds?: number[]) =>
    admin.PUT('/adm/v1/outlets/{outlet_id}/availability', {
      params: { path: { outlet_id: outletId } },
      body: {
        sold_out: skuIds.map((sku_id) => ({ sku_id })),
        ...(optionIds ? { sold_out_options: optionIds.map((modifier_option_id) => ({ modifier_option_id })) } : {}),
      },
    });

  /** Sends whatever another test left waiting, so each test counts its own pushes. */
  const drain = () => sendQueuedMenuSyncs(t.app.db, recordingAdapters().adapterFor);

  beforeAll(async () => {
    admin = await t.asAdmin();
    kemang = t.outletId['Jakarta Kemang']!;
    bandung = t.outletId['Bandung Dago']!;
    surabaya = t.outletId['Surabaya Tunjungan']!;
    // Prices exclude PBJT, 10 % at Kemang: a platform's price adds it, then the 20 % markup.
    await t.app.db
      .insert(chainSettings)
      .values({ id: 1, pricesIncludeTax: false })
      .onConflictDoUpdate({ target: chainSettings.id, set: { pricesIncludeTax: false } });
    await t.app.db.update(outlets).set({ pbjtEnabled: true, pbjtRateBp: 1000 }).where(eq(outlets.id, kemang));
  });

  it('sends the outlet menu with channel prices, option deltas and what is sold out', async () => {
    await drain();
    await link(kemang, 'gofood', { priceMarkupBp: 2000 });
    const tea = await makeSku(t, 'Thai Tea');
    const priced = await makeSku(t, 'Jasmine Tea');
    await t.app.db.insert(channelPrices).values({ channel: 'gofood', skuId: priced.id, price: 31_000 });
    const toppings = await makeGroup(t, {
      name: 'Toppings',
      indonesianName: 'Topping',
      selection: 'multiple',
      options: [
        { name: 'Pearls', indonesianName: 'Boba', priceDelta: 5_000 },
        { name: 'Grass jelly', priceDelta: 3_000 },
      ],
    });
    await attachGroups(t, tea.id, [toppings.id]);
    expect((await soldOut(kemang, [priced.id], [toppings.option.Pearls!])).response.status).toBe(200);

    const platform = recordingAdapters();
    expect(await sendQueuedMenuSyncs(t.app.db, platform.adapterFor)).toEqual({ sent: 1, failed: 0 });
    expect(platform.menus).toHaveLength(1);
    const { channel, menu } = platform.menus[0]!;
    expect(channel).toBe('gofood');
    expect(menu.storeId).toBe(`gofood-${kemang}`);
    const product = (id: number) => menu.products.find((p) => p.externalId === `sku-${id}`);
    // 25,000 × 1.1 (PBJT) × 1.2 (markup) = 33,000; the chain's price on GoFood stands as it is.
    expect(product(tea.id)).toMatchObject({
      name: tea.name,
      price: 33_000,
      available: true,
      categoryExternalId: `cat-${tea.categoryId}`,
      modifierGroupExternalIds: [`grp-${toppings.id}`],
    });
    expect(product(priced.id)).toMatchObject({ price: 31_000, available: false, modifierGroupExternalIds: [] });
    expect(menu.categories).toContainEqual({ externalId: `cat-${tea.categoryId}`, name: expect.any(String) });
    // 5,000 × 1.32 = 6,600 and 3,000 × 1.32 = 3,960 → 4,000; Pearls is sold out at Kemang.
    expect(menu.modifierGroups.find((g) => g.externalId === `grp-${toppings.id}`)).toEqual({
      externalId: `grp-${toppings.id}`,
      name: 'Topping',
      minSelections: 0,
      maxSelections: 2,
      options: [
        { externalId: `opt-${toppings.option.Pearls}`, name: 'Boba', price: 6_600, available: false },
        { externalId: `opt-${toppings.option['Grass jelly']}`, name: 'Grass jelly', price: 4_000, available: true },
      ],
    });
    // Ingredients and inactive products are not on the menu.
    const ingredients = await t.app.db.select({ id: skus.id }).from(skus).where(eq(skus.kind, 'ingredient'));
    for (const ingredient of ingredients) expect(product(ingredient.id)).toBeUndefined();

    const [sync] = (await syncsAt(kemang)).slice(-1);
    expect(sync).toMatchObject({
      status: 'SUCCESS',
      reason: 'availability',
      productCount: menu.products.length,
      optionCount: menu.modifierGroups.reduce((n, g) => n + g.options.length, 0),
      platformJobId: 'gofood-job-1',
      error: null,
      attempts: 1,
    });
    expect(sync!.finishedAt).toBeInstanceOf(Date);
    await soldOut(kemang, [], []);
    await sendQueuedMenuSyncs(t.app.db, recordingAdapters().adapterFor);
  });

  it('queues one availability push per platform the outlet sells on, however many changes come first', async () => {
    await link(bandung, 'gofood');
    await link(bandung, 'grabfood');
    await link(bandung, 'shopeefood');
    await drain();
    const before = (await syncsAt(bandung)).length;
    const tea = await makeSku(t, 'Milk Tea');
    const group = await makeGroup(t, {
      name: 'Sugar',
      selection: 'single',
      options: [{ name: 'Less' }, { name: 'Normal' }],
    });

    await soldOut(bandung, [tea.id]);
    await soldOut(bandung, [tea.id], [group.option.Less!]);
    await soldOut(bandung, [], [group.option.Less!]);
    const queued = (await syncsAt(bandung)).slice(before);
    expect(queued.map((s) => [s.channel, s.status, s.reason]).sort()).toEqual([
      ['gofood', 'QUEUEING', 'availability'],
      ['grabfood', 'QUEUEING', 'availability'],
    ]);
    expect(queued.every((s) => s.requestedBy === null)).toBe(true);

    // A list sent again unchanged changes nothing, so nothing more is queued; an outlet on no platform queues nothing.
    await soldOut(bandung, [], [group.option.Less!]);
    expect((await syncsAt(bandung)).length).toBe(before + 2);
    await soldOut(surabaya, [tea.id]);
    expect(await syncsAt(surabaya)).toEqual([]);
    await soldOut(surabaya, []);

    // A switched-off link is not told.
    await t.app.db
      .update(outletChannels)
      .set({ enabled: false })
      .where(and(eq(outletChannels.outletId, bandung), eq(outletChannels.channel, 'grabfood')));
    const platform = recordingAdapters({ grabfood: 'GrabFood answered 400: invalid menu' });
    await sendQueuedMenuSyncs(t.app.db, platform.adapterFor);
    await soldOut(bandung, [], []);
    const later = (await syncsAt(bandung)).slice(before + 2);
    expect(later.map((s) => [s.channel, s.status])).toEqual([['gofood', 'QUEUEING']]);
    await link(bandung, 'grabfood');
  });

  it('records what the platform said: SUCCESS with its job id, or FAILED with its error', async () => {
    await link(bandung, 'gofood');
    await link(bandung, 'grabfood');
    await drain();
    const before = (await syncsAt(bandung)).length;
    const go = await admin.POST('/adm/v1/channels/{channel}/menu-sync', {
      params: { path: { channel: 'gofood' } },
      body: { outlet_id: bandung },
    });
    expect(go.response.status, JSON.stringify(go.error)).toBe(201);
    const grab = await admin.POST('/adm/v1/channels/{channel}/menu-sync', {
      params: { path: { channel: 'grabfood' } },
      body: { outlet_id: bandung },
    });
    expect(grab.data!.data).toMatchObject({
      channel: 'grabfood',
      status: 'QUEUEING',
      reason: 'manual',
      outlet_id: bandung,
    });
    expect(grab.data!.data.requested_by_name).toEqual(expect.any(String));
    // Asking again while it waits answers the same push.
    const again = await admin.POST('/adm/v1/channels/{channel}/menu-sync', {
      params: { path: { channel: 'grabfood' } },
      body: { outlet_id: bandung },
    });
    expect(again.data!.data.id).toBe(grab.data!.data.id);

    const platform = recordingAdapters({ grabfood: 'GrabFood answered 400: invalid menu' });
    const outcome = await sendQueuedMenuSyncs(t.app.db, platform.adapterFor);
    expect(outcome.failed).toBe(1);
    expect(outcome.sent).toBeGreaterThanOrEqual(1);
    expect(platform.menus.map((m) => m.channel).sort()).toEqual(['gofood', 'grabfood']);

    const list = await admin.GET('/adm/v1/channels/menu-syncs', {
      params: { query: { outlet_id: bandung, channel: 'grabfood' } },
    });
    expect(list.data!.data[0]).toMatchObject({
      id: grab.data!.data.id,
      status: 'FAILED',
      error: 'GrabFood answered 400: invalid menu',
      attempts: 1,
    });
    expect(list.data!.data[0]!.finished_at).not.toBeNull();
    const links = await admin.GET('/adm/v1/channels/menu-links');
    const goLink = links.data!.data.find((l) => l.outlet_id === bandung && l.channel === 'gofood')!;
    expect(goLink.last_sync).toMatchObject({
      status: 'SUCCESS',
      platform_job_id: expect.stringMatching(/^gofood-job-/),
    });
    expect(links.data!.data.some((l) => (l.channel as string) === 'shopeefood')).toBe(false);
    expect((await syncsAt(bandung)).length).toBeGreaterThan(before);

    // A platform that later reports its job failed turns the push FAILED with its errors.
    await recordPlatformMenuJob(t.app.db, 'gofood', goLink.last_sync!.platform_job_id!, 'FAILED', [
      'Item sku-1 has no price',
    ]);
    const [failed] = await t.app.db
      .select()
      .from(channelMenuSyncs)
      .where(eq(channelMenuSyncs.id, goLink.last_sync!.id));
    expect(failed).toMatchObject({ status: 'FAILED', error: 'Item sku-1 has no price' });
  });

  it('the scheduled job sends through the configured platforms, failing with the reason when none is configured', async () => {
    expect(t.app.scheduledJobs.names()).toContain(MENU_SYNC_JOB);
    await link(bandung, 'gofood');
    await drain();
    const queued = await admin.POST('/adm/v1/channels/{channel}/menu-sync', {
      params: { path: { channel: 'gofood' } },
      body: { outlet_id: bandung },
    });
    expect(await t.app.scheduledJobs.runNow(MENU_SYNC_JOB)).toBe('ran');
    const [sync] = await t.app.db.select().from(channelMenuSyncs).where(eq(channelMenuSyncs.id, queued.data!.data.id));
    expect(sync).toMatchObject({ status: 'FAILED', error: 'GoFood partner credentials are not configured' });
  });

  it('needs the outlets scope, reaches only its outlets, and an outlet must sell on the platform', async () => {
    await link(bandung, 'gofood');
    const manager = await t.asUser(['view_admin_outlet'], bandung);
    const elsewhere = await manager.POST('/adm/v1/channels/{channel}/menu-sync', {
      params: { path: { channel: 'gofood' } },
      body: { outlet_id: kemang },
    });
    expect(elsewhere.response.status).toBe(404);
    const own = await manager.POST('/adm/v1/channels/{channel}/menu-sync', {
      params: { path: { channel: 'gofood' } },
      body: { outlet_id: bandung },
    });
    expect(own.response.status).toBe(201);
    await drain();
    const list = await manager.GET('/adm/v1/channels/menu-syncs', { params: { query: { size: 100 } } });
    expect(list.data!.data.length).toBeGreaterThan(0);
    expect(list.data!.data.every((s) => s.outlet_id === bandung)).toBe(true);
    const links = await manager.GET('/adm/v1/channels/menu-links');
    expect(links.data!.data.every((l) => l.outlet_id === bandung)).toBe(true);

    const cashier = await t.asUser(['view_admin_counter'], bandung);
    const refused = await cashier.POST('/adm/v1/channels/{channel}/menu-sync', {
      params: { path: { channel: 'gofood' } },
      body: { outlet_id: bandung },
    });
    expect(refused.response.status).toBe(403);
    expect((await cashier.GET('/adm/v1/channels/menu-syncs')).response.status).toBe(403);

    const unlinked = await admin.POST('/adm/v1/channels/{channel}/menu-sync', {
      params: { path: { channel: 'grabfood' } },
      body: { outlet_id: surabaya },
    });
    expect(unlinked.response.status).toBe(422);
    expect(unlinked.error!.errors[0]).toEqual({
      detail: 'The outlet does not sell on this platform',
      field: 'outlet_id',
    });
  });
});
