// Web pushes of new orders, with Firebase replaced by a fake sender: a new order reaches the web
// devices of the active staff who see its outlet and nobody else's, tokens Firebase reports dead are
// forgotten, nothing is sent without a service account, and however many processes hear the event,
// it is pushed once.
import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { devices, orderEvents, outlets, users } from '../../src/db/schema';
import { OrderEventBus } from '../../src/lib/order-events';
import { isDeadToken, pushNewOrders, type PushMessage, type PushResult, type PushSender } from '../../src/lib/web-push';
import { orderFixtures } from '../helpers/orders';
import { createTestApp, DEMO_ADMIN, DEMO_STAFF, type TestApp } from '../helpers/test-app';

/** Records what would go to Firebase; the tokens in `dead` answer as unregistered. */
class FakeSender implements PushSender {
  readonly sent: PushMessage[] = [];
  readonly dead = new Set<string>();

  async sendEachForMulticast(message: PushMessage): Promise<PushResult[]> {
    this.sent.push(structuredClone(message));
    return message.tokens.map((token) =>
      this.dead.has(token)
        ? {
            success: false,
            error: {
              code: 'messaging/registration-token-not-registered',
              message: 'The provided registration token is not registered.',
            },
          }
        : { success: true },
    );
  }

  about(orderId: number) {
    return this.sent.filter((message) => message.data.order_id === String(orderId));
  }
}

const { privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});
const SERVICE_ACCOUNT = JSON.stringify({
  type: 'service_account',
  project_id: 'teahouse-test',
  client_email: 'push@teahouse-test.iam.gserviceaccount.com',
  private_key: privateKey,
});

/** Registers a web device for the signed-in user, as the app does after sign-in; answers the answer. */
function tryRegisterDevice(t: TestApp, user: { id: number; token: string }, pushToken: string) {
  return t.request('POST', '/usr/v1/register-device', {
    token: user.token,
    body: {
      token: pushToken,
      app_version: '1.0.0',
      device_id: 'web-chrome',
      device_type: 'web',
      user_id: user.id,
    },
  });
}

async function registerDevice(t: TestApp, user: { id: number; token: string }, pushToken: string) {
  const res = await tryRegisterDevice(t, user, pushToken);
  expect(res.status).toBe(200);
}

const signOut = async (t: TestApp, user: { token: string }) =>
  expect((await t.request('POST', '/usr/v1/logout', { token: user.token })).status).toBe(200);

/** Waits until the events written so far have been delivered and their pushes are done. */
async function settle(t: TestApp, ...buses: OrderEventBus[]) {
  await Promise.all([t.app.orderEvents, ...buses].map((bus) => bus.poke()));
  await t.app.backgroundJobs.idle();
}

async function outletIds(t: TestApp) {
  const ids: Record<string, number> = {};
  for (const o of await t.app.db.select().from(outlets)) ids[o.name] = o.id;
  return ids;
}

