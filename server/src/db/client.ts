// Opens the database the configuration names (PGlite on disk or in memory, or PostgreSQL) and
// applies the SQL migrations, so every start-up brings the schema up to date on either engine.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseTarget } from '../config';
import { CONNECTION_NAMES, postgresClient, postgresPool } from './postgres';
import * as schema from './schema';
import { ADVISORY_LOCKS } from './advisory-locks';
import { runTasksAfterCommit } from './after-commit';

export type Schema = typeof schema;
/** The query builder handlers use; the same API over PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database or an open transaction: queries that can run in either take this. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` free of the request bounds (OpenOptions.timeoutMs), for what may run long: the
   * migrations, the demo seed. On PostgreSQL it has a connection of its own for the while.
   */
  withoutBounds<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Runs `work` on one connection of the pool, kept for the while: what must run on the same session
   * from start to end, such as holding a session's advisory lock. PGlite has one connection.
   */
  withConnection<T>(work: (db: Db) => Promise<T>): Promise<T>;
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

export interface OpenOptions {
  /**
   * PostgreSQL: how long a request may wait for a connection, a statement may run and its answer
   * may take (see postgres.ts). Unset, only opening a connection is bounded: tools and seeds may
   * run long statements.
   */
  timeoutMs?: number;
  /**
   * Hears about PostgreSQL connections that drop (a restart, a failover, a network cut, a test
   * database dropped): logged, never the end of the process.
   */
  onConnectionError?: (error: Error) => void;
}

export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  if (target.kind === 'postgres') {
    const url = target.url;
    async function withoutBounds<T>(work: (db: Db) => Promise<T>): Promise<T> {
      const client = postgresClient(url, { ...options, timeoutMs: undefined, applicationName: CONNECTION_NAMES.setup });
      await client.connect();
      try {
        return await work(drizzleNodePg(client, { schema }) as unknown as Db);
      } finally {
        await client.end().catch(() => {});
      }
    }
    await withoutBounds(async (db) => {
      // Processes starting at once on one database take turns: the first migrates and the others
      // find nothing left to do, where each would otherwise race to create the same tables and
      // fail. The lock ends with the connection, whatever happens.
      await db.execute(sql`select pg_advisory_lock(${ADVISORY_LOCKS.migrations})`);
      await migrateNodePg(db as never, { migrationsFolder });
    });
    const pool = postgresPool(url, { ...options, applicationName: CONNECTION_NAMES.requests });
    const db = drizzleNodePg(pool, { schema });
    runTasksAfterCommit(db as unknown as Db);
    async function withConnection<T>(work: (db: Db) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        return await work(drizzleNodePg(client, { schema }) as unknown as Db);
      } catch (error) {
        // A session may be left holding what `work` took (a lock): it is closed, not reused.
        broken = error instanceof Error ? error : new Error(String(error));
        throw error;
      } finally {
        client.release(broken);
      }
    }
    return { db: db as unknown as Db, kind: 'postgres', withoutBounds, withConnection, close: () => pool.end() };
  }
  if (target.dataDir) {
    mkdirSync(target.dataDir, { recursive: true });
    createFromTemplate(target.dataDir);
  }
  // pg_trgm: the SKU list's name search (migration 0015).
  const client = new PGlite({ dataDir: target.dataDir, loadDataDir: target.image, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    withoutBounds: (work) => work(db as unknown as Db),
    withConnection: (work) => work(db as unknown as Db),
    close: () => client.close(),
  };
}
