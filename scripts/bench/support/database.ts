// The PostgreSQL database the at-scale benchmarks share: `bench_orders` on DATABASE_URL's server
// (else the local one at 127.0.0.1:5432, user postgres), seeded once with the demo business and N
// orders (seedDemo), vacuumed and analysed, and kept. A later run asking for the same N reuses it
// (new migrations are applied to it as the server starts); another N or `fresh` seeds it afresh.
// The database's comment says how many orders it was seeded with, and when.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../../server/src/db/client';
import { seedDemo } from '../../../server/src/seed';

export const BENCH_DATABASE = 'bench_orders';

const serverUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
/** The benchmark database's URL. */
export const benchDatabaseUrl = new URL(serverUrl);
benchDatabaseUrl.pathname = `/${BENCH_DATABASE}`;
const maintenanceUrl = new URL(serverUrl);
maintenanceUrl.pathname = '/postgres';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A client on `url` for the length of `run`. */
export async function withClient<T>(url: URL, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** `--orders N` (a million unless given) and `--fresh`, as the benchmarks on this database take them. */
export function orderCountOption(value: string | undefined, script: string): number {
  const orders = Number(value ?? '1000000');
  if (!Number.isInteger(orders) || orders < 1) {
    console.error(`${script}: --orders must be a whole number, at least 1`);
    process.exit(1);
  }
  return orders;
}

/**
 * The benchmark database with `orders` orders: the one kept from an earlier run, or a fresh seed.
 * Answers when it was seeded (the demo's orders spread over the 90 Jakarta days ending that day).
 */
export async function prepareDatabase(options: { orders: number; fresh?: boolean }): Promise<Date> {
  const marker = `${options.orders} orders`;
  const kept = await withClient(maintenanceUrl, async (admin) => {
    const { rows } = await admin.query<{ note: string | null }>(
      `select shobj_description(oid, 'pg_database') as note from pg_database where datname = $1`,
      [BENCH_DATABASE],
    );
    const note = rows[0]?.note;
    if (rows.length && !options.fresh && note?.startsWith(`${marker},`)) return note;
    if (rows.length) await admin.query(`DROP DATABASE ${BENCH_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${BENCH_DATABASE}`);
    return undefined;
  });
  if (kept) {
    console.log(`Reusing ${BENCH_DATABASE} (${kept})`);
    const seededAt = new Date(/seeded (\S+)/.exec(kept)?.[1] ?? '');
    return Number.isNaN(seededAt.getTime()) ? new Date() : seededAt;
  }
  console.log(`Seeding ${BENCH_DATABASE} with ${options.orders} orders…`);
  const seededAt = new Date();
  const started = performance.now();
  const database = await openDatabase({ kind: 'postgres', url: benchDatabaseUrl.toString() });
  try {
    const migrated = performance.now();
    let told = migrated;
    await seedDemo(database.db, {
      orders: options.orders,
      now: seededAt,
      onProgress: (message) => {
        if (performance.now() - told < 10_000) return;
        told = performance.now();
        console.log(`  ${seconds(told - migrated)}: ${message}`);
      },
    });
    const seeded = performance.now();
    await database.db.execute(sql`vacuum (analyze)`);
    const vacuumed = performance.now();
    await database.db.execute(
      sql.raw(`comment on database ${BENCH_DATABASE} is '${marker}, seeded ${seededAt.toISOString()}'`),
    );
    console.log(
      `Seeded in ${seconds(vacuumed - started)}: migrations ${seconds(migrated - started)}, ` +
        `seed ${seconds(seeded - migrated)}, vacuum and analyse ${seconds(vacuumed - seeded)}`,
    );
  } finally {
    await database.close();
  }
  return seededAt;
}

/** A new, empty database on the same server for one run: its URL, and `drop` to remove it after. */
export async function throwawayDatabase(prefix: string): Promise<{ url: URL; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await withClient(maintenanceUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    await withClient(maintenanceUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };
  return { url, drop };
}
