// /usr/v1 sign-in, session info, logout, password change, devices and deactivated users.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema';
import { build, DEMO_ADMIN, DEMO_STAFF } from '../helpers/test-app';

const t = await build();

const login = (email: string, password: string, remember = false) =>
  t.api().POST('/usr/v1/login', { body: { email, password, remember } });
const info = (token: string) => t.api(token).GET('/usr/v1/info');

describe('login', () => {
  it('answers a token that expires after 10 hours', async () => {
    const before = Date.now();
    const res = await login(DEMO_ADMIN.email, DEMO_ADMIN.password, true);
    expect(res.response.status).toBe(200);
    expect(res.data!.data.token.length).toBeGreaterThanOrEqual(16);
    const lifetime = new Date(res.data!.data.expires_at).getTime() - before;
    expect(lifetime).toBeGreaterThan(10 * 3600_000 - 5_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 3600_000 + 5_000);
  });

  it('ignores the case of the email', async () => {
    const res = await login('ADMIN@Example.com', DEMO_ADMIN.password);
    expect(res.response.status).toBe(200);
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const wrong = await login(DEMO_ADMIN.email, 'Wrong12345');
    const unknown = await login('nobody@example.com', 'Wrong12345');
    expect(wrong.response.status).toBe(401);
    expect(unknown.response.status).toBe(401);
    expect(wrong.error).toEqual(unknown.error);
    expect(wrong.error!.errors[0]!.detail).toBe('Invalid email or password');
  });

  it('stores only a hash of the token', async () => {
    const token = await t.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const rows = await t.app.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(rows.some((r) => r.hash === token || r.hash.includes(token))).toBe(false);
  });
});

describe('info', () => {
  it('answers the session with the scopes derived from the roles', async () => {
    const staff = await t.asStaff();
    const res = await staff.GET('/usr/v1/info');
    expect(res.response.status).toBe(200);
    expect(res.data!.data).toMatchObject({
      id: t.seed.staffId,
      name: DEMO_STAFF.name,
      email: DEMO_STAFF.email,
      devices: [],
    });
    expect(res.data!.data.admin_scope).toEqual([
      'view_admin_counter',
      'view_admin_order',
      'view_admin_invoices',
      'view_admin_shift',
      'view_admin_prep',
    ]);
  });

  it('needs a token, and refuses an unknown or expired one', async () => {
    expect((await t.api().GET('/usr/v1/info')).response.status).toBe(401);
    const unknown = await info('tk_not-a-real-token-at-all');
    expect(unknown.response.status).toBe(401);
    expect(unknown.error!.errors[0]!.detail).toBe('Your session has expired. Please sign in again.');

    const staff = await t.asStaff();
    await t.app.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await staff.GET('/usr/v1/info')).response.status).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the token it was called with, and only that one', async () => {
    const first = await t.asAdmin();
    const second = await t.asAdmin();
    const res = await first.POST('/usr/v1/logout');
    expect(res.response.status).toBe(200);
    expect(res.data!.data).toBe('Signed out');
    expect((await first.GET('/usr/v1/info')).response.status).toBe(401);
    expect((await second.GET('/usr/v1/info')).response.status).toBe(200);
  });
});

describe('change-password', () => {
  it('needs the current password and a different new one, then the new one signs in', async () => {
    const staff = await t.asStaff();
    const change = (current_password: string, new_password: string) =>
      staff.POST('/usr/v1/change-password', { body: { current_password, new_password } });
    const wrong = await change('Nope12345', 'Matcha2026');
    expect(wrong.response.status).toBe(422);
    expect(wrong.error!.errors[0]).toEqual({ detail: 'Current password is incorrect', field: 'current_password' });

    const same = await change(DEMO_STAFF.password, DEMO_STAFF.password);
    expect(same.response.status).toBe(422);
    expect(same.error!.errors[0]!.detail).toBe('New password must be different from current password');

    const weak = await change(DEMO_STAFF.password, 'lowercase1');
    expect(weak.response.status).toBe(400);
    expect(weak.error!.errors[0]).toEqual({
      detail: 'Password must include uppercase, lowercase',
      field: 'new_password',
    });

    const ok = await change(DEMO_STAFF.password, 'Matcha2026');
    expect(ok.response.status).toBe(200);
    await t.signIn(DEMO_STAFF.email, 'Matcha2026');
    const old = await login(DEMO_STAFF.email, DEMO_STAFF.password);
    expect(old.response.status).toBe(401);
    await change('Matcha2026', DEMO_STAFF.password);
  });
});

describe('register-device', () => {
  const device = {
    token: 'fcm-abc:APA91',
    app_version: '1.0.0',
    device_id: 'web-chrome' as const,
    device_type: 'web' as const,
  };

  it('stores the device, info returns it, and the same token updates it', async () => {
    const admin = await t.asAdmin();
    const res = await admin.POST('/usr/v1/register-device', { body: { ...device, user_id: t.seed.adminId } });
    expect(res.response.status).toBe(200);
    expect(res.data!.data).toMatchObject({ ...device, user_id: t.seed.adminId });

    const again = await admin.POST('/usr/v1/register-device', {
      body: { ...device, app_version: '1.0.1', user_id: t.seed.adminId },
    });
    expect(again.data!.data.id).toBe(res.data!.data.id);

    const session = await admin.GET('/usr/v1/info');
    expect(session.data!.data.devices).toEqual([
      { ...device, app_version: '1.0.1', id: res.data!.data.id, user_id: t.seed.adminId },
    ]);
  });

  it('refuses to register a device for someone else', async () => {
    const staff = await t.asStaff();
    const res = await staff.POST('/usr/v1/register-device', {
      body: { ...device, token: 'other', user_id: t.seed.adminId },
    });
    expect(res.response.status).toBe(403);
  });

  it('rejects an unknown browser id', async () => {
    const staff = await t.asStaff();
    // A browser id outside the contract's list.
    const res = await t.raw('POST', '/usr/v1/register-device', {
      token: staff.token,
      body: { ...device, device_id: 'web-netscape', user_id: t.seed.staffId },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('device_id');
  });
});

describe('a deactivated user', () => {
  it('loses their sessions and cannot sign in until activated again', async () => {
    const admin = await t.asAdmin();
    const staff = await t.asStaff();
    const setActive = (is_active: boolean) =>
      admin.PUT('/usr/v1/users/{user_id}/status', {
        params: { path: { user_id: t.seed.staffId } },
        body: { is_active },
      });
    const off = await setActive(false);
    expect(off.response.status).toBe(200);
    expect((await staff.GET('/usr/v1/info')).response.status).toBe(401);
    const signIn = await login(DEMO_STAFF.email, DEMO_STAFF.password);
    // The same answer as a wrong password: it must not confirm that the password was right.
    expect(signIn.response.status).toBe(401);
    expect(signIn.error!.errors[0]!.detail).toBe('Invalid email or password');

    await setActive(true);
    await t.signIn(DEMO_STAFF.email, DEMO_STAFF.password);
  });

  it('is refused even with a session that was somehow left open', async () => {
    const staff = await t.asStaff();
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, t.seed.staffId));
    expect((await staff.GET('/usr/v1/info')).response.status).toBe(401);
    await t.app.db.update(users).set({ isActive: true }).where(eq(users.id, t.seed.staffId));
  });
});
