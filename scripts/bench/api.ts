// `npm run bench:api`: starts the compiled server on PGlite in a temporary folder (or on
// DATABASE_URL), seeded with the demo business, signs in, and measures latency percentiles and
// throughput of a few hot operations with concurrent requests over loopback. Fails when a p95
// exceeds its budget. Not part of `npm test`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ADMIN } from '../../server/src/seed';
import { measureRequests, send, signIn } from './support/http';
import { startServerProcess } from './support/server-process';

// A busy back office: a handful of staff clicking at once. PGlite answers one query at a time, so
// latency grows with concurrency; PostgreSQL (DATABASE_URL) spreads it over a pool.
const CONCURRENCY = 4;
const REQUESTS = 1000;
const TIME_LIMIT_MS = 20_000;

interface Case {
  name: string;
  /** p95 budget in milliseconds; generous, so only a real regression fails. */
  budget: number;
  request: (token: string) => [string, { method?: string; headers?: Record<string, string>; body?: string }];
  requests?: number;
}

const cases: Case[] = [
  {
    name: 'GET /usr/v1/info',
    budget: 50,
    request: (token) => ['/usr/v1/info', { headers: { authorization: `Bearer ${token}` } }],
  },
  {
    name: 'GET /adm/v1/categories',
    budget: 50,
    request: (token) => [
      '/adm/v1/categories?page=1&size=10&name=tea',
      { headers: { authorization: `Bearer ${token}` } },
    ],
  },
  {
    name: 'POST /usr/v1/login',
    // Password hashing is deliberately slow (scrypt), so sign-in has its own budget.
    budget: 400,
    requests: 200,
    request: () => [
      '/usr/v1/login',
      {
        method: 'POST',
        body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
      },
    ],
  },
];

async function measure(base: string, token: string, c: Case) {
  const r = await measureRequests({
    concurrency: CONCURRENCY,
    total: c.requests ?? REQUESTS,
    timeLimitMs: TIME_LIMIT_MS,
    send: () => {
      const [path, init] = c.request(token);
      return send(base + path, init);
    },
  });
  return { ...r, name: c.name, rps: r.requests / r.seconds, budget: c.budget };
}

const dataDir = mkdtempSync(join(tmpdir(), 'teahouse-bench-'));
// Sign-in is measured too, so its throttle is lifted for this run.
const server = await startServerProcess(
  { NODE_ENV: 'development', DATA_DIR: dataDir, SEED_DEMO: 'true', AUTH_RATE_LIMIT: '1000000' },
  300_000,
);
let failed = false;
try {
  const base = server.base;
  const token = await signIn(base);

  const rows = [];
  for (const c of cases) {
    await measure(base, token, { ...c, requests: 20 }); // warm-up
    rows.push(await measure(base, token, c));
  }
  console.log(`\nAPI benchmark on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, concurrency ${CONCURRENCY}\n`);
  console.log(
    ['operation'.padEnd(26), 'requests', '  p50 ms', '  p95 ms', '  p99 ms', '   req/s', ' budget', ''].join(' '),
  );
  for (const r of rows) {
    const over = r.p95 > r.budget || r.failures > 0;
    failed ||= over;
    console.log(
      [
        r.name.padEnd(26),
        String(r.requests).padStart(8),
        r.p50.toFixed(1).padStart(8),
        r.p95.toFixed(1).padStart(8),
        r.p99.toFixed(1).padStart(8),
        r.rps.toFixed(0).padStart(8),
        `${r.budget}`.padStart(7),
        over ? (r.failures ? `FAIL (${r.failures} errors)` : 'OVER BUDGET') : 'ok',
      ].join(' '),
    );
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) {
  console.error('\nA p95 latency is over its budget, or requests failed.');
  process.exit(1);
}
