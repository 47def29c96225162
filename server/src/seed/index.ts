// The demo business seeded on first start with an empty database (SEED_DEMO, on by default except
// in production). seedCore adds the people and the catalogue skeleton; the business data (SKUs,
// vendors, 90 days of orders, invoices, purchase orders, inventory) is added by seedDomain.
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx, Tx } from '../db/client';
import { users } from '../db/schema';
import { seedCore, type CoreSeed } from './core';
import { seedDomain } from './domain';
import type { SeedOptions } from './options';
import { ADVISORY_LOCKS, takeTransactionLock } from '../db/advisory-locks';

export type { SeedOptions };

export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<CoreSeed> {
  return db.transaction((tx) => seedInto(tx, options));
}

async function seedInto(tx: Tx, options: SeedOptions): Promise<CoreSeed> {
  const core = await seedCore(tx);
  if (options.business !== false) await seedDomain(tx, core, options);
  return core;
}

export async function isEmpty(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(users);
  return (row?.value ?? 0) === 0;
}

/**
 * Seeds an empty database once, however many processes start on it at the same moment: each takes
 * the lock in turn, and those after the first find the demo already there.
 */
export async function seedDemoIfEmpty(db: Db, log: FastifyBaseLogger, options: SeedOptions = {}) {
  await db.transaction(async (tx) => {
    await takeTransactionLock(tx, ADVISORY_LOCKS.demoSeed);
    if (!(await isEmpty(tx))) return;
    log.info('empty database: seeding the demo business');
    await seedInto(tx, options);
  });
}

export { DEMO_ADMIN, DEMO_STAFF } from './core';
