// `npm run start:pg`: the product on PostgreSQL without installing a server. A PostgreSQL from
// npm-installed binaries keeps its data in <DATA_DIR>/postgres (port PG_PORT, default 5488); the
// server then starts as `npm start` does, with DATABASE_URL pointing at it and the same demo seed.
import { resolve } from 'node:path';
import { startEmbeddedPostgres } from './embedded-postgres';

const dataDir = resolve(process.env.DATA_DIR ?? './data', 'postgres');
const postgres = await startEmbeddedPostgres({
  dataDir,
  port: Number(process.env.PG_PORT ?? 5488),
  database: 'teahouse',
});
console.log(`PostgreSQL is running from ${dataDir} at ${postgres.url.replace(/:postgres@/, ':***@')}`);
process.env.DATABASE_URL = postgres.url;

// The server stops on SIGINT/SIGTERM and exits; PostgreSQL stops with it.
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void postgres.stop();
};
process.on('exit', stop);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);

// `npm start`'s launcher (plain JavaScript): builds what is stale, then runs the compiled server.
await import(new URL('./start.js', import.meta.url).href);
