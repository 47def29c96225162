// Web pushes of new orders, with Firebase replaced by a fake sender: a new order reaches the web
// devices of the active staff who see its outlet and nobody else's, tokens Firebase reports dead are
// forgotten, nothing is sent without a service account, and however many processes hear the event,
// it is pushed once.
import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { devices, orderEvents, users } from '../../src/db/schema';
import { OrderEventBus } from '../../src/lib/order-events';
import { isDeadToken, pushNewOrders, type PushMessage, type PushResult, type PushSender } from '../../src/lib/web-push';
import { orderFixtures } from '../helpers/orders';
import { build, type TestApp, type User } from '../helpers/test-app';

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
function tryRegisterDevice(user: User, pushToken: string) {
  return user.POST('/usr/v1/register-device', {
    body: { token: pushToken, app_version: '1.0.0', device_id: 'web-chrome', device_type: 'web', user_id: user.id },
  });
}

async function registerDevice(user: User, pushToken: string) {
  const res = await tryRegisterDevice(user, pushToken);
  expect(res.response.status).toBe(200);
}

const signOut = async (user: User) => expect((await user.POST('/usr/v1/logout')).response.status).toBe(200);

/** Waits until the events written so far have been delivered and their pushes are done. */
async function settle(t: TestApp, ...buses: OrderEventBus[]) {
  await Promise.all([t.app.orderEvents, ...buses].map((bus) => bus.poke()));
  await t.app.backgroundJobs.idle();
}

describe('web pushes of new orders', async () => {
  const sender = new FakeSender();
  const t = await build({ env: { FIREBASE_SERVICE_ACCOUNT: SERVICE_ACCOUNT }, pushSender: sender });
  const fx = orderFixtures(t);
  const outletId = t.outletId;
  const admin = await t.asAdmin();
  const bandungCashier = await t.asStaff();
  await fx.ensureMenu();
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
    await registerDevice(bandungCashier, 'bandung-cashier-chrome');
    await registerDevice(bandungCashier, 'bandung-cashier-laptop');
    await registerDevice(admin, 'admin-chrome');
    await registerDevice(surabayaCashier, 'surabaya-cashier-chrome');
    await registerDevice(bandungWarehouse, 'bandung-warehouse-chrome');
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
    await registerDevice(former, 'former-cashier-chrome');
    await registerDevice(bandungCashier, 'bandung-cashier-chrome');
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, former.id));

    const order = await fx.makeOrder({ outletId: outletId['Bandung Dago'] });
    await settle(t);
    expect(sender.about(order.id).map((m) => m.tokens)).toEqual([['bandung-cashier-chrome']]);
  });

  it('sends nothing to the browser of a user who signed out, until they sign in on it again', async () => {
    const cashier = await t.newUser({ roles: [{ role: 'Outlet Cashier', outlet: outletId['Bandung Dago'] }] });
    await registerDevice(cashier, 'cashier-chrome');
    await signOut(cashier);
    const unheard = await fx.makeOrder({ outletId: outletId['Bandung Dago'] });
    await settle(t);
    expect(sender.about(unheard.id).flatMap((m) => m.tokens)).not.toContain('cashier-chrome');

    const again = await t.signInAs(cashier);
    // The new session has not registered the browser yet: the app registers it again.
    const info = await again.GET('/usr/v1/info');
    expect(info.data!.data.devices).toEqual([]);
    await registerDevice(again, 'cashier-chrome');
    const heard = await fx.makeOrder({ outletId: outletId['Bandung Dago'] });
    await settle(t);
    expect(sender.about(heard.id).flatMap((m) => m.tokens)).toContain('cashier-chrome');
  });

  it("refuses a shared browser's token to the next user while the last one is signed in, then moves it", async () => {
    const morning = await t.newUser({ roles: [{ role: 'Outlet Cashier', outlet: outletId['Bandung Dago'] }] });
    const evening = await t.newUser({ roles: [{ role: 'Outlet Cashier', outlet: outletId['Surabaya Tunjungan'] }] });
    await registerDevice(morning, 'counter-chrome');

    const taken = await tryRegisterDevice(evening, 'counter-chrome');
    expect(taken.response.status).toBe(409);
    expect(taken.error!.errors[0]).toEqual({
      detail: 'This browser receives the notifications of another signed-in user until they sign out',
      field: 'token',
    });
    const [held] = await t.app.db.select().from(devices).where(eq(devices.token, 'counter-chrome'));
    expect(held!.userId).toBe(morning.id);
    const bandung = await fx.makeOrder({ outletId: outletId['Bandung Dago'] });
    await settle(t);
    expect(sender.about(bandung.id).flatMap((m) => m.tokens)).toContain('counter-chrome');

    await signOut(morning);
    await registerDevice(evening, 'counter-chrome');
    const surabaya = await fx.makeOrder({ outletId: outletId['Surabaya Tunjungan'] });
    const bandungLater = await fx.makeOrder({ outletId: outletId['Bandung Dago'] });
    await settle(t);
    expect(sender.about(surabaya.id).flatMap((m) => m.tokens)).toContain('counter-chrome');
    expect(sender.about(bandungLater.id).flatMap((m) => m.tokens)).not.toContain('counter-chrome');
    // The one who signed out cannot take it back while the next one is signed in.
    const back = await t.signInAs(morning);
    expect((await tryRegisterDevice(back, 'counter-chrome')).response.status).toBe(409);
  });

  it('gives a token two users register at once to one of them', async () => {
    const users = await Promise.all(
      [1, 2, 3, 4].map(() => t.newUser({ roles: [{ role: 'Outlet Cashier', outlet: outletId['Bandung Dago'] }] })),
    );
    const answers = await Promise.all(users.map((user) => tryRegisterDevice(user, 'race-chrome')));
    expect(answers.map((a) => a.response.status).sort()).toEqual([200, 409, 409, 409]);
    const winner = users[answers.findIndex((a) => a.response.status === 200)]!;
    const [held] = await t.app.db.select().from(devices).where(eq(devices.token, 'race-chrome'));
    expect(held!.userId).toBe(winner.id);
  });

  it('sends no push when nobody who sees the outlet has a device', async () => {
    const order = await fx.makeOrder({ outletId: outletId['Jakarta Kemang'] });
    await settle(t);
    expect(sender.about(order.id)).toEqual([]);
  });

  it('forgets a token Firebase reports unregistered and keeps the others', async () => {
    await registerDevice(bandungCashier, 'bandung-cashier-chrome');
    await registerDevice(bandungCashier, 'bandung-cashier-old-browser');
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
    await registerDevice(bandungCashier, 'bandung-cashier-chrome');
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
    const t = await build({ pushSender: sender });
    const fx = orderFixtures(t);
    await registerDevice(await t.asStaff(), 'bandung-cashier-chrome');
    const order = await fx.makeOrder({ outletId: t.outletId['Bandung Dago'] });
    await settle(t);
    expect(sender.sent).toEqual([]);
    const [event] = await t.app.db
      .select({ pushedAt: orderEvents.pushedAt })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id));
    expect(event!.pushedAt).toBeNull();
  }, 60_000);
});
