// `tsx scripts/with-test-postgres.ts <command…>`: runs the command with TEST_DATABASE_URL pointing
// at a PostgreSQL: the one given in TEST_DATABASE_URL, else the `test` database at the default
// address (PGHOST/PGPORT, 127.0.0.1:5432) when something answers there, else a throw-away
// PostgreSQL from npm-installed binaries on a free port, removed afterwards. Never skips.
import { spawn } from 'node:child_process';
import pg from 'pg';
import { PostgresUnavailable, startEmbeddedPostgres, type RunningPostgres } from './embedded-postgres';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: tsx scripts/with-test-postgres.ts <command> [args…]');
  process.exit(2);
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

let running: RunningPostgres | undefined;
let url = process.env.TEST_DATABASE_URL;
if (!url) {
  const standing = `postgres://postgres@${process.env.PGHOST ?? '127.0.0.1'}:${process.env.PGPORT ?? '5432'}/test`;
  if (await answers(standing)) url = standing;
  else {
    try {
      const started = Date.now();
      running = await startEmbeddedPostgres({ database: 'test' });
      url = running.url;
      console.log(
        `with-test-postgres: no PostgreSQL at ${standing}; started one from npm in ${Date.now() - started} ms`,
      );
    } catch (error) {
      console.error(`with-test-postgres: ${error instanceof PostgresUnavailable ? error.message : String(error)}`);
      process.exit(1);
    }
  }
}

const child = spawn(command[0]!, command.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
  shell: process.platform === 'win32',
});
const forward = (signal: NodeJS.Signals) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.on('close', async (code, signal) => {
  await running?.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
