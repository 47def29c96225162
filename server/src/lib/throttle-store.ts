// The counts behind the request throttles (plugins/app/throttles), in the database (table
// throttle_hits) so every API process on one PostgreSQL shares them: each key counts its hits in a
// fixed window that starts with its first hit.
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { throttleHits } from '../db/schema';
import { minutes } from './tokens';

export interface Counter {
  count: number;
  retryAfterMs: number;
}

/** Counters by key, each in a fixed window that starts with its first hit. */
export interface ThrottleStore {
  hit(key: string, windowMs: number): Promise<Counter>;
  peek(key: string): Promise<Counter>;
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
