// `npm run bench:stock`: stock per outlet at scale on PostgreSQL, through the services themselves
// (the code the handlers call, on the server's own connection pool; HTTP adds the same small cost to
// every request and is measured by bench:api).
//
//   npm run bench:stock                        # 20 payers, 2,000 payments; 1,000,000 sales' movements
//   npm run bench:stock -- --payments 500 --movements 100000
//   npm run bench:stock -- --processes 2           # the 20 payers split over 2 API processes
//   npm run bench:stock -- --payments-only         # the payments alone, with 1 then 2 processes
//   npm run bench:stock -- --payments-only --prep-and-lots  # recipes using prep batches and expiring lots
//   npm run bench:stock -- --reads-only            # the reads again, on the database of the last run
//   BENCH_STOCK_DATABASE=name npm run bench:stock  # another database than bench_stock
//
// 1. Payments. A fresh database `bench_stock` gets the demo's people and outlets, 60 ingredients
//    received at every outlet, and 40 drinks with recipes of 4 to 8 of them; orders of 1 to 5 lines
//    wait unpaid. 20 payers then pay them at once in cash at each outlet's "Counter 1" (changeOrderStatus
//    to PAID, which locks the register's open shift, books every recipe's ingredients through the
//    ledger and writes the live events in the same transaction) and each payment is timed. With `--processes N` the payers are split over N processes, each
//    with its own connection pool as an API process has, all on the one database; the payments
//    alone (`--payments-only`) are run with 1 and then 2 processes, on a fresh database each.
//    Budget: p95 30 ms, no deadlock. With `--prep-and-lots` every fifth ingredient is a prep item
//    (batches of 5,000 held 240 minutes: five made at each outlet through the ledger as production,
//    one already past its holding time) and the one after it tracks expiry (five lots of 5,000
//    received at each outlet with their expiry dates, one expired yesterday), so most drinks' sales
//    are split lot by lot, first-expiring first; compare with the same run without it (target:
//    within 20 %). The ledger is then checked: each outlet's stock of each SKU equals the sum of its
//    movements, each paid order's sale matches its recipes, each lot's quantity equals the sum of
//    the movements naming it and is not below zero, and no sale took from an expired lot.
// 2. Reads at scale. The database grows to 50 outlets × 2,000 SKUs of stock lines and the sale
//    movements of MOVEMENTS paid orders' lines (10 per order: a million orders are ten million
//    movements) over 366 days. Timed, 30 times each after warming up: one outlet's inventory list
//    (first page, by name) and its movement log's first page. Budget: p95 50 ms each.
//
// Not part of `npm test`.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Db } from '../../server/src/db/client';
import { rowsOf } from '../../server/src/db/rows';
import { seedDemo } from '../../server/src/seed';
import { createRandom } from '../../server/src/seed/domain/random';
import { customers, shifts, skuRecipeItems, skus, timeslots } from '../../server/src/db/schema';
import { addDays, jakartaDate, MINUTE } from '../../server/src/lib/jakarta-time';
import { moveStock, type StockChange } from '../../server/src/lib/stock-ledger';
import { receivedLot } from '../../server/src/lib/stock-lots';
import { listInventory, listMovements } from '../../server/src/services/inventory/queries';
import { placeOrder } from '../../server/src/services/orders/placement';
import { changeOrderStatus } from '../../server/src/services/orders/writes';
import { percentile } from './support/http';

const DATABASE = process.env.BENCH_STOCK_DATABASE ?? 'bench_stock';
const PAYERS = Number(process.env.BENCH_PAYERS ?? 20);
const PAYMENT_BUDGET_MS = 30;
const READ_BUDGET_MS = 50;
const READS = 30;

const { values } = parseArgs({
  options: {
    payments: { type: 'string' },
    movements: { type: 'string' },
    processes: { type: 'string' },
    'payments-only': { type: 'boolean' },
    'reads-only': { type: 'boolean' },
    'prep-and-lots': { type: 'boolean' },
    /** Internal: this process is one of several payers' processes (see payInProcesses). */
    payer: { type: 'boolean' },
  },
});
const PAYMENTS = Number(values.payments ?? 2000);
const ORDERS_OF_MOVEMENTS = Number(values.movements ?? 1_000_000);
const PREP_AND_LOTS = values['prep-and-lots'] === true;
/** With --prep-and-lots: of the 60 ingredients, every fifth is a prep item and the one after it tracks expiry. */
const isPrep = (i: number) => PREP_AND_LOTS && i % 5 === 0;
const tracksExpiry = (i: number) => PREP_AND_LOTS && i % 5 === 1;
/** What one batch of a prep item, or one received lot, holds. */
const LOT_SIZE = 5_000;
const HOLDING_MINUTES = 240;
/** Days from today of each received lot's expiry date: the first expired yesterday. */
const LOT_EXPIRY_DAYS = [-1, 2, 5, 9, 14];
/** Minutes ago each batch was made: the first is past its holding time. */
const BATCH_AGES_MINUTES = [300, 180, 120, 60, 0];

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

