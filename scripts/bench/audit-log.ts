// `npm run bench:audit-log`: the audit log's filtered first page at 1,000,000 entries on PostgreSQL,
// through the service itself (the code the handler calls, on the server's own connection pool).
//
//   npm run bench:audit-log                        # 1,000,000 entries
//   npm run bench:audit-log -- --entries 200000
//   npm run bench:audit-log -- --reads-only        # the reads again, on the database of the last run
//
// A fresh database `bench_audit` gets the demo's people and outlets, then ENTRIES audit entries
// over 400 days: 50 users, operations and record types in the proportions a back office makes
// them (SKU edits, orders, stock, invoices…), 10,000 records of each type, two thirds of them tied
// to one of the outlets. Timed, 30 times each after warming up: the first page (10 entries, newest
// first, with its total) unfiltered, and filtered by record (a History tab), by user, by operation,
// by one day, by user and a week, and as an outlet manager reaching one outlet. Budget: p95 50 ms each.
//
// Not part of `npm test`.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Db } from '../../server/src/db/client';
import { rowsOf } from '../../server/src/db/rows';
import { seedDemo } from '../../server/src/seed';
import { addDays, jakartaDate } from '../../server/src/lib/jakarta-time';
import type { OutletReach } from '../../server/src/lib/outlet-access';
import { listAuditLog } from '../../server/src/services/audit-log/queries';
import { percentile } from './support/http';

const DATABASE = 'bench_audit';
const BUDGET_MS = 50;
const READS = 30;

const { values } = parseArgs({ options: { entries: { type: 'string' }, 'reads-only': { type: 'boolean' } } });
const ENTRIES = Number(values.entries ?? 1_000_000);

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

function summary(name: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  const ok = p95 <= BUDGET_MS;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${name}: n=${times.length} p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (budget ${BUDGET_MS} ms)`,
  );
  return ok;
}

// Operation, record type, and how many of each hundred entries it makes.
const MIX: [string, string, number][] = [
  ['updateOrderStatus', 'order', 30],
  ['recordInvoiceEvent', 'invoice', 15],
  ['updateSku', 'sku', 12],
  ['createInventoryAdjustment', 'inventory', 10],
  ['login', 'session', 10],
  ['createPurchaseOrder', 'purchase_order', 5],
  ['createPurchaseOrderInbound', 'purchase_order', 5],
  ['updateTimeslots', 'timeslot', 5],
  ['updateUser', 'user', 3],
  ['updateOutlet', 'outlet', 2],
  ['updateVendor', 'vendor', 1],
  ['updateRole', 'role', 1],
  ['setPaymentGatewayStatus', 'payment_gateway', 1],
];

async function build(db: Db) {
  await seedDemo(db, { business: false });
  // 50 users beside the demo's, so a user's entries are one in fifty.
  await db.execute(sql`
    insert into users (name, email, phone_number, password_hash)
    select 'Bench user ' || g, 'bench' || g || '@example.com', '0812' || lpad(g::text, 8, '0'), 'x'
    from generate_series(1, 50) g`);
  const slots = MIX.flatMap(([operation, type, share]) => Array.from({ length: share }, () => [operation, type]));
  const operations = `{${slots.map(([operation]) => operation).join(',')}}`;
  const types = `{${slots.map(([, type]) => type).join(',')}}`;
  const BATCH = 250_000;
  for (let done = 0; done < ENTRIES; done += BATCH) {
    await db.execute(sql`
      insert into audit_log (at, actor, user_id, reach_all, reach_outlet_ids, ip, user_agent, operation, record_type, record_id, outlet_id, changes)
      select now() - (g % (400 * 24 * 60)) * interval '1 minute' - (g % 60) * interval '1 second', 'user',
        u.ids[1 + (g * 31) % array_length(u.ids, 1)], g % 5 = 0, '{}', '203.0.113.' || (g % 250), 'Mozilla/5.0 (bench)',
        (${operations}::text[])[1 + g % 100], (${types}::text[])[1 + g % 100], ((g * 7919) % 10000 + 1)::text,
        case when g % 3 = 0 then null else o.ids[1 + (g / 3) % array_length(o.ids, 1)] end,
        jsonb_build_array(jsonb_build_object('field', 'price', 'before', 25000, 'after', 27000 + g % 1000))
      from generate_series(${done + 1}::bigint, ${Math.min(done + BATCH, ENTRIES)}::bigint) g,
        (select array_agg(id order by id) as ids from users) u,
        (select array_agg(id order by id) as ids from outlets) o`);
  }
  await db.execute(sql`vacuum analyze audit_log`).catch(() => db.execute(sql`analyze audit_log`));
}

async function reads(db: Db): Promise<boolean> {
  const [counts] = await rowsOf<{ entries: number }>(db, sql`select count(*)::int as entries from audit_log`);
  console.log(`reads: ${counts!.entries} audit entries`);
  const [someone] = await rowsOf<{ id: number }>(
    db,
    sql`select user_id as id from audit_log where user_id is not null limit 1`,
  );
  const [outlet] = await rowsOf<{ id: number }>(
    db,
    sql`select outlet_id as id from audit_log where outlet_id is not null limit 1`,
  );
  const today = jakartaDate(Date.now());
  const everywhere: OutletReach = { all: true };
  const oneOutlet: OutletReach = { all: false, ids: [outlet!.id] };
  const time = async (reach: OutletReach, query: Parameters<typeof listAuditLog>[3]) => {
    const run = () => listAuditLog(db, reach, someone!.id, query);
    for (let i = 0; i < 3; i++) await run();
    const times: number[] = [];
    for (let i = 0; i < READS; i++) {
      const start = performance.now();
      await run();
      times.push(performance.now() - start);
    }
    return times;
  };
  const results = [
    summary('first page, no filter', await time(everywhere, {})),
    summary("one record's history (SKU 42)", await time(everywhere, { record_type: 'sku', record_id: '42' })),
    summary("one user's entries", await time(everywhere, { user_id: someone!.id })),
    summary('one operation (updateSku)', await time(everywhere, { operation: 'updateSku' })),
    summary(
      'one day (10 days ago)',
      await time(everywhere, { start_date: addDays(today, -10), end_date: addDays(today, -10) }),
    ),
    summary(
      'one user over a week',
      await time(everywhere, { user_id: someone!.id, start_date: addDays(today, -7), end_date: today }),
    ),
    summary('an outlet manager reaching one outlet', await time(oneOutlet, {})),
    summary('an outlet manager, one operation', await time(oneOutlet, { operation: 'updateOrderStatus' })),
  ];
  return results.every(Boolean);
}

const readsOnly = values['reads-only'] === true;
if (!readsOnly) await freshDatabase();
const database = await openDatabase({ kind: 'postgres', url: url.toString() });
try {
  const started = performance.now();
  if (!readsOnly) await build(database.db);
  if (!readsOnly) console.log(`built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  process.exitCode = (await reads(database.db)) ? 0 : 1;
} finally {
  await database.close();
}
