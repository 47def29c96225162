// Sessions: a password change ends the user's other sessions, a session unused for two hours
// ends, and a database that cannot be reached answers 503 (the token stays good) instead of 401.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { createTestAppWithCut } from '../helpers/database-proxy';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sessions', () => {
  it('ends the other sessions when the password changes, keeping the one that asked', async () => {
    const { email, password, token: other } = await t.newUser();
    const current = await t.signIn(email, password);
    const res = await t.api(current).POST('/usr/v1/change-password', {
      body: { current_password: password, new_password: 'Changed2026x' },
    });
    expect(res.response.status).toBe(200);
    expect((await t.api(other).GET('/usr/v1/info')).response.status).toBe(401);
    expect((await t.api(current).GET('/usr/v1/info')).response.status).toBe(200);
  });

  it('ends a session unused for two hours, and marks use at most once a minute', async () => {
    const { id, token } = await t.newUser();
    const setLastUsed = (msAgo: number) =>
      t.app.db
        .update(sessions)
        .set({ lastUsedAt: new Date(Date.now() - msAgo) })
        .where(eq(sessions.userId, id));
    const lastUsed = async () =>
      (await t.app.db.select({ at: sessions.lastUsedAt }).from(sessions).where(eq(sessions.userId, id)))[0]!.at;

    await setLastUsed(30_000);
    const before = await lastUsed();
    expect((await t.api(token).GET('/usr/v1/info')).response.status).toBe(200);
    expect(await lastUsed()).toEqual(before); // used 30 s ago: not written again

    await setLastUsed(90 * 60_000);
    expect((await t.api(token).GET('/usr/v1/info')).response.status).toBe(200);
    expect(Date.now() - (await lastUsed()).getTime()).toBeLessThan(5_000);

    await setLastUsed(2 * 60 * 60_000 + 1_000);
    const idle = await t.api(token).GET('/usr/v1/info');
    expect(idle.response.status).toBe(401);
    expect(idle.error!.errors[0]!.detail).toBe('Your session has expired. Please sign in again.');
  });
});

describe('a database that cannot be reached', () => {
  // It builds an app of its own, which takes a while on a busy machine.
  it('answers 503 in the envelope, signed in or not, and never signs anyone out', async () => {
    const { t: down, cut, done } = await createTestAppWithCut();
    try {
      const { token } = await down.newUser({ roles: [{ role: 'Super Admin' }] });
      expect((await down.api(token).GET('/usr/v1/info')).response.status).toBe(200);
      await cut();
      const info = await down.api(token).GET('/usr/v1/info');
      expect(info.response.status).toBe(503);
      expect(info.error).toEqual({
        errors: [{ detail: 'The service is temporarily unavailable. Please try again in a moment.' }],
      });
      expect(info.response.headers.get('retry-after')).toBe('5');
      const list = await down.api(token).GET('/adm/v1/categories');
      expect(list.response.status).toBe(503);
      const login = await down
        .api()
        .POST('/usr/v1/login', { body: { email: 'a@example.com', password: 'Secret12345', remember: false } });
      expect(login.response.status).toBe(503);
      expect((await down.api().GET('/health')).response.status).toBe(503);
    } finally {
      await done();
    }
  }, 60_000);
});
