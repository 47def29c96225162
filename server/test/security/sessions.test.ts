// Sessions: a password change ends the user's other sessions, a session unused for two hours
// ends, and a database that cannot be reached answers 503 (the token stays good) instead of 401.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { buildWithCut } from '../helpers/database-proxy';
import { build } from '../helpers/test-app';

const t = await build();

describe('sessions', () => {
  it('ends the other sessions when the password changes, keeping the one that asked', async () => {
    const other = await t.newUser();
    const current = await t.signInAs(other);
    const res = await current.POST('/usr/v1/change-password', {
      body: { current_password: other.password, new_password: 'Changed2026x' },
    });
    expect(res.response.status).toBe(200);
    expect((await other.GET('/usr/v1/info')).response.status).toBe(401);
    expect((await current.GET('/usr/v1/info')).response.status).toBe(200);
  });

  it('ends a session unused for two hours, and marks use at most once a minute', async () => {
    const user = await t.newUser();
    const setLastUsed = (msAgo: number) =>
      t.app.db
        .update(sessions)
        .set({ lastUsedAt: new Date(Date.now() - msAgo) })
        .where(eq(sessions.userId, user.id));
    const lastUsed = async () =>
      (await t.app.db.select({ at: sessions.lastUsedAt }).from(sessions).where(eq(sessions.userId, user.id)))[0]!.at;

    await setLastUsed(30_000);
    const before = await lastUsed();
    expect((await user.GET('/usr/v1/info')).response.status).toBe(200);
    expect(await lastUsed()).toEqual(before); // used 30 s ago: not written again

    await setLastUsed(90 * 60_000);
    expect((await user.GET('/usr/v1/info')).response.status).toBe(200);
    expect(Date.now() - (await lastUsed()).getTime()).toBeLessThan(5_000);

    await setLastUsed(2 * 60 * 60_000 + 1_000);
    const idle = await user.GET('/usr/v1/info');
    expect(idle.response.status).toBe(401);
    expect(idle.error!.errors[0]!.detail).toBe('Your session has expired. Please sign in again.');
  });
});

describe('a database that cannot be reached', () => {
  // It builds an app of its own, which takes a while on a busy machine.
  it('answers 503 in the envelope, signed in or not, and never signs anyone out', async () => {
    const down = await buildWithCut();
    const admin = await down.newUser({ roles: [{ role: 'Super Admin' }] });
    expect((await admin.GET('/usr/v1/info')).response.status).toBe(200);
    await down.cutDatabase();
    const info = await admin.GET('/usr/v1/info');
    expect(info.response.status).toBe(503);
    expect(info.error).toEqual({
      errors: [{ detail: 'The service is temporarily unavailable. Please try again in a moment.' }],
    });
    expect(info.response.headers.get('retry-after')).toBe('5');
    const list = await admin.GET('/adm/v1/categories');
    expect(list.response.status).toBe(503);
    const login = await down
      .api()
      .POST('/usr/v1/login', { body: { email: 'a@example.com', password: 'Secret12345', remember: false } });
    expect(login.response.status).toBe(503);
    expect((await down.api().GET('/health')).response.status).toBe(503);
  }, 60_000);
});
