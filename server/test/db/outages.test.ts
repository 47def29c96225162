// What the API does when its database drops or stalls. On PostgreSQL the API runs as a process of
// its own and reaches the database through a proxy that the tests cut and stall while stock
// adjustments (transactions) are under way: the process must stay up, every request must end, as a
// success or as 503 with Retry-After, requests must succeed again as soon as the database is back,
// and the live order events must listen again by themselves. PGlite has no network to cut: on it
// the health check's answer to a database that is gone is what this file tries.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_NAMES } from '../../src/db/postgres';
import { startApiProcess, type ApiProcess } from '../helpers/api-process';
import { buildWithCut, startDatabaseProxy, type DatabaseProxy } from '../helpers/database-proxy';
import { openEventStream } from '../helpers/event-stream';
import { orderFixtures } from '../helpers/orders';
import { makeSku } from '../helpers/purchasing';
import { build } from '../helpers/test-app';

const UNAVAILABLE = { errors: [{ detail: 'The service is temporarily unavailable. Please try again in a moment.' }] };
const postgres = process.env.TEST_DATABASE_URL;

describe('the health check', () => {
  // It builds an app of its own, which takes a while on a busy machine.
  it('answers 503 with Retry-After when the database does not answer, for a load balancer to wait', async () => {
    const t = await buildWithCut();
    expect((await t.api().GET('/health')).response.status).toBe(200);
    await t.cutDatabase();
    const health = await t.api().GET('/health');
    expect(health.response.status).toBe(503);
    expect(health.response.headers.get('retry-after')).toBe('5');
    expect(health.error).toEqual({ errors: [{ detail: 'Database unavailable' }] });
  }, 60_000);
});

