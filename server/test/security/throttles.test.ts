// Sign-in and recovery throttles: per client address, per account, shared through the database,
// answered 429 with Retry-After; and a real sign-in stays quick under a flood of bogus ones.
import { describe, expect, it } from 'vitest';
import { databaseThrottleStore } from '../../src/lib/throttle-store';
import { SIGN_IN_MAX_FAILURES } from '../../src/services/auth/handlers';
import { build, type TestApp } from '../helpers/test-app';

const t = await build({ env: { AUTH_RATE_LIMIT: '5' } });
let address = 0;
/** A client address no other test uses. */
const newAddress = () => `198.51.100.${++address}`;

const login = (email: string, password: string, remoteAddress = newAddress()) =>
  t.api(undefined, { remoteAddress }).POST('/usr/v1/login', { body: { email, password, remember: false } });

describe('throttles', () => {
  it('limits each client address to AUTH_RATE_LIMIT sign-ins a minute, with Retry-After', async () => {
    const { email, password } = await t.newUser();
    const from = newAddress();
    for (let i = 0; i < 5; i++) expect((await login(email, 'Wrong12345', from)).response.status).toBe(401);
    const sixth = await login(email, password, from);
    expect(sixth.response.status).toBe(429);
    expect(sixth.error!.errors[0]!.detail).toBe('Too many requests. Please wait a moment and try again.');
    const wait = Number(sixth.response.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // Another address is not held back.
    expect((await login(email, password)).response.status).toBe(200);
  });

  it('locks an account after ten failed sign-ins, from however many addresses', async () => {
    const { email, password } = await t.newUser();
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
      expect((await login(email, `Guess${i}Abcde`)).response.status).toBe(401);
    }
    const right = await login(email, password);
    expect(right.response.status).toBe(429);
    expect(right.error!.errors[0]!.detail).toBe('Too many failed sign-ins. Please wait and try again later.');
    expect(Number(right.response.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // Other accounts sign in as usual.
    const other = await t.newUser();
    expect((await login(other.email, other.password)).response.status).toBe(200);
  });

  it('limits recovery per address and per account', async () => {
    const { email } = await t.newUser();
    const from = newAddress();
    const ask = (remoteAddress: string, to = email) =>
      t.api(undefined, { remoteAddress }).POST('/usr/v1/initiate-forget-password', { body: { email: to } });
    for (let i = 0; i < 5; i++) expect((await ask(from, `nobody${i}@example.com`)).response.status).toBe(200);
    expect((await ask(from)).response.status).toBe(429);
    // Per account: five requests per quarter hour whatever the address.
    for (let i = 0; i < 5; i++) expect((await ask(newAddress())).response.status).toBe(200);
    const sixth = await ask(newAddress());
    expect(sixth.response.status).toBe(429);
    // Guessing codes is limited per account as well, across addresses.
    const guess = (remoteAddress: string) =>
      t.api(undefined, { remoteAddress }).POST('/usr/v1/claim-otp', { body: { email, otp: '000000' } });
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await guess(newAddress())).response.status);
    expect(statuses.at(-1)).toBe(429);
  });

  it('mails at most three codes an hour to one account', async () => {
    const { email } = await t.newUser();
    for (let i = 0; i < 5; i++) {
      const res = await t.api(undefined, { remoteAddress: newAddress() }).POST('/usr/v1/initiate-forget-password', {
        body: { email },
      });
      expect(res.data!.data).toBe('If an account exists for this email, a 6-digit code has been sent to it.');
    }
    const outbox = await t.api().GET('/usr/v1/dev/outbox', { params: { query: { email } } });
    expect(outbox.data!.data).toHaveLength(3);
  });

  it('counts in the database, so every API process shares the counts', async () => {
    const key = `shared:${newAddress()}`;
    const [first, second] = [databaseThrottleStore(t.app.db), databaseThrottleStore(t.app.db)];
    await first.hit(key, 60_000);
    await second.hit(key, 60_000);
    const seen = await first.hit(key, 60_000);
    expect(seen.count).toBe(3);
    expect((await t.app.throttles.peek(key)).count).toBe(3);
  });

  it('keeps a real sign-in quick while one address floods the sign-in', async () => {
    const { email, password } = await t.newUser();
    const flooder = newAddress();
    const flood = Array.from({ length: 150 }, () => login('victim@example.com', 'Wrong12345', flooder));
    const started = Date.now();
    const real = await login(email, password);
    const took = Date.now() - started;
    const statuses = (await Promise.all(flood)).map((r) => r.response.status);
    expect(real.response.status).toBe(200);
    expect(took).toBeLessThan(3000);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(140);
  });
});

describe('client addresses behind a proxy', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy', async () => {
    const spoof = (app: TestApp, n: number) =>
      app.api(undefined, { headers: { 'x-forwarded-for': `203.0.113.${n}` } }).POST('/usr/v1/login', {
        body: { email: 'nobody@example.com', password: 'Wrong12345', remember: false },
      });
    const statuses = [];
    for (let n = 1; n <= 6; n++) statuses.push((await spoof(t, n)).response.status);
    expect(statuses.at(-1)).toBe(429);

    const proxied = await build({ env: { AUTH_RATE_LIMIT: '5', TRUST_PROXY: 'true' } });
    const behind = [];
    for (let n = 1; n <= 6; n++) behind.push((await spoof(proxied, n)).response.status);
    expect(behind).toEqual(Array(6).fill(401));
  });
});
