// `npm run bench:startup`: how long the compiled server (dist-server/main.js, built first) takes
// from its launch to its first answer of GET /health on PGlite, on a new temporary DATA_DIR twice:
// the first start creates, migrates and seeds the demo database, the second opens it.
// `-- --runs N` repeats the pair; `-- --source` times the server run from source (tsx) instead.
// Prints the figures and whether they meet the budgets. Not part of `npm test`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildServer, SERVER_MAIN } from '../build-server';

/** First start, with the demo seed, and every later start, in milliseconds. */
const FIRST_START_BUDGET = 10_000;
const LATER_START_BUDGET = 2_000;
const GIVE_UP_MS = 120_000;

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '1' }, source: { type: 'boolean', default: false } },
});
const runs = Number(values.runs);
const command = values.source ? ['--import', 'tsx', 'server/src/main.ts'] : [SERVER_MAIN];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * CPU time (user and system) a process, or its main thread, has used so far, in milliseconds, where
 * Linux tells (/proc, at its usual 100 ticks a second). On a shared machine it varies less than the
 * wall clock; the main thread's is close to what the start takes on an idle machine.
 */
function cpuTime(pid: number | undefined, mainThread = false): number | undefined {
  try {
    const stat = mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`;
    const fields = readFileSync(stat, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

interface Timing {
  wall: number;
  cpu: number | undefined;
  mainThreadCpu: number | undefined;
}

/** Launches the server on the data folder; answers the time until /health first said 200. */
async function timeStart(dataDir: string): Promise<Timing> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, command, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? 1));
  try {
    for (;;) {
      if (exited !== null) throw new Error(`the server exited (${exited}) before answering /health`);
      if (performance.now() - started > GIVE_UP_MS) throw new Error('the server did not answer /health in time');
      const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) {
        return {
          wall: performance.now() - started,
          cpu: cpuTime(child.pid),
          mainThreadCpu: cpuTime(child.pid, true),
        };
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    const gone = new Promise((resolve) => (exited !== null ? resolve(null) : child.once('exit', resolve)));
    child.kill('SIGTERM');
    await gone;
  }
}

if (!values.source) await buildServer();
const first: Timing[] = [];
const later: Timing[] = [];
for (let run = 0; run < runs; run++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'teahouse-startup-'));
  try {
    first.push(await timeStart(dataDir));
    later.push(await timeStart(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const rows = [
  { start: 'first (creates and seeds)', times: first, budget: FIRST_START_BUDGET },
  { start: 'second (opens)', times: later, budget: LATER_START_BUDGET },
];
console.log(`Start-up to the first /health answer, ${values.source ? 'from source (tsx)' : 'compiled'}, PGlite:`);
for (const row of rows) {
  const wall = median(row.times.map((t) => t.wall));
  const cpus = row.times.flatMap((t) => (t.cpu === undefined ? [] : [t.cpu]));
  const mainThread = row.times.flatMap((t) => (t.mainThreadCpu === undefined ? [] : [t.mainThreadCpu]));
  console.log(
    `  ${row.start.padEnd(26)} ${seconds(wall).padStart(8)}  (budget ${seconds(row.budget)}${wall > row.budget ? ', OVER' : ''})` +
      (cpus.length ? `  CPU ${seconds(median(cpus))}, main thread ${seconds(median(mainThread))}` : '') +
      (row.times.length > 1 ? `  runs: ${row.times.map((t) => seconds(t.wall)).join(', ')}` : ''),
  );
}
process.exitCode = rows.some((row) => median(row.times.map((t) => t.wall)) > row.budget) ? 1 : 0;
