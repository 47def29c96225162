// `npm run bench:skus`: the SKU list at catalogue scale. Creates a throw-away PostgreSQL database
// (DATABASE_URL's server, else the local `test` one at 127.0.0.1:5432), seeds the core demo data
// and 10,000 SKUs in one SQL statement (a tenth of them bundles of two components, all with stock),
// starts the compiled server on it and measures latency percentiles of the list as the screen asks
// for it (name search with a sort, a sort alone, the look-up by ids) with concurrent requests over
// loopback, and the list query's own time in this process. Fails when a p95 exceeds 20 ms. Not
// part of `npm test`.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { listSkus } from '../../server/src/services/skus/queries';
import { get, measureRequests, percentile, signIn } from './support/http';
import { startServerProcess } from './support/server-process';

const SKUS = Number(process.env.BENCH_SKUS ?? 10_000);
const CONCURRENCY = 4;
const REQUESTS = 1000;
const BUDGET_MS = 20;

const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `bench_skus_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
await admin.end();
const url = new URL(server);
url.pathname = `/${name}`;

const dataDir = mkdtempSync(join(tmpdir(), 'teahouse-bench-skus-'));
const config = loadConfig({
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  DATABASE_URL: url.toString(),
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  SEED_DEMO: 'true',
});
const app = await buildApp(config);

async function seedCatalogue() {
  const started = performance.now();
  await app.db.execute(sql`
    insert into skus (name, category_id, price, discounted_price, unit_amount, unit, image_url, is_bundled, is_watched, status)
    select
      (array['Thai', 'Taro', 'Matcha', 'Jasmine', 'Oolong', 'Lychee', 'Mango', 'Brown Sugar'])[1 + i % 8]
        || ' ' || (array['Milk Tea', 'Boba', 'Yakult', 'Latte', 'Slush', 'Cheese Foam'])[1 + (i / 8) % 6]
        || ' No. ' || i,
      (select id from categories order by id limit 1 offset (i % (select count(*) from categories))),
      5000 + (i * 37) % 45000,
      case when i % 5 = 0 then 3000 else 0 end,
      500, 'ml', '/uploads/bench.webp',
      i % 10 = 0, i % 50 = 0, i % 13 <> 0
    from generate_series(1, ${SKUS}) as i`);
  await app.db.execute(sql`
    insert into inventory_stocks (sku_id, quantity)
    select id, (id * 7) % 300 from skus where not is_bundled
    on conflict (sku_id) do nothing`);
  // Each bundle: the two single products made just before it.
  await app.db.execute(sql`
    insert into sku_bundle_items (bundle_sku_id, component_sku_id, quantity)
    select b.id, c.id, 1 + c.id % 3
    from skus b
    join lateral (select id from skus c where not c.is_bundled and c.id < b.id order by c.id desc limit 2) c on true
    where b.is_bundled`);
  await app.db.execute(sql`analyze`);
  const result = (await app.db.execute(sql`select count(*)::int as count from skus`)) as unknown as {
    rows: { count: number }[];
  };
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Seeded ${result.rows[0]!.count} SKUs in ${seconds} s`);
}

interface Case {
  name: string;
  path: string;
}

const cases: Case[] = [
  { name: 'search + sort by price', path: '/adm/v1/skus?page=1&size=20&name=milk%20tea&sort_by=price&sort_key=asc' },
  { name: 'search + sort by name', path: '/adm/v1/skus?page=1&size=20&name=taro&sort_by=name&sort_key=asc' },
  { name: 'sort by price, page 50', path: '/adm/v1/skus?page=50&size=20&sort_by=price&sort_key=desc' },
  { name: 'default (newest)', path: '/adm/v1/skus?page=1&size=20' },
  { name: 'filters + search', path: '/adm/v1/skus?size=20&name=boba&status=true&is_bundled=false' },
  { name: 'look-up by ids', path: '/adm/v1/skus?sku_ids=10,20,30,40,50,60,70,80,90,100' },
];

const measure = (base: string, token: string, path: string, total: number) =>
  measureRequests({
    concurrency: CONCURRENCY,
    total,
    send: () => get(base + path, token),
  });

let failed = false;
let stopServer = async () => {};
try {
  await seedCatalogue();
  const server = await startServerProcess({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    SEED_DEMO: 'false',
  });
  stopServer = server.stop;
  const base = server.base;
  const token = await signIn(base);
  // The database's share, without HTTP: the median of 50 in-process calls of the list query.
  const queryMs = async (path: string) => {
    const params = new URL(path, 'http://x').searchParams;
    const query = {
      page: params.has('page') ? Number(params.get('page')) : undefined,
      size: params.has('size') ? Number(params.get('size')) : undefined,
      name: params.get('name') ?? undefined,
      sort_by: (params.get('sort_by') ?? undefined) as 'price' | 'name' | undefined,
      sort_key: (params.get('sort_key') ?? undefined) as 'asc' | 'desc' | undefined,
      status: params.has('status') ? params.get('status') === 'true' : undefined,
      is_bundled: params.has('is_bundled') ? params.get('is_bundled') === 'true' : undefined,
      sku_ids: params.get('sku_ids')?.split(',').map(Number),
    };
    const times: number[] = [];
    for (let i = 0; i < 50; i++) {
      const t0 = performance.now();
      await listSkus(app.db, query);
      times.push(performance.now() - t0);
    }
    return percentile(
      times.sort((a, b) => a - b),
      50,
    );
  };
  console.log(`\nSKU list on ${app.dbKind} with ${SKUS} SKUs, concurrency ${CONCURRENCY}, ${REQUESTS} requests each\n`);
  console.log(['case'.padEnd(24), 'query ms', '  p50 ms', '  p95 ms', ' budget', ''].join(' '));
  for (const c of cases) {
    await measure(base, token, c.path, 50); // warm-up
    const r = await measure(base, token, c.path, REQUESTS);
    const database = await queryMs(c.path);
    const over = r.p95 > BUDGET_MS || r.failures > 0;
    failed ||= over;
    console.log(
      [
        c.name.padEnd(24),
        database.toFixed(1).padStart(8),
        r.p50.toFixed(1).padStart(8),
        r.p95.toFixed(1).padStart(8),
        String(BUDGET_MS).padStart(7),
        over ? (r.failures ? `FAIL (${r.failures} errors)` : 'OVER BUDGET') : 'ok',
      ].join(' '),
    );
  }
} finally {
  await stopServer();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  const cleanup = new pg.Client({ connectionString: server });
  await cleanup.connect();
  await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await cleanup.end();
}
if (failed) {
  console.error('\nA p95 latency is over its budget, or requests failed.');
  process.exit(1);
}
