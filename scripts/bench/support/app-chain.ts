// The chain the customer app's benchmarks run against (bench:app-menu, bench:app-orders): a
// throwaway PostgreSQL database with the demo business (its menu, recipes, stock and payment
// methods), grown to 500 shops taking orders, each open every day with tomorrow's 30 pick-up windows
// of 5 places, and the server running compiled in a process of its own (development mode, for the
// outbox the customers' codes are read from and the simulated gateway that pays).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../../server/src/db/client';
import { seedDemo } from '../../../server/src/seed';
import { attachCupGroups } from './cup-groups';
import { throwawayDatabase } from './database';
import { startServerProcess, type ServerProcess } from './server-process';

export const SHOPS = 500;
export const WINDOWS_PER_SHOP = 30;
export const WINDOW_PLACES = 5;

export interface AppChain {
  server: ServerProcess;
  databaseUrl: string;
  /** Tomorrow in Jakarta, the day of the windows. */
  date: string;
  close: () => Promise<void>;
}

/** `groups`: the products sell with modifier groups (see cup-groups.ts). */
export async function startAppChain({ groups = false }: { groups?: boolean } = {}): Promise<AppChain> {
  const database = await throwawayDatabase('bench_app');
  const started = performance.now();
  const opened = await openDatabase({ kind: 'postgres', url: database.url.toString() });
  const date = new Date(Date.now() + 7 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  try {
    await seedDemo(opened.db, { orders: 200, days: 7 });
    const { db } = opened;
    await db.execute(sql`
      insert into outlets (name, address, area_id, area_name, is_level_2)
      select 'App shop ' || lpad(g::text, 3, '0'), o.address, o.area_id, o.area_name, o.is_level_2
      from outlets o cross join generate_series(1, ${SHOPS} - (select count(*)::int from outlets where not is_hq)) g
      where o.id = (select min(id) from outlets where not is_hq)`);
    // Plenty of every ingredient at every shop, so a sale is never short of stock.
    await db.execute(sql`
      insert into inventory_stocks (outlet_id, sku_id, quantity, last_movement_at)
      select o.id, s.id, 1000000, now() from outlets o cross join skus s where s.kind = 'ingredient'
      on conflict (outlet_id, sku_id) do update set quantity = 1000000`);
    await db.execute(sql`delete from timeslots t where not exists (select 1 from orders o where o.timeslot_id = t.id)`);
    await db.execute(sql`delete from outlet_opening_hours`);
    await db.execute(sql`delete from outlet_pickup_settings`);
    await db.execute(sql`
      insert into outlet_pickup_settings (outlet_id, slot_minutes, capacity)
      select id, 30, ${WINDOW_PLACES} from outlets where not is_hq`);
    await db.execute(sql`
      insert into outlet_opening_hours (outlet_id, weekday, opens_at, closes_at)
      select o.id, d, time '07:00', time '22:00' from outlets o cross join generate_series(0, 6) d where not o.is_hq`);
    await db.execute(sql`
      insert into timeslots (outlet_id, date, start_time, end_time, capacity)
      select o.id, ${date}::date, time '07:00' + k * interval '30 minutes', time '07:30' + k * interval '30 minutes', ${WINDOW_PLACES}
      from outlets o cross join generate_series(0, ${WINDOWS_PER_SHOP - 1}) k where not o.is_hq
      on conflict (outlet_id, date, start_time) do update set capacity = excluded.capacity, is_active = true`);
    await db.execute(sql`update payment_gateways set is_enabled = true where method_type = 'QRIS'`);
    if (groups) await attachCupGroups(db);
    await db.execute(sql`vacuum (analyze)`);
  } catch (error) {
    await opened.close();
    await database.drop();
    throw error;
  }
  await opened.close();
  console.log(
    `Chain ready in ${((performance.now() - started) / 1000).toFixed(0)} s: ${SHOPS} shops, ${WINDOWS_PER_SHOP} windows of ${WINDOW_PLACES} places each on ${date}`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-app-'));
  const server = await startServerProcess({
    NODE_ENV: 'development',
    DATABASE_URL: database.url.toString(),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT: '1000000',
  });
  return {
    server,
    databaseUrl: database.url.toString(),
    date,
    close: async () => {
      await server.stop();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
