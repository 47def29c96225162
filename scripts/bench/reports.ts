// `npm run bench:reports`: the reports, their downloads and the dashboard at scale on PostgreSQL,
// through the real server over HTTP.
//
//   npm run bench:reports                     # a million orders
//   npm run bench:reports -- --orders 20000
//
// The database is `bench_orders`, the one bench:orders uses, seeded once and kept (see
// support/database.ts): a run asking for the number of orders it holds reuses it, else it is
// seeded first. The demo's orders spread over the 90 Jakarta days up to the day it was seeded; the
// report ranges end on that day.
//
// The server runs compiled, in a process of its own, as in production (see support/), with
// DASHBOARD_CACHE_SECONDS=0 so every dashboard request is read from the database, not the short
// cache. Signed in as the demo admin (every outlet), one client sends each case a few warm-up
// requests, then REQUESTS more one after another: the figures are a single request's latency, and
// the heavy-reads gate never queues them. For each case it prints the rows returned, the p50 and p95,
// and the budget; it fails when a p95 is over its budget:
//
// - GET /adm/v1/reports/sales over 30 days daily and 366 days monthly, with no filter, an outlet, a
//   SKU, an outlet and a SKU, 3 SKUs, and an outlet and 3 SKUs; and 3 SKUs over 90 days weekly: 300 ms;
// - GET /adm/v1/reports/inventories over 90 days weekly: 300 ms;
// - the sales report's CSV and .xlsx downloads of 366 daily rows: 1 s;
// - GET /adm/v1/dashboard/analytics for 1, 7 and 30 days (these windows end now): 150 ms.
//
// Not part of `npm test`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { components } from '../../generated/schema';
import { addDays, jakartaDate } from '../../server/src/lib/jakarta-time';
import { BENCH_DATABASE, benchDatabaseUrl, orderCountOption, prepareDatabase, withClient } from './support/database';
import { get, getBody, getJson, measureRequests, signIn } from './support/http';
import { startServerProcess } from './support/server-process';

const WARM_UP = 3;
const REQUESTS = 20;
const REPORT_BUDGET_MS = 300;
const EXPORT_BUDGET_MS = 1000;
const DASHBOARD_BUDGET_MS = 150;

interface Case {
  name: string;
  path: string;
  query: Record<string, string | number | number[]>;
  budget: number;
  /** The rows of one answer (read once, outside the timed requests). */
  rows: (url: string, token: string) => Promise<number>;
}

const { values } = parseArgs({ options: { orders: { type: 'string' } } });
const orderCount = orderCountOption(values.orders, 'bench:reports');

const queryString = (query: Case['query']) =>
  new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, Array.isArray(v) ? v.join(',') : String(v)]),
  ).toString();

const pagedRows = async (url: string, token: string) =>
  (await getJson<{ meta: components['schemas']['PageMeta'] }>(url, token)).meta.total;

const csvRows = async (url: string, token: string) =>
  (await getBody(url, token)).toString().trimEnd().split('\n').length - 1;

async function xlsxRows(url: string, token: string) {
  const body = await getBody(url, token);
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets[0]!.rowCount - 1;
}

const dashboardRows = async (url: string, token: string) =>
  (await getJson<{ data: components['schemas']['DashboardAnalytics'] }>(url, token)).data.sales_series.length;

