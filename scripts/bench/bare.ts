// `npm run bench:bare`: how much the framework around the API costs. The compiled server
// (dist-server/main.js, built first) and a bare node:http + pg server that runs the same SQL for the
// same answers serve side by side from one PostgreSQL database; each takes turns under the same load
// (50 keep-alive connections, rounds interleaved so both see the same machine), on the category list
// (GET /adm/v1/categories) and the session's own details (GET /usr/v1/info), signed in as the demo
// admin. Prints requests a second of each and their ratio (the compiled server's over the bare one's).
//
// The database is BENCH_DATABASE_URL, else `bench_bare` on the PostgreSQL at 127.0.0.1:5432 (user
// postgres), made and seeded with the demo business by the server's own migrations and seed on the
// first run and kept for the next. The compiled server runs as in production (NODE_ENV=production,
// request logging at info, to /dev/null). Options: `-- --rounds 3 --seconds 10 --connections 50`,
// `-- --cpu-prof` to record a CPU profile of the compiled server under the load (and print where its
// time went). Not part of `npm test`.
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../server/src/db/client';
import { DEMO_ADMIN, isEmpty, seedDemo } from '../../server/src/seed';
import { ADMIN_SCOPES } from '../../server/src/lib/scopes';
import { LAST_USED_PRECISION, SESSION_IDLE_TIMEOUT } from '../../server/src/services/auth/sessions';
import { buildServer, SERVER_MAIN } from '../build-server';

const TARGET_RATIO = 0.8;
const WARM_UP_SECONDS = 2;

// ---------------------------------------------------------------------------------------------
// The bare server: node:http and a pg pool of the server's size, nothing else. The statements are
// the ones the compiled server's query builder sends for these two operations, with the same values.

const SESSION_SQL = `select "sessions"."id", "sessions"."user_id", "sessions"."last_used_at", coalesce((
        select json_agg(json_build_object(
          'outletId', case when "roles"."type" = 'ADMIN' then null else "user_roles"."outlet_id" end,
          'scopes', "roles"."scopes",
          'admin', "roles"."type" = 'ADMIN'))
        from "user_roles" join "roles" on "roles"."id" = "user_roles"."role_id"
        where "user_roles"."user_id" = "sessions"."user_id"), '[]'::json) from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where ("sessions"."token_hash" = $1 and "sessions"."revoked_at" is null and "sessions"."expires_at" > $2 and "sessions"."last_used_at" > $3 and "users"."is_active" = $4) limit $5`;
const MARK_USED_SQL = `update "sessions" set "last_used_at" = $1 where ("sessions"."id" = $2 and "sessions"."last_used_at" < $3)`;
const CATEGORIES_SQL = `select "categories"."id", "categories"."name", "categories"."status", "categories"."image_url", "categories"."created_at", "categories"."updated_at", count("skus"."id"), count(*) over () from "categories" left join "skus" on "skus"."category_id" = "categories"."id" group by "categories"."id" order by "categories"."created_at" desc, "categories"."id" desc limit $1 offset $2`;
const USER_SQL = `select "id", "name", "email" from "users" where "users"."id" = $1 limit $2`;
const DEVICES_SQL = `select "id", "user_id", "device_type", "token", "app_version", "device_id", "created_at", "updated_at" from "devices" where "devices"."user_id" = $1 order by "devices"."id" asc`;
const OUTLETS_SQL = (where: string | undefined) =>
  `select "id", "name" from "outlets"${where ? ` where ${where}` : ''} order by "outlets"."name" asc`;

interface Grant {
  outletId: number | null;
  scopes: string[];
}

interface SignedIn {
  userId: number;
  scopes: string[];
  grants: Grant[];
}

