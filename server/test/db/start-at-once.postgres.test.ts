// Several API processes starting at the same moment on a new, empty PostgreSQL database (a
// deployment, a scale-out): each comes up, the migrations are applied once, the demo seeded once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, type Database } from '../../src/db/client';
import { seedDemoIfEmpty } from '../../src/seed';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

const STARTS = 4;
const opened: Database[] = [];
let test: TestDatabase | undefined;

afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
  await test?.drop();
});

async function rows<T>(database: Database, query: string): Promise<T[]> {
  return ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

describe('processes starting at once on an empty database', () => {
  it('all come up, having migrated it once and seeded it once', async () => {
    test = await createTestDatabase({ empty: true });
    const url = test.url;
    const log = Fastify({ logger: false }).log;
    const starts = await Promise.allSettled(
      Array.from({ length: STARTS }, async () => {
        const database = await openDatabase({ kind: 'postgres', url });
        opened.push(database);
        await seedDemoIfEmpty(database.db, log, { business: false });
      }),
    );
    expect(starts.filter((start) => start.status === 'rejected')).toEqual([]);
    expect(opened).toHaveLength(STARTS);

    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const applied = await rows<{ created_at: string; times: number }>(
      opened[0]!,
      'select created_at, count(*)::int as times from drizzle.__drizzle_migrations group by created_at',
    );
    expect(applied).toHaveLength(journal.entries.length);
    expect(applied.filter((migration) => migration.times !== 1)).toEqual([]);
    const [users] = await rows<{ n: number }>(opened[0]!, 'select count(*)::int as n from users');
    expect(users!.n).toBe(2);
  });
});
