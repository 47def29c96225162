// The demo's stock does not depend on the day it is seeded: the two watched ingredients meant to run
// low end low at their outlet, every other watched line ends at or above the low-stock threshold,
// each outlet's stock of a SKU is the sum of its movements there, each movement continues the last,
// and only what the ledger lets do so takes a line below zero: a sale, a batch's use of its
// ingredients, and what is taken from a lot (the lot never goes below zero).
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { seedDemo } from '../../src/seed';
import { LOW_STOCK_THRESHOLD } from '../../src/lib/low-stock';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

const opened: { database: Database; test: TestDatabase }[] = [];

afterAll(async () => {
  for (const o of opened) {
    await o.database.close();
    await o.test.drop();
  }
});

async function seeded(now: Date) {
  const test = await createTestDatabase();
  const database = await openDatabase(test.target);
  opened.push({ database, test });
  await seedDemo(database.db, { orders: 3000, now });
  return async <T>(query: string) => ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

describe('the demo stock', () => {
  // 23 Nov 2026 once left a third watched line at 0, a warning the demo did not mean; 24 Nov 2026
  // left one meant to run low at 0 instead of its mark.
  it.each(['2026-11-23T08:05:00Z', '2026-11-24T18:00:00Z', '2026-06-01T01:00:00Z'])(
    'warns about exactly the two lines meant to run low, and keeps the ledger whole, when seeded at %s',
    async (at) => {
      const rows = await seeded(new Date(at));
      const low = await rows<{ outlet: string; sku: string; quantity: number }>(`
        select o.name as outlet, s.name as sku, i.quantity from inventory_stocks i
        join skus s on s.id = i.sku_id join outlets o on o.id = i.outlet_id
        where s.is_watched and i.quantity < ${LOW_STOCK_THRESHOLD} order by i.quantity`);
      expect(low).toEqual([
        { outlet: 'Surabaya Tunjungan', sku: 'Cup 16 oz', quantity: 6 },
        { outlet: 'Bandung Dago', sku: 'Matcha Powder', quantity: 12 },
      ]);
      // Every watched ingredient has a line at every outlet (none missing, which would read as 0).
      const missing = await rows(`
        select s.name, o.name from skus s cross join outlets o
        where s.is_watched and not exists (select 1 from inventory_stocks i where i.sku_id = s.id and i.outlet_id = o.id)`);
      expect(missing).toEqual([]);
      const mismatched = await rows(`
        select s.outlet_id, s.sku_id from inventory_stocks s
        full join (select outlet_id, sku_id, sum(case when change_type = 'add' then quantity else -quantity end) as net
                   from inventory_movements group by 1, 2) m on m.outlet_id = s.outlet_id and m.sku_id = s.sku_id
        where s.quantity is distinct from m.net`);
      expect(mismatched).toEqual([]);
      const broken = await rows(`
        select id from (
          select id, quantity_before, lag(quantity_after, 1, 0) over (partition by outlet_id, sku_id order by created_at, id) as previous_after
          from inventory_movements) m
        where quantity_before <> previous_after`);
      expect(broken).toEqual([]);
      expect(
        await rows(
          `select id from inventory_movements where quantity_after < 0 and quantity_after < quantity_before
            and source not in ('sale', 'production') and lot_id is null`,
        ),
      ).toEqual([]);
      expect(await rows(`select id from inventory_movements where created_at > '${at}'`)).toEqual([]);
    },
    120_000,
  );
});
