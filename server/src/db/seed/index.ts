// The demo business seeded on first start with an empty database (SEED_DEMO, on by default except
// in production). seedCore adds the people and the catalogue skeleton; the business data (SKUs,
// vendors, 90 days of orders, invoices, purchase orders, inventory) is added by seedDomain.
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db, Tx } from '../client';
import { users } from '../schema';
import { seedCore, type CoreSeed } from './core';

export interface SeedOptions {
  uploadsDir: string;
  /** How many orders the business data should hold (load tests ask for up to a million). */
  orders?: number;
}

/**
 * The business data on top of the core seed. Extend here: it runs inside the same transaction,
 * after seedCore, and receives the ids seedCore created.
 */
export async function seedDomain(_tx: Tx, _core: CoreSeed, _options: SeedOptions): Promise<void> {}

export async function seedDemo(db: Db, options: SeedOptions): Promise<CoreSeed> {
  return db.transaction(async (tx) => {
    const core = await seedCore(tx, options);
    await seedDomain(tx, core, options);
    return core;
  });
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(users);
  return (row?.value ?? 0) === 0;
}

export async function seedDemoIfEmpty(db: Db, config: Config, log: FastifyBaseLogger) {
  if (!(await isEmpty(db))) return;
  log.info('empty database: seeding the demo business');
  await seedDemo(db, { uploadsDir: config.uploadsDir });
}

export { DEMO_ADMIN, DEMO_STAFF } from './core';
