// The settlement files of the delivery platforms: a dry run or an import of a file (read as the
// spreadsheet imports read theirs), the files imported and one file's rows and exceptions.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { channelSettlementRows, channelSettlements, orders } from '../../db/schema';
import { currentUser } from '../../lib/current-user';
import type { Handlers } from '../../lib/handler-types';
import { HttpError } from '../../lib/http-error';
import { outletReach, withinReach } from '../../lib/outlet-access';
import { pagedList } from '../../lib/paged-list';
import { refusedRows } from '../imports/messages';
import { decodeContent, readSheet } from '../imports/read-file';
import { matchSettlement, storedSettlement, storeSettlement } from './match';

const NOT_FOUND = 'Settlement file not found';

export const settlementHandlers: Handlers = {
  async importChannelSettlement(request, reply) {
    const user = currentUser(request);
    const { channel, file_name: fileName, content, dry_run: dryRun = true, lang = 'en' } = request.body;
    const sheet = await readSheet(fileName, decodeContent(content, lang), lang);
    const reach = await outletReach(request, 'view_admin_order');
    const result = await request.server.db.transaction(async (tx) => {
      const matched = await matchSettlement(tx, { channel, fileName, sheet, lang, reach });
      const errors = matched.summary.errors > 0;
      if (dryRun || errors) return { ...matched, dry_run: dryRun };
      const stored = await storeSettlement(tx, matched, user.userId);
      return {
        ...matched,
        id: stored.id,
        dry_run: false,
        committed: true,
        imported_at: stored.importedAt.toISOString(),
      };
    });
    if (!dryRun && !result.committed)
      return refusedRows(
        reply,
        lang,
        result.rows.find((row) => row.status === 'error')!,
        result,
      );
    return { data: result };
  },

  async listChannelSettlements(request) {
    const reach = await outletReach(request, 'view_admin_order');
    const { db } = request.server;
    const { channel } = request.query;
    const s = channelSettlements;
    const r = channelSettlementRows;
    // Each file's rows a user reaching some outlets sees: those of orders at those outlets.
    const visible = sql`(select ${r.settlementId} as settlement_id,
        count(*)::int as row_count,
        count(*) filter (where ${r.status} <> 'matched')::int as exception_count,
        coalesce(sum(${r.settled}) filter (where ${r.expected} is not null), 0)::int as settled_total,
        coalesce(sum(${r.expected}), 0)::int as expected_total
      from ${r} left join ${orders} on ${orders.id} = ${r.orderId}
      where ${reach.all ? sql`true` : withinReach(orders.outletId, reach)}
      group by ${r.settlementId}) v`;
    const where = and(
      channel ? eq(s.channel, channel) : undefined,
      reach.all ? undefined : sql`${s.id} in (select settlement_id from ${visible})`,
    );
    return pagedList(request.query, {
      rows: async (limit, offset) => {
        const page = await db
          .select({
            id: s.id,
            channel: s.channel,
            fileName: s.fileName,
            importedAt: s.importedAt,
            rowCount: s.rowCount,
            exceptionCount: s.exceptionCount,
            settledTotal: s.settledTotal,
            expectedTotal: s.expectedTotal,
            total: sql<number>`count(*) over ()`.mapWith(Number),
          })
          .from(s)
          .where(where)
          .orderBy(desc(s.importedAt), desc(s.id))
          .limit(limit)
          .offset(offset);
        if (reach.all || page.length === 0) return page;
        // Totals of the rows in reach only.
        const sums = await rowsOf<{
          settlement_id: number;
          row_count: number;
          exception_count: number;
          settled_total: number;
          expected_total: number;
        }>(
          db,
          sql`select * from ${visible} where settlement_id in (${sql.join(
            page.map((p) => sql`${p.id}`),
            sql`, `,
          )})`,
        );
        const byId = new Map(sums.map((row) => [Number(row.settlement_id), row]));
        return page.map((p) => {
          const v = byId.get(p.id);
          return {
            ...p,
            rowCount: Number(v?.row_count ?? 0),
            exceptionCount: Number(v?.exception_count ?? 0),
            settledTotal: Number(v?.settled_total ?? 0),
            expectedTotal: Number(v?.expected_total ?? 0),
          };
        });
      },
      count: async () => (await db.select({ n: count() }).from(s).where(where))[0]!.n,
      data: (rows) =>
        rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          file_name: row.fileName,
          imported_at: row.importedAt.toISOString(),
          row_count: row.rowCount,
          exception_count: row.exceptionCount,
          settled_total: row.settledTotal,
          expected_total: row.expectedTotal,
        })),
    });
  },

  async getChannelSettlement(request) {
    const reach = await outletReach(request, 'view_admin_order');
    const found = await storedSettlement(request.server.db, request.params.settlement_id, reach);
    if (!found) throw new HttpError(404, NOT_FOUND);
    return { data: found };
  },
};
