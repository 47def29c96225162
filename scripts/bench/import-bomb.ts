// `npm run bench:import-bomb`: what a zip bomb sent to the import costs the server. The compiled
// server runs in a process of its own on a throw-away PostgreSQL database (on DATABASE_URL's server,
// else the local one at 127.0.0.1:5432) with the core seed, and is sent, as the demo admin, a dry
// run of:
// - a 5 MB .xlsx whose shared strings and sheet inflate to about 5 GB, its zip directory honest;
// - the same 5 MB whose directory says each part inflates to 1 MB (a lie read while inflating);
// - for comparison, an ordinary workbook of 5,000 SKU rows, the most an import takes, and 5 MB of
//   random bytes named .xlsx (what receiving any 5 MB upload costs: reading, parsing and decoding
//   the request's base64, refused as unreadable at once).
// For each, over five runs: the time to the answer (median and worst), the CPU time the server
// spent on it (from /proc, which a busy machine does not inflate as it does the time), and how far
// its memory grew above what it held before the request (its peak resident set, reset before each
// request, less its resident set before it; the worst run). Budgets for a bomb: refused (413 or 415)
// within 2 s (the median), the memory growing by at most 100 MB. The machine's load average is
// printed with the figures. Not part of `npm test`.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { openDatabase } from '../../server/src/db/client';
import { seedDemo } from '../../server/src/seed';
import { xlsxBomb } from '../../server/test/helpers/zip-bomb';
import { throwawayDatabase } from './support/database';
import { send, signIn } from './support/http';
import { startServerProcess } from './support/server-process';

const TIME_BUDGET_MS = 2000;
const MEMORY_BUDGET_MB = 100;
const RUNS = 5;
const UPLOAD_BYTES = 5 * 1024 * 1024;

const MB = 1024 * 1024;
const { url, drop } = await throwawayDatabase('bench_bomb');
const database = await openDatabase({ kind: 'postgres', url: url.toString() });
await database.withoutBounds((db) => seedDemo(db, { business: false }));
await database.close();

/** The CPU time the process has used, in milliseconds (fields 14 and 15 of /proc/<pid>/stat, in ticks of 10 ms). */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** A field of /proc/<pid>/status, in bytes. */
const status = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  return Number(line![1]) * 1024;
};

const dataDir = mkdtempSync(join(tmpdir(), 'teahouse-bench-bomb-'));
const api = await startServerProcess({
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  DATABASE_URL: url.toString(),
  SEED_DEMO: 'false',
  AUTH_RATE_LIMIT: '1000000',
});

interface Case {
  label: string;
  file: Buffer;
  /** The answers that count as handled. */
  expected: number[];
  bomb: boolean;
}

async function measure(token: string, { file, expected }: Case) {
  const body = JSON.stringify({ file_name: 'menu.xlsx', content: file.toString('base64'), dry_run: true });
  const before = status(api.pid, 'VmRSS');
  // Resets the peak resident set (VmHWM) to the present one (Linux, the process's owner).
  writeFileSync(`/proc/${api.pid}/clear_refs`, '5');
  const cpuBefore = cpuMs(api.pid);
  const started = performance.now();
  const answer = await send(`${api.base}/adm/v1/imports/skus`, {
    method: 'POST',
    body,
    compressed: false,
    headers: { authorization: `Bearer ${token}` },
  });
  const ms = performance.now() - started;
  const cpu = cpuMs(api.pid) - cpuBefore;
  const grew = status(api.pid, 'VmHWM') - before;
  if (!expected.includes(answer.status))
    throw new Error(`answered ${answer.status}: ${answer.body.toString().slice(0, 200)}`);
  const detail = answer.ok
    ? ''
    : (JSON.parse(answer.body.toString()) as { errors: { detail: string }[] }).errors[0]!.detail;
  return { ms, cpu, grew, status: answer.status, detail };
}

let failed = false;
try {
  const token = await signIn(api.base);
  const honest = xlsxBomb({ bytes: UPLOAD_BYTES });
  const lying = xlsxBomb({ bytes: UPLOAD_BYTES, declaredPartSize: MB });
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('skus');
  sheet.addRow(['Name', 'Category', 'Kind', 'Price', 'Discounted price', 'Unit Amount', 'Unit', 'Image', 'Active']);
  for (let i = 0; i < 5000; i += 1)
    sheet.addRow([`Bench SKU ${i}`, 'Milk Tea', 'product', 20000 + i, 0, 500, 'ml', '', 'yes']);
  const ordinary = Buffer.from(await workbook.xlsx.writeBuffer());
  const cases: Case[] = [
    {
      label: `bomb, honest directory (${(honest.file.length / MB).toFixed(1)} MB → ${(honest.inflatedBytes / 1024 ** 3).toFixed(1)} GB)`,
      file: honest.file,
      expected: [413],
      bomb: true,
    },
    {
      label: `bomb, directory says 1 MB a part (${(lying.file.length / MB).toFixed(1)} MB)`,
      file: lying.file,
      expected: [413, 415],
      bomb: true,
    },
    {
      label: `ordinary workbook, 5,000 rows (${(ordinary.length / MB).toFixed(2)} MB)`,
      file: ordinary,
      expected: [200],
      bomb: false,
    },
    {
      label: '5 MB of random bytes (any upload of that size)',
      file: randomBytes(UPLOAD_BYTES),
      expected: [415],
      bomb: false,
    },
  ];
  // Warm-up: the workbook reader's modules loaded, as on a server that has read a workbook before.
  await measure(token, cases[2]!);

  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(
    `Import of an .xlsx bomb (dry run), ${RUNS} runs each, through the compiled server (load average ${load}, ${cpus().length} CPUs)`,
  );
  for (const c of cases) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measure(token, c));
    const times = runs.map((run) => run.ms).sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const cpu = Math.max(...runs.map((run) => run.cpu));
    const grew = Math.max(...runs.map((run) => run.grew));
    const within = !c.bomb || (median <= TIME_BUDGET_MS && grew <= MEMORY_BUDGET_MB * MB);
    failed ||= !within;
    const { status: answered, detail } = runs[0]!;
    console.log(`  ${c.label}: answered ${answered}${detail ? ` "${detail}"` : ''}`);
    console.log(
      `    ${median.toFixed(0)} ms (worst ${times.at(-1)!.toFixed(0)} ms), server CPU ${cpu} ms, memory grew ${(grew / MB).toFixed(1)} MB` +
        (c.bomb ? `  (budget ${TIME_BUDGET_MS} ms, ${MEMORY_BUDGET_MB} MB)` : ''),
    );
  }
  console.log(failed ? 'OVER BUDGET' : 'Within budget');
} finally {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await drop();
}
process.exitCode = failed ? 1 : 0;
