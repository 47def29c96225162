// /usr/v1 sign-in, session info, logout, password change, devices and deactivated users.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema';
import { createTestApp, DEMO_ADMIN, DEMO_STAFF, type TestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('login', () => {
  it('answers a token that expires after 10 hours', async () => {
    const before = Date.now();
    const res = await t.request('POST', '/usr/v1/login', {
      body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, remember: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.token.length).toBeGreaterThanOrEqual(16);
    const lifetime = new Date(res.body.data.expires_at).getTime() - before;
    expect(lifetime).toBeGreaterThan(10 * 3600_000 - 5_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 3600_000 + 5_000);
  });

  it('ignores the case of the email', async () => {
    const res = await t.request('POST', '/usr/v1/login', {
      body: { email: 'ADMIN@Example.com', password: DEMO_ADMIN.password },
    });
    expect(res.status).toBe(200);
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const wrong = await t.request('POST', '/usr/v1/login', {
      body: { email: DEMO_ADMIN.email, password: 'Wrong12345' },
    });
    const unknown = await t.request('POST', '/usr/v1/login', {
      body: { email: 'nobody@example.com', password: 'Wrong12345' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.errors[0].detail).toBe('Invalid email or password');
  });

  it('stores only a hash of the token', async () => {
    const token = await t.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const rows = await t.app.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(rows.some((r) => r.hash === token || r.hash.includes(token))).toBe(false);
  });
});

describe('info', () => {
  it('answers the session with the scopes derived from the roles', async () => {
    const token = await t.signIn(DEMO_STAFF.email, DEMO_STAFF.password);
    const res = await t.request('GET', '/usr/v1/info', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: t.seed.staffId,
      name: DEMO_STAFF.name,
      email: DEMO_STAFF.email,
      devices: [],
    });
    expect(res.body.data.admin_scope).toEqual(['view_admin_order', 'view_admin_invoices']);
  });

  it('needs a token, and refuses an unknown or expired one', async () => {
    expect((await t.request('GET', '/usr/v1/info')).status).toBe(401);
    const unknown = await t.request('GET', '/usr/v1/info', { token: 'tk_not-a-real-token-at-all' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.errors[0].detail).toBe('Your session has expired. Please sign in again.');

    const token = await t.signIn(DEMO_STAFF.email, DEMO_STAFF.password);
    await t.app.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await t.request('GET', '/usr/v1/info', { token })).status).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the token it was called with, and only that one', async () => {
    const first = await t.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const second = await t.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const res = await t.request('POST', '/usr/v1/logout', { token: first });
    expect(res.status).toBe(200);
    expect(res.body.data).toBe('Signed out');
    expect((await t.request('GET', '/usr/v1/info', { token: first })).status).toBe(401);
    expect((await t.request('GET', '/usr/v1/info', { token: second })).status).toBe(200);
  });
});

describe('change-password', () => {
  it('needs the current password and a different new one, then the new one signs in', async () => {
    const token = await t.signIn(DEMO_STAFF.email, DEMO_STAFF.password);
    const wrong = await t.request('POST', '/usr/v1/change-password', {
      token,
      body: { current_password: 'Nope12345', new_password: 'Matcha2026' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0]).toEqual({ detail: 'Current password is incorrect', field: 'current_password' });

    const same = await t.request('POST', '/usr/v1/change-password', {
      token,
      body: { current_password: DEMO_STAFF.password, new_password: DEMO_STAFF.password },
    });
    expect(same.status).toBe(422);
    expect(same.body.errors[0].detail).toBe('New password must be different from current password');

    const weak = await t.request('POST', '/usr/v1/change-password', {
      token,
      body: { current_password: DEMO_STAFF.password, new_password: 'lowercase1' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errors[0]).toEqual({
      detail: 'Password must include uppercase, lowercase',
      field: 'new_password',
    });

    const ok = await t.request('POST', '/usr/v1/change-password', {
      token,
      body: { current_password: DEMO_STAFF.password, new_password: 'Matcha2026' },
    });
    expect(ok.status).toBe(200);
    await t.signIn(DEMO_STAFF.email, 'Matcha2026');
    const old = await t.request('POST', '/usr/v1/login', {
      body: { email: DEMO_STAFF.email, password: DEMO_STAFF.password },
    });
    expect(old.status).toBe(401);
    await t.request('POST', '/usr/v1/change-password', {
      token,
      body: { current_password: 'Matcha2026', new_password: DEMO_STAFF.password },
    });
  });
});

describe('register-device', () => {
  const device = { token: 'fcm-abc:APA91', app_version: '1.0.0', device_id: 'web-chrome', device_type: 'web' };

  it('stores the device, info returns it, and the same token updates it', async () => {
    const token = await t.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const res = await t.request('POST', '/usr/v1/register-device', {
      token,
      body: { ...device, user_id: t.seed.adminId },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ...device, user_id: t.seed.adminId });

    const again = await t.request('POST', '/usr/v1/register-device', {
      token,
      body: { ...device, app_version: '1.0.1', user_id: t.seed.adminId },
    });
    expect(again.body.data.id).toBe(res.body.data.id);

    const info = await t.request('GET', '/usr/v1/info', { token });
    expect(info.body.data.devices).toEqual([
      { ...device, app_version: '1.0.1', id: res.body.data.id, user_id: t.seed.adminId },
    ]);
  });

  it('refuses to register a device for someone else', async () => {
    const token = await t.signIn(DEMO_STAFF.email, DEMO_STAFF.password);
    const res = await t.request('POST', '/usr/v1/register-device', {
      token,
      body: { ...device, token: 'other', user_id: t.seed.adminId },
    });
    expect(res.status).toBe(403);
  });

  it('rejects an unknown browser id', async () => {
    const token = await t.signIn(DEMO_STAFF.email, DEMO_STAFF.password);
    const res = await t.request('POST', '/usr/v1/register-device', {
      token,
      body: { ...device, device_id: 'web-netscape', user_id: t.seed.staffId },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('device_id');
  });
});

describe('a deactivated user', () => {
  it('loses their sessions and cannot sign in until activated again', async () => {
    const admin = await t.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const staff = await t.signIn(DEMO_STAFF.email, DEMO_STAFF.password);
    const off = await t.request('PUT', `/usr/v1/users/${t.seed.staffId}/status`, {
      token: admin,
      body: { is_active: false },
    });
    expect(off.status).toBe(200);
    expect((await t.request('GET', '/usr/v1/info', { token: staff })).status).toBe(401);
    const login = await t.request('POST', '/usr/v1/login', {
      body: { email: DEMO_STAFF.email, password: DEMO_STAFF.password },
    });
    // The same answer as a wrong password: it must not confirm that the password was right.
    expect(login.status).toBe(401);
    expect(login.body.errors[0].detail).toBe('Invalid email or password');

    await t.request('PUT', `/usr/v1/users/${t.seed.staffId}/status`, { token: admin, body: { is_active: true } });
    await t.signIn(DEMO_STAFF.email, DEMO_STAFF.password);
  });

  it('is refused even with a session that was somehow left open', async () => {
    const staff = await t.signIn(DEMO_STAFF.email, DEMO_STAFF.password);
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, t.seed.staffId));
    expect((await t.request('GET', '/usr/v1/info', { token: staff })).status).toBe(401);
    await t.app.db.update(users).set({ isActive: true }).where(eq(users.id, t.seed.staffId));
  });
});
