// Runs once before the server tests: makes the migrated database every test database starts from,
// so no file pays for PGlite's initdb and the migrations again (about 4.5 s a file). On PGlite it is
// a dump of the data directory in a file; on PostgreSQL (TEST_DATABASE_URL) a template database.
// Both are named after the installed PGlite and the migrations, so a change to either makes a new one.
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteTemplateDir } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PGlite dump (a file) a test's in-memory database loads. */
    pgliteTemplate: string;
    /** The PostgreSQL template database a test's database is created from (TEST_DATABASE_URL). */
    postgresTemplate: string | undefined;
  }
}

// Any constant: held while a run makes the PostgreSQL template, so runs started at once make it once.
const TEMPLATE_LOCK = 7_310_002;

async function pgliteTemplate(): Promise<string> {
  const file = join(tmpdir(), `teahouse-test-${basename(pgliteTemplateDir())}.tar`);
  if (existsSync(file)) return file;
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  // Written aside and renamed, so a run started at the same moment never reads half a file.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return file;
}

async function postgresTemplate(base: string): Promise<string> {
  const name = `teahouse_template_${basename(pgliteTemplateDir()).replace(/\W/g, '_')}`.toLowerCase();
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      // Made under another name and renamed once migrated: a run stopped half-way leaves no template.
      const making = `${name}_making`;
      await admin.query(`drop database if exists ${making} with (force)`);
      await admin.query(`create database ${making}`);
      const url = new URL(base);
      url.pathname = `/${making}`;
      const database = await openDatabase({ kind: 'postgres', url: url.toString() });
      await database.close();
      await admin.query(`alter database ${making} rename to ${name}`);
    }
    return name;
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  project.provide('pgliteTemplate', await pgliteTemplate());
  const base = process.env.TEST_DATABASE_URL;
  project.provide('postgresTemplate', base ? await postgresTemplate(base) : undefined);
}
