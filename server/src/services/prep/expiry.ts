// Batches past their holding time and received lots past their expiry date are marked expired by a
// scheduled job (lib/scheduled-jobs), on one API process at a time, every PREP_EXPIRY_SECONDS. The
// ledger already treats a lot as expired from its `expires_at` on; the status is what the board
// and the lists read. Each pass takes the due lots in id order with `SKIP LOCKED`: a lot a sale or
// a discard holds is left for the next run, so the job never waits on a writer nor deadlocks with
// one. A lot already marked is not due again, so a run repeated changes nothing.
import { sql } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { recordChanges } from '../../lib/audit';
import type { ScheduledJob } from '../../lib/scheduled-jobs';

/** Lots marked per statement; a backlog is worked through pass after pass in one run. */
const BATCH = 1000;

/** Marks the active lots past their time with something left expired; answers how many. */
export async function expireDueLots(db: Db): Promise<number> {
  let expired = 0;
  for (;;) {
    const marked = await db.transaction(async (tx) => {
      const rows = await rowsOf<{ id: number; outlet_id: number; sku_id: number; quantity: number }>(
        tx,
        sql`with due as (
            select id from stock_lots
            where status = 'active' and expires_at <= now() and quantity > 0
            order by id limit ${BATCH}
            for update skip locked)
          update stock_lots l set status = 'expired' from due where l.id = due.id
          returning l.id, l.outlet_id, l.sku_id, l.quantity`,
      );
      // One entry per outlet and SKU, naming the lots it marked.
      const byLine = new Map<string, { outletId: number; skuId: number; lots: number[] }>();
      for (const row of rows) {
        const key = `${row.outlet_id}:${row.sku_id}`;
        const line = byLine.get(key) ?? { outletId: row.outlet_id, skuId: row.sku_id, lots: [] };
        line.lots.push(Number(row.id));
        byLine.set(key, line);
      }
      await recordChanges(
        tx,
        [...byLine.values()].map((line) => ({
          recordType: 'inventory' as const,
          recordId: line.skuId,
          outletId: line.outletId,
          before: { expiredLots: [] },
          after: { expiredLots: line.lots.sort((a, b) => a - b) },
        })),
      );
      return rows.length;
    });
    expired += marked;
    if (marked < BATCH) return expired;
  }
}

/** The job as the scheduler runs it, logging what it marked. */
export function prepExpiryJob(everyMs: number, log: { info(data: object, message: string): void }): ScheduledJob {
  return {
    name: 'prep expiry',
    everyMs,
    lockKey: ADVISORY_LOCKS.prepExpiryJob,
    async run(db) {
      const expired = await expireDueLots(db);
      if (expired) log.info({ expired }, 'batches and lots past their time marked expired');
    },
  };
}
