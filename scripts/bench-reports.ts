// `npm run bench:reports`: times the queries the sales, inventory and purchase-order reports, the
// dashboard and the order list need, over the seeded business (90 days; grouped by day, week and
// month; with and without outlet filters), and shows from EXPLAIN which indexes each one uses.
// PGlite in a temporary folder with the demo seed by default (`-- --orders N` for a bigger one);
// with DATABASE_URL it uses that database, seeding it first when empty. Prints the median of a few
// runs and fails when one is over the budget (BENCH_BUDGET_MS, generous). Not part of `npm test`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Db } from '../server/src/db/client';
import { isEmpty, seedDemo } from '../server/src/db/seed';
import { addDays, jakartaDate, startOfJakartaDay } from '../server/src/lib/jakarta-time';
import {
  dashboard,
  inventoryReport,
  orderList,
  purchaseOrderReport,
  salesReport,
  salesReportForSkus,
  type Period,
} from './bench-reports/queries';
import { stringify } from 'csv-stringify';
import { salesReport as salesReportRows } from '../server/src/services/reports/sales';
import { inventoryReport as inventoryReportRows } from '../server/src/services/reports/inventory';
import { purchaseOrderReport as purchaseOrderReportRows } from '../server/src/services/reports/purchase-orders';

const RUNS = 5;
const BUDGET_MS = Number(process.env.BENCH_BUDGET_MS ?? 1500);

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The indexes a plan reads, or the tables it scans whole. */
async function access(db: Db, query: SQL): Promise<string> {
  const plan = (await rows<Record<string, string>>(db, sql`explain ${query}`))
    .map((r) => Object.values(r)[0])
    .join('\n');
  const indexes = new Set(
    [...plan.matchAll(/(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g)].map(
      (m) => m[1],
    ),
  );
  const scans = new Set([...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => `seq ${m[1]}`));
  return [...indexes, ...scans].join(', ') || 'no table access';
}

async function time(db: Db, query: SQL): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await db.execute(query);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

async function main() {
  const { values } = parseArgs({ options: { orders: { type: 'string' }, days: { type: 'string' } } });
  const url = process.env.DATABASE_URL;
  const dataDir = url ? undefined : mkdtempSync(join(tmpdir(), 'teahouse-bench-'));
  const database = await openDatabase(
    url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: join(dataDir!, 'pglite') },
  );
  try {
    const db = database.db;
    if (await isEmpty(db)) {
      const started = Date.now();
      await seedDemo(db, {
        uploadsDir: join(dataDir ?? tmpdir(), 'uploads'),
        orders: values.orders ? Number(values.orders) : undefined,
        days: values.days ? Number(values.days) : undefined,
      });
      console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    await db.execute(sql`analyze`);
    const [{ orders }] = (await rows<{ orders: number }>(db, sql`select count(*)::int as orders from orders`)) as [
      { orders: number },
    ];
    const [{ last }] = (await rows<{ last: string }>(db, sql`select max(placed_on)::text as last from orders`)) as [
      { last: string },
    ];
    const outlets = (await rows<{ id: number }>(db, sql`select id from outlets order by id limit 2`)).map((o) => o.id);
    const skus = (await rows<{ id: number }>(db, sql`select id from skus order by id limit 3`)).map((s) => s.id);
    const range = { start: addDays(last, -89), end: last };
    console.log(
      `${database.kind}, ${orders} orders, ${range.start} to ${range.end}, median of ${RUNS} runs, budget ${BUDGET_MS} ms\n`,
    );

    const cases: [string, SQL][] = [];
    for (const p of ['day', 'week', 'month'] as Period[]) {
      cases.push([`sales by ${p}`, salesReport(p, range)]);
      cases.push([`sales by ${p}, 2 outlets`, salesReport(p, range, outlets)]);
    }
    cases.push(['sales by week, 3 SKUs', salesReportForSkus('week', range, skus)]);
    for (const p of ['day', 'week', 'month'] as Period[]) cases.push([`inventory by ${p}`, inventoryReport(p, range)]);
    for (const p of ['day', 'month'] as Period[])
      cases.push([`purchase orders by ${p}`, purchaseOrderReport(p, range)]);
    for (const days of [1, 7, 30]) {
      const end = new Date(startOfJakartaDay(last) + 24 * 3600 * 1000).toISOString();
      const from = new Date(startOfJakartaDay(addDays(last, 1 - days))).toISOString();
      for (const [name, query] of Object.entries(dashboard(from, end, days === 1)))
        cases.push([`dashboard ${days}d ${name}`, query]);
    }
    for (const [name, query] of Object.entries(orderList(undefined, undefined, undefined)))
      cases.push([`orders list ${name}`, query]);
    for (const [name, query] of Object.entries(orderList(400, outlets[0], { start: addDays(last, -6), end: last })))
      cases.push([`orders list, status+outlet+week ${name}`, query]);

    // The handlers' own code (rollups, periods, totals) as the API runs it, for an admin (every outlet).
    const handlerCases: [string, () => Promise<unknown>][] = [];
    const everywhere = { all: true } as const;
    const days = (n: number) => ({ start: addDays(last, 1 - n), end: last });
    for (const [label, filters] of [
      ['', {}],
      [', 1 outlet', { outletIds: outlets.slice(0, 1) }],
      [', 1 SKU', { skuIds: skus.slice(0, 1) }],
      [', 3 SKUs', { skuIds: skus }],
    ] as const) {
      handlerCases.push([
        `report: sales 30d daily${label}`,
        () => salesReportRows(db, 'daily', days(30), everywhere, filters),
      ]);
      handlerCases.push([
        `report: sales 366d monthly${label}`,
        () => salesReportRows(db, 'month', days(366), everywhere, filters),
      ]);
    }
    handlerCases.push([
      `report: sales 3 SKUs weekly 90d`,
      () => salesReportRows(db, 'week', days(90), everywhere, { skuIds: skus }),
    ]);
    handlerCases.push([`report: inventory 90d weekly`, () => inventoryReportRows(db, 'week', days(90), undefined)]);
    handlerCases.push([
      `report: purchase orders 366d monthly`,
      () => purchaseOrderReportRows(db, 'month', days(366), undefined),
    ]);
    handlerCases.push([
      'export: sales 366 daily rows as CSV',
      async () => {
        const { rows: sales } = await salesReportRows(db, 'daily', days(366), everywhere, {});
        return new Promise((done, fail) =>
          stringify(
            sales.map((r) => Object.values(r)),
            (error, text) => (error ? fail(error) : done(text)),
          ),
        );
      },
    ]);

    let failed = 0;
    console.log(`${'handler'.padEnd(40)} ${'median'.padStart(9)}`);
    for (const [name, run] of handlerCases) {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        await run();
        times.push(performance.now() - started);
      }
      const ms = times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
      if (ms > BUDGET_MS) failed++;
      console.log(`${name.padEnd(40)} ${`${ms.toFixed(1)} ms`.padStart(9)}${ms > BUDGET_MS ? '  OVER BUDGET' : ''}`);
    }
    console.log('');

    console.log(`${'query'.padEnd(40)} ${'median'.padStart(9)}  uses`);
    for (const [name, query] of cases) {
      const uses = await access(db, query);
      const ms = await time(db, query);
      const over = ms > BUDGET_MS;
      if (over) failed++;
      console.log(`${name.padEnd(40)} ${`${ms.toFixed(1)} ms`.padStart(9)}  ${uses}${over ? '  OVER BUDGET' : ''}`);
    }
    if (jakartaDate(Date.now()) !== last) console.log(`\n(the newest order is from ${last}; the windows end there)`);
    if (failed) {
      console.error(`\n${failed} quer${failed === 1 ? 'y is' : 'ies are'} over the ${BUDGET_MS} ms budget`);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