// Only PostgreSQL is reached over a network that can drop or stall.
if (postgres) {
  /** The process's database bound (DATABASE_TIMEOUT_SECONDS): short, so a stall is quickly over. */
  const BOUND_SECONDS = 2;
  /** A request not over by then hangs: beyond every bound (a connection, then an answer a second late). */
  const HANG_MS = 12_000;
  /** What a busy machine may add to a bound. */
  const SLACK_SECONDS = 2;
  const WRITERS = 6;
  const CUTS = 20;

  interface Outcome {
    started: number;
    ended: number;
    status: number;
    retryAfter: string | null;
    body: unknown;
    /** Why no answer came (the request hung or the connection failed). */
    failure?: string;
  }

  describe('an API process whose database connections drop or stall', async () => {
    const t = await build();
    const token = (await t.newUser({ roles: [{ role: 'Super Admin' }] })).token;
    const skuIds = [(await makeSku(t)).id, (await makeSku(t)).id];
    await orderFixtures(t).ensureMenu();
    let proxy: DatabaseProxy;
    let api: ApiProcess;

    beforeAll(async () => {
      proxy = await startDatabaseProxy(postgres);
      const { url } = t.config.database as { url: string };
      api = await startApiProcess({
        DATABASE_URL: proxy.via(url),
        TOKEN_SECRET: t.config.tokenSecret,
        DATABASE_TIMEOUT_SECONDS: String(BOUND_SECONDS),
      });
    }, 120_000);
    afterAll(async () => {
      await api?.stop();
      await proxy?.close();
    });

    async function call(method: string, path: string, body?: unknown): Promise<Outcome> {
      const started = performance.now();
      try {
        const response = await fetch(`${api.url}${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(HANG_MS),
        });
        const text = await response.text();
        return {
          started,
          ended: performance.now(),
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          body: text ? JSON.parse(text) : undefined,
        };
      } catch (error) {
        return {
          started,
          ended: performance.now(),
          status: 0,
          retryAfter: null,
          body: undefined,
          failure: String(error),
        };
      }
    }

    const adjust = (skuId: number) =>
      call('POST', '/adm/v1/inventory/adjustments', {
        sku_id: skuId,
        change_type: 'add',
        quantity: 1,
        tagging: 'retur',
        note: 'Stock count',
      });

    /** `count` clients adjusting stock one request after another until stopped. */
    function writeContinuously(count: number) {
      const outcomes: Outcome[] = [];
      let stopping = false;
      const loops = Array.from({ length: count }, async (_, n) => {
        while (!stopping) {
          const outcome = await adjust(skuIds[n % skuIds.length]!);
          outcomes.push(outcome);
          // A refused request comes back at once; a short pause keeps the pressure without a spin.
          if (outcome.status !== 201) await new Promise((resolve) => setTimeout(resolve, 20));
        }
      });
      return {
        outcomes,
        async stop() {
          stopping = true;
          await Promise.all(loops);
        },
      };
    }

    async function until(condition: () => boolean | Promise<boolean>, what: string, withinMs = 30_000) {
      const deadline = performance.now() + withinMs;
      while (!(await condition())) {
        if (!api.alive())
          throw new Error(`The API process ended while waiting for ${what}:\n${api.output().slice(-4000)}`);
        if (performance.now() > deadline) throw new Error(`Waited ${withinMs} ms in vain for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }

    /** Resolves as a transaction's BEGIN passes the proxy, before its answer can come back. */
    function beginPassing() {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('No BEGIN passed the proxy within 30 s')), 30_000);
      });
      return Promise.race([proxy.passing('begin'), timeout]).finally(() => clearTimeout(timer));
    }

    function expectUnavailable(outcome: Outcome) {
      expect(outcome.failure).toBeUndefined();
      expect(outcome.status).toBe(503);
      expect(outcome.retryAfter).toBe('5');
      expect(outcome.body).toEqual(UNAVAILABLE);
    }

    const stock = async () => {
      const { rows } = (await t.app.db.execute(sql`
        select (select coalesce(sum(quantity), 0) from inventory_stocks where sku_id in ${skuIds})::int as stock,
               (select count(*) from inventory_movements where sku_id in ${skuIds})::int as movements`)) as unknown as {
        rows: { stock: number; movements: number }[];
      };
      return rows[0]!;
    };

    it(`stays up through ${CUTS} cuts under concurrent writes, answers 503 with Retry-After meanwhile and serves again once the database is back`, async () => {
      const stockBefore = await stock();
      const writes = writeContinuously(WRITERS);
      const windows: { cutAt: number; restoredAt: number }[] = [];
      const recoveryMs: number[] = [];
      try {
        for (let n = 0; n < CUTS; n++) {
          const since = performance.now();
          // Writes succeed, and are under way when the cut comes: transactions hold connections.
          await until(
            () => writes.outcomes.filter((o) => o.started >= since && o.status === 201).length >= WRITERS,
            'writes succeeding before the cut',
          );
          // Every other cut comes as a transaction begins, the rest wherever the writes are.
          if (n % 2) await beginPassing();
          const cutAt = performance.now();
          await proxy.cut();
          await until(
            () => writes.outcomes.filter((o) => o.started >= cutAt).length >= 2 * WRITERS,
            'requests answered during the cut',
          );
          await proxy.restore();
          const restoredAt = performance.now();
          windows.push({ cutAt, restoredAt });
          await until(
            () => writes.outcomes.some((o) => o.started >= restoredAt && o.status === 201),
            'a write succeeding after the database is back',
          );
          const first = writes.outcomes.find((o) => o.started >= restoredAt && o.status === 201)!;
          recoveryMs.push(first.ended - restoredAt);
        }
      } finally {
        await writes.stop();
      }

      expect(api.alive(), api.output().slice(-4000)).toBe(true);
      const { outcomes } = writes;
      // Every request ended: none hung, none lost its connection to the API.
      expect(outcomes.filter((o) => o.status === 0)).toEqual([]);
      const refused = outcomes.filter((o) => o.status !== 201);
      for (const outcome of refused) expectUnavailable(outcome);
      // Each cut was felt: writes under way or begun during it were refused.
      for (const { cutAt, restoredAt } of windows)
        expect(refused.some((o) => o.ended >= cutAt && o.started <= restoredAt)).toBe(true);
      // A request that began once the database was back, and ended before the next cut, succeeded:
      // no broken connection was left in the pool to fail it.
      const afterRestore = outcomes.filter((o) =>
        windows.some(({ restoredAt }, n) => o.started >= restoredAt && o.ended < (windows[n + 1]?.cutAt ?? Infinity)),
      );
      expect(afterRestore.length).toBeGreaterThan(0);
      expect(afterRestore.filter((o) => o.status !== 201)).toEqual([]);

      // Nothing half-written: every unit of stock has its movement. A write whose COMMIT was cut
      // may have been kept although its client heard 503; none that succeeded was lost.
      const after = await stock();
      const added = after.movements - stockBefore.movements;
      expect(after.stock - stockBefore.stock).toBe(added);
      const succeeded = outcomes.length - refused.length;
      expect(added).toBeGreaterThanOrEqual(succeeded);
      expect(added).toBeLessThanOrEqual(outcomes.length);
      console.log(
        `Database cuts: ${CUTS} under ${WRITERS} concurrent writers; ${succeeded} writes succeeded, ${refused.length} answered 503; ` +
          `first success after the database came back in ${Math.round(Math.min(...recoveryMs))}–${Math.round(Math.max(...recoveryMs))} ms ` +
          `(median ${Math.round(recoveryMs.sort((a, b) => a - b)[Math.floor(recoveryMs.length / 2)]!)} ms)`,
      );

      // The live order events listen again by themselves, through the proxy.
      await until(
        async () => {
          const ports = proxy.upstreamPorts();
          if (!ports.length) return false;
          const { rows } = (await t.app.db.execute(sql`
          select 1 from pg_stat_activity
          where application_name = ${CONNECTION_NAMES.orderEvents} and client_port in ${ports}`)) as unknown as {
            rows: unknown[];
          };
          return rows.length > 0;
        },
        'the order events listener connected again',
        15_000,
      );
      const stream = await openEventStream(api.url, token);
      try {
        const order = await orderFixtures(t).makeOrder();
        // Well before the five-second safety poll: NOTIFY reached the listener.
        await stream.next((e) => e.event === 'order.created' && JSON.parse(e.data).order_id === order.id, 2000);
      } finally {
        stream.close();
      }
    }, 180_000);

    it('answers 503 with Retry-After within its bound while the database stalls under concurrent writes, and serves again once it answers', async () => {
      const writes = writeContinuously(WRITERS);
      let stalledAt = 0;
      let health: Outcome;
      try {
        const since = performance.now();
        await until(
          () => writes.outcomes.filter((o) => o.started >= since && o.status === 201).length >= WRITERS,
          'writes succeeding before the stall',
        );
        // As a transaction begins: its BEGIN goes unanswered.
        await beginPassing();
        proxy.stall();
        stalledAt = performance.now();
        [health] = await Promise.all([
          call('GET', '/health'),
          until(
            () => writes.outcomes.filter((o) => o.started >= stalledAt).length >= WRITERS,
            'requests answered during the stall',
          ),
        ]);
        await writes.stop();
        // Nothing is left waiting for an answer that is not coming: a connection whose query went
        // unanswered was closed, not handed back to the pool to fail the next request too.
        await until(
          () => proxy.waiting() === 0,
          'the connections whose answers did not come to be closed',
          (BOUND_SECONDS + 2) * 1000,
        );
      } finally {
        await writes.stop();
        proxy.resume();
      }

      expect(api.alive(), api.output().slice(-4000)).toBe(true);
      const { outcomes } = writes;
      expect(outcomes.filter((o) => o.status === 0)).toEqual([]);
      for (const outcome of outcomes.filter((o) => o.status !== 201)) expectUnavailable(outcome);
      expect(health!).toMatchObject({
        status: 503,
        retryAfter: '5',
        body: { errors: [{ detail: 'Database unavailable' }] },
      });
      const caught = [...outcomes.filter((o) => o.ended > stalledAt), health!];
      expect(caught.filter((o) => o.started >= stalledAt && o.status !== 503)).toEqual([]);
      // Bounded: a wait for a connection, then an answer a second past the statement bound.
      const durations = caught.map((o) => o.ended - o.started);
      expect(Math.max(...durations)).toBeLessThan((2 * BOUND_SECONDS + 1 + SLACK_SECONDS) * 1000);
      console.log(
        `Database stall (bound ${BOUND_SECONDS} s) under ${WRITERS} concurrent writers: ${caught.length} requests ` +
          `caught by it answered 503 in ${Math.round(Math.min(...durations))}–${Math.round(Math.max(...durations))} ms`,
      );

      // Once the database answers, so does every request.
      const again = await Promise.all(Array.from({ length: WRITERS }, (_, n) => adjust(skuIds[n % skuIds.length]!)));
      expect(again.map((o) => o.status)).toEqual(Array(WRITERS).fill(201));
      expect((await call('GET', '/health')).status).toBe(200);
    });
  });
}
