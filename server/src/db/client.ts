// Opens the database the configuration names (PGlite on disk or in memory, or PostgreSQL) and
// applies the SQL migrations, so every start-up brings the schema up to date on either engine.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseTarget } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query builder handlers use; the same API over PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database or an open transaction: queries that can run in either take this. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const here = dirname(fileURLToPath(import.meta.url));

export const migrationsFolder = join(here, 'migrations');

/**
 * Where the server build (scripts/build-server.ts) keeps a new PGlite database, migrated, made by
 * the installed PGlite from the current migrations (both are in its name). A new database on disk
 * starts as a copy of it instead of running initdb and every migration, which costs seconds of
 * CPU; without it (no build yet, other migrations, another PGlite) the database is made as before.
 */
export function pgliteTemplateDir(): string {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const { version } = JSON.parse(readFileSync(join(dirname(pglite), '../package.json'), 'utf8')) as { version: string };
  const migrations = createHash('sha256');
  const files = readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'));
  for (const name of [...files.sort(), 'meta/_journal.json']) {
    migrations.update(name).update(readFileSync(join(migrationsFolder, name)));
  }
  return join(here, '../../../dist-server', `pglite-${version}-${migrations.digest('hex').slice(0, 12)}`);
}

function createFromTemplate(dataDir: string) {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const template = pgliteTemplateDir();
  if (existsSync(join(template, 'PG_VERSION'))) cpSync(template, dataDir, { recursive: true });
}

// Any constant every version agrees on; it names "the migrations" for advisory locks.
const MIGRATION_LOCK = 7_310_001;

/**
 * Applies the migrations holding a session advisory lock on a connection of its own: processes
 * starting at once on one database take turns, the first migrates and the others find nothing
 * left to do, where each would otherwise race to create the same schema and tables and fail.
 */
async function migrateOnce(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    client.release();
  } catch (error) {
    // Closed, not handed back to the pool: the connection may still hold the lock.
    client.release(error as Error);
    throw error;
  }
}

/**
 * `onConnectionError` hears about idle PostgreSQL connections that drop (a restart, a failover,
 * a test database dropped); without a listener such an error would end the process.
 */
export async function openDatabase(
  target: DatabaseTarget,
  onConnectionError: (error: Error) => void = () => {},
): Promise<Database> {
  if (target.kind === 'postgres') {
    // A database that does not answer fails a request in 5 s (503) instead of holding it forever.
    const pool = new pg.Pool({ connectionString: target.url, max: 10, connectionTimeoutMillis: 5_000 });
    pool.on('error', onConnectionError);
    await migrateOnce(pool);
    const db = drizzleNodePg(pool, { schema });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  if (target.dataDir) {
    mkdirSync(target.dataDir, { recursive: true });
    createFromTemplate(target.dataDir);
  }
  // pg_trgm: the SKU list's name search (migration 0015).
  const client = new PGlite({ dataDir: target.dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
