// Seeds the demo business into the configured database: `npm run seed` (an empty database), or
// `npm run seed -- --reset --orders 100000` to wipe it first and build a larger data set for load tests.
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { isEmpty, seedDemo } from '../db/seed';
import { flags } from './args';

const MAX_ORDERS = 1_000_000;

async function main() {
  const given = flags(['orders'] as const, ['reset']);
  const orders = given.orders === undefined ? undefined : Number(given.orders);
  if (orders !== undefined && (!Number.isInteger(orders) || orders < 0 || orders > MAX_ORDERS)) {
    throw new Error(`--orders must be a whole number from 0 to ${MAX_ORDERS}`);
  }
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    if (given.reset) {
      // Every table but the migration log, emptied in one statement so foreign keys do not matter.
      const tables = (await database.db.execute(
        sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
      )) as unknown as { rows: { name: string }[] };
      const names = tables.rows.map((r) => r.name);
      if (names.length) await database.db.execute(sql.raw(`TRUNCATE ${names.join(', ')} RESTART IDENTITY CASCADE`));
    } else if (!(await isEmpty(database.db))) {
      throw new Error('The database already has data; run with --reset to replace it with the demo business');
    }
    const started = Date.now();
    await seedDemo(database.db, { uploadsDir: config.uploadsDir, orders });
    console.log(`Demo business seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : `Seeding failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
