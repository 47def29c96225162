// The server tests' harness. `const t = await build()` at the top of a file (or of a describe, or
// inside one test) builds the server on a database of its own with the core demo seed, and closes
// it once those tests are done. Requests go through the client typed from the contract, signed in
// as the demo admin (`t.asAdmin()`), the demo cashier (`t.asStaff()`), a new user holding given
// scopes (`t.asUser(scopes, outletId)`) or anyone (`t.api(token)`); only what the contract forbids
// goes through `t.raw`. Every answer, either way, is checked against the contract.
import { mkdtempSync, rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, onTestFinished, TestRunner } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { PushSender } from '../../src/lib/web-push';
import type { AdminScope } from '../../src/lib/scopes';
import { outlets, roles, userRoles, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { createSession } from '../../src/services/auth/sessions';
import { seedDemo, DEMO_ADMIN, DEMO_STAFF, type SeedOptions } from '../../src/seed';
import type { CoreSeed } from '../../src/seed/core';
import { apiClient, type ApiClient, type ClientOptions } from './api-client';
import { contractViolations } from './contract-responses';
import { createTestDatabase } from './database';
import { uniqueName } from './unique';

export { DEMO_ADMIN, DEMO_STAFF };

/** A signed-in user: the typed client carrying their session, with who they are. */
export type User = ApiClient & { id: number; email: string; password: string; token: string };

/** An answer to `t.raw`: its status, headers, body parsed when it is JSON, and its text. */
export interface RawResponse {
  status: number;
  body: any;
  headers: Record<string, unknown>;
  text: string;
}

export interface RawOptions {
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** Sent as it is (a string or bytes), with the content type given in `headers`. */
  payload?: InjectOptions['payload'];
}

export interface NewUserOptions {
  /** Roles by name (the seed's, or one `newRole` made), each at an outlet or everywhere. */
  roles?: { role: string; outlet?: number }[];
  password?: string;
  /** The user recorded as having created the account (none by default, as for the seed). */
  createdBy?: number;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  seed: CoreSeed;
  /** The seeded outlets' ids by name ('Bandung Dago', 'Jakarta Kemang', 'Surabaya Tunjungan'). */
  outletId: Record<string, number>;
  /** The contract-typed client, anonymous or signed in with `token`. */
  api(token?: string, options?: Omit<ClientOptions, 'token'>): ApiClient;
  /** The demo Super Admin (every scope at every outlet), signed in through the API. */
  asAdmin(): Promise<User>;
  /** The demo staff account, the Outlet Cashier at Bandung Dago, signed in through the API. */
  asStaff(): Promise<User>;
  /**
   * A new user holding exactly `scopes`: through a USER role at `outletId`, or an ADMIN role
   * (every outlet) without one. Signed in, with the role made for them.
   */
  asUser(scopes: AdminScope[], outletId?: number): Promise<User & { role: { id: number; name: string } }>;
  /** A new role holding `scopes`, USER by default, that `newUser` can then give by its name. */
  newRole(
    scopes: AdminScope[],
    options?: { type?: 'USER' | 'ADMIN'; label?: string },
  ): Promise<{ id: number; name: string }>;
  /** A new user with a unique email and phone, holding `roles`; signed in without a sign-in request. */
  newUser(options?: NewUserOptions): Promise<User>;
  /** Signs in through the API and answers the session's token. */
  signIn(email: string, password: string): Promise<string>;
  /** A new session of `user`, signed in through the API. */
  signInAs(user: { id: number; email: string; password: string }): Promise<User>;
  /**
   * Sends a request as it is, outside the typed client: for what the contract forbids or cannot
   * express (a malformed or mistyped body, a missing or unknown header, another media type, a path
   * outside the contract) and for the walks that build requests from the contract at run time.
   */
  raw(method: string, url: string, options?: RawOptions): Promise<RawResponse>;
  /** The log lines written so far, parsed (set LOG_LEVEL to see any). */
  logs(): Record<string, any>[];
  /** Takes the database away from the server, as a database that went away would (see BuildOptions). */
  cutDatabase(): Promise<void>;
}

/**
 * By default the database holds only the core seed (people, roles, outlets, categories); `seed`
 * such as `{ orders: 500 }` adds the business data too (SKUs, orders, stock...).
 */
export interface BuildOptions {
  /** Settings over the tests' own (see loadConfig). */
  env?: Record<string, string>;
  seed?: SeedOptions;
  /** Reach the test database another way (through a proxy that a test can cut, say). */
  databaseUrl?: (url: string) => string;
  /** Web pushes go here instead of Firebase (they still need FIREBASE_SERVICE_ACCOUNT). */
  pushSender?: PushSender;
  /** How `cutDatabase` takes the database away; by default it ends the connection under the server. */
  cutDatabase?: () => Promise<void>;
}

/**
 * Runs `close` once the tests at hand are done: after the test when called inside one, else after
 * the file's or the describe's tests (call it at their top, not in a hook).
 */
export function closeWhenDone(close: () => Promise<void>) {
  if (TestRunner.getCurrentTest()) onTestFinished(close);
  else afterAll(close);
}

/**
 * A second API process on the database of `t` (PostgreSQL only), as behind a load balancer: its own
 * server and data folder, closed once the tests at hand are done.
 */
export async function secondServer(t: TestApp): Promise<FastifyInstance> {
  if (t.config.database.kind !== 'postgres') throw new Error('A second server needs PostgreSQL');
  const dataDir = mkdtempSync(join(tmpdir(), 'teahouse-b-'));
  const other = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: t.config.database.url,
      DATA_DIR: dataDir,
      TOKEN_SECRET: 'test-secret-that-is-at-least-32-characters-long',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
    }),
  );
  closeWhenDone(async () => {
    await other.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return other;
}

/** The server for the tests at hand, closed once they are done (see closeWhenDone). */
export async function build(options: BuildOptions = {}): Promise<TestApp> {
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
    ...options.env,
  });
  // On PGlite the in-memory database starts from the run's migrated copy.
  if (config.database.kind === 'pglite') config.database = database.target;
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const app = await buildApp(config, { logStream, pushSender: options.pushSender });
  let databaseGone = false;
  closeWhenDone(async () => {
    // Once a test has taken the database away, closing the connection to it may fail.
    await app.close().catch((error: unknown) => {
      if (!databaseGone) throw error;
    });
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  // Outside the request bounds, as the server's own demo seed: a large seed may take a while.
  const seed = await app.withoutBounds((db) => seedDemo(db, options.seed ?? { business: false }));
  const outletId = Object.fromEntries(
    (await app.db.select({ id: outlets.id, name: outlets.name }).from(outlets)).map((o) => [o.name, o.id]),
  );
  let userCount = 0;

  const api = (token?: string, clientOptions: Omit<ClientOptions, 'token'> = {}) =>
    apiClient(app, { ...clientOptions, token });
  const signedIn = (person: { id: number; email: string; password: string; token: string }): User =>
    Object.assign(api(person.token), person);

  async function raw(method: string, url: string, options: RawOptions = {}): Promise<RawResponse> {
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
      // Not JSON (an image, the app); tests read the text.
    }
    return { status: response.statusCode, body, headers: response.headers, text: response.body };
  }

  async function signIn(email: string, password: string) {
    const { data, error, response } = await api().POST('/usr/v1/login', {
      body: { email, password, remember: false },
    });
    if (!data) throw new Error(`Sign-in as ${email} failed with ${response.status}: ${JSON.stringify(error)}`);
    return data.data.token;
  }

  async function signInAs({ id, email, password }: { id: number; email: string; password: string }) {
    return signedIn({ id, email, password, token: await signIn(email, password) });
  }

  async function newRole(scopes: AdminScope[], options: { type?: 'USER' | 'ADMIN'; label?: string } = {}) {
    const [role] = await app.db
      .insert(roles)
      .values({ name: uniqueName(options.label ?? 'Test Role'), type: options.type ?? 'USER', scopes })
      .returning({ id: roles.id, name: roles.name });
    seed.roleIds[role!.name] = role!.id;
    return role!;
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
    return signedIn({ id, email, password, token: session.token });
  }

  return {
    app,
    config,
    seed,
    outletId,
    api,
    asAdmin: () => signInAs({ id: seed.adminId, ...DEMO_ADMIN }),
    asStaff: () => signInAs({ id: seed.staffId, ...DEMO_STAFF }),
    async asUser(scopes, outletId) {
      const role = await newRole(scopes, { type: outletId === undefined ? 'ADMIN' : 'USER' });
      return Object.assign(await newUser({ roles: [{ role: role.name, outlet: outletId }] }), { role });
    },
    newRole,
    newUser,
    signIn,
    signInAs,
    raw,
    logs: () => logLines.map((line) => JSON.parse(line) as Record<string, any>),
    async cutDatabase() {
      databaseGone = true;
      if (options.cutDatabase) return options.cutDatabase();
      const client = (app.db as unknown as { $client: { end?(): Promise<void>; close?(): Promise<void> } }).$client;
      await (client.end ? client.end() : client.close!());
    },
  };
}

// Hashing is deliberately slow; tests that make many users share one hash per password.
const hashes = new Map<string, Promise<string>>();
function testPasswordHash(password: string) {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
}
