// `npm run bench:reorder`: reorder suggestions at scale on PostgreSQL, through the service itself
// (the code the handler calls, on the server's own connection pool; HTTP adds the same small cost to
// every request and is measured by bench:api).
//
//   npm run bench:reorder
//   npm run bench:reorder -- --reads-only      # the reads again, on the database of the last run
//
// A fresh database `bench_reorder` gets the demo's people and outlets, grown to 50 outlets and 2,000
// ingredients, a stock line and a reorder rule (min 1,000, max 3,000, multiple 100) for every pair
// with stock spread from 0 to 2,000 (about half of them at or below the minimum), an open purchase
// order of 200 lines per outlet from one of 20 vendors (the SKUs' last prices), and a transfer of 50
// lines on its way to each outlet. Timed after warming up: one outlet's suggestions (30 times,
// budget p95 200 ms) and the whole chain's (10 times, budget p95 2 s).
//
// Not part of `npm test`.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Db } from '../../server/src/db/client';
import { rowsOf } from '../../server/src/db/rows';
import { seedDemo } from '../../server/src/seed';
import { listReorderSuggestions } from '../../server/src/services/reorder/queries';
import { percentile } from './support/http';

const DATABASE = 'bench_reorder';
const OUTLETS = 50;
const SKUS = 2000;
const ONE_OUTLET_BUDGET_MS = 200;
const CHAIN_BUDGET_MS = 2000;

const { values } = parseArgs({ options: { 'reads-only': { type: 'boolean' } } });

const server = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const url = new URL(server);
url.pathname = `/${DATABASE}`;

async function freshDatabase() {
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
}

function summary(name: string, times: number[], budget: number) {
  const sorted = [...times].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  const ok = p95 <= budget;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${name}: n=${times.length} p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (budget ${budget} ms)`,
  );
  return ok;
}

async function build(db: Db) {
  await seedDemo(db, { business: false });
  await db.execute(sql`
    insert into outlets (name, address, area_id, area_name, is_level_2)
    select 'Bench outlet ' || g, o.address, o.area_id, o.area_name, o.is_level_2
    from outlets o cross join generate_series(1, ${OUTLETS} - (select count(*)::int from outlets)) g
    where o.id = (select min(id) from outlets)`);
  await db.execute(sql`
    insert into skus (name, category_id, status, price, unit_amount, unit, kind, image_url)
    select 'Bench ingredient ' || lpad(g::text, 5, '0'), (select min(id) from categories), false, 1, 1, 'l', 'ingredient',
      '/uploads/bench.png'
    from generate_series(1, ${SKUS}) g`);
  await db.execute(sql`
    insert into vendors (name, address, contact_person, phone, email)
    select 'Bench vendor ' || g, 'Jl. Bench ' || g, 'Bench', '081234567890', 'bench' || g || '@example.com'
    from generate_series(1, 20) g`);
  await db.execute(sql`
    insert into inventory_stocks (outlet_id, sku_id, quantity, last_movement_at)
    select o.id, s.id, (o.id * 7919 + s.id * 104729) % 2001, now()
    from outlets o cross join skus s where s.name like 'Bench ingredient %'
    on conflict (outlet_id, sku_id) do nothing`);
  await db.execute(sql`
    insert into reorder_rules (outlet_id, sku_id, min_quantity, max_quantity, multiple)
    select o.id, s.id, 1000, 3000, 100 from outlets o cross join skus s where s.name like 'Bench ingredient %'`);
  // One open purchase order per outlet, 200 lines of one litre each, from one of the vendors.
  await db.execute(sql`
    insert into purchase_orders (po_number, vendor_id, outlet_id, buyer, delivery_address, expected_delivery_date,
      shipping_method, shipping_terms, payment_method, payment_terms, bank_name, bank_account_name, bank_account_number,
      subtotal, tax, total_amount, status)
    select 'PO-BENCH-' || o.id, (select min(id) from vendors where name like 'Bench vendor %') + o.id % 20, o.id,
      'Bench', o.address, current_date, 'Truck', 'FOB', 'Transfer', 'Net 30', 'BCA', 'Bench', '8730012345',
      200 * 18500, 0, 200 * 18500, case when o.id % 2 = 0 then 'PENDING' else 'PARTIAL' end
    from outlets o`);
  await db.execute(sql`
    insert into purchase_order_items (purchase_order_id, item_name, sku_id, quantity, unit_price, total_price, quantity_received)
    select po.id, s.name, s.id, 1, 18500, 18500, 0
    from purchase_orders po
    cross join lateral (
      select id, name from skus where name like 'Bench ingredient %'
      order by (id * 31 + po.id * 17) % ${SKUS} limit 200
    ) s
    where po.po_number like 'PO-BENCH-%'`);
  // A transfer on its way to each outlet, 50 lines.
  await db.execute(sql`
    insert into stock_transfers (transfer_number, from_outlet_id, to_outlet_id)
    select 'TR-BENCH-' || o.id, (select min(id) from outlets), o.id from outlets o where o.id <> (select min(id) from outlets)`);
  await db.execute(sql`
    insert into stock_transfer_items (transfer_id, sku_id, quantity)
    select t.id, s.id, 500 from stock_transfers t
    cross join lateral (
      select id from skus where name like 'Bench ingredient %' order by (id * 13 + t.id * 7) % ${SKUS} limit 50
    ) s
    where t.transfer_number like 'TR-BENCH-%'`);
  for (const table of [
    'inventory_stocks',
    'reorder_rules',
    'purchase_orders',
    'purchase_order_items',
    'stock_transfers',
    'stock_transfer_items',
  ]) {
    await db.execute(sql.raw(`analyze ${table}`));
  }
}

async function time(run: () => Promise<unknown>, times: number) {
  for (let i = 0; i < 3; i++) await run();
  const taken: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    taken.push(performance.now() - start);
  }
  return taken;
}

const readsOnly = values['reads-only'] === true;
if (!readsOnly) await freshDatabase();
const database = await openDatabase({ kind: 'postgres', url: url.toString() });
try {
  const db = database.db;
  const started = performance.now();
  if (!readsOnly) await build(db);
  const [counts] = await rowsOf<{ outlets: number; rules: number; low: number }>(
    db,
    sql`select (select count(*)::int from outlets) as outlets, (select count(*)::int from reorder_rules) as rules,
      (select count(*)::int from reorder_rules r join inventory_stocks s using (outlet_id, sku_id)
        where s.quantity <= r.min_quantity) as low`,
  );
  console.log(
    `${counts!.outlets} outlets, ${counts!.rules} rules, ${counts!.low} lines at or below their minimum (ready in ${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
  const [outlet] = await rowsOf<{ id: number }>(db, sql`select id from outlets order by id desc limit 1`);
  const everywhere = { all: true } as const;
  let lines = 0;
  const one = await time(async () => {
    lines = (await listReorderSuggestions(db, everywhere, outlet!.id)).data.length;
  }, 30);
  console.log(`one outlet: ${lines} suggestions`);
  const chain = await time(async () => {
    lines = (await listReorderSuggestions(db, everywhere, undefined)).data.length;
  }, 10);
  console.log(`the chain: ${lines} suggestions`);
  const okOne = summary("one outlet's suggestions (2,000 SKUs with rules)", one, ONE_OUTLET_BUDGET_MS);
  const okChain = summary(`the chain's suggestions (${OUTLETS} outlets)`, chain, CHAIN_BUDGET_MS);
  process.exitCode = okOne && okChain ? 0 : 1;
} finally {
  await database.close();
}
