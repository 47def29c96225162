// Two API processes on one PostgreSQL database, as behind a load balancer, each with a data
// directory of its own and one TOKEN_SECRET: started at once on an empty database they migrate it
// once, and whatever a user does through one holds through the other: an image uploaded through A
// makes a category through B and B serves it, an order placed through B reaches the live events
// opened on A, sign-in throttles count the requests both answered, and a logout on A ends the
// session on B.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import createClient from 'openapi-fetch';
import type { paths as customerPaths } from '../../generated/app/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, type Database } from '../src/db/client';
import { devOutbox, outletPickupSettings, timeslots } from '../src/db/schema';
import { DEMO_ADMIN, seedDemo } from '../src/seed';
import type { CoreSeed } from '../src/seed/core';
import { addDays, jakartaDate } from '../src/lib/jakarta-time';
import { startApiProcess, type ApiProcess } from './helpers/api-process';
import { createTestDatabase, type TestDatabase } from './helpers/database';
import { openEventStream } from './helpers/event-stream';
import { PNG, uploadImage } from './helpers/images';

const AUTH_RATE_LIMIT = 5;

let test: TestDatabase;
let database: Database;
let seed: CoreSeed;
const dataDirs: string[] = [];
let a: ApiProcess;
let b: ApiProcess;
let admin: string;

beforeAll(async () => {
  test = await createTestDatabase();
  const env = (dataDir: string) => ({
    NODE_ENV: 'test',
    DATABASE_URL: test.url,
    DATA_DIR: dataDir,
    TOKEN_SECRET: 'one-secret-for-every-process-at-least-32-characters',
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT),
    // The test stands where the load balancer would: the client address is its X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
    EVENT_HEARTBEAT_SECONDS: '0.3',
  });
  dataDirs.push(mkdtempSync(join(tmpdir(), 'teahouse-a-')), mkdtempSync(join(tmpdir(), 'teahouse-b-')));
  // At the same moment, on an empty database.
  [a, b] = await Promise.all([startApiProcess(env(dataDirs[0]!)), startApiProcess(env(dataDirs[1]!))]);
  database = await openDatabase({ kind: 'postgres', url: test.url });
  seed = await seedDemo(database.db, { business: false });
  const { data } = await a
    .api()
    .POST('/usr/v1/login', { body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, remember: false } });
  admin = data!.data.token;
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.close();
  await test?.drop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

async function rows<T>(query: string): Promise<T[]> {
  return ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

describe('two API processes on one PostgreSQL database', () => {
  it('started at once on an empty database, migrated it once', async () => {
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const applied = await rows<{ times: number }>(
      'select count(*)::int as times from drizzle.__drizzle_migrations group by created_at',
    );
    expect(applied).toHaveLength(journal.entries.length);
    expect(applied.every((migration) => migration.times === 1)).toBe(true);
  });

  it('share uploads: an image uploaded through A makes a category through B, and B serves it', async () => {
    const url = await uploadImage(a.api(admin));
    const category = await b.api(admin).POST('/adm/v1/categories', {
      body: { name: 'Shared Cheese Foam', status: true, image_url: url },
    });
    expect(category.response.status).toBe(201);
    expect(category.data!.data.image_url).toBe(url);
    const served = await fetch(`${b.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const etag = `"${createHash('sha256').update(PNG).digest('hex')}"`;
    expect(served.headers.get('etag')).toBe(etag);
    // A browser that had it from B revalidates it against A.
    expect((await fetch(`${a.url}${url}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    // Neither process keeps anything of it (or anything else) in its data directory.
    for (const dir of dataDirs) expect(readdirSync(dir)).toEqual([]);
  });

  it("share live events: a customer's order placed through B reaches the stream opened on A", async () => {
    // A shop (not the head office) taking orders, with a window tomorrow.
    const outletId = seed.outletIds[1]!;
    await database.db
      .insert(outletPickupSettings)
      .values({ outletId, slotMinutes: 30, capacity: 5 })
      .onConflictDoNothing();
    const [window] = await database.db
      .insert(timeslots)
      .values({
        outletId,
        date: addDays(jakartaDate(Date.now()), 1),
        startTime: '10:00',
        endTime: '10:30',
        capacity: 100,
      })
      .returning({ id: timeslots.id });
    const sku = await b.api(admin).POST('/adm/v1/skus', {
      body: {
        name: 'Shared Thai Tea',
        status: true,
        category_id: Object.values(seed.categoryIds)[0]!,
        price: 22000,
        unit_amount: 1,
        unit: 'cup',
        image_url: await uploadImage(a.api(admin)),
        kind: 'product',
        is_bundled: false,
        bundle_items: [],
        discounted_price: 0,
      },
    });
    expect(sku.response.status).toBe(201);
    const stream = await openEventStream(a.url, admin);
    try {
      expect(stream.status).toBe(200);
      // A customer signs in and orders through B's customer operations, over HTTP.
      const customers = createClient<customerPaths>({ baseUrl: b.url });
      const phone = '+6281377700001';
      expect((await customers.POST('/app/v1/auth/otp', { body: { phone_number: phone } })).response.status).toBe(200);
      const [sent] = await database.db
        .select({ text: devOutbox.text })
        .from(devOutbox)
        .where(eq(devOutbox.to, phone))
        .orderBy(desc(devOutbox.id))
        .limit(1);
      const otp = /\d{6}/.exec(sent!.text)![0];
      const signedIn = await customers.POST('/app/v1/auth/token', { body: { phone_number: phone, otp } });
      const placed = await customers.POST('/app/v1/orders', {
        headers: { authorization: `Bearer ${signedIn.data!.data.token}` },
        body: {
          outlet_id: outletId,
          pickup_window_id: window!.id,
          items: [{ sku_id: sku.data!.data.id, quantity: 1 }],
        },
      });
      expect(placed.response.status).toBe(201);
      const orderId = placed.data!.data.id;
      const event = await stream.next(
        (e) => e.event === 'order.created' && JSON.parse(e.data).order_id === orderId,
        10_000,
      );
      expect(JSON.parse(event.data)).toMatchObject({ order_id: orderId, outlet: { id: outletId } });
    } finally {
      stream.close();
    }
  });

  it('share throttles: sign-ins from one address count across both processes', async () => {
    const from = { 'x-forwarded-for': '203.0.113.7' };
    const signIn = (api: ApiProcess) =>
      api.api(undefined, from).POST('/usr/v1/login', {
        body: { email: 'nobody@example.com', password: 'Wrong12345', remember: false },
      });
    // Three through A and two through B: neither alone reaches the limit.
    for (const api of [a, b, a, b, a]) expect((await signIn(api)).response.status).toBe(401);
    const over = await signIn(b);
    expect(over.response.status).toBe(429);
    expect(Number(over.response.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('share sessions: a logout on A ends the session on B, and its live events', async () => {
    const { data } = await b
      .api()
      .POST('/usr/v1/login', { body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, remember: false } });
    const token = data!.data.token;
    expect((await a.api(token).GET('/usr/v1/info')).response.status).toBe(200);
    const stream = await openEventStream(b.url, token);
    try {
      expect(stream.status).toBe(200);
      expect((await a.api(token).POST('/usr/v1/logout')).response.status).toBe(200);
      expect((await b.api(token).GET('/usr/v1/info')).response.status).toBe(401);
      await stream.ended;
    } finally {
      stream.close();
    }
  });
});
