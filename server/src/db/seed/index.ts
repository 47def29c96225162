// The demo business seeded on first start with an empty database (SEED_DEMO, on by default except
// in production). seedCore adds the people and the catalogue skeleton; the business data (SKUs,
// vendors, 90 days of orders, invoices, purchase orders, inventory) is added by seedDomain.
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../client';
import { users } from '../schema';
import { seedCore, type CoreSeed } from './core';
import { seedDomain } from './domain';

export interface SeedOptions {
  uploadsDir: string;
  /** How many orders the business data should hold (load tests ask for up to a million). */
  orders?: number;
  /** Days of history the orders spread over, ending today (90 unless given). */
  days?: number;
  /** The moment the demo is built for; the same moment gives the same business. */
  now?: Date;
  /** False seeds only the core (people, roles, outlets, categories), for tests that need a bare business. */
  business?: boolean;
  /** Told how far a long seed has got. */
  onProgress?: (message: string) => void;
}

export async function seedDemo(db: Db, options: SeedOptions): Promise<CoreSeed> {
  return db.transaction(async (tx) => {
    const core = await seedCore(tx, options);
    if (options.business !== false) await seedDomain(tx, core, options);
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