describe('web pushes of new orders', () => {
  const sender = new FakeSender();
  let t: TestApp;
  let fx: ReturnType<typeof orderFixtures>;
  let outletId: Record<string, number>;
  let admin: { id: number; token: string };
  let bandungCashier: { id: number; token: string };

  beforeAll(async () => {
    t = await createTestApp({ FIREBASE_SERVICE_ACCOUNT: SERVICE_ACCOUNT }, undefined, { pushSender: sender });
    fx = orderFixtures(t);
    outletId = await outletIds(t);
    admin = { id: t.seed.adminId, token: await t.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password) };
    bandungCashier = { id: t.seed.staffId, token: await t.signIn(DEMO_STAFF.email, DEMO_STAFF.password) };
    await fx.ensureMenu();
  }, 60_000);
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.db.delete(devices);
    sender.dead.clear();
  });

  it('pushes a Bandung order to the Bandung cashier and the admin, not to Surabaya or the warehouse', async () => {
    const surabayaCashier = await t.newUser({
      roles: [{ role: 'Outlet Cashier', outlet: outletId['Surabaya Tunjungan'] }],
    });
    const bandungWarehouse = await t.newUser({
      roles: [{ role: 'Warehouse Staff', outlet: outletId['Bandung Dago'] }],
    });
    await registerDevice(t, bandungCashier, 'bandung-cashier-chrome');
    await registerDevice(t, bandungCashier, 'bandung-cashier-laptop');
    await registerDevice(t, admin, 'admin-chrome');
    await registerDevice(t, surabayaCashier, 'surabaya-cashier-chrome');
    await registerDevice(t, bandungWarehouse, 'bandung-warehouse-chrome');
    // Only web devices: a token of another kind of device is not Firebase web push's to reach.
    await t.app.db
      .insert(devices)
      .values({ userId: admin.id, deviceType: 'android', token: 'admin-phone', appVersion: '1', deviceId: 'x' });

    const order = await fx.makeOrder({ outletId: outletId['Bandung Dago'] });
    await settle(t);

    const pushes = sender.about(order.id);
    expect(pushes).toHaveLength(1);
    const push = pushes[0]!;
    expect([...push.tokens].sort()).toEqual(['admin-chrome', 'bandung-cashier-chrome', 'bandung-cashier-laptop']);
    expect(push.notification.title).toBe(`New order #${order.id} at Bandung Dago`);
    expect(push.notification.body).toMatch(/^Total Rp\s?69\.000$/);
    // What the app's foreground handler reads to ring once for the order, whichever path is first.
    expect(push.data).toMatchObject({
      type: 'order.created',
      order_id: String(order.id),
      outlet_id: String(outletId['Bandung Dago']),
      outlet_name: 'Bandung Dago',
    });
    expect(push.tag).toBe(`order-${order.id}`);
    expect(JSON.stringify(push)).not.toContain('Customer');

    // A Surabaya order reaches the admin only.
    const surabaya = await fx.makeOrder({ outletId: outletId['Surabaya Tunjungan'] });
    await settle(t);
    expect(sender.about(surabaya.id).map((m) => [...m.tokens].sort())).toEqual([
      ['admin-chrome', 'surabaya-cashier-chrome'],
    ]);
  });

  it('sends nothing to the devices of a deactivated user', async () => {
    const former = await t.newUser({ roles: [{ role: 'Outlet Cashier', outlet: outletId['Bandung Dago'] }] });
    await registerDevice(t, former, 'former-cashier-chrome');
    await registerDevice(t, bandungCashier, 'bandung-cashier-chrome');
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, former.id));

    const order = await fx.makeOrder({ outletId: outletId['Bandung Dago'] });
    await settle(t);
    expect(sender.about(order.id).map((m) => m.tokens)).toEqual([['bandung-cashier-chrome']]);
  });

  it('sends nothing to the browser of a user who signed out, until they sign in on it again', async () => {
    const cashier = await t.newUser({ roles: [{ role: 'Outlet Cashier', outlet: outletId['Bandung Dago'] }] });
    await registerDevice(t, cashier, 'cashier-chrome');
    await signOut(t, cashier);
    const unheard = await fx.makeOrder({ outletId: outletId['Bandung Dago'] });
    await settle(t);
    expect(sender.about(unheard.id).flatMap((m) => m.tokens)).not.toContain('cashier-chrome');

    const again = { id: cashier.id, token: await t.signIn(cashier.email, cashier.password) };
    // The new session has not registered the browser yet: the app registers it again.
    const info = await t.request('GET', '/usr/v1/info', { token: again.token });
    expect(info.body.data.devices).toEqual([]);
    await registerDevice(t, again, 'cashier-chrome');
    const heard = await fx.makeOrder({ outletId: outletId['Bandung Dago'] });
    await settle(t);
    expect(sender.about(heard.id).flatMap((m) => m.tokens)).toContain('cashier-chrome');
  });

  it("refuses a shared browser's token to the next user while the last one is signed in, then moves it", async () => {
    const morning = await t.newUser({ roles: [{ role: 'Outlet Cashier', outlet: outletId['Bandung Dago'] }] });
    const evening = await t.newUser({ roles: [{ role: 'Outlet Cashier', outlet: outletId['Surabaya Tunjungan'] }] });
    await registerDevice(t, morning, 'counter-chrome');

    const taken = await tryRegisterDevice(t, evening, 'counter-chrome');
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0]).toEqual({
      detail: 'This browser receives the notifications of another signed-in user until they sign out',
      field: 'token',
    });
    const [held] = await t.app.db.select().from(devices).where(eq(devices.token, 'counter-chrome'));
    expect(held!.userId).toBe(morning.id);
    const bandung = await fx.makeOrder({ outletId: outletId['Bandung Dago'] });
    await settle(t);
    expect(sender.about(bandung.id).flatMap((m) => m.tokens)).toContain('counter-chrome');

    await signOut(t, morning);
    await registerDevice(t, evening, 'counter-chrome');
    const surabaya = await fx.makeOrder({ outletId: outletId['Surabaya Tunjungan'] });
    const bandungLater = await fx.makeOrder({ outletId: outletId['Bandung Dago'] });
    await settle(t);
    expect(sender.about(surabaya.id).flatMap((m) => m.tokens)).toContain('counter-chrome');
    expect(sender.about(bandungLater.id).flatMap((m) => m.tokens)).not.toContain('counter-chrome');
    // The one who signed out cannot take it back while the next one is signed in.
    const back = { id: morning.id, token: await t.signIn(morning.email, morning.password) };
    expect((await tryRegisterDevice(t, back, 'counter-chrome')).status).toBe(409);
  });

  it('gives a token two users register at once to one of them', async () => {
    const users = await Promise.all(
      [1, 2, 3, 4].map(() => t.newUser({ roles: [{ role: 'Outlet Cashier', outlet: outletId['Bandung Dago'] }] })),
    );
    const answers = await Promise.all(users.map((user) => tryRegisterDevice(t, user, 'race-chrome')));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const winner = users[answers.findIndex((a) => a.status === 200)]!;
    const [held] = await t.app.db.select().from(devices).where(eq(devices.token, 'race-chrome'));
    expect(held!.userId).toBe(winner.id);
  });

  it('sends no push when nobody who sees the outlet has a device', async () => {
    const order = await fx.makeOrder({ outletId: outletId['Jakarta Kemang'] });
    await settle(t);
    expect(sender.about(order.id)).toEqual([]);
  });

  it('forgets a token Firebase reports unregistered and keeps the others', async () => {
    await registerDevice(t, bandungCashier, 'bandung-cashier-chrome');
    await registerDevice(t, bandungCashier, 'bandung-cashier-old-browser');
    sender.dead.add('bandung-cashier-old-browser');

    const order = await fx.makeOrder({ outletId: outletId['Bandung Dago'] });
    await settle(t);
    expect(sender.about(order.id)).toHaveLength(1);
    const left = await t.app.db.select({ token: devices.token }).from(devices);
    expect(left.map((d) => d.token)).toEqual(['bandung-cashier-chrome']);
  });

  it('tells a dead token from a message Firebase refused', () => {
    expect(isDeadToken({ code: 'messaging/registration-token-not-registered', message: '' })).toBe(true);
    expect(isDeadToken({ code: 'messaging/invalid-registration-token', message: '' })).toBe(true);
    expect(
      isDeadToken({
        code: 'messaging/invalid-argument',
        message: 'The registration token is not a valid FCM registration token',
      }),
    ).toBe(true);
    // A refused message says nothing about the browsers it was for.
    expect(isDeadToken({ code: 'messaging/invalid-argument', message: 'Invalid JSON payload received.' })).toBe(false);
    expect(isDeadToken({ code: 'messaging/server-unavailable', message: '' })).toBe(false);
    expect(isDeadToken(undefined)).toBe(false);
  });

  it('pushes once when two processes hear the same order', async () => {
    await registerDevice(t, bandungCashier, 'bandung-cashier-chrome');
    // A second API process: its own bus over the same database, pushing through the same code.
    const readErrors: unknown[] = [];
    const other = new OrderEventBus(t.app.db, (error) => readErrors.push(error));
    await other.start();
    const otherSender = new FakeSender();
    const stop = await pushNewOrders(other, {
      db: t.app.db,
      sender: otherSender,
      jobs: t.app.backgroundJobs,
      log: t.app.log,
    });
    try {
      const order = await fx.makeOrder({ outletId: outletId['Bandung Dago'] });
      await settle(t, other);
      expect(sender.about(order.id).length + otherSender.about(order.id).length).toBe(1);
      const [event] = await t.app.db
        .select({ pushedAt: orderEvents.pushedAt })
        .from(orderEvents)
        .where(eq(orderEvents.orderId, order.id));
      expect(event!.pushedAt).toBeInstanceOf(Date);

      // A later delivery of the same event (a bus reading it again) sends nothing either.
      const again = new OrderEventBus(t.app.db, (error) => readErrors.push(error));
      const stopAgain = await pushNewOrders(again, {
        db: t.app.db,
        sender: otherSender,
        jobs: t.app.backgroundJobs,
        log: t.app.log,
      });
      await settle(t, again);
      stopAgain();
      expect(sender.about(order.id).length + otherSender.about(order.id).length).toBe(1);
      expect(readErrors).toEqual([]);
    } finally {
      stop();
    }
  });
});

describe('without a service account', () => {
  it('sends nothing and claims nothing, even with a sender at hand', async () => {
    const sender = new FakeSender();
    const t = await createTestApp({}, undefined, { pushSender: sender });
    try {
      const fx = orderFixtures(t);
      const staff = { id: t.seed.staffId, token: await t.signIn(DEMO_STAFF.email, DEMO_STAFF.password) };
      await registerDevice(t, staff, 'bandung-cashier-chrome');
      const order = await fx.makeOrder({ outletId: (await outletIds(t))['Bandung Dago'] });
      await settle(t);
      expect(sender.sent).toEqual([]);
      const [event] = await t.app.db
        .select({ pushedAt: orderEvents.pushedAt })
        .from(orderEvents)
        .where(eq(orderEvents.orderId, order.id));
      expect(event!.pushedAt).toBeNull();
    } finally {
      await t.close();
    }
  }, 60_000);
});
