// Configuration is validated at boot with one clear line per mistake.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const dataDir = mkdtempSync(join(tmpdir(), 'teahouse-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function messageFor(env: Record<string, string>) {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the configuration to be refused');
}

describe('configuration', () => {
  it('has working defaults: port 3000, PGlite under the data dir, demo seeding on', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    expect(config.uploadsDir).toBe(join(dataDir, 'uploads'));
    expect(config.seedDemo).toBe(true);
    expect(config.corsOrigins).toEqual([]);
  });

  it('listens on loopback, trusts no proxy and throttles sign-in by default', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.host).toBe('127.0.0.1');
    expect(config.trustProxy).toBe(false);
    expect(config.authRateLimit).toBe(30);
  });

  it('reads the proxies to trust: true, a hop count or addresses', () => {
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toBe(
      '10.0.0.1,10.0.0.0/8',
    );
    expect(messageFor({ TRUST_PROXY: 'everyone' })).toMatch(/^Invalid configuration: TRUST_PROXY must be true, false/);
    expect(messageFor({ AUTH_RATE_LIMIT: '0' })).toBe('Invalid configuration: AUTH_RATE_LIMIT must be at least 1');
  });

  it('generates a token secret once in development and keeps it in the data dir', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).tokenSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).tokenSecret).toBe(first);
    expect(readFileSync(join(dataDir, 'token-secret'), 'utf8')).toBe(first);
  });

  it('uses PostgreSQL when DATABASE_URL is set, and reads CORS origins', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://u@db:5432/shop',
      CORS_ORIGINS: 'https://a.example, https://b.example',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/shop' });
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
  });

  it('bounds what a request waits for the database: 5 s unless DATABASE_TIMEOUT_SECONDS says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).databaseTimeoutMs).toBe(5000);
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_TIMEOUT_SECONDS: '1.5' }).databaseTimeoutMs).toBe(1500);
    expect(messageFor({ DATABASE_TIMEOUT_SECONDS: 'soon' })).toBe(
      'Invalid configuration: DATABASE_TIMEOUT_SECONDS must be a number',
    );
    expect(messageFor({ DATABASE_TIMEOUT_SECONDS: '0' })).toBe(
      'Invalid configuration: DATABASE_TIMEOUT_SECONDS must be at least 0.1',
    );
  });

  it('expires unpaid invoices every 20 s, never in tests unless asked, and within a minute at most', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).invoiceExpiryMs).toBe(20_000);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).invoiceExpiryMs).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', INVOICE_EXPIRY_SECONDS: '0.5' }).invoiceExpiryMs).toBe(
      500,
    );
    expect(loadConfig({ DATA_DIR: dataDir, INVOICE_EXPIRY_SECONDS: '0' }).invoiceExpiryMs).toBe(0);
    expect(messageFor({ INVOICE_EXPIRY_SECONDS: '90' })).toBe(
      'Invalid configuration: INVOICE_EXPIRY_SECONDS must be at most 60, so that invoices expire within a minute',
    );
  });

  it('makes pick-up windows every 15 minutes, never in tests unless asked, and at least daily', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).pickupWindowsMs).toBe(900_000);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).pickupWindowsMs).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir, PICKUP_WINDOWS_SECONDS: '60' }).pickupWindowsMs).toBe(60_000);
    expect(messageFor({ PICKUP_WINDOWS_SECONDS: '90000' })).toBe(
      'Invalid configuration: PICKUP_WINDOWS_SECONDS must be at most 86400, so that a new day of pick-up windows is made daily',
    );
  });

  it('names the variable and the problem in one line', () => {
    expect(messageFor({ PORT: 'abc' })).toBe('Invalid configuration: PORT must be a number');
    expect(messageFor({ PORT: '70000' })).toBe('Invalid configuration: PORT must be between 1 and 65535');
    expect(messageFor({ DATABASE_URL: 'mysql://x' })).toMatch(
      /^Invalid configuration: DATABASE_URL must start with postgres:\/\//,
    );
    expect(messageFor({ SEED_DEMO: 'maybe' })).toMatch(/^Invalid configuration: SEED_DEMO must be one of true, false/);
    expect(messageFor({ TOKEN_SECRET: 'short' })).toBe(
      'Invalid configuration: TOKEN_SECRET must be at least 32 characters',
    );
  });

  it('reads the Firebase service account from a key file or its JSON, and never shows its key', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).firebaseServiceAccount).toBeUndefined();
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const key = {
      project_id: 'teahouse',
      client_email: 'push@teahouse.iam.gserviceaccount.com',
      private_key: privateKey,
    };
    const file = join(dataDir, 'service-account.json');
    writeFileSync(file, JSON.stringify(key));
    for (const value of [file, JSON.stringify(key)]) {
      const config = loadConfig({ DATA_DIR: dataDir, FIREBASE_SERVICE_ACCOUNT: value });
      const account = config.firebaseServiceAccount!;
      expect(account.projectId).toBe('teahouse');
      expect(account.clientEmail).toBe('push@teahouse.iam.gserviceaccount.com');
      expect(account.privateKey).toBe(privateKey);
      const body = privateKey.split('\n')[1]!;
      expect(JSON.stringify(config)).not.toContain(body);
      expect(inspect(config, { depth: 10 })).not.toContain(body);
    }
  });

  it('refuses a Firebase service account it cannot use, without quoting it', () => {
    const secret = 'PRIVATE-KEY-MATERIAL';
    const refused = [
      `{"project_id": "teahouse", "private_key": "${secret}"`,
      JSON.stringify({ project_id: 'teahouse', client_email: 'push@teahouse.test' }),
      JSON.stringify({ project_id: 'teahouse', client_email: 'push@teahouse.test', private_key: secret }),
    ].map((value) => messageFor({ FIREBASE_SERVICE_ACCOUNT: value }));
    expect(refused[0]).toBe(
      'Invalid configuration: FIREBASE_SERVICE_ACCOUNT must be a Firebase service account key (JSON with project_id, client_email and private_key)',
    );
    expect(refused[1]).toBe(refused[0]);
    expect(refused[2]).toBe(
      'Invalid configuration: FIREBASE_SERVICE_ACCOUNT has a private_key that is not a PEM private key',
    );
    for (const message of refused) expect(message).not.toContain(secret);
    expect(messageFor({ FIREBASE_SERVICE_ACCOUNT: join(dataDir, 'missing.json') })).toMatch(
      /^Invalid configuration: FIREBASE_SERVICE_ACCOUNT names a file that cannot be read/,
    );
  });

  it('connects Midtrans and Xendit only when their keys are set, and never shows the keys', () => {
    const none = loadConfig({ DATA_DIR: dataDir });
    expect(none.paymentProviders).toEqual({ midtrans: undefined, xendit: undefined, timeoutMs: 10_000 });
    const midtransKey = 'SB-Mid-server-abcdefghijklmnopqrstuvwx';
    const xenditKey = 'xnd_development_abcdefghijklmnopqrstuvwxyz0123456789';
    const config = loadConfig({
      DATA_DIR: dataDir,
      MIDTRANS_SERVER_KEY: midtransKey,
      XENDIT_SECRET_KEY: xenditKey,
      XENDIT_BASE_URL: 'http://127.0.0.1:4999/',
      PAYMENT_PROVIDER_TIMEOUT_MS: '2500',
    });
    const { midtrans, xendit, timeoutMs } = config.paymentProviders;
    expect(midtrans!.baseUrl).toBe('https://api.sandbox.midtrans.com');
    expect(midtrans!.key.reveal()).toBe(midtransKey);
    expect(xendit!.baseUrl).toBe('http://127.0.0.1:4999');
    expect(xendit!.key.reveal()).toBe(xenditKey);
    expect(timeoutMs).toBe(2500);
    const shown = [JSON.stringify(config), inspect(config, { depth: 10 }), `${midtrans!.key}`];
    for (const text of shown) {
      expect(text).not.toContain(midtransKey);
      expect(text).not.toContain(xenditKey);
    }
    expect(loadConfig({ DATA_DIR: dataDir, MIDTRANS_BASE_URL: '' }).paymentProviders.midtrans).toBeUndefined();
  });

  it('refuses a provider address that is not http(s) and a timeout out of bounds', () => {
    expect(messageFor({ MIDTRANS_BASE_URL: 'api.midtrans.com' })).toBe(
      'Invalid configuration: MIDTRANS_BASE_URL must be an http:// or https:// address',
    );
    expect(messageFor({ PAYMENT_PROVIDER_TIMEOUT_MS: '50' })).toBe(
      'Invalid configuration: PAYMENT_PROVIDER_TIMEOUT_MS must be at least 100',
    );
    expect(messageFor({ PAYMENT_PROVIDER_TIMEOUT_MS: 'soon' })).toBe(
      'Invalid configuration: PAYMENT_PROVIDER_TIMEOUT_MS must be a number',
    );
  });

  it('requires a token secret in production and turns demo seeding off there', () => {
    expect(messageFor({ NODE_ENV: 'production' })).toBe(
      'Invalid configuration: TOKEN_SECRET is required in production (at least 32 characters)',
    );
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(40) });
    expect(config.seedDemo).toBe(false);
  });
});
