// The Channel menus screen as the demo admin, in both languages: the outlets' links to GoFood and
// GrabFood with their latest push, a "Sync menu" that queues a push the list then shows, and a push
// for an outlet that does not sell on the platform refused with the reason.
import { expect, test, apiToken } from './support/test';
import { ADMIN } from './support/users';
import { words, type Language } from './support/words';

for (const language of ['en', 'id'] as Language[]) {
  test(`the channel menus screen in ${language}`, async ({ page, openSignedIn }, testInfo) => {
    const say = words(language);
    await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
    const token = await apiToken(page.request, ADMIN);
    const headers = { authorization: `Bearer ${token}` };
    const answer = await page.request.get('/adm/v1/channels/menu-links', { headers });
    expect(answer.status(), await answer.text()).toBe(200);
    const links = (
      (await answer.json()) as {
        data: { outlet_name: string; channel: string; enabled: boolean; store_id: string | null }[];
      }
    ).data;

    await openSignedIn(ADMIN, '/channel-menus');
    await expect(page.getByRole('heading', { level: 1, name: say('screens.channelMenus') })).toBeVisible();
    await expect(page.getByText(say('channelMenus.subtitle'))).toBeVisible();
    const linked = page.getByRole('region', { name: say('channelMenus.links') });
    const pushes = page.getByRole('region', { name: say('channelMenus.history') });
    const ready = links.find((link) => link.enabled && link.store_id);
    if (!ready) {
      await expect(linked.getByText(say('channelMenus.noLinks'))).toBeVisible();
    } else {
      const platform = say(`channelMenus.platforms.${ready.channel}`);
      await linked
        .getByRole('button', { name: say('channelMenus.syncOf', { outlet: ready.outlet_name, platform }) })
        .click();
      await expect(
        page.getByText(say('channelMenus.queuedToast', { outlet: ready.outlet_name, platform })),
      ).toBeVisible();
      await expect(pushes.locator('tbody tr', { hasText: ready.outlet_name }).first()).toContainText(platform);
    }
    await page.screenshot({ path: testInfo.outputPath(`channel-menus-${language}.png`), fullPage: true });

    // An outlet without a link to the platform is refused, with the reason next to its field.
    const outlets = await page.request.get('/adm/v1/outlets?size=100', { headers });
    const all = ((await outlets.json()) as { data: { id: number; name: string }[] }).data;
    const unlinked = all.find(
      (outlet) => !links.some((link) => link.outlet_name === outlet.name && link.channel === 'grabfood'),
    );
    if (unlinked) {
      const refused = await page.request.post('/adm/v1/channels/grabfood/menu-sync', {
        headers: { ...headers, 'idempotency-key': `channel-menus-${language}-${Date.now()}` },
        data: { outlet_id: unlinked.id },
      });
      expect(refused.status()).toBe(422);
      expect(await refused.json()).toEqual({
        errors: [{ detail: 'The outlet does not sell on this platform', field: 'outlet_id' }],
      });
    }
  });
}
