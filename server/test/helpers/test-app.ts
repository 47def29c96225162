// Builds the server for a test file on its own database with the core demo seed, and wraps inject
// so every response is checked against the contract (see contract-responses).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { seedDemo, DEMO_ADMIN, DEMO_STAFF, type SeedOptions } from '../../src/db/seed';
import type { CoreSeed } from '../../src/db/seed/core';
import { contractViolations } from './contract-responses';
import { createTestDatabase } from './database';

export { DEMO_ADMIN, DEMO_STAFF };

export interface ApiResponse {
  status: number;
  body: any;
  headers: Record<string, unknown>;
  raw: string;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  payload?: InjectOptions['payload'];
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  seed: CoreSeed;
  request(method: string, url: string, options?: RequestOptions): Promise<ApiResponse>;
  signIn(email: string, password: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * By default the database holds only the core seed (people, roles, outlets, categories); pass
 * seedOptions such as `{ orders: 500 }` for the business data too (SKUs, orders, stock...).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  seedOptions: Omit<SeedOptions, 'uploadsDir'> = { business: false },
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'teahouse-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    TOKEN_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...env,
  });
  const app = await buildApp(config);
  const seed = await seedDemo(app.db, { uploadsDir: config.uploadsDir, ...seedOptions });

  async function request(method: string, url: string, options: RequestOptions = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await app.inject({
      method: method as InjectOptions['method'],
      url,
      query: options.query,
      headers,
      ...(options.payload !== undefined
        ? { payload: options.payload }
        : options.body !== undefined
          ? { payload: options.body as object }
          : {}),
    });
    const violations = contractViolations(
      method,
      url,
      response.statusCode,
      response.headers['content-type'] as string | undefined,
      response.body,
    );
    if (violations.length)
      throw new Error(`Contract violation:\n${violations.join('\n')}\nBody: ${response.body.slice(0, 500)}`);
    let body: unknown = response.body;
    try {
      body = JSON.parse(response.body);
    } catch {
      // Not JSON (an image, the app); tests read raw.
    }
    return { status: response.statusCode, body, headers: response.headers, raw: response.body };
  }

  async function signIn(email: string, password: string) {
    const response = await request('POST', '/usr/v1/login', { body: { email, password } });
    if (response.status !== 200) throw new Error(`Sign-in as ${email} failed: ${response.raw}`);
    return response.body.data.token as string;
  }

  return {
    app,
    config,
    seed,
    request,
    signIn,
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
