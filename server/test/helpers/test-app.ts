// Builds the server for a test file on its own database with the core demo seed, and wraps inject
// so every response is checked against the contract (see contract-responses).
import { mkdtempSync, rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { PushSender } from '../../src/lib/web-push';
import { userRoles, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { createSession } from '../../src/services/auth/sessions';
import { seedDemo, DEMO_ADMIN, DEMO_STAFF, type SeedOptions } from '../../src/db/seed';
import type { CoreSeed } from '../../src/db/seed/core';
import { apiClient, type ApiClient, type ClientOptions } from './api-client';
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

export interface NewUserOptions {
  roles?: { role: string; outlet?: number }[];
  password?: string;
  /** The user recorded as having created the account (none by default, as for the seed). */
  createdBy?: number;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  seed: CoreSeed;
  request(method: string, url: string, options?: RequestOptions): Promise<ApiResponse>;
  signIn(email: string, password: string): Promise<string>;
  /** The log lines written so far, parsed (set LOG_LEVEL to see any). */
  logs(): Record<string, any>[];
  /** The contract-typed client, anonymous or signed in with `token`. */
  api(token?: string, options?: Omit<ClientOptions, 'token'>): ApiClient;
  /** A new user with a unique email and phone, holding `roles` (names from the seed); signed in. */
  newUser(options?: NewUserOptions): Promise<{ id: number; email: string; password: string; token: string }>;
  close(): Promise<void>;
}

/**
 * By default the database holds only the core seed (people, roles, outlets, categories); pass
 * seedOptions such as `{ orders: 500 }` for the business data too (SKUs, orders, stock...).
 */
export interface TestAppOptions {
  /** Reach the test database another way (through a proxy that a test can cut, say). */
  databaseUrl?: (url: string) => string;
  /** Web pushes go here instead of Firebase (they still need FIREBASE_SERVICE_ACCOUNT). */
  pushSender?: PushSender;
}

export async function createTestApp(
  env: Record<string, string> = {},
  seedOptions: SeedOptions = { business: false },
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'teahouse-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: options.databaseUrl?.(database.url) ?? database.url,
    DATA_DIR: dataDir,
    TOKEN_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // Suites sign in many times from one address; the throttle tests set their own limit.
    AUTH_RATE_LIMIT: '100000',
    // Suites read the dashboard right after changing its figures; the cache tests set their own.
    DASHBOARD_CACHE_SECONDS: '0',
    ...env,
  });
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const app = await buildApp(config, { logStream, pushSender: options.pushSender });
  let userCount = 0;
  // Outside the request bounds, as the server's own demo seed: a large seed may take a while.
  const seed = await app.withoutBounds((db) => seedDemo(db, seedOptions));

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

  async function newUser(options: NewUserOptions = {}) {
    const n = ++userCount;
    const password = options.password ?? 'Teahouse2026';
    const email = `user${n}.${process.pid}@example.com`;
    const [row] = await app.db
      .insert(users)
      .values({
        name: `Test User ${n}`,
        email,
        phoneNumber: `0813${String(n).padStart(8, '0')}`,
        passwordHash: await testPasswordHash(password),
        createdBy: options.createdBy,
      })
      .returning({ id: users.id });
    const id = row!.id;
    const held = (options.roles ?? []).map(({ role, outlet }) => ({
      userId: id,
      roleId: seed.roleIds[role]!,
      outletId: outlet ?? null,
    }));
    if (held.length) await app.db.insert(userRoles).values(held);
    // A session straight from the database: making users must not count against sign-in throttles.
    const session = await createSession(app.db, config.tokenSecret, id);
    return { id, email, password, token: session.token };
  }

  return {
    app,
    config,
    seed,
    request,
    signIn,
    api: (token?: string, options: Omit<ClientOptions, 'token'> = {}) => apiClient(app, { ...options, token }),
    logs: () => logLines.map((line) => JSON.parse(line) as Record<string, any>),
    newUser,
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// Hashing is deliberately slow; tests that make many users share one hash per password.
const hashes = new Map<string, Promise<string>>();
function testPasswordHash(password: string) {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
}