async function payments(db: Db): Promise<boolean> {
  const core = await seedDemo(db, { business: false });
  // Seeded, so a run can be repeated; `next(n)` is a whole number below n.
  const random = createRandom(31);
  const next = (below: number) => random.int(0, below - 1);
  const categoryId = Object.values(core.categoryIds)[0]!;
  const outletIds = core.outletIds;
  const [ingredients, drinks] = await db.transaction(async (tx) => {
    const made = await tx
      .insert(skus)
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          name: `Bench ingredient ${i}`,
          categoryId,
          status: false,
          price: 1,
          unitAmount: 1,
          unit: 'l' as const,
          kind: isPrep(i) ? ('prep' as const) : ('ingredient' as const),
          ...(isPrep(i) ? { batchYield: LOT_SIZE, holdingMinutes: HOLDING_MINUTES } : {}),
          tracksExpiry: tracksExpiry(i),
          avgCostMilli: 15_000 + next(10_000),
          imageUrl: '/uploads/bench.png',
        })),
      )
      .returning({ id: skus.id, name: skus.name, avgCostMilli: skus.avgCostMilli });
    const products = await tx
      .insert(skus)
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          name: `Bench drink ${i}`,
          categoryId,
          price: 20_000 + 1000 * next(20),
          unitAmount: 1,
          unit: 'cup' as const,
          imageUrl: '/uploads/bench.png',
        })),
      )
      .returning({ id: skus.id });
    for (const drink of products) {
      const used = new Set<number>();
      const want = 4 + next(5);
      while (used.size < want) used.add(made[next(made.length)]!.id);
      await tx
        .insert(skuRecipeItems)
        .values([...used].map((id) => ({ productSkuId: drink.id, ingredientSkuId: id, quantity: 10 + next(200) })));
    }
    // Every ingredient received at every outlet, through the ledger: a prep item as batches made
    // through the day, one past its holding time; one that tracks expiry as lots with their expiry
    // dates, one expired yesterday; any other as stock without a lot.
    const today = jakartaDate(Date.now());
    const now = Date.now();
    await moveStock(
      tx,
      outletIds.flatMap((outletId) =>
        made.flatMap((sku, i): StockChange[] => {
          const common = { outletId, skuId: sku.id, changeType: 'add' as const, userId: core.adminId };
          if (isPrep(i))
            return BATCH_AGES_MINUTES.map((age) => ({
              ...common,
              source: 'production' as const,
              quantity: LOT_SIZE,
              note: { code: 'batch_made' as const, params: { sku: sku.name } },
              newLot: {
                kind: 'batch' as const,
                batches: 1,
                producedAt: new Date(now - age * MINUTE),
                expiresAt: new Date(now + (HOLDING_MINUTES - age) * MINUTE),
                unitCostMilli: sku.avgCostMilli,
              },
            }));
          if (tracksExpiry(i))
            return LOT_EXPIRY_DAYS.map((days) => ({
              ...common,
              source: 'receipt' as const,
              quantity: LOT_SIZE,
              tagging: 'po' as const,
              note: 'Received',
              newLot: receivedLot(addDays(today, days), { unitCostMilli: sku.avgCostMilli }),
            }));
          return [
            {
              ...common,
              source: 'adjustment' as const,
              quantity: 1_000_000,
              tagging: 'retur' as const,
              note: 'Opening stock',
            },
          ];
        }),
      ),
    );
    return [made, products];
  });
  const tomorrow = addDays(jakartaDate(Date.now()), 1);
  const slots = new Map<number, number>();
  for (const outletId of outletIds) {
    const [slot] = await db
      .insert(timeslots)
      .values({ outletId, date: tomorrow, startTime: '09:00', endTime: '10:00', capacity: 100_000 })
      .returning({ id: timeslots.id });
    slots.set(outletId, slot!.id);
  }
  // The drawer each outlet's payments go into.
  await db
    .insert(shifts)
    .values(
      outletIds.map((outletId) => ({
        outletId,
        register: 'Counter 1',
        openingFloat: 500_000,
        businessDate: jakartaDate(Date.now()),
      })),
    )
    .onConflictDoNothing();
  const [customer] = await db
    .insert(customers)
    .values({ name: 'Bench customer', phoneNumber: '081200000001' })
    .returning({ id: customers.id });
  const orderIds: number[] = [];
  for (let i = 0; i < PAYMENTS; i++) {
    const outletId = outletIds[next(outletIds.length)]!;
    const lines = new Map<number, number>();
    const count = 1 + next(5);
    while (lines.size < count) lines.set(drinks[next(drinks.length)]!.id, 1 + next(2));
    orderIds.push(
      (
        await placeOrder(db, {
          outletId,
          door: { channel: 'app', customerId: customer!.id, timeslotId: slots.get(outletId)! },
          lines: [...lines].map(([skuId, quantity]) => ({ skuId, quantity })),
          notes: null,
          payment: 'unpaid',
        })
      ).orderId,
    );
  }
  console.log(
    `payments: ${ingredients.length} ingredients, ${drinks.length} drinks with recipes of 4 to 8, ${orderIds.length} orders of 1 to 5 lines at ${outletIds.length} outlets`,
  );
  if (PREP_AND_LOTS)
    console.log(
      `  of the ingredients, ${ingredients.filter((_, i) => isPrep(i)).length} prep items with ${BATCH_AGES_MINUTES.length} batches of ${LOT_SIZE} at each outlet (one expired) and ${ingredients.filter((_, i) => tracksExpiry(i)).length} tracking expiry in ${LOT_EXPIRY_DAYS.length} lots of ${LOT_SIZE} (one expired); ${drinks.length - (await drinksWithoutLots(db))} of the ${drinks.length} drinks use one or more`,
    );
  const started = performance.now();
  const load = loadavg()[0]!;
  const { times, failures } =
    processes === 1
      ? await pay(db, orderIds, PAYERS, core.adminId)
      : await payInProcesses(orderIds, core.adminId, processes);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${PAYERS} payers in ${processes} process${processes === 1 ? '' : 'es'} paid ${times.length} orders in ${seconds.toFixed(1)} s, ${failures} failed (load average ${load.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after)`,
  );
  const ok = summary(
    `paying an order (its recipes through the ledger), ${PAYERS} payers, ${processes} process${processes === 1 ? '' : 'es'}`,
    times,
    PAYMENT_BUDGET_MS,
  );
  const [unexplained] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from inventory_stocks s
      left join (select outlet_id, sku_id, sum(case when change_type = 'add' then quantity else -quantity end) as net
                 from inventory_movements group by outlet_id, sku_id) m
        on m.outlet_id = s.outlet_id and m.sku_id = s.sku_id
      where s.quantity <> coalesce(m.net, 0)`,
  );
  const [wrongSales] = await rowsOf<{ n: number }>(
    db,
    sql`with expected as (
        select i.order_id, r.ingredient_sku_id as sku_id, sum(i.quantity * r.quantity) as quantity
        from order_items i join sku_recipe_items r on r.product_sku_id = i.sku_id group by 1, 2
      ), booked as (
        select order_id, sku_id, sum(quantity) as quantity from inventory_movements where source = 'sale' group by 1, 2
      )
      select count(*)::int as n from expected e full join booked b on b.order_id = e.order_id and b.sku_id = e.sku_id
      where e.quantity is distinct from b.quantity`,
  );
  // Each lot holds what the movements naming it add up to, never below zero.
  const [lots] = await rowsOf<{ lots: number; wrong: number; negative: number; used_up: number; taken: number }>(
    db,
    sql`select count(*)::int as lots,
        count(*) filter (where l.quantity <> coalesce(m.net, 0))::int as wrong,
        count(*) filter (where l.quantity < 0)::int as negative,
        count(*) filter (where l.status = 'used_up')::int as used_up,
        (select count(*)::int from inventory_movements where source = 'sale' and lot_id is not null) as taken
      from stock_lots l
      left join (select lot_id, sum(case when change_type = 'add' then quantity else -quantity end) as net
                 from inventory_movements where lot_id is not null group by lot_id) m on m.lot_id = l.id`,
  );
  const [expiredTaken] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from inventory_movements m join stock_lots l on l.id = m.lot_id
      where m.source = 'sale' and l.expires_at <= m.created_at`,
  );
  console.log(
    `ledger after the run: ${unexplained!.n} stock lines not equal to their movements, ${wrongSales!.n} sales not matching their recipes`,
  );
  console.log(
    `lots after the run: ${lots!.lots} lots, ${lots!.wrong} not equal to their movements, ${lots!.negative} below zero, ${lots!.used_up} used up; ${lots!.taken} sale movements took from a lot, ${expiredTaken!.n} from an expired one`,
  );
  return (
    ok &&
    failures === 0 &&
    unexplained!.n === 0 &&
    wrongSales!.n === 0 &&
    lots!.wrong === 0 &&
    lots!.negative === 0 &&
    expiredTaken!.n === 0
  );
}

/** How many of the drinks use no prep item and no SKU that tracks expiry. */
async function drinksWithoutLots(db: Db): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from skus p where p.name like 'Bench drink %' and not exists (
        select 1 from sku_recipe_items r join skus i on i.id = r.ingredient_sku_id
        where r.product_sku_id = p.id and (i.kind = 'prep' or i.tracks_expiry))`,
  );
  return row!.n;
}

