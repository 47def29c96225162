// Password recovery: email, 6-digit code (expiry, attempt limit, single use), new-password token.
// Each test recovers the password of a user of its own, so limits per account never carry over.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newPasswordTokens, passwordResetCodes } from '../../src/db/schema';
import { build } from '../helpers/test-app';

const t = await build();

async function requestCode(email: string): Promise<string> {
  const res = await t.api().POST('/usr/v1/initiate-forget-password', { body: { email } });
  expect(res.response.status).toBe(200);
  const outbox = await t.api().GET('/usr/v1/dev/outbox', { params: { query: { email } } });
  const code = /\b(\d{6})\b/.exec(outbox.data!.data[0]!.text)?.[1];
  expect(code).toBeDefined();
  return code!;
}

const claim = (email: string, otp: string) => t.api().POST('/usr/v1/claim-otp', { body: { email, otp } });
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('password recovery', () => {
  it('answers the same message whether or not the email has an account, and mails only real ones', async () => {
    const { email } = await t.newUser();
    const real = await t.api().POST('/usr/v1/initiate-forget-password', { body: { email } });
    const fake = await t.api().POST('/usr/v1/initiate-forget-password', { body: { email: 'ghost@example.com' } });
    expect(real.data).toEqual(fake.data);
    const outbox = await t.api().GET('/usr/v1/dev/outbox', { params: { query: { email: 'ghost@example.com' } } });
    expect(outbox.data!.data).toEqual([]);
    const mine = await t.api().GET('/usr/v1/dev/outbox', { params: { query: { email } } });
    expect(mine.data!.data[0]).toMatchObject({ to: email, subject: 'Your password reset code' });
  });

  it('goes email, code, token, new password; the old sessions end and the new password signs in', async () => {
    const { email, token: oldSession } = await t.newUser();
    const code = await requestCode(email);
    const claimed = await claim(email, code);
    expect(claimed.response.status).toBe(200);
    const expiresIn = new Date(claimed.data!.data.expires_at).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(14 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000);

    const set = await t.api().POST('/usr/v1/change-password-token', {
      body: { token: claimed.data!.data.token, new_password: 'FreshTea2026' },
    });
    expect(set.response.status).toBe(200);
    expect((await t.api(oldSession).GET('/usr/v1/info')).response.status).toBe(401);
    await t.signIn(email, 'FreshTea2026');

    const reuse = await t.api().POST('/usr/v1/change-password-token', {
      body: { token: claimed.data!.data.token, new_password: 'Another2026' },
    });
    expect(reuse.response.status).toBe(422);
    expect(reuse.error!.errors[0]!.detail).toBe('The password reset link has expired. Please start again.');
  });

  it('uses a code once', async () => {
    const { email } = await t.newUser();
    const code = await requestCode(email);
    expect((await claim(email, code)).response.status).toBe(200);
    const again = await claim(email, code);
    expect(again.response.status).toBe(422);
    expect(again.error!.errors[0]).toEqual({ detail: 'The code is invalid or has expired', field: 'otp' });
  });

  it('refuses an expired code', async () => {
    const { id, email } = await t.newUser();
    const code = await requestCode(email);
    await t.app.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.userId, id));
    expect((await claim(email, code)).response.status).toBe(422);
  });

  it('voids a code after five wrong tries, and a new code does not reset the count', async () => {
    const { id, email } = await t.newUser();
    const code = await requestCode(email);
    for (let i = 1; i <= 4; i++) expect((await claim(email, wrongCode(code))).response.status).toBe(422);
    const fifth = await claim(email, wrongCode(code));
    expect(fifth.response.status).toBe(429);
    expect(fifth.error!.errors[0]!.detail).toBe('Too many attempts. Please request a new code.');
    expect(Number(fifth.response.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right code no longer works, and neither does a new one within the hour.
    expect((await claim(email, code)).response.status).toBe(429);
    const fresh = await requestCode(email);
    expect((await claim(email, fresh)).response.status).toBe(429);
    // Once the hour of those guesses has passed, a new code works.
    await t.app.db
      .update(passwordResetCodes)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(passwordResetCodes.userId, id));
    const later = await requestCode(email);
    expect((await claim(email, later)).response.status).toBe(200);
  });

  it('replaces an earlier code with a new one', async () => {
    const { email } = await t.newUser();
    const first = await requestCode(email);
    const second = await requestCode(email);
    if (first !== second) expect((await claim(email, first)).response.status).toBe(422);
    expect((await claim(email, second)).response.status).toBe(200);
  });

  it('refuses an expired new-password token', async () => {
    const { id, email } = await t.newUser();
    const code = await requestCode(email);
    const claimed = await claim(email, code);
    await t.app.db
      .update(newPasswordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(newPasswordTokens.userId, id));
    const res = await t.api().POST('/usr/v1/change-password-token', {
      body: { token: claimed.data!.data.token, new_password: 'Expired2026' },
    });
    expect(res.response.status).toBe(422);
  });

  it('checks the code format in words', async () => {
    const { email } = await t.newUser();
    const short = await claim(email, '123');
    expect(short.error!.errors[0]).toEqual({ detail: 'OTP must be exactly 6 digits', field: 'otp' });
    const letters = await claim(email, '12345a');
    expect(letters.error!.errors[0]).toEqual({ detail: 'OTP must contain only numbers', field: 'otp' });
  });
});
