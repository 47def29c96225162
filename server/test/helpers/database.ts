// Each test file gets its own database, migrated (see global-setup.ts): PGlite in memory loaded from
// the run's dump, or, when TEST_DATABASE_URL is set, a PostgreSQL database created from the run's
// template for the file and dropped after it, so files run in parallel.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseTarget } from '../../src/config';

export interface TestDatabase {
  /** `memory://` for PGlite, else the PostgreSQL database's address. */
  url: string;
  /** What to open: on PGlite an in-memory database holding the migrated dump. */
  target: DatabaseTarget;
  drop(): Promise<void>;
}

let pgliteImage: Blob | undefined;

export interface TestDatabaseOptions {
  /** Without the migrations: for the tests of what happens to a database nobody migrated yet. */
  empty?: boolean;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    if (!options.empty) pgliteImage ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
    const image = options.empty ? undefined : pgliteImage;
    return { url: 'memory://', target: { kind: 'pglite', dataDir: undefined, image }, drop: async () => {} };
  }
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const template = options.empty ? undefined : inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    target: { kind: 'postgres', url: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
