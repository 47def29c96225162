// Heavy reads (the dashboard, the reports and their downloads): a gate that runs a few at a time with
// a bounded queue and refuses past it with 503, leaving the database to sign-in and small reads in
// between; and a short cache of the dashboard's answer that is never shared across outlet reaches.
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { orders, outlets } from '../../src/db/schema';
import { HttpError } from '../../src/lib/http-error';
import { HEAVY_READ_LIMITS, HEAVY_READS_BUSY, heavyReadsOf, HeavyReads, reachKey } from '../../src/lib/heavy-reads';
import type { ApiClient } from '../helpers/api-client';
import { build, DEMO_ADMIN } from '../helpers/test-app';

/** A read that answers `value` once `finish` is called (before or after it starts). */
function pendingRead<T>(value: T) {
  let finish = () => {};
  const answer = new Promise<T>((resolve) => {
    finish = () => resolve(value);
  });
  const read = {
    started: false,
    finish,
    run: () => {
      read.started = true;
      return answer;
    },
  };
  return read;
}

const signInBody = { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, remember: false };

describe('the heavy reads gate', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs as many at once as allowed and queues the rest in order', async () => {
    const gate = new HeavyReads({ running: 2, waiting: 3, pause: 0 }, 0);
    const reads = [1, 2, 3, 4, 5].map((n) => pendingRead(n));
    const startedInOrder: number[] = [];
    const answers = reads.map((read, i) =>
      gate.run(() => {
        startedInOrder.push(i + 1);
        return read.run();
      }),
    );
    await vi.waitFor(() => expect(startedInOrder).toEqual([1, 2]));
    expect([gate.running, gate.waiting]).toEqual([2, 3]);

    // One ends: the first in the queue takes its place, the others still wait.
    reads[1]!.finish();
    expect(await answers[1]).toBe(2);
    await vi.waitFor(() => expect(startedInOrder).toEqual([1, 2, 3]));
    expect([gate.running, gate.waiting]).toEqual([2, 2]);

    reads[4]!.finish();
    reads[3]!.finish();
    reads[0]!.finish();
    reads[2]!.finish();
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4, 5]);
    expect(startedInOrder).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses a read past the queue at once with 503 and Retry-After, and takes reads again when it moves', async () => {
    const gate = new HeavyReads({ running: 1, waiting: 2, pause: 0 }, 0);
    const reads = [1, 2, 3].map((n) => pendingRead(n));
    const answers = reads.map((read) => gate.run(read.run));
    const refused = pendingRead(4);
    const error = await gate.run(refused.run).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 503, detail: HEAVY_READS_BUSY, headers: { 'retry-after': '2' } });
    expect(refused.started).toBe(false);

    reads[0]!.finish();
    await vi.waitFor(() => expect(reads[1]!.started).toBe(true));
    expect(gate.waiting).toBe(1);
    const admitted = pendingRead(5);
    const later = gate.run(admitted.run);
    for (const read of [...reads, admitted]) read.finish();
    expect(await Promise.all([...answers, later])).toEqual([1, 2, 3, 5]);
  });

  it('passes a failure on to its caller and goes on with the next read', async () => {
    const gate = new HeavyReads({ running: 1, waiting: 2, pause: 0 }, 0);
    const failing = gate.run(() => Promise.reject(new Error('boom')));
    const next = gate.run(async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('next');
  });

  it('holds the turn after a read for a share of its time, so other statements get the database', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setImmediate', 'performance', 'Date'] });
    const gate = new HeavyReads({ running: 1, waiting: 2, pause: 1 }, 0);
    const first = pendingRead('first');
    const second = pendingRead('second');
    const answers = [gate.run(first.run), gate.run(second.run)];
    await vi.advanceTimersByTimeAsync(300);
    first.finish();
    expect(await answers[0]).toBe('first');
    // The first took 300 ms: the second starts 300 ms after it ended, not before.
    await vi.advanceTimersByTimeAsync(290);
    expect(second.started).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(second.started).toBe(true);
    second.finish();
    await vi.advanceTimersByTimeAsync(10);
    expect(await answers[1]).toBe('second');
  });

  it('runs one heavy read at a time on PGlite and keeps a bounded queue on either database', () => {
    expect(HEAVY_READ_LIMITS.pglite.running).toBe(1);
    for (const limits of Object.values(HEAVY_READ_LIMITS)) {
      expect(limits.running).toBeGreaterThanOrEqual(1);
      expect(limits.waiting).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('the heavy reads cache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('serves an answer again by key while it is fresh, and reads again once it is not', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new HeavyReads({ running: 1, waiting: 4, pause: 0 }, 5000);
    let reads = 0;
    const read = async () => ({ read: ++reads });
    const first = await cache.cached('dashboard:30:all', read);
    vi.advanceTimersByTime(4000);
    expect(await cache.cached('dashboard:30:all', read)).toBe(first);
    expect(await cache.cached('dashboard:7:all', read)).toEqual({ read: 2 });
    vi.advanceTimersByTime(1000);
    expect(await cache.cached('dashboard:30:all', read)).toEqual({ read: 3 });
  });

  it('shares one read among requests for a key while it is being read', async () => {
    const cache = new HeavyReads({ running: 1, waiting: 4, pause: 0 }, 5000);
    const read = pendingRead({ figures: 1 });
    const spy = vi.fn(read.run);
    const answers = [cache.cached('k', spy), cache.cached('k', spy), cache.cached('k', spy)];
    await vi.waitFor(() => expect(read.started).toBe(true));
    read.finish();
    const [a, b, c] = await Promise.all(answers);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
  });

  it('keeps no failure, and nothing at all when the cache time is 0', async () => {
    const cache = new HeavyReads({ running: 1, waiting: 4, pause: 0 }, 5000);
    await expect(cache.cached('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.cached('k', async () => 'fine')).toBe('fine');

    const uncached = new HeavyReads({ running: 1, waiting: 4, pause: 0 }, 0);
    let reads = 0;
    await uncached.cached('k', async () => ++reads);
    await uncached.cached('k', async () => ++reads);
    expect(reads).toBe(2);
  });

  it('keys outlet reaches so that only equal reaches share an answer', () => {
    const keys = [
      { all: true } as const,
      { all: false, ids: [] } as const,
      { all: false, ids: [1] } as const,
      { all: false, ids: [1, 23] } as const,
      { all: false, ids: [12, 3] } as const,
      { all: false, ids: [123] } as const,
    ].map(reachKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(reachKey({ all: false, ids: [3, 1] })).toBe(reachKey({ all: false, ids: [1, 3] }));
  });

  it('is kept DASHBOARD_CACHE_SECONDS, 5 by default, at most a minute, 0 for none', () => {
    const env = { TOKEN_SECRET: 'a-secret-that-is-at-least-32-characters-long' };
    expect(loadConfig(env).dashboardCacheMs).toBe(5000);
    expect(loadConfig({ ...env, DASHBOARD_CACHE_SECONDS: '0' }).dashboardCacheMs).toBe(0);
    expect(loadConfig({ ...env, DASHBOARD_CACHE_SECONDS: '2.5' }).dashboardCacheMs).toBe(2500);
    expect(() => loadConfig({ ...env, DASHBOARD_CACHE_SECONDS: '61' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, DASHBOARD_CACHE_SECONDS: 'soon' })).toThrow(
      'Invalid configuration: DASHBOARD_CACHE_SECONDS must be a number',
    );
  });
});

describe('heavy reads through the server', async () => {
  const t = await build();
  const admin = await t.asAdmin();
  const today = new Date().toISOString().slice(0, 10);
  const salesReport = { params: { query: { start_date: today, end_date: today } } };
  const dashboard = () => admin.GET('/adm/v1/dashboard/analytics', { params: { query: { days: 30 } } });
  const signIn = () => t.api().POST('/usr/v1/login', { body: signInBody });

  /**
   * Fills the gate's running places (and `waiting` queue places) with reads that wait for
   * `release`, once the reads of earlier tests have passed their turns on.
   */
  async function occupy(waiting: number) {
    const reads = heavyReadsOf(t.app);
    const limits = HEAVY_READ_LIMITS[t.app.dbKind];
    await vi.waitFor(() => expect([reads.running, reads.waiting]).toEqual([0, 0]), { timeout: 5000 });
    const held = Array.from({ length: limits.running + waiting }, () => pendingRead(undefined));
    const done = held.map((read) => reads.run(read.run));
    return {
      reads,
      limits,
      async release() {
        for (const read of held) read.finish();
        await Promise.all(done);
      },
    };
  }

  it('answers sign-in and small reads while the dashboard and a report wait their turn', async () => {
    const gate = await occupy(0);
    let answered = 0;
    const figures = dashboard().finally(() => answered++);
    const report = admin.GET('/adm/v1/reports/sales', salesReport).finally(() => answered++);
    await vi.waitFor(() => expect(gate.reads.waiting).toBe(2), { timeout: 5000 });

    expect((await admin.GET('/usr/v1/info')).response.status).toBe(200);
    expect((await signIn()).response.status).toBe(200);
    expect(answered).toBe(0);

    await gate.release();
    expect((await figures).response.status).toBe(200);
    expect((await report).response.status).toBe(200);
  });

  it('answers 503 with Retry-After in the error envelope past the queue, and sign-in still works', async () => {
    const gate = await occupy(HEAVY_READ_LIMITS[t.app.dbKind].waiting);
    try {
      expect(gate.reads.waiting).toBe(gate.limits.waiting);
      for (const [name, read] of [
        ['dashboard', dashboard],
        ['sales report', () => admin.GET('/adm/v1/reports/sales', salesReport)],
        ['sales export', () => admin.GET('/adm/v1/reports/sales/export', salesReport)],
      ] as const) {
        const busy = await read();
        expect(busy.response.status, name).toBe(503);
        expect(busy.response.headers.get('retry-after'), name).toBe('2');
        expect(busy.error, name).toEqual({ errors: [{ detail: HEAVY_READS_BUSY }] });
      }
      expect((await signIn()).response.status).toBe(200);
      expect((await admin.GET('/usr/v1/info')).response.status).toBe(200);
    } finally {
      await gate.release();
    }
    expect((await dashboard()).response.status).toBe(200);
  });
});

describe('the dashboard cache through the server', async () => {
  const t = await build({ env: { DASHBOARD_CACHE_SECONDS: '60' }, seed: { orders: 600 } });
  const admin = await t.asAdmin();
  /** The Outlet Cashier at Bandung Dago. */
  const cashier = await t.asStaff();
  const bandung = t.outletId['Bandung Dago']!;

  const analytics = async (user: ApiClient, days: 7 | 30 = 30) => {
    const res = await user.GET('/adm/v1/dashboard/analytics', { params: { query: { days } } });
    expect(res.response.status).toBe(200);
    return res.data!.data;
  };

  /** Paid orders in the answer's window at the outlet (every outlet without one), from the orders. */
  async function paidOrders(d: { window: { start_at: string; end_at: string } }, outletId?: number) {
    const [row] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        and(
          gte(orders.createdAt, new Date(d.window.start_at)),
          lt(orders.createdAt, new Date(d.window.end_at)),
          sql`${orders.status} between 100 and 400`,
          outletId === undefined ? sql`true` : eq(orders.outletId, outletId),
        ),
      );
    return row!.n;
  }

  it("never gives an outlet-limited user the admin's figures, nor the admin theirs", async () => {
    for (const days of [7, 30] as const) {
      const everywhere = await analytics(admin, days);
      // Another user reaching every outlet is served the same answer: the cache is in use.
      const other = await t.newUser({ roles: [{ role: 'Super Admin' }] });
      expect(await analytics(other, days)).toEqual(everywhere);

      const mine = await analytics(cashier, days);
      expect(mine.totals.order_count).toBe(await paidOrders(mine, bandung));
      expect(mine.totals.order_count).toBeGreaterThan(0);
      expect(mine.totals.order_count).toBeLessThan(everywhere.totals.order_count);
      expect(everywhere.totals.order_count).toBe(await paidOrders(everywhere));
      expect(await analytics(cashier, days)).toEqual(mine);
      expect(await analytics(admin, days)).toEqual(everywhere);
    }
  });

  it('keeps apart users of different outlets and users who may see no sales', async () => {
    const [other] = await t.app.db
      .select()
      .from(outlets)
      .where(sql`${outlets.id} <> ${bandung}`)
      .limit(1);
    const atBandung = await analytics(cashier);
    const elsewhere = await t.newUser({ roles: [{ role: 'Outlet Cashier', outlet: other!.id }] });
    const theirs = await analytics(elsewhere);
    expect(theirs.totals.order_count).toBe(await paidOrders(theirs, other!.id));
    expect(theirs.totals).not.toEqual(atBandung.totals);

    await analytics(admin);
    const editor = await t.newUser({ roles: [{ role: 'Menu Editor' }] });
    const none = await analytics(editor);
    expect(none.totals.order_count).toBe(0);
    expect(none.top_skus).toEqual([]);
  });

  it('serves a cached answer only for the window it was read for', async () => {
    const week = await analytics(admin, 7);
    const month = await analytics(admin, 30);
    expect(week.days).toBe(7);
    expect(month.days).toBe(30);
    expect(month.sales_series).toHaveLength(30);
  });
});
