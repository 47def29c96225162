// `npm run bench:stocktake`: opening and closing a stock count of 2,000 lines on PostgreSQL, through
// the services themselves (the code the handlers call, on the server's own connection pool).
//
//   npm run bench:stocktake                 # 2,000 SKUs, 100 movements of history per line, 5 rounds
//   npm run bench:stocktake -- --skus 5000 --rounds 3
//
// A fresh database `bench_stocktake` gets the demo's people and outlets and SKUS active ingredients
// with stock at Bandung Dago, each line carrying HISTORY movements. Each round opens a count of every
// line (no SKU named), books a movement on every line while counting, saves every line's count in
// four saves of a quarter each, and closes it: every line has a variance to book, in one ledger call.
// Budgets: opening ≤ 1 s, closing ≤ 2 s (the slowest round). The ledger is then checked: the stock
// of every line equals its count plus nothing (no movement after counting).
//
// Not part of `npm test`.
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Db } from '../../server/src/db/client';
import { rowsOf } from '../../server/src/db/rows';
import { seedDemo } from '../../server/src/seed';
import { outlets, skus } from '../../server/src/db/schema';
import { moveStock, type StockChange } from '../../server/src/lib/stock-ledger';
import { closeStocktake, openStocktake, saveCounts } from '../../server/src/services/stocktakes/writes';

const DATABASE = 'bench_stocktake';
const OPEN_BUDGET_MS = 1000;
const CLOSE_BUDGET_MS = 2000;

const { values } = parseArgs({
  options: { skus: { type: 'string' }, rounds: { type: 'string' }, history: { type: 'string' } },
});
const SKUS = Number(values.skus ?? 2000);
const ROUNDS = Number(values.rounds ?? 5);
const HISTORY = Number(values.history ?? 100);

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

const REACH = { all: true } as const;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

async function run(db: Db): Promise<boolean> {
  const core = await seedDemo(db, { business: false });
  const [bandung] = await db.select({ id: outlets.id }).from(outlets).where(eq(outlets.name, 'Bandung Dago'));
  const outletId = bandung!.id;
  const userId = core.adminId;
  const categoryId = Object.values(core.categoryIds)[0]!;
  const made = await db
    .insert(skus)
    .values(
      Array.from({ length: SKUS }, (_, i) => ({
        name: `Bench ingredient ${i}`,
        categoryId,
        price: 1,
        unitAmount: 1,
        unit: 'ml' as const,
        kind: 'ingredient' as const,
        imageUrl: '/uploads/bench.webp',
        avgCostMilli: 1000 + i,
      })),
    )
    .returning({ id: skus.id });
  const skuIds = made.map((row) => row.id);
  const book = (quantity: (i: number) => number, note: string) =>
    db.transaction((tx) =>
      moveStock(
        tx,
        skuIds.map((skuId, i): StockChange => ({
          outletId,
          skuId,
          changeType: 'add',
          quantity: quantity(i),
          source: 'adjustment',
          tagging: 'retur',
          note,
          userId,
        })),
      ),
    );
  for (let h = 0; h < HISTORY; h++) await book((i) => 1 + ((i + h) % 7), 'History');
  await db.execute(sql`analyze inventory_movements`);
  await db.execute(sql`analyze inventory_stocks`);
  console.log(`${SKUS} lines at Bandung Dago, ${SKUS * HISTORY} movements of history`);

  const opens: number[] = [];
  const closes: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const [count, openMs] = await timed(() => openStocktake(db, userId, REACH, { outlet_id: outletId, blind: true }));
    if (count.lines.length !== SKUS) throw new Error(`The count has ${count.lines.length} lines, not ${SKUS}`);
    await book(() => 3, 'Delivered while counting');
    const counted = await rowsOf<{ sku_id: number; quantity: number }>(
      db,
      sql`select sku_id, quantity from inventory_stocks where outlet_id = ${outletId} order by sku_id`,
    );
    // Every line is found one unit short, or one over.
    const counts = counted.map((line, i) => ({
      sku_id: line.sku_id,
      counted_quantity: Math.max(0, Number(line.quantity) + (i % 2 === 0 ? -1 : 1)),
    }));
    const quarter = Math.ceil(counts.length / 4);
    for (let part = 0; part < 4; part++) {
      await saveCounts(db, userId, REACH, count.id, { counts: counts.slice(part * quarter, (part + 1) * quarter) });
    }
    const [closed, closeMs] = await timed(() => closeStocktake(db, userId, REACH, count.id));
    const variances = closed.lines.filter((line) => line.variance !== 0).length;
    opens.push(openMs);
    closes.push(closeMs);
    console.log(
      `round ${round + 1}: opened ${SKUS} lines in ${openMs.toFixed(0)} ms, closed with ${variances} variances booked in ${closeMs.toFixed(0)} ms`,
    );
    const [wrong] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::integer as n from inventory_stocks s join stocktake_lines l
        on l.stocktake_id = ${count.id} and l.sku_id = s.sku_id where s.outlet_id = ${outletId}
        and s.quantity <> l.counted_quantity`,
    );
    if (wrong!.n !== 0) throw new Error(`${wrong!.n} lines do not hold what was counted`);
  }
  const worstOpen = Math.max(...opens);
  const worstClose = Math.max(...closes);
  const openOk = worstOpen <= OPEN_BUDGET_MS;
  const closeOk = worstClose <= CLOSE_BUDGET_MS;
  console.log(
    `${openOk ? 'ok  ' : 'OVER'} open ${SKUS} lines: slowest ${worstOpen.toFixed(0)} ms (budget ${OPEN_BUDGET_MS} ms)`,
  );
  console.log(
    `${closeOk ? 'ok  ' : 'OVER'} close ${SKUS} lines: slowest ${worstClose.toFixed(0)} ms (budget ${CLOSE_BUDGET_MS} ms)`,
  );
  return openOk && closeOk;
}

await freshDatabase();
const database = await openDatabase({ kind: 'postgres', url: url.toString() });
try {
  process.exitCode = (await run(database.db)) ? 0 : 1;
} finally {
  await database.close();
}