const CASH = { method: 'cash', register: 'Counter 1' } as const;

/** `payers` pay the orders at once, each payment timed. */
async function pay(db: Db, orderIds: readonly number[], payers: number, adminId: number) {
  const times: number[] = [];
  let failures = 0;
  let cursor = 0;
  await Promise.all(
    Array.from({ length: payers }, async () => {
      while (cursor < orderIds.length) {
        const id = orderIds[cursor++]!;
        const start = performance.now();
        try {
          await changeOrderStatus(db, id, { status: 100, payment: CASH }, adminId, { all: true });
          times.push(performance.now() - start);
        } catch (error) {
          failures++;
          console.error(`payment of order ${id} failed:`, error);
        }
      }
    }),
  );
  return { times, failures };
}

interface PayerShare {
  orderIds: number[];
  payers: number;
  adminId: number;
}

/**
 * The payers split over `processes` processes of this script (`--payer`), each with its own pool on
 * the database: each opens its pool and says `ready`, all start on `go`, and each answers its times.
 */
async function payInProcesses(orderIds: readonly number[], adminId: number, processes: number) {
  const children = Array.from({ length: processes }, (_, p) => {
    const share: PayerShare = {
      orderIds: orderIds.filter((_, i) => i % processes === p),
      payers: Math.ceil(PAYERS / processes),
      adminId,
    };
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/stock.ts', '--payer'], {
      env: { ...process.env, DATABASE_URL: url.toString() },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    child.stdin.write(`${JSON.stringify(share)}\n`);
    const lines = createInterface({ input: child.stdout });
    const next = () => new Promise<string>((resolve) => lines.once('line', resolve));
    const exited = new Promise<void>((resolve, reject) =>
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`payer process exited with ${code}`)))),
    );
    return { child, next, exited };
  });
  await Promise.all(children.map(async ({ next }) => expect('ready', await next())));
  const answers = children.map(({ next }) => next());
  for (const { child } of children) child.stdin.end('go\n');
  const results = (await Promise.all(answers)).map((line) => JSON.parse(line) as { times: number[]; failures: number });
  await Promise.all(children.map(({ exited }) => exited));
  return { times: results.flatMap((r) => r.times), failures: results.reduce((n, r) => n + r.failures, 0) };
}

