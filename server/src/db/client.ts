// Opens the database the configuration names (PGlite on disk or in memory, or PostgreSQL) and
// applies the SQL migrations, so every start-up brings the schema up to date on either engine.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
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

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

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
    const db = drizzleNodePg(pool, { schema });
    await migrateNodePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = new PGlite(target.dataDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
