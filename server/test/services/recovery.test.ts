// Password recovery: email, 6-digit code (expiry, attempt limit, single use), new-password token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPasswordTokens, passwordResetCodes } from '../../src/db/schema';
import { createTestApp, DEMO_STAFF, type TestApp } from '../helpers/test-app';

let t: TestApp;
const email = DEMO_STAFF.email;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function requestCode(): Promise<string> {
  const res = await t.request('POST', '/usr/v1/initiate-forget-password', { body: { email } });
  expect(res.status).toBe(200);
  const outbox = await t.request('GET', `/usr/v1/dev/outbox?email=${encodeURIComponent(email)}`);
  const code = /\b(\d{6})\b/.exec(outbox.body.data[0].text)?.[1];
  expect(code).toBeDefined();
  return code!;
}

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('password recovery', () => {
  it('answers the same message whether or not the email has an account, and mails only real ones', async () => {
    const real = await t.request('POST', '/usr/v1/initiate-forget-password', { body: { email } });
    const fake = await t.request('POST', '/usr/v1/initiate-forget-password', { body: { email: 'ghost@example.com' } });
    expect(real.body).toEqual(fake.body);
    const outbox = await t.request('GET', '/usr/v1/dev/outbox?email=ghost@example.com');
    expect(outbox.body.data).toEqual([]);
    const mine = await t.request('GET', `/usr/v1/dev/outbox?email=${email}`);
    expect(mine.body.data[0]).toMatchObject({ to: email, subject: 'Your password reset code' });
  });

  it('goes email, code, token, new password; the old sessions end and the new password signs in', async () => {
    const oldSession = await t.signIn(email, DEMO_STAFF.password);
    const code = await requestCode();
    const claim = await t.request('POST', '/usr/v1/claim-otp', { body: { email, otp: code } });
    expect(claim.status).toBe(200);
    const expiresIn = new Date(claim.body.data.expires_at).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(14 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000);

    const set = await t.request('POST', '/usr/v1/change-password-token', {
      body: { token: claim.body.data.token, new_password: 'FreshTea2026' },
    });
    expect(set.status).toBe(200);
    expect((await t.request('GET', '/usr/v1/info', { token: oldSession })).status).toBe(401);
    await t.signIn(email, 'FreshTea2026');

    const reuse = await t.request('POST', '/usr/v1/change-password-token', {
      body: { token: claim.body.data.token, new_password: 'Another2026' },
    });
    expect(reuse.status).toBe(422);
    expect(reuse.body.errors[0].detail).toBe('The password reset link has expired. Please start again.');
  });

  it('uses a code once', async () => {
    const code = await requestCode();
    expect((await t.request('POST', '/usr/v1/claim-otp', { body: { email, otp: code } })).status).toBe(200);
    const again = await t.request('POST', '/usr/v1/claim-otp', { body: { email, otp: code } });
    expect(again.status).toBe(422);
    expect(again.body.errors[0]).toEqual({ detail: 'The code is invalid or has expired', field: 'otp' });
  });

  it('refuses an expired code', async () => {
    const code = await requestCode();
    await t.app.db.update(passwordResetCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await t.request('POST', '/usr/v1/claim-otp', { body: { email, otp: code } })).status).toBe(422);
  });

  it('voids a code after five wrong tries', async () => {
    const code = await requestCode();
    for (let i = 1; i <= 4; i++) {
      expect((await t.request('POST', '/usr/v1/claim-otp', { body: { email, otp: wrongCode(code) } })).status).toBe(
        422,
      );
    }
    const fifth = await t.request('POST', '/usr/v1/claim-otp', { body: { email, otp: wrongCode(code) } });
    expect(fifth.status).toBe(429);
    expect(fifth.body.errors[0].detail).toBe('Too many attempts. Please request a new code.');
    // Even the right code no longer works; a new one does.
    expect((await t.request('POST', '/usr/v1/claim-otp', { body: { email, otp: code } })).status).toBe(429);
    const fresh = await requestCode();
    expect((await t.request('POST', '/usr/v1/claim-otp', { body: { email, otp: fresh } })).status).toBe(200);
  });

  it('replaces an earlier code with a new one', async () => {
    const first = await requestCode();
    const second = await requestCode();
    if (first !== second)
      expect((await t.request('POST', '/usr/v1/claim-otp', { body: { email, otp: first } })).status).toBe(422);
    expect((await t.request('POST', '/usr/v1/claim-otp', { body: { email, otp: second } })).status).toBe(200);
  });

  it('refuses an expired new-password token', async () => {
    const code = await requestCode();
    const claim = await t.request('POST', '/usr/v1/claim-otp', { body: { email, otp: code } });
    await t.app.db.update(newPasswordTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await t.request('POST', '/usr/v1/change-password-token', {
      body: { token: claim.body.data.token, new_password: 'Expired2026' },
    });
    expect(res.status).toBe(422);
  });

  it('checks the code format in words', async () => {
    const short = await t.request('POST', '/usr/v1/claim-otp', { body: { email, otp: '123' } });
    expect(short.body.errors[0]).toEqual({ detail: 'OTP must be exactly 6 digits', field: 'otp' });
    const letters = await t.request('POST', '/usr/v1/claim-otp', { body: { email, otp: '12345a' } });
    expect(letters.body.errors[0]).toEqual({ detail: 'OTP must contain only numbers', field: 'otp' });
  });
});