function serveBare(databaseUrl: string, secret: string, port: number) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const iso = (date: Date) => date.toISOString();
  const rowsOf = async (text: string, values: unknown[]) => (await pool.query({ text, values, rowMode: 'array' })).rows;

  async function signedIn(request: http.IncomingMessage): Promise<SignedIn | null> {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return null;
    const now = Date.now();
    const hash = createHmac('sha256', secret).update(token).digest('hex');
    const [row] = await rowsOf(SESSION_SQL, [
      hash,
      iso(new Date(now)),
      iso(new Date(now - SESSION_IDLE_TIMEOUT)),
      true,
      1,
    ]);
    if (!row) return null;
    const [sessionId, userId, lastUsedAt, grants] = row as [number, number, Date, Grant[]];
    if (now - lastUsedAt.getTime() >= LAST_USED_PRECISION) {
      await pool.query(MARK_USED_SQL, [iso(new Date(now)), sessionId, iso(new Date(now - LAST_USED_PRECISION))]);
    }
    const held = new Set(grants.flatMap((grant) => grant.scopes));
    return { userId, scopes: ADMIN_SCOPES.filter((scope) => held.has(scope)), grants };
  }

  async function categories() {
    const rows = await rowsOf(CATEGORIES_SQL, [10, 0]);
    return {
      data: rows.map(([id, name, status, imageUrl, createdAt, updatedAt, skuCount]) => ({
        id,
        name,
        status,
        image_url: imageUrl,
        sku_count: Number(skuCount),
        created_at: iso(createdAt),
        updated_at: iso(updatedAt),
      })),
      meta: { page: 1, size: 10, total: rows.length ? Number(rows[0]![7]) : 0 },
    };
  }

  async function info(user: SignedIn) {
    const outlets = async () => {
      const { grants } = user;
      const everywhere = new Set(grants.filter((g) => g.outletId === null).flatMap((g) => g.scopes));
      const ids = [...new Set(grants.map((g) => g.outletId!))].sort((a, b) => a - b);
      const where = everywhere.size > 0 ? undefined : ids.length ? `"outlets"."id" in (${ids.join(', ')})` : 'false';
      const rows = (await rowsOf(OUTLETS_SQL(where), [])) as [number, string][];
      return rows.map(([id, name]) => {
        const held = new Set(everywhere);
        for (const grant of grants) if (grant.outletId === id) for (const scope of grant.scopes) held.add(scope);
        return { id, name, admin_scope: ADMIN_SCOPES.filter((scope) => held.has(scope)) };
      });
    };
    const [[profile], devices, reach] = await Promise.all([
      rowsOf(USER_SQL, [user.userId, 1]),
      rowsOf(DEVICES_SQL, [user.userId]),
      outlets(),
    ]);
    const [id, name, email] = profile!;
    return {
      data: {
        id,
        name,
        email,
        devices: devices.map(([deviceId, userId, deviceType, token, appVersion, device]) => ({
          id: deviceId,
          device_type: deviceType,
          token,
          app_version: appVersion,
          device_id: device,
          user_id: userId,
        })),
        admin_scope: user.scopes,
        outlets: reach,
      },
    };
  }

  const send = (response: http.ServerResponse, status: number, body: unknown) => {
    const json = JSON.stringify(body);
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(json),
    });
    response.end(json);
  };

  const server = http.createServer((request, response) => {
    const answer = async () => {
      const user = await signedIn(request);
      if (!user) return send(response, 401, { errors: [{ detail: 'Please sign in to continue.' }] });
      if (request.url === '/usr/v1/info') return send(response, 200, await info(user));
      if (request.url === '/adm/v1/categories') {
        if (!user.scopes.some((scope) => scope === 'view_admin_category' || scope === 'view_admin_sku')) {
          return send(response, 403, { errors: [{ detail: 'You do not have permission to do this.' }] });
        }
        return send(response, 200, await categories());
      }
      return send(response, 404, { errors: [{ detail: 'Not found' }] });
    };
    answer().catch((error: Error) => send(response, 500, { errors: [{ detail: error.message }] }));
  });
  server.listen(port, '127.0.0.1', () => process.send?.('listening'));
  process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
}

if (process.argv[2] === '--serve-bare') {
  serveBare(process.env.DATABASE_URL!, process.env.TOKEN_SECRET!, Number(process.env.PORT));
} else {
  await main();
}

