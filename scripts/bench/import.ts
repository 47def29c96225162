// `npm run bench:import`: the SKU import at its advertised size. Creates a throw-away PostgreSQL
// database (DATABASE_URL's server, else the local `test` one at 127.0.0.1:5432), seeds the core demo
// data, and times through the API a dry run of a 2,000-row CSV (budget 3 s), the import of the same
// file (budget 5 s), and a dry run of its .xlsx form. Each figure is the best of three dry runs and
// the one import. Fails when a budget is exceeded. Not part of `npm test`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { DEMO_ADMIN } from '../../server/src/seed/core';
import { throwawayDatabase } from './support/database';

// A 1×1 PNG, the image every row names.
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 2000);
const DRY_RUN_BUDGET_MS = 3000;
const COMMIT_BUDGET_MS = 5000;

const { url, drop } = await throwawayDatabase('bench_import');

const dataDir = mkdtempSync(join(tmpdir(), 'teahouse-bench-import-'));
const config = loadConfig({
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  DATABASE_URL: url.toString(),
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  SEED_DEMO: 'true',
});
const app = await buildApp(config);

async function send(method: 'GET' | 'POST', path: string, token: string | undefined, body?: unknown) {
  const res = await app.inject({
    method,
    url: path,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: res.statusCode, json: () => res.json() as Record<string, any>, raw: res.rawPayload };
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await run();
  return [value, performance.now() - started];
}

try {
  await app.ready();
  const login = await send('POST', '/usr/v1/login', undefined, {
    email: DEMO_ADMIN.email,
    password: DEMO_ADMIN.password,
  });
  const token = login.json().data.token as string;
  const image = `/uploads/${await app.images.put({ bytes: PNG_1PX, contentType: 'image/png', extension: 'png' })}`;
  const category = ((await send('GET', '/adm/v1/categories?size=1', token)).json().data[0] as { name: string }).name;
  const header = 'Name,Category,Kind,Price,Discounted price,Unit Amount,Unit,Image,Active';
  const lines = Array.from(
    { length: ROWS },
    (_, i) => `Bench Import ${i},${category},product,${20000 + i},${i % 5 === 0 ? 1000 : 0},500,ml,${image},yes`,
  );
  const csv = Buffer.from([header, ...lines].join('\n')).toString('base64');
  const body = (dryRun: boolean, content = csv, fileName = 'bench.csv') => ({
    file_name: fileName,
    content,
    dry_run: dryRun,
  });

  let dryRunMs = Infinity;
  for (let i = 0; i < 3; i += 1) {
    const [res, ms] = await timed(() => send('POST', '/adm/v1/imports/skus', token, body(true)));
    if (res.status !== 200 || res.json().data.summary.errors !== 0) throw new Error(`dry run answered ${res.status}`);
    dryRunMs = Math.min(dryRunMs, ms);
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('skus');
  for (const line of [header, ...lines]) sheet.addRow(line.split(','));
  const xlsx = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
  let xlsxMs = Infinity;
  for (let i = 0; i < 3; i += 1) {
    const [res, ms] = await timed(() => send('POST', '/adm/v1/imports/skus', token, body(true, xlsx, 'bench.xlsx')));
    if (res.status !== 200) throw new Error(`xlsx dry run answered ${res.status}`);
    xlsxMs = Math.min(xlsxMs, ms);
  }
  const [committed, commitMs] = await timed(() => send('POST', '/adm/v1/imports/skus', token, body(false)));
  if (committed.status !== 200 || committed.json().data.summary.created !== ROWS)
    throw new Error(`import answered ${committed.status}`);
  const [again, reimportMs] = await timed(() => send('POST', '/adm/v1/imports/skus', token, body(false)));
  if (again.json().data.summary.unchanged !== ROWS) throw new Error('the same file again changed something');

  const ok = dryRunMs <= DRY_RUN_BUDGET_MS && commitMs <= COMMIT_BUDGET_MS;
  console.log(`SKU import of ${ROWS} rows on PostgreSQL`);
  console.log(`  dry run (CSV)   ${dryRunMs.toFixed(0)} ms  (budget ${DRY_RUN_BUDGET_MS} ms)`);
  console.log(`  dry run (XLSX)  ${xlsxMs.toFixed(0)} ms`);
  console.log(`  import (CSV)    ${commitMs.toFixed(0)} ms  (budget ${COMMIT_BUDGET_MS} ms)`);
  console.log(`  same file again ${reimportMs.toFixed(0)} ms  (all unchanged)`);
  console.log(ok ? 'Within budget' : 'OVER BUDGET');
  process.exitCode = ok ? 0 : 1;
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  await drop();
}
