// Seeds the demo business into the configured database: `npm run seed` (an empty database), or
// `npm run seed -- --reset --orders 100000` to wipe it first and build a larger data set for load tests.
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { isEmpty, seedDemo } from '../seed';
import { DEMO_ORDERS } from '../seed/domain';
import { flags } from './args';

const MAX_ORDERS = 1_000_000;

const USAGE = `Seeds the demo business (people, roles, outlets, catalogue, stock, orders) into the database
the configuration names (DATABASE_URL, else PGlite under DATA_DIR).

Usage: npm run seed -- [--reset] [--orders <n>]

  --reset       wipe the database first (its schemas are dropped and migrated again)
  --orders <n>  how many customer orders to place, 0 to ${MAX_ORDERS.toLocaleString('en')} (default: ${DEMO_ORDERS.toLocaleString('en')} over 90 days)
  -h, --help    print this and exit`;

async function main() {
  const given = flags(USAGE, ['orders'] as const, ['reset']);
  const orders = given.orders === undefined ? undefined : Number(given.orders);
  if (orders !== undefined && (!Number.isInteger(orders) || orders < 0 || orders > MAX_ORDERS)) {
    throw new Error(`--orders must be a whole number from 0 to ${MAX_ORDERS}`);
  }
  const config = loadConfig();
  if (given.reset) {
    // Dropping the schemas and migrating again also restores the reference data migrations load
    // (such as Indonesian areas), which emptying the tables would lose.
    const stale = await openDatabase(config.database);
    await stale.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
    await stale.db.execute(sql`DROP SCHEMA public CASCADE`);
    await stale.db.execute(sql`CREATE SCHEMA public`);
    await stale.close();
  }
  const database = await openDatabase(config.database);
  try {
    if (!(await isEmpty(database.db))) {
      throw new Error('The database already has data; run with --reset to replace it with the demo business');
    }
    const started = Date.now();
    await seedDemo(database.db, {
      orders,
      onProgress: (message) => console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${message}`),
    });
    console.log(`Demo business seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(
    error instanceof ConfigError ? error.message : `Seeding failed: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
});
