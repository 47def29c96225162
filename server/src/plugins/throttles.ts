// Request throttles for the calls an attacker can make without signing in (sign-in, password
// recovery): per client address and per account, counted in the database (table throttle_hits)
// so every API process on one PostgreSQL shares the counts. @fastify/rate-limit does the
// bookkeeping; its store here is that table, and each limit answers 429 with Retry-After.
import rateLimit from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { throttleHits } from '../db/schema';
import { tooManyRequests } from '../lib/http-error';
import type { ThrottledOperations } from '../lib/throttle-limits';
import { minutes } from '../lib/tokens';

const TOO_MANY = 'Too many requests. Please wait a moment and try again.';

export interface Counter {
  count: number;
  retryAfterMs: number;
}

/** Counters by key, each in a fixed window that starts with its first hit. */
export interface ThrottleStore {
  hit(key: string, windowMs: number): Promise<Counter>;
  peek(key: string): Promise<Counter>;
}

declare module 'fastify' {
  interface FastifyInstance {
    throttles: ThrottleStore;
  }
}

export function databaseThrottleStore(db: Db): ThrottleStore {
  let lastSweep = 0;
  async function sweep() {
    // Expired windows are only clutter; clear them now and then rather than on every hit.
    if (Date.now() - lastSweep < minutes(10)) return;
    lastSweep = Date.now();
    await db.delete(throttleHits).where(lt(throttleHits.windowEndsAt, new Date()));
  }
  const counter = (row: { hits: number; windowEndsAt: Date } | undefined): Counter =>
    row && row.windowEndsAt.getTime() > Date.now()
      ? { count: row.hits, retryAfterMs: row.windowEndsAt.getTime() - Date.now() }
      : { count: 0, retryAfterMs: 0 };
  return {
    async hit(key, windowMs) {
      await sweep();
      const ends = new Date(Date.now() + windowMs);
      // One atomic statement: simultaneous hits from any process each count once.
      const [row] = await db
        .insert(throttleHits)
        .values({ key, hits: 1, windowEndsAt: ends })
        .onConflictDoUpdate({
          target: throttleHits.key,
          set: {
            hits: sql`case when ${throttleHits.windowEndsAt} <= now() then 1 else ${throttleHits.hits} + 1 end`,
            windowEndsAt: sql`case when ${throttleHits.windowEndsAt} <= now() then excluded.window_ends_at else ${throttleHits.windowEndsAt} end`,
          },
        })
        .returning({ hits: throttleHits.hits, windowEndsAt: throttleHits.windowEndsAt });
      return counter(row);
    },
    async peek(key) {
      const [row] = await db
        .select({ hits: throttleHits.hits, windowEndsAt: throttleHits.windowEndsAt })
        .from(throttleHits)
        .where(sql`${throttleHits.key} = ${key}`);
      return counter(row);
    },
  };
}

/** @fastify/rate-limit's store interface over a ThrottleStore. */
function rateLimitStore(store: ThrottleStore) {
  return class {
    incr(key: string, done: (error: Error | null, result?: { current: number; ttl: number }) => void, window: number) {
      store.hit(key, window).then(
        (c) => done(null, { current: c.count, ttl: c.retryAfterMs }),
        (error: Error) => done(error),
      );
    }
    child() {
      return this;
    }
  };
}

export default fp<{ operations: ThrottledOperations }>(
  async (app: FastifyInstance, { operations }) => {
    const store = databaseThrottleStore(app.db);
    app.decorate('throttles', store);
    await app.register(rateLimit, { global: false, store: rateLimitStore(store) as never });
    // Each operation's limits run before its handler (and after its body is parsed, so a limit
    // may count by account). A limit already used up answers 429 before any work is done.
    app.addHook('onRoute', (route) => {
      const limits = operations[(route.schema as { operationId?: string } | undefined)?.operationId ?? ''];
      if (!limits) return;
      const checks = limits.map((limit) => ({
        limit,
        check: app.createRateLimit({
          max: limit.max,
          timeWindow: limit.windowMs,
          keyGenerator: (request: FastifyRequest) => `${limit.name}:${limit.key(request)}`,
        }),
      }));
      const hook = async (request: FastifyRequest) => {
        for (const { limit, check } of checks) {
          if (limit.key(request) === undefined) continue;
          const result = await check(request);
          if (!result.isAllowed && result.isExceeded) throw tooManyRequests(TOO_MANY, result.ttl);
        }
      };
      const existing = route.preValidation;
      route.preValidation = [hook, ...(Array.isArray(existing) ? existing : existing ? [existing] : [])];
    });
  },
  { name: 'throttles', dependencies: ['db'] },
);
