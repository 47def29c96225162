// `npm run bench:prep`: the expiry of prep batches and the waste report at scale on PostgreSQL.
//
//   npm run bench:prep
//   npm run bench:prep -- --outlets 50 --batches 200
//   DATABASE_URL=postgres://…/postgres npm run bench:prep   # the server (else 127.0.0.1:5432)
//
// A throw-away database (dropped after) gets the demo's people and outlets, grown to OUTLETS outlets, each with a prep
// item and an ingredient.
// 1. Expiry: OUTLETS × BATCHES active batches, all past their holding time; the expiry job's own
//    function (services/prep/expiry `expireDueLots`: due lots taken a thousand at a time with SKIP
//    LOCKED, marked expired, one audit entry per outlet and SKU) is timed over all of them at once,
//    5 times on fresh data. Budget 1 s.
// 2. The waste report: a year of waste at every outlet (about 12 lines a day each: expired batches,
//    spills, remakes), grouped by reason, by SKU and by day over the year and all outlets, through
//    the report's own query (services/waste/report `wasteReport`, as the handler calls it for a
//    caller who reaches every outlet). Timed 30 times each after warming up. Budget: p95 300 ms.
//
// Both are timed on the services' functions, not over HTTP (bench:api measures that layer).
// Not part of `npm test`.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/src/db/client';
import { seedDemo } from '../../server/src/seed';
import { addDays, jakartaDate } from '../../server/src/lib/jakarta-time';
import { expireDueLots } from '../../server/src/services/prep/expiry';
import { wasteReport } from '../../server/src/services/waste/report';
import { percentile } from './support/http';
import { throwawayDatabase } from './support/database';

const { values } = parseArgs({
  options: { outlets: { type: 'string', default: '50' }, batches: { type: 'string', default: '200' } },
});
const OUTLETS = Number(values.outlets);
const BATCHES = Number(values.batches);
const EXPIRY_BUDGET_MS = 1000;
const REPORT_BUDGET_MS = 300;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function main() {
  const throwaway = await throwawayDatabase('bench_prep');
  const database = await openDatabase({ kind: 'postgres', url: throwaway.url.toString() });
  const db = database.db;
  let failed = false;
  try {
    await seedDemo(db, { business: false });
    const [first] = (
      (await db.execute(sql`select min(id)::int as id from outlets`)) as unknown as { rows: { id: number }[] }
    ).rows;
    // Grown to OUTLETS outlets, copies of the first under other names.
    await db.execute(sql`
      insert into outlets overriding system value
      select (json_populate_record(null::outlets,
        (to_jsonb(o) || jsonb_build_object('id', 100000 + g, 'name', o.name || ' ' || g, 'is_hq', false))::json)).*
      from outlets o, generate_series(1, greatest(0, ${OUTLETS} - (select count(*)::int from outlets))) g
      where o.id = ${first!.id}`);
    await db.execute(sql`
      insert into skus (name, category_id, status, price, unit_amount, unit, image_url, kind, batch_yield, holding_minutes)
      select 'Bench Pearls', id, false, 1000, 1800, 'gr', '', 'prep', 1800, 240 from categories order by id limit 1`);
    await db.execute(sql`
      insert into skus (name, category_id, status, price, unit_amount, unit, image_url, kind)
      select 'Bench Milk', id, false, 18500, 1, 'l', '', 'ingredient' from categories order by id limit 1`);
    const outletIds = `(select id from outlets order by id limit ${OUTLETS})`;

    // 1. Expiry.
    const expiry: number[] = [];
    for (let run = 0; run < 5; run++) {
      await db.execute(sql`delete from stock_lots`);
      await db.execute(
        sql.raw(`
        insert into stock_lots (outlet_id, sku_id, kind, batches, produced_at, expires_at, initial_quantity, quantity)
        select o.id, (select id from skus where name = 'Bench Pearls'), 'batch', 1,
          now() - interval '5 hours' - g * interval '1 second', now() - interval '1 hour' - g * interval '1 second', 1800, 900
        from ${outletIds} o, generate_series(1, ${BATCHES}) g`),
      );
      await db.execute(sql`analyze stock_lots`);
      expiry.push(await timed(() => expireDueLots(db)));
    }
    expiry.sort((a, b) => a - b);
    const expiryP50 = percentile(expiry, 50);
    console.log(
      `expiry job over ${OUTLETS} × ${BATCHES} active batches: median ${expiryP50.toFixed(0)} ms, worst ${expiry.at(-1)!.toFixed(0)} ms (budget ${EXPIRY_BUDGET_MS} ms)`,
    );
    if (expiry.at(-1)! > EXPIRY_BUDGET_MS) failed = true;

    // 2. The waste report over a year.
    await db.execute(
      sql.raw(`
      insert into inventory_movements (outlet_id, sku_id, source, change_type, quantity, quantity_before, quantity_after,
        note, waste_reason, waste_value, created_at)
      select o.id, case when n % 3 = 0 then (select id from skus where name = 'Bench Milk') else (select id from skus where name = 'Bench Pearls') end,
        'waste', 'deduct', 1 + n % 900, 0, -(1 + n % 900), '',
        (array['expired', 'expired', 'expired', 'spill', 'remake', 'quality'])[1 + n % 6], (1 + n % 900) * 21,
        now() - d * interval '1 day' - (n % 12) * interval '1 hour'
      from ${outletIds} o, generate_series(0, 364) d, generate_series(1, 12) n`),
    );
    await db.execute(sql`analyze inventory_movements`);
    const [lines] = (
      (await db.execute(sql`select count(*)::int as n from inventory_movements where source = 'waste'`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    const end = jakartaDate(Date.now());
    const range = { start: addDays(end, -364), end };
    const everywhere = { all: true } as const;
    for (const groupBy of ['reason', 'sku', 'day'] as const) {
      for (let i = 0; i < 5; i++) await wasteReport(db, groupBy, range, everywhere);
      const times: number[] = [];
      for (let i = 0; i < 30; i++) times.push(await timed(() => wasteReport(db, groupBy, range, everywhere)));
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      console.log(
        `waste report by ${groupBy}, a year of ${OUTLETS} outlets (${lines!.n.toLocaleString('en')} lines): p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (budget ${REPORT_BUDGET_MS} ms)`,
      );
      if (p95 > REPORT_BUDGET_MS) failed = true;
    }
  } finally {
    await database.close();
    await throwaway.drop();
  }
  if (failed) {
    console.error('Over budget.');
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