function expect(wanted: string, line: string) {
  if (line !== wanted) throw new Error(`a payer process answered ${JSON.stringify(line)}, not ${wanted}`);
}

/** One of several payers' processes: reads its share, waits for `go`, pays, answers its times. */
async function payerProcess() {
  const input = createInterface({ input: process.stdin });
  const lines = input[Symbol.asyncIterator]();
  const share = JSON.parse((await lines.next()).value as string) as PayerShare;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    // Open the pool's connections before the start, as a running API process has them.
    await Promise.all(Array.from({ length: share.payers }, () => database.db.execute(sql`select 1`)));
    process.stdout.write('ready\n');
    await lines.next();
    const result = await pay(database.db, share.orderIds, share.payers, share.adminId);
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    input.close();
    await database.close();
  }
}

async function readsAtScale(db: Db, build: boolean): Promise<boolean> {
  const started = performance.now();
  if (build) await buildAtScale(db);
  const [counts] = await rowsOf<{ outlets: number; skus: number; stocks: number; movements: number }>(
    db,
    sql`select (select count(*)::int from outlets) as outlets, (select count(*)::int from skus) as skus,
      (select count(*)::int from inventory_stocks) as stocks, (select count(*)::bigint from inventory_movements) as movements`,
  );
  console.log(
    `reads: ${counts!.outlets} outlets, ${counts!.skus} SKUs, ${counts!.stocks} stock lines, ${counts!.movements} movements (ready in ${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
  const [outlet] = await rowsOf<{ id: number }>(db, sql`select id from outlets order by id desc limit 1`);
  const everywhere = { all: true } as const;
  const time = async (run: () => Promise<unknown>) => {
    for (let i = 0; i < 3; i++) await run();
    const times: number[] = [];
    for (let i = 0; i < READS; i++) {
      const start = performance.now();
      await run();
      times.push(performance.now() - start);
    }
    return times;
  };
  const list = await time(() => listInventory(db, everywhere, { outlet_id: outlet!.id }));
  const log = await time(() => listMovements(db, everywhere, { outlet_id: outlet!.id }));
  const okList = summary("one outlet's inventory list, first page", list, READ_BUDGET_MS);
  const okLog = summary("one outlet's movement log, first page", log, READ_BUDGET_MS);
  return okList && okLog;
}

async function buildAtScale(db: Db) {
  // 50 outlets (the demo's and copies of the first), 2,000 SKUs, a stock line for each pair.
  await db.execute(sql`
    insert into outlets (name, address, area_id, area_name, is_level_2)
    select 'Bench outlet ' || g, o.address, o.area_id, o.area_name, o.is_level_2
    from outlets o cross join generate_series(1, 50 - (select count(*)::int from outlets)) g
    where o.id = (select min(id) from outlets)`);
  await db.execute(sql`
    insert into skus (name, category_id, status, price, unit_amount, unit, kind, image_url)
    select 'Bench stock ' || lpad(g::text, 5, '0'), (select min(id) from categories), false, 1, 1, 'l', 'ingredient', '/uploads/bench.png'
    from generate_series(1, 2000 - (select count(*)::int from skus)) g`);
  await db.execute(sql`
    insert into inventory_stocks (outlet_id, sku_id, quantity, last_movement_at)
    select o.id, s.id, 1000, now() from outlets o cross join skus s
    on conflict (outlet_id, sku_id) do nothing`);
  const movements = ORDERS_OF_MOVEMENTS * 10;
  // Sale movements spread over 366 days, outlets and SKUs; written in batches.
  const BATCH = 1_000_000;
  for (let done = 0; done < movements; done += BATCH) {
    await db.execute(sql`
      insert into inventory_movements (outlet_id, sku_id, source, change_type, quantity, quantity_before, quantity_after, note, created_at)
      select o.ids[1 + (g % array_length(o.ids, 1))], s.ids[1 + ((g * 7919) % array_length(s.ids, 1))], 'sale', 'deduct',
        1 + g % 200, 1000, 1000 - (1 + g % 200), 'Sale', now() - (g % (366 * 24 * 60)) * interval '1 minute'
      from generate_series(${done + 1}::bigint, ${Math.min(done + BATCH, movements)}::bigint) g,
        (select array_agg(id order by id) as ids from outlets) o,
        (select array_agg(id order by id) as ids from skus) s`);
  }
  await db.execute(sql`vacuum analyze inventory_movements`).catch(() => db.execute(sql`analyze inventory_movements`));
  await db.execute(sql`analyze inventory_stocks`);
}

const readsOnly = values['reads-only'] === true;
const paymentsOnly = values['payments-only'] === true;
let processes = Number(values.processes ?? 1);

async function run() {
  if (!readsOnly) await freshDatabase();
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    const paid = readsOnly ? true : await payments(database.db);
    const read = paymentsOnly ? true : await readsAtScale(database.db, !readsOnly);
    return paid && read;
  } finally {
    await database.close();
  }
}

if (values.payer) await payerProcess();
else if (paymentsOnly && values.processes === undefined) {
  // The payments with 1 and with 2 API processes, each on a fresh database.
  let ok = true;
  for (processes of [1, 2]) ok = (await run()) && ok;
  process.exitCode = ok ? 0 : 1;
} else process.exitCode = (await run()) ? 0 : 1;