// ---------------------------------------------------------------------------------------------
// The benchmark.

async function main() {
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string', default: '3' },
      seconds: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      'cpu-prof': { type: 'boolean', default: false },
    },
  });
  const rounds = Number(values.rounds);
  const seconds = Number(values.seconds);
  const connections = Number(values.connections);
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_bare';
  const dataDir = mkdtempSync(join(tmpdir(), 'teahouse-bench-bare-'));
  const profileDir = values['cpu-prof'] ? join(dataDir, 'profile') : undefined;
  const children: ChildProcess[] = [];
  try {
    await prepareDatabase(databaseUrl);
    console.log('Building the server…');
    await buildServer();
    const secret = randomBytes(32).toString('hex');
    const env = { ...process.env, DATABASE_URL: databaseUrl, TOKEN_SECRET: secret, HOST: '127.0.0.1' };
    const real = { name: 'compiled server', port: 3471, pid: 0 };
    const bare = { name: 'bare node:http + pg', port: 3472, pid: 0 };
    const realProcess = spawn(
      process.execPath,
      [...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []), SERVER_MAIN],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...env, NODE_ENV: 'production', SEED_DEMO: 'false', DATA_DIR: dataDir, PORT: String(real.port) },
      },
    );
    children.push(realProcess);
    const bareProcess = fork(fileURLToPath(import.meta.url), ['--serve-bare'], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      env: { ...env, PORT: String(bare.port) },
    });
    children.push(bareProcess);
    real.pid = realProcess.pid!;
    bare.pid = bareProcess.pid!;
    await Promise.all([waitForHealth(real.port), new Promise((resolve) => bareProcess.once('message', resolve))]);

    const token = await signIn(real.port);
    const headers = { authorization: `Bearer ${token}` };
    const endpoints = ['/adm/v1/categories', '/usr/v1/info'];
    for (const path of endpoints) {
      const [a, b] = await Promise.all([getJson(real.port, path, headers), getJson(bare.port, path, headers)]);
      if (!isDeepStrictEqual(a, b)) {
        throw new Error(`The two servers answer GET ${path} differently:\n${JSON.stringify(a)}\n${JSON.stringify(b)}`);
      }
    }
    console.log(
      `Both servers give the same answers. ${rounds} rounds of ${seconds} s each, ${connections} connections.`,
    );
    console.log('(The machine may be shared: the rounds are interleaved, so both servers see the same conditions.)');

    for (const server of [real, bare]) {
      for (const path of endpoints) await load(server.port, path, headers, WARM_UP_SECONDS, connections);
    }
    const results = new Map<string, Record<'real' | 'bare' | 'realCpu' | 'bareCpu' | 'clientCpu', number[]>>(
      endpoints.map((path) => [path, { real: [], bare: [], realCpu: [], bareCpu: [], clientCpu: [] }]),
    );
    for (let round = 0; round < rounds; round++) {
      for (const path of endpoints) {
        const order = round % 2 === 0 ? [real, bare] : [bare, real];
        for (const server of order) {
          const cpuBefore = cpuTime(server.pid);
          const r = await load(server.port, path, headers, seconds, connections);
          const cpuPerRequest = (cpuTime(server.pid) - cpuBefore) / r.requests;
          if (r.failures) throw new Error(`${r.failures} requests to ${server.name} failed on GET ${path}`);
          const entry = results.get(path)!;
          entry[server === real ? 'real' : 'bare'].push(r.rps);
          entry[server === real ? 'realCpu' : 'bareCpu'].push(cpuPerRequest);
          entry.clientCpu.push(r.clientCpu);
          console.log(
            `  round ${round + 1}  GET ${path.padEnd(20)} ${server.name.padEnd(20)} ${Math.round(r.rps).toString().padStart(6)} req/s` +
              `  ${cpuPerRequest.toFixed(2)} ms CPU a request`,
          );
        }
      }
    }

    console.log('\nRequests a second (median of the rounds) and the ratio compiled / bare:');
    let below = false;
    for (const [path, r] of results) {
      const ratios = r.real.map((rps, i) => rps / r.bare[i]!);
      const ratio = median(ratios);
      below ||= ratio < TARGET_RATIO;
      console.log(
        `  GET ${path.padEnd(20)} compiled ${Math.round(median(r.real)).toString().padStart(6)}  bare ${Math.round(median(r.bare)).toString().padStart(6)}` +
          `  ratio ${ratio.toFixed(2)} (rounds: ${ratios.map((x) => x.toFixed(2)).join(', ')}; target ≥ ${TARGET_RATIO})` +
          `  load generator CPU ${Math.round(100 * median(r.clientCpu))}%`,
      );
      console.log(
        `  ${' '.repeat(24)} server CPU a request: compiled ${median(r.realCpu).toFixed(2)} ms, bare ${median(r.bareCpu).toFixed(2)} ms`,
      );
    }
    process.exitCode = below ? 1 : 0;
  } finally {
    await Promise.all(children.map(stop));
    if (profileDir) {
      const [profile] = readdirSync(profileDir);
      if (profile) {
        const kept = join(tmpdir(), `teahouse-bench-bare-${Date.now()}.cpuprofile`);
        copyFileSync(join(profileDir, profile), kept);
        console.log(`\nCPU profile of the compiled server: ${kept}`);
        printProfile(JSON.parse(readFileSync(kept, 'utf8')) as CpuProfile);
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Makes the benchmark database when missing, and seeds the demo business into it when empty. */
async function prepareDatabase(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    if (await isEmpty(database.db)) {
      console.log(`Seeding the demo business into ${name} (once; later runs reuse it)…`);
      await seedDemo(database.db);
    }
  } finally {
    await database.close();
  }
}

async function waitForHealth(port: number) {
  for (let tries = 0; tries < 600; tries++) {
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server on port ${port} did not answer /health`);
}

async function signIn(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/usr/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  if (!response.ok) throw new Error(`Signing in answered ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function getJson(port: number, path: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
  if (!response.ok) throw new Error(`GET ${path} on port ${port} answered ${response.status}`);
  return response.json();
}

/**
 * `connections` keep-alive connections, each sending its next request as soon as the previous
 * answer is read, for `seconds`. Answers requests a second, failures, and this process's CPU share
 * (near 100% would mean the load generator, not the server, set the pace).
 */
async function load(port: number, path: string, headers: Record<string, string>, seconds: number, connections: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  let done = 0;
  let failures = 0;
  const one = () =>
    new Promise<void>((resolve) => {
      const request = http.request({ host: '127.0.0.1', port, path, headers, agent }, (response) => {
        if (response.statusCode !== 200) failures++;
        response.resume();
        response.on('end', () => {
          done++;
          resolve();
        });
      });
      request.on('error', () => {
        failures++;
        resolve();
      });
      request.end();
    });
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) await one();
    }),
  );
  const elapsed = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  agent.destroy();
  return {
    rps: (done * 1000) / elapsed,
    requests: done,
    failures,
    clientCpu: (cpu.user + cpu.system) / 1000 / elapsed,
  };
}

/** CPU time (user and system) a process has used so far in milliseconds, from Linux's /proc (NaN elsewhere). */
function cpuTime(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/** Where the profiled time went: self time by package (or by the server's own code), largest first. */
function printProfile(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, i) => {
    const { functionName, url } = byId.get(id)!.callFrame;
    const where =
      /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
      (url.includes('dist-server')
        ? 'the server (dist-server)'
        : url.startsWith('node:')
          ? 'node'
          : functionName || '(anonymous)');
    const time = profile.timeDeltas[i] ?? 0;
    totals.set(where, (totals.get(where) ?? 0) + time);
    all += time;
  });
  console.log('Self time by package:');
  for (const [where, time] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
    console.log(`  ${((100 * time) / all).toFixed(1).padStart(5)}%  ${where}`);
  }
}
