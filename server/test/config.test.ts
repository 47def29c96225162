// Configuration is validated at boot with one clear line per mistake.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  it('requires a token secret in production and turns demo seeding off there', () => {
    expect(messageFor({ NODE_ENV: 'production' })).toBe(
      'Invalid configuration: TOKEN_SECRET is required in production (at least 32 characters)',
    );
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(40) });
    expect(config.seedDemo).toBe(false);
  });
});