/** The cases, on an outlet and the best-selling SKUs of the data. */
async function cases(lastDay: string): Promise<Case[]> {
  const { outlet, skus } = await withClient(benchDatabaseUrl, async (client) => {
    const outlets = await client.query<{ id: number }>('select id from outlets order by id limit 1');
    const best = await client.query<{ sku_id: number }>(
      'select sku_id from sku_sales_by_day group by sku_id order by sum(order_count) desc, sku_id limit 3',
    );
    return { outlet: outlets.rows[0]!.id, skus: best.rows.map((r) => r.sku_id) };
  });
  const days = (n: number) => ({ start_date: addDays(lastDay, 1 - n), end_date: lastDay });
  const list: Case[] = [];
  const filters: [string, Case['query']][] = [
    ['', {}],
    [', 1 outlet', { outlet_ids: [outlet] }],
    [', 1 SKU', { sku_ids: skus.slice(0, 1) }],
    [', 1 outlet, 1 SKU', { outlet_ids: [outlet], sku_ids: skus.slice(0, 1) }],
    [', 3 SKUs', { sku_ids: skus }],
    [', 1 outlet, 3 SKUs', { outlet_ids: [outlet], sku_ids: skus }],
  ];
  for (const [span, type, n] of [
    ['30d daily', 'daily', 30],
    ['366d monthly', 'month', 366],
  ] as const)
    for (const [label, filter] of filters)
      list.push({
        name: `sales ${span}${label}`,
        path: '/adm/v1/reports/sales',
        query: { ...days(n), type, ...filter },
        budget: REPORT_BUDGET_MS,
        rows: pagedRows,
      });
  list.push({
    name: 'sales 90d weekly, 3 SKUs',
    path: '/adm/v1/reports/sales',
    query: { ...days(90), type: 'week', sku_ids: skus },
    budget: REPORT_BUDGET_MS,
    rows: pagedRows,
  });
  list.push({
    name: 'inventory 90d weekly',
    path: '/adm/v1/reports/inventories',
    query: { ...days(90), type: 'week' },
    budget: REPORT_BUDGET_MS,
    rows: pagedRows,
  });
  list.push({
    name: 'sales CSV, 366 days daily',
    path: '/adm/v1/reports/sales/export',
    query: { ...days(366), type: 'daily' },
    budget: EXPORT_BUDGET_MS,
    rows: csvRows,
  });
  list.push({
    name: 'sales .xlsx, 366 days daily',
    path: '/adm/v1/reports/sales/export/xlsx',
    query: { ...days(366), type: 'daily' },
    budget: EXPORT_BUDGET_MS,
    rows: xlsxRows,
  });
  for (const n of [1, 7, 30])
    list.push({
      name: `dashboard ${n}d`,
      path: '/adm/v1/dashboard/analytics',
      query: { days: n },
      budget: DASHBOARD_BUDGET_MS,
      rows: dashboardRows,
    });
  return list;
}

const dataDir = mkdtempSync(join(tmpdir(), 'teahouse-bench-reports-'));
let failed = false;
try {
  const seededAt = await prepareDatabase({ orders: orderCount });
  const server = await startServerProcess({
    NODE_ENV: 'development',
    DATABASE_URL: benchDatabaseUrl.toString(),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    DASHBOARD_CACHE_SECONDS: '0',
  });
  try {
    const token = await signIn(server.base);
    const orders = await withClient(benchDatabaseUrl, async (client) => {
      const { rows } = await client.query<{ orders: number }>('select count(*)::int as orders from orders');
      return rows[0]!.orders;
    });
    const lastDay = jakartaDate(seededAt);
    console.log(
      `PostgreSQL ${BENCH_DATABASE}: ${orders} orders, the last seeded day ${lastDay} (Jakarta); ` +
        `one client, ${WARM_UP} warm-up requests then ${REQUESTS} a case, DASHBOARD_CACHE_SECONDS=0\n`,
    );
    console.log(['case'.padEnd(36), '    rows', '  p50 ms', '  p95 ms', 'budget ms', ''].join(' '));
    for (const c of await cases(lastDay)) {
      const url = `${server.base}${c.path}?${queryString(c.query)}`;
      const rows = await c.rows(url, token);
      for (let i = 1; i < WARM_UP; i++) await get(url, token);
      const first = { status: 0 };
      const r = await measureRequests({
        concurrency: 1,
        total: REQUESTS,
        send: async () => {
          const answer = await get(url, token);
          if (!answer.ok && !first.status) first.status = answer.status;
          return answer;
        },
      });
      const over = r.p95 > c.budget;
      failed ||= over || r.failures > 0;
      console.log(
        [
          c.name.padEnd(36),
          String(rows).padStart(8),
          r.p50.toFixed(1).padStart(8),
          r.p95.toFixed(1).padStart(8),
          String(c.budget).padStart(9),
          r.failures ? `FAIL (${r.failures} errors, first ${first.status})` : over ? 'OVER BUDGET' : 'ok',
        ].join(' '),
      );
    }
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) {
  console.error('\nA p95 latency is over its budget, or requests failed.');
  process.exit(1);
}
process.exit(0);
